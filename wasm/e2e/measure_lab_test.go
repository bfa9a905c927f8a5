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
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"searchlab/core/experiment"
	coreall "searchlab/core/games/all"
	"searchlab/core/wire"
)

// overheadJS runs body n times one after another through send (the
// screens' client or the pool) and returns, per run, the time from the
// request to its end in the page minus the search's own elapsed_ms.
const overheadJS = `(send, body, n) => new Promise((resolve) => {
  ` + endTextJS + `
  const over = [], wall = [];
  const one = () => {
    const t0 = performance.now();
    let last = "";
    send(body, (l) => { last = l; }, (end) => {
      const err = endText(end);
      const ms = performance.now() - t0;
      if (err) { resolve({ error: err, over, wall }); return; }
      over.push(ms - JSON.parse(last).stats.elapsed_ms);
      wall.push(ms);
      if (over.length === n) resolve({ error: null, over, wall });
      else setTimeout(one, 0);
    });
  };
  one();
})`

// BenchmarkRunOverhead: what a run costs in the page beyond the search
// itself, for a tiny search (A* on an 8-puzzle two moves from the goal),
// through the screens' lane and through the Lab's, both kept-alive workers
// of one kind. 50 runs each, one at a time.
func BenchmarkRunOverhead(b *testing.B) {
	p := NewPage(b, 10*time.Minute)
	site := ServeSite(b, distDir)
	p.Open(b, site.Base)
	p.Eval(b, `searchlabSolver.resize('lab', 1), true`, nil)
	p.WaitJS(b, "a ready pool worker", "searchlabSolver.stats('lab').ready === 1", 60*time.Second)
	body, _ := json.Marshal(wire.Request{Game: "npuzzle", Board: "1 2 3/4 5 6/0 7 8", Algorithm: "astar"})
	senders := []struct{ name, js string }{
		{"screens", `(body, l, e) => searchlabSolver.solve(body, l, e)`},
		{"lab", `(body, l, e) => searchlabSolver.request('lab', "/api/solve", body, l, e)`},
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

// labSetTB sets a form field of the page (an "input" or "change" event).
func labSetTB(tb testing.TB, p *Page, id, value string) {
	tb.Helper()
	p.Eval(tb, fmt.Sprintf(`(() => { const el = document.querySelector(%q); el.value = %q;
		el.dispatchEvent(new Event(el.tagName === "SELECT" ? "change" : "input", {bubbles: true})); return true; })()`, ByTestID(id), value), nil)
	p.Eval(tb, `new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`, nil)
}

// labRun is one experiment in the page: its time as the page measured it
// (from Run to the last result), the long tasks of the page's thread
// meanwhile, and the machine's load average at the end.
type labRun struct {
	ElapsedMS float64
	CPU       time.Duration // the browser's processor time over the run (browserCPU)
	LongTasks []float64
	TaskTimes []string // each long task: its duration, start after Run, runs done then
	Load      string
	// Busy[i] is how many samples (every 5 ms of the page's timers) found
	// i of the pool's workers running a run; Queued the mean number of
	// requests then waiting in the pool's queue.
	Busy   []int
	Queued float64
}

// labRunSpec opens spec's link in p, sets the workers, runs it to the end.
func labRunSpec(tb testing.TB, p *Page, site *Site, spec experiment.Spec, workers int) labRun {
	tb.Helper()
	frag, err := experiment.ShareLink(spec)
	if err != nil {
		tb.Fatal(err)
	}
	p.Run(tb, chromedp.Navigate("about:blank")) // a new page each time, not a same-document navigation
	p.Open(tb, site.Base+"#"+frag)
	p.WaitTestID(tb, "lab-form")
	labSetTB(tb, p, "lab-workers", fmt.Sprint(workers))
	var before string
	p.Eval(tb, `(document.querySelector('[data-testid="lab-status"]') || {dataset: {}}).dataset.id || ""`, &before)
	p.Eval(tb, `window.__lt = []; window.__ltAt = []; window.__t0 = performance.now();
		new PerformanceObserver((l) => l.getEntries().forEach((e) => {
			window.__lt.push(e.duration);
			const st = document.querySelector('[data-testid="lab-status"]');
			window.__ltAt.push(Math.round(e.duration) + "ms@" + Math.round(e.startTime - window.__t0) + "ms/" + (st ? st.dataset.done : "-"));
		})).observe({type: "longtask"});
		window.__busy = []; window.__queued = 0; window.__samples = 0;
		clearInterval(window.__sampler);
		window.__sampler = setInterval(() => { const s = searchlabSolver.stats('lab');
			window.__busy[s.busy] = (window.__busy[s.busy] || 0) + 1; window.__queued += s.queued; window.__samples++; }, 5); true`, nil)
	cpu0 := browserCPU(p)
	p.Eval(tb, `document.querySelector('[data-testid="lab-run"]').click(), true`, nil)
	p.WaitJS(tb, "the experiment to finish", fmt.Sprintf(`((el) => el && el.dataset.id !== %q && el.dataset.status === "finished")(document.querySelector('[data-testid="lab-status"]'))`, before), 15*time.Minute)
	var r labRun
	r.CPU = browserCPU(p) - cpu0
	p.Eval(tb, `clearInterval(window.__sampler), ({elapsed: +document.querySelector('[data-testid="lab-status"]').dataset.elapsedMs, tasks: window.__lt, at: window.__ltAt,
		busy: Array.from(window.__busy, (n) => n || 0), queued: window.__queued / Math.max(1, window.__samples)})`, &struct {
		Elapsed *float64   `json:"elapsed"`
		Tasks   *[]float64 `json:"tasks"`
		At      *[]string  `json:"at"`
		Busy    *[]int     `json:"busy"`
		Queued  *float64   `json:"queued"`
	}{&r.ElapsedMS, &r.LongTasks, &r.TaskTimes, &r.Busy, &r.Queued})
	if b, err := os.ReadFile("/proc/loadavg"); err == nil {
		r.Load = strings.Join(strings.Fields(string(b))[:3], " ")
	}
	return r
}

// speedupSpec: 120 small CPU-bound runs (40 random 8-puzzles × BFS, A*
// and IDA* with misplaced tiles), a few to a few hundred milliseconds each.
func speedupSpec() experiment.Spec {
	return experiment.Spec{Name: "speedup", Game: "npuzzle",
		Instances: experiment.Instances{Random: &experiment.Random{Size: "3x3", Count: 40, Seed: 99}},
		Configs: []experiment.Config{{Algorithm: "bfs"}, {Algorithm: "astar", Params: map[string]any{"heuristic": "misplaced"}},
			{Algorithm: "idastar", Params: map[string]any{"heuristic": "misplaced"}}},
		Budget: experiment.Budget{MaxNodes: 2_000_000, TimeoutMS: 60_000}, Repeats: 1, Seed: 1}
}

// BenchmarkLabSpeedup: the same 120-run experiment with one worker and
// with two, alternately, b.N times each; ratio is the mean time with one
// over the mean time with two (the goal: ≥ 0.8·k = 1.6 on two idle
// cores). The load average is logged: on a machine shared with other
// jobs, two workers do not get two cores (cores-used says how many the
// browser got).
//
//	go test ./wasm/e2e -run '^$' -bench LabSpeedup -benchtime 2x
func BenchmarkLabSpeedup(b *testing.B) {
	p := NewPage(b, 60*time.Minute)
	site := ServeSite(b, distDir)
	var one, two, cores1, cores2 []float64
	for i := 0; i < b.N; i++ {
		r1 := labRunSpec(b, p, site, speedupSpec(), 1)
		r2 := labRunSpec(b, p, site, speedupSpec(), 2)
		b.Logf("1 worker %.0f ms wall, %.1f s CPU (load %s); 2 workers %.0f ms wall, %.1f s CPU (load %s)",
			r1.ElapsedMS, r1.CPU.Seconds(), r1.Load, r2.ElapsedMS, r2.CPU.Seconds(), r2.Load)
		one, two = append(one, r1.ElapsedMS), append(two, r2.ElapsedMS)
		cores1 = append(cores1, r1.CPU.Seconds()*1000/r1.ElapsedMS)
		cores2 = append(cores2, r2.CPU.Seconds()*1000/r2.ElapsedMS)
	}
	b.ReportMetric(mean(one), "ms-1-worker")
	b.ReportMetric(mean(two), "ms-2-workers")
	b.ReportMetric(mean(one)/mean(two), "speedup")
	// The processors the browser got (its CPU time over the wall time):
	// near 1 with two workers, the machine gave it one processor, and no
	// speed-up can show (a busy machine, or another session's job: Linux
	// shares the processors between sessions first).
	b.ReportMetric(mean(cores1), "cores-used-1-worker")
	b.ReportMetric(mean(cores2), "cores-used-2-workers")
}

// BenchmarkLabSpeedupThreads: BenchmarkLabSpeedup's experiment once with
// one worker and once with two under Chrome's trace: each thread's busy
// time (the page's main thread, each worker's thread: wall and processor
// time in their tasks), and how many workers were running a run, sampled
// every 5 ms: where the time of an experiment goes.
//
//	go test ./wasm/e2e -run '^$' -bench LabSpeedupThreads -benchtime 1x
func BenchmarkLabSpeedupThreads(b *testing.B) {
	p := NewPage(b, 60*time.Minute)
	site := ServeSite(b, distDir)
	plan, err := experiment.NewPlan(coreall.Builtin(), speedupSpec())
	if err != nil {
		b.Fatal(err)
	}
	runs := float64(len(plan.Runs))
	var mainCPU, wall, cores [3]float64
	for i := 0; i < b.N; i++ {
		for _, k := range []int{1, 2} {
			var r labRun
			tasks, names := traceTasks(b, p, true, func() { r = labRunSpec(b, p, site, speedupSpec(), k) })
			wall[k] += r.ElapsedMS / float64(b.N)
			cores[k] += r.CPU.Seconds() * 1000 / r.ElapsedMS / float64(b.N)
			for _, t := range threadsBusy(tasks, names) {
				if t.Name == "CrRendererMain" {
					mainCPU[k] += t.CPUMS / runs / float64(b.N)
				}
			}
			b.Logf("%d workers: %.0f ms wall, %.1f s CPU (load %s); samples by workers busy %v, mean queued %.2f", k, r.ElapsedMS, r.CPU.Seconds(), r.Load, r.Busy, r.Queued)
			for _, t := range threadsBusy(tasks, names) {
				b.Logf("  %-24s %5d tasks %8.0f ms wall %8.0f ms CPU", t.Name, t.Tasks, t.WallMS, t.CPUMS)
			}
			for _, t := range mainBreakdown(tasks, names, 12) {
				b.Logf("    main: %-36s %5d × %8.0f ms wall %8.0f ms CPU", t.Name, t.Tasks, t.WallMS, t.CPUMS)
			}
		}
	}
	b.ReportMetric(mainCPU[1], "main-cpu-ms/run-1-worker")
	b.ReportMetric(mainCPU[2], "main-cpu-ms/run-2-workers")
	b.ReportMetric(cores[1], "cores-used-1-worker")
	b.ReportMetric(cores[2], "cores-used-2-workers")
	b.ReportMetric(wall[1]/wall[2], "speedup")
}

// BenchmarkLabPresets: the seed projects' studies in the page, with the
// default pool (one worker on a two-processor machine) and with two.
//
//	go test ./wasm/e2e -run '^$' -bench LabPresets -benchtime 1x
func BenchmarkLabPresets(b *testing.B) {
	p := NewPage(b, 60*time.Minute)
	site := ServeSite(b, distDir)
	for _, name := range []string{"bloxorz-classic", "npuzzle-random"} {
		preset, _ := experiment.PresetByName(name)
		for _, k := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/workers=%d", name, k), func(b *testing.B) {
				var ms []float64
				for i := 0; i < b.N; i++ {
					r := labRunSpec(b, p, site, preset.Spec, k)
					b.Logf("%s with %d workers: %.1f s wall, %.1f s CPU (load %s)", name, k, r.ElapsedMS/1000, r.CPU.Seconds(), r.Load)
					ms = append(ms, r.ElapsedMS)
				}
				b.ReportMetric(mean(ms)/1000, "s")
			})
		}
	}
}

