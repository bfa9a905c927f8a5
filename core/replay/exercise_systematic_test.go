package replay_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/replay"
	"searchlab/core/wire"
)

// Weighted A* (f = g + w·h) and ARA* (f = g + ε·h, ε the round's, over the
// open list it keeps: not the nodes pruned by the incumbent, not the ones
// waiting in INCONS for the next round): every question's answer is the
// node the trace expands next, and no option comes before it by the rule
// the reason states (the lowest f, ties to the lower h, then to the
// earlier priority). Checked on random graphs and 8-puzzles, with the
// default weights and others.
func TestExerciseWeightedAStarAndARA(t *testing.T) {
	reg := all.Builtin()
	type tc struct {
		req    wire.Request
		params map[string]float64
	}
	var cases []tc
	for seed := 1; seed <= 10; seed++ {
		b := fmt.Sprintf("random:%d:%d", seed, 10+seed)
		cases = append(cases,
			tc{wire.Request{Board: b, Algorithm: "wastar", Params: map[string]any{"heuristic": "straight-line"}}, nil},
			tc{wire.Request{Board: b, Algorithm: "wastar", Params: map[string]any{"heuristic": "given", "weight": 3}}, map[string]float64{"weight": 3}},
			tc{wire.Request{Board: b, Algorithm: "ara", Params: map[string]any{"heuristic": "straight-line"}}, nil},
			tc{wire.Request{Board: b, Algorithm: "ara", Params: map[string]any{"heuristic": "straight-line", "weight": 5, "step": 1.5}}, nil},
			tc{wire.Request{Board: b, Algorithm: "ara", Params: map[string]any{"heuristic": "given", "weight": 2, "step": 0.25}}, nil})
	}
	for _, b := range []string{"8 6 7/2 5 4/3 0 1", "4 1 3/7 2 6/0 5 8"} {
		cases = append(cases,
			tc{wire.Request{Game: "npuzzle", Board: b, Algorithm: "wastar", MaxNodes: 3000, Params: map[string]any{"weight": 2}}, map[string]float64{"weight": 2}},
			tc{wire.Request{Game: "npuzzle", Board: b, Algorithm: "ara", MaxNodes: 3000}, nil})
	}
	questions, rounds := map[string]int{}, 0
	for _, c := range cases {
		req := c.req
		if req.Game == "" {
			req.Game = "graph"
		}
		req.Trace = &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}
		tr, _ := run(t, reg, req)
		tr.Params = c.params
		if !tr.Exercisable() {
			t.Fatalf("%s: not exercisable", req.Algorithm)
		}
		for pos := 0; pos < tr.Len(); pos++ {
			q, ok := tr.QuestionAt(pos)
			if !ok {
				continue
			}
			questions[req.Algorithm]++
			if w0, _ := req.Params["weight"].(int); req.Algorithm == "ara" && q.W < max(float64(w0), 3) {
				rounds++ // ε has fallen: a later round
			}
			name := fmt.Sprintf("%s %s %v at %d", req.Board, req.Algorithm, req.Params, pos)
			checkLowest(t, name, tr, q, pos)
			w := 1.5
			if c.params != nil {
				w = c.params["weight"]
			}
			if req.Algorithm == "ara" {
				_, _, r := tr.Tree.At(pos)
				w = r.Bound
			}
			if q.W != w {
				t.Fatalf("%s: weight %v, want %v", name, q.W, w)
			}
		}
	}
	if questions["wastar"] < 100 || questions["ara"] < 100 || rounds < 20 {
		t.Errorf("questions %v, %d in ARA*'s later rounds", questions, rounds)
	}
	t.Logf("questions %v (%d in ARA*'s later rounds)", questions, rounds)
}

// checkLowest checks an expansion question against the trace: the answer
// is the node expanded at pos, and no option comes before it.
func checkLowest(t *testing.T, name string, tr *replay.Trace, q replay.Question, pos int) {
	t.Helper()
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
		if ko < ka || ko == ka && (o.H < a.H || o.H == a.H && o.Born < a.Born) {
			t.Fatalf("%s: %s (key %v, h %v, born %d) should come before the answer %s (key %v, h %v, born %d)", name, o.State, ko, o.H, o.Born, a.State, ka, a.H, a.Born)
		}
	}
}

