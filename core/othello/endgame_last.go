package othello

// The last empties of the exact solver: specialised solvers for 1 to 4
// empty squares, and the 5- to 7-empty nodes above them, without move
// lists below 7 empties (Edax's board_score_1, board_solve_2,
// search_solve_3, search_solve_4 and NWS_shallow; Gunnar Andersson's Zebra
// before it). The empty squares are taken in the parity order chosen at
// the node with shallowEmpties empties (squares of quadrants with an odd
// number of empties first: the "parity" of Othello endgame solvers; then
// by squareClasses), and again by the parity of the node itself at 6 and 4
// empties (a mask of the quadrants' parities, par, follows the moves, as
// Edax's search->parity does): on FFO #20–37 this cut the nodes from 130.1
// to 125.9 million; at 5 empties too, to 121.1 million, but the two passes
// over the squares cost more time than the nodes saved. The 7-empty node
// orders its legal moves fastest first and uses the small table (solve7).
// A square is tried only when it touches an opponent disc, and the last
// square is scored by counting its flips (lastFlipCount), not by playing
// it. Each function counts one node for itself (and one for a pass),
// exactly as the generic lastN does; they do not check the node budget:
// shallow calls them only when the subtree's most nodes
// (shallowMaxNodes) fit in what is left of it. The functions for 2 to 5
// empties try their squares written out, without a loop, and take them as
// arguments or packed in a uint64 (squareAt, without): about a tenth fewer
// instructions than loops over arrays.
//
// Values are exact final disc differences for the side to move, fail-soft
// within (alpha, beta), like solve.

// shallowMaxNodes[n] bounds the nodes of a subtree with n empties searched
// by these functions: a node, a pass node, and n children of n − 1
// empties: B(n) = 2 + 2n·B(n−1), B(0) = 1.
var shallowMaxNodes = func() (out [shallowEmpties + 1]int64) {
	out[0] = 1
	for n := 1; n <= shallowEmpties; n++ {
		out[n] = 2 + 2*int64(n)*out[n-1]
	}
	return out
}()

// score1 is the exact score for the player owning own with one empty
// square sq (every other square holding a disc): own plays it if it can,
// else the opponent if it can, else the game ends with sq empty (given to
// the winner). The position counts as a node; the full board does not.
func (x *exact) score1(own uint64, sq int) int {
	x.nodes++
	n := count(own)
	if f := lastFlipCount(sq, own); f != 0 {
		return 2*(n+f) + 2 - 64
	}
	opp := ^own &^ (1 << uint(sq))
	if f := lastFlipCount(sq, opp); f != 0 {
		return 2*(n-f) - 64 // own keeps n − f discs, the opponent has 64 − n + f
	}
	d := 2*n - 63 // nobody can play: the empty square goes to the winner
	if d > 0 {
		return d + 1
	}
	return d - 1
}

// solve2 is the exact score of (own to move, opp) with the two empty
// squares a and b.
func (x *exact) solve2(own, opp uint64, a, b int, alpha, beta int, passed bool) int {
	x.nodes++
	best := -65
	if neighbourMask[a]&opp != 0 {
		if f := flips(a, own, opp); f != 0 {
			if best = -x.score1(opp&^f, b); best >= beta {
				x.cutoffs++
				return best
			}
		}
	}
	if neighbourMask[b]&opp != 0 {
		if f := flips(b, own, opp); f != 0 {
			if v := -x.score1(opp&^f, a); v > best {
				best = v
			}
		}
	}
	if best > -65 {
		return best
	}
	if passed {
		return final(own, opp)
	}
	return -x.solve2(opp, own, a, b, -beta, -alpha, true)
}

// solve3 is the exact score of (own to move, opp) with the three empty
// squares a, b, c, tried in that order.
func (x *exact) solve3(own, opp uint64, a, b, c int, alpha, beta int, passed bool) int {
	x.nodes++
	best := -65
	if neighbourMask[a]&opp != 0 {
		if f := flips(a, own, opp); f != 0 {
			if best = -x.solve2(opp&^f, own|f|1<<uint(a), b, c, -beta, -alpha, false); best >= beta {
				x.cutoffs++
				return best
			}
		}
	}
	if neighbourMask[b]&opp != 0 {
		if f := flips(b, own, opp); f != 0 {
			if v := -x.solve2(opp&^f, own|f|1<<uint(b), a, c, -beta, -max(alpha, best), false); v > best {
				if best = v; v >= beta {
					x.cutoffs++
					return v
				}
			}
		}
	}
	if neighbourMask[c]&opp != 0 {
		if f := flips(c, own, opp); f != 0 {
			if v := -x.solve2(opp&^f, own|f|1<<uint(c), a, b, -beta, -max(alpha, best), false); v > best {
				if best = v; v >= beta {
					x.cutoffs++
				}
			}
		}
	}
	if best > -65 {
		return best
	}
	if passed {
		return final(own, opp)
	}
	return -x.solve3(opp, own, a, b, c, -beta, -alpha, true)
}

