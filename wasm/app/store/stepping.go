package store

import (
	corewire "searchlab/core/wire"
)

// StepView is where the step mode is: the steps performed and, once the
// search has ended, its outcome. What the steps did is the step mode's
// trace, which the panel's Replay holds and the replay view shows.
type StepView = corewire.StepView

// stepping is the step mode's bookkeeping, shared by the solver panel
// and the two-player panel: the session the worker keeps (0: none), the
// step request in flight, the steps asked for while it runs, and the
// sessions to close. The worker keeps the search alive between requests
// (PathStep); the first request opens the session with the search's
// Request. The screens' lane does one request at a time, so steps asked
// for while a request is in flight (this session's, or one of an ended
// session) are sent when it ends, and no click is lost.
type stepping struct {
	session   int64             // the worker's session (0: none open)
	stepReq   *corewire.Request // the request the next step request opens the session with
	stepRun   RunID             // the step request in flight (0: none)
	stepMore  int               // steps asked for while stepRun runs
	stepLeft  RunID             // a step request of a session ended while it ran (Stop ends it before a run)
	stepClose []int64           // sessions ended since the last step request: the next one closes them
}

// stepRunner is what the step mode uses of the Host: step requests and
// stops (Host and Runner have both).
type stepRunner interface {
	Step(tag string, req corewire.StepRequest) (RunID, []Effect)
	StopRun(id RunID) []Effect
}

// stepEnd is what the end of a step request means for the step mode.
type stepEnd struct {
	ours    bool      // the end is of the step request in flight (else nothing to do)
	view    *StepView // the view after the steps (the request was served)
	stopped bool      // the request was stopped: the step mode ends quietly
	why     string    // else why the step mode must end (a notice says so)
	fx      []Effect  // the steps asked for meanwhile, sent
}

// opened reports whether a session is open or about to be (a first
// request waits to open it).
func (st *stepping) opened() bool { return st.session != 0 || st.stepReq != nil }

// open makes req the search the next step request opens a session with.
func (st *stepping) open(req corewire.Request) { st.stepReq = &req }

// ask asks for n steps (clamped to 1..MaxStepsPerRequest): sent at once
// when the lane is free, else added to the steps sent when it is.
func (st *stepping) ask(h stepRunner, n int) []Effect {
	n = min(max(n, 1), corewire.MaxStepsPerRequest)
	if st.stepRun != 0 || st.stepLeft != 0 { // the lane does one request at a time
		st.stepMore = min(st.stepMore+n, corewire.MaxStepsPerRequest)
		return nil
	}
	return st.sendStep(h, n)
}

// sendStep sends a step request of n steps: it opens the session when
// none is open, and closes the sessions ended since the last one.
func (st *stepping) sendStep(h stepRunner, n int) []Effect {
	req := corewire.StepRequest{Session: st.session, Steps: n, Close: st.stepClose}
	if st.session == 0 {
		req.Request = st.stepReq
	}
	id, fx := h.Step(TagStep, req)
	if st.session == 0 {
		st.session = int64(id)
	}
	st.stepReq, st.stepRun, st.stepClose = nil, id, nil
	return fx
}

// stepEnded reads the end of a step request: the lane freed by an ended
// session's request sends the steps asked for meanwhile; the request in
// flight gives the view after its steps (and sends the steps asked for
// meanwhile), or says why the step mode must end (the caller ends it).
func (st *stepping) stepEnded(h stepRunner, a RunEnded) stepEnd {
	if a.ID == st.stepLeft { // the lane is free for the steps asked for meanwhile
		st.stepLeft = 0
		if more := st.stepMore; more > 0 && st.stepRun == 0 && st.opened() {
			st.stepMore = 0
			return stepEnd{fx: st.sendStep(h, more)}
		}
		return stepEnd{}
	}
	if a.ID != st.stepRun {
		return stepEnd{} // a step request of a session ended and stopped
	}
	st.stepRun = 0
	more := st.stepMore
	st.stepMore = 0
	switch e := a.End.(type) {
	case Done:
		switch {
		case e.Step == nil:
			return stepEnd{ours: true, why: "the solver ended without a result"}
		case e.Step.Error != "" || e.Step.Step == nil:
			return stepEnd{ours: true, why: e.Step.Error}
		}
		v := *e.Step.Step
		out := stepEnd{ours: true, view: &v}
		if more > 0 && !v.Done {
			out.fx = st.sendStep(h, more)
		}
		return out
	case Stopped:
		return stepEnd{ours: true, stopped: true}
	case Crashed:
		return stepEnd{ours: true, why: e.Why}
	case Refused:
		return stepEnd{ours: true, why: e.Why}
	}
	return stepEnd{ours: true}
}

// stepsOf reports whether a is a trace line of the step request in
// flight.
func (st *stepping) stepsOf(a RunProgress) bool { return a.ID == st.stepRun && a.Trace != nil }

// endSession ends the session (the caller drops its view and replay):
// the worker's session is closed by the next step request (or dropped
// past the worker's cap); a request in flight runs out and is ignored.
func (st *stepping) endSession() {
	if st.session != 0 {
		st.stepClose = append(st.stepClose, st.session)
		if len(st.stepClose) > 16 {
			st.stepClose = st.stepClose[len(st.stepClose)-16:]
		}
	}
	if st.stepRun != 0 {
		st.stepLeft = st.stepRun
	}
	st.session, st.stepReq, st.stepRun, st.stepMore = 0, nil, 0, 0
}

// stopRequests stops the step requests still running (their worker is
// terminated, and with it the session): the caller ends the step mode.
func (st *stepping) stopRequests(h stepRunner) []Effect {
	var fx []Effect
	if st.stepRun != 0 {
		fx = h.StopRun(st.stepRun)
	}
	if st.stepLeft != 0 {
		fx = append(fx, h.StopRun(st.stepLeft)...)
	}
	st.stepRun, st.stepLeft = 0, 0
	return fx
}

// busy reports whether a step request is in the lane.
func (st *stepping) busy() bool { return st.stepRun != 0 || st.stepLeft != 0 }

// stepped takes the view after a step request into the step mode's
// replay: each step shows what it did, and the trace is complete once the
// search is over.
func (r *Replay) stepped(v *StepView) {
	if r == nil || r.Source != FromStep {
		return
	}
	r.Live = true
	if v.Done {
		r.Finish(nil)
	}
}

// addStep adds a trace line of a step request to the step mode's replay.
func (r *Replay) addStep(b corewire.TraceBatch) {
	if r == nil || r.Source != FromStep {
		return
	}
	r.Live = true
	r.Add(b)
}
