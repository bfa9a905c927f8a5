//go:build !js

package e2e

import (
	"fmt"
	"os"
	"slices"
	"testing"
	"time"
)

// TestMeasureStepRoundTrip measures the step mode in the worker (issue 28
// item 3; a measurement, not a timed test: it runs only with
// SEARCHLAB_MEASURE set and logs its figures without asserting them):
//
//	SEARCHLAB_MEASURE=1 go test -count=1 ./wasm/e2e -run TestMeasureStepRoundTrip -v
//
// A* on a 4×4 board: each Step and Step×100 is timed in the page from
// the click until the panel shows the new step count (the request to the
// worker's kept-alive search, its answer, and the redraw).
func TestMeasureStepRoundTrip(t *testing.T) {
	if os.Getenv("SEARCHLAB_MEASURE") == "" {
		t.Skip("a measurement: set SEARCHLAB_MEASURE=1 to run it")
	}
	p, _ := uiOpen(t, "", 5*time.Minute)
	uiSetBoard(t, p, measureReplayBoard) // A* expands 148,270 states: the steps never reach its end
	uiSet(t, p, "algorithm", "astar")
	round := func(button string) float64 {
		var ms float64
		p.Eval(t, fmt.Sprintf(`(async () => {
			const steps = () => (document.querySelector(%q) || {}).textContent || "0";
			const before = steps(), t0 = performance.now();
			document.querySelector(%q).click();
			while (steps() === before) await new Promise(r => requestAnimationFrame(r));
			return performance.now() - t0; })()`, ByTestID("stat-steps"), ByTestID(button)), &ms)
		return ms
	}
	for _, c := range []struct {
		button string
		n      int
	}{{"step", 30}, {"step100", 10}} {
		var all []float64
		for range c.n {
			all = append(all, round(c.button))
		}
		first := all[0]
		rest := slices.Clone(all[1:])
		slices.Sort(rest)
		var sum float64
		for _, v := range rest {
			sum += v
		}
		t.Logf("%s: first %.1f ms; then %d: mean %.1f ms, median %.1f, max %.1f (click to the count drawn)",
			c.button, first, len(rest), sum/float64(len(rest)), rest[len(rest)/2], rest[len(rest)-1])
	}
	t.Logf("steps shown: %s", uiText(t, p, "stat-steps"))
	uiNoErrors(t, p)
}
