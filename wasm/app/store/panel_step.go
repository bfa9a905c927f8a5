package store

import (
	"errors"
	"strings"
	"unicode"

	"searchlab/wasm/app/actions"
)

// TagStep is the tag PanelRequest gets when the step mode opens a session.
const TagStep = "step"

// StepSearch performs n steps (at least one) of the chosen algorithm on
// the page, opening a session with the screen's request first (Host.
// Stepper); the view after them is p.Step. When it cannot step it returns
// the notice that says why ("" when it stepped).
func (p *SolverPanel) StepSearch(h Host, sc PanelScreen, n int) (notice string) {
	if p.Run.Active {
		return ""
	}
	if p.session == nil {
		if h.Stepper() == nil {
			return h.Lang().T("notice.step.unavailable")
		}
		req, err := sc.PanelRequest(TagStep, p.Algorithm)
		if err != nil {
			var nr *NotRun
			if errors.As(err, &nr) && nr.Outcome == OutcomeUnsolvable {
				return h.Lang().T("status.unsolvable.why", "why", nr.Why)
			}
			return sentence(err.Error())
		}
		sess, err := h.Stepper()(req)
		if err != nil {
			name := p.Algorithm
			if a, ok := p.AlgorithmInfo(); ok {
				name = h.Lang().AlgorithmName(a.ID, a.Name)
			}
			return h.Lang().T("notice.step.cannot", "algo", name, "err", err.Error())
		}
		p.session = sess
		p.Replay = NewReplay(req, FromStep)
		if a, ok := p.AlgorithmInfo(); ok {
			p.Replay.Name = a.Name
		}
	}
	v, lines := p.session.Advance(max(n, 1))
	p.Step = &v
	if p.Replay != nil && p.Replay.Source == FromStep {
		p.Replay.Live = true // each step shows what it did
		for _, l := range lines {
			p.Replay.Add(l)
		}
		if v.Done {
			p.Replay.Finish(nil)
		}
	}
	return ""
}

// sentence is an error's text as a notice: a capital first.
func sentence(s string) string {
	r := []rune(strings.TrimSpace(s))
	if len(r) > 0 {
		r[0] = unicode.ToUpper(r[0])
	}
	return string(r)
}

// EndStepping closes the step mode's session (the board or a setting
// changed) and its replay.
func (p *SolverPanel) EndStepping() {
	p.session, p.Step = nil, nil
	if p.Replay != nil && p.Replay.Source == FromStep {
		p.Replay = nil
	}
}

// reduceStep is the step mode's part of Reduce: a step, or the notice
// saying why there is none.
func (p *SolverPanel) reduceStep(h Host, sc PanelScreen, n int) {
	if notice := p.StepSearch(h, sc, n); notice != "" {
		h.Notice(actions.NoticeError, notice)
	}
}
