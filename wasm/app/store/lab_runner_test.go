package store

import (
	"encoding/json"
	"strings"
	"testing"

	"searchlab/core/experiment"
	"searchlab/core/registry"
	corewire "searchlab/core/wire"
)

// pool is a fake Solver with lanes (store.Lanes): the wire's calls, and
// the resizes and StopLane calls it got.
type pool struct {
	wire
	sizes []int
	stops []Lane
}

func (p *pool) Resize(lane Lane, k int) {
	if lane == LaneLab {
		p.sizes = append(p.sizes, k)
	}
}
func (p *pool) StopLane(lane Lane) { p.stops = append(p.stops, lane) }

// inLane are the calls of lane.
func (w *wire) inLane(lane Lane) []*wireCall {
	var out []*wireCall
	for _, c := range w.calls {
		if c.lane == lane {
			out = append(out, c)
		}
	}
	return out
}

// do runs a host call under the store's lock, then its effects.
func do(s *Store, f func() []Effect) {
	s.mu.Lock()
	fx := f()
	s.mu.Unlock()
	for _, e := range fx {
		e()
	}
}

// solveRuns are n solve runs of the probe game (board "i+1" for run i).
func solveRuns(n int) []experiment.Run {
	runs := make([]experiment.Run, n)
	for i := range runs {
		runs[i] = experiment.Run{Index: i, Solve: &corewire.Request{Game: "probe", Board: string(rune('1' + i)), Algorithm: "bfs"}}
	}
	return runs
}

// results and ended are the runner's actions the probe got.
func results(p *probe) []ExperimentResult { return gotOf[ExperimentResult](p) }
func ended(p *probe) []ExperimentEnded    { return gotOf[ExperimentEnded](p) }

// answer ends call c of a solve with a found solution of n moves.
func answer(c *wireCall, n int) {
	c.final(n)
	c.onEnd(Done{})
}

// boardOf is the board of a solve call.
func boardOf(t *testing.T, c *wireCall) string { t.Helper(); return c.request(t).Board }

// The runner keeps two runs per worker in the Lab's lane (none in the
// screens'), gives a request that leaves it the session's memory budget,
// reports each final result to the screen with its index as calls end in
// any order, starts the next run as one ends, and ends the experiment
// once, after its last result; a match's result is read from its lines.
func TestLabRunnerRunsAnExperiment(t *testing.T) {
	pl := &pool{}
	s, p := newProbe(t, pl)
	runs := solveRuns(5)
	runs = append(runs, experiment.Run{Index: 5, Match: &registry.MatchRequest{Game: "othello", Games: 2}})
	do(s, func() []Effect {
		return p.h.LabRunner().Start("probe", runs, LabOptions{Workers: 2, MemoryBytes: 64 << 20})
	})
	lab := pl.inLane(LaneLab)
	if len(pl.inLane(LaneScreens)) != 0 || len(lab) != 4 || len(pl.sizes) != 1 || pl.sizes[0] != 2 {
		t.Fatalf("%d screen calls, %d Lab calls, sizes %v; want 0, 4, [2]", len(pl.inLane(LaneScreens)), len(lab), pl.sizes)
	}
	if r := lab[0].request(t); r.MaxMemoryBytes != 64<<20 || r.Board != "1" {
		t.Errorf("first request %+v, want board 1 with the session's budget", r)
	}
	answer(lab[2], 3) // the third run ends first
	rs := results(p)
	if len(rs) != 1 || rs[0].Result.Index != 2 || rs[0].Result.Solve.Length != 3 || rs[0].Tally.Running != 4 || rs[0].Tally.Done != 1 || len(pl.calls) != 5 {
		t.Fatalf("after one end: results %+v, %d calls; want run 2's, 4 in flight, a fifth call", rs, len(pl.calls))
	}
	for _, c := range []*wireCall{lab[0], lab[1], lab[3], pl.calls[4]} {
		answer(c, 2)
	}
	m := pl.last()
	if m.path != PathTournament {
		t.Fatalf("last call %s, want the match", m.path)
	}
	var req registry.MatchRequest
	if err := json.Unmarshal([]byte(m.body), &req); err != nil || req.MaxMemoryBytes != 64<<20 {
		t.Errorf("match request %s (%v), want the session's budget", m.body, err)
	}
	if len(ended(p)) != 0 {
		t.Fatal("the experiment ended with a run in flight")
	}
	game := registry.MatchGame{}
	for i, st := range []registry.MatchStatus{{Played: 1, Games: 2, Game: &game}, {Played: 2, Games: 2, Game: &game, Done: true, Status: corewire.StatusFound}} {
		b, _ := json.Marshal(st)
		m.onLine(string(b))
		if i == 1 {
			m.onEnd(Done{})
		}
	}
	rs, ends := results(p), ended(p)
	if len(rs) != 6 || len(ends) != 1 || ends[0].Refused != "" || s.lab.Running() {
		t.Fatalf("%d results, ends %+v, running %v; want 6, one end", len(rs), ends, s.lab.Running())
	}
	seen := map[int]bool{}
	for _, r := range rs {
		seen[r.Result.Index] = true
	}
	if last := rs[5].Result; len(seen) != 6 || last.Match == nil || len(last.Match.Games) != 2 || last.Status() != corewire.StatusFound {
		t.Errorf("indexes %v, match result %+v", seen, last.Match)
	}
	if len(pl.stops) != 0 {
		t.Errorf("small runs recycled the workers: %v", pl.stops)
	}
}

