//go:build !js

package e2e

import (
	"context"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

// TestMeasureReplayEndDFS measures issue 28's goal for the end of a traced
// run (no main-thread task over 100 ms at the end of any run, 100,000
// traced events included): depth-first search on the first 8-puzzle board
// (a 93,782-move solution) with the default trace (the cap's 100,000
// events), from Run until the replay is drawn. It logs the longest
// main-thread task (Chrome's trace, wall and processor time) and what ran
// inside each task over 50 ms. A measurement, not a timed test: it runs
// only with SEARCHLAB_MEASURE set. With SEARCHLAB_E2E_DIST_BEFORE naming a
// second build, the two builds take turns in one run (before, after,
// before, after, …) so the machine's load falls on both alike:
//
//	SEARCHLAB_MEASURE=1 SEARCHLAB_E2E_DIST=/tmp/after SEARCHLAB_E2E_DIST_BEFORE=/tmp/before \
//	  go test -count=1 -timeout 30m ./wasm/e2e -run TestMeasureReplayEndDFS -v
//
// SEARCHLAB_ROUNDS sets the rounds (3); SEARCHLAB_PROFILE=1 also records
// the page's processor profile and logs the functions that took the
// costliest task's time (a build whose ui.wasm keeps its symbols names
// them: go build without -ldflags=-s); SEARCHLAB_TRACE_EVENTS sets
// another trace cap (0: untraced, for reference).
func TestMeasureReplayEndDFS(t *testing.T) {
	if os.Getenv("SEARCHLAB_MEASURE") == "" {
		t.Skip("a measurement: set SEARCHLAB_MEASURE=1 to run it")
	}
	builds := []struct{ name, dir string }{{"this build", distDir}}
	if b := os.Getenv("SEARCHLAB_E2E_DIST_BEFORE"); b != "" {
		builds = append([]struct{ name, dir string }{{"before", b}}, builds...)
	}
	rounds := 3
	if n, err := strconv.Atoi(os.Getenv("SEARCHLAB_ROUNDS")); err == nil && n > 0 {
		rounds = n
	}
	worst := map[string][]float64{}
	for round := 1; round <= rounds; round++ {
		for _, b := range builds {
			t.Run(fmt.Sprintf("%s/%d", strings.ReplaceAll(b.name, " ", "_"), round), func(t *testing.T) {
				wall, cpu, most, endWall, endCPU := measureReplayEnd(t, b.name, b.dir)
				worst[b.name] = append(worst[b.name], wall, cpu, most, endWall, endCPU)
			}) // each page closes at its subtest's end
		}
	}
	for _, b := range builds {
		cols := make([][]string, 5)
		w := worst[b.name]
		for i := 0; i+4 < len(w); i += 5 {
			for k := range cols {
				cols[k] = append(cols[k], fmt.Sprintf("%.0f", w[i+k]))
			}
		}
		t.Logf("%s, per round: whole run: longest main-thread task %s ms wall (its processor time %s ms), costliest %s ms of processor time; "+
			"from the run's end on: longest %s ms wall, costliest %s ms of processor time",
			b.name, strings.Join(cols[0], ", "), strings.Join(cols[1], ", "), strings.Join(cols[2], ", "), strings.Join(cols[3], ", "), strings.Join(cols[4], ", "))
	}
}

// measureReplayEnd runs DFS on dfsBoard with the default trace on a fresh
// page of the build in dir, until its replay is drawn, and returns the
// longest main-thread task's wall and processor milliseconds and the most
// processor time of one task (on a machine shared with other work, a
// task's wall time also counts the time its thread waited for a
// processor), over the whole run and from its end on (the longest wall
// time and the most processor time of a task over 50 ms).
func measureReplayEnd(t *testing.T, name, dir string) (wall, cpu, most, endWall, endCPU float64) {
	p := NewPage(t, 5*time.Minute)
	site := ServeSite(t, dir)
	p.Open(t, site.Base)
	p.WaitTestID(t, "board")
	uiSetBoard(t, p, dfsBoard)
	uiSet(t, p, "algorithm", "dfs")
	if n := os.Getenv("SEARCHLAB_TRACE_EVENTS"); n != "" { // a probe: another cap (0: untraced)
		uiSet(t, p, "trace-events", n)
	}
	var events int
	var prof *profiler.Profile
	profile := os.Getenv("SEARCHLAB_PROFILE") != "" // the sampling profiler costs the page's thread too
	tasks, names := traceTasks(t, p, true, func() {
		prof = profileMain(t, p, profile, func() {
			start := time.Now()
			// A mark in the trace when the run's end reaches the status
			// line: the tasks from there on are the run's end.
			p.Eval(t, fmt.Sprintf(`(() => { const el = document.querySelector(%q);
				const o = new MutationObserver(() => { if (el.dataset.outcome == "found") { console.timeStamp("searchlab-run-end"); o.disconnect(); } });
				o.observe(el, {attributes: true}); return true; })()`, ByTestID("status")), nil)
			uiClick(t, p, "run")
			uiWait(t, p, "DFS to end", fmt.Sprintf(`document.querySelector(%q).dataset.outcome == "found"`, ByTestID("status")), 4*time.Minute)
			if os.Getenv("SEARCHLAB_TRACE_EVENTS") != "0" {
				rpWaitDone(t, p)
				uiWait(t, p, "the replay's pictures", `!!document.querySelector('[data-testid=search-tree]')`, time.Minute)
			}
			uiSettle(t, p)
			time.Sleep(300 * time.Millisecond) // a late redraw lands in the trace too
			uiSettle(t, p)
			if os.Getenv("SEARCHLAB_TRACE_EVENTS") == "" {
				events = rpInt(t, p, "stepper", "data-len")
			}
			var els map[string]int
			p.Eval(t, `(() => { const o = {page: document.querySelectorAll('*').length};
				for (const id of ["stepper", "search-tree", "move-list", "history"]) o[id] = document.querySelectorAll('[data-testid=' + id + '] *').length;
				return o; })()`, &els)
			t.Logf("%s: elements drawn: %v", name, els)
			t.Logf("%s: DFS with its trace ran and drew in %.1f s", name, time.Since(start).Seconds())
		})
	})
	if events != 100000 && os.Getenv("SEARCHLAB_TRACE_EVENTS") == "" {
		t.Errorf("%s: the replay holds %d events, want the cap's 100,000", name, events)
	}
	endAt := 0.0
	for _, e := range tasks {
		if d, ok := e.Args["data"].(map[string]any); ok && e.Name == "TimeStamp" && d["message"] == "searchlab-run-end" {
			endAt = e.Ts
		}
	}
	if endAt == 0 {
		t.Errorf("%s: no mark of the run's end in the trace", name)
	}
	var from, to float64
	for _, lt := range traceLong(tasks, names) {
		t.Logf("%s: %s", name, lt)
		if lt.Ts+lt.WallMS*1000 >= endAt {
			endWall, endCPU = max(endWall, lt.WallMS), max(endCPU, lt.CPUMS)
		}
		if lt.WallMS > wall {
			wall, cpu = lt.WallMS, lt.CPUMS
		}
		if lt.CPUMS > most { // the profile is read in the costliest task
			most, from, to = lt.CPUMS, lt.Ts, lt.Ts+lt.WallMS*1000
		}
	}
	for _, f := range profileInside(prof, from, to, 40, "") {
		t.Logf("%s: in the costliest task: %s", name, f)
	}
	for _, f := range profileInside(prof, from, to, 30, "searchlab") {
		t.Logf("%s: in the costliest task, the project's: %s", name, f)
	}
	if fn := os.Getenv("SEARCHLAB_PROFILE_CALLERS"); fn != "" && prof != nil {
		for _, f := range profileCallers(prof, from, to, fn, 15) {
			t.Logf("%s: %s called from %s", name, fn, f)
		}
	}
	t.Logf("%s: longest main-thread task %.0f ms wall (%.0f ms processor); costliest %.0f ms processor", name, wall, cpu, most)
	t.Logf("%s: from the run's end on: longest task %.0f ms wall, costliest %.0f ms processor (0: none over 50 ms)", name, endWall, endCPU)
	uiNoErrors(t, p)
	return wall, cpu, most, endWall, endCPU
}

// profileMain records the page's main-thread processor profile (V8's
// sampling profiler, every 200 µs) while fn runs, if on (else it runs fn
// and returns nil).
func profileMain(tb testing.TB, p *Page, on bool, fn func()) *profiler.Profile {
	tb.Helper()
	if !on {
		fn()
		return nil
	}
	p.Run(tb, chromedp.ActionFunc(func(ctx context.Context) error {
		if err := profiler.Enable().Do(ctx); err != nil {
			return err
		}
		if err := profiler.SetSamplingInterval(200).Do(ctx); err != nil {
			return err
		}
		return profiler.Start().Do(ctx)
	}))
	fn()
	var prof *profiler.Profile
	p.Run(tb, chromedp.ActionFunc(func(ctx context.Context) (err error) {
		prof, err = profiler.Stop().Do(ctx)
		return err
	}))
	return prof
}

// profileInside sums a profile's samples taken from µs from to µs to (the
// trace's clock) by function, counting a function once per sample in
// which it is on the stack (inclusive time), and returns the top ones as
// "name: ms (self ms)", of the functions whose names contain only.
func profileInside(prof *profiler.Profile, from, to float64, top int, only string) []string {
	if prof == nil || to <= from {
		return nil
	}
	parent := map[int64]int64{}
	byID := map[int64]*profiler.ProfileNode{}
	for _, n := range prof.Nodes {
		byID[n.ID] = n
		for _, c := range n.Children {
			parent[c] = n.ID
		}
	}
	incl, self := map[string]float64{}, map[string]float64{}
	at := prof.StartTime
	for i, id := range prof.Samples {
		at += float64(prof.TimeDeltas[i])
		if at < from || at > to || i+1 >= len(prof.TimeDeltas) {
			continue
		}
		dt := float64(prof.TimeDeltas[i+1]) / 1000
		seen := map[string]bool{}
		for n, first := id, true; n != 0; n, first = parent[n], false {
			name := byID[n].CallFrame.FunctionName
			if name == "" {
				name = "(anonymous)"
			}
			if first {
				self[name] += dt
			}
			if !seen[name] {
				seen[name] = true
				incl[name] += dt
			}
		}
	}
	names := make([]string, 0, len(incl))
	for n := range incl {
		if !strings.Contains(n, only) {
			continue
		}
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool { return incl[names[i]] > incl[names[j]] })
	var out []string
	for _, n := range names[:min(top, len(names))] {
		out = append(out, fmt.Sprintf("%s: %.1f ms (self %.1f)", n, incl[n], self[n]))
	}
	return out
}

// profileCallers sums the samples from µs from to µs to whose top frame is
// function fn by the chain of the project's and Vecty's frames above it
// (the nearest six), the costliest chains first.
func profileCallers(prof *profiler.Profile, from, to float64, fn string, top int) []string {
	parent := map[int64]int64{}
	byID := map[int64]*profiler.ProfileNode{}
	for _, n := range prof.Nodes {
		byID[n.ID] = n
		for _, c := range n.Children {
			parent[c] = n.ID
		}
	}
	sum := map[string]float64{}
	at := prof.StartTime
	for i, id := range prof.Samples {
		at += float64(prof.TimeDeltas[i])
		if at < from || at > to || i+1 >= len(prof.TimeDeltas) || byID[id].CallFrame.FunctionName != fn {
			continue
		}
		var chain []string
		for n := parent[id]; n != 0 && len(chain) < 6; n = parent[n] {
			if f := byID[n].CallFrame.FunctionName; strings.Contains(f, "searchlab") || strings.Contains(f, "vecty") {
				chain = append(chain, f)
			}
		}
		sum[strings.Join(chain, " < ")] += float64(prof.TimeDeltas[i+1]) / 1000
	}
	keys := make([]string, 0, len(sum))
	for k := range sum {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return sum[keys[i]] > sum[keys[j]] })
	var out []string
	for _, k := range keys[:min(top, len(keys))] {
		out = append(out, fmt.Sprintf("%.1f ms: %s", sum[k], k))
	}
	return out
}
