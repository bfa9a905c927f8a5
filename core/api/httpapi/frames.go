package httpapi

import (
	"context"
	"net/http"

	"searchlab/core/wire"
)

// ServeFrames runs one POST request to path with body through h in this
// process, as ServeLines does, and hands the answer to onFrame as binary
// frames (core/wire/frame.go) rather than lines: a solve's progress, trace
// batches and final response as typed frames written directly from the
// values (no JSON is made; a request refused before its search is read
// from its JSON line, wire.FrameOfLine), any other answer's lines as line
// frames, then
// an end frame with the status code, which it returns. The page's solver
// workers (wasm/worker) use it when the page asks for frames; the network
// edge (ServeHTTP) keeps NDJSON.
//
// onFrame's argument is only valid during the call: the buffer is reused.
func ServeFrames(ctx context.Context, h http.Handler, path string, body []byte, onFrame func(frame []byte)) int {
	out := &frameOut{onFrame: onFrame}
	code := ServeLines(context.WithValue(ctx, framesKey{}, out), h, path, body, func(line string) {
		// A line of a solve's answer here is a refusal written before the
		// search (a malformed request, a budget above the limit): its
		// final frame, read from the line. Other answers stay lines.
		if f, err := wire.FrameOfLine(path, []byte(line)); err == nil {
			out.send(f)
			return
		}
		out.send(wire.AppendLineFrame(out.buf[:0], line))
	})
	out.send(wire.AppendEndFrame(out.buf[:0], code))
	return code
}

// framesKey marks a request served by ServeFrames; its value is the
// *frameOut the solve handler writes its typed frames to.
type framesKey struct{}

// frameOut sends frames, one buffer reused from frame to frame.
type frameOut struct {
	onFrame func([]byte)
	buf     []byte
}

func (o *frameOut) send(b []byte) {
	o.buf = b
	o.onFrame(b)
}

// framesOf is the frame output of a request served by ServeFrames, nil
// for one that came over HTTP.
func framesOf(ctx context.Context) *frameOut {
	o, _ := ctx.Value(framesKey{}).(*frameOut)
	return o
}
