package npuzzle

import "searchlab/core/search"

var _ search.Retargetable[Cells, Move] = (*LargePuzzle)(nil)

// Between returns the problem of going from state from to state to on p's
// board (search.Retargetable, for path shortening): same moves and costs.
// Towards p's goal it is p from another start, with p's heuristic (the
// pattern databases on 5×5 boards); towards any other state the heuristic
// is Manhattan distance plus linear conflict, the strongest that needs no
// tables built for that state. Nil if from or to is not a board of p's
// size.
func (p *LargePuzzle) Between(from, to Cells) search.Problem[Cells, Move] {
	if to == p.goal {
		q := *p // its move lists still point into p's buffer, read-only
		q.start, q.startBoard = from, p.Board(from)
		return &q
	}
	q, err := newLarge(p.Board(from), p.Board(to), LinearConflict, nil)
	if err != nil {
		return nil
	}
	return q
}
