package replay

import (
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
// The strings an event names (its kind, a game-tree value's bound kind, a
// move) are made canonical as the event is kept: the trace's own copy of
// each distinct text, so the strings a decoder made per event become
// garbage at once and 100,000 events hold no more than a few hundred
// distinct strings.

// chunkBits sets the events per chunk (1 << chunkBits).
const chunkBits = 10

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

// store keeps ev (its strings made canonical) as the next event and
// returns the kept copy and its move's id (0: none).
func (t *Trace) store(ev wire.TraceEvent) (*wire.TraceEvent, int32) {
	if k, ok := kindTexts[ev.Kind]; ok {
		ev.Kind = k
	}
	for _, b := range boundNames[1:] {
		if b == ev.BoundKind {
			ev.BoundKind = b
		}
	}
	var move int32
	if ev.Move != "" {
		move = t.intern(ev.Move)
		ev.Move = t.moves[move]
	}
	i := t.n
	if i>>chunkBits == len(t.chunks) {
		t.chunks = append(t.chunks, make([]wire.TraceEvent, 1<<chunkBits))
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
