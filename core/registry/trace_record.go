package registry

import (
	"fmt"
	"unsafe"

	"searchlab/core/adversarial"
	"searchlab/core/search"
	"searchlab/core/wire"
)

// tracer records a solve's events as trace lines (trace.go) and sends
// them to emit, TraceBatchEvents at a time and whenever flush is called
// (at every progress report and at the end). It holds only the line being
// filled, already in its frame encoding (wire.TracePack: an event costs its
// few bytes, not a wire.TraceEvent on the heap), and the ids of the states
// named so far; after max events it cuts the trace and ignores the rest,
// so a traced search goes on untraced. A nil *tracer records nothing.
type tracer struct {
	max    int
	emit   func(*wire.TracePack)
	family wire.TraceFamily
	pack   wire.TracePack
	n      int  // events recorded
	cut    bool // the cap was reached
	sent   bool // the cut line was sent
	// reserve is the memory held back from the search's budget for the
	// trace (its bound; JobOptions subtracts it), stateBytes the ids'
	// memory now.
	reserve    int64
	stateBytes func() (n int, bytes int64)
	peak       int64
	Note       string
	// whenCut is called once the trace is cut (WhenCut).
	whenCut func()
}

// WhenCut has f called when the trace reaches its cap and is cut (from
// inside the observer's call for the event that found it full): a search
// observed only by its trace drops its observer there
// (search.ObserverDropper) and goes on at an untraced search's speed. A
// nil tracer ignores it.
func (t *tracer) WhenCut(f func()) {
	if t != nil {
		t.whenCut = f
	}
}

// newTracer returns a tracer of at most max events, sending lines to emit.
func newTracer(max int, emit func(*wire.TracePack)) *tracer {
	t := &tracer{max: max, emit: emit, reserve: TraceReserveBound(max)}
	n := min(max, wire.TraceBatchEvents)
	t.pack.Reserve(n, n/2)
	return t
}

// traceEventBytes bounds the memory of one event in a line being filled
// (a wire.TraceEvent's size: the encoded event is far smaller).
const traceEventBytes = int64(unsafe.Sizeof(wire.TraceEvent{}))

// traceReserveBound bounds the memory a trace of max events holds: the
// ids of at most max states (a map entry of a key up to 64 bytes, at the
// map's least dense, and a state's text up to a line's worth) and one line
// of TraceBatchEvents events with their new states' texts.
func TraceReserveBound(max int) int64 {
	return int64(max)*200 + wire.TraceBatchEvents*(traceEventBytes+600)
}

// admit reports whether the next event is recorded; at the cap it cuts the
// trace (sending the cut line once) and refuses.
func (t *tracer) admit() bool {
	if t.cut {
		return false
	}
	if t.n >= t.max {
		t.cut = true
		t.pack.Cut = true
		t.flush()
		if t.whenCut != nil {
			t.whenCut()
		}
		return false
	}
	return true
}

// added counts an event just written into the pack, sending the line
// when it is full.
func (t *tracer) added() {
	t.n++
	if t.pack.Len() >= wire.TraceBatchEvents {
		t.flush()
	}
}

// flush sends the line being filled, if it holds anything (or is the cut
// line), and starts the next.
func (t *tracer) flush() {
	if t == nil || (t.pack.Len() == 0 && t.pack.NumStates() == 0 && !(t.pack.Cut && !t.sent)) {
		return
	}
	t.notePeak()
	if t.pack.First == 0 {
		t.pack.Family = t.family
	}
	t.sent = t.sent || t.pack.Cut
	if t.emit != nil {
		t.emit(&t.pack)
	}
	t.pack.Reset(t.n)
}

// notePeak records the memory held now if it is the most so far.
func (t *tracer) notePeak() {
	b := t.pack.Bytes()
	if t.stateBytes != nil {
		_, s := t.stateBytes()
		b += s
	}
	t.peak = max(t.peak, b)
}

// Reserved is the memory held back from the search's budget for the
// trace (0 without a trace).
func (t *tracer) Reserved() int64 {
	if t == nil {
		return 0
	}
	return t.reserve
}

