package tally

import "testing"

// TestTallyLifecycle follows runs through the paths both runners take: a
// try answered, a try lost and retried elsewhere, a try lost for good, a
// crash, a run ended twice (refused), a run ended without a try (the
// batch stopped).
func TestTallyLifecycle(t *testing.T) {
	tl := New(5)
	tl.Try(0)
	tl.Try(1)
	tl.Try(1) // the same try reported twice counts once
	if tl.Running != 2 {
		t.Fatalf("running %d after two tries, want 2", tl.Running)
	}
	if !tl.End(0, "a", true) || tl.Running != 1 || tl.Answered["a"] != 1 {
		t.Fatalf("after an answer: %+v", tl)
	}
	tl.Lost(1, "b", true) // lost, queued again
	tl.Try(1)
	if !tl.End(1, "c", true) || tl.Retries != 1 || tl.Failures["b"] != 1 || tl.Answered["c"] != 1 || tl.Running != 0 {
		t.Fatalf("after a retry: %+v", tl)
	}
	tl.Try(2)
	tl.Lost(2, "b", false)
	if !tl.End(2, "", false) || tl.Failed != 1 || tl.Retries != 1 || tl.Failures["b"] != 2 {
		t.Fatalf("after a run that failed on every try: %+v", tl)
	}
	tl.Try(3)
	tl.Memory(40)
	tl.Memory(7)
	if !tl.Crash(3) || tl.Crashed != 1 || tl.Failed != 2 || tl.Running != 0 || tl.PeakMemory != 40 {
		t.Fatalf("after a crash: %+v", tl)
	}
	if tl.End(3, "a", true) || tl.Crash(3) || tl.Done != 4 || tl.Answered["a"] != 1 || tl.Crashed != 1 {
		t.Fatalf("a run ended twice was counted again: %+v", tl)
	}
	if !tl.End(4, "", false) || tl.Running != 0 || tl.Left() != 0 || tl.Done != 5 || tl.Failed != 3 {
		t.Fatalf("after a run ended without a try: %+v", tl)
	}
	defer func() {
		if recover() == nil {
			t.Error("MustEnd of an ended run did not panic")
		}
	}()
	tl.MustEnd(0, "a", true)
}

// TestZeroTally: the zero value counts like New(0).
func TestZeroTally(t *testing.T) {
	var tl Tally
	tl.Try(7)
	tl.Lost(7, "x", true)
	if tl.Running != 0 || tl.Failures["x"] != 1 || tl.Retries != 1 {
		t.Fatalf("%+v", tl)
	}
}
