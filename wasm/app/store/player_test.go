package store

import (
	"testing"
	"time"

	"searchlab/wasm/app/actions"
)

// The shared player: play runs to the end and stops there, play at the
// end starts again, steps and seeks stay in range and pause, the speed is
// clamped (also without moves), and the ticker plays at the speed.
func TestPlayerControls(t *testing.T) {
	var empty Player[int]
	if !empty.Reduce(actions.SetSpeed{MovesPerSecond: 99}) || empty.Speed != MaxSpeed || !empty.Reduce(actions.TogglePlay{}) || empty.Playing {
		t.Errorf("without moves: speed %v playing %v", empty.Speed, empty.Playing)
	}
	if empty.Reduce(actions.Run{}) {
		t.Error("Run is not a player action")
	}
	p := NewPlayer(0, 5, func(x, i int) int { return x + 10 }, 2)
	p.Reduce(actions.TogglePlay{})
	for i := 0; i < 9; i++ {
		p.Reduce(actions.Tick{})
	}
	if p.Index != 5 || p.Playing || p.Pos() != 50 {
		t.Errorf("played to the end: index %d playing %v pos %d", p.Index, p.Playing, p.Pos())
	}
	p.Reduce(actions.TogglePlay{})
	if p.Index != 0 || !p.Playing {
		t.Errorf("play at the end: index %d playing %v", p.Index, p.Playing)
	}
	p.Reduce(actions.StepBack{})
	if p.Index != 0 || p.Playing {
		t.Errorf("step back at the start: %d %v", p.Index, p.Playing)
	}
	p.Reduce(actions.Seek{Index: 9})
	p.Reduce(actions.StepForward{})
	if p.Index != 5 || p.Pos() != 50 {
		t.Errorf("seek past the end: %d", p.Index)
	}
	p.Reduce(actions.Seek{Index: 2})
	if p.Pos() != 20 || p.Emptied().Loaded() || p.Emptied().Speed != 2 {
		t.Errorf("seek 2: pos %d", p.Pos())
	}
	// The ticker: at 2 moves a second, the first move 500 ms after play.
	p.Reduce(actions.TogglePlay{})
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	moved := 0
	for ms := 0; ms <= 1000; ms += 100 {
		if p.Tick(t0.Add(time.Duration(ms) * time.Millisecond)) {
			moved++
		}
	}
	if moved != 2 || p.Index != 4 || p.TickInterval() != 500*time.Millisecond {
		t.Errorf("1 s of ticks at 2/s: %d moves, index %d", moved, p.Index)
	}
}
