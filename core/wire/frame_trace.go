package wire

import "fmt"

// A trace batch as a frame (FrameTrace): first, family, cut, the new
// states (ids as the difference from the previous one, then their text),
// then the events. An event is its kind (an index into traceKinds, 0 then
// the name for a kind this table does not know), a bit set of the fields
// present (those not at their zero value: the JSON form's omitempty; Alpha
// and Beta when set; the beam's States when not nil) and those fields in
// TraceEvent's order. State is written as its difference from the
// previous event's state and Parent as its difference from State: a
// search names the state it just made, next to its parent, so most ids
// take one or two bytes.

// traceKinds are the event kinds with a one-byte code (their index; 0 is
// "a name follows"). Append only: a code never changes meaning.
var traceKinds = [...]TraceKind{
	"",
	KindExpand, KindGenerate, KindNewBound, KindMove, KindRestart, KindGeneration, KindBeam,
	KindPlayout, KindSolution, KindEnter, KindLeave, KindCutoff, KindTTHit, KindNewIteration,
	KindChild, KindBackup, KindSolved,
}

// traceKindCode is the one-byte code of a kind, 0 when it has none: its
// index in traceKinds (a switch, not a scan of the table: it runs for
// every event a search records; TestTraceKindCodes checks the two agree).
func traceKindCode(k TraceKind) byte {
	switch k {
	case KindExpand:
		return 1
	case KindGenerate:
		return 2
	case KindNewBound:
		return 3
	case KindMove:
		return 4
	case KindRestart:
		return 5
	case KindGeneration:
		return 6
	case KindBeam:
		return 7
	case KindPlayout:
		return 8
	case KindSolution:
		return 9
	case KindEnter:
		return 10
	case KindLeave:
		return 11
	case KindCutoff:
		return 12
	case KindTTHit:
		return 13
	case KindNewIteration:
		return 14
	case KindChild:
		return 15
	case KindBackup:
		return 16
	case KindSolved:
		return 17
	}
	return 0
}

// The bits of an event's field set, in TraceEvent's order.
const (
	evState = 1 << iota
	evParent
	evNode
	evParentNode
	evMove
	evDepth
	evG
	evH
	evBound
	evValue
	evMean
	evTemp
	evAlpha
	evBeta
	evBoundKind
	evFrontier
	evExplored
	evIteration
	evExpanded
	evGenerated
	evCount
	evVisits
	evProof
	evStates
	evRoot
	evDropped
	evBackward
	evAll = evBackward<<1 - 1
)

func (w *frameWriter) traceBatch(t *TraceBatch) {
	w.varint(int64(t.First))
	w.string(string(t.Family))
	w.bool(t.Cut)
	w.count(len(t.States), t.States == nil)
	prev := int32(0)
	for i := range t.States {
		w.varint(int64(t.States[i].ID) - int64(prev))
		prev = t.States[i].ID
		w.string(t.States[i].Text)
	}
	w.count(len(t.Events), t.Events == nil)
	prev = 0
	for i := range t.Events {
		w.traceEvent(&t.Events[i], prev)
		if t.Events[i].State != 0 {
			prev = t.Events[i].State
		}
	}
}

func (r *frameReader) traceBatch(t *TraceBatch) {
	t.First = r.int()
	t.Family = TraceFamily(r.intern(r.bytes()))
	t.Cut = r.bool()
	n, isNil := r.count(2)
	if !isNil && r.err == nil {
		t.States = make([]TraceState, n)
		prev := int64(0)
		for i := range t.States {
			prev += r.varint()
			t.States[i].ID = r.checkInt32(prev)
			t.States[i].Text = r.string()
		}
	}
	n, isNil = r.count(2)
	if isNil || r.err != nil {
		return
	}
	t.Events = make([]TraceEvent, n)
	prev := int32(0)
	for i := range t.Events {
		r.traceEvent(&t.Events[i], prev)
		if r.err != nil {
			t.Events = nil
			return
		}
		if t.Events[i].State != 0 {
			prev = t.Events[i].State
		}
	}
}

