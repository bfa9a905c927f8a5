package frontier

import "unsafe"

// Heap is an indexed binary min-heap of item ids (small non-negative
// integers, e.g. indices into a node arena). Each id is present at most
// once; pushing a present id changes its key in place (decrease-key or
// increase-key), so the heap never holds stale entries.
//
// Order: lower F first, then lower H, then the id whose key was set earlier
// (FIFO). The order is therefore fully deterministic.
//
// Push, Pop and Remove cost O(log n); Contains and Len O(1).
type Heap struct {
	items []HeapItem
	pos   []int32 // pos[id] = index in items + 1; 0 means absent
	seq   uint64
}

// HeapItem is one heap entry.
type HeapItem struct {
	ID  int32
	F   float64
	H   float64
	Seq uint64
}

// HeapItemSize is the size in bytes of one entry (for memory estimates).
const HeapItemSize = int64(unsafe.Sizeof(HeapItem{})) + 4

// Len returns the number of items.
func (h *Heap) Len() int { return len(h.items) }

// Contains reports whether id is in the heap.
func (h *Heap) Contains(id int32) bool {
	return int(id) < len(h.pos) && h.pos[id] != 0
}

// Push inserts id with keys f and h, or, when id is already present,
// replaces its keys (and its FIFO position) and restores heap order.
func (h *Heap) Push(id int32, f, hv float64) {
	h.seq++
	for int(id) >= len(h.pos) {
		h.pos = append(h.pos, 0)
	}
	if p := h.pos[id]; p != 0 {
		i := int(p - 1)
		h.items[i] = HeapItem{ID: id, F: f, H: hv, Seq: h.seq}
		if !h.up(i) {
			h.down(i)
		}
		return
	}
	h.items = append(h.items, HeapItem{ID: id, F: f, H: hv, Seq: h.seq})
	i := len(h.items) - 1
	h.pos[id] = int32(i + 1)
	h.up(i)
}

// Peek returns the minimum item without removing it; ok is false when the
// heap is empty.
func (h *Heap) Peek() (it HeapItem, ok bool) {
	if len(h.items) == 0 {
		return it, false
	}
	return h.items[0], true
}

// Pop removes and returns the minimum item; ok is false when the heap is
// empty.
func (h *Heap) Pop() (it HeapItem, ok bool) {
	n := len(h.items)
	if n == 0 {
		return it, false
	}
	it = h.items[0]
	h.swap(0, n-1)
	h.items = h.items[:n-1]
	h.pos[it.ID] = 0
	if n > 1 {
		h.down(0)
	}
	return it, true
}

// Items returns the items in heap order (the minimum first, the rest in
// no particular order). The slice is the heap's own: read it only.
func (h *Heap) Items() []HeapItem { return h.items }

// Rebuild calls update on every item, which may change the item's keys F
// and H (its FIFO position stays) or return false to remove it, then
// restores heap order in O(n).
func (h *Heap) Rebuild(update func(it *HeapItem) bool) {
	k := 0
	for _, it := range h.items {
		if update(&it) {
			h.items[k] = it
			k++
		} else {
			h.pos[it.ID] = 0
		}
	}
	h.items = h.items[:k]
	for i := range h.items {
		h.pos[h.items[i].ID] = int32(i + 1)
	}
	for i := k/2 - 1; i >= 0; i-- {
		h.down(i)
	}
}

// Reset empties the heap, keeping its storage.
func (h *Heap) Reset() {
	for _, it := range h.items {
		h.pos[it.ID] = 0
	}
	h.items = h.items[:0]
}

func (h *Heap) less(i, j int) bool {
	a, b := &h.items[i], &h.items[j]
	if a.F != b.F {
		return a.F < b.F
	}
	if a.H != b.H {
		return a.H < b.H
	}
	return a.Seq < b.Seq
}

func (h *Heap) swap(i, j int) {
	h.items[i], h.items[j] = h.items[j], h.items[i]
	h.pos[h.items[i].ID] = int32(i + 1)
	h.pos[h.items[j].ID] = int32(j + 1)
}

// up moves item i towards the root; it reports whether it moved.
func (h *Heap) up(i int) bool {
	moved := false
	for i > 0 {
		parent := (i - 1) / 2
		if !h.less(i, parent) {
			break
		}
		h.swap(i, parent)
		i = parent
		moved = true
	}
	return moved
}

func (h *Heap) down(i int) {
	n := len(h.items)
	for {
		l := 2*i + 1
		if l >= n {
			return
		}
		m := l
		if r := l + 1; r < n && h.less(r, l) {
			m = r
		}
		if !h.less(m, i) {
			return
		}
		h.swap(i, m)
		i = m
	}
}

// Bytes is the heap held by the heap's items and its position index.
func (h *Heap) Bytes() int64 {
	return int64(cap(h.items))*int64(unsafe.Sizeof(HeapItem{})) + int64(cap(h.pos))*4
}
