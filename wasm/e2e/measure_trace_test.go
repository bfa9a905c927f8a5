//go:build !js

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// mainTask is one task of a page's main thread (a renderer's
// CrRendererMain) from Chrome's trace: its wall time and the processor
// time its thread got meanwhile (the trace's thread duration). On a loaded
// machine a task's wall time is stretched by the time the thread waited
// for a processor; its thread time is what the page's code cost.
type mainTask struct {
	WallMS, CPUMS float64
}

// traceEvent is one event of Chrome's trace the measurements read: a task
// a thread ran (RunTask, with its wall and thread durations in µs) or a
// thread's name (thread_name metadata).
type traceEvent struct {
	Name string         `json:"name"`
	Ph   string         `json:"ph"`
	Pid  int            `json:"pid"`
	Tid  int            `json:"tid"`
	Ts   float64        `json:"ts"`
	Dur  float64        `json:"dur"`
	TDur float64        `json:"tdur"`
	Args map[string]any `json:"args"`
}

// traceThread names one thread of the trace.
type traceThread struct{ pid, tid int }

// traceTasks records Chrome's trace while fn runs and returns its
// complete events (tasks, RunTask, and with detail what ran in them: the
// "devtools.timeline" category, which costs the page more; and the page's
// console.timeStamp marks, TimeStamp) and the name of each thread.
func traceTasks(tb testing.TB, p *Page, detail bool, fn func()) ([]traceEvent, map[traceThread]string) {
	tb.Helper()
	var mu sync.Mutex
	var events []traceEvent
	complete := make(chan struct{}, 1)
	ctx, cancel := context.WithCancel(p.Ctx)
	defer cancel()
	chromedp.ListenTarget(ctx, func(ev any) {
		switch e := ev.(type) {
		case *tracing.EventDataCollected:
			mu.Lock()
			for _, v := range e.Value {
				var x traceEvent
				if json.Unmarshal(v, &x) == nil && (x.Ph == "X" || x.Name == "thread_name" && x.Ph == "M" || x.Name == "TimeStamp") {
					events = append(events, x)
				}
			}
			mu.Unlock()
		case *tracing.EventTracingComplete:
			complete <- struct{}{}
		}
	})
	cfg := &tracing.TraceConfig{IncludedCategories: []string{"toplevel", "disabled-by-default-devtools.timeline"}}
	if detail {
		cfg.IncludedCategories = append(cfg.IncludedCategories, "devtools.timeline")
	}
	p.Run(tb, chromedp.ActionFunc(func(ctx context.Context) error {
		return tracing.Start().WithTraceConfig(cfg).WithTransferMode(tracing.TransferModeReportEvents).Do(ctx)
	}))
	fn()
	p.Run(tb, chromedp.ActionFunc(func(ctx context.Context) error { return tracing.End().Do(ctx) }))
	select {
	case <-complete:
	case <-time.After(60 * time.Second):
		tb.Fatal("the trace did not complete")
	}
	mu.Lock()
	defer mu.Unlock()
	names := map[traceThread]string{}
	var tasks []traceEvent
	for _, e := range events {
		if e.Name == "thread_name" {
			if n, ok := e.Args["name"].(string); ok {
				names[traceThread{e.Pid, e.Tid}] = n
			}
		} else {
			tasks = append(tasks, e)
		}
	}
	return tasks, names
}

// traceMainTasks records Chrome's trace while fn runs and returns the
// tasks of every renderer's main thread that lasted longer than 50 ms of
// wall time (the threshold of a "long task"), longest first.
func traceMainTasks(tb testing.TB, p *Page, fn func()) []mainTask {
	tb.Helper()
	tasks, names := traceTasks(tb, p, false, fn)
	var out []mainTask
	for _, e := range tasks {
		if e.Name == "RunTask" && names[traceThread{e.Pid, e.Tid}] == "CrRendererMain" && e.Dur > 50_000 {
			out = append(out, mainTask{WallMS: e.Dur / 1000, CPUMS: e.TDur / 1000})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].WallMS > out[j].WallMS })
	return out
}

