package all

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"searchlab/core/internal/cputime"
	"searchlab/core/local"
	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/search"
	"searchlab/core/wire"
)

// solveWithProgress runs req through the registry and returns the final
// response and every progress line.
func solveWithProgress(t *testing.T, req wire.Request) (wire.Response, []wire.Progress) {
	t.Helper()
	var lines []wire.Progress
	r := registry.Builtin().Solve(context.Background(), req, func(p wire.Progress) { lines = append(lines, p) })
	return r, lines
}

// solveOnCPU is solveWithProgress with the time budget and elapsed times
// on the process's CPU time where it can be read (the wall clock
// elsewhere), so a time budget holds the same work on a busy machine.
func solveOnCPU(t *testing.T, req wire.Request) (wire.Response, []wire.Progress) {
	t.Helper()
	job, g, err := registry.Builtin().Prepare(req)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := cputime.Process(); ok {
		job.Clock = func() time.Duration { d, _ := cputime.Process(); return d }
	}
	var lines []wire.Progress
	r := g.Solve(context.Background(), job, func(p wire.Progress) { lines = append(lines, p) })
	return r, lines
}

// checkBests checks the "best" fields of a solve's progress lines: every
// improvement was reported (solutions 1, 2, … with none skipped), costs
// fall, lower bounds rise, and each bound is cost / lower bound ≥ 1. It
// returns the last one.
func checkBests(t *testing.T, lines []wire.Progress) *wire.Best {
	t.Helper()
	var last *wire.Best
	for _, p := range lines {
		b := p.Best
		if b == nil {
			if last != nil {
				t.Fatalf("a progress line without best after one with it")
			}
			continue
		}
		if last != nil {
			if b.Solutions != last.Solutions && b.Solutions != last.Solutions+1 {
				t.Fatalf("solutions went from %d to %d: an improvement was not reported", last.Solutions, b.Solutions)
			}
			if b.Cost > last.Cost || b.LowerBound < last.LowerBound || b.ElapsedMS < last.ElapsedMS {
				t.Fatalf("best %+v after %+v: got worse", b, last)
			}
		} else if b.Solutions != 1 {
			t.Fatalf("first best %+v: want solution 1", b)
		}
		if b.Bound < 1 || b.LowerBound <= 0 || b.Cost > b.Bound*b.LowerBound+1e-9 || b.Length != int(b.Cost) {
			t.Fatalf("best %+v: bound is not cost / lower bound ≥ 1", b)
		}
		last = b
	}
	return last
}

// ARA* through the API on Korf's #12 (45 moves): its solutions and proven
// bounds stream in progress lines as they improve, the last one optimal
// with bound 1, and the final line carries the bound; both round-trip
// through the wire format.
func TestARAThroughTheAPI(t *testing.T) {
	const board, goal = "14 1 9 6/4 8 12 5/7 2 3 0/10 11 13 15", "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15"
	r, lines := solveWithProgress(t, wire.Request{Game: "npuzzle", Board: board, Goal: goal, Algorithm: registry.AlgoARA,
		Params: map[string]any{"heuristic": "linear-conflict", registry.ParamWeight: 5, registry.ParamStep: 1}, MaxNodes: 20_000_000})
	if r.Status != wire.StatusFound || r.Length != 45 || r.Bound != 1 || r.Budget != search.NoBudget || r.Reason != nil {
		t.Fatalf("%s in %d moves, bound %v, budget %q, reason %+v: want 45 proven optimal", r.Status, r.Length, r.Bound, r.Budget, r.Reason)
	}
	replay(t, board, goal, r.Moves)
	last := checkBests(t, lines)
	if last == nil || last.Length != 45 || last.Bound != 1 || last.Solutions < 2 {
		t.Fatalf("last best %+v: want the 45-move solution proven optimal after at least one worse", last)
	}
	b, _ := json.Marshal(wire.ProgressLine{Progress: lines[len(lines)-1]})
	l, err := wire.DecodeLine(b)
	if err != nil || l.Progress == nil || l.Progress.Best == nil || *l.Progress.Best != *last {
		t.Fatalf("progress line %s decodes to %+v (%v)", b, l.Progress, err)
	}
	b, _ = json.Marshal(r)
	l, err = wire.DecodeLine(b)
	if err != nil || l.Final == nil || l.Final.Bound != 1 {
		t.Fatalf("final line %s decodes to %+v (%v)", b, l.Final, err)
	}
}