// A run stopped by someone else goes back to the queue and runs again; a
// run whose worker crashed is kept as failed, saying so, and the rest go
// on.
func TestLabRunnerRequeuesAndCountsCrashes(t *testing.T) {
	pl := &pool{}
	s, p := newProbe(t, pl)
	do(s, func() []Effect { return p.h.LabRunner().Start("probe", solveRuns(3), LabOptions{Workers: 1}) })
	if len(pl.calls) != 2 {
		t.Fatalf("%d calls, want 2 (one worker)", len(pl.calls))
	}
	pl.calls[0].onEnd(Stopped{})
	if len(results(p)) != 0 || len(pl.calls) != 3 || boardOf(t, pl.calls[2]) != "1" {
		t.Fatalf("after a stopped run: %d results, %d calls (want the run again)", len(results(p)), len(pl.calls))
	}
	pl.calls[1].onEnd(Crashed{Why: "out of memory"})
	rs := results(p)
	if len(rs) != 1 || rs[0].Tally.Crashed != 1 || rs[0].Tally.Failed != 1 || rs[0].Result.Index != 1 || rs[0].Result.Status() != corewire.StatusError ||
		!strings.Contains(rs[0].Result.Solve.Error, "crashed") || !strings.Contains(rs[0].Result.Solve.Error, "out of memory") {
		t.Fatalf("a crash gave %+v", rs)
	}
	answer(pl.calls[2], 1)
	answer(pl.last(), 1)
	if rs := results(p); len(rs) != 3 || len(ended(p)) != 1 || rs[2].Tally.Crashed != 1 || rs[2].Tally.Done != 3 {
		t.Errorf("%d results, %d ends; want 3, 1", len(rs), len(ended(p)))
	}
}

// Stop answers at once: one StopLane, no result or end for the runs in
// flight, their late ends dropped; starting the runs left (a resume) runs
// only those. A refusal stops the lane and ends the experiment saying why.
func TestLabRunnerStopResumeAndRefusal(t *testing.T) {
	pl := &pool{}
	s, p := newProbe(t, pl)
	runs := solveRuns(4)
	do(s, func() []Effect { return p.h.LabRunner().Start("probe", runs, LabOptions{Workers: 1}) })
	answer(pl.calls[0], 1)
	do(s, s.labRunner().Stop)
	if len(pl.stops) != 1 || s.Running() != 0 || s.lab.Running() {
		t.Fatalf("after Stop: StopLane %v, %d running", pl.stops, s.Running())
	}
	pl.calls[1].onEnd(Done{})
	if len(results(p)) != 1 || len(ended(p)) != 0 {
		t.Fatalf("after Stop: %d results, %d ends; want 1, 0", len(results(p)), len(ended(p)))
	}
	calls := len(pl.calls)
	left := experiment.Pending(runs, []experiment.Result{results(p)[0].Result})
	do(s, func() []Effect { return p.h.LabRunner().Start("probe", left, LabOptions{Workers: 1}) })
	if got := boardOf(t, pl.calls[calls]); len(pl.calls)-calls != 2 || got != "2" {
		t.Fatalf("resumed: %d new calls, first board %s; want 2, board 2", len(pl.calls)-calls, got)
	}
	pl.calls[calls].onEnd(Refused{Why: "the solver does not load"})
	ends := ended(p)
	if len(ends) != 1 || ends[0].Refused != "the solver does not load" || len(pl.stops) != 2 || s.lab.Running() || s.Running() != 0 {
		t.Fatalf("after a refusal: ends %+v, StopLane %v", ends, pl.stops)
	}
	before := len(pl.calls)
	answer(pl.calls[calls+1], 1) // late
	if len(results(p)) != 1 || len(pl.calls) != before {
		t.Errorf("a late end after the refusal gave %d results, %d calls", len(results(p)), len(pl.calls)-before)
	}
}

