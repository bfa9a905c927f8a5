package npuzzlescreen

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"searchlab/core/npuzzle"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

func entryJSON(id int64, game, status, board string) string {
	return fmt.Sprintf(`{"id":%d,"at":"2026-11-20T10:00:00Z","game":%q,"board":%q,"algorithm":"bfs","seed":1,"status":%q,"length":0,"cost":0,"stats":{}}`,
		id, game, board, status)
}

func exportOf(entries ...string) string {
	return `{"format":"searchlab-export","version":1,"history":[` + strings.Join(entries, ",") + `],"boards":[]}`
}

// uniqueIDs fails when two history entries share an id (the page keys its
// history list by id and cannot draw duplicates).
func uniqueIDs(t *testing.T, h []store.Entry) {
	t.Helper()
	seen := map[int64]bool{}
	for _, e := range h {
		if e.ID <= 0 || seen[e.ID] {
			t.Fatalf("history ids %v: %d repeats or is not positive", ids(h), e.ID)
		}
		seen[e.ID] = true
	}
}

func ids(h []store.Entry) []int64 {
	out := make([]int64, len(h))
	for i, e := range h {
		out[i] = e.ID
	}
	return out
}

// Issue 11: importing ids that are not ascending ([5, 1]) then running four
// searches gave a run the id 5 again (newID looked at the last entry
// only). Every id is now fresh, in the store and after a reload.
func TestHistoryIDsNeverCollide(t *testing.T) {
	mem := memStorage{}
	s, f := newTest(t, mem)
	s.Dispatch(actions.Import{Name: "old.json", Text: exportOf(entryJSON(5, "npuzzle", "found", "1 2 3/4 5 6/7 0 8"), entryJSON(1, "npuzzle", "found", "1 2 3/4 5 6/0 7 8"))})
	if h := view(s).History; len(h) != 2 {
		t.Fatalf("imported %v (%q)", ids(h), view(s).Notice)
	}
	for i := 0; i < 4; i++ {
		s.Dispatch(actions.Run{})
		f.onLine(finalLine(solveBFS(view(s).Board, npuzzle.Goal(3, 3)), 3))
		f.onEnd("")
	}
	h := view(s).History
	if len(h) != 6 {
		t.Fatalf("%d entries after four runs, want 6", len(h))
	}
	uniqueIDs(t, h)
	s2, _ := newTest(t, mem)
	uniqueIDs(t, view(s2).History)
}

// A history saved with duplicate ids (by the old newID) is repaired on
// load: every entry kept with a unique id, the repaired list saved; an
// entry of an unknown game or status is set aside with a notice, and a
// history that is not JSON is set aside whole; the page opens either way.
func TestSavedHistoryRepairedOnLoad(t *testing.T) {
	mem := memStorage{store.KeyHistory: "[" + strings.Join([]string{
		entryJSON(3, "npuzzle", "found", "1 2 3/4 5 6/7 0 8"),
		entryJSON(3, "npuzzle", "not_found", "1 2 3/4 5 6/0 7 8"),
		entryJSON(1, "npuzzle", "stopped", "1 2 3/4 5 6/7 0 8"),
		entryJSON(4, "chess", "found", "e4"),
		entryJSON(6, "npuzzle", "exploded", "1 2 3/4 5 6/7 0 8"),
	}, ",") + "]"}
	s, _ := newTest(t, mem)
	st := view(s)
	if len(st.History) != 3 || st.History[1].Status != "not_found" {
		t.Fatalf("repaired history %+v", st.History)
	}
	uniqueIDs(t, st.History)
	// A repair lost nothing: a note that stays until read, not an error.
	if st.NoticeKind != actions.NoticeNote || !strings.Contains(st.Notice, "1 run with a duplicate id got new ids") || !strings.Contains(st.Notice, "2 runs of an unknown game or status were set aside") {
		t.Errorf("notice %q", st.Notice)
	}
	var saved, aside []store.Entry
	if err := json.Unmarshal([]byte(mem[store.KeyHistory]), &saved); err != nil || len(saved) != 3 {
		t.Errorf("saved history after repair: %v (%s)", err, mem[store.KeyHistory])
	}
	uniqueIDs(t, saved)
	if err := json.Unmarshal([]byte(mem[store.KeyHistory+store.SetAsideSuffix]), &aside); err != nil || len(aside) != 2 || aside[0].Game != "chess" {
		t.Errorf("set aside: %v %s", err, mem[store.KeyHistory+store.SetAsideSuffix])
	}
	// A reload finds nothing more to repair.
	if st := (func() testState { s, _ := newTest(t, mem); return view(s) })(); st.Notice != "" || len(st.History) != 3 {
		t.Errorf("second load: notice %q, %d entries", st.Notice, len(st.History))
	}

	damaged := memStorage{store.KeyHistory: `[{"id":1,"game":`, KeyBoards: `{"not":"a list"}`}
	s, f := newTest(t, damaged)
	st = view(s)
	if len(st.History) != 0 || !st.NoticeBad || !strings.Contains(st.Notice, "the run history, the saved boards") ||
		damaged[store.KeyHistory+store.SetAsideSuffix] != `[{"id":1,"game":` || damaged[KeyBoards+store.SetAsideSuffix] != `{"not":"a list"}` {
		t.Errorf("damaged storage: %d entries, notice %q, set aside %q %q", len(st.History), st.Notice, damaged[store.KeyHistory+store.SetAsideSuffix], damaged[KeyBoards+store.SetAsideSuffix])
	}
	s.Dispatch(actions.Run{}) // the page works: a run is recorded and saved
	f.onLine(finalLine(solveBFS(view(s).Board, npuzzle.Goal(3, 3)), 3))
	f.onEnd("")
	if h := view(s).History; len(h) != 1 || !strings.Contains(damaged[store.KeyHistory], `"status":"found"`) {
		t.Errorf("after a run on damaged storage: %v, saved %s", ids(h), damaged[store.KeyHistory])
	}
}

// Imported runs are merged: one whose id a different local run holds gets a
// new id (it used to be dropped: "Imported 0 runs"), the same run again is
// skipped, a run of an unknown game or status is left out and said so.
func TestImportMergesRuns(t *testing.T) {
	s, _ := newTest(t, memStorage{})
	s.Dispatch(actions.Import{Name: "mine.json", Text: exportOf(entryJSON(1, "npuzzle", "found", "1 2 3/4 5 6/7 0 8"), entryJSON(2, "npuzzle", "found", "1 2 3/4 5 6/0 7 8"))})
	other := exportOf(
		entryJSON(1, "npuzzle", "cutoff", "1 2 3/4 5 6/7 0 8"), // another browser's run 1
		entryJSON(2, "npuzzle", "found", "1 2 3/4 5 6/0 7 8"),  // the same as ours
		entryJSON(9, "chess", "found", "e4"),
		entryJSON(10, "npuzzle", "weird", "1 2 3/4 5 6/7 0 8"),
	)
	s.Dispatch(actions.Import{Name: "other.json", Text: other})
	st := view(s)
	if len(st.History) != 3 || st.History[2].Status != "cutoff" || st.History[2].ID == 1 {
		t.Fatalf("merged history %+v", st.History)
	}
	uniqueIDs(t, st.History)
	for _, want := range []string{"Imported 1 run and 0 boards from other.json.", "1 run got new ids", "1 run was already here", "2 runs of an unknown game or status were left out"} {
		if !strings.Contains(st.Notice, want) {
			t.Errorf("notice %q lacks %q", st.Notice, want)
		}
	}
}
