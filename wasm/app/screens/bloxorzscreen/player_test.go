package bloxorzscreen

import (
	"math/rand/v2"
	"testing"

	"searchlab/core/bloxorz"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// replayed is the position after the first i keys from the level's start,
// played from scratch.
func replayed(l *bloxorz.Level, keys string, i int) (bloxorz.State, bool) {
	g := bloxorz.NewGame(l)
	for k := 0; k < i; k++ {
		_, _ = g.Press(keys[k])
	}
	return g.State(), g.Won()
}

// The player of a solution found in the worker shows, after every way of
// moving it, the position its keys replayed from the start give, and the
// end is the win.
func TestPlayerCursorMatchesReplay(t *testing.T) {
	s, _ := newBloxTest(t)
	s.Dispatch(Stage{N: 12})
	s.Dispatch(actions.SelectAlgorithm{ID: "bfs"})
	s.Dispatch(actions.Run{})
	b := bloxOf(s)
	n := len(b.Player.Keys)
	if b.Run.Outcome != store.OutcomeFound || n < 20 || !b.Player.Shown {
		t.Fatalf("run %s, player %q", b.Run.Outcome, b.Player.Keys)
	}
	check := func(what string) {
		t.Helper()
		b := bloxOf(s)
		pos, won := b.Display()
		wpos, wwon := replayed(b.Level, b.Player.Keys, b.Player.Index)
		if pos != wpos || won != wwon {
			t.Fatalf("%s: at key %d the position is %v (won %v), want %v (%v)", what, b.Player.Index, pos, won, wpos, wwon)
		}
	}
	s.Dispatch(actions.TogglePlay{})
	for i := 0; i < n; i++ {
		s.Dispatch(actions.Tick{})
		check("playing")
	}
	if _, won := bloxOf(s).Display(); !won {
		t.Error("the end of the solution is not a win")
	}
	r := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 50; i++ {
		s.Dispatch(actions.Seek{Index: r.IntN(n + 1)})
		check("seek")
		s.Dispatch(actions.StepBack{})
		check("step back")
	}
}

// BenchmarkPlayerFrame is the per-frame cost of the Bloxorz player near the
// end of 93,782 keys (random keys on stage 1, falls included): "replay" is
// the position as Display computed it before the cursor (every key from
// the start, each frame), "cursor" a frame going forward with the cursor.
//
//	go test -run '^$' -bench PlayerFrame ./wasm/app/screens/bloxorzscreen
func BenchmarkPlayerFrame(b *testing.B) {
	const n = 93_782
	l, err := bloxorz.Classic(1)
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(2, 2))
	k := make([]byte, n)
	for i := range k {
		k[i] = "UDLR"[r.IntN(4)]
	}
	keys := string(k)
	p := newPlayer(l, keys, 4)
	p.Reduce(actions.Seek{Index: n}) // the checkpoints are kept as the player first passes them
	b.Run("replay", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			_, _ = replayed(l, keys, n-i%1000)
		}
	})
	b.Run("cursor", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			p.Reduce(actions.Seek{Index: n - 1000 + i%1000}) // one key forward, as a tick plays it
			g := p.Pos()
			_, _ = g.State(), g.Won()
		}
	})
}