// An anytime search that the time budget stops returns its best solution,
// found, with the bound it proved and the time budget as the reason; one
// with no solution yet is budget_exceeded (the time budget on the process's
// CPU time, as on a busy machine). Weighted A* reports a bound
// within its weight, BULB cost / h(start).
func TestAnytimeBudgetsThroughTheAPI(t *testing.T) {
	const five = "14 5 9 2 18/8 23 19 12 17/15 0 10 20 4/6 11 21 1 7/24 3 16 22 13"
	const fiveGoal = "0 1 2 3 4/5 6 7 8 9/10 11 12 13 14/15 16 17 18 19/20 21 22 23 24"
	for _, algo := range []string{registry.AlgoARA, registry.AlgoBULB} {
		r, lines := solveOnCPU(t, wire.Request{Game: "npuzzle", Board: five, Goal: fiveGoal, Algorithm: algo,
			Params: map[string]any{"heuristic": "linear-conflict"}, TimeoutMS: 1500, MaxNodes: registry.MaxMaxNodes})
		if r.Status != wire.StatusFound || r.Budget != search.TimeBudget || r.Reason == nil || r.Reason.Code != "time_budget" {
			t.Fatalf("%s: %s budget %q reason %+v: want found, stopped by the time budget", algo, r.Status, r.Budget, r.Reason)
		}
		replay(t, five, fiveGoal, r.Moves)
		last := checkBests(t, lines)
		if last == nil || r.Bound != last.Bound || r.Length != last.Length || r.Bound <= 1 || float64(r.Length) > r.Bound*95+1e-9 {
			t.Fatalf("%s: %d moves, bound %v, last best %+v (optimum 95)", algo, r.Length, r.Bound, last)
		}
		if algo == registry.AlgoBULB && r.Bound != float64(r.Length)/float64(r.StartH) {
			t.Errorf("bulb: bound %v, want length / h(start) = %d / %d", r.Bound, r.Length, r.StartH)
		}
	}
	r := solve(t, wire.Request{Game: "npuzzle", Board: five, Goal: fiveGoal, Algorithm: registry.AlgoARA,
		Params: map[string]any{"heuristic": "manhattan", registry.ParamWeight: 1}, MaxNodes: 2000})
	if r.Status != wire.StatusBudgetExceeded || r.Budget != search.NodeBudget || r.Bound != 0 || len(r.Moves) != 0 {
		t.Errorf("ara at weight 1 on 2,000 nodes: %s budget %q bound %v, want budget_exceeded without a solution", r.Status, r.Budget, r.Bound)
	}
	const korf12, korfGoal = "14 1 9 6/4 8 12 5/7 2 3 0/10 11 13 15", "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15"
	r = solve(t, wire.Request{Game: "npuzzle", Board: korf12, Goal: korfGoal, Algorithm: registry.AlgoWAStar,
		Params: map[string]any{"heuristic": "linear-conflict", registry.ParamWeight: 2}})
	if r.Status != wire.StatusFound || r.Length > 90 || r.Bound < 1 || r.Bound > 2 || float64(r.Length) > r.Bound*45+1e-9 {
		t.Errorf("wastar weight 2 on Korf #12 (45): %s in %d moves, bound %v", r.Status, r.Length, r.Bound)
	}
	replay(t, korf12, korfGoal, r.Moves)
	if bad := solve(t, wire.Request{Game: "npuzzle", Board: korf12, Goal: korfGoal, Algorithm: registry.AlgoWAStar,
		Params: map[string]any{registry.ParamWeight: 0.5}}); bad.Status != wire.StatusInvalid {
		t.Errorf("weight 0.5: %s, want invalid", bad.Status)
	}
}

