package frontier

import "unsafe"

// LIFO is a last-in first-out stack. The zero value is an empty stack.
type LIFO[T any] struct {
	items []T
}

// Len returns the number of stacked items.
func (s *LIFO[T]) Len() int { return len(s.items) }

// Push puts v on top.
func (s *LIFO[T]) Push(v T) { s.items = append(s.items, v) }

// Pop removes and returns the top item; ok is false when the stack is empty.
func (s *LIFO[T]) Pop() (v T, ok bool) {
	n := len(s.items)
	if n == 0 {
		return v, false
	}
	v = s.items[n-1]
	s.items = s.items[:n-1]
	return v, true
}

// Reset empties the stack, keeping its storage.
func (s *LIFO[T]) Reset() { s.items = s.items[:0] }

// Bytes is the heap held by the stack's backing array.
func (s *LIFO[T]) Bytes() int64 {
	var v T
	return int64(cap(s.items)) * int64(unsafe.Sizeof(v))
}
