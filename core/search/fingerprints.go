package search

import "math/bits"

// fingerprintFilter is a Bloom filter over 64-bit state fingerprints
// (Bloom, "Space/time trade-offs in hash coding with allowable errors",
// CACM 13(7), 1970), kept beside a large hash table so that most lookups
// of states not in the table, the common case for a beam's successors,
// touch a small bit array instead: two bits per fingerprint, at least 8
// bits per entry (about 5% false positives, which then look in the table).
// Removing from the table leaves the bits set: only false positives grow
// until the next reset.
type fingerprintFilter struct {
	bits []uint64
	mask uint64 // number of bits − 1 (a power of two)
	n    int    // fingerprints added since the last reset
}

// reset empties the filter, sized for about entries fingerprints.
func (f *fingerprintFilter) reset(entries int) {
	nbits := uint64(1) << max(10, bits.Len(uint(8*entries)))
	if uint64(len(f.bits)) < nbits/64 {
		f.bits = make([]uint64, nbits/64)
	} else {
		clear(f.bits)
	}
	f.mask = uint64(len(f.bits))*64 - 1
	f.n = 0
}

// full reports whether the filter holds more than one fingerprint per 8
// bits (then a caller resets it larger and adds its fingerprints again).
func (f *fingerprintFilter) full() bool { return uint64(f.n)*8 > f.mask+1 }

// add records key.
func (f *fingerprintFilter) add(key uint64) {
	a, b := f.slots(key)
	f.bits[a>>6] |= 1 << (a & 63)
	f.bits[b>>6] |= 1 << (b & 63)
	f.n++
}

// mayContain reports whether key may have been added (false: certainly
// not).
func (f *fingerprintFilter) mayContain(key uint64) bool {
	a, b := f.slots(key)
	return f.bits[a>>6]&(1<<(a&63)) != 0 && f.bits[b>>6]&(1<<(b&63)) != 0
}

// slots are key's two bit positions: its low bits, and its high half
// mixed by a multiplication.
func (f *fingerprintFilter) slots(key uint64) (uint64, uint64) {
	return key & f.mask, (key >> 32 * 0x9e3779b97f4a7c15 >> 20) & f.mask
}

// bytes is the memory the filter holds.
func (f *fingerprintFilter) bytes() int64 { return SliceBytes(f.bits) }
