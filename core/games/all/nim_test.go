package all

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"searchlab/core/nim"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// nimDecode reads a final line with DecodeLine, failing when a Nim field
// is missing on the wire.
func nimDecode(t *testing.T, b []byte) wire.Response {
	t.Helper()
	l, err := wire.DecodeLine(b)
	if err != nil || l.Final == nil {
		t.Fatalf("response %s: %v", b, err)
	}
	r := *l.Final
	if r.Status != wire.StatusInvalid {
		for _, k := range []string{`"value":`, `"best_move":`, `"proven":`, `"tree_stats":`} {
			if !bytes.Contains(b, []byte(k)) {
				t.Fatalf("response %s lacks %s", b, k)
			}
		}
	}
	if r.TwoPlayerResult == nil { // invalid: zero values, so failing checks can print them
		r.TwoPlayerResult = &wire.TwoPlayerResult{}
	}
	return r
}

// nimSolve solves through the built-in registry and the JSON encoding.
func nimSolve(t *testing.T, req wire.Request) wire.Response {
	t.Helper()
	req.Game = "nim"
	resp := registry.Builtin().Solve(context.Background(), req, nil)
	b, err := json.Marshal(resp)
	if err != nil {
		t.Fatal(err)
	}
	return nimDecode(t, b)
}

func nimReq(algo, board string, params map[string]any) wire.Request {
	return wire.Request{Game: "nim", Algorithm: algo, Board: board, Params: params}
}

// nimGameOf reads the rule and variant of a parameter map (defaults: normal
// Nim).
func nimGameOf(t *testing.T, params map[string]any) nim.Game {
	t.Helper()
	v, err := nim.ParseVariant(fmt.Sprint(paramOr(params, "variant", "nim")))
	if err != nil {
		t.Fatal(err)
	}
	r, err := nim.ParseRule(fmt.Sprint(paramOr(params, "rule", "normal")))
	if err != nil {
		t.Fatal(err)
	}
	return nim.Game{Variant: v, Rule: r}
}

func paramOr(params map[string]any, k string, def any) any {
	if v, ok := params[k]; ok {
		return v
	}
	return def
}

// nimCheckPlay replays the principal variation through the rules and
// checks it against the oracle: every move legal, best_move its first move,
// and the value for the player to move alternating along it (the winner
// only plays moves that keep the win). A proven value must be the oracle's;
// when it is +1 the best move must leave the opponent lost.
func nimCheckPlay(t *testing.T, what, board string, g nim.Game, r wire.Response) {
	t.Helper()
	s, err := nim.Parse(board)
	if err != nil {
		t.Fatal(err)
	}
	or := nim.NewOracle(g)
	want, err := or.Value(s)
	if err != nil {
		t.Fatal(err)
	}
	if r.Proven && r.Value != want {
		t.Errorf("%s: proven value %v, the oracle says %v", what, r.Value, want)
	}
	if r.Length != len(r.Moves) || r.Cost != float64(len(r.Moves)) {
		t.Errorf("%s: length %d cost %v for %d moves", what, r.Length, r.Cost, len(r.Moves))
	}
	if g.Terminal(s) {
		if r.BestMove != "" || len(r.Moves) != 0 {
			t.Errorf("%s: finished position has best move %q, moves %v", what, r.BestMove, r.Moves)
		}
		return
	}
	if r.BestMove == "" || len(r.Moves) == 0 || r.Moves[0] != r.BestMove {
		t.Fatalf("%s: best move %q, moves %v", what, r.BestMove, r.Moves)
	}
	v := want
	for i, text := range r.Moves {
		m, err := nim.ParseMove(text)
		if err != nil {
			t.Fatalf("%s: move %d: %v", what, i+1, err)
		}
		if err := g.Check(s, m); err != nil {
			t.Fatalf("%s: move %d of %v: %v", what, i+1, r.Moves, err)
		}
		next := g.Apply(s, m)
		if r.Proven {
			got, err := or.Value(next)
			if err != nil {
				t.Fatal(err)
			}
			if got != -v {
				t.Errorf("%s: after %v the player to move has value %v, want %v (a winner's move in the PV loses the win)", what, r.Moves[:i+1], got, -v)
			}
			v = -v
		}
		s = next
	}
	if w, _ := or.Wins(g.Apply(mustState(t, board), mustMove(t, r.BestMove))); r.Value == 1 && w {
		t.Errorf("%s: value +1 but best move %s leaves the opponent winning", what, r.BestMove)
	}
}

