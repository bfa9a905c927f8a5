package all

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"searchlab/core/games/othellogame"
	"searchlab/core/othello"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// othelloWire is an Othello response as a client decodes it: the typed
// Response with its two-player and Othello fields (never nil here).
type othelloWire struct {
	wire.Response
	wire.TwoPlayerResult
	wire.OthelloFields
}

func othelloSolve(t *testing.T, board, algo string, params map[string]any, seed int64) othelloWire {
	t.Helper()
	resp := registry.Builtin().Solve(context.Background(), wire.Request{Game: "othello", Board: board, Algorithm: algo, Params: params, Seed: seed}, nil)
	b, err := json.Marshal(resp)
	if err != nil {
		t.Fatal(err)
	}
	var r wire.Response
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatalf("%s: %v", b, err)
	}
	w := othelloWire{Response: r}
	if r.TwoPlayerResult != nil {
		w.TwoPlayerResult = *r.TwoPlayerResult
	}
	if r.OthelloFields != nil {
		w.OthelloFields = *r.OthelloFields
	}
	if r.Status != wire.StatusInvalid && (r.TwoPlayerResult == nil || r.OthelloFields == nil) {
		t.Fatalf("%s lacks the Othello fields", b)
	}
	return w
}

// replayOthello plays the moves from board under the rules and returns the
// final position.
func replayOthello(t *testing.T, board string, moves []string) othello.Position {
	t.Helper()
	p := othello.MustParse(board)
	for i, s := range moves {
		m, err := othello.ParseMove(s)
		if err == nil {
			p, err = p.Play(m)
		}
		if err != nil {
			t.Fatalf("%s: move %d %q: %v", board, i+1, s, err)
		}
	}
	return p
}

// FFO #1, #4 and #9 (transcribed from the FFO suite, see
// core/othello/ffo_test.go): score and best moves.
var othelloFFO = []struct {
	board string
	score int
	best  string
}{
	{"--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X", 18, "g8"},
	{"-XXXXXX-X-XXXOO-XOXXXOOXXXOXOOOX-OXOOXXX--OOOXXX--OOXX----XOXXO- X", 0, "h8 a5"},
	{"--XOXX--O-OOXXXX-OOOXXXX-XOXXXOXXXOXOOOXOXXOXOXX--OXOO----OOOO-- O", -8, "g7 a4"},
}

// TestOthelloExactAndAlphaBeta: the exact solver and alpha-beta (which
// switches to it at 14 empties or fewer... and FFO #9 has 16, so use
// endgame=16) give the exact score and a best move; the principal variation
// replays to the end of the game with that score.
func TestOthelloExactAndAlphaBeta(t *testing.T) {
	for _, c := range othelloFFO {
		for _, run := range []struct {
			algo   string
			params map[string]any
		}{{othellogame.AlgoExact, nil}, {othellogame.AlgoExact, map[string]any{"tt": false}}, {registry.AlgoAlphaBeta, map[string]any{"endgame": 16}}, {othellogame.AlgoExact, map[string]any{"all_moves": true}}} {
			w := othelloSolve(t, c.board, run.algo, run.params, 0)
			if w.Status != wire.StatusFound || !w.Proven || w.ValueKind != othellogame.ValueDiscs || int(w.Value) != c.score {
				t.Fatalf("%s %s: %+v", c.board, run.algo, w)
			}
			if !strings.Contains(c.best, w.BestMove) || w.Moves[0] != w.BestMove {
				t.Fatalf("%s %s: best move %s, want one of %s", c.board, run.algo, w.BestMove, c.best)
			}
			end := replayOthello(t, c.board, w.Moves)
			if p := othello.MustParse(c.board); !end.Over() || end.Score(p.Turn) != c.score {
				t.Fatalf("%s: PV %v ends at %s", c.board, w.Moves, end)
			}
			if run.algo == othellogame.AlgoExact {
				n := len(othello.MustParse(c.board).Moves(nil))
				exact := 0
				for _, cd := range w.Candidates {
					if cd.Exact {
						exact++
						if cd.Value > float64(c.score) {
							t.Errorf("%s: candidate %+v beats the best score", c.board, cd)
						}
					}
				}
				if len(w.Candidates) != n || (run.params["all_moves"] == true && exact != n) || exact == 0 {
					t.Errorf("%s %v: %d candidates (%d exact) for %d moves", c.board, run.params, len(w.Candidates), exact, n)
				}
			}
		}
	}
}

