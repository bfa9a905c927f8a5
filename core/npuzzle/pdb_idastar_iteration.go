package npuzzle

import "searchlab/core/search"

// The iterations of PDBIDAStar: the first step generates the root and
// starts the first iteration at its h; an iteration that finds no goal is
// followed by the next at the smallest f that exceeded its bound.

// prologue returns how many of n steps are left for the node loop: none
// when the search is done or n is not positive; the first step starts the
// search (begin), which may end it at once.
func (s *PDBIDAStar) prologue(n int) int {
	if s.done || n <= 0 {
		return 0
	}
	if !s.started {
		if s.begin() {
			return 0
		}
		n--
	}
	return n
}

// begin generates the root and starts the first iteration; it reports
// whether the search ended there.
func (s *PDBIDAStar) begin() bool {
	s.started = true
	s.stats.Generated++
	root := &s.stack[0]
	root.h = s.hOf(root)
	return s.startIteration(root.h)
}

// nextIteration follows an iteration that found no goal: without a next
// bound the search is over (Cutoff if a depth limit cut a node, else
// NotFound), otherwise the next iteration starts at it. It reports whether
// the search ended.
func (s *PDBIDAStar) nextIteration(nxt int32) bool {
	if nxt != noBound {
		return s.startIteration(nxt)
	}
	if s.cut {
		s.finish(search.Cutoff)
	} else {
		s.finish(search.NotFound)
	}
	return true
}

// startIteration starts an iteration with the given bound at the root and
// reports whether the search ended (the root is the goal, or the budget is
// spent).
func (s *PDBIDAStar) startIteration(bound int32) bool {
	s.bound, s.nxt = bound, noBound
	s.stats.Iterations++
	s.top = 0
	root := &s.stack[0]
	root.left = s.moves[s.blank]
	if root.md == 0 {
		s.actions = nil
		s.finish(search.Found)
		return true
	}
	if s.limits.MaxNodes > 0 && s.stats.Expanded >= s.limits.MaxNodes {
		s.finish(search.BudgetExceeded)
		return true
	}
	s.stats.Expanded++
	return false
}
