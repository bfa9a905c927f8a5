package npuzzle

import (
	"fmt"
	"sync"
	"testing"
)

// This file holds the test oracles: a direct breadth-first search over the
// whole state space of a small board, written against Board.Move only (not
// the packed Puzzle code under test), and a permutation enumerator.

// key packs a board of at most 16 cells, test-locally.
func key(b Board) uint64 {
	var k uint64
	for i := 0; i < b.Len(); i++ {
		k |= uint64(b.Tile(i)) << (4 * i)
	}
	return k
}

// space is the exhaustive BFS of a small board from its goal: every
// reachable board in BFS order with its distance to the goal (moves are
// reversible, so the distance from the goal is the distance to it).
type space struct {
	goal   Board
	boards []Board
	dist   map[uint64]int
}

func (s *space) histogram() []int {
	var h []int
	for _, b := range s.boards {
		d := s.dist[key(b)]
		for len(h) <= d {
			h = append(h, 0)
		}
		h[d]++
	}
	return h
}

func bfsSpace(goal Board) *space {
	s := &space{goal: goal, boards: []Board{goal}, dist: map[uint64]int{key(goal): 0}}
	for i := 0; i < len(s.boards); i++ {
		b := s.boards[i]
		d := s.dist[key(b)]
		for _, m := range Moves {
			nb, ok := b.Move(m)
			if !ok {
				continue
			}
			if _, seen := s.dist[key(nb)]; !seen {
				s.dist[key(nb)] = d + 1
				s.boards = append(s.boards, nb)
			}
		}
	}
	return s
}

var spaceCache sync.Map // goal string → *space

// spaceOf returns the (cached) exhaustive BFS from goal.
func spaceOf(t testing.TB, goal Board) *space {
	t.Helper()
	if goal.Len() > 10 {
		t.Fatalf("the BFS oracle is for boards of at most 10 cells, not %d×%d", goal.Rows(), goal.Cols())
	}
	if v, ok := spaceCache.Load(goal.String()); ok {
		return v.(*space)
	}
	s := bfsSpace(goal)
	spaceCache.Store(goal.String(), s)
	return s
}

// forEachPermutation calls f with every arrangement of the tiles 0…n−1 on a
// rows×cols board (Heap's algorithm).
func forEachPermutation(rows, cols int, f func(Board)) {
	n := rows * cols
	a := make([]int, n)
	for i := range a {
		a[i] = i
	}
	emit := func() {
		b, err := NewBoard(rows, cols, a)
		if err != nil {
			panic(fmt.Sprint("test oracle: ", err))
		}
		f(b)
	}
	c := make([]int, n)
	emit()
	for i := 0; i < n; {
		if c[i] < i {
			if i%2 == 0 {
				a[0], a[i] = a[i], a[0]
			} else {
				a[c[i]], a[i] = a[i], a[c[i]]
			}
			emit()
			c[i]++
			i = 0
		} else {
			c[i] = 0
			i++
		}
	}
}

// smallGoals lists the goal boards the exhaustive tests run on.
func smallGoals(sizes [][2]int) []Board {
	var gs []Board
	for _, sz := range sizes {
		gs = append(gs, Goal(sz[0], sz[1]), BlankFirstGoal(sz[0], sz[1]))
	}
	return gs
}
