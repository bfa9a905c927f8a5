package store

import (
	"testing"
	"time"

	corewire "searchlab/core/wire"
)

// TestReplayOpensOnTheTickAfterItsEnd: a followed run's replay is opened
// (its last redraw) by a tick OpenDelay after the first tick after Finish,
// not by Finish itself nor the tick right after it, so drawing it is not
// added to the frame that draws the run's end; a tick opens it once.
func TestReplayOpensOnTheTickAfterItsEnd(t *testing.T) {
	r := NewReplay(corewire.Request{Game: "npuzzle", Algorithm: "bfs"}, FromRun)
	now := time.Now()
	if r.Tick(now) || r.Opened {
		t.Fatal("a tick before the end opened the replay")
	}
	r.Finish(nil)
	if r.Opened {
		t.Fatal("Finish opened the replay in its own task")
	}
	v := r.Version
	if r.Tick(now) || r.Tick(now.Add(OpenDelay/2)) || r.Opened || r.Version != v {
		t.Fatal("a tick within OpenDelay of the end opened the replay")
	}
	if !r.Tick(now.Add(OpenDelay)) || !r.Opened || r.Version == v {
		t.Fatalf("the tick OpenDelay after the end: opened %v, version %d → %d", r.Opened, v, r.Version)
	}
	if r.Tick(now.Add(OpenDelay)) {
		t.Fatal("a second tick changed an opened replay that is not playing")
	}
}

// TestReplayRedrawsAFewTimesASecondWhileStreaming: a run's trace lines
// grow the trace at once but change the view (Version) on a tick, at most
// every StreamRedraw, however many lines came between; the run's end
// redraws on the tick after it; the step mode's lines redraw at once.
func TestReplayRedrawsAFewTimesASecondWhileStreaming(t *testing.T) {
	r := NewReplay(corewire.Request{Game: "npuzzle", Algorithm: "bfs"}, FromRun)
	line := func(r *Replay) {
		n := r.Trace.Len()
		r.Add(corewire.TraceBatch{First: n, Events: []corewire.TraceEvent{{Kind: corewire.KindExpand}}})
		if r.Trace.Len() != n+1 {
			t.Fatalf("the line did not grow the trace: %d events", r.Trace.Len())
		}
	}
	now := time.Now()
	v := r.Version
	for range 5 {
		line(r)
	}
	if r.Version != v || r.Pos != 5 {
		t.Fatalf("lines changed the view at once (version %d → %d) or the position %d does not follow the end", v, r.Version, r.Pos)
	}
	if !r.Tick(now) || r.Version != v+1 {
		t.Fatalf("the tick after the lines did not redraw: version %d → %d", v, r.Version)
	}
	if r.Tick(now.Add(StreamRedraw)) {
		t.Fatal("a tick without new lines redrew")
	}
	line(r)
	if r.Tick(now.Add(StreamRedraw/2)) || r.Version != v+1 {
		t.Fatal("a tick within StreamRedraw of the last redraw redrew")
	}
	if !r.Tick(now.Add(StreamRedraw)) || r.Version != v+2 {
		t.Fatalf("the tick StreamRedraw after the last redraw did not: version %d", r.Version)
	}
	line(r)
	r.Finish(nil)
	if r.Version != v+2 {
		t.Fatal("Finish redrew in its own task")
	}
	r.Tick(now.Add(StreamRedraw + time.Millisecond))
	if !r.Tick(now.Add(StreamRedraw+time.Millisecond+OpenDelay)) || !r.Opened || r.Version != v+3 {
		t.Fatalf("the tick after the end: opened %v, version %d", r.Opened, r.Version)
	}
	if r.Tick(now.Add(2*StreamRedraw + OpenDelay)) {
		t.Fatal("a tick after the end's redraw redrew again")
	}

	s := NewReplay(corewire.Request{Game: "npuzzle", Algorithm: "bfs"}, FromStep)
	sv := s.Version
	line(s)
	if s.Version == sv {
		t.Fatal("a step's trace line did not redraw at once")
	}
}
