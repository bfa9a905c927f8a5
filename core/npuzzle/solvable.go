package npuzzle

import (
	"errors"
	"fmt"

	"searchlab/core/words"
)

// ErrUnsolvable is wrapped by the error Solvable returns when the goal
// cannot be reached; the message gives the parity reason.
var ErrUnsolvable = errors.New("unsolvable")

// Inversions returns the number of pairs of tiles out of order in the
// row-major listing of b, the blank ignored.
func Inversions(b Board) int {
	n := b.Len()
	inv := 0
	for i := 0; i < n; i++ {
		ti := b.cells[i]
		if ti == 0 {
			continue
		}
		for j := i + 1; j < n; j++ {
			if tj := b.cells[j]; tj != 0 && tj < ti {
				inv++
			}
		}
	}
	return inv
}

// Solvable reports whether goal can be reached from b: nil if it can, an
// error wrapping ErrUnsolvable with the reason if not, or a plain error
// when the two boards differ in size.
//
// The parity rule (Johnson & Story 1879; checked here against exhaustive
// breadth-first search on every permutation of the small boards): with
// inv(s) the inversions of s, W the width and row(s) the blank's row,
// s reaches g iff
//   - W odd:  inv(s) ≡ inv(g) (mod 2), since a horizontal move keeps the
//     row-major order and a vertical move jumps a tile over W−1 (even)
//     others;
//   - W even: inv(s) + row(s) ≡ inv(g) + row(g) (mod 2), since a vertical
//     move changes inv by W−1 (odd) and the blank row by one.
//
// The number of rows does not matter. Together with the fact that each
// parity class is connected, this decides solvability exactly.
func Solvable(b, goal Board) error {
	if !b.SameSize(goal) {
		return fmt.Errorf("the board is %d×%d but the goal is %d×%d: they must have the same size",
			b.Rows(), b.Cols(), goal.Rows(), goal.Cols())
	}
	ib, ig := Inversions(b), Inversions(goal)
	w := b.Cols()
	if w%2 == 1 {
		if ib%2 == ig%2 {
			return nil
		}
		return fmt.Errorf("%w: the board has %s (%s) but the goal has %d (%s); on a board of odd width (%d) no move changes the parity of the inversions",
			ErrUnsolvable, words.Count(int64(ib), "inversion"), parity(ib), ig, parity(ig), w)
	}
	rb, rg := b.Blank()/w+1, goal.Blank()/w+1
	if (ib+rb)%2 == (ig+rg)%2 {
		return nil
	}
	return fmt.Errorf("%w: the board has %s with the blank in row %d (sum %s) but the goal has %s with the blank in row %d (sum %s); on a board of even width (%d) no move changes the parity of inversions plus blank row",
		ErrUnsolvable, words.Count(int64(ib), "inversion"), rb, parity(ib+rb), words.Count(int64(ig), "inversion"), rg, parity(ig+rg), w)
}

func parity(n int) string {
	if n%2 == 0 {
		return "even"
	}
	return "odd"
}
