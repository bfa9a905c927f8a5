package replay

import (
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"

	"searchlab/core/wire"
)

// TestKeptEventPointers: every pointer field of wire.TraceEvent is one that
// store points to the trace's own memory (interned, so that 100,000 events
// hold a few hundred strings). A field added to wire.TraceEvent that holds
// a pointer fails here until store keeps what it points to.
func TestKeptEventPointers(t *testing.T) {
	var got []string
	typ := reflect.TypeFor[wire.TraceEvent]()
	for f := range typ.Fields() {
		switch f.Type.Kind() {
		case reflect.String, reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface, reflect.Func, reflect.Chan,
			reflect.UnsafePointer, reflect.Array, reflect.Struct:
			got = append(got, f.Name)
		}
	}
	kept := []string{"Kind", "Move", "Alpha", "Beta", "BoundKind", "States"}
	if !slices.Equal(got, kept) {
		t.Fatalf("wire.TraceEvent's fields that may hold pointers are %v; store keeps the memory of %v", got, kept)
	}
}

// TestKeptEventsSurviveCollections: events whose strings, window values
// and beam states came from memory nobody else holds read back the same
// after collections (their memory is the trace's own).
func TestKeptEventsSurviveCollections(t *testing.T) {
	tr := &Trace{}
	const n = 3000
	for i := range n {
		a, b := float64(i), float64(-i)
		ev := wire.TraceEvent{Kind: wire.TraceKind("odd kind " + string(rune('a'+i%7))), Move: "m" + string(rune('a'+i%5)),
			BoundKind: "bound " + string(rune('a'+i%3)), Alpha: &a, Beta: &b, States: []int32{int32(i), int32(i + 1)}}
		if err := tr.Add(wire.TraceBatch{First: i, Family: wire.TraceGame, Events: []wire.TraceEvent{ev}}); err != nil {
			t.Fatal(err)
		}
		if i%500 == 0 {
			runtime.GC()
		}
	}
	var junk []any // small objects in the memory freed meanwhile
	for range 3 {
		runtime.GC()
		for k := range 20000 {
			x := float64(999)
			junk = append(junk, &x, strings.Repeat("z", 1+k%12), []int32{-1, -1})
		}
	}
	runtime.KeepAlive(junk)
	for i := range n {
		ev := tr.Event(i)
		if string(ev.Kind) != "odd kind "+string(rune('a'+i%7)) || ev.Move != "m"+string(rune('a'+i%5)) || ev.BoundKind != "bound "+string(rune('a'+i%3)) ||
			ev.Alpha == nil || *ev.Alpha != float64(i) || ev.Beta == nil || *ev.Beta != float64(-i) || !slices.Equal(ev.States, []int32{int32(i), int32(i + 1)}) {
			t.Fatalf("event %d read back as %+v", i, ev)
		}
	}
}
