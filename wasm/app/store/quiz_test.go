package store

import (
	"context"
	"testing"

	"searchlab/core/games/all"
	corewire "searchlab/core/wire"
	"searchlab/wasm/app/actions"
)

// The exercise on a run's replay: A* on Romania, three questions from one
// seed. Each question stands the replay just before the expansion asked
// about, an answer shows it, the score counts the right answers, and the
// same seed asks the same questions again.
func TestQuizOnAReplay(t *testing.T) {
	req := corewire.Request{Game: "graph", Board: "sample:romania", Algorithm: "astar", Trace: &corewire.TraceRequest{MaxEvents: 1000}}
	r := NewReplay(req, FromRun)
	r.Reduce(actions.Quiz{Op: "start", N: 3, Seed: 9})
	if r.Quiz != nil {
		t.Fatal("a quiz started before the trace was complete")
	}
	all.Builtin().SolveTraced(context.Background(), req, nil, r.Add)
	r.Finish(nil)
	r.Reduce(actions.Quiz{Op: "start", N: 3, Seed: 9})
	q := r.Quiz
	if q == nil || len(q.Questions) != 3 || r.Pos != q.Questions[0].At {
		t.Fatalf("quiz %+v at %d", q, r.Pos)
	}
	wrong := func(qq int) int { return (q.Questions[qq].Answer + 1) % len(q.Questions[qq].Options) }
	picks := []int{q.Questions[0].Answer, wrong(1), q.Questions[2].Answer}
	for i, pick := range picks {
		if q.Current != i || q.Answered() || r.Pos != q.Questions[i].At {
			t.Fatalf("question %d: current %d, answered %v, at %d (want %d)", i, q.Current, q.Answered(), r.Pos, q.Questions[i].At)
		}
		r.Reduce(actions.Quiz{Op: "next"}) // not before the answer
		r.Reduce(actions.Quiz{Op: "answer", Option: pick})
		r.Reduce(actions.Quiz{Op: "answer", Option: wrong(i)}) // an answer stands
		if !q.Answered() || q.Chosen[i] != pick || r.Pos != q.Questions[i].At+1 {
			t.Fatalf("question %d after the answer: chosen %d, at %d", i, q.Chosen[i], r.Pos)
		}
		if ev := r.Trace.Event(r.Pos - 1); r.Trace.State(ev.State) != q.Questions[i].Options[q.Questions[i].Answer].State {
			t.Fatalf("question %d: the replay shows %s expanded, the answer is another", i, r.Trace.State(ev.State))
		}
		r.Reduce(actions.Quiz{Op: "next"})
	}
	if !q.Over() || q.Score() != 2 {
		t.Errorf("over %v, score %d; want over, 2", q.Over(), q.Score())
	}
	first := q.Questions
	r.Reduce(actions.Quiz{Op: "start", N: 3, Seed: 9})
	if r.Quiz == q || len(r.Quiz.Questions) != 3 || r.Quiz.Questions[1].At != first[1].At {
		t.Errorf("the same seed asked other questions")
	}
	r.Reduce(actions.Quiz{Op: "stop"})
	if r.Quiz != nil {
		t.Error("stop left the quiz")
	}
}
