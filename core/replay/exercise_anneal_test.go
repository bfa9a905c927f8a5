package replay_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/wire"
)

// Simulated annealing's accept questions: the answer is what the trace
// does after the neighbour tried (a move there, or not); a neighbour no
// worse is always taken; for a worse one, the likelier outcome and the
// trace's are right, no other; the temperature is the default schedule's,
// T0·α^(t−1) with α = 0.9999 at step t; and over the worse neighbours the
// moves taken agree with the probabilities e^(−Δ/T) the reasons give
// (their count within 4 standard deviations of the sum of the
// probabilities). Checked on 8-puzzles and random graphs.
func TestExerciseAnnealing(t *testing.T) {
	reg := all.Builtin()
	var reqs []wire.Request
	for seed := 1; seed <= 6; seed++ {
		reqs = append(reqs,
			wire.Request{Game: "npuzzle", Board: "8 6 7/2 5 4/3 0 1", Algorithm: "simulated-annealing", Seed: int64(seed),
				Params: map[string]any{"heuristic": "manhattan", "steps": 4000}},
			wire.Request{Game: "graph", Board: fmt.Sprintf("random:%d:%d", seed, 12+seed), Algorithm: "simulated-annealing", Seed: int64(seed),
				Params: map[string]any{"heuristic": "straight-line", "steps": 4000, "t0": 100}})
	}
	better, worse, accepted := 0, 0, 0
	sumP, varP := 0.0, 0.0
	for _, req := range reqs {
		req.Trace = &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}
		tr, resp := run(t, reg, req)
		if got := tr.Stats(); got.Generated != resp.Stats.Generated || got.Expanded != resp.Stats.Expanded {
			t.Fatalf("%s: replay %d generated, %d expanded; run %d, %d", req.Board, got.Generated, got.Expanded, resp.Stats.Generated, resp.Stats.Expanded)
		}
		if !tr.Exercisable() {
			t.Fatal("simulated annealing is not exercisable")
		}
		t0 := 1.0
		if v, ok := req.Params["t0"].(int); ok {
			t0 = float64(v)
		}
		for pos := 0; pos < tr.Len(); pos++ {
			q, ok := tr.QuestionAt(pos)
			if !ok {
				continue
			}
			name := fmt.Sprintf("%s seed %d at %d", req.Board, req.Seed, pos)
			exp, next := tr.Event(pos-2), tr.Event(pos)
			took := next.Kind == wire.KindMove && tr.State(next.State) == q.Move
			if q.Kind != "accept" || (q.Options[q.Answer].Choice == "accept") != took {
				t.Fatalf("%s: answer %s, the trace's next event %s %s", name, q.Options[q.Answer].Choice, next.Kind, tr.State(next.State))
			}
			if want := t0 * math.Pow(0.9999, float64(exp.Iteration-1)); math.Abs(q.Temp-want) > 1e-9*want {
				t.Fatalf("%s: temperature %v at step %d, the schedule's %v", name, q.Temp, exp.Iteration, want)
			}
			switch q.Rule {
			case "better":
				better++
				if !took || q.H > q.Value || len(q.Also) != 0 {
					t.Fatalf("%s: a neighbour no worse (h %v from %v) not taken", name, q.H, q.Value)
				}
			case "worse":
				worse++
				likely := 1 // reject
				if q.P >= 0.5 {
					likely = 0
				}
				if q.H <= q.Value || math.Abs(q.P-math.Exp(-(q.H-q.Value)/q.Temp)) > 1e-12 || !q.Right(likely) || q.Right(1-likely) != (q.Answer == 1-likely) {
					t.Fatalf("%s: worse by %v at T %v with P %v", name, q.H-q.Value, q.Temp, q.P)
				}
				if took {
					accepted++
				}
				sumP += q.P
				varP += q.P * (1 - q.P)
			}
		}
		if len(tr.Questions(5, rand.New(rand.NewPCG(1, 1)))) == 0 {
			t.Fatalf("%s: no questions", req.Board)
		}
	}
	if better < 100 || worse < 100 {
		t.Fatalf("%d questions with a neighbour no worse, %d worse", better, worse)
	}
	if d := math.Abs(float64(accepted) - sumP); d > 4*math.Sqrt(varP)+1 {
		t.Errorf("%d worse neighbours taken, the probabilities add up to %.1f (σ %.1f)", accepted, sumP, math.Sqrt(varP))
	}
	t.Logf("%d neighbours no worse, %d worse: %d taken, %.1f expected (σ %.1f)", better, worse, accepted, sumP, math.Sqrt(varP))
}
