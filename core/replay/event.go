package replay

import (
	"unsafe"

	"searchlab/core/wire"
)

// event is a trace event as a Trace keeps it: api.TraceEvent without
// pointers (its move interned, a beam's states in a shared array, the
// window's open ends as flags), so the 100 000 events of a trace stay off
// the garbage collector's path in the page.
type event struct {
	g, h, bound, value, mean, temp, alpha, beta float64
	iteration, expanded, generated, visits      int64
	state, parent, node, pnode, depth, count    int32
	frontier, explored, move, beam, beamLen     int32
	kind, flags, boundKind                      uint8
	proof                                       int8
}

// Event flags.
const (
	fRoot uint8 = 1 << iota
	fDropped
	fBackward
	fAlpha // alpha is bounded
	fBeta  // beta is bounded
)

// The kinds and bound kinds by number (event.kind, event.boundKind).
var (
	kindNames  = []wire.TraceKind{""}
	kindIndex  = map[wire.TraceKind]uint8{"": 0}
	boundNames = []string{"", "exact", "lower", "upper"}
)

func kindOf(k wire.TraceKind) uint8 {
	if i, ok := kindIndex[k]; ok {
		return i
	}
	return 0
}

func init() {
	for _, k := range []wire.TraceKind{wire.KindExpand, wire.KindGenerate, wire.KindNewBound, wire.KindMove, wire.KindRestart,
		wire.KindGeneration, wire.KindBeam, wire.KindPlayout, wire.KindSolution, wire.KindEnter, wire.KindLeave, wire.KindCutoff,
		wire.KindTTHit, wire.KindNewIteration, wire.KindChild, wire.KindBackup, wire.KindSolved} {
		kindIndex[k] = uint8(len(kindNames))
		kindNames = append(kindNames, k)
	}
}

// store keeps ev in the compact form.
func (t *Trace) store(ev wire.TraceEvent) {
	e := event{g: ev.G, h: ev.H, bound: ev.Bound, value: ev.Value, mean: ev.Mean, temp: ev.Temp,
		iteration: ev.Iteration, expanded: ev.Expanded, generated: ev.Generated, visits: ev.Visits,
		state: ev.State, parent: ev.Parent, node: ev.Node, pnode: ev.ParentNode, depth: int32(ev.Depth), count: int32(ev.Count),
		frontier: int32(ev.Frontier), explored: int32(ev.Explored), kind: kindOf(ev.Kind), proof: int8(ev.Proof)}
	if ev.Root {
		e.flags |= fRoot
	}
	if ev.Dropped {
		e.flags |= fDropped
	}
	if ev.Backward {
		e.flags |= fBackward
	}
	if ev.Alpha != nil {
		e.flags, e.alpha = e.flags|fAlpha, *ev.Alpha
	}
	if ev.Beta != nil {
		e.flags, e.beta = e.flags|fBeta, *ev.Beta
	}
	for i, b := range boundNames {
		if b == ev.BoundKind && i > 0 {
			e.boundKind = uint8(i)
		}
	}
	if ev.Move != "" {
		e.move = t.intern(ev.Move)
	}
	if len(ev.States) > 0 {
		e.beam, e.beamLen = int32(len(t.beams)), int32(len(ev.States))
		t.beams = append(t.beams, ev.States...)
	}
	t.events = append(t.events, e)
}

// intern is the id of a move's text (from 1).
func (t *Trace) intern(m string) int32 {
	if id, ok := t.moveIDs[m]; ok {
		return id
	}
	if t.moveIDs == nil {
		t.moveIDs = map[string]int32{}
		t.moves = []string{""}
	}
	id := int32(len(t.moves))
	t.moves = append(t.moves, m)
	t.moveIDs[m] = id
	return id
}

// Event is event i in its wire form.
func (t *Trace) Event(i int) wire.TraceEvent {
	e := &t.events[i]
	ev := wire.TraceEvent{Kind: kindNames[e.kind], State: e.state, Parent: e.parent, Node: e.node, ParentNode: e.pnode,
		Depth: int(e.depth), G: e.g, H: e.h, Bound: e.bound, Value: e.value, Mean: e.mean, Temp: e.temp,
		BoundKind: boundNames[e.boundKind], Frontier: int(e.frontier), Explored: int(e.explored), Iteration: e.iteration,
		Expanded: e.expanded, Generated: e.generated, Count: int(e.count), Visits: e.visits, Proof: int(e.proof),
		Root: e.flags&fRoot != 0, Dropped: e.flags&fDropped != 0, Backward: e.flags&fBackward != 0}
	if e.move > 0 {
		ev.Move = t.moves[e.move]
	}
	if e.flags&fAlpha != 0 {
		a := e.alpha
		ev.Alpha = &a
	}
	if e.flags&fBeta != 0 {
		b := e.beta
		ev.Beta = &b
	}
	if e.beamLen > 0 {
		ev.States = append([]int32(nil), t.beams[e.beam:e.beam+e.beamLen]...)
	}
	return ev
}

// Kind is the kind of event i.
func (t *Trace) Kind(i int) wire.TraceKind { return kindNames[t.events[i].kind] }

// Move is the text of a move id (Trace's interned moves).
func (t *Trace) Move(id int32) string {
	if id <= 0 || int(id) >= len(t.moves) {
		return ""
	}
	return t.moves[id]
}

// addState appends a state's text.
func (t *Trace) addState(text string) {
	t.texts = append(t.texts, text...)
	t.offs = append(t.offs, int32(len(t.texts)))
}

// State is the text of state id ("" for none). The texts live in one
// growing byte array; a text returned stays valid (the array is only
// appended to).
func (t *Trace) State(id int32) string {
	if id <= 0 || int(id) > len(t.offs) {
		return ""
	}
	lo := int32(0)
	if id > 1 {
		lo = t.offs[id-2]
	}
	hi := t.offs[id-1]
	if hi == lo {
		return ""
	}
	return unsafe.String(&t.texts[lo], hi-lo)
}

// NumStates is the number of states named.
func (t *Trace) NumStates() int { return len(t.offs) }
