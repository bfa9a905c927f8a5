package search

import "math"

// DefaultIDATableSize is the number of states IDA*'s transposition table
// holds when IDAStarParams.TableSize is 0 (about 40 MB with 16-byte states).
const DefaultIDATableSize = 1 << 20

// idaTable is IDA*'s optional transposition table (Reinefeld & Marsland
// 1994, "Enhanced iterative-deepening search", IEEE PAMI 16(7):701–710,
// §3): for each state, the smallest path cost g (and the depth) at which
// the current iteration visited it. A node reached again in the same
// iteration with g ≥ the stored g (and, under a depth limit, depth ≥ the
// stored depth) is pruned: the earlier visit searches the same subtree
// under the same bound with at least as much cost (and depth) budget left,
// so the pruned copy could neither find a goal nor produce a smaller
// f exceeding the bound (the next bound) that the earlier one misses. The
// search therefore stays complete and optimal. Reached again with a smaller
// g, the state is searched again and its entry lowered.
//
// Entries carry the iteration that wrote them, so a new iteration needs no
// clearing: an entry of an older iteration is treated as absent and
// overwritten in place.
//
// Replacement policy (bounded size): once the table holds cap states, a
// state not yet in it is not recorded (it is searched without pruning, as
// plain IDA* would); entries already present, stale or not, keep being
// updated. Since successive iterations mostly revisit the same states,
// stale slots are reused by the next iteration. Pruning only ever removes
// dominated work, so a full table costs time, never correctness.
type idaTable[S comparable] struct {
	index   map[S]int32 // state → its entry in entries
	entries []idaEntry
	cap     int
	iter    uint32
	limited bool // a depth limit applies: compare depths as well
}

type idaEntry struct {
	g     float64
	iter  uint32
	depth int32
}

func newIDATable[S comparable](size int, depthLimited bool) *idaTable[S] {
	if size <= 0 || size > math.MaxInt32 {
		size = DefaultIDATableSize
	}
	return &idaTable[S]{index: make(map[S]int32), cap: size, limited: depthLimited}
}

// nextIteration starts a new iteration: every entry becomes stale.
func (t *idaTable[S]) nextIteration() { t.iter++ }

// admit reports whether state s, reached at cost g and depth d in the
// current iteration, is to be searched (and records it), or is pruned
// because this iteration already visited it at a cost ≤ g (and depth ≤ d).
// A state already in the table costs one map lookup (its entry is updated
// in place).
func (t *idaTable[S]) admit(s S, g float64, d int32) bool {
	if i, ok := t.index[s]; ok {
		e := &t.entries[i]
		if e.iter == t.iter && g >= e.g && (!t.limited || d >= e.depth) {
			return false
		}
		*e = idaEntry{g: g, iter: t.iter, depth: d}
		return true
	}
	if len(t.entries) < t.cap {
		t.index[s] = int32(len(t.entries))
		t.entries = append(t.entries, idaEntry{g: g, iter: t.iter, depth: d})
	}
	return true
}

// bytes estimates the table's memory: per state its key, index, entry and
// map overhead.
func (t *idaTable[S]) bytes() int64 {
	return MapBytes[S, int32](len(t.index)) + SliceBytes(t.entries)
}
