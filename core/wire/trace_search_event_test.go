package wire_test

import (
	"bytes"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"searchlab/core/search"
	"searchlab/core/wire"
)

// TestAddSearchEvent fills two packs with the same random single-agent
// search events, one through AddSearchEvent and one through AddEvent of
// SearchTraceEvent's value, and checks that their frames are byte for byte
// the same and decode to those values: the fast path writes exactly the
// general one's encoding, with non-finite numbers sent as 0, -0 and
// fractions as floats, and ids as differences from the previous event's.
func TestAddSearchEvent(t *testing.T) {
	r := rand.New(rand.NewPCG(28, 2))
	samePacks(t, func(fast, slow *wire.TracePack) wire.TraceEvent {
		e, state, parent, states := randomSearchEvent(r)
		ev := wire.SearchTraceEvent(&e, state, parent, states)
		slow.AddEvent(&ev)
		wire.AddSearchEvent(fast, &e, state, parent, states)
		return ev
	}, r)
}

// samePacks fills two packs, batch after batch, each event by add (the
// event through a fast path into one, through AddEvent into the other), and
// fails unless their frames are the same bytes and decode to the events.
func samePacks(t *testing.T, add func(fast, slow *wire.TracePack) wire.TraceEvent, r *rand.Rand) {
	t.Helper()
	n := 3000
	if testing.Short() {
		n = 500
	}
	var fast, slow wire.TracePack
	for i := range n {
		fast.Reset(i)
		slow.Reset(i)
		var want []wire.TraceEvent
		for k := r.IntN(10); k > 0; k-- {
			want = append(want, add(&fast, &slow))
		}
		got, w := fast.AppendFrame(nil), slow.AppendFrame(nil)
		if !bytes.Equal(got, w) {
			t.Fatalf("batch %d: the fast path's frame differs from AddEvent's:\n got %x\nwant %x", i, got, w)
		}
		if b := fast.Batch(); len(want) > 0 && !reflect.DeepEqual(b.Events, want) {
			t.Fatalf("batch %d: the events decode to %+v\nwant %+v", i, b.Events, want)
		}
	}
}

// randomSearchEvent is a search event of any kind with each field set
// with probability 1/2 (numbers small, large, fractional, -0 or not
// finite), and state ids for it (0: none; a beam's ids for a Beam).
func randomSearchEvent(r *rand.Rand) (e search.Event[uint64], state, parent int32, states []int32) {
	some := func() bool { return r.IntN(2) == 0 }
	i64 := func() int64 { return int64(r.Uint64()) >> r.IntN(64) }
	id := func() int32 {
		if some() {
			return int32(r.IntN(40))
		}
		return int32(r.Uint32()) >> r.IntN(32)
	}
	num := func() float64 {
		switch r.IntN(8) {
		case 0:
			return math.Copysign(0, -1)
		case 1:
			return [...]float64{math.Inf(1), math.Inf(-1), math.NaN()}[r.IntN(3)]
		case 2:
			return float64(r.IntN(80) - 40)
		case 3:
			return float64(r.IntN(80)-40) + 0.5
		case 4:
			return float64(i64())
		}
		return r.NormFloat64() * 1000
	}
	e.Kind = search.EventKind(r.IntN(int(search.Solution) + 1))
	if some() {
		state = id()
	}
	if some() {
		parent = id()
	}
	if e.Kind == search.Beam {
		states = []int32{}
		for k := r.IntN(4); k > 0; k-- {
			states = append(states, id())
		}
	}
	if some() {
		e.Node, e.ParentNode = id(), id()-1
	}
	if some() {
		e.Depth = int(i64() >> r.IntN(64))
	}
	for _, p := range []*float64{&e.G, &e.H, &e.Bound, &e.Value, &e.Mean, &e.Temperature} {
		if some() {
			*p = num()
		}
	}
	for _, p := range []*int{&e.Frontier, &e.Explored} {
		if some() {
			*p = int(i64())
		}
	}
	for _, p := range []*int64{&e.Iteration, &e.Expanded, &e.Generated} {
		if some() {
			*p = i64()
		}
	}
	e.Root, e.Dropped, e.Backward = some(), some(), some()
	return e, state, parent, states
}
