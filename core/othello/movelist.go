package othello

// moveList holds the legal moves of a node of the exact solver or of PVS,
// each with the position it leads to, sorted best first (see generate).
type moveList struct {
	m [maxMoves]moveEntry
	n int
}

// maxMoves bounds the legal moves of an Othello position (33 is the most
// known; 34 leaves room).
const maxMoves = 34

// moveEntry is one move: its square, the mover's and the opponent's discs
// after it (the child is searched as (opp, own)), the opponent's legal
// moves there (0 where not computed: Pass and PVS's lists), and its
// ordering key (smaller first).
type moveEntry struct {
	sq              Move
	own, opp, moves uint64
	key             int
}

// generate fills the list with the moves of lm for own against opp (empty
// the empty squares), ordered: first hashMove, then by key, smaller first:
// fastest first (the opponent's replies, a corner reply counting twice),
// the opponent's potential mobility (empty squares next to own's discs), a
// penalty for leaving the corners to play and for even quadrants
// (parity), minus own's corner stability (corners and the edge discs next
// to them), and with useEval the learned evaluation of the child for the
// opponent. On FFO #1–19 with the table, counting corner replies twice cut
// the nodes from 3.0 to 2.2 million (the former stack-only ordering);
// the corner stability cut FFO #20–37 from 125.9 to 123.7 million nodes
// (weight 1; 2: 123.6, 4: 128.2, 8: 134.7).
func (ml *moveList) generate(own, opp, lm, empty uint64, hashMove Move, eval *Learned, useEval bool) {
	odd := oddQuadrants(empty)
	ml.n = 0
	for b := lm; b != 0; b &= b - 1 {
		sq := trailing(b)
		bit := uint64(1) << uint(sq)
		f := flips(sq, own, opp)
		nown, nopp := own|f|bit, opp&^f
		var key int
		om := legalMask(nopp, nown)
		if Move(sq) == hashMove {
			key = -1 << 30
		} else {
			key = (count(om)+count(om&cornerMask))*16 + count(neighbours(nown)&empty&^bit) - cornerStability(nown)
			if cornerMask&bit == 0 {
				key += 8
			}
			if odd&bit == 0 {
				key++
			}
			if useEval && eval != nil {
				key += 4 * eval.Raw(nopp, nown) / Scale
			}
		}
		j := ml.n
		for ; j > 0 && ml.m[j-1].key > key; j-- {
			ml.m[j] = ml.m[j-1]
		}
		ml.m[j] = moveEntry{sq: Move(sq), own: nown, opp: nopp, moves: om, key: key}
		ml.n++
	}
}

// sortByShallowSearch re-sorts the list (the table's move staying first)
// by the value of a depth-plies alpha-beta search of each child with the
// learned evaluation (Edax's sorting by shallow search at the top of the
// endgame tree, where a node's subtree is large enough to pay for it);
// ties keep the fastest-first order. The searched nodes count in x's
// nodes, within its budget (at the budget the searches stop and the order
// is what they found).
func (ml *moveList) sortByShallowSearch(eval *Learned, depth int, hashMove Move, x *exact) {
	for i := range ml.n {
		m := &ml.m[i]
		if m.sq == hashMove {
			continue
		}
		m.key = 16*shallowSearch(eval, m.opp, m.own, depth-1, -65, 65, x) + m.key/16
	}
	for i := 1; i < ml.n; i++ { // insertion sort, stable
		x := ml.m[i]
		j := i
		for ; j > 0 && ml.m[j-1].key > x.key; j-- {
			ml.m[j] = ml.m[j-1]
		}
		ml.m[j] = x
	}
}

// sortEmpties: nodes of the exact solver with this many empties or more
// order their moves by a shallow search (sortByShallowSearch).
const sortEmpties = 16

// sortDepth is the depth of the ordering search at a node of the exact
// solver with n empties (0: none): 1 at sortEmpties, one more every 3
// empties (every 4: 116.5 million nodes on FFO #20–37 against 106.3,
// with the evaluation ordering from 13 empties; every 5: 124.6). Measured on FFO #26, 33, 36, 37 and six positions of 20
// empties from self-play (the nodes of all ten): no shallow search 83
// million, from 14 empties 73, from 16 empties 65 (with the table from 6
// empties, the transposition cutoff from 9 and the evaluation in the
// ordering from 10), from 18 empties 74. Later, with the ordering of
// today (evaluation from 14 empties, node parity in the shallow search),
// from 15 empties (depth 2 from 19) on FFO #20–37: 116.5 million nodes
// against 121.2 from 16 and 131.3 from 17; 5% less CPU than from 16
// (three paired runs). From 16 again once the shallow solvers' nodes
// got cheaper (fastest first and the table at 7 empties, issue 33):
// 3% fewer instructions on FFO #24, 26, 30, 33, 36 and 37 (cachegrind,
// 25.2 → 24.4 G; #37 −4%, #24 and #30 +10% and +13% nodes), 86.9
// million nodes on FFO #20–37 against 87.0.
func sortDepth(n int) int {
	if n < sortEmpties {
		return 0
	}
	return 1 + (n-sortEmpties)/3
}

// shallowSearch is plain fail-soft alpha-beta to depth plies with the
// learned evaluation at the horizon (the exact score at the end of the
// game), for move ordering; its nodes count in x's, and it returns 0 at
// once when x's budget is spent.
func shallowSearch(eval *Learned, own, opp uint64, depth, alpha, beta int, x *exact) int {
	if x.nodes >= x.maxNodes {
		return 0
	}
	x.nodes++
	lm := legalMask(own, opp)
	if lm == 0 {
		om := legalMask(opp, own)
		if om == 0 {
			return final(own, opp)
		}
		if depth == 0 {
			return eval.Discs(own, opp)
		}
		return -shallowSearch(eval, opp, own, depth-1, -beta, -alpha, x)
	}
	if depth == 0 {
		return eval.Discs(own, opp)
	}
	best := -65
	for b := lm; b != 0; b &= b - 1 {
		sq := trailing(b)
		f := flips(sq, own, opp)
		v := -shallowSearch(eval, opp&^f, own|f|1<<uint(sq), depth-1, -beta, -max(alpha, best), x)
		if v > best {
			best = v
			if v >= beta {
				return v
			}
		}
	}
	return best
}

// cornerStability counts own's corners and own's edge discs next to an own
// corner: discs that cannot be flipped, a cheap part of stability (Edax's
// get_corner_stability, one of the terms of its fast move ordering).
func cornerStability(own uint64) int {
	const corners = 0x8100000000000081
	st := ((own&0x0100000000000001)<<1 | (own&0x8000000000000080)>>1 | (own&0x0000000000000081)<<8 | (own&0x8100000000000000)>>8 | corners) & own
	return count(st)
}
