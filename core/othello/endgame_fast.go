package othello

// The fast path of the exact endgame solver: plain recursion on the two
// bitboards for positions with few empties (at most fastEmpties), where the
// explicit stack of Endgame would cost more than the search itself.
//
//   - 5 to fastEmpties empties: fail-soft alpha-beta with fastest-first
//     ordering (fewest opponent replies first).
//   - 2 to 4 empties: no move list; the empty squares are tried in parity
//     order (squares of quadrants with an odd number of empties first).
//   - 1 empty: lastOne plays it for whichever side can, without recursion.
//
// Values are exact final disc differences for the side to move (empties to
// the winner), in [-64, 64].

// fastEmpties is the largest number of empties solved by recursion inside
// one Step of Endgame (a subtree of at most a few thousand nodes).
const fastEmpties = 7

// quadrant masks (a1–d4, e1–h4, a5–d8, e5–h8).
var quadrants = [4]uint64{0x000000000F0F0F0F, 0x00000000F0F0F0F0, 0x0F0F0F0F00000000, 0xF0F0F0F000000000}

// final is the score for own of a finished game: the disc difference with
// the empties given to the winner.
func final(own, opp uint64) int {
	d := count(own) - count(opp)
	e := 64 - count(own|opp)
	switch {
	case d > 0:
		return d + e
	case d < 0:
		return d - e
	}
	return 0
}

// fast solves (own to move, opp) exactly within the window (alpha, beta),
// fail-soft. passed says the previous ply was a pass. It returns 0 at once
// when the node budget is spent (e.stopped is then set).
func (e *Endgame) fast(own, opp uint64, alpha, beta int, passed bool) int {
	empty := ^(own | opp)
	n := count(empty)
	if n <= 4 {
		return e.small(own, opp, empty, alpha, beta, passed)
	}
	if e.nodes >= e.maxNodes {
		e.stopped = true
		return 0
	}
	e.nodes++
	moves := legalMask(own, opp)
	if moves == 0 {
		if passed || legalMask(opp, own) == 0 {
			return final(own, opp)
		}
		return -e.fast(opp, own, -beta, -alpha, true)
	}
	// Fastest first: order by the opponent's mobility after the move
	// (insertion sort of at most fastEmpties entries), corners first on ties.
	var sqs [fastEmpties + 1]int8
	var keys [fastEmpties + 1]int
	k := 0
	for m := moves; m != 0; m &= m - 1 {
		sq := trailing(m)
		f := flips(sq, own, opp)
		no, nm := opp&^f, own|f|1<<uint(sq)
		key := count(legalMask(no, nm)) * 2
		if cornerMask&(1<<uint(sq)) == 0 {
			key++
		}
		j := k
		for ; j > 0 && keys[j-1] > key; j-- {
			keys[j], sqs[j] = keys[j-1], sqs[j-1]
		}
		keys[j], sqs[j] = key, int8(sq)
		k++
	}
	best := -65
	for i := range k {
		sq := int(sqs[i])
		f := flips(sq, own, opp)
		v := -e.fast(opp&^f, own|f|1<<uint(sq), -beta, -max(alpha, best), false)
		if e.stopped {
			return 0
		}
		if v > best {
			best = v
			if v >= beta {
				e.cutoffs++
				return v
			}
		}
	}
	return best
}

// small solves positions with at most 4 empties (see fast) by trying the
// empty squares in parity order.
func (e *Endgame) small(own, opp, empty uint64, alpha, beta int, passed bool) int {
	if e.nodes >= e.maxNodes {
		e.stopped = true
		return 0
	}
	e.nodes++
	switch count(empty) {
	case 0:
		return count(own) - count(opp)
	case 1:
		return e.lastOne(own, opp, trailing(empty))
	}
	var odd uint64
	for _, q := range quadrants {
		if count(empty&q)&1 == 1 {
			odd |= q
		}
	}
	best := -65
	moved := false
	for _, set := range [2]uint64{empty & odd, empty &^ odd} {
		for ; set != 0; set &= set - 1 {
			sq := trailing(set)
			f := flips(sq, own, opp)
			if f == 0 {
				continue
			}
			moved = true
			v := -e.small(opp&^f, own|f|1<<uint(sq), empty&^(1<<uint(sq)), -beta, -max(alpha, best), false)
			if e.stopped {
				return 0
			}
			if v > best {
				best = v
				if v >= beta {
					e.cutoffs++
					return v
				}
			}
		}
	}
	if moved {
		return best
	}
	if passed {
		return final(own, opp)
	}
	return -e.small(opp, own, empty, -beta, -alpha, true)
}

// lastOne is the exact score for own with one empty square sq: own plays it
// if it can, else opp if it can, else the game ends with sq empty (the
// final position is not counted as a node).
func (e *Endgame) lastOne(own, opp uint64, sq int) int {
	bit := uint64(1) << uint(sq)
	if f := flips(sq, own, opp); f != 0 {
		return count(own|f|bit) - count(opp&^f)
	}
	if f := flips(sq, opp, own); f != 0 {
		return count(own&^f) - count(opp|f|bit)
	}
	return final(own, opp)
}
