package nim

import (
	"context"
	"strings"
	"testing"
	"time"

	"searchlab/core/adversarial"
	"searchlab/core/search"
)

func TestSolveAllAlgorithms(t *testing.T) {
	for _, c := range []struct {
		board, variant, rule string
		value                int
	}{
		{"3 4 5", "nim", "normal", 1}, {"1 2 3", "", "", -1}, {"1 1 2", "nim", "misere", 1}, {"1 1 1", "nim", "misère", -1},
		{"5 9", "grundy", "normal", 1}, {"3 3", "grundy", "normal", -1}, {"9", "grundy", "misere", -1}, {"10", "grundy", "misere", 1},
	} {
		for _, alg := range []string{"oracle", "alphabeta", "minimax"} {
			req := DefaultRequest(c.board)
			req.Variant, req.Rule, req.Algorithm = c.variant, c.rule, alg
			a, err := Solve(context.Background(), req)
			if err != nil {
				t.Fatalf("%+v: %v", req, err)
			}
			if a.Status != search.Found || a.Value != c.value || !a.Proven {
				t.Errorf("%s %s %s %s: %+v, want value %d", c.board, c.variant, c.rule, alg, a, c.value)
			}
			// Replay the principal variation through the rules.
			v, _ := ParseVariant(c.variant)
			r, _ := ParseRule(c.rule)
			g := Game{Variant: v, Rule: r}
			s, _ := Parse(c.board)
			if len(a.Moves) == 0 || a.Moves[0] != a.BestMove {
				t.Fatalf("%s %s: moves %v, best %q", c.board, alg, a.Moves, a.BestMove)
			}
			for _, text := range a.Moves {
				m, err := ParseMove(text)
				if err == nil {
					err = g.Check(s, m)
				}
				if err != nil {
					t.Fatalf("%s %s: PV %v: %v", c.board, alg, a.Moves, err)
				}
				s = g.Apply(s, m)
			}
			if alg == "oracle" {
				// The oracle's line is perfect play to the end: the winner is
				// the player the value names.
				if !g.Terminal(s) || g.Utility(s, 0) != float64(c.value) {
					t.Errorf("%s oracle line %v ends in %q with utility %v for the first player", c.board, a.Moves, s, g.Utility(s, 0))
				}
			}
		}
	}
}

// The answer for 3 4 5: a proven win with the move 1-2, the principal
// variation starting with it, and the tree statistics filled.
func TestSolveAnswer(t *testing.T) {
	a, err := Solve(context.Background(), DefaultRequest("3 4 5"))
	if err != nil {
		t.Fatal(err)
	}
	if a.Status != search.Found || a.Value != 1 || !a.Proven || a.BestMove != "1-2" || len(a.Moves) == 0 || a.Moves[0] != "1-2" ||
		a.Stats.Nodes == 0 || a.Stats.TTHits == 0 {
		t.Errorf("3 4 5: %+v", a)
	}
}

func TestSolveRejectsBadInput(t *testing.T) {
	for _, c := range []struct {
		req  Request
		want string
	}{
		{Request{Board: "3 x", Algorithm: "oracle"}, "not a whole number"},
		{Request{Board: "3", Variant: "chess"}, "unknown variant"},
		{Request{Board: "3", Rule: "reverse"}, "unknown rule"},
		{Request{Board: "3", Algorithm: "bfs"}, "unknown algorithm"},
		{Request{Board: "3", Algorithm: "mcts"}, "not available"},
		{Request{Board: "3 4 ", Algorithm: "oracle", Variant: "grundy", Rule: "misere"}, ""}, // valid: checked below
		{Request{Board: "3", Depth: -1}, "negative"},
		{Request{Board: "3", MaxNodes: -1}, "negative"},
	} {
		_, err := Solve(context.Background(), c.req)
		if c.want == "" {
			if err != nil {
				t.Errorf("%+v: %v", c.req, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: error %v, want one containing %q", c.req, err, c.want)
		}
	}
}

func TestSolveBudgetsAndDepth(t *testing.T) {
	req := DefaultRequest("7 6 8 5 9 5")
	req.TT = false
	req.MaxNodes = 5000
	a, err := Solve(context.Background(), req)
	if err != nil || a.Status != search.BudgetExceeded || a.Stats.Nodes != 5000 {
		t.Errorf("node budget: %v status %v nodes %d", err, a.Status, a.Stats.Nodes)
	}
	req.MaxNodes = 0
	req.MaxTime = 20 * time.Millisecond
	var progress int
	req.Progress = func(adversarial.Stats) { progress++ }
	a, err = Solve(context.Background(), req)
	if err != nil || a.Status != search.BudgetExceeded {
		t.Errorf("time budget: %v status %v", err, a.Status)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	req.MaxTime = 0
	if a, _ = Solve(ctx, req); a.Status != search.Cancelled {
		t.Errorf("cancelled: status %v", a.Status)
	}
	// A depth limit too shallow to see the end: value unknown (0).
	req = DefaultRequest("7 6 8 5 9 5")
	req.Depth = 3
	a, err = Solve(context.Background(), req)
	if err != nil || a.Status != search.Found || a.Value != 0 || a.Proven || a.BestMove == "" {
		t.Errorf("depth 3: %+v %v", a, err)
	}
}

func TestSolveFinishedGameAndInjectedMCTS(t *testing.T) {
	for _, alg := range []string{"oracle", "alphabeta", "minimax"} {
		req := DefaultRequest("0 0")
		req.Algorithm = alg
		a, err := Solve(context.Background(), req)
		if err != nil || a.Value != -1 || a.BestMove != "" || len(a.Moves) != 0 || a.Status != search.Found {
			t.Errorf("%s on a finished game: %+v %v", alg, a, err)
		}
	}
	// The API supplies MCTS; any Searcher works here (alpha-beta stands in).
	var gotSeed uint64
	req := DefaultRequest("3 4 5")
	req.Algorithm, req.Seed = "mcts", 42
	req.MCTS = func(g Game, root State, o adversarial.Options[State, Move], seed uint64) adversarial.Searcher[Move] {
		gotSeed = seed
		return adversarial.NewAlphaBeta(g, root, o, adversarial.AlphaBetaParams{TT: true})
	}
	a, err := Solve(context.Background(), req)
	if err != nil || a.Value != 1 || a.BestMove != "1-2" || gotSeed != 42 {
		t.Errorf("injected searcher: %+v %v seed %d", a, err, gotSeed)
	}
}