// After a run that held RecycleAbove bytes, the lane's workers are
// replaced when the experiment finishes (a worker's memory never shrinks).
func TestLabRunnerRecyclesAfterBigRuns(t *testing.T) {
	pl := &pool{}
	s, p := newProbe(t, pl)
	do(s, func() []Effect { return p.h.LabRunner().Start("probe", solveRuns(2), LabOptions{Workers: 1}) })
	b, _ := json.Marshal(corewire.Response{Status: corewire.StatusFound, Stats: corewire.Stats{MemoryBytes: RecycleAbove}})
	pl.calls[0].onLine(string(b))
	pl.calls[0].onEnd(Done{})
	if len(pl.stops) != 0 {
		t.Fatal("recycled with a run in flight")
	}
	answer(pl.calls[1], 1)
	if len(pl.stops) != 1 || len(ended(p)) != 1 || len(results(p)) != 2 {
		t.Errorf("StopLane %v, %d ends, %d results; want one recycle after both results", pl.stops, len(ended(p)), len(results(p)))
	}
}

// Resize takes effect at once while running (more runs start), and is
// at least one worker; a solver without lanes gets each call stopped.
func TestLabRunnerResizeAndNoLanes(t *testing.T) {
	pl := &pool{}
	s, p := newProbe(t, pl)
	do(s, func() []Effect { return p.h.LabRunner().Start("probe", solveRuns(8), LabOptions{Workers: 1}) })
	do(s, func() []Effect { return p.h.LabRunner().Resize(3) })
	if len(pl.calls) != 6 || pl.sizes[len(pl.sizes)-1] != 3 {
		t.Fatalf("after Resize(3): %d calls, sizes %v", len(pl.calls), pl.sizes)
	}
	do(s, func() []Effect { return p.h.LabRunner().Resize(0) })
	if pl.sizes[len(pl.sizes)-1] != 1 {
		t.Errorf("sizes %v, want at least one worker", pl.sizes)
	}

	w := &wire{stopEnds: true}
	s2, p2 := newProbe(t, w)
	do(s2, func() []Effect { return p2.h.LabRunner().Start("probe", solveRuns(3), LabOptions{Workers: 1}) })
	do(s2, s2.labRunner().Stop)
	if len(w.stops) != 2 || len(results(p2)) != 0 || s2.Running() != 0 {
		t.Errorf("without lanes: stops %v, %d results, %d running; want 2 stops, none", w.stops, len(results(p2)), s2.Running())
	}
}

// The runner's lines and ends do not wake the listeners (the page's
// redraw): the screen redraws from its Tick. A solver run's do.
func TestLabRunnerCallbacksAreQuiet(t *testing.T) {
	pl := &pool{}
	w := &pl.wire
	s, p := newProbe(t, pl)
	woken := 0
	s.Subscribe(func() { woken++ })
	do(s, func() []Effect { return p.h.LabRunner().Start("probe", solveRuns(1), LabOptions{Workers: 1}) })
	pl.calls[0].onLine(`{"progress":{"expanded":3}}`)
	answer(pl.calls[0], 2)
	if woken != 0 || len(results(p)) != 1 || len(ended(p)) != 1 {
		t.Errorf("the runner woke the listeners %d times (%d results); want 0 (and its result delivered)", woken, len(results(p)))
	}
	run(s, p, "solo", corewire.Request{Game: "probe", Board: "1", Algorithm: "bfs"})
	w.last().final(2)
	w.last().onEnd(Done{})
	if woken != 2 {
		t.Errorf("a solver run woke the listeners %d times, want 2 (its line and its end)", woken)
	}
}
