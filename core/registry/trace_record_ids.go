package registry

import (
	"reflect"
	"unsafe"
)

// idTable gives the states of a trace whose states are 8-byte integers
// (the N-puzzle's packed boards, a graph's vertex numbers widened) their
// ids: an open-addressing hash table (Knuth, TAOCP vol. 3 §6.4, linear
// probing) with Fibonacci hashing of the key (multiply by 2^64/φ, keep the
// top bits; §6.4 again), its slots holding key and id side by side, so a
// lookup reads one cache line and calls nothing. A Go map[uint64]int32
// does the same work through the runtime's generic map code, and in
// js/wasm, which has no AES instructions, through its fallback hash:
// a traced search looks up one or two ids per event.
//
// It is kept at most 3/4 full (a miss then probes about 8.5 slots on
// average, a hit 2.5) and doubles past it. Ids start at 1, so id 0 marks
// an empty slot. Cost: O(1) expected per lookup; 16 bytes per slot.
type idTable struct {
	slots []idSlot // len: a power of two
	n     int      // keys held
	shift uint     // 64 - log2(len(slots))
}

// idSlot is a key and its id (0: the slot is empty).
type idSlot struct {
	key uint64
	id  int32
}

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

// idOf returns k's id, giving it next (and reporting true) when k is new.
func (t *idTable) idOf(k uint64, next int32) (int32, bool) {
	if t.n >= len(t.slots)-len(t.slots)/4 {
		t.grow()
	}
	mask := uint64(len(t.slots) - 1)
	for i := (k * 0x9E3779B97F4A7C15) >> t.shift; ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.id == 0 {
			s.key, s.id = k, next
			t.n++
			return next, true
		}
		if s.key == k {
			return s.id, false
		}
	}
}

// grow doubles the table (from 1024 slots) and moves the keys into it.
func (t *idTable) grow() {
	old := t.slots
	size := max(2*len(old), 1024)
	t.slots = make([]idSlot, size)
	t.shift = uint(64 - log2(size))
	mask := uint64(size - 1)
	for _, s := range old {
		if s.id == 0 {
			continue
		}
		i := (s.key * 0x9E3779B97F4A7C15) >> t.shift
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
func (t *idTable) bytes() int64 { return int64(len(t.slots)) * int64(unsafe.Sizeof(idSlot{})) }

// idTableBytes bounds the memory of a table of n keys (its largest size).
func idTableBytes(n int) int64 {
	size := 1024
	for n >= size-size/4 {
		size *= 2
	}
	return int64(size) * int64(unsafe.Sizeof(idSlot{}))
}