// summary ends the trace (sending what is left) and describes it.
func (t *tracer) summary() *wire.TraceSummary {
	t.flush()
	s := &wire.TraceSummary{Family: t.family, Events: t.n, MaxEvents: t.max, Cut: t.cut, Bytes: t.peak, Note: t.Note}
	if t.stateBytes != nil {
		s.States, _ = t.stateBytes()
	}
	if s.Family == "" {
		s.Family = wire.TraceSearch
	}
	return s
}

// batches adapts a receiver of decoded trace lines to the tracer's packs.
func batches(emit func(wire.TraceBatch)) func(*wire.TracePack) {
	if emit == nil {
		return nil
	}
	return func(p *wire.TracePack) { emit(p.Batch()) }
}

// stateIDs names the states of a trace: each gets the next id, and its
// text goes out once, with the first event that names it, written by app
// into the line's buffer when the problem has an append form (no string
// per state), else by text. States are keyed in an idTable
// (trace_record_ids.go) when they are 8-byte integers or the problem
// declares a key (key not nil), else in a map.
type stateIDs[S comparable] struct {
	t     *tracer
	text  func(S) string
	app   func([]byte, S) []byte
	buf   []byte              // app's text, reused
	keys  *idTable[uint64]    // states that are 8-byte integers
	wide  *idTable[[2]uint64] // states keyed by key
	key   func(S) [2]uint64   // the problem's key (StateKeyer), or nil
	ids   map[S]int32         // other states
	n     int32               // states named
	last  [2]stateID[S]       // the last two states id answered, the latest first
	extra int64               // heap bytes a state holds outside its value
}

// stateID is a state and its id (0: none).
type stateID[S comparable] struct {
	s  S
	id int32
}

func newStateIDs[S comparable](t *tracer, text func(S) string, app func([]byte, S) []byte, key func(S) [2]uint64, sample S) *stateIDs[S] {
	m := &stateIDs[S]{t: t, text: text, app: app, key: key, extra: search.ExtraBytes(sample)}
	ids := search.MapBytes[S, int32]
	held := func() int64 { return ids(int(m.n)) + int64(m.n)*m.extra }
	switch {
	case idTableFits[S]():
		m.keys, ids, held = &idTable[uint64]{}, idTableBytes[uint64], func() int64 { return m.keys.bytes() }
	case key != nil:
		m.wide, ids, held = &idTable[[2]uint64]{}, idTableBytes[[2]uint64], func() int64 { return m.wide.bytes() }
	default:
		m.ids = map[S]int32{}
	}
	t.stateBytes = func() (int, int64) { return int(m.n), held() }
	t.reserve = ids(t.max) + int64(t.max)*m.extra + wire.TraceBatchEvents*(traceEventBytes+600)
	return m
}

// id returns s's id, naming it in the line being filled if it is new.
// The last two states named are answered without the table: an event's
// parent is most often the state of the event before it (an expansion
// followed by its children).
func (m *stateIDs[S]) id(s S) int32 {
	if m.last[0].id != 0 && m.last[0].s == s {
		return m.last[0].id
	}
	if m.last[1].id != 0 && m.last[1].s == s {
		m.last[0], m.last[1] = m.last[1], m.last[0]
		return m.last[0].id
	}
	var id int32
	var added bool
	switch {
	case m.keys != nil:
		k := stateKey(&s)
		id, added = m.keys.idOf(k, fibHash(k), m.n+1)
	case m.wide != nil:
		k := m.key(s)
		id, added = m.wide.idOf(k, key128Hash(k), m.n+1)
	default:
		if id, added = m.ids[s]; !added {
			id = m.n + 1
			m.ids[s] = id
		}
		added = !added
	}
	if added {
		m.add(s)
	}
	m.last[1], m.last[0] = m.last[0], stateID[S]{s, id}
	return id
}

// add names a new state (the next id, already in the table): its text
// goes into the line being filled.
func (m *stateIDs[S]) add(s S) {
	m.n++
	if m.app != nil {
		m.buf = m.app(m.buf[:0], s)
		m.t.pack.AddStateText(m.n, m.buf)
	} else {
		m.t.pack.AddState(m.n, m.text(s))
	}
}

