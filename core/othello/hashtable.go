package othello

import (
	"math/bits"
	"unsafe"
)

// hashTable is the transposition table of the principal-variation search
// and of the exact endgame solver: a fixed array of buckets of three
// entries, each bucket one 64-byte cache line (a probe reads one line),
// indexed by a hash of the two bitboards (the mover's, the opponent's).
// An entry holds bounds on the position's value for the side to move
// (lower ≤ value ≤ upper, fail-soft alpha-beta: a value at or below alpha
// is an upper bound, at or above beta a lower one), the remaining depth
// they were searched to (exactDepth for the exact solver's values, which
// hold at every depth) and the best move found.
//
// Replacement is depth-preferred (Breuker, Uiterwijk & van den Herik,
// "Replacement schemes for transposition tables", ICCA Journal 1994): a
// new position goes into an empty slot of its bucket, else over the entry
// of least worth: the smallest depth, and among the exact solver's
// entries the fewest empties (the smallest subtree, the cheapest to
// search again; Edax keeps the same order). An entry of the same position
// is updated in place. The table never grows: its memory is fixed when it
// is made.
type hashTable struct {
	buckets []hashBucket
	mask    uint64
	used    int
}

// hashWays is the number of entries of a bucket.
const hashWays = 3

// hashBucket is three entries in 64 bytes: the keys, then the small
// fields, so that a bucket fills one cache line.
type hashBucket struct {
	own, opp     [hashWays]uint64
	lower, upper [hashWays]int8
	depth        [hashWays]int8
	move         [hashWays]Move
	_            [64 - 2*8*hashWays - 4*hashWays]byte
}

// hashEntry is one entry as probe returns it.
type hashEntry struct {
	own, opp     uint64
	lower, upper int8
	depth        int8
	move         Move
}

// exactDepth marks an entry of the exact solver (its bounds are on the
// final disc difference under perfect play).
const exactDepth = 127

// newHashTable returns a table of at least n entries: the smallest power
// of two of buckets holding them (at least one bucket).
func newHashTable(n int) *hashTable {
	size := hashBuckets(n)
	return &hashTable{buckets: make([]hashBucket, size), mask: uint64(size - 1)}
}

// hashBuckets is the number of buckets of a table of at least n entries.
func hashBuckets(n int) int {
	size := 1
	for size*hashWays < n {
		size <<= 1
	}
	return size
}

// hashBytes is the memory of a table of at least n entries.
func hashBytes(n int) int64 {
	var b hashBucket
	return int64(hashBuckets(n)) * int64(unsafe.Sizeof(b))
}

// bytes is the table's memory (0 for no table).
func (t *hashTable) bytes() int64 {
	if t == nil {
		return 0
	}
	var b hashBucket
	return int64(len(t.buckets)) * int64(unsafe.Sizeof(b))
}

// bucket returns the position's bucket.
func (t *hashTable) bucket(own, opp uint64) *hashBucket {
	h := own*0x9E3779B97F4A7C15 ^ bits.RotateLeft64(opp*0xC2B2AE3D27D4EB4F, 31)
	h ^= h >> 29
	return &t.buckets[h&t.mask]
}

// probe returns the entry of position (own, opp), if any.
func (t *hashTable) probe(own, opp uint64) (hashEntry, bool) {
	b := t.bucket(own, opp)
	for j := range hashWays {
		if b.own[j] == own && b.opp[j] == opp && (own|opp) != 0 {
			return hashEntry{own: own, opp: opp, lower: b.lower[j], upper: b.upper[j], depth: b.depth[j], move: b.move[j]}, true
		}
	}
	return hashEntry{}, false
}

// worth orders entries for replacement: the depth, and for the exact
// solver's entries (above every depth) the number of empties.
func worth(own, opp uint64, depth int8) int {
	if depth == exactDepth {
		return 128 - count(own|opp)
	}
	return int(depth)
}

// store records that the position searched to depth with the window
// (alpha, beta) returned the fail-soft value v with best move m (NoMove
// when no move raised the value), combining with the bounds already known
// at the same depth.
func (t *hashTable) store(own, opp uint64, depth, alpha, beta, v int, m Move) {
	b := t.bucket(own, opp)
	j := -1
	for k := range hashWays {
		if b.own[k] == own && b.opp[k] == opp {
			j = k
			break
		}
	}
	if j < 0 {
		w := 1 << 30
		for k := range hashWays {
			if b.own[k]|b.opp[k] == 0 {
				j = k
				t.used++
				break
			}
			if x := worth(b.own[k], b.opp[k], b.depth[k]); x < w {
				j, w = k, x
			}
		}
		b.own[j], b.opp[j] = own, opp
		b.lower[j], b.upper[j], b.depth[j], b.move[j] = -64, 64, int8(depth), NoMove
	}
	if int(b.depth[j]) != depth {
		if int(b.depth[j]) > depth {
			return // keep the deeper result
		}
		b.depth[j], b.lower[j], b.upper[j] = int8(depth), -64, 64
	}
	v8 := int8(v)
	switch {
	case v <= alpha:
		b.upper[j] = min(b.upper[j], v8)
	case v >= beta:
		b.lower[j] = max(b.lower[j], v8)
		b.move[j] = m
	default:
		b.lower[j], b.upper[j] = max(b.lower[j], v8), min(b.upper[j], v8)
		b.move[j] = m
	}
	if b.lower[j] > b.upper[j] { // bounds from searches that disagree (a shallower one's): keep the newest
		b.lower[j], b.upper[j] = v8, v8
		if v <= alpha {
			b.lower[j] = -64
		} else if v >= beta {
			b.upper[j] = 64
		}
	}
}
