package store

import (
	"time"

	"reflect"
	"strings"
	"testing"

	corewire "searchlab/core/wire"
)

// The store reads the worker's binary frames: a solve's progress, trace
// and final frames become RunProgress and the Done's response, the same
// values the worker encoded; a frame out of place, a malformed one or an
// end frame with an error status make the run end Crashed with why.
func TestRunReadsFrames(t *testing.T) {
	w := &wire{}
	s, p := newProbe(t, w)
	req := corewire.Request{Game: "probe", Board: "1", Algorithm: "bfs"}
	id := run(s, p, "frames", req)
	c := w.last()
	batch := &corewire.TraceBatch{Family: corewire.TraceSearch, States: []corewire.TraceState{{ID: 1, Text: "1"}},
		Events: []corewire.TraceEvent{{Kind: corewire.KindGenerate, State: 1, Root: true}, {Kind: corewire.KindExpand, State: 1, G: 0.5}}}
	resp := &corewire.Response{Status: corewire.StatusFound, Moves: []string{"U", "L", "U"}, Length: 3, Cost: 3,
		Stats: corewire.Stats{Expanded: 4, Elapsed: 1250 * time.Microsecond}, Traced: &corewire.TraceSummary{Family: corewire.TraceSearch, Events: 2, States: 1}}
	c.onFrame(corewire.AppendProgressFrame(nil, corewire.Progress{Stats: corewire.Stats{Expanded: 2, MaxFrontier: 1}}))
	c.onFrame(corewire.AppendTraceFrame(nil, batch))
	c.onFrame(corewire.AppendFinalFrame(nil, resp))
	c.onFrame(corewire.AppendEndFrame(nil, 200))
	c.onEnd(Done{})
	var trace *corewire.TraceBatch
	for _, a := range p.got {
		if pr, ok := a.(RunProgress); ok && pr.Trace != nil {
			trace = pr.Trace
		}
	}
	if !reflect.DeepEqual(trace, batch) {
		t.Errorf("trace %+v, want %+v", trace, batch)
	}
	ends := endsOf(p)
	if len(ends) != 1 || ends[0].ID != id {
		t.Fatalf("ends %+v", ends)
	}
	if d, ok := ends[0].End.(Done); !ok || !reflect.DeepEqual(d.Response, resp) {
		t.Fatalf("end %+v, want Done with %+v", ends[0].End, resp)
	}

	for _, tc := range []struct {
		name   string
		frames [][]byte
		why    string
	}{
		{"malformed", [][]byte{{byte(corewire.FrameFinal), 9}}, "an unreadable frame"},
		{"out of place", [][]byte{corewire.AppendStepFrame(nil, &corewire.StepLine{Error: "x"})}, "an unexpected step frame"},
		{"status", [][]byte{corewire.AppendLineFrame(nil, `{"oops":1}`), corewire.AppendEndFrame(nil, 503)}, "status 503"},
	} {
		p.got = nil
		run(s, p, tc.name, req)
		c := w.last()
		for _, f := range tc.frames {
			c.onFrame(f)
		}
		c.onEnd(Done{})
		ends := endsOf(p)
		if len(ends) != 1 {
			t.Fatalf("%s: ends %+v", tc.name, ends)
		}
		if cr, ok := ends[0].End.(Crashed); !ok || !strings.Contains(cr.Why, tc.why) {
			t.Errorf("%s: end %+v, want Crashed saying %q", tc.name, ends[0].End, tc.why)
		}
	}
}