// Bidirectional BFS: the options are both frontiers (their sizes the
// counts the reason gives), the answer is the trace's expansion, the
// oldest node of its side; a question at a layer's start has the side
// with the smaller frontier (forward on a tie), one within a layer the
// side of the expansion before.
func TestExerciseBidirectional(t *testing.T) {
	reg := all.Builtin()
	var reqs []wire.Request
	for seed := 1; seed <= 20; seed++ {
		reqs = append(reqs, wire.Request{Game: "graph", Board: fmt.Sprintf("random:%d:%d", seed, 10+seed), Algorithm: "bidirectional"})
	}
	reqs = append(reqs, wire.Request{Game: "graph", Board: "sample:romania", Algorithm: "bidirectional"},
		wire.Request{Game: "npuzzle", Board: "8 6 7/2 5 4/3 0 1", Algorithm: "bidirectional", MaxNodes: 2000})
	starts, within, backward := 0, 0, 0
	for _, req := range reqs {
		req.Trace = &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}
		tr, _ := run(t, reg, req)
		lastSide := false
		for pos := 0; pos < tr.Len(); pos++ {
			q, ok := tr.QuestionAt(pos)
			if !ok {
				if tr.Kind(pos) == wire.KindExpand {
					lastSide = tr.Event(pos).Backward
				}
				continue
			}
			name := fmt.Sprintf("%s at %d", req.Board, pos)
			ev := tr.Event(pos)
			a := q.Options[q.Answer]
			if ev.Kind != wire.KindExpand || tr.State(ev.State) != a.State || a.Backward != ev.Backward {
				t.Fatalf("%s: answer %s (backward %v), the trace expands %s (backward %v)", name, a.State, a.Backward, tr.State(ev.State), ev.Backward)
			}
			fwd, bwd := 0, 0
			for _, o := range q.Options {
				if o.Backward {
					bwd++
				} else {
					fwd++
				}
				if o.Backward == a.Backward && o.Born < a.Born {
					t.Fatalf("%s: %s came in before the answer %s on its side", name, o.State, a.State)
				}
			}
			if fwd != q.Fwd || bwd != q.Bwd {
				t.Fatalf("%s: frontiers %d and %d, the options %d and %d", name, q.Fwd, q.Bwd, fwd, bwd)
			}
			switch q.Rule {
			case "bidi-new":
				starts++
				if a.Backward != (bwd < fwd) {
					t.Fatalf("%s: a new layer on the backward side %v with frontiers %d and %d", name, a.Backward, fwd, bwd)
				}
			case "bidi-layer":
				within++
				if a.Backward != lastSide {
					t.Fatalf("%s: within a layer, the side changed", name)
				}
			default:
				t.Fatalf("%s: rule %q", name, q.Rule)
			}
			if a.Backward {
				backward++
			}
			lastSide = ev.Backward
		}
	}
	if starts < 20 || within < 20 || backward < 10 {
		t.Errorf("%d layer starts, %d within a layer, %d backward", starts, within, backward)
	}
	t.Logf("%d questions at a layer's start, %d within a layer (%d on the backward side)", starts, within, backward)
}