// threadBusy is what one thread of the trace did: its tasks' count, their
// wall time and the processor time the thread got in them.
type threadBusy struct {
	Name          string
	Tasks         int
	WallMS, CPUMS float64
}

// threadsBusy sums the trace's tasks per renderer main thread and per
// worker thread (CrRendererMain, DedicatedWorker thread), busiest first.
func threadsBusy(tasks []traceEvent, names map[traceThread]string) []threadBusy {
	out := sumEvents(tasks, func(e traceEvent) (string, string, bool) {
		n := names[traceThread{e.Pid, e.Tid}]
		ok := e.Name == "RunTask" && (n == "CrRendererMain" || strings.HasPrefix(n, "DedicatedWorker"))
		return fmt.Sprint(e.Pid, "/", e.Tid), n, ok
	})
	var busy []threadBusy
	for _, b := range out {
		if b.WallMS >= 1 {
			busy = append(busy, b)
		}
	}
	return busy
}

// mainBreakdown sums the events inside the main threads' tasks by name
// (an event dispatch by its type: message, timer, …), the costliest
// first: what the page's thread spends its time on. Nested events are
// counted in each of their parents too.
func mainBreakdown(tasks []traceEvent, names map[traceThread]string, top int) []threadBusy {
	out := sumEvents(tasks, func(e traceEvent) (string, string, bool) {
		n := e.Name
		if d, ok := e.Args["data"].(map[string]any); ok {
			if t, ok := d["type"].(string); ok {
				n += " " + t
			}
		}
		return n, n, e.Name != "RunTask" && names[traceThread{e.Pid, e.Tid}] == "CrRendererMain"
	})
	return out[:min(top, len(out))]
}

// sumEvents sums the events that key accepts by key (each sum named by
// the name key gives), the most processor time first.
func sumEvents(events []traceEvent, key func(traceEvent) (k, name string, ok bool)) []threadBusy {
	by := map[string]*threadBusy{}
	for _, e := range events {
		k, name, ok := key(e)
		if !ok {
			continue
		}
		b := by[k]
		if b == nil {
			b = &threadBusy{Name: name}
			by[k] = b
		}
		b.Tasks++
		b.WallMS += e.Dur / 1000
		b.CPUMS += e.TDur / 1000
	}
	out := make([]threadBusy, 0, len(by))
	for _, b := range by {
		out = append(out, *b)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].CPUMS > out[j].CPUMS })
	return out
}

// longTask is a main-thread task over 50 ms: its wall and processor time
// and the events inside it that took 5 ms or more.
type longTask struct {
	Ts            float64 // its start (µs, the trace's clock)
	WallMS, CPUMS float64
	Inside        []string
}

func (t longTask) String() string {
	return fmt.Sprintf("task %.0f ms (%.0f ms CPU): %s", t.WallMS, t.CPUMS, strings.Join(t.Inside, " "))
}

// traceLong lists the page's main-thread tasks over 50 ms with what ran
// inside them (an event by name, with its type or function: wall/CPU ms),
// to tell a redraw (FireAnimationFrame) from a message or a layout.
func traceLong(tasks []traceEvent, names map[traceThread]string) []longTask {
	var out []longTask
	for _, t := range tasks {
		th := traceThread{t.Pid, t.Tid}
		if t.Name != "RunTask" || names[th] != "CrRendererMain" || t.Dur <= 50_000 {
			continue
		}
		lt := longTask{Ts: t.Ts, WallMS: t.Dur / 1000, CPUMS: t.TDur / 1000}
		for _, e := range tasks {
			if e.Name == "RunTask" || (traceThread{e.Pid, e.Tid}) != th || e.Ts < t.Ts || e.Ts+e.Dur > t.Ts+t.Dur || e.Dur < 5000 {
				continue
			}
			n := e.Name
			if d, ok := e.Args["data"].(map[string]any); ok {
				if ty, ok := d["type"].(string); ok {
					n += " " + ty
				}
				if f, ok := d["functionName"].(string); ok && f != "" {
					n += " " + f
				}
			}
			lt.Inside = append(lt.Inside, fmt.Sprintf("[%s %.0f/%.0f]", n, e.Dur/1000, e.TDur/1000))
		}
		out = append(out, lt)
	}
	return out
}
