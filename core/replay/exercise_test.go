package replay_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/wire"
)

// On AIMA's Romania map, A*'s second expansion is asked about with the
// three cities Arad's expansion put on the frontier: Sibiu (f = 140 + 253
// = 393) beats Timisoara (447) and Zerind (449).
func TestExerciseRomania(t *testing.T) {
	tr, _ := run(t, all.Builtin(), wire.Request{Game: "graph", Board: "sample:romania", Algorithm: "astar", Trace: &wire.TraceRequest{MaxEvents: 1000}})
	q, found := tr.QuestionAt(0)
	for pos := 0; pos < tr.Len() && !found; pos++ {
		q, found = tr.QuestionAt(pos)
	}
	if !found {
		t.Fatal("no question on A*'s Romania trace")
	}
	var names []string
	for _, o := range q.Options {
		names = append(names, o.State)
	}
	slices.Sort(names)
	if got := strings.Join(names, " "); got != "Sibiu Timisoara Zerind" {
		t.Errorf("options %s, want Sibiu, Timisoara and Zerind", got)
	}
	if q.Options[q.Answer].State != "Sibiu" || !strings.Contains(q.Reason, "f = 140 + 253 = 393") {
		t.Errorf("answer %s, reason %q", q.Options[q.Answer].State, q.Reason)
	}
}

// Every question's answer is the node the recorded trace expands next,
// among the frontier's nodes, and the rule the reason states picks it:
// BFS's oldest node, or the lowest priority with ties to the lower h, then
// to the earlier node. Checked on every position of traces of random
// graphs and 8-puzzles.
func TestExerciseAnswersAreTheTrace(t *testing.T) {
	reg := all.Builtin()
	var reqs []wire.Request
	for seed := 1; seed <= 12; seed++ {
		for _, h := range []string{"given", "straight-line", "zero"} {
			for _, algo := range []string{"bfs", "dfs", "ucs", "greedy", "astar"} {
				req := wire.Request{Game: "graph", Board: fmt.Sprintf("random:%d:%d", seed, 8+seed), Algorithm: algo}
				if algo != "bfs" && algo != "dfs" && algo != "ucs" {
					req.Params = map[string]any{"heuristic": h}
				} else if h != "given" {
					continue
				}
				reqs = append(reqs, req)
			}
		}
	}
	// Tree searches (no reached set: a state can wait on the frontier
	// several times), on graphs small enough.
	for seed := 1; seed <= 6; seed++ {
		for _, algo := range []string{"bfs", "ucs", "greedy", "astar"} {
			req := wire.Request{Game: "graph", Board: fmt.Sprintf("random:%d:7", seed), Algorithm: algo, MaxNodes: 400,
				Params: map[string]any{"tree_search": true}}
			if algo == "greedy" || algo == "astar" {
				req.Params["heuristic"] = "straight-line"
			}
			reqs = append(reqs, req)
		}
	}
	for _, b := range []string{"8 6 7/2 5 4/3 0 1", "1 2 3/4 0 6/7 5 8", "4 1 3/7 2 6/0 5 8"} {
		for _, algo := range []string{"bfs", "ucs", "greedy", "astar"} {
			reqs = append(reqs, wire.Request{Game: "npuzzle", Board: b, Algorithm: algo, MaxNodes: 3000})
		}
	}
	questions := 0
	for _, req := range reqs {
		req.Trace = &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}
		tr, _ := run(t, reg, req)
		if !tr.Exercisable() {
			t.Fatalf("%s %s: not exercisable", req.Game, req.Algorithm)
		}
		for pos := 0; pos < tr.Len(); pos++ {
			q, ok := tr.QuestionAt(pos)
			if !ok {
				continue
			}
			questions++
			name := fmt.Sprintf("%s %s %s %v at %d", req.Game, req.Board, req.Algorithm, req.Params, pos)
			ev := tr.Event(pos)
			a := q.Options[q.Answer]
			if ev.Kind != wire.KindExpand || tr.State(ev.State) != a.State || tr.Tree.Nodes[a.Node].Closed != int32(pos) {
				t.Fatalf("%s: answer %s, the trace expands %s", name, a.State, tr.State(ev.State))
			}
			ka, _ := tr.Key(a)
			for i, o := range q.Options {
				if i == q.Answer {
					continue
				}
				ko, _ := tr.Key(o)
				better := ko < ka
				if req.Algorithm == "dfs" {
					better = ko > ka // the newest node first
				}
				if req.Algorithm != "bfs" && ko == ka {
					better = o.H < a.H || (o.H == a.H && o.Born < a.Born)
				}
				if better {
					t.Fatalf("%s: %s (key %v, h %v, born %d) should come before the answer %s (key %v, h %v, born %d)", name, o.State, ko, o.H, o.Born, a.State, ka, a.H, a.Born)
				}
			}
		}
		qs := tr.Questions(5, rand.New(rand.NewPCG(7, 7)))
		again := tr.Questions(5, rand.New(rand.NewPCG(7, 7)))
		if fmt.Sprint(qs) != fmt.Sprint(again) {
			t.Fatalf("%s %s: the same seed gave other questions", req.Game, req.Algorithm)
		}
	}
	if questions < 100 {
		t.Errorf("only %d questions over %d traces", questions, len(reqs))
	}
	t.Logf("%d questions checked over %d traces", questions, len(reqs))
}

