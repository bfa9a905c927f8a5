//go:build !js

package e2e

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"searchlab/core/wire"
)

// traceFramesJS runs one request in the screens' lane twice, as NDJSON
// lines and as binary frames (what the Go UI asks for), and reports what
// reached the page: each message's type and first byte (a frame's kind)
// or its line's first key.
const traceFramesJS = `(body) => new Promise((resolve) => {
  const s = globalThis.searchlabSolver, out = {};
  const one = (frames, next) => {
    const got = [];
    s.request("screens", "/api/solve", body, (m) => {
      if (m instanceof ArrayBuffer) got.push({binary: true, kind: new Uint8Array(m)[0], bytes: m.byteLength});
      else got.push({binary: false, kind: Object.keys(JSON.parse(m))[0], bytes: m.length});
    }, (end) => { out[frames ? "frames" : "lines"] = {got, end: s.describe(end)}; next(); }, {frames});
  };
  one(false, () => s.onReady(() => one(true, () => resolve(out))));
})`

type traceFramesRun struct {
	Got []struct {
		Binary bool `json:"binary"`
		Kind   any  `json:"kind"`
		Bytes  int  `json:"bytes"`
	} `json:"got"`
	End *string `json:"end"`
}

// TestTraceFrames: asked for frames, the worker answers a traced solve in
// ArrayBuffers (progress and trace frames, then the final frame and an
// end frame), in at most half the bytes of its lines; asked
// for lines (a JS caller), it still answers NDJSON.
func TestTraceFrames(t *testing.T) {
	p, _ := uiOpen(t, "", 3*time.Minute)
	p.WaitJS(t, "a ready solver", "globalThis.searchlabSolver.ready()", time.Minute)
	req := wire.Request{Game: "npuzzle", Board: "8 6 7/2 5 4/3 0 1", Algorithm: "astar",
		Params: map[string]any{"heuristic": "manhattan"}, Trace: &wire.TraceRequest{MaxEvents: 20000}}
	body, _ := json.Marshal(req)
	var r map[string]traceFramesRun
	p.Eval(t, fmt.Sprintf("(%s)(%q)", traceFramesJS, body), &r)
	lines, frames := r["lines"], r["frames"]
	if lines.End != nil || frames.End != nil {
		t.Fatalf("ends: lines %v, frames %v", lines.End, frames.End)
	}
	count := func(run traceFramesRun, kind any) (n int) {
		for _, g := range run.Got {
			if fmt.Sprint(g.Kind) == fmt.Sprint(kind) {
				n++
			}
		}
		return n
	}
	size := func(run traceFramesRun) (n int) {
		for _, g := range run.Got {
			n += g.Bytes
		}
		return n
	}
	for _, g := range lines.Got {
		if g.Binary {
			t.Fatal("asked for lines, the page got a binary message")
		}
	}
	for _, g := range frames.Got {
		if !g.Binary {
			t.Fatalf("asked for frames, the page got a line (%v)", g.Kind)
		}
	}
	// The batching follows the progress reports, which follow the clock:
	// the two runs may cut the same events into different batches.
	traces, n := count(lines, "trace"), len(frames.Got)
	if traces < 2 || count(frames, int(wire.FrameTrace)) < 2 || count(lines, "status") != 1 ||
		count(frames, int(wire.FrameFinal)) != 1 || count(frames, int(wire.FrameEnd)) != 1 ||
		fmt.Sprint(frames.Got[n-2].Kind) != fmt.Sprint(int(wire.FrameFinal)) || fmt.Sprint(frames.Got[n-1].Kind) != fmt.Sprint(int(wire.FrameEnd)) ||
		count(frames, int(wire.FrameProgress))+count(frames, int(wire.FrameTrace)) != n-2 {
		t.Fatalf("lines %+v\nframes %+v", lines.Got, frames.Got)
	}
	if size(frames)*2 > size(lines) {
		t.Errorf("frames take %d bytes, lines %d: want at most half", size(frames), size(lines))
	}
	t.Logf("%d trace lines, %d bytes; %d trace frames, %d bytes", traces, size(lines), count(frames, int(wire.FrameTrace)), size(frames))
	uiNoErrors(t, p)
}
