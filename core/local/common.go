package local

import (
	"errors"
	"fmt"
	"unsafe"

	"searchlab/core/search"
)

// errNilRand is reported when a search that needs randomness gets none.
var errNilRand = errors.New("local search needs a random source (search.Rand), got nil")

// heuristicOf returns the problem's heuristic or an error naming the missing
// capability.
func heuristicOf[S comparable, A any](p search.Problem[S, A], algo string) (search.Heuristic[S], error) {
	h, ok := p.(search.Heuristic[S])
	if !ok {
		return nil, fmt.Errorf("%s needs a heuristic: the problem does not implement search.Heuristic", algo)
	}
	return h, nil
}

// randomMover picks a uniformly random applicable action, through the
// problem's search.Randomizer when it has one, otherwise by listing the
// actions and choosing one with r.
type randomMover[S comparable, A any] struct {
	p   search.Problem[S, A]
	rz  search.Randomizer[S, A] // nil when the problem has none
	buf []A
}

func newRandomMover[S comparable, A any](p search.Problem[S, A]) randomMover[S, A] {
	rz, _ := p.(search.Randomizer[S, A])
	return randomMover[S, A]{p: p, rz: rz}
}

// pick returns a random action applicable in s, or false when none is.
func (m *randomMover[S, A]) pick(s S, r search.Rand) (A, bool) {
	if m.rz != nil {
		return m.rz.RandomAction(s, r)
	}
	m.buf = m.p.Actions(s, m.buf)
	if len(m.buf) == 0 {
		var zero A
		return zero, false
	}
	return m.buf[r.IntN(len(m.buf))], true
}

// sizeOf is the in-memory size of a T value, for memory estimates.
func sizeOf[T any]() int64 {
	var z T
	return int64(unsafe.Sizeof(z))
}

// enumName returns the wire name of v, a small enumeration whose names are
// listed in order, or "kind(v)" for a value outside the list.
func enumName[T ~uint8](names []string, v T, kind string) string {
	if int(v) < len(names) {
		return names[v]
	}
	return fmt.Sprintf("%s(%d)", kind, uint8(v))
}

// parseEnum returns the enumeration value named name, or an error naming the
// kind and the accepted names (want).
func parseEnum[T ~uint8](names []string, name, kind, want string) (T, error) {
	for i, n := range names {
		if n == name {
			return T(i), nil
		}
	}
	return 0, fmt.Errorf("unknown %s %q (want %s)", kind, name, want)
}
