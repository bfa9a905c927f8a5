package search

import (
	"unsafe"

	"searchlab/core/internal/chunk"
)

// BULB's memory accounting: what its structures hold now, and whether the
// next level fits its budget before it is generated (memory_bytes counts
// the node store, the fingerprint table, the candidate list, the level
// stack and the filter).

// fits reports whether a level of n more states keeps the search within
// its memory budget.
func (b *BULB[S, A]) fits(n int) bool {
	if b.limits.MaxMemory <= 0 {
		return true
	}
	nodes := (b.nodes.Len() + n + chunk.Size - 1) / chunk.Size * chunk.Size // whole chunks
	// The new level's successors will need room too: up to n times the
	// most actions a state has had, and the list grows by doubling.
	cands := max(cap(b.cands), 2*n*b.branching)
	var c bulbCand[S, A]
	scratch := b.scratchBytes() + int64(cands-cap(b.cands))*(int64(unsafe.Sizeof(c))+4) + SliceBytes(b.levels)
	if uint64(b.filter.n+n)*8 > b.filter.mask+1 {
		scratch += 4 * b.filter.bytes() // it will be rebuilt larger
	}
	grown := b.bytesWith(nodes, max(b.peak, len(b.hash)+n)) + scratch
	return max(grown, b.bytes()) < b.limits.MaxMemory
}

// bytes is the memory the search's structures hold.
func (b *BULB[S, A]) bytes() int64 {
	return b.nodes.Bytes() + MapBytes[uint64, int32](b.peak) + b.scratchBytes()
}

// scratchBytes is the candidate list and the level stack.
func (b *BULB[S, A]) scratchBytes() int64 {
	return SliceBytes(b.cands) + SliceBytes(b.order) + SliceBytes(b.levels) + SliceBytes(b.buf) + b.filter.bytes()
}

// bytesWith estimates n nodes and a fingerprint table of entries entries.
func (b *BULB[S, A]) bytesWith(n, entries int) int64 {
	return int64(n)*int64(unsafe.Sizeof(bulbNode[S, A]{})) + MapBytes[uint64, int32](entries)
}
