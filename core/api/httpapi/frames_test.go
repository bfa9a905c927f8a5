package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"reflect"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/wire"
)

// serveFrames serves body at path with ServeFrames and decodes every
// frame.
func serveFrames(t *testing.T, h http.Handler, path string, body []byte) (code int, frames []wire.Frame) {
	t.Helper()
	code = ServeFrames(context.Background(), h, path, body, func(b []byte) {
		f, err := wire.DecodeFrame(b)
		if err != nil {
			t.Fatalf("frame %d: %v", len(frames), err)
		}
		frames = append(frames, f)
	})
	if len(frames) == 0 || frames[len(frames)-1].Kind != wire.FrameEnd || frames[len(frames)-1].End != code {
		t.Fatalf("the answer does not end with an end frame of code %d: %+v", code, frames)
	}
	return code, frames[:len(frames)-1]
}

// A traced solve as frames: progress and trace frames, then the final
// one, holding the registry's own events and answer (time and the trace's
// batching aside); AfterProgress runs after each progress frame.
func TestServeFramesSolve(t *testing.T) {
	yields := 0
	h := NewHandler(Config{AfterProgress: func() { yields++ }})
	req := wire.Request{Game: "npuzzle", Board: "8 6 7/2 5 4/3 0 1", Algorithm: "astar", Params: map[string]any{"heuristic": "manhattan"},
		Trace: &wire.TraceRequest{MaxEvents: 20000}}
	body, _ := json.Marshal(req)
	code, frames := serveFrames(t, h, "/api/solve", body)
	if code != http.StatusOK {
		t.Fatalf("code %d", code)
	}
	var events []wire.TraceEvent
	progress := 0
	for i, f := range frames[:len(frames)-1] {
		switch f.Kind {
		case wire.FrameProgress:
			progress++
		case wire.FrameTrace:
			if f.Trace.First != len(events) {
				t.Fatalf("batch %d starts at event %d after %d events", i, f.Trace.First, len(events))
			}
			events = append(events, f.Trace.Events...)
		default:
			t.Fatalf("frame %d is a %v frame before the final one", i, f.Kind)
		}
	}
	final := frames[len(frames)-1]
	if final.Kind != wire.FrameFinal {
		t.Fatalf("the last frame is a %v frame", final.Kind)
	}
	if yields != progress {
		t.Errorf("%d yields after %d progress frames", yields, progress)
	}
	var want []wire.TraceEvent
	wantResp := all.Builtin().SolveTraced(context.Background(), req, nil, func(b wire.TraceBatch) { want = append(want, b.Events...) })
	if len(events) < 1000 || !reflect.DeepEqual(events, want) {
		t.Fatalf("%d events as frames, %d from the registry, or not the same", len(events), len(want))
	}
	got := *final.Final
	got.Stats.Elapsed, wantResp.Stats.Elapsed = 0, 0
	got.Traced.Bytes, wantResp.Traced.Bytes = 0, 0
	if !reflect.DeepEqual(got, wantResp) {
		t.Fatalf("final frame\n got %+v\nwant %+v", got, wantResp)
	}
}

// A refused solve is a final frame all the same (its status says why);
// other endpoints answer line frames.
func TestServeFramesRefusalsAndLines(t *testing.T) {
	h := NewHandler(Config{MaxMemory: 1 << 20})
	code, frames := serveFrames(t, h, "/api/solve", []byte(`{"game":`))
	if code != http.StatusBadRequest || len(frames) != 1 || frames[0].Kind != wire.FrameFinal || frames[0].Final.Status != wire.StatusInvalid {
		t.Fatalf("a malformed request: code %d, frames %+v", code, frames)
	}
	body, _ := json.Marshal(wire.Request{Game: "npuzzle", Board: "1 2 3/4 5 6/7 0 8", Algorithm: "bfs", MaxMemoryBytes: 2 << 20})
	code, frames = serveFrames(t, h, "/api/solve", body)
	if code != http.StatusBadRequest || len(frames) != 1 || frames[0].Final == nil || frames[0].Final.Error == "" {
		t.Fatalf("a budget above the limit: code %d, frames %+v", code, frames)
	}
	code, frames = serveFrames(t, h, "/api/nothing", []byte(`{}`))
	if code != http.StatusNotFound || len(frames) != 1 || frames[0].Kind != wire.FrameLine {
		t.Fatalf("an unknown path: code %d, frames %+v", code, frames)
	}
	var r wire.Response
	if err := json.Unmarshal([]byte(frames[0].Line), &r); err != nil || r.Status != wire.StatusInvalid {
		t.Fatalf("an unknown path's line %q: %v", frames[0].Line, err)
	}
}
