package search_test

import (
	"testing"

	"searchlab/core/search"
)

// openFieldText is a maze without walls: every cell is reached along many
// paths of the same length, so the states of one BFS level share most of
// their successors (the cell below-right of two neighbours is a successor
// of both).
const openFieldText = `
S.........
..........
..........
..........
..........
..........
.........G
`

// TestBULBLevelsHoldDistinctStates: a level of BULB's beam holds each state
// once (levelSet drops the copies a level's states generate), on a field
// where the copies are the rule and on the hard 15-puzzle, whose cycles
// make them common; the solutions still replay, and on the field BULB
// still proves the optimum (15 steps).
func TestBULBLevelsHoldDistinctStates(t *testing.T) {
	field := newMaze(openFieldText)
	var fc levelCopies[pos]
	r := search.Solve(search.NewBULB[pos, byte](field, search.Options[pos]{Observer: fc.observe}, search.BULBParams{Width: 8}))
	fc.check(t, "open field")
	if end, cost, err := replay(search.Problem[pos, byte](field), r.Actions); err != nil || !field.IsGoal(end) || cost != 15 || r.Cost != 15 {
		t.Errorf("open field: %v, cost %v (replayed %v, %v), want the 15-step optimum", r.Status, r.Cost, cost, err)
	}

	p := hardPuzzle(t)
	p.unit = true
	var pc levelCopies[tiles]
	o := search.Options[tiles]{Limits: search.Limits{MaxNodes: 300_000}, Observer: pc.observe}
	r2 := search.Solve(search.NewBULB[tiles, uint8](p, o, search.BULBParams{Width: 500, NoPolish: true}))
	pc.check(t, "15-puzzle")
	if end, _, err := replay(search.Problem[tiles, uint8](p), r2.Actions); r2.Status != search.Found || err != nil || !p.IsGoal(end) {
		t.Errorf("15-puzzle: %v, the solution does not replay (%v)", r2.Status, err)
	}
}

// levelCopies counts BULB's levels (Beam events) and the states that a
// level holds more than once.
type levelCopies[S comparable] struct{ levels, copies int }

func (c *levelCopies[S]) observe(ev search.Event[S]) {
	if ev.Kind != search.Beam {
		return
	}
	c.levels++
	seen := make(map[S]bool, len(ev.States))
	for _, s := range ev.States {
		if seen[s] {
			c.copies++
		}
		seen[s] = true
	}
}

func (c *levelCopies[S]) check(t *testing.T, name string) {
	t.Helper()
	if c.levels < 10 || c.copies > 0 {
		t.Errorf("%s: %d levels, %d copies of a state on the same level; want ≥ 10 levels, no copy", name, c.levels, c.copies)
	}
}
