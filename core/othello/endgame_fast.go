package othello

import "unsafe"

// The recursive part of the exact endgame solver: plain recursion on the
// two bitboards for positions with few empties (at most fastEmpties below
// Endgame's explicit stack; any number when PVS reaches the end of the
// game), where an explicit stack would cost more than the search itself.
// It is fail-soft alpha-beta on exact final disc differences, with what
// strong solvers add (Edax: search_solve, NWS_endgame, search_SC_NWS;
// Gunnar Andersson, "Writing an Othello program"):
//
//   - a transposition table of proven bounds (from ttMinEmpties empties),
//     searching its best move first, and the enhanced transposition cutoff
//     (Plaat et al., "Exploiting graph properties of game trees", AAAI
//     1996): before searching the children of a node with etcMinEmpties
//     empties or more, any child whose stored bound already refutes the
//     window ends the node;
//   - the stability cutoff: the opponent's stable discs bound the score
//     (stability.go);
//   - move ordering: the table's move, then fastest first (fewest opponent
//     replies, corners counting twice), the opponent's potential mobility,
//     corners and parity (squares of quadrants with an odd number of
//     empties first), and from evalOrderEmpties empties the learned
//     evaluation of the child (a depth-1 search); from sortEmpties
//     empties a shallow search with the learned evaluation decides the
//     order (movelist.go);
//   - no move list for the last shallowEmpties empties: their squares are
//     taken in parity order and tried directly by the specialised solvers
//     of endgame_last.go (solve5 … solve2), and the last square is scored
//     by counting its flips from tables (score1, lastflip.go); lastN is
//     the same search with the node budget checked at every node, used
//     when the budget is nearly spent.
//
// Values are exact final disc differences for the side to move (empties to
// the winner), in [-64, 64].

// fastEmpties is the largest number of empties Endgame solves by recursion
// inside one Step (a subtree of at most some 10^5 nodes, a few ms).
const fastEmpties = 12

const (
	// shallowEmpties: nodes with this many empties or fewer take their
	// empty squares in parity order, without a move list, a table or the
	// stability cutoff (shallow). From 7 (was 5) on FFO #20–37: 126
	// million nodes against 80, but 6.9–7.2 s of CPU against 8.7–9.8 s
	// (the fastest-first list and the table probe cost more than the
	// nodes they save this near the end).
	shallowEmpties = 7
	// ttMinEmpties: nodes with fewer empties are not stored in the table.
	ttMinEmpties = 8
	// etcMinEmpties: nodes with this many empties try the enhanced
	// transposition cutoff.
	etcMinEmpties = 9
	// evalOrderEmpties: nodes with this many empties order their moves by
	// the learned evaluation of the child. From 10 empties it saved nodes
	// (FFO #20–37: 66.6 million against 80.4 from 14) but cost more time
	// than it saved: one evaluation per child at the most numerous nodes
	// (9.3–10.3 s against 8.5–8.9 s of CPU). Edax too orders by the
	// evaluation only above its endgame search (15 empties). From 13
	// once the shallow search ordered from 15 empties (sortEmpties) with
	// one more ply every 3 empties: FFO #20–37 106.3 million nodes
	// against 116.5, 17.4 s of CPU against 19.1 over three runs each
	// (from 12: 101.5 million, 17.7 s). Nodes ordered by a shallow search
	// (sortDepth) skip it: that search evaluates the children again.
	evalOrderEmpties = 13
	// shallowTableEmpties: nodes with this many empties or fewer go in
	// the small table (exact.tts) of shallowTableEntries entries (2^13
	// buckets, 512 KB). On FFO #20–37: 2.5% more nodes than one table for
	// all, 4–15% less CPU in five paired runs (a probe that stays in the
	// cache); 2^16 entries or the split at 9 or 11 empties did no better.
	shallowTableEmpties = 10
	shallowTableEntries = 1 << 14
	// stabilityMinEmpties: nodes with fewer empties skip the stability
	// cutoff (it rarely pays there), except the nodes of shallowEmpties
	// empties where the shallow search starts (FFO #20–37: 121.2 million
	// nodes against 123.7, 2% less CPU).
	stabilityMinEmpties = 8
)

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

