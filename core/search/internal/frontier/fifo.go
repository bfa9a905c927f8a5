package frontier

import "unsafe"

// FIFO is a first-in first-out queue on a growable ring buffer. The zero
// value is an empty queue.
type FIFO[T any] struct {
	buf  []T
	head int
	n    int
}

// Len returns the number of queued items.
func (q *FIFO[T]) Len() int { return q.n }

// Push appends v at the back.
func (q *FIFO[T]) Push(v T) {
	if q.n == len(q.buf) {
		q.grow()
	}
	i := q.head + q.n
	if i >= len(q.buf) {
		i -= len(q.buf)
	}
	q.buf[i] = v
	q.n++
}

// Pop removes and returns the front item; ok is false when the queue is
// empty.
func (q *FIFO[T]) Pop() (v T, ok bool) {
	if q.n == 0 {
		return v, false
	}
	v = q.buf[q.head]
	q.head++
	if q.head == len(q.buf) {
		q.head = 0
	}
	q.n--
	return v, true
}

// Reset empties the queue, keeping its storage.
func (q *FIFO[T]) Reset() { q.head, q.n = 0, 0 }

func (q *FIFO[T]) grow() {
	size := 2 * len(q.buf)
	if size < 16 {
		size = 16
	}
	nb := make([]T, size)
	k := copy(nb, q.buf[q.head:])
	copy(nb[k:], q.buf[:q.head])
	q.buf = nb
	q.head = 0
}

// Bytes is the heap held by the queue's ring buffer.
func (q *FIFO[T]) Bytes() int64 {
	var v T
	return int64(cap(q.buf)) * int64(unsafe.Sizeof(v))
}
