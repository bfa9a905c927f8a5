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
			p.Speed = clampSpeed(sp.MovesPerSecond)
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
		p.Speed = clampSpeed(a.MovesPerSecond)
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

func clampSpeed(v float64) float64 {
	if !(v >= MinSpeed) { // also catches NaN
		return MinSpeed
	}
	return min(v, MaxSpeed)
}

// TickInterval is how long a playing animation waits between moves.
func (p Player) TickInterval() time.Duration {
	return time.Duration(float64(time.Second) / clampSpeed(p.Speed))
}

// Playing reports whether the animation is playing and the interval to the
// next tick, without copying the state.
func (s *Store) Playing() (bool, time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if b := s.st.Bloxorz; s.st.Game == GameBloxorz && b != nil {
		return b.Player.Playing, time.Duration(float64(time.Second) / clampSpeed(b.Player.Speed))
	}
	return s.st.Player.Playing, s.st.Player.TickInterval()
}
