package replay

import (
	"fmt"
	"math"

	"searchlab/core/wire"
)

// hillQuestion is the question at pos when event pos is hill climbing's
// move after a step: the step's Expand of the current state, then its
// neighbours as Generate events (core/local.HillClimbing records them,
// each with its h), then the Move. Which neighbour does it move to?
// Steepest-ascent hill climbing (AIMA 4e §4.1.1, figure 4.2; minimising h)
// takes a goal neighbour at once, else a neighbour with the lowest h,
// ties broken at random: every tied neighbour is a right answer (Also).
// A move to a neighbour no better than the current state is a sideways
// move on a plateau. Only when at least two distinct neighbours were
// valued.
func (t *Trace) hillQuestion(pos int) (Question, bool) {
	if pos < 2 || t.Kind(pos) != wire.KindMove {
		return Question{}, false
	}
	k := pos - 1
	for k >= 0 && t.Kind(k) == wire.KindGenerate {
		k--
	}
	if k < 0 || k == pos-1 || t.Kind(k) != wire.KindExpand {
		return Question{}, false
	}
	exp, mv := t.Event(k), t.Event(pos)
	q := Question{Kind: "move", At: pos, Answer: -1, Value: exp.Value, KeyName: "h", Move: t.State(exp.State)}
	seen := map[int32]bool{}
	for j := k + 1; j < pos; j++ {
		ev := t.Event(j)
		if !ev.Dropped || ev.Parent != exp.State {
			return Question{}, false
		}
		if seen[ev.State] {
			continue // two moves to one state: one option
		}
		seen[ev.State] = true
		if ev.State == mv.State {
			q.Answer = len(q.Options)
		}
		q.Options = append(q.Options, Option{State: t.State(ev.State), H: ev.H, Depth: int32(ev.Depth), Born: int32(j)})
	}
	if q.Answer < 0 || len(q.Options) < 2 {
		return Question{}, false
	}
	a := q.Options[q.Answer]
	q.KeyText = "h = " + num(a.H)
	if pos+1 < t.Len() && t.Kind(pos+1) == wire.KindSolution {
		q.Rule = "goal"
		q.Reason = fmt.Sprintf("%s is a goal: hill climbing takes a goal neighbour at once, whatever its h.", a.State)
		return q, true
	}
	best := math.Inf(1)
	for _, o := range q.Options {
		best = min(best, o.H)
	}
	for i, o := range q.Options {
		if i != q.Answer && o.H == best {
			q.Also = append(q.Also, i)
			q.Tied = append(q.Tied, o.State)
		}
	}
	q.Rule = "best"
	if a.H >= exp.Value {
		q.Rule = "sideways"
	}
	q.Reason = fmt.Sprintf("%s has the lowest h among the %d neighbours: %s (the current state's h is %s).", a.State, len(q.Options), q.KeyText, num(exp.Value))
	if q.Rule == "sideways" {
		q.Reason += " No neighbour is better, so this is a sideways move on a plateau (allowed a limited number of times in a row)."
	}
	if len(q.Tied) > 0 {
		q.TieBy = "random"
		q.Reason += fmt.Sprintf(" It ties with %s: hill climbing breaks ties at random, so each of them is a right answer.", Join(q.Tied))
	}
	return q, true
}