// The 24-puzzle with pattern databases through the API (4-tile patterns,
// quick to build): ARA* and BULB find solutions of Korf & Felner's first
// instance (95 moves) within their proven bounds, h(start) is the
// database's, and memory_bytes counts the tables.
func TestFiveByFivePDBThroughTheAPI(t *testing.T) {
	const board = "14 5 9 2 18/8 23 19 12 17/15 0 10 20 4/6 11 21 1 7/24 3 16 22 13"
	const goal = "0 1 2 3 4/5 6 7 8 9/10 11 12 13 14/15 16 17 18 19/20 21 22 23 24"
	g, _ := npuzzle.Parse(goal)
	db, err := npuzzle.CachedPDB(g, "444444", nil)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := npuzzle.Parse(board)
	for _, algo := range []string{registry.AlgoARA, registry.AlgoBULB} {
		r := solve(t, wire.Request{Game: "npuzzle", Board: board, Goal: goal, Algorithm: algo,
			Params: map[string]any{"heuristic": "pdb", "partition": "444444"}, MaxNodes: 200_000})
		if r.Status != wire.StatusFound || r.Bound < 1 || float64(r.Length) > r.Bound*95+1e-9 || r.Length < 95 {
			t.Fatalf("%s: %s in %d moves, bound %v (optimum 95)", algo, r.Status, r.Length, r.Bound)
		}
		replay(t, board, goal, r.Moves)
		if r.NPuzzleResult == nil || r.StartH != db.H(b) || r.HeuristicUsed != "" {
			t.Errorf("%s: %+v, want h(start) = %d from the databases", algo, r.NPuzzleResult, db.H(b))
		}
		if r.Stats.MemoryBytes < db.Bytes() {
			t.Errorf("%s: memory_bytes %d leaves out the %d bytes of tables", algo, r.Stats.MemoryBytes, db.Bytes())
		}
	}
}

// The catalogue declares the new algorithms' parameters with ranges and
// defaults for every single-agent game, and the local beam's defaults.
func TestCatalogBoundedAndAnytime(t *testing.T) {
	for _, game := range []string{"npuzzle", "bloxorz"} {
		algos, err := registry.Builtin().Algorithms(game)
		if err != nil {
			t.Fatal(err)
		}
		want := map[string][]string{registry.AlgoWAStar: {registry.ParamWeight}, registry.AlgoARA: {registry.ParamWeight, registry.ParamStep}, registry.AlgoBULB: {registry.ParamWidth, registry.ParamWiden},
			registry.AlgoBeam: {"width", registry.ParamDepthFactor}}
		for _, a := range algos {
			names, ok := want[a.ID]
			if !ok {
				continue
			}
			delete(want, a.ID)
			for _, n := range names {
				p, ok := a.Param(n)
				if !ok || p.Help == "" || (p.Type != registry.TypeBool && (p.Min == nil || p.Max == nil)) {
					t.Errorf("%s %s: parameter %s %+v", game, a.ID, n, p)
				}
			}
			if _, ok := a.Param("heuristic"); game == "npuzzle" && a.Family == registry.FamilyInformed && !ok {
				t.Errorf("npuzzle %s has no heuristic parameter", a.ID)
			}
			if a.ID == registry.AlgoBeam {
				w, _ := a.Param("width")
				d, _ := a.Param(registry.ParamDepthFactor)
				if w.Default != int64(local.DefaultBeamWidth) || d.Default != local.DefaultBeamDepthFactor {
					t.Errorf("beam defaults %v %v", w.Default, d.Default)
				}
			}
		}
		if len(want) != 0 {
			t.Errorf("%s lacks %v", game, want)
		}
	}
}
