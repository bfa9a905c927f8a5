//go:build !js

package e2e

import (
	"encoding/json"
	"testing"
	"time"

	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// checkImprovements checks the "best" fields of a worker solve's progress
// lines: improvements numbered 1, 2, … with none missing, lengths falling,
// each with a bound ≥ 1; the final line is found with the last one's
// length and bound. It returns the improvements.
func checkImprovements(t *testing.T, progress []wire.Progress, final wire.Response) []wire.Best {
	t.Helper()
	var bests []wire.Best
	for _, p := range progress {
		if b := p.Best; b != nil && (len(bests) == 0 || b.Solutions != bests[len(bests)-1].Solutions) {
			if b.Solutions != len(bests)+1 || (len(bests) > 0 && b.Length >= bests[len(bests)-1].Length) || b.Bound < 1 {
				t.Fatalf("improvement %+v after %d others", b, len(bests))
			}
			bests = append(bests, *b)
		}
	}
	if len(bests) == 0 {
		t.Fatal("no progress line carried a solution")
	}
	last := bests[len(bests)-1]
	if final.Status != wire.StatusFound || final.Length != last.Length || final.Bound != last.Bound {
		t.Fatalf("final %s in %d moves with bound %v; the last improvement was %+v", final.Status, final.Length, final.Bound, last)
	}
	return bests
}

// TestAnytimeInWorker: the big boards' searches in the solver worker, the
// path the app will take for boards past 4×4. An 8×8 board solved by BULB
// with a 4 s budget: found, the moves replay, the bound is in the final
// line, and every improved solution arrived as a progress line with its
// length and bound. A 24-puzzle (Korf & Felner's first, 95 moves) with the
// pdb heuristic: the shipped 5-5-5-5-4 databases are downloaded, not
// built, and ARA* returns a solution within its proven bound.
func TestAnytimeInWorker(t *testing.T) {
	p := NewPage(t, 3*time.Minute)
	site := ServeSite(t, CopyDist(t))
	p.Open(t, site.Base)

	goal8 := npuzzle.Goal(8, 8)
	board8, _ := npuzzle.RandomSolvable(goal8, registry.NewRand(3)) // natively solved in about 0.1 s
	run := p.Solve(t, wire.Request{Game: "npuzzle", Board: board8.String(), Algorithm: registry.AlgoBULB,
		Params: map[string]any{"heuristic": "linear-conflict"}, TimeoutMS: 4000, MaxNodes: registry.MaxMaxNodes})
	progress, final := run.split(t)
	t.Logf("8×8: %d progress lines, final %s in %d moves, %+v", len(progress), final.Status, final.Length, final.Stats)
	bests := checkImprovements(t, progress, final)
	if err := npuzzle.ReplayText(board8.String(), "", final.Moves); err != nil {
		t.Fatalf("8×8: the solution does not replay: %v", err)
	}
	if final.NPuzzleResult == nil || final.Bound != float64(final.Length)/float64(final.StartH) {
		t.Errorf("8×8: bound %v, want length / h(start) (%+v)", final.Bound, final.NPuzzleResult)
	}
	t.Logf("8×8 in the worker: %d improvements, first %d moves at %.0f ms, last %d (bound %.3f) at %.0f ms, %.0f ms in all",
		len(bests), bests[0].Length, bests[0].ElapsedMS, final.Length, final.Bound, bests[len(bests)-1].ElapsedMS, run.MS)

	const board5 = "14 5 9 2 18/8 23 19 12 17/15 0 10 20 4/6 11 21 1 7/24 3 16 22 13"
	const goal5 = "0 1 2 3 4/5 6 7 8 9/10 11 12 13 14/15 16 17 18 19/20 21 22 23 24"
	var ok bool
	p.Eval(t, `globalThis.__pdb = []; addEventListener("searchlab-pdb", (e) => __pdb.push(e.detail)); true`, &ok)
	run = p.Solve(t, wire.Request{Game: "npuzzle", Board: board5, Goal: goal5, Algorithm: registry.AlgoARA,
		Params: map[string]any{"heuristic": "pdb"}, TimeoutMS: 3000, MaxNodes: registry.MaxMaxNodes})
	progress, final = run.split(t)
	checkImprovements(t, progress, final)
	if err := npuzzle.ReplayText(board5, goal5, final.Moves); err != nil {
		t.Fatalf("5×5: the solution does not replay: %v", err)
	}
	if final.Bound < 1 || float64(final.Length) > final.Bound*95+1e-9 || final.HeuristicUsed != "" {
		t.Errorf("5×5: %d moves with bound %v (optimum 95), heuristic used %q", final.Length, final.Bound, final.HeuristicUsed)
	}
	var raw json.RawMessage
	p.Eval(t, `globalThis.__pdb`, &raw)
	var evs []pdbEvent
	if err := json.Unmarshal(raw, &evs); err != nil {
		t.Fatal(err)
	}
	if len(evs) != 2 || evs[0].State != "fetching" || evs[1].State != "fetched" || evs[1].Bytes != 12_903_102 {
		t.Errorf("5×5 databases: events %+v, want one download of the 12,903,102-byte file", evs)
	}
	t.Logf("5×5 in the worker: %d moves, bound %.3f, %.0f ms with the download", final.Length, final.Bound, run.MS)
}
