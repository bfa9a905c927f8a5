//go:build !js

package e2e

import (
	"context"
	"encoding/json"
	"sort"
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

// traceMainTasks records Chrome's trace while fn runs and returns the
// tasks of every renderer's main thread that lasted longer than 50 ms of
// wall time (the threshold of a "long task"), longest first.
func traceMainTasks(tb testing.TB, p *Page, fn func()) []mainTask {
	tb.Helper()
	type event struct {
		Name string         `json:"name"`
		Ph   string         `json:"ph"`
		Pid  int            `json:"pid"`
		Tid  int            `json:"tid"`
		Dur  float64        `json:"dur"`
		TDur float64        `json:"tdur"`
		Args map[string]any `json:"args"`
	}
	var mu sync.Mutex
	var events []event
	complete := make(chan struct{}, 1)
	ctx, cancel := context.WithCancel(p.Ctx)
	defer cancel()
	chromedp.ListenTarget(ctx, func(ev any) {
		switch e := ev.(type) {
		case *tracing.EventDataCollected:
			mu.Lock()
			for _, v := range e.Value {
				var x event
				if json.Unmarshal(v, &x) == nil && (x.Name == "RunTask" && x.Ph == "X" || x.Name == "thread_name" && x.Ph == "M") {
					events = append(events, x)
				}
			}
			mu.Unlock()
		case *tracing.EventTracingComplete:
			complete <- struct{}{}
		}
	})
	cfg := &tracing.TraceConfig{IncludedCategories: []string{"toplevel", "disabled-by-default-devtools.timeline"}}
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
	type thread struct{ pid, tid int }
	main := map[thread]bool{}
	for _, e := range events {
		if e.Name == "thread_name" && e.Args["name"] == "CrRendererMain" {
			main[thread{e.Pid, e.Tid}] = true
		}
	}
	var out []mainTask
	for _, e := range events {
		if e.Name == "RunTask" && main[thread{e.Pid, e.Tid}] && e.Dur > 50_000 {
			out = append(out, mainTask{WallMS: e.Dur / 1000, CPUMS: e.TDur / 1000})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].WallMS > out[j].WallMS })
	return out
}