// exact is the state of the recursive exact search: the node counter with
// its budget, the table and the evaluation used for ordering. Endgame and
// PVS each hold one.
type exact struct {
	nodes, maxNodes int64
	// stopped: the node budget ran out inside the recursion (every call
	// then returns 0 at once).
	stopped bool
	cutoffs int64
	ttHits  int64
	tt      *hashTable // nil: no table
	// tts, when not nil, holds the nodes of shallowTableEmpties empties or
	// fewer instead of tt: a small table that stays in the processor's
	// caches for the most numerous nodes (Edax's shallow_table).
	tts  *hashTable
	eval *Learned // nil: no evaluation in the ordering
	// lists holds the move list of the recursion's node with n empties
	// at lists[n] (see list).
	lists *[64]moveList
}

// oddQuadrants returns the squares of the quadrants holding an odd number
// of the empty squares.
func oddQuadrants(empty uint64) uint64 {
	var odd uint64
	for _, q := range quadrants {
		if count(empty&q)&1 == 1 {
			odd |= q
		}
	}
	return odd
}

// solve returns the exact score of (own to move, opp) within the window
// (alpha, beta), fail-soft. passed says the previous ply was a pass.
func (x *exact) solve(own, opp uint64, alpha, beta int, passed bool) int {
	return x.solveMoves(own, opp, legalMask(own, opp), alpha, beta, passed)
}

// solveMoves is solve with own's legal moves already known (a parent
// computed them to order its own moves: moveEntry.moves).
func (x *exact) solveMoves(own, opp, moves uint64, alpha, beta int, passed bool) int {
	empty := ^(own | opp)
	n := count(empty)
	if n <= shallowEmpties {
		return x.shallow(own, opp, empty, moves, n, alpha, beta, passed)
	}
	if x.nodes >= x.maxNodes {
		x.stopped = true
		return 0
	}
	x.nodes++
	if moves == 0 {
		om := legalMask(opp, own)
		if passed || om == 0 {
			return final(own, opp)
		}
		return -x.solveMoves(opp, own, om, -beta, -alpha, true)
	}
	if n >= stabilityMinEmpties && 64-2*count(opp) <= alpha { // else even all of opp's discs could not cut
		if ub := 64 - 2*count(stableDiscs(opp, own)); ub <= alpha {
			return ub
		}
	}
	hashMove := NoMove
	tt := x.table(n)
	if tt != nil && n >= ttMinEmpties {
		if e, ok := tt.probe(own, opp); ok && e.depth == exactDepth {
			if v, cut := x.settles(e, alpha, beta); cut {
				return v
			}
			hashMove = e.move
		}
	}
	ml := x.list(n)
	ml.generate(own, opp, moves, empty, hashMove, x.eval, n >= evalOrderEmpties && sortDepth(n) == 0)
	if d := sortDepth(n); d > 0 && x.eval != nil {
		ml.sortByShallowSearch(x.eval, d, hashMove, x)
	}
	if tt != nil && n >= etcMinEmpties {
		if v, ok := x.etc(ml, beta, x.table(n-1)); ok {
			return v
		}
	}
	best, bestMove := -65, NoMove
	a := alpha
	for i := range ml.n {
		mv := &ml.m[i]
		var v int
		if i == 0 {
			v = -x.solveMoves(mv.opp, mv.own, mv.moves, -beta, -a, false)
		} else {
			v = -x.solveMoves(mv.opp, mv.own, mv.moves, -a-1, -a, false)
			if v > a && v < beta && !x.stopped {
				v = -x.solveMoves(mv.opp, mv.own, mv.moves, -beta, -v, false)
			}
		}
		if x.stopped {
			return 0
		}
		if v > best {
			best, bestMove = v, mv.sq
			if v > a {
				a = v
				if v >= beta {
					x.cutoffs++
					break
				}
			}
		}
	}
	if tt != nil && n >= ttMinEmpties {
		tt.store(own, opp, exactDepth, alpha, beta, best, bestMove)
	}
	return best
}

