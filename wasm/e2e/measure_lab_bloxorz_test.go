//go:build !js

package e2e

import (
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"searchlab/core/experiment"
)

// BenchmarkLabLongTasksBloxorz (issue 30 item 4): the Bloxorz preset (165
// runs on the 33 stages) in the page with one and two workers; the page's
// long tasks (over 50 ms, PerformanceObserver "longtask") are counted and
// the longest reported, with when each came (its start after Run and the
// runs done then) to say what the page was doing. Chrome's trace gives
// each long task's processor time (the wall time counts the time other
// processes took the core on a loaded machine) and what ran inside it: a
// redraw (FireAnimationFrame), a worker's message, a layout.
//
//	go test ./wasm/e2e -run '^$' -bench LabLongTasksBloxorz -benchtime 1x
func BenchmarkLabLongTasksBloxorz(b *testing.B) {
	preset, _ := experiment.PresetByName("bloxorz-classic")
	p := NewPage(b, 30*time.Minute)
	site := ServeSite(b, distDir)
	for _, k := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", k), func(b *testing.B) {
			var longest, longestCPU, count, elapsed float64
			for i := 0; i < b.N; i++ {
				var r labRun
				tasks, names := traceTasks(b, p, true, func() { r = labRunSpec(b, p, site, preset.Spec, k) })
				for _, t := range traceLong(tasks, names) {
					b.Logf("  %s", t)
					if !strings.Contains(t.String(), "v8.wasm.compile") { // not the page's load
						longestCPU = max(longestCPU, t.CPUMS)
					}
				}
				sort.Float64s(r.LongTasks)
				if n := len(r.LongTasks); n > 0 {
					longest = max(longest, r.LongTasks[n-1])
				}
				count += float64(len(r.LongTasks))
				elapsed += r.ElapsedMS
				b.Logf("165 runs in %.1f s wall, %.1f s CPU, %d workers, %d long tasks (load %s): %v", r.ElapsedMS/1000, r.CPU.Seconds(), k, len(r.LongTasks), r.Load, r.TaskTimes)
			}
			b.ReportMetric(longest, "longest-task-ms")
			b.ReportMetric(longestCPU, "longest-task-cpu-ms")
			b.ReportMetric(count/float64(b.N), "tasks-over-50ms")
			b.ReportMetric(elapsed/float64(b.N)/1000, "s")
		})
	}
}