// solve4 is the exact score of (own to move, opp) with the four empty
// squares a, b, c, d, tried in that order.
func (x *exact) solve4(own, opp uint64, a, b, c, d int, par uint8, alpha, beta int, passed bool) int {
	x.nodes++
	best := -65
	// Odd quadrants first (Edax's search_solve_4): of the hole sizes 4,
	// 3+1, 2+2, 2+1+1 and 1+1+1+1, only 2+1+1 needs reordering.
	if par&quadrantBit[a] == 0 {
		switch {
		case par&quadrantBit[b] != 0 && par&quadrantBit[c] != 0: // b, c odd; a, d even
			a, b, c = b, c, a
		case par&quadrantBit[b] != 0 && par&quadrantBit[d] != 0: // b, d odd
			a, b, c, d = b, d, a, c
		case par&quadrantBit[c] != 0 && par&quadrantBit[d] != 0: // c, d odd
			a, b, c, d = c, d, a, b
		}
	} else if par&quadrantBit[b] == 0 && par&quadrantBit[c] != 0 { // a, c odd
		b, c = c, b
	} else if par&quadrantBit[b] == 0 && par&quadrantBit[d] != 0 { // a, d odd
		b, c, d = d, b, c
	}
	// The four squares written out (a loop over an array with a switch
	// for the other three cost a third more instructions).
	if neighbourMask[a]&opp != 0 {
		if f := flips(a, own, opp); f != 0 {
			if best = -x.solve3(opp&^f, own|f|1<<uint(a), b, c, d, -beta, -alpha, false); best >= beta {
				x.cutoffs++
				return best
			}
		}
	}
	if neighbourMask[b]&opp != 0 {
		if f := flips(b, own, opp); f != 0 {
			if v := -x.solve3(opp&^f, own|f|1<<uint(b), a, c, d, -beta, -max(alpha, best), false); v > best {
				if best = v; v >= beta {
					x.cutoffs++
					return v
				}
			}
		}
	}
	if neighbourMask[c]&opp != 0 {
		if f := flips(c, own, opp); f != 0 {
			if v := -x.solve3(opp&^f, own|f|1<<uint(c), a, b, d, -beta, -max(alpha, best), false); v > best {
				if best = v; v >= beta {
					x.cutoffs++
					return v
				}
			}
		}
	}
	if neighbourMask[d]&opp != 0 {
		if f := flips(d, own, opp); f != 0 {
			if v := -x.solve3(opp&^f, own|f|1<<uint(d), a, b, c, -beta, -max(alpha, best), false); v > best {
				if best = v; v >= beta {
					x.cutoffs++
					return v
				}
			}
		}
	}
	if best > -65 {
		return best
	}
	if passed {
		return final(own, opp)
	}
	return -x.solve4(opp, own, a, b, c, d, par, -beta, -alpha, true)
}

// The squares of solve5, solve6 and solve7 come packed in a uint64, one
// square a byte, first to try in the lowest byte (built by shallow): a child's
// list is its parent's without the square played (without), a few
// shifts instead of copying an array (the copies were runtime.memmove
// calls with bounds checks).

// squareAt is the k-th square of the list l.
func squareAt(l uint64, k int) int { return int(l>>(8*uint(k)&63)) & 63 }

// without is the list l without its k-th square, the others in order.
func without(l uint64, k int) uint64 {
	low := uint64(1)<<(8*uint(k)&63) - 1
	return l&low | l>>8&^low
}

// solve5 is the exact score of (own to move, opp) with the five empty
// squares of the list sq, tried in that order (written out, as solve4).
func (x *exact) solve5(own, opp uint64, sq uint64, par uint8, alpha, beta int, passed bool) int {
	x.nodes++
	best := -65
	a, b, c, d, e := squareAt(sq, 0), squareAt(sq, 1), squareAt(sq, 2), squareAt(sq, 3), squareAt(sq, 4)
	if neighbourMask[a]&opp != 0 {
		if f := flips(a, own, opp); f != 0 {
			if best = -x.solve4(opp&^f, own|f|1<<uint(a), b, c, d, e, par^quadrantBit[a], -beta, -alpha, false); best >= beta {
				x.cutoffs++
				return best
			}
		}
	}
	if neighbourMask[b]&opp != 0 {
		if f := flips(b, own, opp); f != 0 {
			if v := -x.solve4(opp&^f, own|f|1<<uint(b), a, c, d, e, par^quadrantBit[b], -beta, -max(alpha, best), false); v > best {
				if best = v; v >= beta {
					x.cutoffs++
					return v
				}
			}
		}
	}
	if neighbourMask[c]&opp != 0 {
		if f := flips(c, own, opp); f != 0 {
			if v := -x.solve4(opp&^f, own|f|1<<uint(c), a, b, d, e, par^quadrantBit[c], -beta, -max(alpha, best), false); v > best {
				if best = v; v >= beta {
					x.cutoffs++
					return v
				}
			}
		}
	}
	if neighbourMask[d]&opp != 0 {
		if f := flips(d, own, opp); f != 0 {
			if v := -x.solve4(opp&^f, own|f|1<<uint(d), a, b, c, e, par^quadrantBit[d], -beta, -max(alpha, best), false); v > best {
				if best = v; v >= beta {
					x.cutoffs++
					return v
				}
			}
		}
	}
	if neighbourMask[e]&opp != 0 {
		if f := flips(e, own, opp); f != 0 {
			if v := -x.solve4(opp&^f, own|f|1<<uint(e), a, b, c, d, par^quadrantBit[e], -beta, -max(alpha, best), false); v > best {
				if best = v; v >= beta {
					x.cutoffs++
					return v
				}
			}
		}
	}
	if best > -65 {
		return best
	}
	if passed {
		return final(own, opp)
	}
	return -x.solve5(opp, own, sq, par, -beta, -alpha, true)
}

