//go:build !js

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// standInWorker is the script the test's SolverClient runs instead of the
// Go solver, so the crash paths can be driven on purpose. It is served from
// the site as a file (the app's Content-Security-Policy allows workers from
// 'self' only, not blob: URLs). It answers "ready", and for a solve whose
// request is
//
//	"throw"  posts one line, then throws (an uncaught error: worker.onerror)
//	"exit"   posts one line, then reports that the Go program died
//	"hang"   posts one line, then says nothing more
//	other    posts one line and ends normally.
const standInWorker = `self.postMessage({type:"ready"});
self.onmessage = (e) => { const m = e.data; if (m.type !== "solve") return;
  self.postMessage({type:"line", id:m.id, line:JSON.stringify({progress:{}})});
  if (m.request === "throw") setTimeout(() => { throw new Error("boom in the worker"); }, 20);
  else if (m.request === "exit") setTimeout(() => self.postMessage({type:"end", id:m.id, error:"crashed: the Go solver exited with code 2"}), 20);
  else if (m.request !== "hang") setTimeout(() => self.postMessage({type:"end", id:m.id}), 20); };
`

// clientJS builds, in the page, a SolverClient (web/solver-client.mjs)
// whose workers run standInWorker.
const clientJS = `(async () => {
  const url = "./stand-in-worker.js";
  const m = await import("./solver-client.mjs");
  const c = new m.SolverClient({url});
  globalThis.e2eClient = c;
  globalThis.e2eRun = (req) => new Promise((resolve) => {
    const lines = [];
    const before = c.slots.map((s) => s.worker);
    c.solve(req, (l) => lines.push(l), (err) => setTimeout(() => resolve({
      error: err, lines: lines.length,
      workers: c.slots.length,
      replaced: c.slots.some((s) => !before.includes(s.worker)),
    }), 0));
  });
  await new Promise((r) => c.onReady(r));
  return true;
})()`

type clientRun struct {
	Error    *string `json:"error"`
	Lines    int     `json:"lines"`
	Workers  int     `json:"workers"`
	Replaced bool    `json:"replaced"`
}

// TestClientReplacesCrashedWorkers: a worker that throws or whose Go program
// dies ends its search with "crashed: …" and is replaced by a fresh one;
// the next search works; a second solve while one runs is refused with
// "busy: …"; stop() ends a search that hangs.
func TestClientReplacesCrashedWorkers(t *testing.T) {
	p := NewPage(t, 60*time.Second)
	dir := CopyDist(t)
	if err := os.WriteFile(filepath.Join(dir, "stand-in-worker.js"), []byte(standInWorker), 0o644); err != nil {
		t.Fatal(err)
	}
	site := ServeSite(t, dir)
	p.Open(t, site.Base)
	p.Eval(t, clientJS, nil)
	p.WaitJS(t, "the spare worker", "e2eClient.slots.length === 2 && e2eClient.slots.every(s => s.ready)", 10*time.Second)

	run := func(req string) clientRun {
		var r clientRun
		p.Eval(t, `e2eRun("`+req+`")`, &r)
		return r
	}
	for _, kind := range []string{"throw", "exit"} {
		r := run(kind)
		if r.Error == nil || !strings.HasPrefix(*r.Error, "crashed: ") {
			t.Errorf("%s: onEnd(%v), want \"crashed: …\"", kind, r.Error)
		}
		if r.Lines != 1 || !r.Replaced || r.Workers != 2 {
			t.Errorf("%s: %d lines, replaced %v, %d workers; want 1 line, the crashed worker replaced, 2 workers", kind, r.Lines, r.Replaced, r.Workers)
		}
		if ok := run("fine"); ok.Error != nil || ok.Lines != 1 {
			t.Errorf("after %s: next search onEnd(%v) with %d lines, want onEnd(null) with 1", kind, ok.Error, ok.Lines)
		}
	}

	var busy struct {
		First  *string `json:"first"`
		Second *string `json:"second"`
	}
	p.Eval(t, `(async () => {
	  const first = e2eRun("hang");
	  const second = await e2eRun("fine");
	  e2eClient.stop();
	  return {first: (await first).error, second: second.error};
	})()`, &busy)
	if busy.Second == nil || !strings.HasPrefix(*busy.Second, "busy: ") {
		t.Errorf("a second solve during a search ended with %v, want \"busy: …\"", busy.Second)
	}
	if busy.First == nil || *busy.First != "stopped" {
		t.Errorf("stop() of a silent search ended it with %v, want \"stopped\"", busy.First)
	}
	if errs := p.UnexpectedErrors(); len(errs) > 0 {
		t.Errorf("console errors:\n%s", strings.Join(errs, "\n"))
	}
}
