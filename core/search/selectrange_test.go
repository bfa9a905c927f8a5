package search

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSelectRange checks selectRange against a full sort on random keys
// with many ties (broken by index, so the order is total).
func TestSelectRange(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 300; trial++ {
		n := 1 + r.IntN(200)
		keys := make([]int, n)
		for i := range keys {
			keys[i] = r.IntN(1 + r.IntN(20))
		}
		less := func(a, b int32) bool {
			if keys[a] != keys[b] {
				return keys[a] < keys[b]
			}
			return a < b
		}
		xs := make([]int32, n)
		for i := range xs {
			xs[i] = int32(i)
		}
		sorted := slices.Clone(xs)
		slices.SortFunc(sorted, func(a, b int32) int {
			if less(a, b) {
				return -1
			}
			return 1
		})
		lo := r.IntN(n)
		hi := lo + 1 + r.IntN(n-lo)
		r.Shuffle(n, func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
		selectRange(xs, lo, hi, less)
		got := slices.Clone(xs[lo:hi])
		slices.Sort(got)
		want := slices.Clone(sorted[lo:hi])
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Fatalf("n %d [%d,%d): got %v, want %v", n, lo, hi, got, want)
		}
		for _, x := range xs[:lo] {
			if !less(x, sorted[lo]) {
				t.Fatalf("element %d before lo ranks too high", x)
			}
		}
		for _, x := range xs[hi:] {
			if less(x, sorted[hi-1]) {
				t.Fatalf("element %d after hi ranks too low", x)
			}
		}
	}
}
