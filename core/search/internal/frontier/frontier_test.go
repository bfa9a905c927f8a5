package frontier

import (
	"math/rand/v2"
	"sort"
	"testing"
)

func TestFIFOOrderAcrossWrap(t *testing.T) {
	var q FIFO[int]
	next, want := 0, 0
	r := rand.New(rand.NewPCG(1, 1))
	for i := 0; i < 10000; i++ {
		if r.IntN(3) > 0 {
			q.Push(next)
			next++
		} else if v, ok := q.Pop(); ok {
			if v != want {
				t.Fatalf("popped %d, want %d", v, want)
			}
			want++
		}
		if q.Len() != next-want {
			t.Fatalf("len %d, want %d", q.Len(), next-want)
		}
	}
	q.Reset()
	if _, ok := q.Pop(); ok || q.Len() != 0 {
		t.Fatal("reset queue not empty")
	}
}

func TestLIFO(t *testing.T) {
	var s LIFO[string]
	for _, v := range []string{"a", "b", "c"} {
		s.Push(v)
	}
	for _, want := range []string{"c", "b", "a"} {
		if v, ok := s.Pop(); !ok || v != want {
			t.Fatalf("popped %q, want %q", v, want)
		}
	}
	if _, ok := s.Pop(); ok {
		t.Fatal("pop from empty stack succeeded")
	}
}

// TestHeapAgainstSort: random pushes, key changes and pops agree with a
// reference that sorts by (f, h, time the key was set).
func TestHeapAgainstSort(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	var h Heap
	type key struct {
		f, h float64
		seq  int
	}
	ref := map[int32]key{}
	seq := 0
	for i := 0; i < 20000; i++ {
		switch op := r.IntN(4); {
		case op < 2: // push a new id or change an existing one
			id := int32(r.IntN(300))
			f, hv := float64(r.IntN(20)), float64(r.IntN(5))
			seq++
			ref[id] = key{f, hv, seq}
			h.Push(id, f, hv)
		default:
			it, ok := h.Pop()
			if !ok {
				if len(ref) != 0 {
					t.Fatal("heap empty, reference not")
				}
				continue
			}
			ids := make([]int32, 0, len(ref))
			for id := range ref {
				ids = append(ids, id)
			}
			sort.Slice(ids, func(a, b int) bool {
				x, y := ref[ids[a]], ref[ids[b]]
				if x.f != y.f {
					return x.f < y.f
				}
				if x.h != y.h {
					return x.h < y.h
				}
				return x.seq < y.seq
			})
			if it.ID != ids[0] || it.F != ref[ids[0]].f {
				t.Fatalf("popped %d (f %v), want %d (f %v)", it.ID, it.F, ids[0], ref[ids[0]].f)
			}
			delete(ref, it.ID)
		}
		if h.Len() != len(ref) {
			t.Fatalf("len %d, want %d", h.Len(), len(ref))
		}
		for id := range ref {
			if !h.Contains(id) {
				t.Fatalf("id %d missing", id)
			}
		}
	}
	h.Reset()
	if h.Len() != 0 || h.Contains(0) {
		t.Fatal("reset heap not empty")
	}
}

// TestHeapRebuild re-keys and filters a heap with Rebuild and checks the
// pops against a sorted reference, FIFO positions kept.
func TestHeapRebuild(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 9))
	var h Heap
	type key struct {
		id   int32
		f, h float64
		seq  int
	}
	var ref []key
	for i := 0; i < 2000; i++ {
		f, hv := float64(r.IntN(50)), float64(r.IntN(7))
		h.Push(int32(i), f, hv)
		ref = append(ref, key{int32(i), f, hv, i})
	}
	// New keys f' = f − h + 3h (a new weight on h); drop ids divisible by 3.
	h.Rebuild(func(it *HeapItem) bool {
		if it.ID%3 == 0 {
			return false
		}
		it.F = it.F + 2*it.H
		return true
	})
	var want []key
	for _, k := range ref {
		if k.id%3 != 0 {
			k.f += 2 * k.h
			want = append(want, k)
		}
	}
	sort.Slice(want, func(a, b int) bool {
		x, y := want[a], want[b]
		if x.f != y.f {
			return x.f < y.f
		}
		if x.h != y.h {
			return x.h < y.h
		}
		return x.seq < y.seq
	})
	if h.Len() != len(want) || h.Contains(0) || !h.Contains(1) {
		t.Fatalf("len %d (want %d), contains 0 %v, 1 %v", h.Len(), len(want), h.Contains(0), h.Contains(1))
	}
	for _, k := range want {
		it, _ := h.Pop()
		if it.ID != k.id || it.F != k.f {
			t.Fatalf("popped %d (f %v), want %d (f %v)", it.ID, it.F, k.id, k.f)
		}
	}
}