func mustState(t *testing.T, board string) nim.State {
	t.Helper()
	s, err := nim.Parse(board)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func mustMove(t *testing.T, text string) nim.Move {
	t.Helper()
	m, err := nim.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// nimPositions are the positions the exact algorithms must decide. want is
// the value for the player to move, from the theory as published (not from
// the code under test): normal Nim by Bouton's nim-sum, misère Nim by its
// exception for heaps of 1, Grundy's game by the Grundy values G(n) of
// OEIS A002188 (0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0 …); 0 leaves the
// value to the oracle (misère Grundy has no closed form).
var nimPositions = []struct {
	board, rule, variant string
	want                 float64
}{
	{"7 6 8 5 9 5", "normal", "nim", -1}, // 7^6^8^5^9^5 = 0
	{"3 4 5", "normal", "nim", 1},
	{"1 2 3", "normal", "nim", -1},
	{"12 9 1", "normal", "nim", 1},
	{"1 1 2", "misere", "nim", 1},
	{"1 1 1", "misere", "nim", -1},
	{"2 2", "misere", "nim", -1},
	{"1 1 1 1", "misere", "nim", 1},
	{"7 6 8 5 9 5", "misere", "nim", -1},
	{"4", "normal", "grundy", -1}, // G(4) = 0
	{"7", "normal", "grundy", -1}, // G(7) = 0
	{"10", "normal", "grundy", -1},
	{"8", "normal", "grundy", 1},     // G(8) = 2
	{"5 6", "normal", "grundy", 1},   // G(5)^G(6) = 2^1
	{"13 3", "normal", "grundy", 1},  // 3^1
	{"5 9 8", "normal", "grundy", 1}, // 2^1^2
	{"6 3 20", "normal", "grundy", -1},
	{"7 6 8 5 9 5", "normal", "grundy", 1}, // 0^1^2^2^1^2
	{"7 6 8 5 9 5", "misere", "grundy", 0},
	{"8", "misere", "grundy", 0},
	{"10 11", "misere", "grundy", 0},
}

// Minimax, alpha-beta (with and without each enhancement) and the oracle
// decide every position of the table with its theoretical value, and their
// principal variations replay through the rules as perfect play.
func TestNimExactAlgorithmsAgreeWithTheory(t *testing.T) {
	configs := []struct {
		algo   string
		params map[string]any
	}{
		{"oracle", nil},
		{"minimax", nil},
		{"alphabeta", nil},
		{"alphabeta", map[string]any{"tt": false}}, // (200 000 nodes: without a table big positions take minutes)
		{"alphabeta", map[string]any{"ordering": false}},
		{"alphabeta", map[string]any{"deepening": true}},
	}
	if testing.Short() { // alpha-beta without a table spends up to 200 000 nodes per position
		configs = append(configs[:3], configs[4:]...)
	}
	solved := make([]int, len(configs))
	for _, c := range nimPositions {
		params := map[string]any{"rule": c.rule, "variant": c.variant}
		g := nimGameOf(t, params)
		want := c.want
		if want == 0 {
			v, err := nim.NewOracle(g).Value(mustState(t, c.board))
			if err != nil {
				t.Fatal(err)
			}
			want = v
		}
		for i, cf := range configs {
			ps := map[string]any{"rule": c.rule, "variant": c.variant}
			for k, v := range cf.params {
				ps[k] = v
			}
			what := fmt.Sprintf("%s %v on %s %s %q", cf.algo, cf.params, c.rule, c.variant, c.board)
			req := nimReq(cf.algo, c.board, ps)
			if cf.params["tt"] == false {
				req.MaxNodes = 200_000
			}
			r := nimSolve(t, req)
			if r.Status == wire.StatusBudgetExceeded && cf.params["tt"] == false {
				continue // no table: the budget may end it first (checked in TestNimBudgets)
			}
			if r.Status != wire.StatusFound || !r.Proven || r.Value != want {
				t.Errorf("%s: %s proven %v value %v (error %q), want found, proven %v", what, r.Status, r.Proven, r.Value, r.Error, want)
				continue
			}
			solved[i]++
			nimCheckPlay(t, what, c.board, g, r)
			if cf.algo != "oracle" && (r.Stats.Expanded != r.TreeStats.Nodes || r.Stats.Expanded <= 0 || r.Stats.Generated != r.TreeStats.Generated) {
				t.Errorf("%s: stats %+v do not carry tree stats %+v", what, r.Stats, r.TreeStats)
			}
		}
	}
	for i, n := range solved {
		need := len(nimPositions)
		if configs[i].params["tt"] == false {
			need = 12 // the small ones (14 measured)
		}
		if n < need {
			t.Errorf("%s %v decided only %d of %d positions", configs[i].algo, configs[i].params, n, len(nimPositions))
		}
	}
}

// The oracle's principal variation is a whole game of perfect play: it ends
// in a finished position whose winner matches the value.
func TestNimOraclePlaysToTheEnd(t *testing.T) {
	for _, c := range nimPositions {
		params := map[string]any{"rule": c.rule, "variant": c.variant}
		g := nimGameOf(t, params)
		r := nimSolve(t, nimReq("oracle", c.board, params))
		s := mustState(t, c.board)
		for _, text := range r.Moves {
			s = g.Apply(s, mustMove(t, text))
		}
		if !g.Terminal(s) {
			t.Errorf("oracle on %s: PV %v ends in %v, not a finished game", c.board, r.Moves, s)
			continue
		}
		// Utility for player 0, the player to move at the start.
		if u := g.Utility(s, 0); u != r.Value {
			t.Errorf("oracle on %s %s %s: the PV ends with utility %v for the first player, value %v", c.rule, c.variant, c.board, u, r.Value)
		}
	}
}

// Misère 1 1 2: the winning move takes one stone from the 2-heap, leaving
// three 1-heaps, so the opponent must make the last move.
func TestNimMisereOneOneTwo(t *testing.T) {
	for _, algo := range []string{"minimax", "alphabeta", "mcts", "oracle"} {
		r := nimSolve(t, nimReq(algo, "1 1 2", map[string]any{"rule": "misere"}))
		if r.Status != wire.StatusFound || r.BestMove != "3-1" || r.Value != 1 || !r.Proven {
			t.Errorf("%s on misère 1 1 2: %s best %q value %v proven %v, want found 3-1 +1 proven", algo, r.Status, r.BestMove, r.Value, r.Proven)
		}
	}
}

// MCTS (UCT with the solver, default 50 000 iterations) proves small won
// positions and plays their winning move for several seeds; on 7 6 8 5 9 5
// it reports an unproven estimate in [-1, +1] with a legal move.
func TestNimMCTS(t *testing.T) {
	for _, c := range []struct{ board, rule, variant string }{
		{"3 4 5", "normal", "nim"},
		{"1 1 2", "misere", "nim"},
		{"2 3 4", "misere", "nim"},
		{"8", "normal", "grundy"},
		{"5 9", "normal", "grundy"},
	} {
		params := map[string]any{"rule": c.rule, "variant": c.variant}
		g := nimGameOf(t, params)
		for seed := int64(1); seed <= 3; seed++ {
			req := nimReq("mcts", c.board, params)
			req.Seed = seed
			r := nimSolve(t, req)
			what := fmt.Sprintf("mcts seed %d on %s %s %q", seed, c.rule, c.variant, c.board)
			if r.Status != wire.StatusFound || !r.Proven || r.Value != 1 {
				t.Errorf("%s: %s proven %v value %v, want a proven win", what, r.Status, r.Proven, r.Value)
				continue
			}
			nimCheckPlay(t, what, c.board, g, r)
			if r.TreeStats.Playouts <= 0 || r.TreeStats.Playouts > 50000 || r.Stats.Iterations != r.TreeStats.Playouts {
				t.Errorf("%s: playouts %d, iterations %d", what, r.TreeStats.Playouts, r.Stats.Iterations)
			}
		}
	}
	req := nimReq("mcts", "7 6 8 5 9 5", nil)
	req.Seed = 1
	r := nimSolve(t, req)
	if r.Status != wire.StatusFound || r.Proven || r.Value < -1 || r.Value > 1 || r.TreeStats.Playouts != 50000 {
		t.Fatalf("mcts on 7 6 8 5 9 5: %s proven %v value %v playouts %d", r.Status, r.Proven, r.Value, r.TreeStats.Playouts)
	}
	nimCheckPlay(t, "mcts on 7 6 8 5 9 5", "7 6 8 5 9 5", nim.Game{}, r)
	// Same seed, same run; the iteration budget is the parameter's.
	req.Params = map[string]any{"iterations": 2000, "solver": false, "c": 0.7}
	a, b := nimSolve(t, req), nimSolve(t, req)
	a.Stats.Elapsed, b.Stats.Elapsed = 0, 0
	if !reflect.DeepEqual(a, b) {
		t.Errorf("same seed, different runs:\n%+v\n%+v", a, b)
	}
	if a.TreeStats.Playouts != 2000 {
		t.Errorf("iterations=2000: %d playouts", a.TreeStats.Playouts)
	}
}

// A depth limit that stops short of the end reports the value 0 unproven
// with a legal move; a win inside the horizon is still proven.
func TestNimDepthLimit(t *testing.T) {
	for _, algo := range []string{"minimax", "alphabeta"} {
		r := nimSolve(t, nimReq(algo, "7 6 8 5 9 5", map[string]any{"depth": 3}))
		if r.Status != wire.StatusFound || r.Proven || r.Value != 0 || r.TreeStats.DepthReached != 3 || r.Stats.MaxDepth > 3 {
			t.Errorf("%s depth 3: %s proven %v value %v depth %d max %d", algo, r.Status, r.Proven, r.Value, r.TreeStats.DepthReached, r.Stats.MaxDepth)
		}
		nimCheckPlay(t, algo+" depth 3", "7 6 8 5 9 5", nim.Game{}, r)
	}
	// Alpha-beta proves a win inside the horizon. (Minimax reports it
	// unproven, value 0: core/adversarial's minimax marks a node exact only
	// when every child is, even when one child is a proven win.)
	r := nimSolve(t, nimReq("alphabeta", "0 3 0", map[string]any{"depth": 2}))
	if !r.Proven || r.Value != 1 || r.BestMove != "2-3" {
		t.Errorf("alphabeta depth 2 on 0 3 0: proven %v value %v best %q, want the proven win 2-3", r.Proven, r.Value, r.BestMove)
	}
}

// A finished position is found with no move; its value is -1 under normal
// play and +1 under misère play, for every algorithm and both variants, and
// the reason game_over says so in words.
func TestNimFinishedPosition(t *testing.T) {
	for _, c := range []struct {
		board, rule, variant string
		want                 float64
	}{
		{"0 0 0", "normal", "nim", -1},
		{"0", "misere", "nim", 1},
		{"1 2 2 1", "normal", "grundy", -1},
		{"2 0 1", "misere", "grundy", 1},
	} {
		for _, algo := range []string{"minimax", "alphabeta", "mcts", "oracle"} {
			r := nimSolve(t, nimReq(algo, c.board, map[string]any{"rule": c.rule, "variant": c.variant}))
			if r.Status != wire.StatusFound || r.Value != c.want || !r.Proven || r.BestMove != "" || len(r.Moves) != 0 || r.Length != 0 {
				t.Errorf("%s on finished %s %s %q: %+v value %v proven %v best %q", algo, c.rule, c.variant, c.board, r.Status, r.Value, r.Proven, r.BestMove)
			}
			// It says the game is over and who has won, rather than
			// leaving a bare "found" to read as a win (issue 13, item 11).
			won := map[float64]string{-1: "the player to move has lost", 1: "the player to move has won"}[c.want]
			if r.Reason == nil || r.Reason.Code != wire.ReasonGameOver || !strings.Contains(r.Reason.Text, "already over") || !strings.Contains(r.Reason.Text, won) {
				t.Errorf("%s on finished %s %s %q: reason %+v, want game_over saying %q", algo, c.rule, c.variant, c.board, r.Reason, won)
			}
		}
	}
}

// Node budgets are exact (max_nodes bounds the nodes entered, reported as
// expanded); a time budget stops a long search; a cancelled context ends it.
func TestNimBudgets(t *testing.T) {
	const big = "25 25 25 25 25"
	for _, c := range []struct {
		algo   string
		params map[string]any
	}{
		{"alphabeta", map[string]any{"tt": false, "ordering": false}},
		{"alphabeta", map[string]any{"tt": false}}, // (200 000 nodes: without a table big positions take minutes)
		{"minimax", map[string]any{"tt": false}},
		{"minimax", nil},
	} {
		req := nimReq(c.algo, big, c.params)
		req.MaxNodes = 20000
		r := nimSolve(t, req)
		if r.Status != wire.StatusBudgetExceeded || r.TreeStats.Nodes != 20000 || r.Stats.Expanded != 20000 || r.Proven {
			t.Errorf("%s %v, 20000 nodes: %s nodes %d expanded %d proven %v", c.algo, c.params, r.Status, r.TreeStats.Nodes, r.Stats.Expanded, r.Proven)
		}
	}
	req := nimReq("mcts", big, nil)
	req.MaxNodes = 3000
	r := nimSolve(t, req)
	if r.Status != wire.StatusBudgetExceeded || r.BestMove == "" || r.TreeStats.Playouts >= 50000 ||
		r.TreeStats.Expanded != 3000 || r.Stats.Expanded != 3000 || r.Stats.MaxFrontier != int(r.TreeStats.Nodes) {
		t.Errorf("mcts with 3000 nodes: %s best %q playouts %d, stats %+v, tree %+v", r.Status, r.BestMove, r.TreeStats.Playouts, r.Stats, r.TreeStats)
	}

	req = nimReq("alphabeta", big, map[string]any{"tt": false, "ordering": false})
	req.MaxNodes, req.TimeoutMS = registry.MaxMaxNodes, 200
	r = nimSolve(t, req)
	if r.Status != wire.StatusBudgetExceeded || r.Stats.ElapsedMS() < 200 || r.Stats.ElapsedMS() > 5000 {
		t.Errorf("200 ms budget: %s after %v ms", r.Status, r.Stats.ElapsedMS())
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	req.TimeoutMS = 0
	resp := registry.Builtin().Solve(ctx, req, nil)
	if resp.Status != wire.StatusCancelled {
		t.Errorf("cancelled context: %s", resp.Status)
	}
}
