package registry

import (
	"math/rand/v2"
	"testing"
	"unsafe"
)

// TestIDTable checks the id table against a Go map over 200,000 lookups
// of keys drawn from a pool (so most are hits, as a search's are), through
// every growth, for both key types: each key keeps the id it was first
// given, new keys get the next one, and the table holds what it was given.
func TestIDTable(t *testing.T) {
	r := rand.New(rand.NewPCG(28, 4))
	pool := make([]uint64, 60_000)
	for i := range pool {
		switch i % 3 {
		case 0:
			pool[i] = r.Uint64()
		case 1:
			pool[i] = uint64(i) << 40 // keys that differ in their top bits only
		default:
			pool[i] = uint64(i) // and in their low bits only
		}
	}
	narrow, wide := &idTable[uint64]{}, &idTable[[2]uint64]{}
	want := map[uint64]int32{}
	for range 200_000 {
		k := pool[r.IntN(len(pool))]
		next := int32(len(want) + 1)
		w, seen := want[k]
		if !seen {
			w, want[k] = next, next
		}
		id, added := narrow.idOf(k, fibHash(k), next)
		k2 := [2]uint64{k >> 7, k & 127}
		id2, added2 := wide.idOf(k2, key128Hash(k2), next)
		if id != w || added == seen || id2 != w || added2 == seen {
			t.Fatalf("key %#x: ids %d and %d (added %v, %v), want %d (new: %v)", k, id, id2, added, added2, w, !seen)
		}
	}
	if narrow.n != len(want) || wide.n != len(want) {
		t.Fatalf("the tables hold %d and %d keys, want %d", narrow.n, wide.n, len(want))
	}
	if b := narrow.bytes(); b > idTableBytes[uint64](len(want)) {
		t.Errorf("the table holds %d bytes, more than its bound %d", b, idTableBytes[uint64](len(want)))
	}
}

// TestIDTableFits: only 8-byte integers are keyed by their bits.
func TestIDTableFits(t *testing.T) {
	type pair struct{ a, b uint32 }
	if unsafe.Sizeof(pair{a: 1, b: 2}) != 8 {
		t.Fatal("pair should be 8 bytes: the case is an 8-byte key that is not an integer")
	}
	for _, c := range []struct {
		fits bool
		got  bool
	}{
		{true, idTableFits[uint64]()}, {true, idTableFits[int]()}, {true, idTableFits[int64]()},
		{false, idTableFits[uint32]()}, {false, idTableFits[float64]()}, {false, idTableFits[string]()},
		{false, idTableFits[pair]()}, {false, idTableFits[[8]byte]()},
	} {
		if c.fits != c.got {
			t.Errorf("idTableFits: %v, want %v", c.got, c.fits)
		}
	}
}
