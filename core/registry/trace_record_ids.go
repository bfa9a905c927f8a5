package registry

import (
	"reflect"
	"unsafe"
)

// idTable gives the states of a trace their ids by a fixed-size key K
// (uint64: states that are 8-byte integers, such as the N-puzzle's packed
// boards; [2]uint64: the key a problem declares, StateKeyer): an
// open-addressing hash table (Knuth, TAOCP vol. 3 §6.4, linear probing)
// on the key's Fibonacci hash (multiply by 2^64/φ, keep the top bits;
// §6.4 again), its slots holding key, id and hash side by side, so a
// lookup reads one cache line and calls nothing. A Go map does the same
// work through the runtime's generic map code, and in js/wasm, which has
// no AES instructions, through its fallback hash: a traced search looks
// up one or two ids per event.
//
// It is kept at most 3/4 full (a miss then probes about 8.5 slots on
// average, a hit 2.5) and doubles past it, rehashing from the stored
// hashes. Ids start at 1, so id 0 marks an empty slot. Cost: O(1)
// expected per lookup; 16 bytes per slot for uint64 keys, 24 for
// [2]uint64.
type idTable[K comparable] struct {
	slots []idSlot[K] // len: a power of two
	n     int         // keys held
	shift uint        // 64 - log2(len(slots)), at least 32
}

// idSlot is a key, its id (0: the slot is empty) and the top 32 bits of
// its hash.
type idSlot[K comparable] struct {
	key  K
	id   int32
	hash uint32
}

// fibHash is the Fibonacci hash of x (TAOCP §6.4).
func fibHash(x uint64) uint64 { return x * 0x9E3779B97F4A7C15 }

// key128Hash is the hash of a [2]uint64 key.
func key128Hash(k [2]uint64) uint64 { return fibHash(k[0] ^ fibHash(k[1]+1)) }

// idTableFits reports whether states of type S can be keyed by idTable:
// integers of 8 bytes, every bit of which is the value (no padding, no
// pointer), so that two states are equal exactly when their keys are.
func idTableFits[S any]() bool {
	t := reflect.TypeFor[S]()
	if t.Size() != 8 {
		return false
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int64, reflect.Uint, reflect.Uint64, reflect.Uintptr:
		return true
	}
	return false
}

// stateKey is s's 8 bytes as a key (idTableFits[S] must hold).
func stateKey[S any](s *S) uint64 { return *(*uint64)(unsafe.Pointer(s)) }

// idOf returns k's id (h its hash), giving it next (and reporting true)
// when k is new.
func (t *idTable[K]) idOf(k K, h uint64, next int32) (int32, bool) {
	if t.n >= len(t.slots)-len(t.slots)/4 {
		t.grow()
	}
	mask := uint64(len(t.slots) - 1)
	for i := h >> t.shift; ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.id == 0 {
			s.key, s.id, s.hash = k, next, uint32(h>>32)
			t.n++
			return next, true
		}
		if s.key == k {
			return s.id, false
		}
	}
}

// grow doubles the table (from 1024 slots) and moves the keys into it.
func (t *idTable[K]) grow() {
	old := t.slots
	size := max(2*len(old), 1024)
	t.slots = make([]idSlot[K], size)
	t.shift = uint(64 - log2(size))
	mask := uint64(size - 1)
	for _, s := range old {
		if s.id == 0 {
			continue
		}
		i := uint64(s.hash) >> (t.shift - 32)
		for t.slots[i].id != 0 {
			i = (i + 1) & mask
		}
		t.slots[i] = s
	}
}

// log2 is the base-2 logarithm of a power of two.
func log2(n int) int {
	k := 0
	for n > 1 {
		n >>= 1
		k++
	}
	return k
}

// bytes is the table's memory now.
func (t *idTable[K]) bytes() int64 { return int64(len(t.slots)) * int64(unsafe.Sizeof(idSlot[K]{})) }

// idTableBytes bounds the memory of a table of n keys (its largest size).
func idTableBytes[K comparable](n int) int64 {
	size := 1024
	for n >= size-size/4 {
		size *= 2
	}
	return int64(size) * int64(unsafe.Sizeof(idSlot[K]{}))
}
