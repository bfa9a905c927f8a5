package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"searchlab/core/api"
	"searchlab/core/npuzzle"
	"searchlab/wasm/app/actions"
)

// Storage keys (versioned, so a later format can migrate).
const (
	KeyHistory = "searchlab/v1/history"
	KeyBoards  = "searchlab/v1/boards"
)

// maxHistory bounds the history kept (and stored): the oldest runs go first.
const maxHistory = 500

// Export is the JSON file of history and saved boards.
type Export struct {
	Format  string       `json:"format"` // always "searchlab-export"
	Version int          `json:"version"`
	History []Entry      `json:"history"`
	Boards  []SavedBoard `json:"boards"`
}

const exportFormat = "searchlab-export"

// ExportJSON returns the history and saved boards as an indented JSON file.
func (s *Store) ExportJSON() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	e := Export{Format: exportFormat, Version: 1, History: s.st.History, Boards: s.st.Saved}
	if e.History == nil {
		e.History = []Entry{}
	}
	if e.Boards == nil {
		e.Boards = []SavedBoard{}
	}
	b, _ := json.MarshalIndent(e, "", "  ")
	return string(b)
}

// ParseExport reads an exported file, checking every board in it. The error
// says what is wrong.
func ParseExport(text string) (Export, error) {
	var e Export
	dec := json.NewDecoder(strings.NewReader(text))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&e); err != nil {
		return Export{}, fmt.Errorf("it is not a SearchLab export: %s", jsonProblem(err))
	}
	if dec.More() {
		return Export{}, errors.New("it has data after the JSON object")
	}
	if e.Format != exportFormat {
		return Export{}, fmt.Errorf("it is not a SearchLab export (format %q, want %q)", e.Format, exportFormat)
	}
	if e.Version != 1 {
		return Export{}, fmt.Errorf("its version %d is not supported (this app reads version 1)", e.Version)
	}
	for i, h := range e.History {
		if h.Game == "npuzzle" {
			if _, err := npuzzle.Parse(h.Board); err != nil {
				return Export{}, fmt.Errorf("history entry %d: board: %v", i+1, err)
			}
		}
		if h.Algorithm == "" || h.Status == "" {
			return Export{}, fmt.Errorf("history entry %d has no algorithm or status", i+1)
		}
	}
	for i, b := range e.Boards {
		if _, _, err := npuzzle.ParsePair(b.Board, b.Goal); err != nil {
			return Export{}, fmt.Errorf("saved board %d (%q): %v", i+1, b.Name, err)
		}
	}
	return e, nil
}

// record completes e with a fresh id, the time, and the result's length,
// cost and statistics (or the progress so far for a run that ended without
// one), appends it to the history (keeping the newest maxHistory entries)
// and returns it. Every screen's finished runs come here (Host.Record).
func (s *Store) record(e Entry, res *api.Response, p api.Progress) Entry {
	if res != nil {
		e.Length, e.Cost, e.Stats = res.Length, res.Cost, res.Stats
	} else {
		e.Stats = api.Stats{Expanded: p.Expanded, Generated: p.Generated, MaxFrontier: p.Frontier, ElapsedMS: p.ElapsedMS}
	}
	e.ID, e.At = s.newID(), s.deps.Now().UTC().Format("2006-01-02T15:04:05Z07:00")
	st := &s.st
	st.History = append(st.History, e)
	if over := len(st.History) - maxHistory; over > 0 {
		st.History = st.History[over:]
	}
	return e
}

// newID is an id above every id of the history and every id handed out
// before, so it can never collide (the history is at most maxHistory
// entries long).
func (s *Store) newID() int64 {
	for _, e := range s.st.History {
		s.nextID = max(s.nextID, e.ID)
	}
	s.nextID++
	return s.nextID
}

