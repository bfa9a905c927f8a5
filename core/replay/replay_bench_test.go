package replay_test

import (
	"context"
	"runtime"
	"testing"
	"time"

	"searchlab/core/games/all"
	"searchlab/core/replay"
	"searchlab/core/wire"
)

// BenchmarkTraceBuild builds the replay of depth-first search's trace on
// the first 8-puzzle board (the cap's 100,000 events, the trace the page
// gets by default) as the page does, batch by batch as the lines arrive
// ("batches", each batch's Add timed: max-batch-cpu-ms is the most
// processor time one took), against the reference of the whole trace in
// one batch ("at-once", what a replay built at the run's end costs in one
// go). cpu-ms/op is the processor time of a whole build (the collector's
// included):
//
//	go test -run '^$' -bench TraceBuild -benchmem ./core/replay/
func BenchmarkTraceBuild(b *testing.B) {
	req := wire.Request{Game: "npuzzle", Board: "6 2 4/1 8 3/7 5 0", Algorithm: "dfs", Trace: &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}}
	var batches []wire.TraceBatch
	all.Builtin().SolveTraced(context.Background(), req, nil, func(batch wire.TraceBatch) { batches = append(batches, batch) })
	whole := wire.TraceBatch{Family: batches[0].Family}
	for _, bt := range batches {
		whole.States = append(whole.States, bt.States...)
		whole.Events = append(whole.Events, bt.Events...)
		whole.Cut = whole.Cut || bt.Cut
	}
	if len(whole.Events) != wire.MaxTraceEvents {
		b.Fatalf("the trace has %d events, want %d", len(whole.Events), wire.MaxTraceEvents)
	}
	b.Run("batches", func(b *testing.B) {
		var longest time.Duration
		c0 := cpuTime()
		for i := 0; i < b.N; i++ {
			tr := &replay.Trace{Algorithm: req.Algorithm}
			for _, bt := range batches {
				t0 := cpuTime()
				if err := tr.Add(bt); err != nil {
					b.Fatal(err)
				}
				longest = max(longest, cpuTime()-t0)
			}
			if tr.Len() != wire.MaxTraceEvents {
				b.Fatalf("%d events", tr.Len())
			}
		}
		reportCPU(b, c0)
		b.ReportMetric(float64(longest.Microseconds())/1000, "max-batch-cpu-ms")
		b.ReportMetric(float64(len(batches)), "batches")
	})
	b.Run("at-once", func(b *testing.B) {
		c0 := cpuTime()
		defer reportCPU(b, c0)
		for i := 0; i < b.N; i++ {
			tr := &replay.Trace{Algorithm: req.Algorithm}
			if err := tr.Add(whole); err != nil {
				b.Fatal(err)
			}
			if tr.Len() != wire.MaxTraceEvents {
				b.Fatalf("%d events", tr.Len())
			}
		}
	})
}

// BenchmarkTraceGC is a full garbage collection with DFS's 100,000-event
// replay alive (the page holds one while the person looks at it): what the
// replay's memory adds to every collection, against the reference of the
// same collection without it (cpu-ms/op: the processor time of all the
// collector's threads).
//
//	go test -run '^$' -bench TraceGC ./core/replay/
func BenchmarkTraceGC(b *testing.B) {
	req := wire.Request{Game: "npuzzle", Board: "6 2 4/1 8 3/7 5 0", Algorithm: "dfs", Trace: &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}}
	b.Run("without", func(b *testing.B) {
		c0 := cpuTime()
		for i := 0; i < b.N; i++ {
			runtime.GC()
		}
		reportCPU(b, c0)
	})
	b.Run("with-replay", func(b *testing.B) {
		tr := &replay.Trace{Algorithm: req.Algorithm}
		all.Builtin().SolveTraced(context.Background(), req, nil, func(batch wire.TraceBatch) { _ = tr.Add(batch) })
		b.ResetTimer()
		c0 := cpuTime()
		for i := 0; i < b.N; i++ {
			runtime.GC()
		}
		b.StopTimer()
		reportCPU(b, c0)
		runtime.KeepAlive(tr)
	})
}

// reportCPU reports the processor time per operation since c0.
func reportCPU(b *testing.B, c0 time.Duration) {
	b.ReportMetric(float64((cpuTime()-c0).Microseconds())/1000/float64(b.N), "cpu-ms/op")
}
