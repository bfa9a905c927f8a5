package npuzzle

import (
	"fmt"
	"testing"

	"searchlab/core/search"
)

// boundAlgorithms are the searches that prove a bound on their solution,
// with budgets small enough that the anytime ones often stop before they
// reach the optimum (and must then still be right about their bound).
var boundAlgorithms = []struct {
	name   string
	weight float64 // weighted A*'s guarantee (0: none beyond Bound)
	make   func(p search.Problem[uint64, Move], o search.Options[uint64]) search.Stepper[Move]
}{
	{"wastar-1.5", 1.5, func(p search.Problem[uint64, Move], o search.Options[uint64]) search.Stepper[Move] {
		return search.NewWeightedAStar(p, o, 1.5)
	}},
	{"wastar-3", 3, func(p search.Problem[uint64, Move], o search.Options[uint64]) search.Stepper[Move] {
		return search.NewWeightedAStar(p, o, 3)
	}},
	{"ara", 0, func(p search.Problem[uint64, Move], o search.Options[uint64]) search.Stepper[Move] {
		o.Limits.MaxNodes = 3000
		return search.NewARAStar(p, o, search.ARAParams{Weight: 3, Step: 0.5})
	}},
	{"bulb", 0, func(p search.Problem[uint64, Move], o search.Options[uint64]) search.Stepper[Move] {
		o.Limits.MaxNodes = 3000
		return search.NewBULB(p, o, search.BULBParams{Width: 2})
	}},
}

// TestBoundsHold runs the bounded-suboptimal and anytime searches on
// boards whose optimum is known, with consistent (linear conflict) and
// inconsistent (pattern database) heuristics: every solution replays, its
// bound is at least 1 and length ≤ bound × optimum; weighted A* stays
// within its weight. Optima: the BFS oracle on 3×3, A* with linear
// conflict on 3×4, Korf's published lengths on 4×4.
func TestBoundsHold(t *testing.T) {
	type board struct {
		start, goal Board
		optimal     int
	}
	var boards []board
	for _, bc := range conformanceBoards {
		start, goal, _ := ParsePair(bc.board, bc.goal)
		if start.Rows() == 3 && start.Cols() == 3 {
			boards = append(boards, board{start, goal, spaceOf(t, goal).dist[key(start)]})
		}
	}
	for seed := uint64(1); seed <= 4; seed++ {
		goal := Goal(3, 4)
		start, _ := RandomSolvable(goal, seeded(seed))
		boards = append(boards, board{start, goal, optimalLength(t, start, goal)})
	}
	korfGoal := BlankFirstGoal(4, 4)
	for _, k := range korf100 {
		if k.genLC < 200_000 { // the quick ones
			boards = append(boards, board{korfStart(t, k.tiles), korfGoal, k.optimal})
		}
	}
	for _, b := range boards {
		hs := []Heuristic{LinearConflict}
		if b.start.Len() <= 12 || !testing.Short() {
			hs = append(hs, PatternDB)
		}
		for _, h := range hs {
			var p *Puzzle
			var err error
			if h == PatternDB {
				p, err = NewWithPDB(b.start, testPDB(t, b.goal, map[int]string{9: "8", 12: "443", 16: "555"}[b.start.Len()]))
			} else {
				p, err = New(b.start, b.goal, h)
			}
			if err != nil {
				t.Fatal(err)
			}
			for _, a := range boundAlgorithms {
				name := fmt.Sprintf("%s/%v/%v", a.name, h, b.start)
				r := search.Solve(a.make(p, search.Options[uint64]{}))
				if r.Status != search.Found {
					t.Errorf("%s: %v", name, r.Status)
					continue
				}
				if err := Replay(b.start, b.goal, r.Actions); err != nil {
					t.Errorf("%s: %v", name, err)
				}
				n := float64(len(r.Actions))
				if r.Bound < 1 || n > r.Bound*float64(b.optimal)+1e-9 {
					t.Errorf("%s: %d moves with bound %v, optimum %d", name, len(r.Actions), r.Bound, b.optimal)
				}
				if a.weight > 0 && n > a.weight*float64(b.optimal) {
					t.Errorf("%s: %d moves above %v × the optimum %d", name, len(r.Actions), a.weight, b.optimal)
				}
				if r.Bound == 1 && len(r.Actions) != b.optimal {
					t.Errorf("%s: %d moves claimed optimal, optimum %d", name, len(r.Actions), b.optimal)
				}
			}
		}
	}
}
