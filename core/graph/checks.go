package graph

import (
	"container/heap"
	"math"
)

// TrueCost returns, for every node, the cost of a cheapest path from it to
// the nearest goal (+Inf where no goal is reachable): Dijkstra's algorithm
// (Dijkstra 1959) run backward from all goals along the entering arcs.
// O((V + E) log V).
func TrueCost(g *Graph) []float64 {
	d := make([]float64, len(g.Nodes))
	for i := range d {
		d[i] = math.Inf(1)
	}
	q := &costHeap{}
	for _, x := range g.Goals {
		d[x] = 0
		heap.Push(q, costItem{x, 0})
	}
	for q.Len() > 0 {
		it := heap.Pop(q).(costItem)
		if it.d > d[it.n] {
			continue
		}
		for _, a := range g.In[it.n] {
			arc := g.Arcs[a]
			if nd := it.d + arc.Cost; nd < d[arc.From] {
				d[arc.From] = nd
				heap.Push(q, costItem{arc.From, nd})
			}
		}
	}
	return d
}

// Report is the heuristic check of a graph: the true costs, the nodes where
// h overestimates them (h is not admissible there) and the arcs along which
// h drops by more than the arc's cost (h is not consistent there).
type Report struct {
	TrueCost      []float64
	NotAdmissible []int32 // nodes with h > true cost
	NotConsistent []int32 // arcs u→v with h(u) > cost + h(v)
}

// Admissible reports whether h never overestimates.
func (r Report) Admissible() bool { return len(r.NotAdmissible) == 0 }

// Consistent reports whether h satisfies the triangle inequality on every arc.
func (r Report) Consistent() bool { return len(r.NotConsistent) == 0 }

// checkEps absorbs rounding in positions and straight-line distances.
const checkEps = 1e-9

// Check compares h (one value per node) with the true costs of g.
// A node from which no goal is reachable is never counted against
// admissibility (its true cost is infinite).
func Check(g *Graph, h []float64) Report {
	r := Report{TrueCost: TrueCost(g)}
	for i, t := range r.TrueCost {
		if h[i] > t+checkEps*(1+t) {
			r.NotAdmissible = append(r.NotAdmissible, int32(i))
		}
	}
	for i, a := range g.Arcs {
		if h[a.From] > a.Cost+h[a.To]+checkEps*(1+h[a.From]) {
			r.NotConsistent = append(r.NotConsistent, int32(i))
		}
	}
	return r
}

type costItem struct {
	n int32
	d float64
}

type costHeap []costItem

func (h costHeap) Len() int           { return len(h) }
func (h costHeap) Less(i, j int) bool { return h[i].d < h[j].d }
func (h costHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *costHeap) Push(x any)        { *h = append(*h, x.(costItem)) }
func (h *costHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}