// traceEvent writes e; prev is the state of the last event before it that
// named one (0 for none).
func (w *frameWriter) traceEvent(e *TraceEvent, prev int32) {
	w.b = appendTraceEvent(w.b, e, prev)
}

// appendTraceEvent appends e (traceEvent) to b through a local writer,
// its small methods inlined: a store through a *frameWriter is a write
// barrier whenever the collector is marking, and a traced search's garbage
// keeps it marking much of the time.
func appendTraceEvent(b []byte, e *TraceEvent, prev int32) []byte {
	w := frameWriter{b: b}
	code := traceKindCode(e.Kind)
	w.byte(code)
	if code == 0 {
		w.string(string(e.Kind))
	}
	m := e.fields()
	w.uvarint(m)
	if m&evState != 0 {
		w.varint(int64(e.State) - int64(prev))
	}
	if m&evParent != 0 {
		w.varint(int64(e.Parent) - int64(e.State))
	}
	if m&evNode != 0 {
		w.varint(int64(e.Node))
	}
	if m&evParentNode != 0 {
		w.varint(int64(e.ParentNode))
	}
	if m&evMove != 0 {
		w.string(e.Move)
	}
	if m&evDepth != 0 {
		w.varint(int64(e.Depth))
	}
	// Field by field, not a loop over a table of them: this runs for
	// every event a search records.
	if m&evG != 0 {
		w.float(e.G)
	}
	if m&evH != 0 {
		w.float(e.H)
	}
	if m&evBound != 0 {
		w.float(e.Bound)
	}
	if m&evValue != 0 {
		w.float(e.Value)
	}
	if m&evMean != 0 {
		w.float(e.Mean)
	}
	if m&evTemp != 0 {
		w.float(e.Temp)
	}
	if m&evAlpha != 0 {
		w.float(*e.Alpha)
	}
	if m&evBeta != 0 {
		w.float(*e.Beta)
	}
	if m&evBoundKind != 0 {
		w.string(e.BoundKind)
	}
	if m&evFrontier != 0 {
		w.varint(int64(e.Frontier))
	}
	w.b = appendWork(w.b, m, e.Explored, e.Iteration, e.Expanded, e.Generated)
	if m&evCount != 0 {
		w.varint(int64(e.Count))
	}
	if m&evVisits != 0 {
		w.varint(e.Visits)
	}
	if m&evProof != 0 {
		w.varint(int64(e.Proof))
	}
	if m&evStates != 0 {
		w.b = appendBeam(w.b, e.States)
	}
	return w.b
}

// fields is the bit set of e's fields written (frame_trace.go's doc),
// without a branch per field (each test is a flag set into its bit: the
// fields an event has vary from event to event, and mispredicted
// branches cost a traced search more than the bits).
func (e *TraceEvent) fields() uint64 {
	return bit(e.State != 0, evState) |
		bit(e.Parent != 0, evParent) |
		bit(e.Node != 0, evNode) |
		bit(e.ParentNode != 0, evParentNode) |
		bit(e.Move != "", evMove) |
		bit(e.Depth != 0, evDepth) |
		bit(e.G != 0, evG) |
		bit(e.H != 0, evH) |
		bit(e.Bound != 0, evBound) |
		bit(e.Value != 0, evValue) |
		bit(e.Mean != 0, evMean) |
		bit(e.Temp != 0, evTemp) |
		bit(e.Alpha != nil, evAlpha) |
		bit(e.Beta != nil, evBeta) |
		bit(e.BoundKind != "", evBoundKind) |
		bit(e.Frontier != 0, evFrontier) |
		bit(e.Explored != 0, evExplored) |
		bit(e.Iteration != 0, evIteration) |
		bit(e.Expanded != 0, evExpanded) |
		bit(e.Generated != 0, evGenerated) |
		bit(e.Count != 0, evCount) |
		bit(e.Visits != 0, evVisits) |
		bit(e.Proof != 0, evProof) |
		bit(e.States != nil, evStates) |
		bit(e.Root, evRoot) |
		bit(e.Dropped, evDropped) |
		bit(e.Backward, evBackward)
}