// reduceHistory handles the shared history (clear, import, load a run:
// the entry's screen loads it, RunLoader).
func (s *Store) reduceHistory(a actions.Action) []effect {
	st := &s.st
	switch a := a.(type) {
	case actions.ClearHistory:
		st.History = nil
		for _, sc := range s.screens {
			if c, ok := sc.(HistoryClearer); ok {
				c.HistoryCleared()
			}
		}
		return s.persistHistory()
	case actions.Import:
		e, err := ParseExport(a.Text)
		if err != nil {
			st.Notice, st.NoticeBad = fmt.Sprintf("Could not import %s: %v. Nothing was changed.", a.Name, err), true
			return nil
		}
		added, renumbered, skipped, rejected := s.mergeHistory(e.History)
		boards := 0
		for _, b := range e.Boards {
			if !containsBoard(st.Saved, b) {
				st.Saved = append(st.Saved, b)
				boards++
			}
		}
		st.Notice, st.NoticeBad = fmt.Sprintf("Imported %d runs and %d boards from %s.", added, boards, a.Name), false
		var notes []string
		if renumbered > 0 {
			notes = append(notes, fmt.Sprintf("%d runs got new ids (theirs were taken)", renumbered))
		}
		if skipped > 0 {
			notes = append(notes, fmt.Sprintf("%d runs were already here", skipped))
		}
		if rejected > 0 {
			notes = append(notes, fmt.Sprintf("%d runs of an unknown game or status were left out", rejected))
			st.NoticeBad = true
		}
		if len(notes) > 0 {
			st.Notice += " " + strings.Join(notes, "; ") + "."
		}
		return append(s.persistHistory(), s.persistBoards()...)
	case actions.LoadRun:
		if a.Index < 0 || a.Index >= len(st.History) {
			return nil
		}
		h := st.History[a.Index]
		if l, ok := s.screens[h.Game].(RunLoader); ok && h.Game == st.Game {
			return l.LoadRun(h)
		}
	}
	return nil
}

func containsBoard(list []SavedBoard, b SavedBoard) bool {
	for _, x := range list {
		if x.Board == b.Board && x.Goal == b.Goal {
			return true
		}
	}
	return false
}

func (s *Store) save(key string, v any) []effect {
	if s.deps.Storage == nil {
		return nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	return []effect{func() {
		if err := s.deps.Storage.Save(key, string(b)); err != nil {
			s.Dispatch(actions.Notice{Text: "Could not save to this browser's storage: " + err.Error()})
		}
	}}
}

func (s *Store) persistHistory() []effect {
	h := s.st.History
	if h == nil {
		h = []Entry{}
	}
	return s.save(KeyHistory, h)
}

func (s *Store) persistBoards() []effect { return s.save(KeyBoards, s.st.Saved) }

// loadPersisted restores history, saved boards and the session from
// storage. A damaged value is skipped with a notice (noticeStorage); it
// never stops the app.
func (s *Store) loadPersisted() {
	if s.deps.Storage == nil {
		return
	}
	st := &s.st
	bad := &s.damaged
	var repaired []string
	if v, ok := s.deps.Storage.Load(KeyHistory); ok {
		var h []Entry
		if err := json.Unmarshal([]byte(v), &h); err != nil {
			*bad = append(*bad, "the run history")
			s.setAside(KeyHistory, v)
			_ = s.deps.Storage.Save(KeyHistory, "[]")
		} else {
			kept, invalid, renumbered := s.repairHistory(h)
			st.History = kept
			if len(invalid) > 0 {
				s.setAside(KeyHistory, invalid)
				repaired = append(repaired, fmt.Sprintf("%d runs of an unknown game or status were set aside", len(invalid)))
			}
			if renumbered > 0 {
				repaired = append(repaired, fmt.Sprintf("%d runs with a duplicate id got new ids", renumbered))
			}
			if len(repaired) > 0 {
				if b, err := json.Marshal(st.History); err == nil {
					_ = s.deps.Storage.Save(KeyHistory, string(b))
				}
			}
		}
	}
	if v, ok := s.deps.Storage.Load(KeyBoards); ok {
		var b []SavedBoard
		if err := json.Unmarshal([]byte(v), &b); err != nil {
			*bad = append(*bad, "the saved boards")
			s.setAside(KeyBoards, v)
		} else {
			st.Saved = b
		}
	}
	s.restoreSession(bad)
	s.repaired = repaired
}

// noticeStorage says what loadPersisted and the screens' restores
// (Host.Damaged) found damaged or repaired in storage.
func (s *Store) noticeStorage() {
	st := &s.st
	bad, repaired := s.damaged, s.repaired
	s.damaged, s.repaired = nil, nil
	var notes []string
	if len(bad) > 0 {
		notes = append(notes, "Stored data was damaged and was skipped: "+strings.Join(bad, ", ")+" (kept aside under …"+SetAsideSuffix+" in this browser's storage).")
	}
	if len(repaired) > 0 {
		notes = append(notes, "The saved run history was repaired: "+strings.Join(repaired, "; ")+".")
	}
	if len(notes) > 0 {
		st.Notice, st.NoticeBad = strings.Join(notes, " "), true
	}
}
