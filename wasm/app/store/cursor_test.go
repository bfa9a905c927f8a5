package store

import (
	"math/rand/v2"
	"testing"
)

// A cursor over a sum of moves: the position after i moves is the sum of
// the first i values, so every answer can be checked against a replay
// from the start.
func sumCursor(vals []int) Cursor[int] {
	return NewCursor(0, len(vals), func(p, i int) int { return p + vals[i] })
}

func sumOf(vals []int) int {
	s := 0
	for _, v := range vals {
		s += v
	}
	return s
}

// Every way of moving the cursor (one step forward, back, jumps across
// checkpoints, out of range) gives the replay's position, and copies move
// on their own.
func TestCursorMatchesReplay(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{0, 1, CursorEvery - 1, CursorEvery, CursorEvery + 1, 5*CursorEvery + 17} {
		vals := make([]int, n)
		for i := range vals {
			vals[i] = r.IntN(1000) - 500
		}
		c := sumCursor(vals)
		if c.Len() != n || c.At() != 0 || c.Pos() != 0 {
			t.Fatalf("n=%d: new cursor at %d, pos %d", n, c.At(), c.Pos())
		}
		if len(c.marks) != 1 {
			t.Errorf("n=%d: a new cursor holds %d checkpoints, want the start only", n, len(c.marks))
		}
		targets := []int{n, 0, n / 2, n/2 + 1, n/2 - 1, -3, n + 9}
		for i := 0; i < 200; i++ {
			targets = append(targets, r.IntN(n+1))
		}
		for i := 0; i <= n; i++ { // forward, one step at a time
			targets = append(targets, i)
		}
		for _, i := range targets {
			want := min(max(i, 0), n)
			if got := c.Seek(i); got != sumOf(vals[:want]) || c.At() != want {
				t.Fatalf("n=%d: Seek(%d) = %d at %d, want %d at %d", n, i, got, c.At(), sumOf(vals[:want]), want)
			}
			if got := c.PosAt(want / 2); got != sumOf(vals[:want/2]) || c.At() != want {
				t.Fatalf("n=%d: PosAt(%d) = %d, or it moved the cursor to %d", n, want/2, got, c.At())
			}
		}
		if want := n/CursorEvery + 1; len(c.marks) != want {
			t.Errorf("n=%d: %d checkpoints after the walk, want %d", n, len(c.marks), want)
		}
	}
	var zero Cursor[int]
	if zero.Seek(5) != 0 || zero.Len() != 0 {
		t.Error("the zero cursor moved")
	}
}

// Loading costs nothing; going forward one move costs one step; the
// first jump past where the cursor has been replays from there, once;
// then a jump replays less than one checkpoint's distance.
func TestCursorSteps(t *testing.T) {
	steps := 0
	c := NewCursor(0, 10*CursorEvery, func(p, i int) int { steps++; return p + 1 })
	if steps != 0 {
		t.Errorf("loading took %d steps", steps)
	}
	for i := 1; i <= 3*CursorEvery; i++ {
		c.Seek(i)
	}
	if steps != 3*CursorEvery {
		t.Errorf("%d steps to walk %d moves", steps, 3*CursorEvery)
	}
	steps = 0
	c.Seek(10 * CursorEvery)
	if steps != 7*CursorEvery {
		t.Errorf("the first jump to the end: %d steps, want %d", steps, 7*CursorEvery)
	}
	for _, i := range []int{7*CursorEvery + 5, 2*CursorEvery - 1, 10 * CursorEvery, 0} {
		steps = 0
		c.Seek(i)
		if steps >= CursorEvery {
			t.Errorf("Seek(%d): %d steps", i, steps)
		}
	}
}
