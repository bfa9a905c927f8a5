package search

import "unsafe"

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
	// The new level's successors will need room too: up to n times the
	// most actions a state has had, and the list grows by doubling.
	cands := max(cap(b.cands), 2*n*b.branching)
	var c bulbCand[S, A]
	scratch := b.scratchBytes() + int64(cands-cap(b.cands))*(int64(unsafe.Sizeof(c))+4) + SliceBytes(b.levels) +
		b.level.growth(n*b.branching)
	if uint64(b.filter.n+n)*8 > b.filter.mask+1 {
		scratch += 4 * b.filter.bytes() // it will be rebuilt larger
	}
	grown := b.nodes.BytesAt(b.nodes.Len()+n) + MapBytes[uint64, int32](max(b.peak, len(b.hash)+n)) + scratch
	return max(grown, b.bytes()) < b.limits.MaxMemory
}

// bytes is the memory the search's structures hold.
func (b *BULB[S, A]) bytes() int64 {
	return b.nodes.Bytes() + MapBytes[uint64, int32](b.peak) + b.scratchBytes()
}

// scratchBytes is the candidate list and the level stack.
func (b *BULB[S, A]) scratchBytes() int64 {
	return SliceBytes(b.cands) + SliceBytes(b.order) + SliceBytes(b.levels) + SliceBytes(b.buf) + b.filter.bytes() + b.level.bytes()
}

// bytesWith estimates n nodes and a fingerprint table of entries entries.
func (b *BULB[S, A]) bytesWith(n, entries int) int64 {
	return int64(n)*int64(unsafe.Sizeof(bulbNode[S, A]{})) + MapBytes[uint64, int32](entries)
}

// stateBytes is what one more state on the levels costs when they hold
// many: its node and its share of the fingerprint table. (The table's own
// fixed cost, a header and a first group of slots, is 192 bytes: counting
// it per state, as bytesWith(1, 1) does, made widest() allow beams less than
// half as wide as the budget holds on the 8×8 board.)
func (b *BULB[S, A]) stateBytes() float64 {
	const many = 1 << 20 // a map this large costs 24–37 bytes an entry; 36 here
	return float64(b.bytesWith(many, many)) / many
}
