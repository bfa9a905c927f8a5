package search

import (
	"math"
	"unsafe"
)

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
// Proving there is no solution: the table also records the states that
// the iteration cut off by the bound (cut). A cut of a state that this
// iteration visits, before or after, is no real cut: the state has the same
// h, so its visit (g' + h ≤ bound < g + h) had the smaller g and searched
// everything the cut copy could reach within the bound. An iteration that
// ends with every cut state visited, and no state left out of the table,
// has therefore searched every reachable state (exhausted), and IDA* can
// report NotFound even on a graph with cycles, where the next bound would
// otherwise always be finite.
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
	// pending counts this iteration's states cut off by the bound and not
	// (yet) visited; overflow is set when a state could not be recorded.
	pending  int
	overflow bool
}

type idaEntry struct {
	g     float64
	iter  uint32
	depth int32 // cutOnly: cut off by the bound, not visited
}

// cutOnly marks an entry whose state the iteration only cut off.
const cutOnly = -1

func newIDATable[S comparable](size int, depthLimited bool) *idaTable[S] {
	if size <= 0 || size > math.MaxInt32 {
		size = DefaultIDATableSize
	}
	return &idaTable[S]{index: make(map[S]int32), cap: size, limited: depthLimited}
}

// nextIteration starts a new iteration: every entry becomes stale.
func (t *idaTable[S]) nextIteration() {
	t.iter++
	t.pending, t.overflow = 0, false
}

// admit reports whether state s, reached at cost g and depth d in the
// current iteration, is to be searched (and records it), or is pruned
// because this iteration already visited it at a cost ≤ g (and depth ≤ d).
// A state already in the table costs one map lookup (its entry is updated
// in place).
func (t *idaTable[S]) admit(s S, g float64, d int32) bool {
	if i, ok := t.index[s]; ok {
		e := &t.entries[i]
		if e.iter == t.iter {
			if e.depth == cutOnly {
				t.pending-- // cut before, visited now
			} else if g >= e.g && (!t.limited || d >= e.depth) {
				return false
			}
		}
		*e = idaEntry{g: g, iter: t.iter, depth: d}
		return true
	}
	t.add(s, idaEntry{g: g, iter: t.iter, depth: d})
	return true
}

// add records a state not yet in the table, if there is room.
func (t *idaTable[S]) add(s S, e idaEntry) bool {
	if len(t.entries) >= t.cap {
		t.overflow = true
		return false
	}
	t.index[s] = int32(len(t.entries))
	t.entries = append(t.entries, e)
	return true
}

// cut records that the current iteration cut state s off by the bound.
func (t *idaTable[S]) cut(s S) {
	if i, ok := t.index[s]; ok {
		e := &t.entries[i]
		if e.iter == t.iter {
			return // visited in this iteration, or already pending
		}
		*e = idaEntry{iter: t.iter, depth: cutOnly}
		t.pending++
		return
	}
	if t.add(s, idaEntry{iter: t.iter, depth: cutOnly}) {
		t.pending++
	}
}

// exhausted reports whether the current iteration, once over, has searched
// every reachable state: every state it cut off was also visited, and every
// state fitted in the table.
func (t *idaTable[S]) exhausted() bool { return t.pending == 0 && !t.overflow }

// bytes estimates the table's memory: per state its key, index, entry and
// map overhead.
func (t *idaTable[S]) bytes() int64 {
	return int64(len(t.entries)) * (stateSize[S]() + 4 + int64(unsafe.Sizeof(idaEntry{})) + mapEntryOverhead)
}
