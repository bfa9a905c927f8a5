//go:build !js

package e2e

import (
	"encoding/json"
	"fmt"
	"testing"

	"searchlab/core/wire"
)

// solveRun is what the page saw of one search through globalThis.searchlabSolver.
type solveRun struct {
	ID    int       `json:"id"`
	Error *string   `json:"error"` // onEnd's argument: null when the stream ended
	Lines []string  `json:"lines"`
	Times []float64 `json:"times"` // ms after solve() at which each line arrived
	MS    float64   `json:"ms"`    // ms from solve() to onEnd
}

// split parses the lines with api.DecodeLine: every line but the last must
// be progress, the last must be the result.
func (r solveRun) split(t testing.TB) (progress []wire.Progress, result wire.Response) {
	t.Helper()
	if r.Error != nil {
		t.Fatalf("the search ended with error %q after %d lines", *r.Error, len(r.Lines))
	}
	if len(r.Lines) == 0 {
		t.Fatal("the search sent no line")
	}
	for i, l := range r.Lines[:len(r.Lines)-1] {
		d, err := wire.DecodeLine([]byte(l))
		if err != nil || d.Progress == nil {
			t.Fatalf("line %d is not a progress line: %q (%v)", i, l, err)
		}
		progress = append(progress, *d.Progress)
	}
	last := r.Lines[len(r.Lines)-1]
	d, err := wire.DecodeLine([]byte(last))
	if err != nil || d.Final == nil {
		t.Fatalf("the last line is not a result: %q (%v)", last, err)
	}
	return progress, *d.Final
}

// endTextJS defines endText(end) in a snippet: a run's end in one line,
// null when it ended normally (searchlabSolver.describe; a site built
// before typed ends passed that line itself).
const endTextJS = `const endText = (end) => (globalThis.searchlabSolver.describe ? globalThis.searchlabSolver.describe(end) : end);`

// solveJS runs one search in the page and resolves with a solveRun.
const solveJS = `(req) => new Promise((resolve) => {
  ` + endTextJS + `
  const t0 = performance.now();
  const lines = [], times = [];
  const id = globalThis.searchlabSolver.solve(JSON.stringify(req),
    (line) => { lines.push(line); times.push(performance.now() - t0); },
    (end) => resolve({ id, error: endText(end), lines, times, ms: performance.now() - t0 }));
})`

// Solve runs req in the page's solver worker.
func (p *Page) Solve(t testing.TB, req wire.Request) solveRun {
	t.Helper()
	b, _ := json.Marshal(req)
	var r solveRun
	p.Eval(t, fmt.Sprintf("(%s)(%s)", solveJS, b), &r)
	return r
}

// stopJS starts a search, calls stop() from a timer task once afterLines
// lines arrived, and reports the latency from stop() to onEnd, the lines
// that arrived after stop(), and when a solver was ready again.
const stopJS = `(req, afterLines) => new Promise((resolve) => {
  const s = globalThis.searchlabSolver;
  const t0 = performance.now();
  let n = 0, after = 0, stopAt = 0, endAt = 0, readyAt = 0, err0 = null, firstLine = 0, stopped = null;
  s.solve(JSON.stringify(req), () => {
    n++;
    if (n === 1) firstLine = performance.now() - t0;
    if (stopAt) after++;
    if (n === afterLines) setTimeout(() => {
      stopAt = performance.now();
      stopped = s.stop();
      s.onReady(() => { readyAt = performance.now(); });
    }, 0);
  }, (end) => {
    endAt = performance.now();
    err0 = s.describe(end);
    // Wait 500 ms for late lines, and up to 5 s for a ready solver.
    const done = () => resolve({ error: err0, stopped, latency_ms: endAt - stopAt, ready_ms: readyAt ? readyAt - stopAt : -1,
      lines: n, lines_after_stop: after, first_line_ms: firstLine, stop_at_ms: stopAt - t0 });
    const until = endAt + 5000;
    const check = () => (readyAt || performance.now() > until ? done() : setTimeout(check, 50));
    setTimeout(check, 500);
  });
})`

type stopRun struct {
	Error          *string `json:"error"`
	Stopped        bool    `json:"stopped"`
	LatencyMS      float64 `json:"latency_ms"`
	ReadyMS        float64 `json:"ready_ms"`
	Lines          int     `json:"lines"`
	LinesAfterStop int     `json:"lines_after_stop"`
	FirstLineMS    float64 `json:"first_line_ms"`
	StopAtMS       float64 `json:"stop_at_ms"`
}

// SolveAndStop runs stopJS.
func (p *Page) SolveAndStop(t testing.TB, req wire.Request, afterLines int) stopRun {
	t.Helper()
	b, _ := json.Marshal(req)
	var r stopRun
	p.Eval(t, fmt.Sprintf("(%s)(%s, %d)", stopJS, b, afterLines), &r)
	return r
}
