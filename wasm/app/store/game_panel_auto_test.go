package store

import (
	"testing"
	"time"

	corewire "searchlab/core/wire"
)

// Automatic play's wait is due once, when its pause is over; a job
// started or stopped during the pause, or automatic play paused, cancels
// it.
func TestGamePanelAutoWait(t *testing.T) {
	t0 := time.Unix(1000, 0)
	pause := 600 * time.Millisecond
	h := &panelRunner{}
	p := GamePanel{Auto: true}
	if p.MoveDue(t0) {
		t.Fatalf("due without a wait")
	}
	p.WaitThenMove(t0.Add(pause))
	if p.MoveDue(t0.Add(pause / 2)) {
		t.Errorf("due before the pause is over")
	}
	if !p.MoveDue(t0.Add(pause)) || p.MoveDue(t0.Add(2*pause)) {
		t.Errorf("not due exactly once at the pause's end")
	}

	p.WaitThenMove(t0.Add(pause))
	p.Start(h, ForHints, corewire.Request{})
	if p.MoveDue(t0.Add(pause)) {
		t.Errorf("a wait survived a job's start")
	}
	p.WaitThenMove(t0.Add(pause))
	p.Stop(h)
	if p.MoveDue(t0.Add(pause)) {
		t.Errorf("a wait survived a stop")
	}
	p.WaitThenMove(t0.Add(pause))
	p.PauseAuto()
	if p.Auto || p.MoveDue(t0.Add(pause)) {
		t.Errorf("a wait survived pausing automatic play")
	}
}
