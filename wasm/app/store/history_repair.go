package store

import (
	"encoding/json"
	"fmt"
	"reflect"
)

// SetAsideSuffix is appended to a storage key to keep a saved item the page
// could not use (damaged JSON, invalid history entries), so nothing a user
// saved is thrown away and the page still opens.
const SetAsideSuffix = "/set-aside"

// checkEntry says why a history entry cannot be kept: a game this app does
// not have, a status no run ends with, or no algorithm.
func (s *Store) checkEntry(e Entry) error {
	known := false
	for _, g := range s.deps.Games {
		known = known || g.ID == e.Game
	}
	switch {
	case !known:
		return fmt.Errorf("unknown game %q", e.Game)
	case !e.Status.Known():
		return fmt.Errorf("unknown status %q", e.Status)
	case e.Algorithm == "":
		return fmt.Errorf("no algorithm")
	}
	return nil
}

// repairHistory keeps the valid entries of h in order, giving every entry
// whose id is not positive or repeats an earlier one a fresh id above all
// others (histories saved before ids were always fresh can hold duplicates,
// which the page cannot draw). It returns the kept entries, the invalid
// ones, and how many were renumbered.
func (s *Store) repairHistory(h []Entry) (kept, invalid []Entry, renumbered int) {
	top := int64(0)
	for _, e := range h {
		top = max(top, e.ID)
	}
	seen := map[int64]bool{}
	for _, e := range h {
		if s.checkEntry(e) != nil {
			invalid = append(invalid, e)
			continue
		}
		if e.ID <= 0 || seen[e.ID] {
			top++
			e.ID = top
			renumbered++
		}
		seen[e.ID] = true
		kept = append(kept, e)
	}
	return kept, invalid, renumbered
}

// mergeHistory adds imported entries to the history: an entry already there
// (the same run, id included) is skipped; one whose id is taken by another
// run gets a fresh id, so runs from another browser are merged, never
// dropped; an invalid one is rejected. The newest maxHistory entries stay.
func (s *Store) mergeHistory(in []Entry) (added, renumbered, skipped, rejected int) {
	st := &s.st
	byID := map[int64]Entry{}
	for _, e := range st.History {
		byID[e.ID] = e
	}
	for _, e := range in {
		if s.checkEntry(e) != nil {
			rejected++
			continue
		}
		if old, ok := byID[e.ID]; ok && reflect.DeepEqual(old, e) {
			skipped++
			continue
		}
		if _, taken := byID[e.ID]; taken || e.ID <= 0 {
			e.ID = s.newID()
			renumbered++
		}
		st.History = append(st.History, e)
		byID[e.ID] = e
		added++
	}
	if over := len(st.History) - maxHistory; over > 0 {
		st.History = st.History[over:]
	}
	return added, renumbered, skipped, rejected
}

// setAside keeps value under key+SetAsideSuffix (best effort: storage may be
// full).
func (s *Store) setAside(key string, value any) {
	if s.deps.Storage == nil {
		return
	}
	text, ok := value.(string)
	if !ok {
		b, err := json.Marshal(value)
		if err != nil {
			return
		}
		text = string(b)
	}
	_ = s.deps.Storage.Save(key+SetAsideSuffix, text)
}