// list returns the move list of the node with n empties: one list per
// number of empties, allocated once and reused (a node's children have
// fewer empties, and a node that passes hands its number of empties to
// its child before filling its list), instead of a list of 34 moves
// zeroed on the stack at every node (1.4% of the search's instructions
// on FFO #21–25).
func (x *exact) list(n int) *moveList {
	if x.lists == nil {
		x.lists = new([64]moveList)
	}
	return &x.lists[n&63]
}

// listBytes is the memory of the move lists (0 before the first).
func (x *exact) listBytes() int64 {
	if x.lists == nil {
		return 0
	}
	return int64(unsafe.Sizeof(*x.lists))
}

// table is the table holding the nodes with n empties (nil: none).
func (x *exact) table(n int) *hashTable {
	if n <= shallowTableEmpties && x.tts != nil {
		return x.tts
	}
	return x.tt
}

// etc is the enhanced transposition cutoff: when a child's upper bound u
// (for the opponent) stored in tt gives −u ≥ beta, the node fails high at
// once with −u.
func (x *exact) etc(ml *moveList, beta int, tt *hashTable) (int, bool) {
	for i := range ml.n {
		mv := &ml.m[i]
		if e, ok := tt.probe(mv.opp, mv.own); ok && e.depth == exactDepth && -int(e.upper) >= beta {
			x.ttHits++
			x.cutoffs++
			return -int(e.upper), true
		}
	}
	return 0, false
}

// shallow solves positions with at most shallowEmpties empties (moves:
// own's legal moves, used at 6 and 7 empties): the empty
// squares in parity order (odd quadrants first, then by squareClasses,
// then by square), each tried directly (Edax's NWS_shallow and board_solve_4),
// except at shallowEmpties empties where solve7 orders the legal moves and
// uses the small table.
func (x *exact) shallow(own, opp, empty, moves uint64, n int, alpha, beta int, passed bool) int {
	// Near the budget: the checked search (lastN).
	checked := x.nodes+shallowMaxNodes[n] > x.maxNodes
	// The stability cutoff, as in solve.
	if !checked && n == shallowEmpties && 64-2*count(opp) <= alpha {
		if ub := 64 - 2*count(stableDiscs(opp, own)); ub <= alpha {
			x.nodes++
			return ub
		}
	}
	// The squares by class, odd quadrants first.
	var l uint64
	k := uint(0)
	odd := oddQuadrants(empty)
	for _, part := range [2]uint64{empty & odd, empty &^ odd} {
		for _, m := range squareClasses {
			for b := part & m; b != 0; b &= b - 1 {
				l |= uint64(trailing(b)) << (k & 63)
				k += 8
			}
		}
	}
	if checked {
		var sq [shallowEmpties]int8
		for i := range sq {
			sq[i] = int8(squareAt(l, i))
		}
		return x.lastN(own, opp, sq, n, alpha, beta, passed)
	}
	switch n {
	case 7:
		return x.solve7(own, opp, l, moves, parityMask(empty), alpha, beta, passed)
	case 6:
		return x.solve6(own, opp, l, moves, parityMask(empty), alpha, beta, passed)
	case 5:
		return x.solve5(own, opp, l, parityMask(empty), alpha, beta, passed)
	case 4:
		return x.solve4(own, opp, squareAt(l, 0), squareAt(l, 1), squareAt(l, 2), squareAt(l, 3), parityMask(empty), alpha, beta, passed)
	case 3:
		return x.solve3(own, opp, squareAt(l, 0), squareAt(l, 1), squareAt(l, 2), alpha, beta, passed)
	case 2:
		return x.solve2(own, opp, squareAt(l, 0), squareAt(l, 1), alpha, beta, passed)
	case 1:
		return x.score1(own, squareAt(l, 0))
	}
	x.nodes++
	return count(own) - count(opp)
}

