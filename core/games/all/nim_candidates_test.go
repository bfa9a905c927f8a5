package all

import (
	"context"
	"testing"

	"searchlab/core/nim"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

func nimCandidatesOf(t *testing.T, req wire.Request) ([]wire.Candidate, bool, wire.Response) {
	t.Helper()
	resp := registry.Builtin().Solve(context.Background(), req, nil)
	if resp.TwoPlayerResult == nil || resp.Candidates == nil {
		t.Fatalf("%s on %s: no candidates in %+v", req.Algorithm, req.Board, resp)
	}
	return resp.Candidates, resp.CandidatesCut, resp
}

// Every legal root move is listed once, with the value the oracle gives
// (minimax and alpha-beta search each child to the end, so their values are
// exact), for Nim and Grundy's game under both rules.
func TestNimCandidatesMatchOracle(t *testing.T) {
	for _, tc := range []struct{ board, variant, rule string }{
		{"3 4 5", "nim", "normal"}, {"1 2 3", "nim", "normal"}, {"1 1 2", "nim", "misere"}, {"2 3 3", "nim", "misere"},
		{"7", "grundy", "normal"}, {"5 8", "grundy", "normal"}, {"4 6", "grundy", "misere"},
	} {
		v, _ := nim.ParseVariant(tc.variant)
		r, _ := nim.ParseRule(tc.rule)
		g := nim.Game{Variant: v, Rule: r}
		root, _ := nim.Parse(tc.board)
		moves := g.Moves(root, nil)
		for _, algo := range []string{registry.AlgoAlphaBeta, registry.AlgoMinimax, registry.AlgoOracle} {
			req := wire.Request{Game: "nim", Board: tc.board, Algorithm: algo, Params: map[string]any{"variant": tc.variant, "rule": tc.rule, "candidates": true}}
			cands, cut, resp := nimCandidatesOf(t, req)
			if cut || len(cands) != len(moves) {
				t.Errorf("%s %s %v: %d candidates (cut %v) for %d moves", algo, tc.board, tc, len(cands), cut, len(moves))
				continue
			}
			best := -2.0
			for i, c := range cands {
				if c.Move != moves[i].String() {
					t.Errorf("%s %s: candidate %d is %s, want %s", algo, tc.board, i, c.Move, moves[i])
				}
				w, err := nim.NewOracle(g).Wins(g.Apply(root, moves[i]).WithTurn(0))
				if err != nil {
					t.Fatal(err)
				}
				want := 1.0
				if w {
					want = -1
				}
				if c.Value != want || !c.Exact {
					t.Errorf("%s %s %s %s: move %s value %v exact %v, want %v", algo, tc.board, tc.variant, tc.rule, c.Move, c.Value, c.Exact, want)
				}
				if algo != registry.AlgoOracle && c.Nodes < 1 {
					t.Errorf("%s %s: move %s searched %d nodes", algo, tc.board, c.Move, c.Nodes)
				}
				best = max(best, c.Value)
			}
			if value := resp.Value; value != best {
				t.Errorf("%s %s: root value %v but the best candidate is %v", algo, tc.board, value, best)
			}
		}
	}
}

// MCTS reports the root children's visits from its own tree; a depth-1
// search knows only finished games; budgets cut the list.
func TestNimCandidatesMCTSDepthBudget(t *testing.T) {
	cands, _, resp := nimCandidatesOf(t, wire.Request{Game: "nim", Board: "3 4 5", Algorithm: registry.AlgoMCTS, Seed: 3,
		Params: map[string]any{"candidates": true, "iterations": int64(2000), "solver": false}})
	var visits int64
	for _, c := range cands {
		visits += c.Visits
		if c.Visits > 0 && (c.Mean < 0 || c.Mean > 1 || c.Value != 2*c.Mean-1) {
			t.Errorf("candidate %+v", c)
		}
	}
	if len(cands) != 12 || visits != resp.Stats.Iterations || visits == 0 {
		t.Errorf("MCTS: %d candidates, %d visits, %d iterations", len(cands), visits, resp.Stats.Iterations)
	}

	cands, _, _ = nimCandidatesOf(t, wire.Request{Game: "nim", Board: "1 3", Algorithm: registry.AlgoAlphaBeta,
		Params: map[string]any{"candidates": true, "depth": int64(1)}})
	for _, c := range cands { // no move ends the game: every child is at the horizon
		if c.Value != 0 || c.Exact {
			t.Errorf("depth 1 on 1 3: %+v, want value 0, not exact", c)
		}
	}
	cands, _, _ = nimCandidatesOf(t, wire.Request{Game: "nim", Board: "0 3", Algorithm: registry.AlgoAlphaBeta,
		Params: map[string]any{"candidates": true, "depth": int64(1)}})
	for _, c := range cands {
		if c.Move == "2-3" && (c.Value != 1 || !c.Exact) || c.Move != "2-3" && (c.Value != 0 || c.Exact) {
			t.Errorf("depth 1 on 0 3: %+v (only 2-3 ends the game: +1 exact; the others 0)", c)
		}
	}
	if len(cands) != 3 {
		t.Errorf("depth 1 on 0 3: %d candidates, want 3", len(cands))
	}

	_, cut, resp := nimCandidatesOf(t, wire.Request{Game: "nim", Board: "3 4 5 6", Algorithm: registry.AlgoAlphaBeta, MaxNodes: 3000,
		Params: map[string]any{"candidates": true}})
	if resp.Status == wire.StatusFound && !cut {
		t.Errorf("a 3000-node budget on 3 4 5 6 should cut the candidates (status %s)", resp.Status)
	}
	// Off by default.
	resp = registry.Builtin().Solve(context.Background(), wire.Request{Game: "nim", Board: "3 4 5", Algorithm: registry.AlgoAlphaBeta}, nil)
	if resp.Candidates != nil {
		t.Error("candidates reported without being asked for")
	}
}