// streamSpec: 500 quick runs (100 easy 8-puzzles × five configs), to see
// how the page's thread copes while they stream in.
func streamSpec() experiment.Spec {
	return experiment.Spec{Name: "stream", Game: "npuzzle",
		Instances: experiment.Instances{Random: &experiment.Random{Size: "3x3", Count: 100, Shuffle: experiment.Shuffle{Moves: 14}, Seed: 5}},
		Configs: []experiment.Config{{Algorithm: "astar", Params: map[string]any{"heuristic": "manhattan"}},
			{Algorithm: "idastar", Params: map[string]any{"heuristic": "manhattan"}}, {Algorithm: "greedy", Params: map[string]any{"heuristic": "manhattan"}},
			{Algorithm: "astar", Params: map[string]any{"heuristic": "misplaced"}}, {Algorithm: "idastar", Params: map[string]any{"heuristic": "linear-conflict"}}},
		Budget: experiment.Budget{MaxNodes: 100_000, TimeoutMS: 10_000}, Repeats: 1, Seed: 1}
}

// BenchmarkLabLongTasks: 500 runs stream into the page, with the default
// pool on this machine (one worker: the page's thread keeps a processor)
// and with two workers (the page's thread shares the two processors with
// them); the page's long tasks (over 50 ms, PerformanceObserver
// "longtask") are counted, the longest reported (the goal: none over
// 200 ms). A long task's duration is wall time, which a loaded machine
// stretches; Chrome's trace gives each main-thread task's processor time
// too (traceMainTasks), reported as the -cpu metrics.
//
//	go test ./wasm/e2e -run '^$' -bench LabLongTasks -benchtime 1x
func BenchmarkLabLongTasks(b *testing.B) {
	p := NewPage(b, 30*time.Minute)
	site := ServeSite(b, distDir)
	for _, k := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", k), func(b *testing.B) {
			var longest, over200, count, elapsed, longestCPU, over200CPU float64
			for i := 0; i < b.N; i++ {
				var r labRun
				tasks := traceMainTasks(b, p, func() { r = labRunSpec(b, p, site, streamSpec(), k) })
				for _, task := range tasks {
					longestCPU = max(longestCPU, task.CPUMS)
					if task.CPUMS > 200 {
						over200CPU++
					}
				}
				b.Logf("the page's main-thread tasks over 50 ms from the trace (wall ms/thread CPU ms): %v", tasks)
				sort.Float64s(r.LongTasks)
				if n := len(r.LongTasks); n > 0 {
					longest = max(longest, r.LongTasks[n-1])
				}
				for _, d := range r.LongTasks {
					if d > 200 {
						over200++
					}
				}
				count += float64(len(r.LongTasks))
				elapsed += r.ElapsedMS
				b.Logf("500 runs in %.1f s wall, %.1f s CPU, with %d workers, %d long tasks (load %s): %v", r.ElapsedMS/1000, r.CPU.Seconds(), k, len(r.LongTasks), r.Load, r.TaskTimes)
			}
			b.ReportMetric(longest, "longest-task-ms")
			b.ReportMetric(longestCPU, "longest-task-cpu-ms")
			b.ReportMetric(over200CPU/float64(b.N), "tasks-over-200ms-cpu")
			b.ReportMetric(over200/float64(b.N), "tasks-over-200ms")
			b.ReportMetric(count/float64(b.N), "tasks-over-50ms")
			b.ReportMetric(elapsed/float64(b.N)/1000, "s")
		})
	}
}

// browserCPU is the processor time used so far by the page's browser (its
// process and every descendant: the renderer with the page's thread and
// the workers' threads), from /proc: what the machine spent, whatever
// else runs beside (0 where /proc is missing).
func browserCPU(p *Page) time.Duration {
	c := chromedp.FromContext(p.Ctx)
	if c == nil || c.Browser == nil || c.Browser.Process() == nil {
		return 0
	}
	root := c.Browser.Process().Pid
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return 0
	}
	parent := map[int]int{}
	ticks := map[int]int64{}
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		// Fields after the command (which may hold spaces) in parentheses.
		f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+2:]))
		if len(f) < 13 {
			continue
		}
		ppid, _ := strconv.Atoi(f[1])
		ut, _ := strconv.ParseInt(f[11], 10, 64)
		st, _ := strconv.ParseInt(f[12], 10, 64)
		parent[pid], ticks[pid] = ppid, ut+st
	}
	var total int64
	for pid := range ticks {
		for q := pid; q > 1; q = parent[q] {
			if q == root {
				total += ticks[pid]
				break
			}
		}
	}
	return time.Duration(total) * time.Second / 100 // USER_HZ
}
