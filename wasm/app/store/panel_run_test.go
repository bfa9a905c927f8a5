package store

import (
	"reflect"
	"strings"
	"testing"

	"searchlab/wasm/app/actions"
)

// The solver panel's runs: each End becomes the run's typed outcome and
// the history entry's status; a refusal before any request names its
// outcome; Stop keeps the statistics so far.
func TestPanelOutcomes(t *testing.T) {
	w := &wire{stopEnds: true}
	s, p := newProbe(t, w)
	type want struct {
		outcome Outcome
		msg     string
	}
	cases := []struct {
		name string
		end  func(c *wireCall)
		want want
	}{
		{"found", func(c *wireCall) { c.final(6); c.onEnd(Done{}) }, want{OutcomeFound, ""}},
		{"budget", func(c *wireCall) {
			c.onLine(`{"status":"budget_exceeded","moves":[],"length":0,"cost":0,"stats":{"expanded":100}}`)
			c.onEnd(Done{})
		}, want{OutcomeBudgetExceeded, ""}},
		{"invalid", func(c *wireCall) {
			c.onLine(`{"status":"invalid","moves":[],"length":0,"cost":0,"stats":{},"error":"board: no"}`)
			c.onEnd(Done{})
		}, want{OutcomeInvalid, "board: no"}},
		{"crashed", func(c *wireCall) { c.onEnd(Crashed{Why: "out of memory"}) }, want{OutcomeCrashed, "out of memory"}},
		{"refused", func(c *wireCall) { c.onEnd(Refused{Why: "not ready"}) }, want{OutcomeRefused, "not ready"}},
		{"stopped", func(c *wireCall) {
			c.onLine(`{"progress":{"expanded":77}}`)
			s.Dispatch(actions.Stop{})
		}, want{OutcomeStopped, "stopped by you; the statistics so far are kept"}},
	}
	for _, tc := range cases {
		s.Dispatch(actions.Run{})
		st := s.State()
		if !st.Run.Active || st.StatusLine() != "Running BFS…" {
			t.Fatalf("%s: not running: %+v", tc.name, st.Run)
		}
		tc.end(w.last())
		st = s.State()
		h := st.History[len(st.History)-1]
		if st.Run.Active || st.Run.Outcome != tc.want.outcome || st.Run.Message != tc.want.msg || h.Status != tc.want.outcome || h.Error != tc.want.msg {
			t.Errorf("%s: run %v %q, entry %v %q; want %v %q", tc.name, st.Run.Outcome, st.Run.Message, h.Status, h.Error, tc.want.outcome, tc.want.msg)
		}
		if tc.name == "stopped" && h.Stats.Expanded != 77 {
			t.Errorf("stopped: the entry lost the statistics so far: %+v", h.Stats)
		}
		if tc.name == "found" && (h.Length != 6 || !strings.HasPrefix(st.StatusLine(), "Found a solution of 6 moves with BFS")) {
			t.Errorf("found: entry length %d, status %q", h.Length, st.StatusLine())
		}
		if last := p.ended[len(p.ended)-1]; last.Outcome != tc.want.outcome {
			t.Errorf("%s: PanelEnded saw %v", tc.name, last.Outcome)
		}
	}
	if n := len(s.State().History); n != len(cases) {
		t.Errorf("%d history entries, want %d", n, len(cases))
	}
	// Refused before any request: no call, no history entry, the outcome
	// the screen named.
	calls := len(w.calls)
	p.panel.SelectAlgorithm("bad")
	s.Dispatch(actions.Run{})
	if st := s.State(); len(w.calls) != calls || st.Run.Outcome != OutcomeUnsolvable || st.StatusLine() != "Unsolvable: the board is odd" || len(st.History) != len(cases) {
		t.Errorf("refused: %d calls, run %+v, status %q", len(w.calls)-calls, st.Run, st.StatusLine())
	}
}

// The compare queue lives in the panel: the ticked algorithms run one
// after another on the board shown when Compare was pressed, each
// recorded and listed in the comparison; a crash goes on, Stop ends the
// rest; a bad parameter refuses the whole comparison with its name.
func TestPanelCompareQueue(t *testing.T) {
	w := &wire{stopEnds: true}
	s, p := newProbe(t, w)
	s.Dispatch(actions.Compare{Algorithms: []string{"nothing"}})
	if st := s.State(); st.Run.Active || st.Notice.Kind != actions.NoticeError || !strings.Contains(st.Notice.Text, "Tick at least one") {
		t.Fatalf("empty comparison: %+v %q", st.Run, st.Notice.Text)
	}
	s.Dispatch(actions.Compare{Algorithms: []string{"dfs", "bfs", "greedy"}})
	if st := s.State(); !st.Run.Active || st.Run.Algorithm != "dfs" || !reflect.DeepEqual(st.Comparing, []string{"bfs", "greedy"}) ||
		st.StatusLine() != "Comparing: running DFS…" {
		t.Fatalf("compare started: %+v queue %v", st.Run, st.Comparing)
	}
	s.Dispatch(actions.Run{}) // ignored while comparing
	w.last().final(3)
	w.last().onEnd(Done{})
	if st := s.State(); st.Run.Algorithm != "bfs" || !st.Run.Active || !reflect.DeepEqual(st.Comparing, []string{"greedy"}) || len(w.calls) != 2 {
		t.Fatalf("second run: %+v queue %v, %d calls", st.Run, st.Comparing, len(w.calls))
	}
	w.last().onEnd(Crashed{Why: "boom"})
	w.last().final(2)
	w.last().onEnd(Done{})
	st := s.State()
	if st.Run.Active || len(st.CompareIDs) != 3 || len(st.Comparing) != 0 || st.StatusLine() != "Compared 3 algorithms: see the table." {
		t.Fatalf("compare over: %+v ids %v status %q", st.Run, st.CompareIDs, st.StatusLine())
	}
	var got []string
	for _, e := range st.History {
		got = append(got, e.Algorithm+":"+string(e.Status))
	}
	if want := []string{"dfs:found", "bfs:crashed", "greedy:found"}; !reflect.DeepEqual(got, want) {
		t.Errorf("entries %v, want %v", got, want)
	}

	// Stop ends the rest of the queue.
	s.Dispatch(actions.Compare{Algorithms: []string{"dfs", "bfs", "greedy"}})
	n := len(w.calls)
	s.Dispatch(actions.Stop{})
	if st := s.State(); st.Run.Active || len(st.Comparing) != 0 || len(w.calls) != n || st.History[len(st.History)-1].Status != OutcomeStopped {
		t.Errorf("stop during compare: %+v queue %v, %d new calls", st.Run, st.Comparing, len(w.calls)-n)
	}

	// A bad parameter: nothing runs, the status line names the algorithm.
	p.panel.Params = map[string]map[string]string{"greedy": {"k": "12"}}
	s.Dispatch(actions.Compare{Algorithms: []string{"dfs", "greedy"}})
	if st := s.State(); st.Run.Active || len(w.calls) != n || st.Run.Outcome != OutcomeInvalid || !strings.Contains(st.StatusLine(), "Invalid: Greedy: ") {
		t.Errorf("bad parameter: %+v, %d new calls, status %q", st.Run, len(w.calls)-n, st.StatusLine())
	}
}
