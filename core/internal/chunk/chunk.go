// Package chunk provides a growable sequence stored in fixed-size chunks, for
// the search trees and node arenas that hold millions of nodes: growing it
// copies only its small first chunk, so a search's memory never briefly doubles
// (a slice grown by append holds its old and new arrays at once, 2.25× its
// size, beyond what a memory budget counted).
package chunk

import "unsafe"

// Bits sets the chunk size: 1<<14 elements (about 1 MB of 64-byte nodes).
const (
	Bits = 14
	Size = 1 << Bits
)

// Slice is a sequence of T indexed by int32. The first chunk grows by
// append while the sequence is small (a tiny search allocates little); the
// others are allocated whole. The zero value is empty.
type Slice[T any] struct {
	chunks [][]T
	n      int32
}

// Append adds v and returns its index.
func (s *Slice[T]) Append(v T) int32 {
	i := s.n
	if i&(Size-1) == 0 && int(i>>Bits) == len(s.chunks) {
		var c []T
		if i > 0 {
			c = make([]T, 0, Size)
		}
		s.chunks = append(s.chunks, c)
	}
	c := &s.chunks[i>>Bits]
	*c = append(*c, v)
	s.n++
	return i
}

// At returns element i. The pointer is valid until the next Append (the
// first chunk still moves while it grows).
func (s *Slice[T]) At(i int32) *T { return &s.chunks[i>>Bits][i&(Size-1)] }

// Len is the number of elements.
func (s *Slice[T]) Len() int { return int(s.n) }

// Truncate shortens the sequence to its first n elements (0 ≤ n ≤ Len),
// keeping the chunks for later appends (Bytes still counts them).
func (s *Slice[T]) Truncate(n int) {
	for k := range s.chunks {
		l := min(max(n-k*Size, 0), Size, len(s.chunks[k]))
		s.chunks[k] = s.chunks[k][:l]
	}
	s.n = int32(n)
}

// Reset empties the slice, keeping its first chunk's storage.
func (s *Slice[T]) Reset() {
	if len(s.chunks) > 0 {
		clear(s.chunks[1:])
		s.chunks = s.chunks[:1]
		s.chunks[0] = s.chunks[0][:0]
	}
	s.n = 0
}

// Bytes is the heap the slice holds: its chunks (by capacity) and their
// index.
func (s *Slice[T]) Bytes() int64 {
	var v T
	size := int64(unsafe.Sizeof(v))
	b := int64(cap(s.chunks)) * int64(unsafe.Sizeof([]T(nil)))
	for _, c := range s.chunks {
		b += int64(cap(c)) * size
	}
	return b
}

// BytesAt is the heap the slice will hold once it has n elements: Bytes
// plus the whole chunks it adds (the first, which grows by append, counted
// a quarter larger than a chunk), for memory budgets checked before a
// search grows.
func (s *Slice[T]) BytesAt(n int) int64 {
	var v T
	size := int64(unsafe.Sizeof(v))
	extra := int64((n+Size-1)>>Bits - len(s.chunks))
	if extra <= 0 {
		return s.Bytes()
	}
	b := s.Bytes() + extra*(Size*size+int64(unsafe.Sizeof([]T(nil))))
	if len(s.chunks) == 0 {
		b += Size / 4 * size
	}
	return b
}
