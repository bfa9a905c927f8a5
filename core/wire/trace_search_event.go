package wire

import (
	"encoding/binary"
	"math"
	"unsafe"

	"searchlab/core/search"
)

// searchKinds are the wire names of search.EventKind.
var searchKinds = [...]TraceKind{
	search.Expand: KindExpand, search.Generate: KindGenerate, search.NewBound: KindNewBound, search.Move: KindMove,
	search.Restart: KindRestart, search.Generation: KindGeneration, search.Beam: KindBeam, search.Playout: KindPlayout,
	search.Solution: KindSolution,
}

// searchKindCodes are their one-byte codes (traceKindCode's).
var searchKindCodes = func() (c [len(searchKinds)]byte) {
	for k, name := range searchKinds {
		c[k] = traceKindCode(name)
	}
	return c
}()

// SearchTraceEvent is a single-agent search's event on the wire: its
// states named by their ids (state, parent: 0 for none; states: a beam's,
// nil for other kinds), non-finite numbers sent as 0. AddSearchEvent
// writes the same event without this value.
func SearchTraceEvent[S any](e *search.Event[S], state, parent int32, states []int32) TraceEvent {
	return TraceEvent{Kind: searchKinds[e.Kind], State: state, Parent: parent, Node: e.Node, ParentNode: e.ParentNode,
		Depth: e.Depth, G: Finite(e.G), H: Finite(e.H), Bound: Finite(e.Bound), Value: Finite(e.Value), Mean: Finite(e.Mean),
		Temp: Finite(e.Temperature), Frontier: e.Frontier, Explored: e.Explored, Iteration: e.Iteration, Expanded: e.Expanded,
		Generated: e.Generated, States: states, Root: e.Root, Dropped: e.Dropped, Backward: e.Backward}
}

// Finite is x, or 0 when it is not a finite number (JSON has none).
func Finite(x float64) float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return 0
	}
	return x
}

// AddSearchEvent appends to p the event SearchTraceEvent(e, state, parent,
// states) stands for, in AddEvent's bytes (TestAddSearchEvent), straight
// from the search's value: only the fields a single-agent search has are
// tested (not the 27 of a TraceEvent, whose game-tree fields such an event
// never sets), the kind's code is an index, not a switch on its name, and
// small integers (most depths, costs, bounds and frontier sizes) take a
// one-byte path. A traced IDA* records an event per node visited and per
// child cut, so this is what a trace costs it per event beyond the ids.
func AddSearchEvent[S any](p *TracePack, e *search.Event[S], state, parent int32, states []int32) {
	g, h, bound, value, mean, temp := finite(e.G), finite(e.H), finite(e.Bound), finite(e.Value), finite(e.Mean), finite(e.Temperature)
	m := bit(state != 0, evState) | bit(parent != 0, evParent) | bit(e.Node != 0, evNode) | bit(e.ParentNode != 0, evParentNode) |
		bit(e.Depth != 0, evDepth) | bit(g != 0, evG) | bit(h != 0, evH) | bit(bound != 0, evBound) | bit(value != 0, evValue) |
		bit(mean != 0, evMean) | bit(temp != 0, evTemp) | bit(e.Frontier != 0, evFrontier) | bit(e.Explored != 0, evExplored) |
		bit(e.Iteration != 0, evIteration) | bit(e.Expanded != 0, evExpanded) | bit(e.Generated != 0, evGenerated) |
		bit(states != nil, evStates) | bit(e.Root, evRoot) | bit(e.Dropped, evDropped) | bit(e.Backward, evBackward)
	b := append(p.events, searchKindCodes[e.Kind])
	b = appendSmallUvarint(b, m)
	if m&evState != 0 {
		b = appendSmallVarint(b, int64(state)-int64(p.prevEvent))
		p.prevEvent = state
	}
	if m&evParent != 0 {
		b = appendSmallVarint(b, int64(parent)-int64(state))
	}
	if m&(evNode|evParentNode) != 0 {
		b = appendNodes(b, m, e.Node, e.ParentNode)
	}
	if m&evDepth != 0 {
		b = appendSmallVarint(b, int64(e.Depth))
	}
	if m&evG != 0 {
		b = appendSmallFloat(b, g)
	}
	if m&evH != 0 {
		b = appendSmallFloat(b, h)
	}
	if m&evBound != 0 {
		b = appendSmallFloat(b, bound)
	}
	if m&(evValue|evMean|evTemp) != 0 {
		b = appendValues(b, m, value, mean, temp)
	}
	if m&evFrontier != 0 {
		b = appendSmallVarint(b, int64(e.Frontier))
	}
	if m&(evExplored|evIteration|evExpanded|evGenerated|evStates) != 0 {
		b = appendCounts(b, m, e, states)
	}
	keep(&p.events, b)
	p.nEvents++
}

