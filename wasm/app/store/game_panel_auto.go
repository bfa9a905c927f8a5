package store

import "time"

// Automatic play of a two-player screen (AI against AI): after each move
// the panel waits a pause, so that a person can follow the game, and the
// page's ticker then asks for the next move (MoveDue). A job started or
// stopped during the pause (the epoch moves on) cancels the wait, so a
// stale timer never plays a move for a position that is gone.

// WaitThenMove schedules the next automatic move for at.
func (p *GamePanel) WaitThenMove(at time.Time) { p.autoAt, p.autoRun = at, p.epoch }

// MoveDue reports, once per wait, that the pause is over and automatic
// play still wants the move: Auto is on and no job started or stopped
// since WaitThenMove.
func (p *GamePanel) MoveDue(now time.Time) bool {
	if p.autoAt.IsZero() || now.Before(p.autoAt) {
		return false
	}
	p.autoAt = time.Time{}
	return p.Auto && p.epoch == p.autoRun
}

// PauseAuto ends automatic play and its wait.
func (p *GamePanel) PauseAuto() { p.Auto, p.autoAt = false, time.Time{} }