// searchTrace returns the observer that records a single-agent search's
// events in t, states written by app (when not nil) or text (sample: any
// state, for their size), or nil without a tracer.
func searchTrace[S comparable](t *tracer, text func(S) string, app func([]byte, S) []byte, key func(S) [2]uint64, sample S) search.Observer[S] {
	if t == nil {
		return nil
	}
	t.family = wire.TraceSearch
	ids := newStateIDs(t, text, app, key, sample)
	var beam []int32 // a beam's ids, reused (the event is encoded at once)
	return func(e search.Event[S]) {
		if !t.admit() {
			return
		}
		var state, parent int32
		var states []int32
		switch {
		case e.Kind == search.Beam:
			if beam == nil {
				beam = make([]int32, 0, len(e.States)) // not nil: a beam of no state is still a beam
			}
			beam = beam[:0]
			for _, s := range e.States {
				beam = append(beam, ids.id(s))
			}
			states = beam
		case e.Kind == search.NewBound, e.Kind == search.Generation && e.Dropped:
			// no state
		default:
			state = ids.id(e.State)
		}
		if (e.Kind == search.Generate && !e.Root) || (e.Kind == search.Solution && e.Backward) {
			parent = ids.id(e.Parent)
		}
		wire.AddSearchEvent(&t.pack, &e, state, parent, states)
		t.added()
	}
}

// GameTrace returns the observer that records a game-tree search's events
// in t, states written by app (when not nil, their append form) or text
// and moves by move (sample: any state), or nil without a tracer. A move's
// text is made once per distinct move.
func GameTrace[S, M comparable](t *tracer, text func(S) string, app func([]byte, S) []byte, move func(M) string, sample S) adversarial.Observer[S, M] {
	if t == nil {
		return nil
	}
	t.family = wire.TraceGame
	ids := newStateIDs(t, text, app, nil, sample)
	moves := map[M]string{}
	return func(e adversarial.Event[S, M]) {
		if !t.admit() {
			return
		}
		var state int32
		if e.Kind != adversarial.Backup {
			state = ids.id(e.State)
		}
		var mv string
		if e.Ply > 0 && e.Kind != adversarial.Backup && e.Kind != adversarial.NewIteration {
			m, ok := moves[e.Move]
			if !ok {
				m = move(e.Move)
				moves[e.Move] = m
			}
			mv = m
		}
		wire.AddGameEvent(&t.pack, &e, state, mv)
		t.added()
	}
}

// StateTexter is what a problem implements to name its states in traces
// with the game's text form (npuzzle.Puzzle, bloxorz.Problem); states of
// other problems are written with fmt's %v.
type StateTexter[S any] interface {
	StateText(S) string
}

// StateAppender is StateTexter's append form, which a trace prefers: the
// same text appended to b, with no string of its own per state.
type StateAppender[S any] interface {
	AppendStateText(b []byte, s S) []byte
}

// StateKeyer is what a problem implements to have its states keyed in a
// trace's id table (trace_record_ids.go) rather than a Go map: TraceKey
// must be one-to-one (two states have the same key exactly when they are
// equal). States that are 8-byte integers need none.
type StateKeyer[S any] interface {
	TraceKey(S) [2]uint64
}

// problemTrace is the observer recording the job's trace of a search of
// p, or nil when the job is not traced.
func ProblemTrace[S comparable, A any](job Job, p search.Problem[S, A]) search.Observer[S] {
	if job.Recorder == nil {
		return nil
	}
	text := func(s S) string { return fmt.Sprint(s) }
	if t, ok := p.(StateTexter[S]); ok {
		text = t.StateText
	}
	var app func([]byte, S) []byte
	if a, ok := p.(StateAppender[S]); ok {
		app = a.AppendStateText
	}
	var key func(S) [2]uint64
	if k, ok := p.(StateKeyer[S]); ok {
		key = k.TraceKey
	}
	return searchTrace(job.Recorder, text, app, key, p.Initial())
}

// both is an observer calling a then b (either may be nil).
func Both[S any](a, b search.Observer[S]) search.Observer[S] {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	}
	return func(e search.Event[S]) {
		a(e)
		b(e)
	}
}
