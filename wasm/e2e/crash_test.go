//go:build !js

package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// crashSolverDist is a copy of the site whose solver is
// testdata/crashsolver, which dies on request.
func crashSolverDist(t *testing.T) string {
	t.Helper()
	dir := CopyDist(t)
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(dir, "build", "app.wasm"), "./testdata/crashsolver")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the crashing solver: %v\n%s", err, out)
	}
	return dir
}

// TestSolverDeathIsReported: when the Go solver dies mid-search (out of
// memory, a panic), web/solver-worker.mjs notices the exit, the search ends
// with "crashed: …", the worker is replaced and the next search works. The
// solver is replaced by testdata/crashsolver, which dies on request.
func TestSolverDeathIsReported(t *testing.T) {
	needBrowser(t)
	dir := crashSolverDist(t)
	p := NewPage(t, 120*time.Second)
	site := ServeSite(t, dir)
	p.Open(t, site.Base)

	solve := func(body string) (errText *string, lines int) {
		var r struct {
			Error *string `json:"error"`
			Lines int     `json:"lines"`
		}
		p.Eval(t, `new Promise((resolve) => {
		  let n = 0;
		  searchlabSolver.solve(`+"`"+body+"`"+`, () => n++, (end) => setTimeout(() => resolve({error: searchlabSolver.describe(end), lines: n}), 0));
		})`, &r)
		return r.Error, r.Lines
	}
	for _, kind := range []string{"oom", "panic"} {
		start := time.Now()
		err, lines := solve(kind)
		if err == nil || !strings.HasPrefix(*err, "crashed: ") {
			t.Errorf("%s: onEnd(%v), want \"crashed: …\"", kind, err)
		} else {
			t.Logf("%s: onEnd(%q) after %v, %d line(s)", kind, *err, time.Since(start).Round(time.Millisecond), lines)
		}
		if lines != 1 {
			t.Errorf("%s: %d lines before the crash, want 1", kind, lines)
		}
		p.WaitJS(t, "a ready solver after the crash", "searchlabSolver.ready()", 20*time.Second)
		if err, lines := solve("ok"); err != nil || lines != 2 {
			t.Errorf("after %s: the next search ended with %v after %d lines, want null after 2", kind, err, lines)
		}
	}
}
