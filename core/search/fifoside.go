package search

import "searchlab/core/search/internal/frontier"

// fifoSide is one breadth-first search front (AIMA 4e §3.4.1, Figure 3.9):
// the nodes in an arena, the frontier as a FIFO of arena indices, and the
// reached map from state to node. BFS holds one; bidirectional search
// (§3.4.5) holds one per direction and runs the same generate step on each:
// drop a successor its side has reached, else add it as a node and mark it
// reached. A tree-like BFS (treesearch.go) has no reached map (nil): nothing
// is seen and every successor becomes a node.
//
// Every method is O(1) expected (a map operation, an arena append, a
// queue push or pop) and small enough to inline into the searches' loops;
// BenchmarkBFSSteppable and BenchmarkBidirectional measure them.
type fifoSide[S comparable, A any] struct {
	tree     arena[S, A]
	reached  map[S]int32 // nil: a tree-like search
	frontier frontier.FIFO[int32]
}

// newFIFOSide returns an empty side, with a reached map unless treeLike.
func newFIFOSide[S comparable, A any](treeLike bool) fifoSide[S, A] {
	var f fifoSide[S, A]
	if !treeLike {
		f.reached = make(map[S]int32)
	}
	return f
}

// root adds s as a root node (no parent, depth 0, cost 0) and marks it
// reached; the caller pushes it.
func (f *fifoSide[S, A]) root(s S) int32 {
	var zero A
	return f.add(s, zero, -1, 0, 0)
}

// seen reports whether this side has reached s (never in a tree-like
// search).
func (f *fifoSide[S, A]) seen(s S) bool {
	_, ok := f.reached[s]
	return ok
}

// add adds s, reached from node parent by a, as a node and marks it
// reached; the caller pushes it (BFS first tests it for a goal).
func (f *fifoSide[S, A]) add(s S, a A, parent, depth int32, g float64) int32 {
	c := f.tree.add(s, a, parent, depth, g)
	if f.reached != nil {
		f.reached[s] = c
	}
	return c
}

// pop removes the frontier's oldest node and returns its index and a copy
// of it (the arena's pointer is valid only until the next add).
func (f *fifoSide[S, A]) pop() (int32, node[S, A]) {
	i, _ := f.frontier.Pop()
	return i, *f.tree.at(i)
}

// explored is the number of states this side has reached.
func (f *fifoSide[S, A]) explored() int { return len(f.reached) }

// bytes estimates the side's memory: the node arena, the frontier of int32
// indices and the reached map (one entry per node; none in a tree-like
// search).
func (f *fifoSide[S, A]) bytes() int64 {
	m := f.tree.arenaBytes() + f.frontier.Bytes()
	if f.reached != nil {
		m += MapBytes[S, int32](f.tree.len())
	}
	return m
}