// bit is b when set, else 0 (a flag, not a branch).
func bit(set bool, b uint64) uint64 {
	var x uint64
	if set {
		x = 1
	}
	return x * b
}

// traceEvent reads an event written after one whose state was prev.
func (r *frameReader) traceEvent(e *TraceEvent, prev int32) {
	code := r.byte()
	switch {
	case code == 0:
		e.Kind = TraceKind(r.intern(r.bytes()))
	case int(code) < len(traceKinds):
		e.Kind = traceKinds[code]
	default:
		r.fail(fmt.Errorf("an event of unknown kind %d", code))
		return
	}
	m := r.uvarint()
	if m&^evAll != 0 {
		r.fail(fmt.Errorf("an event with unknown fields (%#x)", m))
		return
	}
	if m&evState != 0 {
		e.State = r.checkInt32(int64(prev) + r.varint())
	}
	if m&evParent != 0 {
		e.Parent = r.checkInt32(int64(e.State) + r.varint())
	}
	if m&evNode != 0 {
		e.Node = r.int32()
	}
	if m&evParentNode != 0 {
		e.ParentNode = r.int32()
	}
	if m&evMove != 0 {
		e.Move = r.intern(r.bytes())
	}
	if m&evDepth != 0 {
		e.Depth = r.int()
	}
	for _, f := range [...]struct {
		bit uint64
		x   *float64
	}{{evG, &e.G}, {evH, &e.H}, {evBound, &e.Bound}, {evValue, &e.Value}, {evMean, &e.Mean}, {evTemp, &e.Temp}} {
		if m&f.bit != 0 {
			*f.x = r.float()
		}
	}
	if m&evAlpha != 0 {
		a := r.float()
		e.Alpha = &a
	}
	if m&evBeta != 0 {
		b := r.float()
		e.Beta = &b
	}
	if m&evBoundKind != 0 {
		e.BoundKind = r.intern(r.bytes())
	}
	if m&evFrontier != 0 {
		e.Frontier = r.int()
	}
	if m&evExplored != 0 {
		e.Explored = r.int()
	}
	if m&evIteration != 0 {
		e.Iteration = r.varint()
	}
	if m&evExpanded != 0 {
		e.Expanded = r.varint()
	}
	if m&evGenerated != 0 {
		e.Generated = r.varint()
	}
	if m&evCount != 0 {
		e.Count = r.int()
	}
	if m&evVisits != 0 {
		e.Visits = r.varint()
	}
	if m&evProof != 0 {
		e.Proof = r.int()
	}
	if m&evStates != 0 {
		n := r.uvarint()
		if r.err == nil && n > uint64(len(r.b)-r.off) {
			r.fail(fmt.Errorf("a beam of %d states in a frame of %d bytes", n, len(r.b)))
		}
		if r.err != nil {
			return
		}
		e.States = make([]int32, n)
		for i := range e.States {
			e.States[i] = r.int32()
		}
	}
	e.Root = m&evRoot != 0
	e.Dropped = m&evDropped != 0
	e.Backward = m&evBackward != 0
}

// checkInt32 is x, which must fit an int32 (a state id).
func (r *frameReader) checkInt32(x int64) int32 {
	if int64(int32(x)) != x {
		r.fail(fmt.Errorf("a state id out of range at byte %d", r.off))
		return 0
	}
	return int32(x)
}

// intern is b as a string, one string per distinct value in a frame: a
// trace's moves and kinds repeat by the thousand.
func (r *frameReader) intern(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	if s, ok := r.names[string(b)]; ok {
		return s
	}
	if r.names == nil {
		r.names = map[string]string{}
	}
	s := string(b)
	r.names[s] = s
	return s
}
