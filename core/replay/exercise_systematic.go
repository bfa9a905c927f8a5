package replay

import (
	"math"

	"searchlab/core/wire"
)

// The next-expansion questions of the systematic searches beyond the
// best-first ones (exercise.go): weighted A* and ARA* order the frontier
// by f = g + w·h (ARA*'s w the round's ε), bidirectional search chooses a
// side and then its oldest node. (The depth-first searches that generate
// one child at a time are asked what they do with it: exercise_visit.go.)

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
	for i := range t.n {
		e := t.at(i)
		switch e.Kind {
		case wire.KindNewBound:
			start = int32(i)
		case wire.KindExpand:
			last[e.State] = int32(i)
		}
		for k < len(t.Tree.Nodes) && int(t.Tree.Nodes[k].Born) <= i {
			if nd := &t.Tree.Nodes[k]; int(nd.Born) == i && e.Kind == wire.KindGenerate {
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
			best = min(best, t.at(int(i)).G)
		}
	}
	return best
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
	for i := range t.n {
		e := t.at(i)
		switch e.Kind {
		case wire.KindGenerate:
			if e.Dropped || (e.Root && e.Frontier == 0) {
				continue
			}
			if e.Backward {
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
