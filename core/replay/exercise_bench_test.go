package replay_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/replay"
	"searchlab/core/wire"
)

// BenchmarkExerciseQuestions: drawing an exercise's 5 questions from A*'s
// trace of a hard 8-puzzle (about 24 000 events, 10 000 nodes), against
// the reference of building the question at every position (what
// Questions did before it drew positions first).
//
//	go test -run '^$' -bench ExerciseQuestions ./core/replay/
func BenchmarkExerciseQuestions(b *testing.B) {
	req := wire.Request{Game: "npuzzle", Board: "8 6 7/2 5 4/3 0 1", Algorithm: "astar", Trace: &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}}
	tr := &replay.Trace{Algorithm: req.Algorithm}
	all.Builtin().SolveTraced(context.Background(), req, nil, func(batch wire.TraceBatch) { _ = tr.Add(batch) })
	b.Run("pick5", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if len(tr.Questions(5, rand.New(rand.NewPCG(uint64(i), 1)))) != 5 {
				b.Fatal("no 5 questions")
			}
		}
	})
	b.Run("every-position", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			n := 0
			for pos := 0; pos < tr.Len(); pos++ {
				if _, ok := tr.QuestionAt(pos); ok {
					n++
				}
			}
			if n < 5 {
				b.Fatal("no 5 questions")
			}
		}
	})
}
