package all_test

import (
	"context"
	"io"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/internal/cputime"
	"searchlab/core/wire"
)

// BenchmarkTraced is every bench case of BenchmarkUntraced solved with a
// trace of up to api.MaxTraceEvents events, each trace line encoded as the
// handler streams it (TracePack.AppendJSON into a reused buffer): the
// ratio to BenchmarkUntraced in the same run is what a trace costs the
// worker (issue 28's goal: at most 1.5×; BenchmarkTraceRatio gives the ratio).
//
//	go test -run '^$' -bench 'Untraced|Traced' -count 6 ./core/games/all
func BenchmarkTraced(b *testing.B) {
	benchTraced(b, func(buf []byte, p *wire.TracePack) []byte { return append(p.AppendJSON(buf), '\n') })
}

// BenchmarkTracedFrames is BenchmarkTraced with each batch encoded as the
// browser's worker sends it (a binary trace frame, TracePack.AppendFrame).
//
//	go test -run '^$' -bench 'Untraced|TracedFrames' -count 6 ./core/games/all
func BenchmarkTracedFrames(b *testing.B) {
	benchTraced(b, func(buf []byte, p *wire.TracePack) []byte { return p.AppendFrame(buf) })
}

// benchTraced solves every bench case traced, each batch encoded by
// encode into a reused buffer.
func benchTraced(b *testing.B, encode func(buf []byte, p *wire.TracePack) []byte) {
	reg := all.Builtin()
	for _, c := range benchCases {
		b.Run(c.name, func(b *testing.B) {
			req := c.req
			req.Trace = &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}
			var r wire.Response
			var buf []byte
			m := cputime.Start()
			for b.Loop() {
				r = reg.SolveTracePacks(context.Background(), req, nil, func(p *wire.TracePack) {
					buf = encode(buf[:0], p)
					io.Discard.Write(buf)
				})
			}
			if r.Status == wire.StatusInvalid || r.Status == wire.StatusError || r.Traced == nil {
				b.Fatalf("%s: %s (traced %v)", r.Status, r.Error, r.Traced)
			}
			m.Report(b, 0, "")
			b.ReportMetric(float64(r.Stats.Expanded), "expanded")
			b.ReportMetric(float64(r.Traced.Events), "events")
		})
	}
}