// Alpha-beta's cutoff questions: after each reply that returns while its
// node has moves left, the answer is what the trace does next, and the
// numbers the reason gives decide it: a cutoff exactly when the node's
// best value (the best −v of its replies) has reached its β. Checked on
// Nim positions and tic-tac-toe-sized Othello openings.
func TestExerciseCutoffs(t *testing.T) {
	reg := all.Builtin()
	reqs := []wire.Request{
		{Game: "nim", Board: "3 4 5", Algorithm: "alphabeta"},
		{Game: "nim", Board: "1 3 5 7", Algorithm: "alphabeta"},
		{Game: "nim", Board: "2 2 3 6", Algorithm: "alphabeta", Params: map[string]any{"tt": false}},
		{Game: "othello", Board: "---------------------------OX------XO--------------------------- X", Algorithm: "alphabeta", Params: map[string]any{"depth": 3}},
	}
	cuts, nexts := 0, 0
	for _, req := range reqs {
		req.Trace = &wire.TraceRequest{MaxEvents: 20000}
		tr, _ := run(t, reg, req)
		if !tr.Exercisable() {
			t.Fatalf("%s %s: not exercisable", req.Game, req.Board)
		}
		for _, q := range tr.Questions(1<<30, rand.New(rand.NewPCG(1, 1))) {
			name := fmt.Sprintf("%s %s at %d", req.Game, req.Board, q.At)
			next := tr.Event(q.At)
			switch q.Options[q.Answer].Choice {
			case "cut":
				cuts++
				if next.Kind != wire.KindCutoff || !q.HasBeta || q.Value < q.Beta || q.Pruned < 1 {
					t.Fatalf("%s: cut with %s next, value %v, β %v (%v)", name, next.Kind, q.Value, q.Beta, q.HasBeta)
				}
			case "next":
				nexts++
				if next.Kind != wire.KindEnter || (q.HasBeta && q.Value >= q.Beta) {
					t.Fatalf("%s: no cut with %s next, value %v, β %v (%v)", name, next.Kind, q.Value, q.Beta, q.HasBeta)
				}
			default:
				t.Fatalf("%s: answer %+v", name, q.Options[q.Answer])
			}
		}
	}
	if cuts < 10 || nexts < 10 {
		t.Errorf("%d cutoff and %d no-cutoff questions", cuts, nexts)
	}
	t.Logf("%d cutoff and %d no-cutoff questions checked", cuts, nexts)
}

// UCT's selection questions: before each playout (every root move
// visited, none proven), the answer is the root move on the path to the
// playout's leaf, and it has the highest UCB1 value the reason computes
// (ties to the first move); checked with the default C and with C = 0.5.
func TestExerciseUCTSelection(t *testing.T) {
	reg := all.Builtin()
	half := 0.5
	reqs := []struct {
		req wire.Request
		c   *float64
	}{
		{wire.Request{Game: "nim", Board: "3 4 5", Algorithm: "mcts", Seed: 3, Params: map[string]any{"iterations": 400, "solver": false}}, nil},
		{wire.Request{Game: "nim", Board: "5 6 7 8", Algorithm: "mcts", Seed: 4, Params: map[string]any{"iterations": 400, "c": 0.5, "solver": false}}, &half},
		{wire.Request{Game: "othello", Board: "---------------------------OX------XO--------------------------- X", Algorithm: "mcts-uct", Seed: 5, Params: map[string]any{"iterations": 300}}, nil},
	}
	questions := 0
	for _, c := range reqs {
		req := c.req
		req.Trace = &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}
		tr, _ := run(t, reg, req)
		tr.ExploreC = c.c
		if !tr.Exercisable() {
			t.Fatalf("%s %s: not exercisable", req.Game, req.Algorithm)
		}
		for _, q := range tr.Questions(1<<30, rand.New(rand.NewPCG(1, 1))) {
			questions++
			a := q.Options[q.Answer]
			for i, o := range q.Options {
				if o.UCB > a.UCB+1e-9 || (i < q.Answer && o.UCB >= a.UCB-1e-12) {
					t.Fatalf("%s %s at %d: %s (UCB %v, n %d, mean %v) beats the selected %s (UCB %v, n %d, mean %v); N %d",
						req.Game, req.Board, q.At, o.State, o.UCB, o.Visits, o.Mean, a.State, a.UCB, a.Visits, a.Mean, q.N)
				}
			}
		}
	}
	if questions < 50 {
		t.Errorf("only %d selection questions", questions)
	}
	t.Logf("%d selection questions checked", questions)
}