// solve6 is the exact score of (own to move, opp) with the 6 empty
// squares of the list sq, tried in that order, and moves own's legal
// moves (the parent solve7 computed them to order its moves): only they
// are tried, without the neighbour test or a flip that turns nothing.
func (x *exact) solve6(own, opp uint64, sq uint64, moves uint64, par uint8, alpha, beta int, passed bool) int {
	x.nodes++
	best := -65
	for k := range 2 * 6 { // the squares of odd quadrants, then the others
		i := k
		if k >= 6 {
			i -= 6
		}
		s := squareAt(sq, i)
		if (par&quadrantBit[s] == 0) == (k < 6) || moves&(1<<uint(s)) == 0 {
			continue
		}
		f := flips(s, own, opp)
		if v := -x.solve5(opp&^f, own|f|1<<uint(s), without(sq, i), par^quadrantBit[s], -beta, -max(alpha, best), false); v > best {
			if best = v; v >= beta {
				x.cutoffs++
				return v
			}
		}
	}
	if best > -65 {
		return best
	}
	if passed {
		return final(own, opp)
	}
	return -x.solve6(opp, own, sq, legalMask(opp, own), par, -beta, -alpha, true)
}

// solve7 is the exact score of (own to move, opp) with the 7 empty
// squares of the list sq and own's legal moves moves: these fastest first (fewest replies
// for the opponent, a corner reply counting twice), ties in parity order
// then list order; its bounds go in the small table (exact.tts) when
// there is one. On FFO #20–37 the ordering cut the nodes from 106.4 to
// 91.7 million at the same instruction count (at 6 empties too: 79.0
// million, but 3.5% more instructions); the table cut FFO #21–25 from
// 5.92 to 5.62 million nodes and the search's instructions by 2%
// (cachegrind).
func (x *exact) solve7(own, opp uint64, sq uint64, moves uint64, par uint8, alpha, beta int, passed bool) int {
	x.nodes++
	tt := x.tts
	if tt != nil {
		if e, ok := tt.probe(own, opp); ok && e.depth == exactDepth {
			if v, cut := x.settles(e, alpha, beta); cut {
				return v
			}
		}
	}
	var ms [7]struct {
		i     int
		f, om uint64
		key   int
	}
	n := 0
	for i := range 7 {
		s := squareAt(sq, i)
		if moves&(1<<uint(s)) == 0 {
			continue
		}
		f := flips(s, own, opp)
		bit := uint64(1) << uint(s)
		om := legalMask(opp&^f, own|f|bit)
		key := (count(om)+count(om&cornerMask))*16 + i
		if par&quadrantBit[s] == 0 {
			key += 8
		}
		j := n
		for ; j > 0 && ms[j-1].key > key; j-- {
			ms[j] = ms[j-1]
		}
		ms[j].i, ms[j].f, ms[j].om, ms[j].key = i, f, om, key
		n++
	}
	if n == 0 {
		if passed {
			return final(own, opp)
		}
		return -x.solve7(opp, own, sq, legalMask(opp, own), par, -beta, -alpha, true)
	}
	best := -65
	bm := NoMove
	for _, m := range ms[:n] {
		s := squareAt(sq, m.i)
		f := m.f
		if v := -x.solve6(opp&^f, own|f|1<<uint(s), without(sq, m.i), m.om, par^quadrantBit[s], -beta, -max(alpha, best), false); v > best {
			best, bm = v, Move(s)
			if v >= beta {
				x.cutoffs++
				break
			}
		}
	}
	if tt != nil {
		tt.store(own, opp, exactDepth, alpha, beta, best, bm)
	}
	return best
}

// quadrantBit[sq] is the bit of sq's quadrant (a1–d4, e1–h4, a5–d8,
// e5–h8) in a parity mask: bit q set when quadrant q holds an odd number
// of empty squares. Playing sq flips its quadrant's bit.
var quadrantBit = func() (out [64]uint8) {
	for sq := range out {
		out[sq] = 1 << uint(sq/32*2+sq%8/4)
	}
	return out
}()

// parityMask is the parity mask (see quadrantBit) of the empty squares.
func parityMask(empty uint64) uint8 {
	var par uint8
	for q, m := range quadrants {
		par |= uint8(count(empty&m)&1) << uint(q)
	}
	return par
}
