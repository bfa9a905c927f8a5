package replay

import (
	"strings"
	"unsafe"

	"searchlab/core/wire"
)

// A Trace keeps its events as they come, in the one event type of the
// trace's wire schema (wire.TraceEvent): the recorder in core/registry
// makes them from the engines' typed events, and the replay reads them
// without another representation. They live in chunks of a fixed size, so
// a growing trace never copies the events it holds (appending a batch costs
// the batch) and Event(i) is two index operations.
//
// Each event's pointers are to the trace's own memory: its kind and a
// game-tree value's bound kind are the package's constants or the trace's
// own copy of the text (strs), its move the trace's interned text
// (moves), its window's α and β values in fixed chunks (floats), a beam's
// states likewise (beams). A decoder's strings and numbers for the event
// then become garbage at once, and 100,000 events hold no more than a few
// hundred distinct strings. TestKeptEventPointers checks that these are
// all of wire.TraceEvent's pointer fields. (An earlier version kept the
// chunks in memory the collector does not scan, through unsafe, to make
// collections cheaper with a big replay alive; it was dropped: a few
// milliseconds a collection do not pay for memory the runtime cannot
// check.)

// chunkBits sets the events per chunk (1 << chunkBits); floatChunk and
// beamChunk the values per chunk of α, β and beam states.
const (
	chunkBits  = 10
	floatChunk = 1024
	beamChunk  = 4096
)

// newChunk is a chunk of zero events.
func newChunk() []wire.TraceEvent {
	return make([]wire.TraceEvent, 1<<chunkBits)
}

// The kinds and bound kinds the replay knows, by their wire names.
var (
	kindTexts = map[wire.TraceKind]wire.TraceKind{}
	// boundNames are a game-tree value's bound kinds by number (GameNode's
	// bound).
	boundNames = []string{"", "exact", "lower", "upper"}
)

func init() {
	for _, k := range []wire.TraceKind{wire.KindExpand, wire.KindGenerate, wire.KindNewBound, wire.KindMove, wire.KindRestart,
		wire.KindGeneration, wire.KindBeam, wire.KindPlayout, wire.KindSolution, wire.KindEnter, wire.KindLeave, wire.KindCutoff,
		wire.KindTTHit, wire.KindNewIteration, wire.KindChild, wire.KindBackup, wire.KindSolved} {
		kindTexts[k] = k
	}
}

// store keeps ev as the next event, its pointers to the trace's own
// memory, and returns the kept copy and its move's id (0: none).
func (t *Trace) store(ev wire.TraceEvent) (*wire.TraceEvent, int32) {
	if k, ok := kindTexts[ev.Kind]; ok {
		ev.Kind = k
	} else {
		ev.Kind = wire.TraceKind(t.keep(string(ev.Kind)))
	}
	bk := ev.BoundKind
	ev.BoundKind = t.keep(bk)
	for _, b := range boundNames {
		if b == bk {
			ev.BoundKind = b
		}
	}
	var move int32
	if ev.Move != "" {
		move = t.intern(ev.Move)
		ev.Move = t.moves[move]
	}
	ev.Alpha, ev.Beta = t.keepFloat(ev.Alpha), t.keepFloat(ev.Beta)
	ev.States = t.keepStates(ev.States)
	i := t.n
	if i>>chunkBits == len(t.chunks) {
		t.chunks = append(t.chunks, newChunk())
	}
	e := &t.chunks[i>>chunkBits][i&(1<<chunkBits-1)]
	*e = ev
	t.n++
	return e, move
}

// at is event i, kept (not a copy).
func (t *Trace) at(i int) *wire.TraceEvent {
	return &t.chunks[i>>chunkBits][i&(1<<chunkBits-1)]
}

// keep is the trace's own copy of s.
func (t *Trace) keep(s string) string {
	if s == "" {
		return ""
	}
	if k, ok := t.strs[s]; ok {
		return k
	}
	if t.strs == nil {
		t.strs = map[string]string{}
	}
	s = strings.Clone(s)
	t.strs[s] = s
	return s
}

// keepFloat is a pointer to the trace's own copy of *p (nil for nil).
func (t *Trace) keepFloat(p *float64) *float64 {
	if p == nil {
		return nil
	}
	if len(t.floats) == 0 || len(t.floats[len(t.floats)-1]) == floatChunk {
		t.floats = append(t.floats, make([]float64, 0, floatChunk))
	}
	last := &t.floats[len(t.floats)-1]
	*last = append(*last, *p) // within its capacity: never moved
	return &(*last)[len(*last)-1]
}

// keepStates is the trace's own copy of a beam's states (nil for none).
func (t *Trace) keepStates(s []int32) []int32 {
	if len(s) == 0 {
		return nil
	}
	if len(t.beams) == 0 || cap(t.beams[len(t.beams)-1])-len(t.beams[len(t.beams)-1]) < len(s) {
		t.beams = append(t.beams, make([]int32, 0, max(beamChunk, len(s))))
	}
	last := &t.beams[len(t.beams)-1]
	*last = append(*last, s...) // within its capacity: never moved
	n := len(*last)
	return (*last)[n-len(s) : n : n]
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
	m = strings.Clone(m) // not a decoder's buffer
	t.moves = append(t.moves, m)
	t.moveIDs[m] = id
	return id
}

// Event is event i. Its States (a beam's) are the trace's own: read them,
// do not change them.
func (t *Trace) Event(i int) wire.TraceEvent { return *t.at(i) }

// Kind is the kind of event i.
func (t *Trace) Kind(i int) wire.TraceKind { return t.at(i).Kind }

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
