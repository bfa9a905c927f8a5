package store

import (
	"errors"
	"strings"
	"unicode"

	corewire "searchlab/core/wire"
	"searchlab/wasm/app/actions"
)

// TagStep is the tag of the step mode's requests to the solver.
const TagStep = "step"

// StepSearch asks for n steps (at least one) of the chosen algorithm: the
// solver's worker keeps the search alive between requests (PathStep), the
// first request opening it with the screen's request. Steps asked for
// while a request is in flight (this session's, or one of an ended
// session) are sent when it ends, so no click is lost and the lane gets
// one request at a time. The view after the steps comes with the request's end
// (stepEnded). When it cannot step it returns the notice that says why
// ("" when a request went out or is queued).
func (p *SolverPanel) StepSearch(h Host, sc PanelScreen, n int) (fx []Effect, notice string) {
	if p.Run.Active || (p.Step != nil && p.Step.Done) {
		return nil, "" // nothing more to step
	}
	n = min(max(n, 1), corewire.MaxStepsPerRequest)
	if p.session == 0 && p.stepReq == nil {
		req, err := sc.PanelRequest(TagStep, p.Algorithm)
		if err != nil {
			var nr *NotRun
			if errors.As(err, &nr) && nr.Outcome == OutcomeUnsolvable {
				return nil, h.Lang().T("status.unsolvable.why", "why", nr.Why)
			}
			return nil, sentence(err.Error())
		}
		p.stepReq = &req
		p.Replay = NewReplay(req, FromStep)
		if a, ok := p.AlgorithmInfo(); ok {
			p.Replay.Name = a.Name
		}
	}
	if p.stepRun != 0 || p.stepLeft != 0 { // the lane does one request at a time
		p.stepMore = min(p.stepMore+n, corewire.MaxStepsPerRequest)
		return nil, ""
	}
	return p.sendStep(h, n), ""
}

// sendStep sends a step request of n steps: it opens the session when
// none is open, and closes the sessions ended since the last one.
func (p *SolverPanel) sendStep(h Host, n int) []Effect {
	req := corewire.StepRequest{Session: p.session, Steps: n, Close: p.stepClose}
	if p.session == 0 {
		req.Request = p.stepReq
	}
	id, fx := h.Step(TagStep, req)
	if p.session == 0 {
		p.session = int64(id)
	}
	p.stepReq, p.stepRun, p.stepClose = nil, id, nil
	return fx
}

// stepEnded takes the end of the step request in flight: the view and
// the trace lines (added as they came, stepProgress) join the replay, and
// the steps asked for meanwhile go out. A request that failed ends the
// step mode with a notice saying why.
func (p *SolverPanel) stepEnded(h Host, a RunEnded) []Effect {
	if a.ID == p.stepLeft { // the lane is free for the steps asked for meanwhile
		p.stepLeft = 0
		if more := p.stepMore; more > 0 && p.stepRun == 0 && (p.session != 0 || p.stepReq != nil) {
			p.stepMore = 0
			return p.sendStep(h, more)
		}
		return nil
	}
	if a.ID != p.stepRun {
		return nil // a step request of a session ended and stopped
	}
	p.stepRun = 0
	more := p.stepMore
	p.stepMore = 0
	why := ""
	switch e := a.End.(type) {
	case Done:
		switch {
		case e.Step == nil:
			why = "the solver ended without a result"
		case e.Step.Error != "" || e.Step.Step == nil:
			why = e.Step.Error
		default:
			v := *e.Step.Step
			p.Step = &v
			if p.Replay != nil && p.Replay.Source == FromStep {
				p.Replay.Live = true // each step shows what it did
				if v.Done {
					p.Replay.Finish(nil)
				}
			}
			if more > 0 && !v.Done {
				return p.sendStep(h, more)
			}
			return nil
		}
	case Stopped:
		p.EndStepping()
		return nil
	case Crashed:
		why = e.Why
	case Refused:
		why = e.Why
	}
	name := p.Algorithm
	if a, ok := p.AlgorithmInfo(); ok {
		name = h.Lang().AlgorithmName(a.ID, a.Name)
	}
	h.Notice(actions.NoticeError, h.Lang().T("notice.step.cannot", "algo", name, "err", h.Lang().Core(why)))
	p.EndStepping()
	return nil
}

// stepProgress adds a trace line of the step request in flight to the
// step mode's replay.
func (p *SolverPanel) stepProgress(a RunProgress) {
	if a.ID == p.stepRun && a.Trace != nil && p.Replay != nil && p.Replay.Source == FromStep {
		p.Replay.Live = true
		p.Replay.Add(*a.Trace)
	}
}

// freeLane stops the step requests still running before a run takes the
// screens' lane (it does one request at a time). The step mode goes on
// unless its request in flight was stopped (its worker, and with it the
// session, is gone).
func (p *SolverPanel) freeLane(h Host) []Effect {
	if p.stepRun == 0 && p.stepLeft == 0 {
		return nil
	}
	return p.stopStepping(h)
}

// stopStepping ends the step mode and stops its request in flight (its
// worker is terminated: a step that hangs, or a lane wanted for a run),
// and one of an ended session still running.
func (p *SolverPanel) stopStepping(h Host) []Effect {
	var fx []Effect
	if p.stepRun != 0 {
		fx = h.StopRun(p.stepRun)
	}
	if p.stepLeft != 0 {
		fx = append(fx, h.StopRun(p.stepLeft)...)
	}
	p.EndStepping()
	p.stepLeft = 0
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
	if p.session != 0 {
		p.stepClose = append(p.stepClose, p.session)
		if len(p.stepClose) > 16 {
			p.stepClose = p.stepClose[len(p.stepClose)-16:]
		}
	}
	if p.stepRun != 0 {
		p.stepLeft = p.stepRun
	}
	p.session, p.stepReq, p.stepRun, p.stepMore, p.Step = 0, nil, 0, 0, nil
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
