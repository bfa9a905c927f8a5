package i18n

import (
	"context"
	"strings"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/replay"
	"searchlab/core/wire"
)

// TestCorePseudocode: every line of every algorithm's pseudocode, and its
// title, for every algorithm of every game, in both trace families (the
// single-player and the two-player Monte Carlo tree search share an id).
func TestCorePseudocode(t *testing.T) {
	reg := all.Builtin()
	u := untranslated{}
	lines := 0
	for _, g := range reg.Games() {
		algos, err := reg.Algorithms(g.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range algos {
			for _, f := range []wire.TraceFamily{wire.TraceSearch, wire.TraceGame} {
				code, ok := replay.Pseudocode(a.ID, f)
				if !ok {
					continue
				}
				u.check(code.Title)
				for _, l := range code.Lines {
					lines++
					vi := u.check(l)
					// The indentation shows the code's structure: it stays.
					if HasCore(l) && len(l)-len(strings.TrimLeft(l, " ")) != len(vi)-len(strings.TrimLeft(vi, " ")) {
						t.Errorf("the Vietnamese of %q is indented differently: %q", l, vi)
					}
				}
				for _, set := range []string{code.Frontier, code.Explored} {
					if set != "" && !Has("replay.set."+set) {
						t.Errorf("%s: no message replay.set.%s", a.ID, set)
					}
				}
			}
		}
	}
	if lines < 100 {
		t.Errorf("walked %d lines of pseudocode; the registry's algorithms have more", lines)
	}
	u.report(t, "pseudocode line")
}

// describeCases are small boards on which every algorithm of each game
// runs to a short trace, with what they need to stay short.
var describeCases = []struct {
	game, board string
	params      map[string]map[string]any
}{
	{"npuzzle", "4 1 3/7 2 6/0 5 8", map[string]map[string]any{
		"dfs": {"max_depth": 12}, "dls": {"depth_limit": 6},
		"simulated-annealing": {"steps": 3000}, "genetic": {"generations": 30, "population": 40}}},
	{"npuzzle", "1 2 3/4 0 5/7 8 6", map[string]map[string]any{
		"bfs": {"tree_search": true}, "dfs": {"tree_search": true, "max_depth": 4}, "ucs": {"tree_search": true},
		"greedy": {"tree_search": true}, "astar": {"tree_search": true},
		"simulated-annealing": {"steps": 3000}, "genetic": {"generations": 30, "population": 40}}},
	{"npuzzle", "0 3/2 1", map[string]map[string]any{"idastar": {"transpositions": true}}},
	{"bloxorz", "classic:1", map[string]map[string]any{
		"simulated-annealing": {"steps": 3000}, "genetic": {"generations": 20, "population": 30}, "mcts": {"iterations": 300}}},
	{"graph", "sample:romania", map[string]map[string]any{
		"mcts": {"iterations": 300}, "simulated-annealing": {"steps": 3000}, "genetic": {"generations": 30, "population": 40}}},
	{"nim", "3 4 5", map[string]map[string]any{"mcts": {"iterations": 300}}},
	{"othello", "---------------------------OX------XO--------------------------- X", map[string]map[string]any{
		"alphabeta": {"depth": 3}, "minimax": {"depth": 2}, "mcts-uct": {"iterations": 100}, "mcts-bt": {"iterations": 100},
		"mcts-bt-opt": {"iterations": 100}, "mcts-learned": {"iterations": 100}, "exact": {"skip": true}}},
	{"othello", "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X", map[string]map[string]any{
		"mcts-uct": {"iterations": 100}, "mcts-bt": {"iterations": 100}, "mcts-bt-opt": {"iterations": 100},
		"mcts-learned": {"iterations": 100}, "alphabeta": {"depth": 3}, "minimax": {"depth": 2}}},
}

// TestCoreDescribe: every event of a traced run of every algorithm on a
// small board of each game, as the replay view's event line says it, is
// translated, and the runs together say every kind of event.
func TestCoreDescribe(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every algorithm")
	}
	reg := all.Builtin()
	u := untranslated{}
	kinds := map[wire.TraceKind]bool{}
	for _, c := range describeCases {
		algos, err := reg.Algorithms(c.game)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range algos {
			params := c.params[a.ID]
			if params["skip"] != nil {
				continue
			}
			tr := &replay.Trace{Algorithm: a.ID}
			req := wire.Request{Game: c.game, Board: c.board, Algorithm: a.ID, Params: params, Seed: 3,
				MaxNodes: 20_000, Trace: &wire.TraceRequest{MaxEvents: 20_000}}
			resp := reg.SolveTraced(context.Background(), req, nil, func(b wire.TraceBatch) {
				if err := tr.Add(b); err != nil {
					t.Errorf("%s %s: %v", c.game, a.ID, err)
				}
			})
			if resp.Status == wire.StatusInvalid || resp.Status == wire.StatusError {
				t.Errorf("%s %s: %s: %s", c.game, a.ID, resp.Status, resp.Error)
				continue
			}
			for i := 0; i < tr.Len(); i++ {
				kinds[tr.Kind(i)] = true
				en := tr.Describe(i)
				vi := u.check(en)
				if HasCore(en) && vi == en {
					t.Errorf("%s %s: the Vietnamese of %q is the English", c.game, a.ID, en)
				}
			}
			if resp.Reason != nil {
				u.check(resp.Reason.Text)
			}
		}
	}
	t.Logf("%d kinds of event, %d sentences untranslated", len(kinds), len(u))
	if len(kinds) < 12 {
		t.Errorf("the runs said %d kinds of event: %v", len(kinds), kinds)
	}
	if len(u) > 40 {
		t.Errorf("%d event sentences untranslated; the first ones:", len(u))
	}
	u.report(t, "event sentence")
}
