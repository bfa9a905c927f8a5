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

// reducePlayer handles the solution player.
func (s *Store) reducePlayer(a actions.Action) {
	p := &s.st.Player
	if !p.Loaded() {
		if sp, ok := a.(actions.SetSpeed); ok {
			p.Speed = ClampSpeed(sp.MovesPerSecond)
		}
		return
	}
	switch a := a.(type) {
	case actions.TogglePlay:
		if !p.Playing && p.Index == len(p.Moves) {
			p.Index = 0 // play again from the start
		}
		p.Playing = !p.Playing
	case actions.StepForward:
		p.Playing = false
		p.Index = min(p.Index+1, len(p.Moves))
	case actions.StepBack:
		p.Playing = false
		p.Index = max(p.Index-1, 0)
	case actions.Seek:
		p.Playing = false
		p.Index = min(max(a.Index, 0), len(p.Moves))
	case actions.SetSpeed:
		p.Speed = ClampSpeed(a.MovesPerSecond)
	case actions.Tick:
		if !p.Playing {
			return
		}
		p.Index++
		if p.Index >= len(p.Moves) {
			p.Index, p.Playing = len(p.Moves), false
		}
	}
}

func ClampSpeed(v float64) float64 {
	if !(v >= MinSpeed) { // also catches NaN
		return MinSpeed
	}
	return min(v, MaxSpeed)
}

// TickInterval is how long a playing animation waits between moves.
func (p Player) TickInterval() time.Duration {
	return time.Duration(float64(time.Second) / ClampSpeed(p.Speed))
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
