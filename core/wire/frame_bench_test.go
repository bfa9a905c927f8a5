package wire_test

import (
	"context"
	"encoding/json"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/internal/cputime"
	"searchlab/core/wire"
)

// bigTrace is one traced solve as the worker sends it both ways: its NDJSON
// lines (the trace lines as httpapi writes them, then the final line) and
// its binary frames.
type bigTrace struct {
	events int
	lines  [][]byte
	frames [][]byte
	final  wire.Response
}

func solveBoth(b *testing.B, req wire.Request) bigTrace {
	b.Helper()
	var t bigTrace
	var batches []wire.TraceBatch
	t.final = all.Builtin().SolveTraced(context.Background(), req, nil, func(tb wire.TraceBatch) { batches = append(batches, tb) })
	for i := range batches {
		t.events += len(batches[i].Events)
		t.lines = append(t.lines, wire.TraceLine{Trace: batches[i]}.AppendJSON(nil))
		t.frames = append(t.frames, wire.AppendTraceFrame(nil, &batches[i]))
	}
	line, err := json.Marshal(t.final)
	if err != nil {
		b.Fatal(err)
	}
	t.lines = append(t.lines, line)
	t.frames = append(t.frames, wire.AppendFinalFrame(nil, &t.final))
	return t
}

func size(bs [][]byte) (n int) {
	for _, b := range bs {
		n += len(b)
	}
	return n
}

// BenchmarkTraceDecode is the page's side of a big traced run: decoding
// every trace batch and the final result, from the NDJSON lines
// (wire.DecodeLine: encoding/json by reflection, the moves' fast path)
// against the binary frames (wire.DecodeFrame), in one run:
//
//	go test ./core/wire -run XXX -bench TraceDecode -benchmem
//
// DFS on the first 8-puzzle board (100,000 events, a 93,782-move
// solution) and A* with the Manhattan distance on a hard 8-puzzle board.
// B/event is the bytes that cross from the worker per trace event (the
// final line or frame included).
func BenchmarkTraceDecode(b *testing.B) {
	for _, c := range []struct {
		name string
		req  wire.Request
	}{
		{"dfs", wire.Request{Game: "npuzzle", Board: "6 2 4/1 8 3/7 5 0", Algorithm: "dfs", Trace: &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}}},
		{"astar", wire.Request{Game: "npuzzle", Board: "8 6 7/2 5 4/3 0 1", Algorithm: "astar",
			Params: map[string]any{"heuristic": "manhattan"}, Trace: &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}}},
	} {
		t := solveBoth(b, c.req)
		b.Run(c.name+"/json", func(b *testing.B) {
			for b.Loop() {
				for _, l := range t.lines {
					if _, err := wire.DecodeLine(l); err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ReportMetric(float64(size(t.lines))/float64(t.events), "B/event")
		})
		b.Run(c.name+"/frames", func(b *testing.B) {
			for b.Loop() {
				for _, f := range t.frames {
					if _, err := wire.DecodeFrame(f); err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ReportMetric(float64(size(t.frames))/float64(t.events), "B/event")
		})
	}
}

// BenchmarkTraceEncode is the worker's side of the same runs: writing
// the trace lines and the final line (TraceLine.AppendJSON, encoding/json
// for the result) against writing the frames.
func BenchmarkTraceEncode(b *testing.B) {
	var batches []wire.TraceBatch
	req := wire.Request{Game: "npuzzle", Board: "6 2 4/1 8 3/7 5 0", Algorithm: "dfs", Trace: &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}}
	final := all.Builtin().SolveTraced(context.Background(), req, nil, func(tb wire.TraceBatch) { batches = append(batches, tb) })
	b.Run("dfs/json", func(b *testing.B) {
		var buf []byte
		for b.Loop() {
			for i := range batches {
				buf = wire.TraceLine{Trace: batches[i]}.AppendJSON(buf[:0])
			}
			if _, err := json.Marshal(final); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("dfs/frames", func(b *testing.B) {
		var buf []byte
		for b.Loop() {
			for i := range batches {
				buf = wire.AppendTraceFrame(buf[:0], &batches[i])
			}
			buf = wire.AppendFinalFrame(buf[:0], &final)
		}
	})
}

// BenchmarkTracePack is the recorder's side of the same DFS run: writing
// each event and state into a reused wire.TracePack (what a traced search
// pays per event before anything is sent), then the batch's frame or JSON
// line (events per CPU second: 1e9 over it is the CPU ns per event):
//
//	go test ./core/wire -run XXX -bench TracePack
func BenchmarkTracePack(b *testing.B) {
	var batches []wire.TraceBatch
	req := wire.Request{Game: "npuzzle", Board: "6 2 4/1 8 3/7 5 0", Algorithm: "dfs", Trace: &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}}
	all.Builtin().SolveTraced(context.Background(), req, nil, func(tb wire.TraceBatch) { batches = append(batches, tb) })
	events := 0
	for i := range batches {
		events += len(batches[i].Events)
	}
	for _, c := range []struct {
		name string
		send func(buf []byte, p *wire.TracePack) []byte
	}{
		{"record", func(buf []byte, p *wire.TracePack) []byte { return buf }},
		{"frames", func(buf []byte, p *wire.TracePack) []byte { return p.AppendFrame(buf[:0]) }},
		{"json", func(buf []byte, p *wire.TracePack) []byte { return p.AppendJSON(buf[:0]) }},
	} {
		b.Run("dfs/"+c.name, func(b *testing.B) {
			var p wire.TracePack
			var buf []byte
			m := cputime.Start()
			for b.Loop() {
				for i := range batches {
					p.Reset(batches[i].First)
					for _, s := range batches[i].States {
						p.AddState(s.ID, s.Text)
					}
					for j := range batches[i].Events {
						p.AddEvent(&batches[i].Events[j])
					}
					buf = c.send(buf, &p)
				}
			}
			m.Report(b, float64(b.N)*float64(events), "events/cpu-s")
		})
	}
}
