package all

import (
	"strings"
	"testing"

	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// A request that names no heuristic runs with the board's default,
// npuzzle.SuitedHeuristic (issue 33: one set of defaults for the CLI, the
// API and the screen): Manhattan on small boards, the pattern databases on
// 5×5 boards of the usual goals, linear conflict elsewhere. Each default
// request is compared with the same request naming that heuristic (same
// h(start)); the 5×5 one runs under a memory budget the databases do not
// fit, so the answer says the pdb heuristic was chosen (and fell back)
// without building 55554 tables in the test.
func TestNPuzzleDefaultHeuristicIsSuited(t *testing.T) {
	const (
		b3      = "8 6 7/2 5 4/3 0 1"
		b5      = "14 5 9 2 18/8 23 19 12 17/15 0 10 20 4/6 11 21 1 7/24 3 16 22 13"
		korf24G = "0 1 2 3 4/5 6 7 8 9/10 11 12 13 14/15 16 17 18 19/20 21 22 23 24"
		// a 6×6 board three tiles off, two of them in a linear conflict
		// (Manhattan 4, linear conflict 6, misplaced 3).
		b6 = "3 1 2 4 5 6/7 8 9 10 11 12/13 14 15 16 17 18/19 20 21 22 23 24/25 26 27 28 29 30/31 32 33 34 35 0"
	)
	// one move from korf24G: a goal the site ships no tables for.
	custom := "1 0 2 3 4/5 6 7 8 9/10 11 12 13 14/15 16 17 18 19/20 21 22 23 24"
	cases := []struct {
		board, goal, want string
	}{
		{b3, "", "manhattan"},
		{b5, "", "pdb"},
		{b5, korf24G, "pdb"},
		{b5, custom, "linear-conflict"},
		{b6, "", "linear-conflict"},
	}
	for _, c := range cases {
		g, err := npuzzle.Parse(c.goal)
		if c.goal == "" {
			s, _ := npuzzle.Parse(c.board)
			g, err = npuzzle.Goal(s.Rows(), s.Cols()), nil
		}
		if err != nil {
			t.Fatal(err)
		}
		if got := npuzzle.SuitedHeuristic(g).String(); got != c.want {
			t.Fatalf("%s → %q: suited %s, want %s", c.board, c.goal, got, c.want)
		}
		req := wire.Request{Game: "npuzzle", Board: c.board, Goal: c.goal, Algorithm: registry.AlgoBULB, MaxNodes: 2000}
		if c.want == "pdb" {
			req.MaxMemoryBytes = 4 << 20
			for _, params := range []map[string]any{nil, {"heuristic": "auto"}} {
				req.Params = params
				r := solve(t, req)
				if r.NPuzzleResult == nil || r.HeuristicUsed != "linear-conflict" || !strings.Contains(r.Notice, "pattern databases") {
					t.Errorf("%s → %q %v: %s, used %q, notice %q; want the pdb heuristic chosen (then too big for 4 MiB)", c.board, c.goal, params, r.Status, r.HeuristicUsed, r.Notice)
				}
			}
			continue
		}
		def := solve(t, req)
		req.Params = map[string]any{"heuristic": "auto"} // what the forms send by default
		if auto := solve(t, req); auto.NPuzzleResult == nil || def.NPuzzleResult == nil || auto.StartH != def.StartH || auto.Length != def.Length {
			t.Errorf("%s → %q: auto %+v, none named %+v", c.board, c.goal, auto.NPuzzleResult, def.NPuzzleResult)
		}
		req.Params = map[string]any{"heuristic": c.want}
		named := solve(t, req)
		if def.NPuzzleResult == nil || named.NPuzzleResult == nil || def.StartH != named.StartH || def.HeuristicUsed != "" {
			t.Errorf("%s → %q: default %+v (%s), with %s %+v (%s)", c.board, c.goal, def.NPuzzleResult, def.Error, c.want, named.NPuzzleResult, named.Error)
		}
		req.Params = map[string]any{"heuristic": "misplaced"}
		if other := solve(t, req); other.NPuzzleResult == nil || other.StartH == def.StartH {
			t.Errorf("%s → %q: a named heuristic (misplaced) is not used: h(start) %+v", c.board, c.goal, other.NPuzzleResult)
		}
	}
}
