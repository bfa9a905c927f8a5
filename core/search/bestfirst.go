package search

import (
	"searchlab/core/search/internal/frontier"
)

// bestFirst is the one best-first graph search loop behind UCS, greedy
// best-first search, A*, weighted A* and ARA* (AIMA 4e §3.3.1, Figure 3.7
// BEST-FIRST-SEARCH): repeatedly remove the frontier node with the lowest
// priority f = wg·g + wh·h, goal-test it (late goal test, needed for
// optimality), and expand it. Every state has one node; the frontier is an
// indexed binary heap holding node indices with decrease-key, so there are
// no stale entries.
//
// When a cheaper path to an already reached state is found:
//   - if the state is still on the frontier, its node takes the new parent
//     and cost and its priority is decreased in place;
//   - if it was already expanded, the reopen policy decides: reopenAlways
//     (priorities that depend on g) puts it back on the frontier, which
//     keeps A* optimal with an admissible but inconsistent heuristic;
//     reopenNever (greedy search, whose priority ignores g) leaves it alone;
//     reopenLater (ARA*) keeps it in a list of inconsistent states for the
//     next round.
//
// Ties are broken by lower h, then by first-in first-out order of the time
// the node's priority was set, so runs are deterministic.
type bestFirst[S comparable, A any] struct {
	base[S, A]
	wg, wh  float64
	reopen  reopenPolicy
	tree    arena[S, A]
	hs      []float64
	flags   []nodeFlags
	reached map[S]int32
	open    frontier.Heap
	// incons lists the expanded nodes reached again more cheaply
	// (reopenLater), each once (flagIncons).
	incons []int32
	// prune: children with g + h ≥ prune are not kept (ARA*'s incumbent
	// cost; +Inf otherwise).
	prune   float64
	buf     []A
	started bool
	// treeMode: a tree-like search (Options.TreeSearch; treesearch.go):
	// no reached map, one node per generated child.
	treeMode bool
}

// reopenPolicy says what happens to an expanded node reached again by a
// cheaper path.
type reopenPolicy uint8

const (
	reopenAlways reopenPolicy = iota
	reopenNever
	reopenLater
)

// nodeFlags are a node's set memberships besides the frontier.
type nodeFlags uint8

const (
	flagClosed nodeFlags = 1 << iota // expanded (in this round, for ARA*)
	flagIncons                       // in bestFirst.incons
)

func (b *bestFirst[S, A]) setup(p Problem[S, A], o Options[S], wg, wh float64, reopen reopenPolicy) {
	b.init(p, o)
	b.wg, b.wh, b.reopen = wg, wh, reopen
	b.reached = make(map[S]int32)
	b.prune = inf
	if wh == 0 {
		b.heur = nil // the priority ignores h; do not spend time on it
	}
}

func (b *bestFirst[S, A]) add(s S, a A, parent, depth int32, g, h float64) int32 {
	i := b.tree.add(s, a, parent, depth, g)
	b.hs = append(b.hs, h)
	b.flags = append(b.flags, 0)
	b.reached[s] = i
	return i
}

// key is the frontier priority of node i with path cost g.
func (b *bestFirst[S, A]) key(i int32, g float64) float64 { return b.wg*g + b.wh*b.hs[i] }

// StepN performs up to n Steps and reports whether the search goes on
// (BatchStepper: Run then calls Step directly rather than through the
// Stepper interface).
func (b *bestFirst[S, A]) StepN(n int) bool {
	for ; n > 0; n-- {
		if !b.Step() {
			return false
		}
	}
	return !b.done
}

// Step expands one node and reports whether the search goes on.
func (b *bestFirst[S, A]) Step() bool {
	if b.done {
		return false
	}
	b.begin()
	if b.open.Len() == 0 {
		b.finish(NotFound)
		return false
	}
	it, _ := b.open.Peek()
	i := it.ID
	if n := b.tree.at(i); b.p.IsGoal(n.state) {
		b.open.Pop()
		if b.treeMode {
			b.solNode = i + 1
		}
		b.found(n.state, b.tree.path(i), n.g)
		return false
	}
	if b.budgetSpent() {
		b.finish(BudgetExceeded)
		return false
	}
	b.open.Pop()
	b.expand(i)
	return true
}

// begin puts the start state on the frontier at the first call.
func (b *bestFirst[S, A]) begin() {
	if b.started {
		return
	}
	b.started = true
	s := b.p.Initial()
	h := b.h(s)
	var zero A
	var root, id int32
	if b.treeMode {
		root = b.addNode(s, zero, -1, 0, 0, h)
		id = root + 1
	} else {
		root = b.add(s, zero, -1, 0, 0, h)
	}
	b.open.Push(root, b.wh*h, h)
	b.stats.Generated++
	b.noteFrontier(1)
	if b.obs != nil {
		b.obs(Event[S]{Kind: Generate, State: s, H: h, Root: true, Frontier: 1, Node: id})
	}
}

