package replay

import (
	"fmt"
	"math"

	"searchlab/core/wire"
)

// annealQuestion is the question at pos when event pos-1 is simulated
// annealing's neighbour tried (core/local.SimulatedAnnealing records it
// after the step's Expand, with its h): does it move there? Simulated
// annealing (AIMA 4e §4.1.2, figure 4.5; Kirkpatrick, Gelatt & Vecchi
// 1983; minimising h) always moves to a neighbour no worse than the
// current state, and to a worse one, Δ = h(next) − h(current) > 0, with
// probability e^(−Δ/T), T the step's temperature. Options "accept" and
// "reject"; the answer is what the trace does next (a Move to the
// neighbour, or not). A worse neighbour's fate is up to chance: the
// likelier outcome (P ≥ ½: accept) is right too (Also) when the draw went
// the other way; the question asks for the rule and the probability,
// which the reason gives, not for the draw.
func (t *Trace) annealQuestion(pos int) (Question, bool) {
	if pos < 2 || pos >= t.Len() || t.Kind(pos-1) != wire.KindGenerate || t.Kind(pos-2) != wire.KindExpand {
		return Question{}, false
	}
	exp, ev, next := t.Event(pos-2), t.Event(pos-1), t.Event(pos)
	if !ev.Dropped || ev.Parent != exp.State || exp.Temp <= 0 {
		return Question{}, false
	}
	q := Question{Kind: "accept", At: pos, Move: t.State(ev.State), Parent: t.State(exp.State), H: ev.H, Value: exp.Value,
		Temp: exp.Temp, Options: []Option{{Choice: "accept", State: t.State(ev.State)}, {Choice: "reject", State: t.State(ev.State)}}}
	accepted := next.Kind == wire.KindMove && next.State == ev.State
	if !accepted {
		q.Answer = 1
	}
	d := ev.H - exp.Value
	q.P = 1
	goal := accepted && pos+1 < t.Len() && t.Kind(pos+1) == wire.KindSolution
	switch {
	case goal:
		q.Rule = "goal"
		q.Reason = fmt.Sprintf("%s is a goal: simulated annealing takes it at once.", q.Move)
	case d <= 0:
		q.Rule = "better"
		q.Reason = fmt.Sprintf("%s is no worse than the current state: Δ = h(next) − h(current) = %s − %s = %s ≤ 0, so simulated annealing always moves there.",
			q.Move, num(ev.H), num(exp.Value), num(d))
	default:
		q.Rule, q.P = "worse", math.Exp(-d/exp.Temp)
		draw := "accepted"
		if !accepted {
			draw = "rejected"
		}
		q.Reason = fmt.Sprintf("%s is worse by Δ = %s − %s = %s: simulated annealing moves there with probability e^(−Δ/T) = e^(−%s/%.4g) = %.3g; this time the random draw %s it.",
			q.Move, num(ev.H), num(exp.Value), num(d), num(d), exp.Temp, q.P, draw)
		if likely := q.P >= 0.5; likely != accepted {
			q.Also = []int{1 - q.Answer} // the likelier outcome did not happen: it is right too
			q.Reason += " The likelier outcome counts as right too."
		}
	}
	return q, true
}
