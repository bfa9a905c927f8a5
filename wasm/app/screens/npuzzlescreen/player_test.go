package npuzzlescreen

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"searchlab/core/npuzzle"
	"searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// longWalk is a random walk of n legal moves on a rows×cols board from the
// goal that never undoes its last move, and the board it ends on: that
// board's solution is the walk taken back (solutionOf).
func longWalk(rows, cols, n int, seed uint64) (npuzzle.Board, []npuzzle.Move) {
	r := rand.New(rand.NewPCG(seed, seed))
	b := npuzzle.Goal(rows, cols)
	var walk []npuzzle.Move
	for len(walk) < n {
		m := npuzzle.Move(r.IntN(4))
		if len(walk) > 0 && m == walk[len(walk)-1].Inverse() {
			continue
		}
		if nb, ok := b.Move(m); ok {
			b, walk = nb, append(walk, m)
		}
	}
	return b, walk
}

// solutionOf takes a walk back: the moves from its end to its start.
func solutionOf(walk []npuzzle.Move) []npuzzle.Move {
	sol := make([]npuzzle.Move, len(walk))
	for i, m := range walk {
		sol[len(walk)-1-i] = m.Inverse()
	}
	return sol
}

// The player of a long solution shows, after every way of moving it
// (playing, stepping, seeking across checkpoints), the board the moves
// replayed from the start give.
func TestPlayerCursorMatchesReplay(t *testing.T) {
	start, walk := longWalk(4, 4, 3*store.CursorEvery+50, 7)
	sol := solutionOf(walk)
	s, f := newTest(t, nil)
	s.Dispatch(EditBoard{Text: start.String()})
	s.Dispatch(actions.Run{})
	names := make([]string, len(sol))
	for i, m := range sol {
		names[i] = m.String()
	}
	b, _ := json.Marshal(wire.Response{Status: wire.StatusFound, Moves: names, Length: len(sol), Cost: float64(len(sol))})
	f.onLine(string(b))
	f.onEnd("")
	if p := view(s).Player; len(p.Moves) != len(sol) || p.Index != 0 {
		t.Fatalf("player %d moves at %d, want %d at 0", len(p.Moves), p.Index, len(sol))
	}
	check := func(what string) {
		t.Helper()
		st := view(s)
		want, err := npuzzle.Apply(start, sol[:st.Player.Index])
		if err != nil {
			t.Fatal(err)
		}
		if got := st.DisplayBoard(); got != want {
			t.Fatalf("%s: at move %d the board is %v, want %v", what, st.Player.Index, got, want)
		}
	}
	s.Dispatch(actions.TogglePlay{})
	for i := 0; i < store.CursorEvery+10; i++ {
		s.Dispatch(actions.Tick{})
		check("playing")
	}
	for i := 0; i < 15; i++ {
		s.Dispatch(actions.StepBack{})
		check("step back")
	}
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 100; i++ {
		s.Dispatch(actions.Seek{Index: r.IntN(len(sol) + 1)})
		check("seek")
		s.Dispatch(actions.StepForward{})
		check("step forward")
	}
	s.Dispatch(actions.Seek{Index: len(sol)})
	if st := view(s); st.DisplayBoard() != st.Goal {
		t.Errorf("the end of the solution is %v, not the goal", st.DisplayBoard())
	}
}

// BenchmarkPlayerFrame is the per-frame cost of the player near the end
// of a 93,782-move solution (the app's longest, issue 13): "replay" is
// the board as Player.Board computed it before the cursor (every move
// from the start, each frame), "cursor" a frame going forward with the
// cursor, "scrub" a jump to a random move near the end (replayed from the
// nearest checkpoint, once the player has been there), "load" loading
// the solution into the player.
//
//	go test -run '^$' -bench PlayerFrame ./wasm/app/screens/npuzzlescreen
func BenchmarkPlayerFrame(b *testing.B) {
	const n = 93_782
	start, walk := longWalk(4, 4, n, 11)
	sol := solutionOf(walk)
	p := newPlayer(start, sol, 4)
	p.Reduce(actions.Seek{Index: n}) // the checkpoints are kept as the player first passes them
	b.Run("replay", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			idx := n - i%1000
			board, _ := npuzzle.Apply(start, sol[:idx])
			_ = board
		}
	})
	b.Run("cursor", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			// One move forward, as a tick plays it (a new lap jumps back
			// 1000 moves once).
			p.Reduce(actions.Seek{Index: n - 1000 + i%1000})
			_ = p.Board()
		}
	})
	b.Run("scrub", func(b *testing.B) {
		r := rand.New(rand.NewPCG(1, 1))
		for i := 0; i < b.N; i++ {
			p.Reduce(actions.Seek{Index: n - r.IntN(5000)})
			_ = p.Board()
		}
	})
	b.Run("load", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			_ = newPlayer(start, sol, 4)
		}
	})
}
