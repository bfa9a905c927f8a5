package nim

import "sync"

// GrundyValues returns the Sprague–Grundy values G(0..n) of single heaps in
// Grundy's game, computed by the mex rule: G(h) is the least non-negative
// integer not among G(a) ⊕ G(h−a) for 1 ≤ a < h−a (Sprague 1935, Grundy
// 1939; Berlekamp, Conway & Guy, Winning Ways, ch. 4). The sequence is OEIS
// A002188. Time O(n²), space O(n).
func GrundyValues(n int) []int {
	g := make([]int, n+1)
	var seen []bool
	for h := 3; h <= n; h++ {
		seen = seen[:0]
		for a := 1; a < h-a; a++ {
			v := g[a] ^ g[h-a]
			for len(seen) <= v {
				seen = append(seen, false)
			}
			seen[v] = true
		}
		mex := 0
		for mex < len(seen) && seen[mex] {
			mex++
		}
		g[h] = mex
	}
	return g
}

// grundyTable caches G(0..MaxHeap); heaps never grow during play.
var grundyTable = sync.OnceValue(func() []int { return GrundyValues(MaxHeap) })

// grundy returns G(h) for a heap of Grundy's game.
func grundy(h int) int {
	t := grundyTable()
	if h < len(t) {
		return t[h]
	}
	return GrundyValues(h)[h]
}
