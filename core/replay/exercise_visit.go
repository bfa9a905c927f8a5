package replay

import (
	"fmt"

	"searchlab/core/wire"
)

// visitQuestion is the question at pos when event pos generates a child
// in a depth-first search that visits one child at a time: depth-limited
// search and IDDFS (AIMA 4e §3.4.4, figure 3.12: a child on the current
// path is a cycle and skipped; one at the depth limit is goal-tested but
// not expanded) or IDA* (Korf 1985: a child whose f = g + h exceeds the
// bound is pruned, its f a candidate for the next bound). Options are the
// fates: "expand", "cycle" and "limit" (DLS, IDDFS) or "prune" (IDA*),
// and "goal"; the answer is what the trace does. KeyName is what decides:
// "depth" (against the limit) or "f" (against the bound).
func (t *Trace) visitQuestion(pos int) (Question, bool) {
	if pos+1 >= t.Len() || t.Kind(pos) != wire.KindGenerate {
		return Question{}, false
	}
	ev := t.Event(pos)
	if ev.Root {
		return Question{}, false
	}
	next := t.Event(pos + 1)
	q := Question{Kind: "visit", At: pos, Move: t.State(ev.State), Parent: t.State(ev.Parent), Depth: ev.Depth, G: ev.G, H: ev.H, HasBeta: true}
	var choices []string
	fate := ""
	switch {
	case next.Kind == wire.KindSolution && next.State == ev.State && !ev.Dropped:
		fate = "goal"
	case next.Kind == wire.KindExpand && next.State == ev.State && !ev.Dropped:
		fate = "expand"
	}
	q.KeyName = "depth"
	if t.Algorithm == "idastar" {
		choices = []string{"expand", "prune", "goal"}
		q.Beta, q.KeyName = ev.Bound, "f"
		if ev.Dropped {
			if ev.G+ev.H <= ev.Bound {
				return Question{}, false // the transposition table's, or the budget's
			}
			fate = "prune"
		}
	} else {
		choices = []string{"expand", "cycle", "limit", "goal"}
		_, _, r := t.Tree.At(pos + 1)
		q.Beta = r.Bound // IDDFS: the iteration's limit
		if t.Algorithm == "dls" {
			q.Beta = t.param("depth_limit")
		}
		switch {
		case float64(ev.Depth) > q.Beta:
			return Question{}, false // the children a node at the limit tries, to know whether the limit cut
		case ev.Dropped:
			fate = "cycle"
		case fate == "" && float64(ev.Depth) == q.Beta:
			fate = "limit"
		}
	}
	if fate == "" {
		return Question{}, false // a budget or a depth cap ended it
	}
	for _, c := range choices {
		if c == fate {
			q.Answer = len(q.Options)
		}
		q.Options = append(q.Options, Option{Choice: c, State: q.Move})
	}
	q.Rule = fate
	q.Reason = t.visitReason(q)
	return q, true
}

// visitReason says in English why the child's fate is what it is.
func (t *Trace) visitReason(q Question) string {
	x := q.Move
	if t.Algorithm == "idastar" {
		f := fmt.Sprintf("f = %s + %s = %s", num(q.G), num(q.H), num(q.G+q.H))
		switch q.Rule {
		case "prune":
			return fmt.Sprintf("%s has %s, over the bound %s: IDA* prunes it (and keeps %s as a candidate for the next bound).", x, f, num(q.Beta), num(q.G+q.H))
		case "goal":
			return fmt.Sprintf("%s has %s, within the bound %s, and is a goal: IDA* returns the path to it.", x, f, num(q.Beta))
		}
		return fmt.Sprintf("%s has %s, within the bound %s: IDA* searches below it, depth first.", x, f, num(q.Beta))
	}
	switch q.Rule {
	case "cycle":
		return fmt.Sprintf("%s is already on the path from the start to %s: a cycle, so it is skipped.", x, q.Parent)
	case "limit":
		return fmt.Sprintf("%s is at depth %d, the depth limit: it is goal-tested but not expanded, and the search backtracks.", x, q.Depth)
	case "goal":
		return fmt.Sprintf("%s is a goal: the search returns the path to it.", x)
	}
	return fmt.Sprintf("%s is at depth %d, below the limit %s, and not on the current path: the search expands it next (depth first).", x, q.Depth, num(q.Beta))
}