// TestOthelloMidgame: alpha-beta from the start with every evaluation
// plays a legal principal variation of its depth and reports an
// evaluation (in discs with the learned one); candidates cover every
// move.
func TestOthelloMidgame(t *testing.T) {
	start := othello.Start().String()
	for _, lvl := range othello.EvalLevelNames {
		w := othelloSolve(t, start, registry.AlgoAlphaBeta, map[string]any{"eval": lvl, "depth": 4, "candidates": true}, 0)
		kind := othellogame.ValueEval // the ladder's weighted-square units
		if lvl == othello.EvalLearned.String() {
			kind = othellogame.ValueDiscs // the learned evaluation predicts discs
		}
		if w.Status != wire.StatusFound || w.Proven || w.ValueKind != kind || len(w.Moves) != 4 || w.TreeStats.DepthReached != 4 {
			t.Fatalf("%s: %+v", lvl, w)
		}
		replayOthello(t, start, w.Moves)
		if len(w.Candidates) != 4 {
			t.Fatalf("%s: candidates %+v", lvl, w.Candidates)
		}
	}
	// A time per move ends alpha-beta to the end of the game normally.
	w := othelloSolve(t, start, registry.AlgoAlphaBeta, map[string]any{"depth": 0, "move_time_ms": 50}, 0)
	if w.Status != wire.StatusFound || w.BestMove == "" || w.Proven {
		t.Fatalf("move_time_ms: %+v", w)
	}
}

// TestOthelloMCTSAndRandom: fixed seeds repeat exactly; MCTS's value is a
// win rate and its root visits add up to its playouts; random plays a legal
// move.
func TestOthelloMCTSAndRandom(t *testing.T) {
	b := othelloFFO[0].board
	a := othelloSolve(t, b, othellogame.AlgoMCTSUCT, map[string]any{"iterations": 2000}, 7)
	a2 := othelloSolve(t, b, othellogame.AlgoMCTSUCT, map[string]any{"iterations": 2000}, 7)
	if !reflect.DeepEqual(a, a2) {
		a.Stats.Elapsed, a2.Stats.Elapsed = 0, 0
		if !reflect.DeepEqual(a, a2) {
			t.Fatalf("same seed, different runs:\n%+v\n%+v", a, a2)
		}
	}
	if a.Status != wire.StatusFound || a.ValueKind != othellogame.ValueWinRate || a.Value < -1 || a.Value > 1 || a.TreeStats.Playouts != 2000 {
		t.Fatalf("mcts: %+v", a)
	}
	var visits int64
	for _, c := range a.Candidates {
		visits += c.Visits
	}
	if visits != 2000 {
		t.Fatalf("root visits %d, want 2000", visits)
	}
	replayOthello(t, b, a.Moves)
	r := othelloSolve(t, b, othellogame.AlgoRandom, nil, 5)
	if r.Status != wire.StatusFound || len(r.Moves) != 1 || r.ValueKind != othellogame.ValueNoneKind {
		t.Fatalf("random: %+v", r)
	}
	replayOthello(t, b, r.Moves)
	if r2 := othelloSolve(t, b, othellogame.AlgoRandom, nil, 5); r2.BestMove != r.BestMove {
		t.Fatalf("random with the same seed: %s then %s", r.BestMove, r2.BestMove)
	}
}

// TestOthelloEdgeCases: a finished game, a forced pass, bad boards and
// parameters.
func TestOthelloEdgeCases(t *testing.T) {
	over := strings.Repeat("X", 13) + strings.Repeat("-", 51) + " O"
	for _, algo := range []string{registry.AlgoAlphaBeta, othellogame.AlgoExact, othellogame.AlgoMCTSUCT, othellogame.AlgoRandom} {
		w := othelloSolve(t, over, algo, nil, 0)
		if w.Status != wire.StatusFound || w.BestMove != "" || len(w.Moves) != 0 || w.Value != -64 || w.ValueKind != othellogame.ValueDiscs {
			t.Errorf("%s on a finished game: %+v", algo, w)
		}
	}
	pass := "OOOOOOXXOOOOOXX-OOOOXXXOXOOOXXX--XOXXXXO-XXOOXX--XXOXXX--XXXXXXO X" // Black must pass
	for _, algo := range []string{registry.AlgoAlphaBeta, othellogame.AlgoExact, othellogame.AlgoMCTSUCT, othellogame.AlgoRandom} {
		if w := othelloSolve(t, pass, algo, nil, 0); w.BestMove != "pass" {
			t.Errorf("%s on a forced pass: %+v", algo, w)
		}
	}
	_, perr := othello.Parse("XO")
	for _, c := range []struct {
		board, algo string
		params      map[string]any
		want        string
	}{
		{"XO", registry.AlgoAlphaBeta, nil, perr.Error()},
		{othello.Start().String(), othellogame.AlgoExact, nil, "60 empty squares, more than max_empties = 22"},
		{othello.Start().String(), registry.AlgoAlphaBeta, map[string]any{"eval": "magic"}, `parameter "eval" must be one of`},
		{othello.Start().String(), "negamax", nil, "unknown algorithm"},
	} {
		w := othelloSolve(t, c.board, c.algo, c.params, 0)
		if w.Status != wire.StatusInvalid || !strings.Contains(w.Error, c.want) {
			t.Errorf("%s %s %v: %s %q, want invalid mentioning %q", c.board, c.algo, c.params, w.Status, w.Error, c.want)
		}
	}
}

