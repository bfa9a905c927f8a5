//go:build !js

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// standInWorker is the script the test's lane runs instead of the Go
// solver (web/solver-worker.mjs's protocol), so the crash and recycle
// paths can be driven on purpose. It is served from the site as a file
// (the app's Content-Security-Policy allows workers from 'self' only, not
// blob: URLs). It answers "ready", and for a run whose request is
//
//	"throw"  posts one line, then throws (an uncaught error: worker.onerror)
//	"exit"   posts one line, then reports that the Go program died
//	"hang"   posts one line, then says nothing more
//	"big"    posts one line and ends normally with 300 MiB of memory
//	other    posts one line and ends normally with 30 MiB.
const standInWorker = `self.postMessage({type:"ready"});
self.onmessage = (e) => { const m = e.data; if (m.type !== "serve") return;
  const end = (end, memory) => self.postMessage({type:"end", id:m.id, end, memory});
  self.postMessage({type:"line", id:m.id, line:JSON.stringify({progress:{}})});
  if (m.request === "throw") setTimeout(() => { throw new Error("boom in the worker"); }, 20);
  else if (m.request === "exit") setTimeout(() => end({kind:"crashed", why:"the Go solver exited with code 2"}, 0), 20);
  else if (m.request !== "hang") setTimeout(() => end({kind:"done", why:""}, (m.request === "big" ? 300 : 30) << 20), 20); };
`

// clientJS builds, in the page, a screens-like Lane (web/worker-pool.mjs:
// one worker, no queue) whose worker runs standInWorker.
const clientJS = `(async () => {
  const m = await import("./worker-pool.mjs");
  const ends = await import("./ends.mjs");
  const c = new m.Lane({url: "./stand-in-worker.js", size: 1, eager: true, queue: false});
  globalThis.e2eClient = c;
  globalThis.e2eRun = (req) => new Promise((resolve) => {
    const lines = [];
    const before = c.slots.map((s) => s.worker);
    c.request("/api/solve", req, (l) => lines.push(l), (end) => setTimeout(() => resolve({
      error: ends.describe(end), kind: end.kind, lines: lines.length,
      workers: c.slots.length,
      replaced: c.slots.some((s) => !before.includes(s.worker)),
      recycled: c.stats().recycled,
    }), 0));
  });
  await new Promise((r) => c.onReady(r));
  return true;
})()`

type clientRun struct {
	Error    *string `json:"error"`
	Kind     string  `json:"kind"`
	Lines    int     `json:"lines"`
	Workers  int     `json:"workers"`
	Replaced bool    `json:"replaced"`
	Recycled int     `json:"recycled"`
}

// TestClientReplacesCrashedWorkers: in a lane of one worker, a worker that
// throws or whose Go program dies ends its run "crashed" and is replaced
// by a fresh one; the next run works; a run that left the worker big
// recycles it; a second request while one runs is refused; stop() ends a
// run that hangs.
func TestClientReplacesCrashedWorkers(t *testing.T) {
	p := NewPage(t, 60*time.Second)
	dir := CopyDist(t)
	if err := os.WriteFile(filepath.Join(dir, "stand-in-worker.js"), []byte(standInWorker), 0o644); err != nil {
		t.Fatal(err)
	}
	site := ServeSite(t, dir)
	p.Open(t, site.Base)
	p.Eval(t, clientJS, nil)

	run := func(req string) clientRun {
		var r clientRun
		p.Eval(t, `e2eRun("`+req+`")`, &r)
		return r
	}
	for _, kind := range []string{"throw", "exit"} {
		r := run(kind)
		if r.Kind != "crashed" || r.Error == nil || !strings.HasPrefix(*r.Error, "crashed: ") {
			t.Errorf("%s: onEnd(%s %v), want crashed: …", kind, r.Kind, r.Error)
		}
		if r.Lines != 1 || !r.Replaced || r.Workers != 1 {
			t.Errorf("%s: %d lines, replaced %v, %d workers; want 1 line, the crashed worker replaced, 1 worker", kind, r.Lines, r.Replaced, r.Workers)
		}
		if ok := run("fine"); ok.Kind != "done" || ok.Error != nil || ok.Lines != 1 || ok.Replaced {
			t.Errorf("after %s: next run ended %s %v with %d lines (replaced %v), want done with 1, the same worker", kind, ok.Kind, ok.Error, ok.Lines, ok.Replaced)
		}
	}
	if r := run("big"); r.Kind != "done" || !r.Replaced || r.Recycled != 1 || r.Workers != 1 {
		t.Errorf("a big run: %s, replaced %v, recycled %d, %d workers; want done, its worker recycled once, 1 worker", r.Kind, r.Replaced, r.Recycled, r.Workers)
	}
	p.WaitJS(t, "the fresh worker", "e2eClient.ready()", 10*time.Second)

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
	if busy.Second == nil || !strings.HasPrefix(*busy.Second, "refused: ") {
		t.Errorf("a second run during a run ended with %v, want \"refused: …\"", busy.Second)
	}
	if busy.First == nil || *busy.First != "stopped" {
		t.Errorf("stop() of a silent run ended it with %v, want \"stopped\"", busy.First)
	}
	if errs := p.UnexpectedErrors(); len(errs) > 0 {
		t.Errorf("console errors:\n%s", strings.Join(errs, "\n"))
	}
}
