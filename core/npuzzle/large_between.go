package npuzzle

import "searchlab/core/search"

var _ search.Retargetable[Cells, Move] = (*LargePuzzle)(nil)

// Between returns the problem of going from state from to state to on p's
// board (search.Retargetable, for path shortening): same moves and costs,
// with Manhattan distance plus linear conflict towards to, the strongest
// heuristic that needs no tables built for that state (pattern databases
// are built for one goal). Its states are p's; nil if from or to is not a
// board of p's size.
func (p *LargePuzzle) Between(from, to Cells) search.Problem[Cells, Move] {
	q, err := newLarge(p.Board(from), p.Board(to), LinearConflict, nil)
	if err != nil {
		return nil
	}
	return q
}
