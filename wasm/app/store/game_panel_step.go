package store

import (
	corewire "searchlab/core/wire"
	"searchlab/wasm/app/actions"
)

// The two-player panel's step mode (the Nim screen's game-tree view): the
// search a screen opens (OpenSteps) is kept alive in the solver's worker
// and stepped when asked (StepMore), as the solver panel's step mode; what
// each step did comes back as trace lines that the panel's Replay holds
// (Source FromStep), so the replay view draws the growing tree. The
// search runs in the worker only: the page links no engine.

// OpenSteps makes req the search the step mode steps, under the
// algorithm's name for people; the worker's session opens with the first
// StepMore. A step mode already on ends first, and the replay shows the
// new one (empty until the first steps).
func (p *GamePanel) OpenSteps(req corewire.Request, name string) {
	p.EndSteps()
	p.open(req)
	p.Replay = NewReplay(req, FromStep)
	p.Replay.Name = name
}

// Stepping reports whether the step mode is on (its session open, or
// opened by the next StepMore).
func (p *GamePanel) Stepping() bool { return p.opened() }

// StepMore asks the worker for n more steps (at least one) of the step
// mode's search; nothing when the step mode is off, its search is over, or
// a job runs (the screens' lane does one request at a time).
func (p *GamePanel) StepMore(h Runner, n int) []Effect {
	if !p.opened() || (p.Step != nil && p.Step.Done) || !p.Job.Idle() {
		return nil
	}
	return p.ask(h, n)
}

// EndSteps ends the step mode and drops its replay (a replay of a run is
// kept). The worker's session is closed by the next step request.
func (p *GamePanel) EndSteps() {
	p.endSession()
	p.Step = nil
	if p.Replay != nil && p.Replay.Source == FromStep {
		p.Replay = nil
	}
}

// StopSteps stops the step request in flight, if any (its worker is
// terminated, and with it the session), and ends the step mode.
func (p *GamePanel) StopSteps(h Runner) []Effect {
	fx := p.stopRequests(h)
	p.EndSteps()
	return fx
}

// freeSteps frees the screens' lane for a job: a step request still
// running is stopped, which ends the step mode (its worker is gone).
func (p *GamePanel) freeSteps(h Runner) []Effect {
	if !p.busy() {
		return nil
	}
	return p.StopSteps(h)
}

// ReduceSteps handles the step requests' trace lines and ends (tag
// TagStep); false for any other action. The view after the steps is Step;
// a request that failed ends the step mode with a notice saying why.
func (p *GamePanel) ReduceSteps(h GameHost, a actions.Action) ([]Effect, bool) {
	switch a := a.(type) {
	case RunProgress:
		if a.Tag != TagStep {
			return nil, false
		}
		if p.stepsOf(a) {
			p.Replay.addStep(*a.Trace)
		}
		return nil, true
	case RunEnded:
		if a.Tag != TagStep {
			return nil, false
		}
		e := p.stepEnded(h, a)
		switch {
		case !e.ours:
			return e.fx, true
		case e.view != nil:
			p.Step = e.view
			p.Replay.stepped(e.view)
			return e.fx, true
		case e.stopped:
			p.EndSteps()
			return nil, true
		}
		name := ""
		if p.Replay != nil {
			name = h.Lang().AlgorithmName(p.Replay.Request.Algorithm, p.Replay.AlgorithmName())
		}
		h.Notice(actions.NoticeError, h.Lang().T("notice.step.cannot", "algo", name, "err", h.Lang().Core(e.why)))
		p.EndSteps()
		return nil, true
	}
	return nil, false
}
