package wire_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/wire"
)

// realAnswer is what one solve of the registry sent: its progress reports,
// trace batches and final response.
type realAnswer struct {
	name     string
	progress []wire.Progress
	batches  []wire.TraceBatch
	final    wire.Response
}

// answers holds realAnswers' solves, made once.
var answers []realAnswer

// realAnswers solves every game's example board with every algorithm of
// the registry, traced, within small budgets (two-player games asked for
// their candidates): the values the worker sends, of every shape.
func realAnswers(t testing.TB) []realAnswer {
	t.Helper()
	if answers != nil {
		return answers
	}
	reg := all.Builtin()
	var out []realAnswer
	for _, g := range reg.Games() {
		algos, err := reg.Algorithms(g.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range algos {
			req := wire.Request{Game: g.ID, Board: g.Example, Algorithm: a.ID, Seed: 7, MaxNodes: 2000,
				TimeoutMS: 2000, Trace: &wire.TraceRequest{MaxEvents: 3000}}
			for _, p := range a.Params {
				if p.Name == "candidates" {
					req.Params = map[string]any{"candidates": true}
				}
			}
			ans := realAnswer{name: g.ID + "/" + a.ID}
			ans.final = reg.SolveTraced(context.Background(), req,
				func(p wire.Progress) { ans.progress = append(ans.progress, p) },
				func(b wire.TraceBatch) { ans.batches = append(ans.batches, b) })
			out = append(out, ans)
		}
	}
	if len(out) < 10 {
		t.Fatalf("only %d solves: the registry lost its games?", len(out))
	}
	answers = out
	return out
}

// roundTrip decodes frame and checks that it is of kind and that its value
// is want (a *Progress, *TraceBatch, *Response or *StepLine).
func roundTrip(t *testing.T, name string, frame []byte, kind wire.FrameKind, want any) {
	t.Helper()
	f, err := wire.DecodeFrame(frame)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if f.Kind != kind {
		t.Fatalf("%s: a %v frame, want %v", name, f.Kind, kind)
	}
	var got any
	switch kind {
	case wire.FrameProgress:
		got = f.Progress
	case wire.FrameTrace:
		got = f.Trace
	case wire.FrameFinal:
		got = f.Final
	case wire.FrameStep:
		got = f.Step
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%s: round trip\n got %+v\nwant %+v", name, got, want)
	}
	// Every proper prefix is malformed (each one of a small frame, about
	// 300 spread over a big one), and so is a byte too many.
	step := 1 + len(frame)/300
	for n := 0; n < len(frame); n += step {
		if _, err := wire.DecodeFrame(frame[:n]); err == nil {
			t.Fatalf("%s: the frame's first %d of %d bytes decode without an error", name, n, len(frame))
		}
	}
	if _, err := wire.DecodeFrame(append(bytes.Clone(frame), 0)); err == nil {
		t.Fatalf("%s: a frame with a byte after its value decodes without an error", name)
	}
}

// decode(encode(x)) == x for the real progress, trace batches and
// responses of every game and algorithm of the registry.
func TestFrameRoundTripRegistry(t *testing.T) {
	events, kinds := 0, map[wire.TraceKind]bool{}
	for _, a := range realAnswers(t) {
		for i := range a.progress {
			roundTrip(t, a.name+" progress", wire.AppendProgressFrame(nil, a.progress[i]), wire.FrameProgress, &a.progress[i])
		}
		for i := range a.batches {
			b := &a.batches[i]
			roundTrip(t, a.name+" trace", wire.AppendTraceFrame(nil, b), wire.FrameTrace, b)
			events += len(b.Events)
			for _, e := range b.Events {
				kinds[e.Kind] = true
			}
		}
		roundTrip(t, a.name+" final", wire.AppendFinalFrame(nil, &a.final), wire.FrameFinal, &a.final)
	}
	// The solves must have made real traces of both families.
	if events < 10000 || len(kinds) < 12 {
		t.Fatalf("the solves traced %d events of %d kinds: too few to test the codec", events, len(kinds))
	}
}

// Values the registry's solves may not make: every optional part set,
// names outside the kind table, non-finite and fractional numbers, empty
// but non-nil lists.
func TestFrameRoundTripShapes(t *testing.T) {
	al, be, negZero := math.Inf(-1), 2.5, math.Copysign(0, -1)
	batch := &wire.TraceBatch{First: 1000, Family: wire.TraceGame, Cut: true,
		States: []wire.TraceState{{ID: 7, Text: "x"}, {ID: 3, Text: "é\n"}, {ID: math.MaxInt32, Text: ""}},
		Events: []wire.TraceEvent{
			{Kind: "a_new_kind", State: 7, Parent: 3, Node: -1, ParentNode: math.MinInt32, Move: "d3", Depth: -2,
				G: 0.1, H: math.NaN(), Bound: math.Inf(1), Value: negZero, Mean: 1e300, Temp: -3,
				Alpha: &al, Beta: &be, BoundKind: "lower", Frontier: 5, Explored: 6, Iteration: math.MaxInt64,
				Expanded: math.MinInt64, Generated: 9, Count: 10, Visits: 11, Proof: 12, States: []int32{},
				Root: true, Dropped: true, Backward: true},
			{Kind: wire.KindBeam, States: []int32{1, -5, math.MaxInt32}},
			{Kind: wire.KindExpand, State: 1, Parent: math.MaxInt32},
		}}
	f, err := wire.DecodeFrame(wire.AppendTraceFrame(nil, batch))
	if err != nil {
		t.Fatal(err)
	}
	// NaN is not equal to itself: compare its bits, then the rest.
	if h := f.Trace.Events[0].H; !math.IsNaN(h) {
		t.Fatalf("H = %v, want NaN", h)
	}
	if v := f.Trace.Events[0].Value; v != 0 || !math.Signbit(v) {
		// -0 is a zero: left out like the JSON form's omitempty.
		if v != 0 {
			t.Fatalf("Value = %v, want 0", v)
		}
	}
	f.Trace.Events[0].H, batch.Events[0].H = 0, 0
	f.Trace.Events[0].Value, batch.Events[0].Value = 0, 0
	if !reflect.DeepEqual(f.Trace, batch) {
		t.Fatalf("round trip\n got %+v\nwant %+v", f.Trace, batch)
	}
	roundTrip(t, "empty batch", wire.AppendTraceFrame(nil, &wire.TraceBatch{}), wire.FrameTrace, &wire.TraceBatch{})
	resp := &wire.Response{Status: wire.StatusFound, Moves: []string{}, Bound: 1.5,
		Reason:          &wire.Reason{Code: "exhausted", Count: -1, Text: "t"},
		TwoPlayerResult: &wire.TwoPlayerResult{Value: -0.25, Candidates: []wire.Candidate{}, CandidatesCut: true},
		BloxorzResult: &wire.BloxorzResult{Switches: 1, Rolls: 2, FewestSwitches: &wire.SwitchPass{Before: 3, ElapsedMS: 0.5},
			Heatmap: []int64{}, HeatOrder: []int64{1, -1}},
		OthelloFields: &wire.OthelloFields{ValueKind: "evaluation", Empties: 60},
		NPuzzleResult: &wire.NPuzzleResult{StartH: 4, HeuristicUsed: "wd", Notice: "n"},
		Traced:        &wire.TraceSummary{Family: wire.TraceSearch, Events: 1, Cut: true, Note: "x"}}
	roundTrip(t, "every part", wire.AppendFinalFrame(nil, resp), wire.FrameFinal, resp)
	roundTrip(t, "nil moves", wire.AppendFinalFrame(nil, &wire.Response{Status: wire.StatusError}), wire.FrameFinal, &wire.Response{Status: wire.StatusError})
	p := wire.Progress{Stats: wire.Stats{Expanded: 1}, NodesPerSec: 1.5, Best: &wire.Best{Solutions: 2, Cost: 3.25}, Attempt: 1, Attempts: 9}
	roundTrip(t, "progress", wire.AppendProgressFrame(nil, p), wire.FrameProgress, &p)
	step := &wire.StepLine{Step: &wire.StepView{Algorithm: "astar", Steps: 5, Done: true, Status: "found", Length: 2, Moves: []string{"U", "L"}}}
	roundTrip(t, "step", wire.AppendStepFrame(nil, step), wire.FrameStep, step)
	roundTrip(t, "step error", wire.AppendStepFrame(nil, &wire.StepLine{Error: "gone"}), wire.FrameStep, &wire.StepLine{Error: "gone"})
	for _, code := range []int{200, 400, 503} {
		f, err := wire.DecodeFrame(wire.AppendEndFrame(nil, code))
		if err != nil || f.Kind != wire.FrameEnd || f.End != code {
			t.Fatalf("end %d: %+v, %v", code, f, err)
		}
	}
	f, err = wire.DecodeFrame(wire.AppendLineFrame(nil, `{"played":1}`))
	if err != nil || f.Kind != wire.FrameLine || f.Line != `{"played":1}` {
		t.Fatalf("line: %+v, %v", f, err)
	}
}

// Malformed frames are errors: unknown kinds, bad flags, lists longer than
// the frame, ids out of range, moves naming no name; random bytes and
// random changes to real frames never panic.
func TestFrameMalformed(t *testing.T) {
	for name, b := range map[string][]byte{
		"empty":          nil,
		"unknown kind":   {0},
		"kind 200":       {200, 1, 2},
		"end code 0":     wire.AppendEndFrame(nil, 0),
		"flag 2":         {byte(wire.FrameStep), 0, 2},
		"huge list":      {byte(wire.FrameTrace), 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0x0f},
		"unknown event":  {byte(wire.FrameTrace), 0, 0, 0, 0, 2, 99, 0},
		"unknown fields": {byte(wire.FrameTrace), 0, 0, 0, 0, 2, 1, 0xff, 0xff, 0xff, 0xff, 0x0f},
		"state overflow": binary.AppendVarint([]byte{byte(wire.FrameTrace), 0, 0, 0, 0, 2, 1, 1}, 1<<40),
		"move index":     append(wire.AppendFinalFrame(nil, &wire.Response{Moves: []string{"U"}})[:0:0], byte(wire.FrameFinal), 0, 2, 2, 1, 'U', 1),
	} {
		if f, err := wire.DecodeFrame(b); err == nil {
			t.Errorf("%s: %x decoded as %+v", name, b, f)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var seeds [][]byte
	for _, a := range realAnswers(t)[:12] {
		for i := range a.batches {
			seeds = append(seeds, wire.AppendTraceFrame(nil, &a.batches[i]))
		}
		seeds = append(seeds, wire.AppendFinalFrame(nil, &a.final))
	}
	for i := 0; i < 20000; i++ {
		b := bytes.Clone(seeds[rng.IntN(len(seeds))])
		for k := 1 + rng.IntN(4); k > 0; k-- {
			b[rng.IntN(len(b))] = byte(rng.Uint32())
		}
		wire.DecodeFrame(b) // must not panic
		junk := make([]byte, rng.IntN(40))
		for j := range junk {
			junk[j] = byte(rng.Uint32())
		}
		wire.DecodeFrame(junk)
	}
}

// FuzzDecodeFrame: any bytes decode to a frame or an error, never a panic,
// and a frame that decodes encodes back to a frame that decodes to it.
func FuzzDecodeFrame(f *testing.F) {
	f.Add(wire.AppendProgressFrame(nil, wire.Progress{Stats: wire.Stats{Expanded: 3}}))
	f.Add(wire.AppendTraceFrame(nil, &wire.TraceBatch{Events: []wire.TraceEvent{{Kind: wire.KindExpand, State: 2, G: 1}}}))
	f.Add(wire.AppendFinalFrame(nil, &wire.Response{Status: wire.StatusFound, Moves: []string{"U", "U"}}))
	f.Add(wire.AppendStepFrame(nil, &wire.StepLine{Error: "x"}))
	f.Fuzz(func(t *testing.T, b []byte) {
		fr, err := wire.DecodeFrame(b)
		if err != nil {
			return
		}
		var again []byte
		switch fr.Kind {
		case wire.FrameTrace:
			again = wire.AppendTraceFrame(nil, fr.Trace)
		case wire.FrameFinal:
			again = wire.AppendFinalFrame(nil, fr.Final)
		default:
			return
		}
		if _, err := wire.DecodeFrame(again); err != nil {
			t.Fatalf("a decoded frame re-encodes to one that does not decode: %v", err)
		}
	})
}

// A line of a solve or step answer turns into the frame of the value
// DecodeLine reads from it.
func TestFrameOfLine(t *testing.T) {
	a := realAnswers(t)[0]
	b := &a.batches[0]
	line := wire.TraceLine{Trace: *b}.AppendJSON(nil)
	fr, err := wire.FrameOfLine("/api/solve", line)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := wire.DecodeLine(line)
	roundTrip(t, "trace line", fr, wire.FrameTrace, want.Trace)
	fr, err = wire.FrameOfLine("/api/step", []byte(`{"step":{"algorithm":"bfs","steps":3}}`))
	if err != nil {
		t.Fatal(err)
	}
	roundTrip(t, "step line", fr, wire.FrameStep, &wire.StepLine{Step: &wire.StepView{Algorithm: "bfs", Steps: 3}})
	if _, err := wire.FrameOfLine("/api/solve", []byte(`{"stat`)); err == nil {
		t.Fatal("an unreadable line made a frame")
	}
	fr, _ = wire.FrameOfLine("/api/tournament", []byte(` {"played":1} `))
	if f, err := wire.DecodeFrame(fr); err != nil || f.Line != `{"played":1}` {
		t.Fatalf("line frame: %+v, %v", f, err)
	}
}
