package store

import (
	"errors"
	"fmt"
)

// TagStep is the tag PanelRequest gets when the step mode opens a session.
const TagStep = "step"

// StepSearch performs n steps (at least one) of the chosen algorithm on
// the page, opening a session with the screen's request first (Host.
// Stepper); the view after them is p.Step. The error is the notice the
// screen shows when it cannot step.
func (p *SolverPanel) StepSearch(h Host, sc PanelScreen, n int) error {
	if p.Run.Active {
		return nil
	}
	if p.session == nil {
		if h.Stepper() == nil {
			return errors.New("Stepping a search on the page is not available in this build.")
		}
		req, err := sc.PanelRequest(TagStep, p.Algorithm)
		if err != nil {
			var nr *NotRun
			if errors.As(err, &nr) && nr.Outcome == OutcomeUnsolvable {
				return errors.New("Unsolvable: " + nr.Why)
			}
			return err
		}
		sess, err := h.Stepper()(req)
		if err != nil {
			name := p.Algorithm
			if a, ok := p.AlgorithmInfo(); ok {
				name = a.Name
			}
			return fmt.Errorf("Cannot step %s: %v", name, err)
		}
		p.session = sess
	}
	v := p.session.Advance(max(n, 1))
	p.Step = &v
	return nil
}

// EndStepping closes the step mode's session (the board or a setting
// changed).
func (p *SolverPanel) EndStepping() { p.session, p.Step = nil, nil }

// reduceStep is the step mode's part of Reduce: a step, or the notice
// saying why there is none.
func (p *SolverPanel) reduceStep(h Host, sc PanelScreen, n int) {
	if err := p.StepSearch(h, sc, n); err != nil {
		h.Notice(err.Error(), true)
	}
}
