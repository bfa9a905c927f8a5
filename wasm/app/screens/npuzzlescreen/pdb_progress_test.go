package npuzzlescreen

import (
	"strings"
	"testing"

	"searchlab/wasm/app/actions"
)

// The worker's database events drive the progress shown before the
// search: a download with its size, a build with its share done; the bar
// goes when the search reports progress, and events outside a run or
// after the search started are ignored. A fallback notice reaches the
// status line, and h(start) stays on the result.
func TestPDBProgress(t *testing.T) {
	s, f := newTest(t, nil)
	const name = "pdb-v1-4x4-0123456789abcdef-555.bin"
	s.Dispatch(PDBProgress{Name: name, State: "building", Done: 1, Total: 10})
	if view(s).Tables != nil {
		t.Fatal("an event outside a run shows a progress bar")
	}
	s.Dispatch(actions.Run{})
	s.Dispatch(PDBProgress{Name: "pdb-v1-4x4-0123456789abcdef-663.bin", State: "fetching", Bytes: 1_300_000})
	if tb := view(s).Tables; tb == nil || tb.Sentence() != "Downloading the 6-6-3 pattern databases (1.3 MB)…" || tb.Fraction() != -1 {
		t.Fatalf("fetching: %+v", tb)
	}
	s.Dispatch(PDBProgress{Name: name, State: "building", Done: 629_000, Total: 1_572_480})
	if tb := view(s).Tables; tb == nil || tb.Sentence() != "Building the 5-5-5 pattern databases: 40 %" {
		t.Fatalf("building: %+v", tb)
	}
	s.Dispatch(PDBProgress{Name: name, State: "built", Bytes: 786240})
	if tb := view(s).Tables; tb != nil {
		t.Fatalf("built: %+v, want no bar", tb)
	}
	s.Dispatch(PDBProgress{Name: name, State: "building", Done: 5, Total: 10})
	f.onLine(`{"progress":{"expanded":10,"generated":20,"elapsed_ms":1}}`)
	if tb := view(s).Tables; tb != nil {
		t.Fatalf("search started: %+v, want no bar", tb)
	}
	s.Dispatch(PDBProgress{Name: name, State: "building", Done: 6, Total: 10})
	if tb := view(s).Tables; tb != nil {
		t.Fatalf("an event after the search started: %+v", tb)
	}
	f.onLine(`{"status":"found","moves":[],"length":0,"cost":0,"stats":{},"start_h":7,"heuristic_used":"walking-distance","notice":"The pattern databases need 5.5 MiB, more than the memory budget of 4.0 MiB, so the search used walking-distance instead."}`)
	f.onEnd("")
	st := view(s)
	if r := st.Run.Result; r == nil || r.NPuzzleResult == nil || r.StartH != 7 {
		t.Fatalf("result %+v, want start_h 7", st.Run.Result)
	}
	if line := st.StatusLine(); !strings.Contains(line, "used walking-distance instead") {
		t.Errorf("status line %q does not carry the fallback notice", line)
	}
}

// A worker that dies while getting the databases is reported as such, with
// the heuristic that needs none.
func TestPDBCrashWhileBuilding(t *testing.T) {
	s, f := newTest(t, nil)
	s.Dispatch(actions.Run{})
	s.Dispatch(PDBProgress{Name: "pdb-v1-4x4-0123456789abcdef-555.bin", State: "building", Done: 1, Total: 10})
	f.onEnd("crashed: out of memory")
	st := view(s)
	if line := st.StatusLine(); st.Tables != nil || !strings.Contains(line, "pattern databases") || !strings.Contains(line, "walking-distance") || !strings.Contains(line, "out of memory") {
		t.Errorf("status %q, tables %+v", line, st.Tables)
	}
}
