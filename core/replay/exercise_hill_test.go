package replay_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/wire"
)

// manhattan is the 3×3 puzzle's Manhattan distance to 1 2 3/4 5 6/7 8 0,
// worked out from a board's text here, apart from core/npuzzle.
func manhattan(t *testing.T, text string) float64 {
	t.Helper()
	d := 0
	for i, f := range strings.Fields(strings.ReplaceAll(text, "/", " ")) {
		v, err := strconv.Atoi(f)
		if err != nil {
			t.Fatalf("board %q: %v", text, err)
		}
		if v == 0 {
			continue
		}
		d += abs(i/3-(v-1)/3) + abs(i%3-(v-1)%3)
	}
	return float64(d)
}

func abs(x int) int { return max(x, -x) }

// Hill climbing's move questions: the answer is the neighbour the trace
// moves to next; the options are the neighbours the step valued, with
// their h (on the 8-puzzle recomputed here from each board's text); the
// answer has the lowest h (or is a goal, the move that ends the search),
// every option tied with it is right too, no other is; a move to a
// neighbour no better than the current state is called sideways. Checked
// on every step of runs on 8-puzzles and random graphs.
func TestExerciseHillClimbing(t *testing.T) {
	reg := all.Builtin()
	var reqs []wire.Request
	for seed := 1; seed <= 8; seed++ {
		for _, b := range []string{"8 6 7/2 5 4/3 0 1", "1 2 3/4 0 6/7 5 8", "4 1 3/7 2 6/0 5 8"} {
			reqs = append(reqs, wire.Request{Game: "npuzzle", Board: b, Algorithm: "hill-climbing", Seed: int64(seed),
				Params: map[string]any{"heuristic": "manhattan", "restarts": 3, "sideways": 5, "restart_walk": 10}})
		}
		for _, h := range []string{"given", "straight-line", "zero"} {
			reqs = append(reqs, wire.Request{Game: "graph", Board: fmt.Sprintf("random:%d:%d", seed, 8+2*seed), Algorithm: "hill-climbing",
				Seed: int64(seed), Params: map[string]any{"heuristic": h, "restarts": 4}})
		}
	}
	questions, ties, sideways, goals := 0, 0, 0, 0
	for _, req := range reqs {
		req.Trace = &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}
		tr, resp := run(t, reg, req)
		if got := tr.Stats(); got.Generated != resp.Stats.Generated || got.Expanded != resp.Stats.Expanded {
			t.Fatalf("%s: replay %d generated, %d expanded; run %d, %d", req.Board, got.Generated, got.Expanded, resp.Stats.Generated, resp.Stats.Expanded)
		}
		if !tr.Exercisable() {
			t.Fatalf("%s: hill climbing not exercisable", req.Board)
		}
		for pos := 0; pos < tr.Len(); pos++ {
			q, ok := tr.QuestionAt(pos)
			if !ok {
				continue
			}
			questions++
			name := fmt.Sprintf("%s %s seed %d at %d", req.Game, req.Board, req.Seed, pos)
			mv := tr.Event(pos)
			a := q.Options[q.Answer]
			if mv.Kind != wire.KindMove || tr.State(mv.State) != a.State || q.Kind != "move" {
				t.Fatalf("%s: answer %s, the trace does %s %s", name, a.State, mv.Kind, tr.State(mv.State))
			}
			// The options are the states the step generated (its Generate
			// events back to its Expand), the current state's h is the
			// Expand's.
			k := pos - 1
			states := map[string]bool{}
			for ; tr.Kind(k) == wire.KindGenerate; k-- {
				states[tr.State(tr.Event(k).State)] = true
			}
			if len(states) != len(q.Options) || q.Value != tr.Event(k).Value {
				t.Fatalf("%s: %d options, %d states generated; current h %v, expand's %v", name, len(q.Options), len(states), q.Value, tr.Event(k).Value)
			}
			low := math.Inf(1)
			for _, o := range q.Options {
				if !states[o.State] {
					t.Fatalf("%s: option %s was not generated", name, o.State)
				}
				if req.Game == "npuzzle" && o.H != manhattan(t, o.State) {
					t.Fatalf("%s: option %s has h %v, its Manhattan distance is %v", name, o.State, o.H, manhattan(t, o.State))
				}
				low = min(low, o.H)
			}
			if q.Rule == "goal" {
				goals++
				if tr.Kind(pos+1) != wire.KindSolution || resp.Status != wire.StatusFound {
					t.Fatalf("%s: a goal move without the solution", name)
				}
				continue
			}
			for i, o := range q.Options {
				if q.Right(i) != (o.H == low) {
					t.Fatalf("%s: option %s (h %v) right %v; the lowest h is %v", name, o.State, o.H, q.Right(i), low)
				}
			}
			if len(q.Also) > 0 {
				ties++
			}
			if (q.Rule == "sideways") != (a.H >= q.Value) {
				t.Fatalf("%s: rule %s, h %v from %v", name, q.Rule, a.H, q.Value)
			}
			if q.Rule == "sideways" {
				sideways++
			}
			if !strings.Contains(q.Reason, "h = "+strconv.FormatFloat(a.H, 'f', -1, 64)) {
				t.Fatalf("%s: reason %q", name, q.Reason)
			}
		}
		qs := tr.Questions(5, rand.New(rand.NewPCG(3, 3)))
		for _, q := range qs {
			if q.Kind != "move" {
				t.Fatalf("%s: a %s question", req.Board, q.Kind)
			}
		}
	}
	if questions < 200 || ties < 10 || sideways < 5 || goals < 3 {
		t.Errorf("%d questions (%d with ties, %d sideways, %d goals)", questions, ties, sideways, goals)
	}
	t.Logf("%d hill-climbing questions checked (%d with ties, %d sideways, %d goal moves) over %d runs", questions, ties, sideways, goals, len(reqs))
}
