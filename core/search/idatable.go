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
// otherwise always be finite. Recording cuts costs a map operation per cut
// child (on the 15-puzzle it more than doubled the time per node), so an
// iteration records them only when the one before it visited no state
// never visited before: the reachable set looks used up. A solvable
// search that keeps finding new states never pays for it; an unsolvable
// one proves NotFound one iteration later than it could.
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
	// recording: this iteration records its cuts (see above); fresh counts
	// the states it visited that no iteration had visited before; pending
	// counts its states cut off by the bound and not (yet) visited;
	// overflow is set when a state could not be recorded.
	recording bool
	fresh     int
	pending   int
	overflow  bool
}

type idaEntry struct {
	g     float64
	iter  uint32
	depth int32 // ≥ 0: visited at this depth; neverVisited or cutSeen: only cut off
}

// Entries of states the iteration only cut off by the bound: never visited
// by any iteration, or visited by an earlier one.
const (
	neverVisited = -1
	cutSeen      = -2
)

func newIDATable[S comparable](size int, depthLimited bool) *idaTable[S] {
	if size <= 0 || size > math.MaxInt32 {
		size = DefaultIDATableSize
	}
	return &idaTable[S]{index: make(map[S]int32), cap: size, limited: depthLimited}
}

// nextIteration starts a new iteration: every entry becomes stale.
func (t *idaTable[S]) nextIteration() {
	t.recording = t.iter > 0 && t.fresh == 0 && !t.overflow
	t.iter++
	t.fresh, t.pending, t.overflow = 0, 0, false
}

// admit reports whether state s, reached at cost g and depth d in the
// current iteration, is to be searched (and records it), or is pruned
// because this iteration already visited it at a cost ≤ g (and depth ≤ d).
// A state already in the table costs one map lookup (its entry is updated
// in place).
func (t *idaTable[S]) admit(s S, g float64, d int32) bool {
	if i, ok := t.index[s]; ok {
		e := &t.entries[i]
		if e.iter == t.iter && e.depth < 0 {
			t.pending-- // cut before, visited now
		} else if e.iter == t.iter && g >= e.g && (!t.limited || d >= e.depth) {
			return false
		}
		if e.depth == neverVisited {
			t.fresh++
		}
		*e = idaEntry{g: g, iter: t.iter, depth: d}
		return true
	}
	t.fresh++
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

// cut records that the current iteration cut state s off by the bound, when
// it records cuts.
func (t *idaTable[S]) cut(s S) {
	if !t.recording {
		return
	}
	if i, ok := t.index[s]; ok {
		e := &t.entries[i]
		if e.iter == t.iter {
			return // visited in this iteration, or already pending
		}
		d := int32(cutSeen)
		if e.depth == neverVisited {
			d = neverVisited
		}
		*e = idaEntry{iter: t.iter, depth: d}
		t.pending++
		return
	}
	if t.add(s, idaEntry{iter: t.iter, depth: neverVisited}) {
		t.pending++
	}
}

// exhausted reports whether the current iteration, once over, has searched
// every reachable state: it recorded its cuts, every state it cut off was
// also visited, and every state fitted in the table.
func (t *idaTable[S]) exhausted() bool { return t.recording && t.pending == 0 && !t.overflow }

// bytes estimates the table's memory: per state its key, index, entry and
// map overhead.
func (t *idaTable[S]) bytes() int64 {
	return int64(len(t.entries)) * (stateSize[S]() + 4 + int64(unsafe.Sizeof(idaEntry{})) + mapEntryOverhead)
}
