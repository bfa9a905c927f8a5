package replay_test

import (
	"context"
	"testing"
	"time"

	"searchlab/core/games/all"
	"searchlab/core/replay"
	"searchlab/core/wire"
)

// BenchmarkTraceBuild builds the replay of depth-first search's trace on
// the first 8-puzzle board (the cap's 100,000 events, the trace the page
// gets by default) as the page does, batch by batch as the lines arrive
// ("batches", each batch's Add timed: max-batch-ms is the longest one),
// against the reference of the whole trace in one batch ("at-once", what a
// replay built at the run's end costs in one go):
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
		for i := 0; i < b.N; i++ {
			tr := &replay.Trace{Algorithm: req.Algorithm}
			for _, bt := range batches {
				t0 := time.Now()
				if err := tr.Add(bt); err != nil {
					b.Fatal(err)
				}
				longest = max(longest, time.Since(t0))
			}
			if tr.Len() != wire.MaxTraceEvents {
				b.Fatalf("%d events", tr.Len())
			}
		}
		b.ReportMetric(float64(longest.Microseconds())/1000, "max-batch-ms")
		b.ReportMetric(float64(len(batches)), "batches")
	})
	b.Run("at-once", func(b *testing.B) {
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
