package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	corewire "searchlab/core/wire"
	"searchlab/wasm/app/actions"
)

// KeyHistory is the storage key of the run history (versioned, so a later
// format can migrate).
const KeyHistory = "searchlab/v1/history"

// maxHistory bounds the history kept (and stored): the oldest runs go first.
const maxHistory = 500

// Export is the JSON file of the history and the saved boards (a
// BoardKeeper's).
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
	e := Export{Format: exportFormat, Version: 1, History: s.st.History}
	if k := s.boardKeeper(); k != nil {
		e.Boards = k.SavedBoards()
	}
	if e.History == nil {
		e.History = []Entry{}
	}
	if e.Boards == nil {
		e.Boards = []SavedBoard{}
	}
	b, _ := json.MarshalIndent(e, "", "  ")
	return string(b)
}

// ParseExport reads an exported file and checks its form (the screens check
// their boards when it is imported). The error says what is wrong.
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
		if h.Algorithm == "" || h.Status == "" {
			return Export{}, fmt.Errorf("history entry %d has no algorithm or status", i+1)
		}
	}
	return e, nil
}

// checkImport has the screens check an imported file's entries of their
// game (EntryChecker) and boards (BoardKeeper) before anything changes.
func (s *Store) checkImport(e Export) error {
	for i, h := range e.History {
		if c, ok := s.screens[h.Game].(EntryChecker); ok {
			if err := c.CheckEntry(h); err != nil {
				return fmt.Errorf("history entry %d: %v", i+1, err)
			}
		}
	}
	if len(e.Boards) == 0 {
		return nil
	}
	k := s.boardKeeper()
	if k == nil {
		return errors.New("it holds saved boards, which no screen of this app keeps")
	}
	for i, b := range e.Boards {
		if err := k.CheckBoard(b); err != nil {
			return fmt.Errorf("saved board %d (%q): %v", i+1, b.Name, err)
		}
	}
	return nil
}

// BoardKeeper is a screen that keeps boards of its own, which the exported
// file carries under "boards" (the N-puzzle's saved boards: the file's
// format has no game for them).
type BoardKeeper interface {
	SavedBoards() []SavedBoard
	// CheckBoard says why an imported board cannot be kept.
	CheckBoard(b SavedBoard) error
	// AddBoards keeps the boards it does not have yet, saves them and
	// says how many it added.
	AddBoards(bs []SavedBoard) (added int, fx []Effect)
}

// EntryChecker is a screen that checks an imported history entry of its
// game (the N-puzzle reads its board).
type EntryChecker interface {
	CheckEntry(e Entry) error
}

// boardKeeper is the first registered screen that keeps boards.
func (s *Store) boardKeeper() BoardKeeper {
	for _, g := range s.deps.Games {
		if k, ok := s.screens[g.ID].(BoardKeeper); ok {
			return k
		}
	}
	return nil
}

// record completes e with a fresh id, the time, and the result's length,
// cost and statistics (or the progress so far for a run that ended without
// one), appends it to the history (keeping the newest maxHistory entries)
// and returns it. The solver panel's finished runs come here (Host.Record).
func (s *Store) record(e Entry, res *corewire.Response, p corewire.Progress) Entry {
	if res != nil {
		e.Length, e.Cost, e.Stats = res.Length, res.Cost, res.Stats
	} else {
		e.Stats = p.Stats
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
		if err == nil {
			err = s.checkImport(e)
		}
		if err != nil {
			s.setNotice(actions.NoticeError, st.T("notice.import.error", "name", a.Name, "err", st.Lang.Core(err.Error())))
			return nil
		}
		added, renumbered, skipped, rejected := s.mergeHistory(e.History)
		boards, fx := 0, s.persistHistory()
		if k := s.boardKeeper(); k != nil && len(e.Boards) > 0 {
			var bfx []effect
			boards, bfx = k.AddBoards(e.Boards)
			fx = append(fx, bfx...)
		}
		text := st.T("notice.imported", "runs", st.T("count.runs", "n", added), "boards", st.T("count.boards", "n", boards), "name", a.Name)
		kind := actions.NoticeSuccess
		var notes []string
		if renumbered > 0 {
			notes = append(notes, st.T("notice.import.renumbered", "n", renumbered))
		}
		if skipped > 0 {
			notes = append(notes, st.T("notice.import.skipped", "n", skipped))
		}
		if rejected > 0 {
			notes = append(notes, st.T("notice.import.rejected", "n", rejected))
			kind = actions.NoticeError
		}
		if len(notes) > 0 {
			text += " " + strings.Join(notes, "; ") + "."
		}
		s.setNotice(kind, text)
		return fx
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
			s.Dispatch(actions.Notice{Kind: actions.NoticeError, Text: s.Lang().T("notice.save_failed", "err", err.Error())})
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

// loadPersisted restores the history and the session from storage. A damaged value is skipped with a notice (noticeStorage); it
// never stops the app.
func (s *Store) loadPersisted() {
	if s.deps.Storage == nil {
		return
	}
	st := &s.st
	bad := &s.damaged
	var repaired repairs
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
				repaired.setAside = len(invalid)
			}
			if renumbered > 0 {
				repaired.renumbered = renumbered
			}
			if repaired != (repairs{}) {
				if b, err := json.Marshal(st.History); err == nil {
					_ = s.deps.Storage.Save(KeyHistory, string(b))
				}
			}
		}
	}
	s.restoreSession(bad)
	s.repaired = repaired
}

// noticeStorage says what loadPersisted and the screens' restores
// (Host.Damaged) found damaged or repaired in storage.
func (s *Store) noticeStorage() {
	bad, repaired := s.damaged, s.repaired
	s.damaged, s.repaired = nil, repairs{}
	st := &s.st
	var notes []string
	kind := actions.NoticeNote // a repair: nothing was lost, but say so until read
	if len(bad) > 0 {
		what := make([]string, len(bad))
		for i, b := range bad { // the names of the store's and the screens' records, translated where known
			what[i] = st.Lang.TOr("stored."+b, b)
		}
		notes = append(notes, st.T("stored.damaged", "what", strings.Join(what, ", "), "suffix", SetAsideSuffix))
		kind = actions.NoticeError
	}
	var fixed []string
	if repaired.setAside > 0 {
		fixed = append(fixed, st.T("stored.set_aside", "n", repaired.setAside))
	}
	if repaired.renumbered > 0 {
		fixed = append(fixed, st.T("stored.renumbered", "n", repaired.renumbered))
	}
	if len(fixed) > 0 {
		notes = append(notes, st.T("stored.repaired", "what", strings.Join(fixed, "; ")))
	}
	if len(notes) > 0 {
		s.setNotice(kind, strings.Join(notes, " "))
	}
}

// repairs counts what loadPersisted repaired in the saved history, for
// noticeStorage to say in the page's language once the session (and its
// language) is restored.
type repairs struct {
	setAside   int // runs of an unknown game or status set aside
	renumbered int // runs with a duplicate id given new ids
}