// lastN solves the position whose n (≤ shallowEmpties) empty squares are
// sq[:n], in that order.
func (x *exact) lastN(own, opp uint64, sq [shallowEmpties]int8, n int, alpha, beta int, passed bool) int {
	if x.nodes >= x.maxNodes {
		x.stopped = true
		return 0
	}
	x.nodes++
	switch n {
	case 0:
		return count(own) - count(opp)
	case 1:
		return lastOne(own, opp, int(sq[0]))
	case 2:
		return x.last2(own, opp, int(sq[0]), int(sq[1]), alpha, beta, passed)
	}
	best := -65
	for i := range n {
		s := int(sq[i])
		if neighbourMask[s]&opp == 0 {
			continue
		}
		f := flips(s, own, opp)
		if f == 0 {
			continue
		}
		rest := sq
		copy(rest[i:], sq[i+1:n])
		v := -x.lastN(opp&^f, own|f|1<<uint(s), rest, n-1, -beta, -max(alpha, best), false)
		if x.stopped {
			return 0
		}
		if v > best {
			best = v
			if v >= beta {
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
	return -x.lastN(opp, own, sq, n, -beta, -alpha, true)
}

// last2 is lastN for the two empty squares a and b (counted as a node
// already), without the move array.
func (x *exact) last2(own, opp uint64, a, b int, alpha, beta int, passed bool) int {
	best := -65
	if neighbourMask[a]&opp != 0 {
		if f := flips(a, own, opp); f != 0 {
			if best = -x.last1(opp&^f, own|f|1<<uint(a), b); best >= beta {
				x.cutoffs++
				return best
			}
		}
	}
	if neighbourMask[b]&opp != 0 {
		if f := flips(b, own, opp); f != 0 {
			if v := -x.last1(opp&^f, own|f|1<<uint(b), a); v > best {
				best = v
			}
		}
	}
	if x.stopped {
		return 0
	}
	if best > -65 {
		return best
	}
	if passed {
		return final(own, opp)
	}
	if x.nodes >= x.maxNodes {
		x.stopped = true
		return 0
	}
	x.nodes++
	return -x.last2(opp, own, a, b, -beta, -alpha, true)
}

// last1 is lastN for the one empty square sq.
func (x *exact) last1(own, opp uint64, sq int) int {
	if x.nodes >= x.maxNodes {
		x.stopped = true
		return 0
	}
	x.nodes++
	return lastOne(own, opp, sq)
}

// neighbourMask[sq] holds the squares next to sq.
var neighbourMask = func() (out [64]uint64) {
	for sq := range out {
		out[sq] = neighbours(1 << uint(sq))
	}
	return out
}()

// lastOne is the exact score for own with one empty square sq: own plays it
// if it can, else opp if it can, else the game ends with sq empty (the
// final position is not counted as a node).
func lastOne(own, opp uint64, sq int) int {
	if f := flips(sq, own, opp); f != 0 {
		return 2*(count(own)+count(f)) + 2 - 64
	}
	if f := flips(sq, opp, own); f != 0 {
		return 64 - 2*(count(opp)+count(f)) - 2
	}
	return final(own, opp)
}

// squareClasses are the classes of the shallow solvers' square order
// within a parity class: the corners, then the other squares (by index),
// the X squares (diagonally next to a corner) last. Edax's presorted_x
// has ten classes (the inner ring, then the edges away from the corners,
// the C squares …); on FFO #21–25 these three gave 5.58 million nodes
// against 5.62 (two classes: 5.70, four: 5.61–5.69) in fewer instructions
// (6 masks to scan instead of 20).
var squareClasses = [3]uint64{
	cornerMask,
	^(cornerMask | xSquares),
	xSquares,
}

// xSquares are b2, g2, b7 and g7.
const xSquares = 0x0042000000004200

// settles reports whether the exact table entry e decides a node searched
// with the window (alpha, beta), and the value it returns: its lower bound
// when that reaches beta (or the entry is exact), its upper bound when
// that is at most alpha. Each decision counts as a table hit.
func (x *exact) settles(e hashEntry, alpha, beta int) (int, bool) {
	lo, hi := int(e.lower), int(e.upper)
	switch {
	case lo >= beta || lo == hi:
		x.ttHits++
		return lo, true
	case hi <= alpha:
		x.ttHits++
		return hi, true
	}
	return 0, false
}
