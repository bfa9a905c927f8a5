package search

import (
	"runtime"
	"strconv"
	"testing"

	"searchlab/core/internal/liveheap"
)

// measureMap builds a map of n entries with fill and returns the live heap
// it holds and MapBytes' estimate.
func measureMap[K comparable, V any](n int, key func(int) K, val V) (measured, estimate int64) {
	before := liveheap.Bytes()
	m := make(map[K]V)
	for i := 0; i < n; i++ {
		m[key(i)] = val
	}
	measured = liveheap.Bytes() - before
	runtime.KeepAlive(m)
	return measured, MapBytes[K, V](len(m))
}

// MapBytes follows the steps of Go's map growth: at sizes from a hundred to
// two million entries (including sizes just before and after a wave of
// table splits, where a per-entry constant was 1.45× off), for small and
// large slots and for keys stored indirectly, it is within 10% of the live
// heap the map holds. (Near the second and third splits, about 1 800 and
// 3 600 entries, whether one or both of two tables have split depends on
// the map's random hash seed, so a single map's size varies by up to 30%
// around the estimate, which is its expectation; with more tables the
// splits average out.)
func TestMapBytesMatchesTheHeap(t *testing.T) {
	sizes := []int{9, 100, 500, 896, 897, 1500, 3000, 10_000, 25_000, 57_000, 100_000, 115_000, 230_000, 300_000, 470_000, 1_000_000}
	if !testing.Short() {
		sizes = append(sizes, 1_500_000, 2_000_000)
	}
	type big [20]uint64 // 160 bytes: stored behind a pointer
	for _, n := range sizes {
		for _, c := range []struct {
			name string
			run  func(n int) (int64, int64)
		}{
			{"map[uint64]int32", func(n int) (int64, int64) {
				return measureMap(n, func(i int) uint64 { return uint64(i) * 0x9E3779B97F4A7C15 }, int32(1))
			}},
			{"map[[36]byte]struct{}", func(n int) (int64, int64) {
				return measureMap(n, func(i int) (k [36]byte) { copy(k[:], strconv.Itoa(i)); return k }, struct{}{})
			}},
			{"map[big]bool", func(n int) (int64, int64) {
				return measureMap(n, func(i int) (k big) { k[3] = uint64(i); return k }, true)
			}},
		} {
			measured, estimate := c.run(n)
			if measured < 64<<10 {
				continue // too small to measure against the runtime's noise
			}
			ratio := float64(estimate) / float64(measured)
			t.Logf("%-22s %9d entries: estimate %10d, heap %10d, ratio %.3f", c.name, n, estimate, measured, ratio)
			if ratio < 0.9 || ratio > 1.1 {
				t.Errorf("%s with %d entries: MapBytes %d is not within 10%% of the %d bytes measured (ratio %.3f)", c.name, n, estimate, measured, ratio)
			}
		}
	}
}

func TestAllocBytes(t *testing.T) {
	for n, want := range map[int]int64{0: 0, 3: 3, 16: 16, 17: 24, 33: 48, 257: 288, 1000: 1024, 17408: 18432, 32768: 32768, 32769: 40960} {
		if got := AllocBytes(n); got != want {
			t.Errorf("AllocBytes(%d) = %d, want %d", n, got, want)
		}
	}
}

var mapBytesSink int64

// The estimate is cheap (a few nanoseconds): searches call it after every
// expansion.
func BenchmarkMapBytes(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		mapBytesSink += MapBytes[uint64, int32](1000 + i%4_000_000)
	}
}
