package all_test

import (
	"context"
	"io"
	"math"
	"runtime"
	"testing"
	"time"

	"searchlab/core/games/all"
	"searchlab/core/wire"
)

// BenchmarkTraceRatio solves every bench case untraced and traced, in
// alternation, each batch sent as the worker sends it (frames) or as the
// network edge writes it (json), and reports the least time of each over
// the iterations and their ratio (the goal: at most 1.5). On a busy shared
// machine, and in a js/wasm runtime that has no CPU clock, the least of
// many alternated runs is the time a run takes when nothing interrupts
// it, and both sides of the ratio come from the same moments. Each run
// starts after a collection (not timed), so one's garbage is not
// collected in the other's time.
//
//	go test -run '^$' -bench TraceRatio -benchtime 30x ./core/games/all
//
// In the worker's runtime (node's V8 running the js/wasm test binary, its
// code compiled by TurboFan up front; there BenchmarkUntraced and
// BenchmarkTracedFrames report wall time only, since core never imports
// syscall/js to read Node's CPU clock, so run them on an idle machine;
// take the second count, as the first traced run of a fresh program also
// pays V8's first calls, which a kept-alive worker pays once):
//
//	GOOS=js GOARCH=wasm go test -c -o /tmp/all.wasm ./core/games/all
//	node --stack-size=8192 --single-threaded --no-liftoff --no-wasm-dynamic-tiering \
//	    "$(go env GOROOT)/lib/wasm/wasm_exec_node.js" /tmp/all.wasm \
//	    -test.run '^$' -test.bench 'TraceRatio|Untraced|TracedFrames' -test.benchtime 3x -test.count 2
func BenchmarkTraceRatio(b *testing.B) {
	reg := all.Builtin()
	for _, c := range benchCases {
		for _, mode := range []string{"frames", "json"} {
			b.Run(c.name+"/"+mode, func(b *testing.B) {
				traced := c.req
				traced.Trace = &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}
				var buf []byte
				send := func(p *wire.TracePack) {
					if mode == "frames" {
						buf = p.AppendFrame(buf[:0])
					} else {
						buf = append(p.AppendJSON(buf[:0]), '\n')
					}
					io.Discard.Write(buf)
				}
				least := [2]time.Duration{math.MaxInt64, math.MaxInt64}
				var r [2]wire.Response
				for b.Loop() {
					for i := range 2 {
						runtime.GC()
						start := time.Now()
						if i == 0 {
							r[i] = reg.Solve(context.Background(), c.req, nil)
						} else {
							r[i] = reg.SolveTracePacks(context.Background(), traced, nil, send)
						}
						least[i] = min(least[i], time.Since(start))
					}
				}
				if r[1].Traced == nil || r[0].Stats.Expanded != r[1].Stats.Expanded {
					b.Fatalf("traced run: %s, traced %v, %d expanded (untraced %d)", r[1].Status, r[1].Traced, r[1].Stats.Expanded, r[0].Stats.Expanded)
				}
				b.ReportMetric(float64(least[0].Nanoseconds()), "untraced-ns")
				b.ReportMetric(float64(least[1].Nanoseconds()), "traced-ns")
				b.ReportMetric(float64(least[1])/float64(least[0]), "ratio")
				b.ReportMetric(float64(least[1]-least[0])/float64(r[1].Traced.Events), "ns/event")
			})
		}
	}
}
