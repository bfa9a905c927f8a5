package adversarial

import "searchlab/core/search"

// Bound says what a stored or reported value means (AIMA 4e §5.3; Marsland,
// "A review of game-tree pruning", ICCA J. 9(1), 1986): the exact minimax
// value, a lower bound (the search failed high: value ≥ beta) or an upper
// bound (it failed low: value ≤ alpha).
type Bound uint8

const (
	Exact Bound = iota
	Lower
	Upper
)

var boundNames = [...]string{"exact", "lower", "upper"}

func (b Bound) String() string {
	if int(b) < len(boundNames) {
		return boundNames[b]
	}
	return "bound"
}

// ttEntry is one transposition-table record. Values are for the player to
// move in the position.
type ttEntry[S comparable] struct {
	value float64
	// depth is the remaining depth the value was searched to.
	depth int
	bound Bound
	// complete: no depth horizon influenced the value, so it holds at any
	// depth.
	complete bool
	// best is the key of the best child found (for move ordering: a move is
	// identified by the child it leads to, which survives canonicalisation).
	best    S
	hasBest bool
}

// table is a transposition table keyed by canonical state.
type table[S comparable] struct {
	m map[S]ttEntry[S]
}

func newTable[S comparable]() *table[S] { return &table[S]{m: make(map[S]ttEntry[S])} }

// usable reports whether e answers a search of remaining depth d.
func (e *ttEntry[S]) usable(d int) bool { return e.complete || e.depth >= d }

// store records e under key k, keeping a complete entry rather than
// replacing it by an incomplete one.
func (t *table[S]) store(k S, e ttEntry[S]) {
	if old, ok := t.m[k]; ok && old.complete && !e.complete {
		return
	}
	t.m[k] = e
}

// bytes estimates the table's memory: the Go map, plus the memory states
// hold outside their value (search.HeapSizer) for each key and best-child
// key.
func (t *table[S]) bytes() int64 {
	n := len(t.m)
	if n == 0 {
		return 0
	}
	var sample S
	for k := range t.m {
		sample = k
		break
	}
	return search.MapBytes[S, ttEntry[S]](n) + 2*int64(n)*search.ExtraBytes(sample)
}
