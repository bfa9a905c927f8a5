package wire

import "slices"

// TracePack is a trace batch as a traced search fills it (core/registry's
// recorder): its new states and its events kept in FrameTrace's encoding
// (frame_trace.go) from the moment they are recorded, in two byte buffers
// reused from batch to batch. Recording an event then costs its few bytes
// of varints: no TraceEvent of some 230 bytes with its strings and
// pointers per event on the heap for the collector to scan (issue 28: the
// recorder, not the encoding, made a traced run cost 2.4–14× an untraced
// one). The worker sends a batch by copying its bytes (AppendFrame); the
// network edge writes the same JSON line as before (AppendJSON), and
// whoever keeps events decodes them (Batch).
//
// The batch a pack stands for has nil States when it names no state and
// non-nil Events (possibly empty), as the recorder's batches always had.
// A pack's buffers are reused once its receiver returns: keep Batch's
// value, not the pack.
type TracePack struct {
	// First is the number of the batch's first event in the whole trace.
	First int
	// Family is set on the first batch.
	Family TraceFamily
	// Cut: the trace reached its max_events and stops here.
	Cut bool

	nStates, nEvents int
	states, events   []byte
	// prevState is the id of the batch's last state, prevEvent the state
	// of its last event that named one: the encoding writes ids as
	// differences from them.
	prevState, prevEvent int32
}

// Reset empties the pack for the batch whose first event is first,
// keeping its buffers.
func (p *TracePack) Reset(first int) {
	*p = TracePack{First: first, states: p.states[:0], events: p.events[:0]}
}

// Reserve gives the pack's buffers room for about events events and
// states states before they first grow (a traced search's first batch
// otherwise grows them a dozen times, copying as it goes; they are kept
// from batch to batch after that).
func (p *TracePack) Reserve(events, states int) {
	p.events = slices.Grow(p.events, events*traceEventSize)
	p.states = slices.Grow(p.states, states*traceStateSize)
}

// traceEventSize and traceStateSize are an event's and a state's usual
// bytes in a pack: an IDA* event takes about 10, a local search's about
// 25 (its values are fractions); a 4×4 board's text about 40.
const (
	traceEventSize = 16
	traceStateSize = 32
)

// Len is the number of events in the pack.
func (p *TracePack) Len() int { return p.nEvents }

// NumStates is the number of states the pack names.
func (p *TracePack) NumStates() int { return p.nStates }

// Bytes is the memory the pack's buffers hold.
func (p *TracePack) Bytes() int64 { return int64(cap(p.states) + cap(p.events)) }

// AddState appends a newly named state: its id (the next one) and text.
func (p *TracePack) AddState(id int32, text string) {
	w := frameWriter{b: p.states}
	w.varint(int64(id) - int64(p.prevState))
	w.string(text)
	keep(&p.states, w.b)
	p.prevState = id
	p.nStates++
}

// AddStateText is AddState with the text as bytes (not kept).
func (p *TracePack) AddStateText(id int32, text []byte) {
	w := frameWriter{b: p.states}
	w.varint(int64(id) - int64(p.prevState))
	w.uvarint(uint64(len(text)))
	keep(&p.states, append(w.b, text...))
	p.prevState = id
	p.nStates++
}

// AddEvent appends an event (e is not kept).
func (p *TracePack) AddEvent(e *TraceEvent) {
	keep(&p.events, appendTraceEvent(p.events, e, p.prevEvent))
	if e.State != 0 {
		p.prevEvent = e.State
	}
	p.nEvents++
}

// AppendFrame appends the batch's trace frame to b: the bytes
// AppendTraceFrame writes for Batch's value.
func (p *TracePack) AppendFrame(b []byte) []byte {
	w := frameWriter{b: append(b, byte(FrameTrace))}
	w.varint(int64(p.First))
	w.string(string(p.Family))
	w.bool(p.Cut)
	w.count(p.nStates, p.nStates == 0)
	w.b = append(w.b, p.states...)
	w.count(p.nEvents, false)
	w.b = append(w.b, p.events...)
	return w.b
}

// Batch is the batch the pack holds, decoded (its strings are its own).
func (p *TracePack) Batch() TraceBatch {
	f, err := DecodeFrame(p.AppendFrame(nil))
	if err != nil {
		// The pack holds what frameWriter wrote: reading it back cannot
		// fail unless this package is wrong.
		panic("wire: a trace pack that does not decode: " + err.Error())
	}
	return *f.Trace
}

// AppendJSON appends the batch's trace line (without a newline): the
// bytes TraceLine{Trace: p.Batch()}.AppendJSON writes, each event read
// back from the pack in turn into one reused value.
func (p *TracePack) AppendJSON(b []byte) []byte {
	b = appendTraceHead(b, p.First, p.Family)
	if p.nStates > 0 {
		r := frameReader{b: p.states}
		b = append(b, `,"states":[`...)
		id := int64(0)
		for i := range p.nStates {
			if i > 0 {
				b = append(b, ',')
			}
			id += r.varint()
			b = appendTraceState(b, id, r.bytes())
		}
		b = append(b, ']')
	}
	b = append(b, `,"events":[`...)
	r := frameReader{b: p.events}
	prev := int32(0)
	var e TraceEvent
	for i := range p.nEvents {
		if i > 0 {
			b = append(b, ',')
		}
		e = TraceEvent{}
		r.traceEvent(&e, prev)
		if e.State != 0 {
			prev = e.State
		}
		b = e.appendJSON(b)
	}
	b = append(b, ']')
	return appendTraceTail(b, p.Cut)
}
