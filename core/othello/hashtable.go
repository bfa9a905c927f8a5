package othello

import (
	"math/bits"
	"unsafe"
)

// hashTable is the transposition table of the principal-variation search
// and of the exact endgame solver: a fixed array of two-entry buckets
// indexed by a hash of the two bitboards (the mover's, the opponent's).
// An entry holds bounds on the position's value for the side to move
// (lower ≤ value ≤ upper, fail-soft alpha-beta: a value at or below alpha
// is an upper bound, at or above beta a lower one), the remaining depth
// they were searched to (exactDepth for the exact solver's values, which
// hold at every depth) and the best move found. A new entry goes into the
// bucket's slot with the smaller depth (the deeper result is worth more to
// keep), or replaces the entry of the same position. The table never
// grows: its memory is fixed when it is made.
type hashTable struct {
	slots []hashEntry
	mask  uint64
	used  int
}

type hashEntry struct {
	own, opp     uint64
	lower, upper int8
	depth        int8
	move         Move
}

// exactDepth marks an entry of the exact solver (its bounds are on the
// final disc difference under perfect play).
const exactDepth = 127

// newHashTable returns a table of at least n entries (rounded to a power
// of two, at least two).
func newHashTable(n int) *hashTable {
	size := 2
	for size < n {
		size <<= 1
	}
	return &hashTable{slots: make([]hashEntry, size), mask: uint64(size/2 - 1)}
}

// hashBytes is the memory of a table of n entries.
func hashBytes(n int) int64 {
	var e hashEntry
	return int64(n) * int64(unsafe.Sizeof(e))
}

// bytes is the table's memory (0 for no table).
func (t *hashTable) bytes() int64 {
	if t == nil {
		return 0
	}
	return hashBytes(len(t.slots))
}

// bucket returns the index of the first slot of the position's bucket.
func (t *hashTable) bucket(own, opp uint64) uint64 {
	h := own*0x9E3779B97F4A7C15 ^ bits.RotateLeft64(opp*0xC2B2AE3D27D4EB4F, 31)
	h ^= h >> 29
	return (h & t.mask) << 1
}

// probe returns the entry of position (own, opp), if any.
func (t *hashTable) probe(own, opp uint64) (hashEntry, bool) {
	i := t.bucket(own, opp)
	for j := i; j < i+2; j++ {
		if e := t.slots[j]; e.own == own && e.opp == opp && (own|opp) != 0 {
			return e, true
		}
	}
	return hashEntry{}, false
}

// store records that the position searched to depth with the window
// (alpha, beta) returned the fail-soft value v with best move m (NoMove
// when no move raised the value), combining with the bounds already known
// at the same depth.
func (t *hashTable) store(own, opp uint64, depth, alpha, beta, v int, m Move) {
	i := t.bucket(own, opp)
	slot := &t.slots[i]
	switch {
	case slot.own == own && slot.opp == opp:
	case t.slots[i+1].own == own && t.slots[i+1].opp == opp:
		slot = &t.slots[i+1]
	default:
		if t.slots[i+1].depth < slot.depth {
			slot = &t.slots[i+1]
		}
		if slot.own|slot.opp == 0 {
			t.used++
		}
		*slot = hashEntry{own: own, opp: opp, lower: -64, upper: 64, depth: int8(depth), move: NoMove}
	}
	if int(slot.depth) != depth {
		if int(slot.depth) > depth {
			return // keep the deeper result
		}
		slot.depth, slot.lower, slot.upper = int8(depth), -64, 64
	}
	v8 := int8(v)
	switch {
	case v <= alpha:
		slot.upper = min(slot.upper, v8)
	case v >= beta:
		slot.lower = max(slot.lower, v8)
		slot.move = m
	default:
		slot.lower, slot.upper = max(slot.lower, v8), min(slot.upper, v8)
		slot.move = m
	}
	if slot.lower > slot.upper { // bounds from searches that disagree (a shallower one's): keep the newest
		slot.lower, slot.upper = v8, v8
		if v <= alpha {
			slot.lower = -64
		} else if v >= beta {
			slot.upper = 64
		}
	}
}
