package search

import (
	"searchlab/core/internal/chunk"
	"searchlab/core/search/internal/frontier"
)

// DFS is depth-first graph search (AIMA 4e §3.4.3): a LIFO frontier and an
// explored set, with the goal test applied when a node is taken from the
// frontier. Successors are pushed in reverse so they are tried in the
// problem's action order. An optional depth limit (Limits.MaxDepth > 0)
// stops expansion at that depth; the explored set then records the depth at
// which each state was expanded and a state is expanded again only when
// reached by a shorter path, so the limit does not hide solutions within it.
//
// Complete on finite state spaces (the explored set prevents loops), not on
// infinite ones without a depth limit; not optimal. Time O(|S| + |E|) on an
// explicit graph (O(b^m) on a tree of depth m); space for the explored set
// and a frontier of up to one entry per generated edge.
//
// Status: Found; NotFound when the space (within the limit) was exhausted;
// Cutoff when the depth limit stopped a node with unexplored successors and
// no goal was found. One Step expands one node.
//
// With Options.TreeSearch it is a tree-like search (treesearch.go): no
// explored set and no path check, so it is incomplete on any state space
// with a cycle (it goes round the cycle until a budget ends it with
// BudgetExceeded); a depth limit makes it depth-limited search. It frees
// each finished branch, so it holds O(bm) nodes (m: the deepest path).
type DFS[S comparable, A any] struct {
	base[S, A]
	tree     arena[S, A]
	explored map[S]int32 // state -> depth at which it was expanded
	frontier frontier.LIFO[int32]
	buf      []A
	started  bool
	cut      bool
	treeMode bool // tree-like search (Options.TreeSearch; treesearch.go)
	// ids are the tree search's node ids, by arena index (the arena
	// reuses the indices of the branches it frees), and lastID the last
	// id given.
	ids    chunk.Slice[int32]
	lastID int32
}

// NewDFS returns a depth-first graph search of p (a tree-like one, with no
// explored set, when o.TreeSearch is set: it loops on a cycle until a
// budget stops it; see treesearch.go).
func NewDFS[S comparable, A any](p Problem[S, A], o Options[S]) *DFS[S, A] {
	d := &DFS[S, A]{treeMode: o.TreeSearch}
	if !d.treeMode {
		d.explored = make(map[S]int32)
	}
	d.init(p, o)
	return d
}

// seen reports whether s was already expanded (with a depth limit: at a
// depth ≤ depth).
func (d *DFS[S, A]) seen(s S, depth int32) bool {
	e, ok := d.explored[s]
	return ok && (e <= depth || d.limits.MaxDepth <= 0)
}

// Step expands one node and reports whether the search goes on.
func (d *DFS[S, A]) Step() bool {
	if d.done {
		return false
	}
	if d.treeMode {
		return d.stepTree()
	}
	if !d.started {
		d.start()
	}
	for {
		i, ok := d.frontier.Pop()
		if !ok {
			return d.exhausted()
		}
		n := *d.tree.at(i)
		if d.seen(n.state, n.depth) {
			continue
		}
		if d.p.IsGoal(n.state) {
			d.found(n.state, d.tree.path(i), n.g)
			return false
		}
		if d.budgetSpent() {
			d.frontier.Push(i)
			d.finish(BudgetExceeded)
			return false
		}
		d.explored[n.state] = n.depth
		d.buf = d.p.Actions(n.state, d.buf)
		depth := n.depth + 1
		if lim := d.limits.MaxDepth; lim > 0 && int(n.depth) >= lim {
			// At the limit: note whether anything was cut off.
			for _, a := range d.buf {
				s := d.p.Result(n.state, a)
				d.stats.Generated++
				if d.obs != nil {
					d.obs(Event[S]{Kind: Generate, State: s, Parent: n.state, Depth: int(depth), Dropped: true,
						Frontier: d.frontier.Len(), Explored: len(d.explored)})
				}
				if !d.seen(s, depth) {
					d.cut = true
					break
				}
			}
			return true
		}
		d.stats.Expanded++
		if d.obs != nil {
			d.obs(Event[S]{Kind: Expand, State: n.state, Depth: int(n.depth), G: n.g, H: d.h(n.state),
				Frontier: d.frontier.Len(), Explored: len(d.explored)})
		}
		for k := len(d.buf) - 1; k >= 0; k-- {
			a := d.buf[k]
			s := d.p.Result(n.state, a)
			d.stats.Generated++
			if d.seen(s, depth) {
				if d.obs != nil {
					d.obs(Event[S]{Kind: Generate, State: s, Parent: n.state, Depth: int(depth), Dropped: true,
						Frontier: d.frontier.Len(), Explored: len(d.explored)})
				}
				continue
			}
			g := n.g + d.p.Cost(n.state, a, s)
			d.frontier.Push(d.tree.add(s, a, i, depth, g))
			d.noteDepth(int(depth))
			if d.obs != nil {
				d.obs(Event[S]{Kind: Generate, State: s, Parent: n.state, Depth: int(depth), G: g, H: d.h(s),
					Frontier: d.frontier.Len(), Explored: len(d.explored)})
			}
		}
		d.noteFrontier(d.frontier.Len())
		d.stats.MemoryBytes = d.tree.arenaBytes() + MapBytes[S, int32](len(d.explored)) + d.frontier.Bytes()
		return true
	}
}

// start puts the root on the frontier and reports it (in a tree-like
// search with its node id).
func (d *DFS[S, A]) start() {
	d.started = true
	s := d.p.Initial()
	var zero A
	var root int32
	if d.treeMode {
		root = d.addTree(s, zero, -1, 0, 0)
	} else {
		root = d.tree.add(s, zero, -1, 0, 0)
	}
	d.frontier.Push(root)
	d.stats.Generated++
	d.noteFrontier(1)
	if d.obs != nil {
		ev := Event[S]{Kind: Generate, State: s, H: d.h(s), Root: true, Frontier: 1}
		if d.treeMode {
			ev.Node = *d.ids.At(root)
		}
		d.obs(ev)
	}
}

// exhausted ends a search whose frontier ran empty: Cutoff when the depth
// limit cut something off, else NotFound. It reports false (the search
// does not go on).
func (d *DFS[S, A]) exhausted() bool {
	if d.cut {
		d.finish(Cutoff)
	} else {
		d.finish(NotFound)
	}
	return false
}
