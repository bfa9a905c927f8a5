package store

import (
	"time"

	"searchlab/wasm/app/actions"
)

// Animation speeds, in moves per second.
const (
	MinSpeed = 0.5
	MaxSpeed = 30
)

func ClampSpeed(v float64) float64 {
	if !(v >= MinSpeed) { // also catches NaN
		return MinSpeed
	}
	return min(v, MaxSpeed)
}

// Due reports whether a playing animation shows its next move at now (the
// page's one ticker asks), and schedules the one after: the first move
// comes one interval after play starts; a ticker that fell behind does not
// catch up in a burst.
func Due(next *time.Time, now time.Time, playing bool, speed float64) bool {
	every := time.Duration(float64(time.Second) / ClampSpeed(speed))
	switch {
	case !playing:
		*next = time.Time{}
		return false
	case next.IsZero():
		*next = now.Add(every)
		return false
	case now.Before(*next):
		return false
	}
	*next = next.Add(every)
	if next.Before(now) {
		*next = now.Add(every)
	}
	return true
}

// ChipWindow is the part of a solution of n moves whose chips the player
// draws when move index (0..n) is the current position: at most size chips
// [lo, hi), the current one a quarter of the way in (so it shows in the
// first rows of the list, without scrolling), so a solution of any length
// costs the page the same. The rest is summarised and reached with the
// scrubber.
func ChipWindow(n, index, size int) (lo, hi int) {
	if n <= size {
		return 0, n
	}
	lo = min(max(index-size/4, 0), n-size)
	return lo, lo + size
}

// Player plays moves back over their start (a solution): the position
// after Index moves, kept by a Cursor, with play and pause, steps, seeks
// and a speed, advanced by the page's ticker. Screens embed it beside what
// they know of the moves; the zero Player holds none.
type Player[P any] struct {
	Index   int // moves shown so far, 0..Len
	Playing bool
	Speed   float64 // moves per second
	next    time.Time
	cur     Cursor[P]
}

// NewPlayer loads n moves from start (step(p, i) is the position after
// move i from p) at the given speed.
func NewPlayer[P any](start P, n int, step func(p P, i int) P, speed float64) Player[P] {
	return Player[P]{Speed: speed, cur: NewCursor(start, n, step)}
}

// Len is the number of moves; Loaded says whether there are any.
func (p Player[P]) Len() int     { return p.cur.Len() }
func (p Player[P]) Loaded() bool { return p.cur.Len() > 0 }

// Pos is the position after the first Index moves.
func (p Player[P]) Pos() P { return p.cur.PosAt(p.Index) }

// Emptied is a player without moves at p's speed.
func (p Player[P]) Emptied() Player[P] { return Player[P]{Speed: p.Speed} }

// TickInterval is how long a playing animation waits between moves.
func (p Player[P]) TickInterval() time.Duration {
	return time.Duration(float64(time.Second) / ClampSpeed(p.Speed))
}

// Reduce applies a player action (TogglePlay, StepForward, StepBack,
// Seek, SetSpeed, Tick) and says whether a was one; without moves only
// the speed changes. Play at the end starts again from the start.
func (p *Player[P]) Reduce(a actions.Action) bool {
	n := p.Len()
	switch a := a.(type) {
	case actions.SetSpeed:
		p.Speed = ClampSpeed(a.MovesPerSecond)
		return true
	case actions.TogglePlay, actions.StepForward, actions.StepBack, actions.Seek, actions.Tick:
		if n == 0 {
			return true
		}
	default:
		return false
	}
	switch a := a.(type) {
	case actions.TogglePlay:
		if !p.Playing && p.Index == n {
			p.Index = 0 // play again from the start
		}
		p.Playing = !p.Playing
	case actions.StepForward:
		p.Playing, p.Index = false, min(p.Index+1, n)
	case actions.StepBack:
		p.Playing, p.Index = false, max(p.Index-1, 0)
	case actions.Seek:
		p.Playing, p.Index = false, min(max(a.Index, 0), n)
	case actions.Tick:
		if p.Playing {
			p.Index = min(p.Index+1, n)
			p.Playing = p.Index < n
		}
	}
	p.cur.Seek(p.Index) // keep the cursor's position in step
	return true
}

// Tick advances a playing animation to now (the page's ticker) and says
// whether it showed a new move.
func (p *Player[P]) Tick(now time.Time) bool {
	if !Due(&p.next, now, p.Playing, p.Speed) {
		return false
	}
	p.Reduce(actions.Tick{})
	return true
}
