//go:build js && wasm

// Command crashsolver is a test fixture: a stand-in for the solver
// (wasm/worker) that dies on request, to test that web/solver-worker.mjs
// and the page's lanes notice a Go program that exits mid-search. Its body
// selects the behaviour: "oom" allocates until the Go runtime fails with
// "fatal error: out of memory", "panic" panics in a goroutine, "hang" never answers, anything
// else streams one progress line and a result. A browser worker
// (web/solver-worker.mjs) starts it once and it serves every request from
// that kept-alive instance (package keepalive), as the real solver does.
package main

import (
	"context"
	"io"
	"net/http"
	"syscall/js"

	"github.com/syumai/workers"

	"searchlab/core/api/httpapi"
	"searchlab/core/wire"
	"searchlab/wasm/worker/keepalive"
)

var keep [][]byte

func main() {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		w.Header().Set("Content-Type", "application/x-ndjson")
		io.WriteString(w, `{"progress":{"expanded":1}}`+"\n")
		yieldToJS()
		switch string(body) {
		case "oom":
			for {
				keep = append(keep, make([]byte, 256<<20))
			}
		case "hang":
			select {}
		case "panic":
			go func() { panic("crashsolver: a panic in the search") }()
			select {}
		}
		io.WriteString(w, `{"status":"found","moves":[],"length":0}`+"\n")
	})
	if keepalive.Enabled() {
		// Frames (what the page asks for): the same answers, each line
		// as its frame, then the end frame.
		keepalive.Serve(h, func(path string, body []byte, onFrame func([]byte)) int {
			code := httpapi.ServeLines(context.Background(), h, path, body, wire.LineFrames(path, onFrame))
			onFrame(wire.AppendEndFrame(nil, code))
			return code
		})
	}
	workers.Serve(h)
}

func yieldToJS() {
	ch := make(chan struct{})
	var f js.Func
	f = js.FuncOf(func(js.Value, []js.Value) any { f.Release(); close(ch); return nil })
	js.Global().Get("setTimeout").Invoke(f, 0)
	<-ch
}
