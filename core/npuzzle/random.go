package npuzzle

import (
	"fmt"

	"searchlab/core/search"
)

// RandomSolvable returns a board drawn uniformly from the boards that can
// reach goal, using r (seeded by the caller, so the same seed gives the same
// board). It shuffles all cells (Fisher–Yates) and, if the result is in the
// other parity class, swaps the first two tiles; that swap is a bijection
// between the two classes, so the result is uniform over the solvable half.
func RandomSolvable(goal Board, r search.Rand) (Board, error) {
	if !goal.Valid() {
		return Board{}, fmt.Errorf("random board: the goal is not a valid board")
	}
	b := goal
	n := b.Len()
	for i := n - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		b.cells[i], b.cells[j] = b.cells[j], b.cells[i]
	}
	if Solvable(b, goal) != nil {
		i, j := 0, 1
		if b.cells[i] == 0 {
			i = 2
		} else if b.cells[j] == 0 {
			j = 2
		}
		b.cells[i], b.cells[j] = b.cells[j], b.cells[i]
	}
	return b, nil
}

// RandomWalk returns the board reached from goal by steps random blank
// moves, never undoing the previous move (so short walks are not wasted on
// back-and-forth), using r. The optimal distance is at most steps and has
// the same parity.
func RandomWalk(goal Board, steps int, r search.Rand) (Board, error) {
	if !goal.Valid() {
		return Board{}, fmt.Errorf("random walk: the goal is not a valid board")
	}
	if steps < 0 {
		return Board{}, fmt.Errorf("random walk: the number of steps is %d; it must be at least 0", steps)
	}
	b := goal
	var buf [4]Move
	prev := Move(255)
	for range steps {
		legal := buf[:0]
		for _, m := range Moves {
			if m.Inverse() != prev && b.CanMove(m) {
				legal = append(legal, m)
			}
		}
		m := legal[r.IntN(len(legal))]
		b, _ = b.Move(m)
		prev = m
	}
	return b, nil
}
