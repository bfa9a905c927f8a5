//go:build !js

package e2e

// Measurements of the Lab's pool (never asserted): run
//
//	go test ./wasm/e2e -run '^$' -bench 'RunOverhead' -benchtime 1x
//
// Each reports its figures with b.ReportMetric.

import (
	"encoding/json"
	"fmt"
	"sort"
	"testing"
	"time"

	"searchlab/core/api"
)

// overheadJS runs body n times one after another through send (the
// screens' client or the pool) and returns, per run, the time from the
// request to its end in the page minus the search's own elapsed_ms.
const overheadJS = `(send, body, n) => new Promise((resolve) => {
  const over = [];
  const one = () => {
    const t0 = performance.now();
    let last = "";
    send(body, (l) => { last = l; }, (err) => {
      const ms = performance.now() - t0;
      if (err) { resolve({ error: err, over }); return; }
      over.push(ms - JSON.parse(last).stats.elapsed_ms);
      if (over.length === n) resolve({ error: null, over });
      else setTimeout(one, 0);
    });
  };
  one();
})`

// BenchmarkRunOverhead: what a run costs in the page beyond the search
// itself, for a tiny search (A* on an 8-puzzle two moves from the goal):
// "fresh" through the screens' solver client, whose worker starts a Go
// instance per request (syumai/workers), "kept" through the Lab's pool,
// whose worker keeps one instance alive. 50 runs each, one at a time.
func BenchmarkRunOverhead(b *testing.B) {
	p := NewPage(b, 10*time.Minute)
	site := ServeSite(b, distDir)
	p.Open(b, site.Base)
	p.Eval(b, `searchlabPool.resize(1), true`, nil)
	p.WaitJS(b, "a ready pool worker", "searchlabPool.stats().ready === 1", 60*time.Second)
	body, _ := json.Marshal(api.Request{Game: "npuzzle", Board: "1 2 3/4 5 6/0 7 8", Algorithm: "astar"})
	senders := []struct{ name, js string }{
		{"fresh", `(body, l, e) => searchlabSolver.solve(body, l, e)`},
		{"kept", `(body, l, e) => searchlabPool.request("/api/solve", body, l, e)`},
	}
	const n = 50
	for _, s := range senders {
		b.Run(s.name, func(b *testing.B) {
			var all []float64
			for i := 0; i < b.N; i++ {
				var r struct {
					Error *string   `json:"error"`
					Over  []float64 `json:"over"`
				}
				bj, _ := json.Marshal(string(body))
				p.Eval(b, fmt.Sprintf("(%s)(%s, %s, %d)", overheadJS, s.js, bj, n), &r)
				if r.Error != nil {
					b.Fatalf("a run ended with %q", *r.Error)
				}
				all = append(all, r.Over...)
			}
			sort.Float64s(all)
			b.ReportMetric(mean(all), "overhead-ms-mean")
			b.ReportMetric(all[len(all)/2], "overhead-ms-median")
			b.ReportMetric(all[len(all)*9/10], "overhead-ms-p90")
		})
	}
}
