// Package btmodel holds Bradley–Terry move models for Othello (Coulom 2007;
// the model and its MM training are core/bradleyterry): two feature sets,
// the training data the project makes itself and the trained γ tables that
// ship embedded. A Model gives every legal move of a position a strength,
// the product of its features' γ, which is what core/mcts needs for the
// biased UCB of Ikeda & Viennot (UCTParams.Prior) and for roulette-wheel
// playouts (mcts.Roulette): the MCTS2 and MCTS3 programs of Nguyen & Nguyen
// ("The efficient approach for improving the Monte Carlo Tree Search", Can
// Tho University Journal of Science, 2015).
//
// Feature sets (see Buro and Optimised):
//   - Buro: the paper's set. The board has 10 kinds of square under its 8
//     symmetries, 9 of them playable (the centre kind is occupied from the
//     start); a move's single feature is its kind together with the 3×3
//     pattern around it (each neighbour empty, the mover's or the
//     opponent's), read in the orientation that maps the square into the
//     canonical triangle a1-d1-d4.
//   - Optimised: ours. The Buro feature plus the number of discs flipped and
//     the opponent's mobility after the move (both by game phase), whether
//     the move gives the opponent a corner, whether the move's quadrant holds
//     an odd number of empties (parity), and how many of the mover's new
//     discs touch an empty square (new frontier).
package btmodel

import "searchlab/core/othello"

// kinds is the number of square kinds under the board's symmetry (the
// canonical triangle a1 b1 c1 d1 b2 c2 d2 c3 d3 d4); patterns the number of
// 3×3 neighbour patterns (3⁸).
const (
	kinds    = 10
	patterns = 6561
)

// squareInfo is what the pattern of a move on one square needs: its kind
// and, for each symmetry that maps it into the canonical triangle (two for
// the squares on a diagonal, one otherwise), its eight neighbours in
// canonical order (−1 off the board).
type squareInfo struct {
	kind   uint8
	orient uint8 // number of orientations (1 or 2)
	nbr    [2][8]int8
}

var squares = buildSquares()

// transform applies symmetry t (bit 2: swap column and row, then bit 0:
// mirror the column, bit 1: mirror the row) to (c, r).
func transform(t, c, r int) (int, int) {
	if t&4 != 0 {
		c, r = r, c
	}
	if t&1 != 0 {
		c = 7 - c
	}
	if t&2 != 0 {
		r = 7 - r
	}
	return c, r
}

// canonical offsets of the eight neighbours, in the order of the pattern
// code's digits.
var offsets = [8][2]int{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}

func buildSquares() [64]squareInfo {
	var tri [8][8]int // kind of canonical square (c, r), r ≤ c ≤ 3
	k := 0
	for r := range 4 {
		for c := r; c < 4; c++ {
			tri[c][r] = k
			k++
		}
	}
	var out [64]squareInfo
	for sq := range 64 {
		c, r := sq%8, sq/8
		si := &out[sq]
		for t := range 8 {
			x, y := transform(t, c, r)
			if x > 3 || y > x {
				continue
			}
			si.kind = uint8(tri[x][y])
			o := si.orient
			si.orient++
			for i := range si.nbr[o] {
				si.nbr[o][i] = -1
			}
			for dc := -1; dc <= 1; dc++ {
				for dr := -1; dr <= 1; dr++ {
					nc, nr := c+dc, r+dr
					if (dc == 0 && dr == 0) || nc < 0 || nc > 7 || nr < 0 || nr > 7 {
						continue
					}
					tx, ty := transform(t, nc, nr)
					for i, off := range offsets {
						if tx-x == off[0] && ty-y == off[1] {
							si.nbr[o][i] = int8(nr*8 + nc)
						}
					}
				}
			}
		}
	}
	return out
}

// Kind returns the symmetry class of square sq (0 = a1-like corners, 1 b1,
// 2 c1, 3 d1, 4 b2, 5 c2, 6 d2, 7 c3, 8 d3, 9 the centre).
func Kind(sq int) int { return int(squares[sq].kind) }

// patternCode is the 3×3 pattern around sq (0 empty or off the board, 1
// the mover's disc, 2 the opponent's, digit i for canonical neighbour i),
// the smallest over the square's canonical orientations.
func patternCode(sq int, own, opp uint64) int {
	si := &squares[sq]
	best := patterns
	for o := range int(si.orient) {
		code, w := 0, 1
		for _, n := range si.nbr[o] {
			if n >= 0 {
				bit := uint64(1) << uint(n)
				switch {
				case own&bit != 0:
					code += w
				case opp&bit != 0:
					code += 2 * w
				}
			}
			w *= 3
		}
		best = min(best, code)
	}
	return best
}

// buroFeature is the Buro feature of a move on sq: kind·6561 + pattern.
func buroFeature(s othello.Position, sq int) int32 {
	own, opp := s.Discs(s.Turn), s.Discs(s.Turn.Other())
	return int32(int(squares[sq].kind)*patterns + patternCode(sq, own, opp))
}
