package store

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"searchlab/core/registry"
	"searchlab/core/share"
	corewire "searchlab/core/wire"
	"searchlab/wasm/app/actions"
)

// wire is a fake Solver: it records every call and the test plays the
// worker's part through the callbacks.
type wire struct {
	calls []*wireCall
	stops []CallID
	// stopEnds makes Stop end the call with Stopped at once (as the page's
	// client does, a microtask later).
	stopEnds bool
}

type wireCall struct {
	lane       Lane
	id         CallID
	path, body string
	onLine     func(string)
	onEnd      func(End)
	onFrame    func([]byte) // the store's own callback: frames as the worker sends them
}

// Start implements Solver: the test writes the answer's lines, which
// reach the store as the worker's frames (corewire.LineFrames).
func (w *wire) Start(lane Lane, id CallID, path, body string, onFrame func([]byte), onEnd func(End)) {
	w.calls = append(w.calls, &wireCall{lane, id, path, body, corewire.LineFrames(path, onFrame), onEnd, onFrame})
}

func (w *wire) Stop(id CallID) {
	w.stops = append(w.stops, id)
	if w.stopEnds {
		for _, c := range w.calls {
			if c.id == id {
				c.onEnd(Stopped{})
			}
		}
	}
}

func (w *wire) last() *wireCall { return w.calls[len(w.calls)-1] }

// request decodes a call's body.
func (c *wireCall) request(t *testing.T) corewire.Request {
	t.Helper()
	req, err := corewire.DecodeRequest(strings.NewReader(c.body))
	if err != nil {
		t.Fatalf("call %d: %v", c.id, err)
	}
	return req
}

// final answers a solve with a found solution of n moves.
func (c *wireCall) final(n int) {
	b, _ := json.Marshal(corewire.Response{Status: corewire.StatusFound, Moves: make([]string, n), Length: n, Cost: float64(n), Stats: corewire.Stats{Expanded: 10}})
	c.onLine(string(b))
}

// probe is a screen that keeps every run action it gets and runs the
// shared solver panel (its board is a number; PanelRequest refuses
// "bad").
type probe struct {
	h     Host
	panel SolverPanel
	got   []actions.Action
	ended []RunState // the panel's runs as PanelEnded saw them
}

func (p *probe) Reduce(a actions.Action) []Effect {
	switch a.(type) {
	case RunProgress, RunEnded, ExperimentResult, ExperimentEnded:
		p.got = append(p.got, a)
	}
	if fx, ok := p.panel.Reduce(p.h, p, a); ok {
		return fx
	}
	return nil
}
func (p *probe) OpenLink(share.Link) []Effect    { return nil }
func (p *probe) ShareFragment() (string, error)  { return "", nil }
func (p *probe) Tick(time.Time) ([]Effect, bool) { return nil, false }
func (p *probe) Snapshot() any                   { c := p.panel.Clone(); return &c }
func (p *probe) Panel(st *State)                 { st.SolverPanel = *st.Screen.(*SolverPanel) }
func (p *probe) PanelEnded(r *RunState) []Effect { p.ended = append(p.ended, *r); return nil }
func (p *probe) PanelRequest(_, algo string) (corewire.Request, error) {
	if algo == "bad" {
		return corewire.Request{}, &NotRun{Outcome: OutcomeUnsolvable, Why: "the board is odd"}
	}
	if _, _, err := p.panel.RequestParams(algo); err != nil {
		return corewire.Request{}, err
	}
	return corewire.Request{Game: "probe", Board: "7", Algorithm: algo, Seed: p.panel.Seed}, nil
}

func probeCatalog() []registry.AlgorithmInfo {
	return []registry.AlgorithmInfo{{ID: "bfs", Name: "BFS"}, {ID: "dfs", Name: "DFS"},
		{ID: "greedy", Name: "Greedy", Params: []registry.Param{registry.IntParam("k", 1, 9, 3, "k")}}, {ID: "bad", Name: "Bad"}}
}

func newProbe(t *testing.T, w Solver) (*Store, *probe) {
	t.Helper()
	var p *probe
	g := Game{ID: "probe", Name: "Probe", New: func(h Host) Screen {
		p = &probe{h: h, panel: SolverPanel{Catalog: probeCatalog(), Algorithm: "bfs", Seed: 3}}
		return p
	}}
	d := Deps{Games: []Game{g}, Now: func() time.Time { return time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC) }}
	if w != nil {
		d.Solver = w
	}
	return New(d), p
}

// run asks the probe's host for a run (as a screen's reducer would) and
// runs the effects.
func run(s *Store, p *probe, tag string, reqs ...corewire.Request) RunID {
	s.mu.Lock()
	id, fx := p.h.Run(tag, reqs...)
	s.mu.Unlock()
	for _, f := range fx {
		f()
	}
	return id
}

func stop(s *Store, p *probe, id RunID) {
	s.mu.Lock()
	fx := p.h.StopRun(id)
	s.mu.Unlock()
	for _, f := range fx {
		f()
	}
}

func endsOf(p *probe) []RunEnded { return gotOf[RunEnded](p) }

