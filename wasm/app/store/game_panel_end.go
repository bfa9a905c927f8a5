package store

import corewire "searchlab/core/wire"

// JobEnds are a two-player screen's transitions out of its job, one per
// purpose: what the end of one request of a job for that purpose does
// (nil: nothing more than the panel's own bookkeeping). With GamePanel.End
// they replace each screen's switch on the purpose, so that Nim and
// Othello read their runs' ends in one shape.
type JobEnds struct {
	Move, Hints, Compare, Trace, Analysis, Match func(a RunEnded, j Job) []Effect
}

// End reads the end of one request of a run (Ended: the panel goes idle
// after the run's last request) and passes it to the transition of the
// job's purpose; a run stopped before, or not the screen's, does nothing.
func (p *GamePanel) End(a RunEnded, on JobEnds) []Effect {
	j, ok := p.Ended(a)
	if !ok {
		return nil
	}
	if f := on.of(j.purpose); f != nil {
		return f(a, j)
	}
	return nil
}

// of is the transition for purpose (nil when the screen has none).
func (on JobEnds) of(purpose Purpose) func(RunEnded, Job) []Effect {
	switch purpose {
	case ForMove:
		return on.Move
	case ForHints:
		return on.Hints
	case ForCompare:
		return on.Compare
	case ForTrace:
		return on.Trace
	case ForAnalysis:
		return on.Analysis
	case ForMatch:
		return on.Match
	}
	return nil
}

// Answer is the response of a solve that ended with e, or why it has none:
// stopped for a run Stop ended, the solver's words for a crash or a
// refusal.
func Answer(e End, stopped string) (*corewire.Response, string) {
	switch e := e.(type) {
	case Done:
		return e.Response, ""
	case Stopped:
		return nil, stopped
	case Crashed:
		return nil, e.Why
	case Refused:
		return nil, e.Why
	}
	return nil, ""
}

// TwoPlayerOf is the two-player part of a solve's response (empty, never
// nil, when it has none).
func TwoPlayerOf(w *corewire.Response) *corewire.TwoPlayerResult {
	if w == nil || w.TwoPlayerResult == nil {
		return &corewire.TwoPlayerResult{}
	}
	return w.TwoPlayerResult
}
