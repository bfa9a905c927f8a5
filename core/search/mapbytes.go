package search

import (
	"math"
	"math/bits"
	"sync"
	"unsafe"
)

// The heap a Go map holds, modelled on the runtime's Swiss tables
// (internal/runtime/maps, Go 1.24 and later). A constant number of bytes per
// entry cannot be right: a map's size moves in steps, between 8/7 and 16/7
// slots per entry, so such a constant is up to 1.45× off depending on where
// the map is in its growth. The model follows the steps instead:
//
//   - up to 8 entries: one group of 8 slots;
//   - up to 896 entries: one table whose capacity (a power of two, at least
//     16 slots) is the smallest that keeps it at most 7/8 full;
//   - beyond: tables of 1024 slots each; a table that would pass 896 entries
//     splits into two full-size tables, each taking the keys of one half
//     of its hash range.
//
// With keys hashed uniformly, the region of hash space a table covers at
// split depth d holds Binomial(n, 2^-d) of n keys, and since keys are only
// added it was split exactly when that count passed 896. So the expected
// number of tables is 1 + Σ_d 2^d·P(Binomial(n, 2^-d) > 896), which
// expectedTables evaluates (normal approximation). A group is 8 control
// bytes and 8 slots of key and element; a key or element larger than 128
// bytes lives in its own allocation behind a pointer. Group arrays come in
// the allocator's size classes (AllocBytes). Measured against
// runtime.MemStats from 100 to 3 million entries, the model is within a
// few percent (TestMapBytesMatchesTheHeap).

const (
	mapGroupSlots     = 8    // slots per group
	mapTableCapacity  = 1024 // slots of a full-size table
	mapTableMaxUsed   = 896  // 7/8 of mapTableCapacity: a table splits beyond it
	mapMaxInlineBytes = 128  // larger keys and elements are stored indirectly
	mapHeaderBytes    = 48   // the map header (maps.Map)
	mapTableBytes     = 32   // one table's header (maps.table)
)

// MapBytes estimates the heap held by a Go map[K]V with n entries that
// were only ever added (a map that shrank keeps its largest size: pass the
// most entries it held).
func MapBytes[K comparable, V any](n int) int64 {
	var slot struct {
		k K
		v V
	}
	var extra int64 // per entry, for keys and elements stored indirectly
	size := int64(unsafe.Sizeof(slot))
	if k := unsafe.Sizeof(slot.k); k > mapMaxInlineBytes {
		size, extra = size-int64(k)+8, extra+AllocBytes(int(k))
	}
	if v := unsafe.Sizeof(slot.v); v > mapMaxInlineBytes {
		size, extra = size-int64(v)+8, extra+AllocBytes(int(v))
	}
	return mapBytes(n, size) + int64(n)*extra
}

// mapBytes is MapBytes for slots of slot bytes.
func mapBytes(n int, slot int64) int64 {
	group := 8 + mapGroupSlots*slot
	switch {
	case n <= 0:
		return mapHeaderBytes
	case n <= mapGroupSlots:
		return mapHeaderBytes + AllocBytes(int(group))
	case n <= mapTableMaxUsed:
		c := 2 * mapGroupSlots
		for c*7/8 < n {
			c *= 2
		}
		return mapHeaderBytes + mapTableBytes + 8 + AllocBytes(int(int64(c/mapGroupSlots)*group))
	}
	tables := expectedTables(n)
	perTable := float64(AllocBytes(int(mapTableCapacity/mapGroupSlots*group)) + mapTableBytes)
	// The directory holds a pointer per region of the deepest split: about
	// 1.5 per table.
	return mapHeaderBytes + int64(tables*(perTable+12))
}

// expectedTables is the expected number of full-size tables of a map of
// n > 896 entries. With n = x·2^k, x in [448, 896), tables(n)/2^k depends on
// x and, less and less as k grows, on k; it is precomputed on a grid of x
// for k up to 12 (beyond, the ratio no longer changes) and interpolated, so
// the estimate costs a few operations (searches call it after every
// expansion).
func expectedTables(n int) float64 {
	if n < 8*448 {
		// The first splits are too sharp to interpolate (the first is
		// certain at 897 entries): evaluate them.
		return exactTables(float64(n))
	}
	k := bits.Len(uint(n)/448) - 1 // 448·2^k ≤ n < 448·2^(k+1), k ≥ 3
	scale := float64(uint64(1) << k)
	pos := (float64(n)/scale - 448) * (tablesGridSteps / 448.0)
	j := min(int(pos), tablesGridSteps-1)
	f := pos - float64(j)
	row := &tablesGrid()[min(k, tablesGridRows-1)]
	return scale * (row[j]*(1-f) + row[j+1]*f)
}

const (
	tablesGridSteps = 64
	tablesGridRows  = 13 // k = 0..12; rows 0–2 are unused
)

var tablesGrid = sync.OnceValue(func() *[tablesGridRows][tablesGridSteps + 1]float64 {
	var grid [tablesGridRows][tablesGridSteps + 1]float64
	for k := 3; k < tablesGridRows; k++ {
		scale := float64(uint64(1) << k)
		for j := range grid[k] {
			x := 448 + 448*float64(j)/tablesGridSteps
			grid[k][j] = exactTables(x*scale) / scale
		}
	}
	return &grid
})

// exactTables evaluates 1 + Σ_d 2^d·P(Binomial(n, 2^-d) > 896) with the
// normal approximation to each binomial.
func exactTables(n float64) float64 {
	if n <= mapTableMaxUsed {
		return 1
	}
	t := 1.0
	for d := 0; ; d++ {
		p := math.Exp2(-float64(d))
		m := n * p
		sd := math.Sqrt(m * (1 - p))
		z := (mapTableMaxUsed + 0.5 - m) / max(sd, 1e-9)
		switch {
		case z < -10:
			t += math.Exp2(float64(d))
		case z > 10:
			return t
		default:
			t += math.Exp2(float64(d)) * 0.5 * math.Erfc(z/math.Sqrt2)
		}
	}
}
