package nimscreen

import (
	"time"

	"searchlab/core/nim"
	"searchlab/wasm/app/store"
)

// Review is the game player: it replays the moves played so far over
// the starting position without changing the game (play, pause, step,
// jump, scrubber, speed), like the N-puzzle's solution player.
type Review struct {
	On      bool // the board shows position Index instead of the live one
	Index   int  // moves shown, 0..len(Moves)
	Playing bool
	Speed   float64   // moves per second
	gen     int       // the ticks of an older Play stop when gen moved on
	nextAt  time.Time // when the page's ticker shows the next move
}

// DisplayHeaps returns the heaps the board shows: the reviewed position
// or the live one.
func (n *State) DisplayHeaps() []int {
	if !n.Review.On {
		return n.Heaps
	}
	g := n.Game()
	s, err := nim.Parse(n.Start)
	if err != nil {
		return n.Heaps
	}
	for _, t := range n.Moves[:min(n.Review.Index, len(n.Moves))] {
		m, err := nim.ParseMove(t)
		if err != nil || g.Check(s, m) != nil {
			break
		}
		s = g.Apply(s, m)
	}
	return s.Heaps()
}

// reduceNimReview handles the game player's actions.
func (s *Screen) reduceNimReview(a Action) []store.Effect {
	n := s.st
	r := &n.Review
	if r.Speed <= 0 {
		r.Speed = 2
	}
	total := len(n.Moves)
	switch a := a.(type) {
	case ReviewSeek:
		r.Playing = false
		r.seek(a.Index, total)
	case ReviewStep:
		r.Playing = false
		r.seek(r.shown(total)+a.Delta, total)
	case ReviewSpeed:
		if a.MovesPerSecond > 0 && a.MovesPerSecond <= 20 {
			r.Speed = a.MovesPerSecond
		}
	case ReviewPlay:
		r.play(s.h.Now(), total)
	case ReviewTick:
		if r.Playing && a.Gen == r.gen {
			r.seek(r.shown(total)+1, total)
			r.nextAt = r.nextAt.Add(r.interval())
		}
	}
	return nil
}

// shown is how many of the game's total moves the board shows.
func (r *Review) shown(total int) int {
	if r.On {
		return r.Index
	}
	return total
}

// seek shows the position after i of the game's total moves (the live
// one, which ends playing, at the end).
func (r *Review) seek(i, total int) {
	r.Index = max(0, min(i, total))
	r.On = r.Index < total
	if !r.On {
		r.Playing = false
	}
}

// play pauses a playing review, or plays the game's total moves from the
// one shown (from the start when the live position is shown).
func (r *Review) play(now time.Time, total int) {
	if r.Playing {
		r.Playing = false
		return
	}
	if total == 0 {
		return
	}
	cur := r.shown(total)
	if cur >= total {
		cur = 0
	}
	r.seek(cur, total)
	r.On, r.Playing = true, true
	r.gen++
	r.nextAt = now.Add(r.interval())
}

// interval is the time between two moves of a playing review.
func (r *Review) interval() time.Duration {
	return time.Duration(float64(time.Second) / r.Speed)
}

// nimLeaveReview returns the board to the live position (any move or new
// game does).
func (n *State) nimLeaveReview() {
	n.Review.On, n.Review.Playing = false, false
	n.Review.Index = len(n.Moves)
	n.Review.gen++
}
