//go:build !js

package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"
	"time"

	"searchlab/core/wire"
)

// TestMeasureFrames measures the worker → page messages of issue 28 item
// 2 (a measurement, not a timed test: it runs only with SEARCHLAB_MEASURE
// set and logs its figures without asserting them):
//
//	SEARCHLAB_MEASURE=1 SEARCHLAB_E2E_DIST=/tmp/dist go test -count=1 ./wasm/e2e -run TestMeasureFrames -v
//
// First, DFS on the first 8-puzzle board traced to the cap (100,000
// events, a 93,782-move solution) through the screens' lane, once as
// NDJSON lines and once as binary frames (a site built before frames gets
// lines both times): the messages and bytes that reach the page, and the
// time the page's thread spends in the callbacks that receive them (the
// JS side only; the Go decoding is BenchmarkTraceDecode in core/wire).
// Then the longest main-thread task at the end of DFS on that board run
// from the screen with its default trace (PerformanceObserver "longtask",
// and what ran inside the long tasks from Chrome's trace), three runs.
func TestMeasureFrames(t *testing.T) {
	if os.Getenv("SEARCHLAB_MEASURE") == "" {
		t.Skip("a measurement: set SEARCHLAB_MEASURE=1 to run it")
	}
	p, _ := uiOpen(t, "", 10*time.Minute)
	req := wire.Request{Game: "npuzzle", Board: dfsBoard, Algorithm: "dfs", Trace: &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}}
	body, _ := json.Marshal(req)
	for _, frames := range []bool{false, true} {
		var r struct {
			Messages int     `json:"messages"`
			Bytes    float64 `json:"bytes"`
			Binary   int     `json:"binary"`
			InMS     float64 `json:"in_ms"`
			MS       float64 `json:"ms"`
			End      *string `json:"end"`
		}
		p.Eval(t, fmt.Sprintf(`new Promise((resolve) => {
			const s = globalThis.searchlabSolver, t0 = performance.now();
			let messages = 0, bytes = 0, binary = 0, inMS = 0;
			s.request("screens", "/api/solve", %q, (m) => {
				const a = performance.now();
				messages++;
				if (typeof m === "string") bytes += m.length; else { binary++; bytes += m.byteLength; }
				inMS += performance.now() - a;
			}, (end) => resolve({messages, bytes, binary, in_ms: inMS, ms: performance.now() - t0, end: s.describe(end)}), {frames: %v});
		})`, body, frames), &r)
		if r.End != nil {
			t.Fatalf("frames %v: the run ended %s", frames, *r.End)
		}
		t.Logf("DFS traced, frames asked %v: %d messages (%d binary), %.0f bytes (%.1f per event), run %.0f ms",
			frames, r.Messages, r.Binary, r.Bytes, r.Bytes/wire.MaxTraceEvents, r.MS)
		p.WaitJS(t, "a ready solver", "globalThis.searchlabSolver.ready()", time.Minute)
	}

	uiSetBoard(t, p, dfsBoard)
	uiSet(t, p, "algorithm", "dfs")
	var events string
	p.Eval(t, fmt.Sprintf(`document.querySelector(%q).value`, ByTestID("trace-events")), &events)
	uiWatchLongTasks(t, p)
	for try := 1; try <= 3; try++ {
		p.Eval(t, `globalThis.__longTasks = []`, nil)
		runs := historyRows(t, p)
		tasks, names := traceTasks(t, p, try == 1, func() {
			uiClick(t, p, "run")
			uiWait(t, p, "DFS to end", fmt.Sprintf(`document.querySelectorAll('[data-testid=history] tbody tr').length > %d && document.querySelector(%q).dataset.outcome == "found"`, runs, ByTestID("status")), 4*time.Minute)
			rpWaitDone(t, p)
			uiSettle(t, p)
		})
		longest, n := uiLongestTask(t, p)
		var wall, cpu mainTask // the longest main-thread task by wall time, and by processor time
		for _, e := range tasks {
			if e.Name != "RunTask" || names[traceThread{e.Pid, e.Tid}] != "CrRendererMain" {
				continue
			}
			if e.Dur/1000 > wall.WallMS {
				wall = mainTask{WallMS: e.Dur / 1000, CPUMS: e.TDur / 1000}
			}
			if e.TDur/1000 > cpu.CPUMS {
				cpu = mainTask{WallMS: e.Dur / 1000, CPUMS: e.TDur / 1000}
			}
		}
		t.Logf("run %d (default trace of %s events): longest main-thread task %.0f ms (longtask), %d over 50 ms; in the trace: longest %.0f ms wall (%.0f ms CPU), most CPU %.0f ms (%.0f ms wall)",
			try, events, longest, n, wall.WallMS, wall.CPUMS, cpu.CPUMS, cpu.WallMS)
		if try == 1 {
			for _, b := range mainBreakdown(tasks, names, 6) {
				t.Logf("  main: %s ×%d, %.0f ms wall, %.0f ms CPU", b.Name, b.Tasks, b.WallMS, b.CPUMS)
			}
			for _, lt := range traceLong(tasks, names) {
				t.Logf("  %v", lt)
			}
		}
	}
	uiNoErrors(t, p)
}

// TestMeasureFirstStep looks into the first Step's round trip (a
// measurement: SEARCHLAB_MEASURE=1): A* on TestMeasureStepRoundTrip's 4×4
// board, the first three Step clicks each under Chrome's trace: the time
// from the click to the count drawn, what the page's and the worker's
// threads did, and the long tasks with what ran inside them.
func TestMeasureFirstStep(t *testing.T) {
	if os.Getenv("SEARCHLAB_MEASURE") == "" {
		t.Skip("a measurement: set SEARCHLAB_MEASURE=1 to run it")
	}
	p, _ := uiOpen(t, "", 5*time.Minute)
	uiSetBoard(t, p, measureReplayBoard)
	uiSet(t, p, "algorithm", "astar")
	uiSettle(t, p)
	for i := 1; i <= 3; i++ {
		var ms float64
		tasks, names := traceTasks(t, p, true, func() {
			p.Eval(t, fmt.Sprintf(`(async () => {
				const steps = () => (document.querySelector(%q) || {}).textContent || "0";
				const before = steps(), t0 = performance.now();
				document.querySelector(%q).click();
				while (steps() === before) await new Promise(r => requestAnimationFrame(r));
				return performance.now() - t0; })()`, ByTestID("stat-steps"), ByTestID("step")), &ms)
		})
		t.Logf("step %d: %.1f ms from the click to the count drawn", i, ms)
		for _, b := range threadsBusy(tasks, names) {
			t.Logf("  thread %s: %d tasks, %.1f ms wall, %.1f ms CPU", b.Name, b.Tasks, b.WallMS, b.CPUMS)
		}
		for _, b := range mainBreakdown(tasks, names, 8) {
			t.Logf("  main: %s ×%d, %.1f ms wall, %.1f ms CPU", b.Name, b.Tasks, b.WallMS, b.CPUMS)
		}
		for _, lt := range traceLong(tasks, names) {
			t.Logf("  %v", lt)
		}
	}
	uiNoErrors(t, p)
}
