package api_test

import (
	"context"
	"io"
	"testing"

	"searchlab/core/api"
	"searchlab/core/internal/cputime"
)

// BenchmarkTraced is every bench case of BenchmarkUntraced solved with a
// trace of up to api.MaxTraceEvents events, each trace line encoded as the
// handler streams it (TraceLine.AppendJSON into a reused buffer): the
// ratio to BenchmarkUntraced in the same run is what a trace costs the
// worker (the goal: at most 2×).
//
//	go test -run '^$' -bench 'Untraced|Traced' -count 6 ./core/api
func BenchmarkTraced(b *testing.B) {
	reg := api.Builtin()
	for _, c := range benchCases {
		b.Run(c.name, func(b *testing.B) {
			req := c.req
			req.Trace = &api.TraceRequest{MaxEvents: api.MaxTraceEvents}
			var r api.Response
			var buf []byte
			m := cputime.Start()
			for b.Loop() {
				r = reg.SolveTraced(context.Background(), req, nil, func(tb api.TraceBatch) {
					buf = append(api.TraceLine{Trace: tb}.AppendJSON(buf[:0]), '\n')
					io.Discard.Write(buf)
				})
			}
			if r.Status == api.StatusInvalid || r.Status == api.StatusError || r.Traced == nil {
				b.Fatalf("%s: %s (traced %v)", r.Status, r.Error, r.Traced)
			}
			m.Report(b, 0, "")
			b.ReportMetric(float64(r.Stats.Expanded), "expanded")
			b.ReportMetric(float64(r.Traced.Events), "events")
		})
	}
}
