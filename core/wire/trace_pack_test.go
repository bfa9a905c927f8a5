package wire_test

import (
	"bytes"
	"math/rand/v2"
	"reflect"
	"testing"

	"searchlab/core/wire"
)

// TestTracePackRandom fills one pack, batch after batch (its buffers
// reused), with random states and events, and checks that its frame and
// JSON line are byte for byte those of the TraceBatch it stands for, and
// that Batch gives that batch back. Kinds are known ones (one-byte codes)
// or any text (written by name); states go in as strings and as bytes.
func TestTracePackRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(28, 1))
	n := 2000
	if testing.Short() {
		n = 300
	}
	kinds := []wire.TraceKind{wire.KindExpand, wire.KindGenerate, wire.KindNewBound, wire.KindMove, wire.KindRestart,
		wire.KindGeneration, wire.KindBeam, wire.KindPlayout, wire.KindSolution, wire.KindEnter, wire.KindLeave,
		wire.KindCutoff, wire.KindTTHit, wire.KindNewIteration, wire.KindChild, wire.KindBackup, wire.KindSolved}
	var p wire.TracePack
	for i := range n {
		want := wire.TraceBatch{First: r.IntN(1 << 20), Cut: r.IntN(4) == 0, Events: []wire.TraceEvent{}}
		p.Reset(want.First)
		if r.IntN(3) == 0 {
			want.Family = wire.TraceFamily(randomText(r))
		}
		p.Family, p.Cut = want.Family, want.Cut
		id := int32(r.IntN(100))
		for k := r.IntN(4); k > 0; k-- {
			id += int32(r.IntN(3)) + 1
			if r.IntN(50) == 0 {
				id = int32(r.Uint32()) // a jump: the encoding is a difference
			}
			s := wire.TraceState{ID: id, Text: randomText(r)}
			if r.IntN(20) == 0 {
				s.Text = string(bytes.Repeat([]byte("12 "), 50+r.IntN(100))) // a length of two bytes
			}
			want.States = append(want.States, s)
			if r.IntN(2) == 0 {
				p.AddState(s.ID, s.Text)
			} else {
				p.AddStateText(s.ID, []byte(s.Text))
			}
		}
		for k := r.IntN(8); k > 0; k-- {
			e := randomEvent(r)
			if r.IntN(4) > 0 {
				e.Kind = kinds[r.IntN(len(kinds))]
			}
			want.Events = append(want.Events, e)
			p.AddEvent(&e)
			e = wire.TraceEvent{} // the pack keeps nothing of e
		}
		if p.Len() != len(want.Events) || p.NumStates() != len(want.States) {
			t.Fatalf("batch %d: the pack counts %d events and %d states, want %d and %d", i, p.Len(), p.NumStates(), len(want.Events), len(want.States))
		}
		if got, w := p.AppendFrame([]byte("x")), wire.AppendTraceFrame([]byte("x"), &want); !bytes.Equal(got, w) {
			t.Fatalf("batch %d: the pack's frame differs from AppendTraceFrame's:\n got %x\nwant %x", i, got, w)
		}
		if got, w := p.AppendJSON([]byte("x")), (wire.TraceLine{Trace: want}).AppendJSON([]byte("x")); !bytes.Equal(got, w) {
			t.Fatalf("batch %d: the pack's JSON differs from the batch's:\n got %s\nwant %s", i, got, w)
		}
		if got := p.Batch(); !reflect.DeepEqual(got, want) {
			t.Fatalf("batch %d: Batch() = %+v\nwant %+v", i, got, want)
		}
	}
}

// TestTracePackEmpty: an empty pack is a batch of no states (nil) and no
// events (not nil), as the recorder's were; Reset empties a full one.
func TestTracePackEmpty(t *testing.T) {
	var p wire.TracePack
	p.AddState(1, "a")
	p.AddEvent(&wire.TraceEvent{Kind: wire.KindExpand, State: 1})
	p.Cut = true
	p.Reset(7)
	want := wire.TraceBatch{First: 7, Events: []wire.TraceEvent{}}
	if got := p.Batch(); !reflect.DeepEqual(got, want) {
		t.Fatalf("an empty pack decodes to %+v, want %+v", got, want)
	}
	if got, w := string(p.AppendJSON(nil)), `{"trace":{"first":7,"events":[]}}`; got != w {
		t.Fatalf("an empty pack's JSON is %s, want %s", got, w)
	}
	if p.Bytes() == 0 {
		t.Errorf("Reset dropped the pack's buffers (Bytes 0): they are kept for the next batch")
	}
}
