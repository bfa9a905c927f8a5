package store

import (
	"testing"
	"time"

	corewire "searchlab/core/wire"
)

// TestReplayOpensOnTheTickAfterItsEnd: a followed run's replay is opened
// (its pictures may be drawn) by the first tick after Finish, not by
// Finish itself, so drawing them is not added to the task that loads the
// run's solution; a tick opens it once.
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
	if !r.Tick(now) || !r.Opened || r.Version == v {
		t.Fatalf("the tick after the end: opened %v, version %d → %d", r.Opened, v, r.Version)
	}
	if r.Tick(now) {
		t.Fatal("a second tick changed an opened replay that is not playing")
	}
}