// gotOf are the actions of type T the probe got, in order.
func gotOf[T actions.Action](p *probe) []T {
	var out []T
	for _, a := range p.got {
		if e, ok := a.(T); ok {
			out = append(out, e)
		}
	}
	return out
}

// Each way a run can end reaches the screen as its typed End, once, with
// the request's final object decoded; late callbacks are dropped.
func TestRunEndsAreTyped(t *testing.T) {
	w := &wire{}
	s, p := newProbe(t, w)
	req := corewire.Request{Game: "probe", Board: "1", Algorithm: "bfs"}

	// Done: progress lines, then the final object.
	id := run(s, p, "a", req)
	c := w.last()
	if c.path != PathSolve || c.request(t).Board != "1" {
		t.Fatalf("call %s %s", c.path, c.body)
	}
	c.onLine(`{"progress":{"expanded":5,"frontier":2}}`)
	c.onLine("") // blank lines are skipped
	c.final(4)
	c.onEnd(Done{})
	c.onEnd(Done{})                         // a second end is dropped
	c.onLine(`{"progress":{"expanded":9}}`) // so is a late line
	if len(p.got) != 2 {
		t.Fatalf("actions %#v", p.got)
	}
	pr, ok := p.got[0].(RunProgress)
	if !ok || pr.ID != id || pr.Tag != "a" || pr.Progress.Expanded != 5 || pr.Progress.MaxFrontier != 2 {
		t.Errorf("progress %#v", p.got[0])
	}
	e := p.got[1].(RunEnded)
	d, ok := e.End.(Done)
	if !ok || e.ID != id || e.Tag != "a" || !e.Last || d.Response == nil || d.Response.Length != 4 {
		t.Errorf("end %#v", e)
	}

	cases := []struct {
		name string
		do   func(c *wireCall, id RunID)
		want End
	}{
		{"crashed", func(c *wireCall, _ RunID) { c.onEnd(EndOf(EndCrashed, "out of memory")) }, Crashed{Why: "out of memory"}},
		{"busy", func(c *wireCall, _ RunID) { c.onEnd(EndOf(EndRefused, "a search is already running; stop it first")) }, Refused{Why: "a search is already running; stop it first"}},
		{"no final", func(c *wireCall, _ RunID) { c.onLine(`{"progress":{}}`); c.onEnd(Done{}) }, Crashed{Why: "the solver ended without a result"}},
		{"unreadable", func(c *wireCall, _ RunID) { c.onLine(`{"stat`); c.onEnd(Done{}) }, Crashed{}},
		{"stopped", func(c *wireCall, id RunID) { stop(s, p, id); c.onEnd(Stopped{}) }, Stopped{}},
	}
	for _, tc := range cases {
		p.got = nil
		id := run(s, p, tc.name, req)
		tc.do(w.last(), id)
		ends := endsOf(p)
		if len(ends) != 1 || ends[0].ID != id || ends[0].Tag != tc.name || !ends[0].Last {
			t.Errorf("%s: ends %#v", tc.name, ends)
			continue
		}
		got := ends[0].End
		if cr, ok := got.(Crashed); ok && tc.name == "unreadable" {
			if !strings.Contains(cr.Why, "unreadable line") {
				t.Errorf("unreadable: %#v", got)
			}
			continue
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: end %#v, want %#v", tc.name, got, tc.want)
		}
	}
	if s.Running() != 0 {
		t.Errorf("%d runs still in flight", s.Running())
	}
	// Stop reaches the solver with the running call's id.
	if len(w.stops) != 1 || w.stops[0] != w.calls[len(w.calls)-1].id {
		t.Errorf("stops %v", w.stops)
	}
}

// A run the solver never answers after Stop still ends (Stopped, once),
// and a store without a solver refuses every run.
func TestRunStopAndNoSolver(t *testing.T) {
	w := &wire{stopEnds: true}
	s, p := newProbe(t, w)
	id := run(s, p, "x", corewire.Request{Algorithm: "bfs"})
	stop(s, p, id)
	stop(s, p, id) // twice: nothing more
	if ends := endsOf(p); len(ends) != 1 || ends[0].End != (Stopped{}) {
		t.Errorf("ends %#v", ends)
	}

	s2, p2 := newProbe(t, nil)
	run(s2, p2, "y", corewire.Request{Algorithm: "bfs"})
	if ends := endsOf(p2); len(ends) != 1 || !strings.Contains(ends[0].End.(Refused).Why, "no solver") {
		t.Errorf("without a solver: %#v", ends)
	}
}