// TestOthelloNodeBudget: max_nodes stops the exact solver with
// budget_exceeded and stats.expanded within the budget.
func TestOthelloNodeBudget(t *testing.T) {
	resp := registry.Builtin().Solve(context.Background(), wire.Request{Game: "othello", Board: othelloFFO[0].board, Algorithm: othellogame.AlgoExact, MaxNodes: 1000}, nil)
	if resp.Status != wire.StatusBudgetExceeded || resp.Stats.Expanded > 1000 {
		t.Fatalf("%+v", resp)
	}
}

// TestOthelloLevels: the catalogue lists the levels weakest first, each a
// valid alpha-beta request whose values are in discs, and a stronger level
// searches deeper or solves earlier than the one before it.
func TestOthelloLevels(t *testing.T) {
	cat, err := registry.Builtin().Catalog("othello")
	if err != nil || len(cat.Games) != 1 {
		t.Fatal(err)
	}
	levels := cat.Games[0].Levels
	if len(levels) < 3 {
		t.Fatalf("levels %+v", levels)
	}
	// A middle-game position after 20 random-looking plies.
	board := "--XXXX----OXXO-XXXOXOXX-XXOXOXXOXXOOXOOOXXXXOO-OX-XOOO---XXXXX-- X"
	prev := [2]int64{-1, -1}
	for _, l := range levels {
		if l.Algorithm != registry.AlgoAlphaBeta || l.ID == "" || l.Name == "" || l.Help == "" {
			t.Fatalf("level %+v", l)
		}
		d, e := l.Params["depth"].(int64), l.Params["endgame"].(int64)
		if d < prev[0] || e < prev[1] || (d == prev[0] && e == prev[1]) {
			t.Fatalf("level %s (%d, %d) is not stronger than the one before (%v)", l.ID, d, e, prev)
		}
		prev = [2]int64{d, e}
		if d > 6 {
			continue // the strong levels are measured in benchmarks
		}
		w := othelloSolve(t, board, l.Algorithm, l.Params, 0)
		if w.Status != wire.StatusFound || w.BestMove == "" || w.ValueKind != othellogame.ValueDiscs {
			t.Fatalf("level %s: %+v", l.ID, w)
		}
		replayOthello(t, board, w.Moves)
	}
}

// A player always moves: alpha-beta without iterative deepening has no
// move until its whole search ends, so a 1 ms time per move runs out first;
// the solve searches on (within timeout_ms) and answers found with the move
// of the full depth, as a tournament player needs.
func TestOthelloMoveTimeStillMoves(t *testing.T) {
	resp := registry.Builtin().Solve(context.Background(), wire.Request{Game: "othello", Board: othello.Start().String(), Algorithm: registry.AlgoAlphaBeta,
		Params: map[string]any{"depth": 9, "deepening": false, "move_time_ms": 1}}, nil) // about 17 000 nodes, 20-100 ms
	if resp.Status != wire.StatusFound || resp.TwoPlayerResult == nil || resp.BestMove == "" || resp.TreeStats.DepthReached != 9 {
		t.Fatalf("%s %q: %+v", resp.Status, resp.Error, resp.TwoPlayerResult)
	}
	if resp.Stats.ElapsedMS() < 1 {
		t.Errorf("the search took %.2f ms: the time per move did not run out first", resp.Stats.ElapsedMS())
	}
}
