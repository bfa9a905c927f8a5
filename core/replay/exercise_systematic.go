package replay

import (
	"fmt"
	"math"

	"searchlab/core/wire"
)

// The next-expansion questions of the systematic searches beyond the
// best-first ones (exercise.go): weighted A* and ARA* order the frontier
// by f = g + w·h (ARA*'s w the round's ε), bidirectional search chooses a
// side and then its oldest node, and the depth-first searches that
// generate one child at a time (DLS, IDDFS, IDA*) are asked what they do
// with the child they generate: expand it, or not, and why.

// ExerciseDefaults are the parameters of the runs the exercise explains
// when the run's request does not set them: the registry's defaults (a
// test in core/games/all keeps them equal), by "algorithm.parameter".
var ExerciseDefaults = map[string]float64{"wastar.weight": 1.5, "dls.depth_limit": 20}

// param is the run's parameter (Trace.Params), else its default.
func (t *Trace) param(name string) float64 {
	if v, ok := t.Params[name]; ok {
		return v
	}
	return ExerciseDefaults[t.Algorithm+"."+name]
}

// weightAt is the heuristic's weight in the frontier's order at pos:
// weighted A*'s w, ARA*'s ε of the round under way, 1 for A*.
func (t *Trace) weightAt(pos int) float64 {
	switch t.Algorithm {
	case "wastar":
		return t.param("weight")
	case "ara":
		_, _, r := t.Tree.At(pos)
		return r.Bound
	}
	return 1
}

// araAvailable reports whether ARA*'s node n waits on its open list at
// pos (it is on the replay's frontier): not when its g + h reaches the
// incumbent's cost (pruned), nor when it was reached again, more cheaply,
// after its state was expanded in the same round (then it waits in INCONS
// until the next round, which puts it back). born is when its priority
// was set: its generation, or the start of the round INCONS gave it back
// in.
func (t *Trace) araAvailable(n int32, pos int, incumbent float64) (born int32, ok bool) {
	node := &t.Tree.Nodes[n]
	if node.G+node.H >= incumbent {
		return 0, false
	}
	if !t.araIncons()[n] {
		return node.Born, true
	}
	k := t.Tree.RoundAt(int(node.Born) + 1)
	if k == t.Tree.RoundAt(pos) || k+1 >= len(t.Tree.Rounds) {
		return 0, false
	}
	return t.Tree.Rounds[k+1].Start, true
}

// araIncons marks, per tree node, ARA*'s INCONS nodes: born in a round
// after their state was expanded in it (computed once).
func (t *Trace) araIncons() []bool {
	if len(t.incons) == len(t.Tree.Nodes) {
		return t.incons
	}
	out := make([]bool, len(t.Tree.Nodes))
	last := map[int32]int32{} // state → its last expansion
	start, k := int32(0), 0
	for i := range t.events {
		e := &t.events[i]
		switch kindNames[e.kind] {
		case wire.KindNewBound:
			start = int32(i)
		case wire.KindExpand:
			last[e.state] = int32(i)
		}
		for k < len(t.Tree.Nodes) && int(t.Tree.Nodes[k].Born) <= i {
			if nd := &t.Tree.Nodes[k]; int(nd.Born) == i && kindNames[e.kind] == wire.KindGenerate {
				if c, ok := last[nd.State]; ok && c >= start {
					out[k] = true
				}
			}
			k++
		}
	}
	t.incons = out
	return out
}

// incumbentAt is ARA*'s best solution cost before pos (+Inf before the
// first).
func (t *Trace) incumbentAt(pos int) float64 {
	best := math.Inf(1)
	for _, i := range t.solutions {
		if int(i) < pos {
			best = min(best, t.events[i].g)
		}
	}
	return best
}

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

// bidiLayers follows bidirectional BFS's choice of side (core/search's
// Bidirectional: between layers, the side whose frontier is smaller, the
// forward side on a tie, then that whole layer): for each Expand event,
// whether it starts a layer and the two frontiers' sizes then.
type bidiLayer struct {
	start    bool
	backward bool
	fwd, bwd int
}

func (t *Trace) bidiLayers() map[int32]bidiLayer {
	if t.bidi != nil && t.bidiLen == t.Len() {
		return t.bidi
	}
	out := map[int32]bidiLayer{}
	nf, nb, left, back := 0, 0, 0, false
	for i := range t.events {
		e := &t.events[i]
		switch kindNames[e.kind] {
		case wire.KindGenerate:
			if e.flags&fDropped != 0 || (e.flags&fRoot != 0 && e.frontier == 0) {
				continue
			}
			if e.flags&fBackward != 0 {
				nb++
			} else {
				nf++
			}
		case wire.KindExpand:
			l := bidiLayer{fwd: nf, bwd: nb}
			if left == 0 {
				l.start, back = true, nb < nf
				left = nf
				if back {
					left = nb
				}
			}
			l.backward = back
			left--
			if back {
				nb--
			} else {
				nf--
			}
			out[int32(i)] = l
		}
	}
	t.bidi, t.bidiLen = out, t.Len()
	return out
}