// A queue runs its requests one after another: it goes on after Done and
// Crashed and is over after Refused or Stopped; several runs are in
// flight at once, told apart by id and tag.
func TestRunQueue(t *testing.T) {
	w := &wire{}
	s, p := newProbe(t, w)
	reqs := []corewire.Request{{Board: "1", Algorithm: "bfs"}, {Board: "2", Algorithm: "dfs"}, {Board: "3", Algorithm: "bfs"}, {Board: "4", Algorithm: "dfs"}}
	q := run(s, p, "queue", reqs...)
	other := run(s, p, "other", corewire.Request{Board: "9", Algorithm: "bfs"})
	if len(w.calls) != 2 || q == other {
		t.Fatalf("%d calls, ids %d %d", len(w.calls), q, other)
	}
	first, second := w.calls[0], w.calls[1]
	second.onLine(`{"progress":{"expanded":1}}`)
	first.final(1)
	first.onEnd(Done{})
	// The next request starts only now.
	if len(w.calls) != 3 || w.calls[2].request(t).Board != "2" {
		t.Fatalf("after the first end: %d calls", len(w.calls))
	}
	w.calls[2].onEnd(Crashed{Why: "boom"})
	if len(w.calls) != 4 || w.calls[3].request(t).Board != "3" {
		t.Fatalf("a crash ended the queue: %d calls", len(w.calls))
	}
	w.calls[3].onEnd(Refused{Why: "busy"})
	if len(w.calls) != 4 {
		t.Fatalf("a refusal did not end the queue: %d calls", len(w.calls))
	}
	second.final(2)
	second.onEnd(Done{})

	type seen struct {
		id    RunID
		tag   string
		index int
		last  bool
		end   string
	}
	var got []seen
	for _, e := range endsOf(p) {
		got = append(got, seen{e.ID, e.Tag, e.Index, e.Last, reflect.TypeOf(e.End).Name()})
	}
	want := []seen{{q, "queue", 0, false, "Done"}, {q, "queue", 1, false, "Crashed"}, {q, "queue", 2, true, "Refused"}, {other, "other", 0, true, "Done"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ends\n got %v\nwant %v", got, want)
	}
	if pr := p.got[0].(RunProgress); pr.ID != other || pr.Tag != "other" {
		t.Errorf("the other run's progress went to %d %q", pr.ID, pr.Tag)
	}

	// Stop in the middle of a queue drops the rest.
	p.got = nil
	q = run(s, p, "queue", reqs...)
	w.last().onEnd(Done{}) // ends without a final object: crashed, the queue goes on
	stop(s, p, q)
	n := len(w.calls)
	w.last().onEnd(Stopped{})
	if len(w.calls) != n {
		t.Errorf("the queue went on after Stop")
	}
	ends := endsOf(p)
	if len(ends) != 2 || ends[1].End != (Stopped{}) || ends[1].Index != 1 || !ends[1].Last {
		t.Errorf("stop in a queue: %#v", ends)
	}
}

// Level generation and matches decode their own answers.
func TestRunGenerateAndMatch(t *testing.T) {
	w := &wire{}
	s, p := newProbe(t, w)
	s.mu.Lock()
	_, fx := p.h.Generate("gen", corewire.GenerateRequest{Game: "bloxorz", Difficulty: "easy", Seed: 4})
	s.mu.Unlock()
	fx[0]()
	c := w.last()
	if c.path != PathGenerate || !strings.Contains(c.body, `"difficulty":"easy"`) {
		t.Fatalf("generate call %s %s", c.path, c.body)
	}
	c.onLine(`{"status":"found","level":"S E","length":3,"counted":-1}`)
	c.onEnd(Done{})
	e := endsOf(p)[0]
	if d, ok := e.End.(Done); !ok || d.Level == nil || d.Level.Length != 3 || d.Response != nil {
		t.Errorf("generate end %#v", e.End)
	}

	p.got = nil
	s.mu.Lock()
	_, fx = p.h.PlayMatch("match", registry.MatchRequest{Game: "othello", Games: 2})
	s.mu.Unlock()
	fx[0]()
	c = w.last()
	if c.path != PathTournament {
		t.Fatalf("match path %s", c.path)
	}
	c.onLine(`{"played":1,"games":2,"w":1}`)
	c.onLine(`{"played":2,"games":2,"w":1,"d":1,"done":true,"status":"found"}`)
	c.onEnd(Done{})
	if len(p.got) != 3 {
		t.Fatalf("match actions %#v", p.got)
	}
	if pr := p.got[0].(RunProgress); pr.Match == nil || pr.Match.Played != 1 {
		t.Errorf("match progress %#v", p.got[0])
	}
	if d, ok := p.got[2].(RunEnded).End.(Done); !ok || d.Match == nil || !d.Match.Done || d.Match.D != 1 {
		t.Errorf("match end %#v", p.got[2])
	}
}

// The lanes' typed ends become Ends at the bridge, and nowhere else.
func TestEndOf(t *testing.T) {
	for _, c := range []struct {
		kind, why string
		want      End
	}{
		{EndDone, "", Done{}},
		{EndStopped, "", Stopped{}},
		{EndCrashed, " it died ", Crashed{Why: "it died"}},
		{EndCrashed, "", Crashed{Why: "the solver failed"}},
		{EndRefused, "one at a time", Refused{Why: "one at a time"}},
		{EndRefused, "", Refused{Why: "the solver is not ready"}},
		{"exploded", "x", Crashed{Why: "the solver ended a run in an unknown way (exploded)"}},
	} {
		if got := EndOf(c.kind, c.why); got != c.want {
			t.Errorf("EndOf(%q, %q) = %#v, want %#v", c.kind, c.why, got, c.want)
		}
	}
}