// DLS, IDDFS and IDA*: each question stands before a child's generation
// and asks its fate; the answer is what the trace does next (the child's
// expansion, the solution, or neither), and it follows from the numbers
// the question shows: a cycle exactly when the child is on the path from
// the start to its parent, the limit exactly at the depth limit; IDA*
// prunes exactly when f = g + h is over the bound.
func TestExerciseDepthFirstVisits(t *testing.T) {
	reg := all.Builtin()
	type tc struct {
		req    wire.Request
		params map[string]float64
	}
	var cases []tc
	for seed := 1; seed <= 10; seed++ {
		b := fmt.Sprintf("random:%d:%d", seed, 7+seed)
		cases = append(cases,
			tc{wire.Request{Board: b, Algorithm: "dls", Params: map[string]any{"depth_limit": 4}}, map[string]float64{"depth_limit": 4}},
			tc{wire.Request{Board: b, Algorithm: "dls"}, nil},
			tc{wire.Request{Board: b, Algorithm: "iddfs"}, nil},
			tc{wire.Request{Board: b, Algorithm: "idastar", Params: map[string]any{"heuristic": "straight-line"}}, nil},
			tc{wire.Request{Board: b, Algorithm: "idastar", Params: map[string]any{"heuristic": "given", "transpositions": true}}, nil})
	}
	cases = append(cases, tc{wire.Request{Game: "npuzzle", Board: "4 1 3/7 2 6/0 5 8", Algorithm: "idastar"}, nil},
		tc{wire.Request{Game: "npuzzle", Board: "4 1 3/7 2 6/0 5 8", Algorithm: "iddfs"}, nil},
		tc{wire.Request{Game: "graph", Board: "sample:romania", Algorithm: "dls", Params: map[string]any{"depth_limit": 3}}, map[string]float64{"depth_limit": 3}})
	fates := map[string]int{}
	for _, c := range cases {
		req := c.req
		if req.Game == "" {
			req.Game = "graph"
		}
		req.MaxNodes = 20000
		req.Trace = &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}
		tr, _ := run(t, reg, req)
		tr.Params = c.params
		for _, q := range tr.Questions(1<<30, rand.New(rand.NewPCG(1, 2))) {
			name := fmt.Sprintf("%s %s %v at %d", req.Board, req.Algorithm, req.Params, q.At)
			ev, next := tr.Event(q.At), tr.Event(q.At+1)
			fate := q.Options[q.Answer].Choice
			fates[req.Algorithm+" "+fate]++
			if ev.Kind != wire.KindGenerate || tr.State(ev.State) != q.Move || tr.State(ev.Parent) != q.Parent || ev.Depth != q.Depth {
				t.Fatalf("%s: the question's child %s, the trace generates %s", name, q.Move, tr.State(ev.State))
			}
			expanded := next.Kind == wire.KindExpand && next.State == ev.State
			solved := next.Kind == wire.KindSolution && next.State == ev.State
			if r := q.Reveal(); (fate == "expand" || fate == "goal") != (r == q.At+2) || r > tr.Len() {
				t.Fatalf("%s: fate %s revealed at %d", name, fate, r)
			}
			if (fate == "expand") != (expanded && !ev.Dropped) || (fate == "goal") != (solved && !ev.Dropped) {
				t.Fatalf("%s: fate %s, next %s %s (dropped %v)", name, fate, next.Kind, tr.State(next.State), ev.Dropped)
			}
			if req.Algorithm == "idastar" {
				if q.Beta != ev.Bound || (fate == "prune") != (q.G+q.H > q.Beta) {
					t.Fatalf("%s: fate %s with f %v and bound %v", name, fate, q.G+q.H, q.Beta)
				}
				continue
			}
			// The parent's path: the newest expanded node of the parent's
			// state in this round.
			first, end, r := tr.Tree.At(q.At)
			parent := int32(-1)
			for n := first; n < end; n++ {
				if nd := &tr.Tree.Nodes[n]; tr.State(nd.State) == q.Parent && nd.Closed < int32(q.At) {
					parent = int32(n)
				}
			}
			var path []string
			for _, n := range tr.Tree.Path(parent) {
				path = append(path, tr.State(tr.Tree.Nodes[n].State))
			}
			limit := 20.0
			if c.params != nil {
				limit = c.params["depth_limit"]
			}
			if req.Algorithm == "iddfs" {
				limit = r.Bound
			}
			if q.Beta != limit || (fate == "cycle") != slices.Contains(path, q.Move) ||
				(fate == "limit") != (float64(q.Depth) == limit && !solved && !slices.Contains(path, q.Move)) {
				t.Fatalf("%s: fate %s at depth %d, limit %v (question's %v), the path %v", name, fate, q.Depth, limit, q.Beta, path)
			}
		}
	}
	for _, k := range []string{"dls expand", "dls cycle", "dls limit", "iddfs expand", "iddfs cycle", "iddfs limit", "iddfs goal", "idastar expand", "idastar prune", "idastar goal"} {
		if fates[k] < 3 {
			t.Errorf("only %d questions %q: %v", fates[k], k, fates)
		}
	}
	t.Logf("fates %v", fates)
}
