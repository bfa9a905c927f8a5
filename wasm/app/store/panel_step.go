package store

import (
	"errors"
	"strings"
	"unicode"

	"searchlab/wasm/app/actions"
)

// TagStep is the tag of the step mode's requests to the solver.
const TagStep = "step"

// StepSearch asks for n steps (at least one) of the chosen algorithm: the
// solver's worker keeps the search alive between requests (PathStep), the
// first request opening it with the screen's request (stepping.ask sends
// or queues them). The view after the steps comes with the request's end
// (stepEnded). When it cannot step it returns the notice that says why
// ("" when a request went out or is queued).
func (p *SolverPanel) StepSearch(h Host, sc PanelScreen, n int) (fx []Effect, notice string) {
	if p.Run.Active || (p.Step != nil && p.Step.Done) {
		return nil, "" // nothing more to step
	}
	if !p.opened() {
		req, err := sc.PanelRequest(TagStep, p.Algorithm)
		if err != nil {
			var nr *NotRun
			if errors.As(err, &nr) && nr.Outcome == OutcomeUnsolvable {
				return nil, h.Lang().T("status.unsolvable.why", "why", nr.Why)
			}
			return nil, sentence(err.Error())
		}
		p.open(req)
		p.Replay = NewReplay(req, FromStep)
		if a, ok := p.AlgorithmInfo(); ok {
			p.Replay.Name = a.Name
		}
	}
	return p.ask(h, n), ""
}

// stepEnded takes the end of a step request: the view and the trace lines
// (added as they came, stepProgress) join the replay, and the steps asked
// for meanwhile go out. A request that failed ends the step mode with a
// notice saying why.
func (p *SolverPanel) stepEnded(h Host, a RunEnded) []Effect {
	e := p.stepping.stepEnded(h, a)
	switch {
	case !e.ours:
		return e.fx
	case e.view != nil:
		p.Step = e.view
		p.Replay.stepped(e.view)
		return e.fx
	case e.stopped:
		p.EndStepping()
		return nil
	}
	name := p.Algorithm
	if a, ok := p.AlgorithmInfo(); ok {
		name = h.Lang().AlgorithmName(a.ID, a.Name)
	}
	h.Notice(actions.NoticeError, h.Lang().T("notice.step.cannot", "algo", name, "err", h.Lang().Core(e.why)))
	p.EndStepping()
	return nil
}

// stepProgress adds a trace line of the step request in flight to the
// step mode's replay.
func (p *SolverPanel) stepProgress(a RunProgress) {
	if p.stepsOf(a) {
		p.Replay.addStep(*a.Trace)
	}
}

// freeLane stops the step requests still running before a run takes the
// screens' lane (it does one request at a time). The step mode goes on
// unless its request in flight was stopped (its worker, and with it the
// session, is gone).
func (p *SolverPanel) freeLane(h Host) []Effect {
	if !p.busy() {
		return nil
	}
	return p.stopStepping(h)
}

// stopStepping ends the step mode and stops its request in flight (its
// worker is terminated: a step that hangs, or a lane wanted for a run),
// and one of an ended session still running.
func (p *SolverPanel) stopStepping(h Host) []Effect {
	fx := p.stopRequests(h)
	p.EndStepping()
	return fx
}

// sentence is an error's text as a notice: a capital first.
func sentence(s string) string {
	r := []rune(strings.TrimSpace(s))
	if len(r) > 0 {
		r[0] = unicode.ToUpper(r[0])
	}
	return string(r)
}

// EndStepping ends the step mode (the board or a setting changed) and its
// replay. The worker's session is closed by the next step request (or
// dropped past the worker's cap); a request in flight runs out and is
// ignored (a run stops it first: stopStepping).
func (p *SolverPanel) EndStepping() {
	p.endSession()
	p.Step = nil
	if p.Replay != nil && p.Replay.Source == FromStep {
		p.Replay = nil
	}
}

// reduceStep is the step mode's part of Reduce: a step request, or the
// notice saying why there is none.
func (p *SolverPanel) reduceStep(h Host, sc PanelScreen, n int) []Effect {
	fx, notice := p.StepSearch(h, sc, n)
	if notice != "" {
		h.Notice(actions.NoticeError, notice)
	}
	return fx
}
