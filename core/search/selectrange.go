package search

// selectRange reorders xs so that positions lo…hi−1 hold, in some order,
// the elements of ranks lo…hi−1 under less (a strict total order), those
// before lo rank lower and those from hi on rank higher: two quickselects,
// O(len(xs)) on average, deterministic (median-of-three pivots).
func selectRange(xs []int32, lo, hi int, less func(a, b int32) bool) {
	if lo > 0 {
		nthElement(xs, lo, less)
	}
	if hi < len(xs) {
		nthElement(xs[lo:], hi-lo, less)
	}
}

// nthElement reorders xs so that xs[k] is the element of rank k, with
// every element before it ranking lower and every one after it higher.
func nthElement(xs []int32, k int, less func(a, b int32) bool) {
	lo, hi := 0, len(xs)-1
	for hi > lo {
		if hi-lo < 16 {
			for i := lo + 1; i <= hi; i++ {
				for j := i; j > lo && less(xs[j], xs[j-1]); j-- {
					xs[j], xs[j-1] = xs[j-1], xs[j]
				}
			}
			return
		}
		mid := lo + (hi-lo)/2
		if less(xs[mid], xs[lo]) {
			xs[mid], xs[lo] = xs[lo], xs[mid]
		}
		if less(xs[hi], xs[lo]) {
			xs[hi], xs[lo] = xs[lo], xs[hi]
		}
		if less(xs[hi], xs[mid]) {
			xs[hi], xs[mid] = xs[mid], xs[hi]
		}
		pivot := xs[mid]
		i, j := lo, hi
		for i <= j {
			for less(xs[i], pivot) {
				i++
			}
			for less(pivot, xs[j]) {
				j--
			}
			if i <= j {
				xs[i], xs[j] = xs[j], xs[i]
				i++
				j--
			}
		}
		switch {
		case k <= j:
			hi = j
		case k >= i:
			lo = i
		default:
			return
		}
	}
}
