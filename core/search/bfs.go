package search

// BFS is breadth-first graph search (AIMA 4e §3.4.1, Figure 3.9): a FIFO
// frontier, a reached set, and the goal test applied when a state is
// generated ("early goal test"), so the search stops one layer sooner than
// with a late test.
//
// Complete on finite problems and whenever a solution exists at finite depth
// with finite branching; optimal in the number of actions (so optimal for
// unit step costs, not for general costs). Time and space O(b^d) for
// branching factor b and solution depth d.
//
// One Step expands one node. Limits.MaxNodes bounds expansions exactly;
// Limits.MaxDepth is not used.
//
// With Options.TreeSearch it is a tree-like search (treesearch.go): no
// reached set; still complete with finite branching and optimal in the
// number of actions, with more nodes wherever states repeat.
type BFS[S comparable, A any] struct {
	base[S, A]
	fifoSide[S, A]
	buf      []A
	started  bool
	treeMode bool // tree-like search (Options.TreeSearch; treesearch.go)
}

// NewBFS returns a breadth-first search of p (a tree-like one, with no
// reached set, when o.TreeSearch is set; see treesearch.go).
func NewBFS[S comparable, A any](p Problem[S, A], o Options[S]) *BFS[S, A] {
	b := &BFS[S, A]{fifoSide: newFIFOSide[S, A](o.TreeSearch), treeMode: o.TreeSearch}
	b.init(p, o)
	return b
}

// StepN performs up to n Steps and reports whether the search goes on
// (BatchStepper: Run then calls Step directly rather than through the
// Stepper interface).
func (b *BFS[S, A]) StepN(n int) bool {
	for ; n > 0; n-- {
		if !b.Step() {
			return false
		}
	}
	return !b.done
}

// Step expands one node and reports whether the search goes on. The graph
// search and the tree-like one (treesearch.go) share this loop: without a
// reached set nothing is dropped as seen, and events name nodes.
func (b *BFS[S, A]) Step() bool {
	if b.done {
		return false
	}
	if !b.started {
		b.started = true
		s := b.p.Initial()
		root := b.root(s)
		b.stats.Generated++
		if b.p.IsGoal(s) {
			if b.obs != nil {
				b.obs(Event[S]{Kind: Generate, State: s, H: b.h(s), Root: true, Explored: b.explored(), Node: b.id(root)})
			}
			b.foundAt(s, root, nil, 0)
			return false
		}
		b.frontier.Push(root)
		b.noteFrontier(1)
		if b.obs != nil {
			b.obs(Event[S]{Kind: Generate, State: s, H: b.h(s), Root: true, Frontier: 1, Explored: b.explored(), Node: b.id(root)})
		}
	}
	if b.frontier.Len() == 0 {
		b.finish(NotFound)
		return false
	}
	if b.budgetSpent() {
		b.finish(BudgetExceeded)
		return false
	}
	i, n := b.pop()
	b.stats.Expanded++
	if b.obs != nil {
		b.obs(Event[S]{Kind: Expand, State: n.state, Depth: int(n.depth), G: n.g, H: b.h(n.state),
			Frontier: b.frontier.Len(), Explored: b.explored(), Node: b.id(i)})
	}
	b.buf = b.p.Actions(n.state, b.buf)
	depth := n.depth + 1
	for _, a := range b.buf {
		s := b.p.Result(n.state, a)
		b.stats.Generated++
		if b.seen(s) {
			if b.obs != nil {
				b.obs(Event[S]{Kind: Generate, State: s, Parent: n.state, Depth: int(depth), Dropped: true,
					Frontier: b.frontier.Len(), Explored: b.explored()})
			}
			continue
		}
		g := n.g + b.p.Cost(n.state, a, s)
		c := b.add(s, a, i, depth, g)
		b.noteDepth(int(depth))
		if b.p.IsGoal(s) {
			// Early goal test: the goal is not pushed, but the successors
			// pushed before it were held.
			b.noteFrontier(b.frontier.Len())
			if b.obs != nil {
				b.obs(Event[S]{Kind: Generate, State: s, Parent: n.state, Depth: int(depth), G: g, H: b.h(s),
					Frontier: b.frontier.Len(), Explored: b.explored(), Node: b.id(c), ParentNode: b.id(i)})
			}
			b.foundAt(s, c, b.tree.path(c), g)
			b.memory()
			return false
		}
		b.frontier.Push(c)
		if b.obs != nil {
			b.obs(Event[S]{Kind: Generate, State: s, Parent: n.state, Depth: int(depth), G: g, H: b.h(s),
				Frontier: b.frontier.Len(), Explored: b.explored(), Node: b.id(c), ParentNode: b.id(i)})
		}
	}
	b.noteFrontier(b.frontier.Len())
	b.memory()
	return true
}

// id is node i's id in events: i+1 in a tree-like search, where a state
// does not name a node; 0 in a graph search.
func (b *BFS[S, A]) id(i int32) int32 {
	if b.treeMode {
		return i + 1
	}
	return 0
}

// foundAt records the solution held by node i.
func (b *BFS[S, A]) foundAt(goal S, i int32, actions []A, cost float64) {
	b.solNode = b.id(i)
	b.found(goal, actions, cost)
}

// memory updates the MemoryBytes estimate: the side's arena, frontier and
// reached map (fifoSide.bytes).
func (b *BFS[S, A]) memory() { b.stats.MemoryBytes = b.bytes() }
