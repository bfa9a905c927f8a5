package search

// Tree-like search (AIMA 4e §3.3.3, "Redundant paths"): the variants of
// breadth-first, depth-first and best-first search that keep no reached
// (or explored) set. Every child a node generates becomes a new node on the
// frontier, so a state reached along k paths is held, and expanded, k
// times, and a cycle makes the search come back to a state it has already
// expanded. AIMA calls this TREE-LIKE-SEARCH beside the graph search of
// Figure 3.7 (BEST-FIRST-SEARCH); a teacher shows it to make depth-first
// search loop. Options.TreeSearch selects it. Each algorithm keeps its
// graph-search path unchanged: the tree variant is a separate function
// chosen once per step, so the graph searches pay one predictable branch.
//
// Properties of the tree variants (AIMA 4e §3.4, §3.5):
//   - breadth-first: complete when the branching factor is finite (the
//     shallowest goal is reached layer by layer, cycles or not), optimal
//     in the number of actions; time and space O(b^d), more nodes than the
//     graph search whenever states repeat.
//   - depth-first: not complete on a state space with cycles (it can follow
//     a cycle forever: only a budget stops it, BudgetExceeded) nor on an
//     infinite one; not optimal. With a depth limit it is depth-limited
//     search and terminates.
//   - uniform-cost: complete and optimal when every step cost is at least
//     some ε > 0 (a zero-cost cycle can trap it).
//   - A*: optimal with an admissible heuristic (consistency is not needed,
//     since nothing is ever closed), complete with costs ≥ ε > 0.
//   - greedy best-first: incomplete even on finite spaces (it can bounce
//     between two states that look close to the goal), not optimal.
//
// Memory: the nodes live in the search's arena (the frontier's nodes need
// their ancestors for the path back), and Stats.MemoryBytes counts the
// arena's peak plus the frontier, with no reached map. Depth-first tree
// search frees each finished branch, so it holds O(bm) nodes, AIMA's
// figure (b the branching factor, m the deepest path: with a depth limit,
// the limit); breadth-first and best-first tree search keep every node
// generated, O(b^d), more than their graph searches wherever states
// repeat.

// treeLike makes b a tree-like search when o asks for one (UCS, greedy and
// A*; weighted A* and ARA* stay graph searches).
func (b *bestFirst[S, A]) treeLike(o Options[S]) {
	if o.TreeSearch {
		b.treeMode = true
		b.reached = nil
	}
}

// addNode is add without the reached map (tree-like search).
func (b *bestFirst[S, A]) addNode(s S, a A, parent, depth int32, g, h float64) int32 {
	i := b.tree.add(s, a, parent, depth, g)
	b.hs = append(b.hs, h)
	b.flags = append(b.flags, 0)
	return i
}

// expandTree is expand for a tree-like search: node i's children all go on
// the frontier as new nodes, whatever states they hold.
func (b *bestFirst[S, A]) expandTree(i int32) {
	n := b.close(i)
	depth := n.depth + 1
	for _, a := range b.buf {
		s, g := b.child(&n, a)
		h := b.h(s)
		j := b.addNode(s, a, i, depth, g, h)
		b.open.Push(j, b.key(j, g), h)
		b.generated(s, n.state, depth, g, h, j, i)
	}
	b.noteFrontier(b.open.Len())
	b.stats.MemoryBytes = b.bytes()
}

// stepTree is Step for a tree-like depth-first search: the same LIFO
// frontier and late goal test, no explored set (so no path check either:
// on a cycle it goes round until a budget stops it). A depth limit
// (Limits.MaxDepth > 0) still stops expansion at that depth and reports
// Cutoff when it cut anything off.
//
// Space is AIMA's O(bm): the stack holds nodes in arena order, so when node
// i is popped every node after it in the arena is off the stack and an
// ancestor of nothing on it (a finished branch), and the arena is cut back
// to i. Node ids (Event.Node) are kept apart so they stay unique.
func (d *DFS[S, A]) stepTree() bool {
	if !d.started {
		d.start()
	}
	i, ok := d.frontier.Pop()
	if !ok {
		return d.exhausted()
	}
	d.tree.truncate(int(i) + 1)
	d.ids.Truncate(int(i) + 1)
	n := *d.tree.at(i)
	id := *d.ids.At(i)
	if d.p.IsGoal(n.state) {
		d.foundNode(n.state, id-1, d.tree.path(i), n.g)
		return false
	}
	if d.budgetSpent() {
		d.frontier.Push(i)
		d.finish(BudgetExceeded)
		return false
	}
	d.buf = d.p.Actions(n.state, d.buf)
	depth := n.depth + 1
	if lim := d.limits.MaxDepth; lim > 0 && int(n.depth) >= lim {
		// At the limit: anything leaving the node is cut off.
		if len(d.buf) > 0 {
			s := d.p.Result(n.state, d.buf[0])
			d.stats.Generated++
			d.cut = true
			if d.obs != nil {
				d.obs(Event[S]{Kind: Generate, State: s, Parent: n.state, Depth: int(depth), Dropped: true,
					Frontier: d.frontier.Len(), ParentNode: id})
			}
		}
		return true
	}
	d.stats.Expanded++
	if d.obs != nil {
		d.obs(Event[S]{Kind: Expand, State: n.state, Depth: int(n.depth), G: n.g, H: d.h(n.state),
			Frontier: d.frontier.Len(), Node: id})
	}
	for k := len(d.buf) - 1; k >= 0; k-- {
		a := d.buf[k]
		s := d.p.Result(n.state, a)
		d.stats.Generated++
		g := n.g + d.p.Cost(n.state, a, s)
		c := d.addTree(s, a, i, depth, g)
		d.frontier.Push(c)
		d.noteDepth(int(depth))
		if d.obs != nil {
			d.obs(Event[S]{Kind: Generate, State: s, Parent: n.state, Depth: int(depth), G: g, H: d.h(s),
				Frontier: d.frontier.Len(), Node: *d.ids.At(c), ParentNode: id})
		}
	}
	d.noteFrontier(d.frontier.Len())
	d.stats.MemoryBytes = d.tree.arenaBytes() + d.ids.Bytes() + d.frontier.Bytes()
	return true
}

// addTree adds a node to a tree-like DFS's arena with the next node id.
func (d *DFS[S, A]) addTree(s S, a A, parent, depth int32, g float64) int32 {
	d.lastID++
	d.ids.Append(d.lastID)
	return d.tree.add(s, a, parent, depth, g)
}