// keep makes b, *buf with bytes appended, the buffer. Most often b is in
// *buf's array, and then only the length is stored: storing the pointer
// too would cost a write barrier whenever the collector is marking, which
// a traced search's ids keep it doing often.
func keep(buf *[]byte, b []byte) {
	if unsafe.SliceData(b) == unsafe.SliceData(*buf) {
		*buf = (*buf)[:len(b)]
		return
	}
	*buf = b
}

// finite is Finite without a call: x - x is 0 for every finite x and NaN
// for infinities and NaN.
func finite(x float64) float64 {
	if x-x != 0 {
		return 0
	}
	return x
}

// appendNodes, appendValues and appendCounts write AddSearchEvent's
// rarer fields (tree searches' nodes; local searches' values; counts and
// beams), out of its hot path.
func appendNodes(b []byte, m uint64, node, parent int32) []byte {
	if m&evNode != 0 {
		b = appendSmallVarint(b, int64(node))
	}
	if m&evParentNode != 0 {
		b = appendSmallVarint(b, int64(parent))
	}
	return b
}

func appendValues(b []byte, m uint64, value, mean, temp float64) []byte {
	if m&evValue != 0 {
		b = appendFloat(b, value)
	}
	if m&evMean != 0 {
		b = appendFloat(b, mean)
	}
	if m&evTemp != 0 {
		b = appendFloat(b, temp)
	}
	return b
}

func appendCounts[S any](b []byte, m uint64, e *search.Event[S], states []int32) []byte {
	b = appendWork(b, m, e.Explored, e.Iteration, e.Expanded, e.Generated)
	if m&evStates != 0 {
		b = appendBeam(b, states)
	}
	return b
}

// appendWork writes an event's Explored, Iteration, Expanded and
// Generated fields that m holds (AddSearchEvent and appendTraceEvent).
func appendWork(b []byte, m uint64, explored int, iteration, expanded, generated int64) []byte {
	w := frameWriter{b: b}
	if m&evExplored != 0 {
		w.varint(int64(explored))
	}
	if m&evIteration != 0 {
		w.varint(iteration)
	}
	if m&evExpanded != 0 {
		w.varint(expanded)
	}
	if m&evGenerated != 0 {
		w.varint(generated)
	}
	return w.b
}

// appendBeam writes a beam's state ids.
func appendBeam(b []byte, states []int32) []byte {
	w := frameWriter{b: b}
	w.uvarint(uint64(len(states)))
	for _, s := range states {
		w.varint(int64(s))
	}
	return w.b
}

// appendSmallUvarint is binary.AppendUvarint with the one-byte case
// inlined.
func appendSmallUvarint(b []byte, x uint64) []byte {
	if x < 0x80 {
		return append(b, byte(x))
	}
	return binary.AppendUvarint(b, x)
}

// appendSmallVarint is binary.AppendVarint with the one-byte case inlined.
func appendSmallVarint(b []byte, x int64) []byte {
	if u := uint64(x<<1) ^ uint64(x>>63); u < 0x80 {
		return append(b, byte(u))
	}
	return binary.AppendVarint(b, x)
}

// appendSmallFloat is appendFloat with the one-byte case (an integer from
// -32 to 31, not -0) inlined.
func appendSmallFloat(b []byte, x float64) []byte {
	if x >= -32 && x < 32 {
		if i := int64(x); float64(i) == x && (i != 0 || !math.Signbit(x)) {
			return append(b, byte(uint64(i<<1^i>>63)<<1))
		}
	}
	return appendFloat(b, x)
}
