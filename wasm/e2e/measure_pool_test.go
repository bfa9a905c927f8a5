//go:build !js

package e2e

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"searchlab/core/wire"
)

// parallelJS sends body n times to the pool at once and resolves with the
// wall time until the last ends (or the first error).
const parallelJS = `(body, n) => new Promise((resolve) => {
  const t0 = performance.now();
  let left = n;
  for (let i = 0; i < n; i++) {
    searchlabSolver.request('lab', "/api/solve", body, () => {}, (end) => {
      const err = searchlabSolver.describe(end);
      if (err) { resolve({ error: err }); return; }
      if (--left === 0) resolve({ error: null, ms: performance.now() - t0 });
    });
  }
})`

// BenchmarkPoolParallel: the pool alone, without the Lab screen: four
// long searches (BFS over all 181,440 states of the 8-puzzle) with one
// worker and with two, and the browser's processor time meanwhile. A
// ratio near 2 says the browser runs two workers on two processors; near
// 1 that something (the machine's load, the browser) gives it only one.
//
//	go test ./wasm/e2e -run '^$' -bench PoolParallel -benchtime 1x
func BenchmarkPoolParallel(b *testing.B) {
	p := NewPage(b, 10*time.Minute)
	site := ServeSite(b, distDir)
	p.Open(b, site.Base)
	body, _ := json.Marshal(wire.Request{Game: "npuzzle", Board: "8 6 7/2 5 4/3 0 1", Algorithm: "bfs"})
	bj, _ := json.Marshal(string(body))
	const n = 4
	var wall [3]float64
	for i := 0; i < b.N; i++ {
		for _, k := range []int{1, 2} {
			p.Eval(b, fmt.Sprintf(`searchlabSolver.resize('lab', %d), true`, k), nil)
			p.WaitJS(b, "ready pool workers", fmt.Sprintf("searchlabSolver.stats('lab').ready === %d", k), 60*time.Second)
			var r struct {
				Error *string `json:"error"`
				MS    float64 `json:"ms"`
			}
			cpu0 := browserCPU(p)
			p.Eval(b, fmt.Sprintf("(%s)(%s, %d)", parallelJS, bj, n), &r)
			if r.Error != nil {
				b.Fatalf("a run ended with %q", *r.Error)
			}
			b.Logf("%d workers: %d runs in %.0f ms wall, %.1f s CPU", k, n, r.MS, (browserCPU(p) - cpu0).Seconds())
			wall[k] += r.MS
		}
	}
	b.ReportMetric(wall[1]/float64(b.N), "ms-1-worker")
	b.ReportMetric(wall[2]/float64(b.N), "ms-2-workers")
	b.ReportMetric(wall[1]/wall[2], "speedup")
}