// expand closes node i (already taken off the frontier) and generates its
// children.
func (b *bestFirst[S, A]) expand(i int32) {
	if b.treeMode {
		b.expandTree(i)
		return
	}
	n := b.close(i)
	depth := n.depth + 1
	for _, a := range b.buf {
		s, g := b.child(&n, a)
		j, seen := b.reached[s]
		var h float64
		if seen {
			m := b.tree.at(j)
			closed := b.flags[j]&flagClosed != 0
			h = b.hs[j]
			if g >= m.g || (closed && b.reopen == reopenNever) || g+h >= b.prune {
				b.dropped(s, n.state, depth, g, h)
				continue
			}
			m.parent, m.action, m.depth, m.g = i, a, depth, g
			switch {
			case closed && b.reopen == reopenLater:
				if b.flags[j]&flagIncons == 0 {
					b.flags[j] |= flagIncons
					b.incons = append(b.incons, j)
				}
			case b.wg != 0 || closed:
				b.flags[j] &^= flagClosed
				b.open.Push(j, b.key(j, g), h)
			}
		} else {
			h = b.h(s)
			if g+h >= b.prune {
				b.dropped(s, n.state, depth, g, h)
				continue
			}
			j = b.add(s, a, i, depth, g, h)
			b.open.Push(j, b.key(j, g), h)
		}
		b.generated(s, n.state, depth, g, h, j, i)
	}
	b.noteFrontier(b.open.Len())
	b.stats.MemoryBytes = b.bytes()
}

// close closes node i (taken off the frontier), counts and reports its
// expansion and lists its actions in b.buf; it returns the node.
func (b *bestFirst[S, A]) close(i int32) node[S, A] {
	n := *b.tree.at(i)
	b.flags[i] |= flagClosed
	b.stats.Expanded++
	if b.obs != nil {
		b.obs(Event[S]{Kind: Expand, State: n.state, Depth: int(n.depth), G: n.g, H: b.hs[i],
			Frontier: b.open.Len(), Explored: len(b.reached), Node: b.id(i)})
	}
	b.buf = b.p.Actions(n.state, b.buf)
	return n
}

// child generates the successor of node n by action a: its state and its
// path cost.
func (b *bestFirst[S, A]) child(n *node[S, A], a A) (S, float64) {
	s := b.p.Result(n.state, a)
	b.stats.Generated++
	return s, n.g + b.p.Cost(n.state, a, s)
}

// generated notes the depth of successor s of parent, kept as node j
// (a child of node i), and reports it.
func (b *bestFirst[S, A]) generated(s, parent S, depth int32, g, h float64, j, i int32) {
	b.noteDepth(int(depth))
	if b.obs != nil {
		b.obs(Event[S]{Kind: Generate, State: s, Parent: parent, Depth: int(depth), G: g, H: h,
			Frontier: b.open.Len(), Explored: len(b.reached), Node: b.id(j), ParentNode: b.id(i)})
	}
}

// id is node i's id in events: i+1 in a tree-like search, where a state
// does not name a node; 0 in a graph search.
func (b *bestFirst[S, A]) id(i int32) int32 {
	if b.treeMode {
		return i + 1
	}
	return 0
}

// dropped reports a successor s of parent that was generated and counted
// but not kept (reached before at no greater cost, an expanded state the
// policy does not reopen, or g + h at or above the prune bound).
func (b *bestFirst[S, A]) dropped(s, parent S, depth int32, g, h float64) {
	if b.obs != nil {
		b.obs(Event[S]{Kind: Generate, State: s, Parent: parent, Depth: int(depth), G: g, H: h, Dropped: true,
			Frontier: b.open.Len(), Explored: len(b.reached)})
	}
}

// bytes is the memory the search's structures hold.
func (b *bestFirst[S, A]) bytes() int64 {
	m := b.tree.arenaBytes() + SliceBytes(b.hs) + SliceBytes(b.flags) + b.open.Bytes() + SliceBytes(b.incons)
	if !b.treeMode { // the reached map, one entry per node
		m += MapBytes[S, int32](b.tree.len())
	}
	return m
}

// lowerBound returns min(g + h) over the frontier and the inconsistent
// list, capped at limit: with an admissible h, no solution cheaper than it
// was left unexplored, since the first state on an optimal path that was
// not expanded with its optimal cost sits in one of the two with that cost
// (Likhachev, Gordon & Thrun 2003, Theorem 4 of ARA*'s analysis; it needs
// admissibility, not consistency). One scan of both.
func (b *bestFirst[S, A]) lowerBound(limit float64) float64 {
	lb := limit
	for _, it := range b.open.Items() {
		lb = min(lb, b.tree.at(it.ID).g+b.hs[it.ID])
	}
	for _, j := range b.incons {
		lb = min(lb, b.tree.at(j).g+b.hs[j])
	}
	return lb
}
