package search

import "errors"

// ErrNotReversible is reported by NewBidirectional's Err when the problem
// does not implement Reversible.
var ErrNotReversible = errors.New("bidirectional search needs a problem that implements search.Reversible (goal states and predecessors)")

// Bidirectional is bidirectional breadth-first search (AIMA 4e §3.4.5;
// Pohl 1971) for problems implementing Reversible: one breadth-first search
// forward from the initial state and one backward from all goal states
// (through Predecessors), each with its own reached map. It always extends
// the side whose frontier is smaller, one whole layer at a time, and checks
// every newly reached state against the other side's reached map.
//
// Stopping rule: when a meeting is found the current layer is still finished
// and the shortest of all meetings found in it is returned. (With layer-wise
// expansion and meeting checks at generation time the first meeting is
// already shortest, but finishing the layer makes that independent of the
// order within the layer and costs at most one layer.) The returned path is
// therefore optimal in the number of actions: optimal for unit step costs,
// not in general. Result.Cost is the true cost of the path.
//
// Complete (finite branching both ways). Time and space O(b^(d/2)) for
// branching factor b and solution depth d. One Step expands one node of
// either side.
type Bidirectional[S comparable, A any] struct {
	base[S, A]
	rev     Reversible[S, A]
	err     error
	fwd     fifoSide[S, A] // parent: towards the initial state
	bwd     fifoSide[S, A] // parent: towards a goal; action leads from state to parent
	layerF  int            // nodes left in the forward layer being expanded
	layerB  int
	side    int // 0: none chosen, 1 forward, 2 backward
	bestLen int32
	bestF   int32
	bestB   int32
	buf     []A
	ebuf    []Edge[S, A]
	started bool
}

// NewBidirectional returns a bidirectional breadth-first search of p. If p
// does not implement Reversible, the search ends at its first Step with
// status NotFound and Err returns ErrNotReversible; check Err (or the
// capability) before running.
func NewBidirectional[S comparable, A any](p Problem[S, A], o Options[S]) *Bidirectional[S, A] {
	b := &Bidirectional[S, A]{fwd: newFIFOSide[S, A](false), bwd: newFIFOSide[S, A](false), bestLen: -1}
	b.init(p, o)
	if r, ok := p.(Reversible[S, A]); ok {
		b.rev = r
	} else {
		b.err = ErrNotReversible
	}
	return b
}

// Err reports why the search could not run, or nil.
func (b *Bidirectional[S, A]) Err() error { return b.err }

func (b *Bidirectional[S, A]) start() bool {
	b.started = true
	if b.err != nil {
		b.finish(NotFound)
		b.reason = StopReason{} // it could not run: nothing was searched
		return false
	}
	s := b.p.Initial()
	b.fwd.root(s)
	b.stats.Generated++
	if b.p.IsGoal(s) {
		if b.obs != nil {
			b.obs(Event[S]{Kind: Generate, State: s, H: b.h(s), Root: true, Explored: 1})
		}
		b.found(s, nil, 0)
		return false
	}
	b.fwd.frontier.Push(0)
	if b.obs != nil {
		b.obs(Event[S]{Kind: Generate, State: s, H: b.h(s), Root: true, Frontier: 1, Explored: 1})
	}
	for _, gs := range b.rev.Goals() {
		if b.bwd.seen(gs) {
			continue
		}
		b.bwd.frontier.Push(b.bwd.root(gs))
		b.stats.Generated++
		if b.obs != nil {
			b.obs(Event[S]{Kind: Generate, State: gs, Root: true, Backward: true, Frontier: b.frontierLen(),
				Explored: b.explored()})
		}
	}
	b.noteFrontier(b.frontierLen())
	return true
}

// Step expands one node and reports whether the search goes on.
func (b *Bidirectional[S, A]) Step() bool {
	if b.done {
		return false
	}
	if !b.started && !b.start() {
		return false
	}
	if b.side == 0 {
		// Between layers: stop if a meeting was found, else pick a side.
		if b.bestLen >= 0 {
			b.solve()
			return false
		}
		if b.fwd.frontier.Len() == 0 || b.bwd.frontier.Len() == 0 {
			b.finish(NotFound)
			return false
		}
		if b.fwd.frontier.Len() <= b.bwd.frontier.Len() {
			b.side, b.layerF = 1, b.fwd.frontier.Len()
		} else {
			b.side, b.layerB = 2, b.bwd.frontier.Len()
		}
	}
	if b.budgetSpent() {
		b.finish(BudgetExceeded)
		return false
	}
	b.stats.Expanded++
	if b.side == 1 {
		b.expand(false)
		b.layerF--
		if b.layerF == 0 {
			b.side = 0
		}
	} else {
		b.expand(true)
		b.layerB--
		if b.layerB == 0 {
			b.side = 0
		}
	}
	b.noteFrontier(b.frontierLen())
	b.stats.MemoryBytes = b.fwd.bytes() + b.bwd.bytes()
	if b.side == 0 && b.bestLen >= 0 {
		b.solve()
		return false
	}
	return true
}

// frontierLen is the nodes both sides hold for expansion.
func (b *Bidirectional[S, A]) frontierLen() int { return b.fwd.frontier.Len() + b.bwd.frontier.Len() }

// explored is the states both sides have reached.
func (b *Bidirectional[S, A]) explored() int { return b.fwd.explored() + b.bwd.explored() }

func (b *Bidirectional[S, A]) meet(f, k int32) {
	l := b.fwd.tree.at(f).depth + b.bwd.tree.at(k).depth
	if b.bestLen < 0 || l < b.bestLen {
		b.bestLen, b.bestF, b.bestB = l, f, k
	}
}

// expand expands the oldest node of one side: forward through the
// problem's actions, backward through Reversible's predecessors. Both
// directions generate through generate, so the two sides run one loop.
func (b *Bidirectional[S, A]) expand(backward bool) {
	side := &b.fwd
	if backward {
		side = &b.bwd
	}
	i, n := side.pop()
	if b.obs != nil {
		b.obs(Event[S]{Kind: Expand, State: n.state, Depth: int(n.depth), G: n.g, Backward: backward,
			Frontier: b.frontierLen(), Explored: b.explored()})
	}
	if backward {
		b.ebuf = b.rev.Predecessors(n.state, b.ebuf)
		for _, e := range b.ebuf {
			b.generate(true, i, &n, e.From, e.Action)
		}
		return
	}
	b.buf = b.p.Actions(n.state, b.buf)
	for _, a := range b.buf {
		b.generate(false, i, &n, b.p.Result(n.state, a), a)
	}
}

// generate is s, reached from node i (n) by a, on one side: dropped if
// that side has reached it, else a new node on its frontier, checked
// against the other side's reached map for a meeting. A backward node's
// path cost is 0 (the backward side ignores costs; solve computes the
// path's true cost).
func (b *Bidirectional[S, A]) generate(backward bool, i int32, n *node[S, A], s S, a A) {
	side, other := &b.fwd, &b.bwd
	if backward {
		side, other = other, side
	}
	b.stats.Generated++
	depth := n.depth + 1
	if side.seen(s) {
		if b.obs != nil {
			b.obs(Event[S]{Kind: Generate, State: s, Parent: n.state, Depth: int(depth), Dropped: true, Backward: backward,
				Frontier: b.frontierLen(), Explored: b.explored()})
		}
		return
	}
	g := 0.0
	if !backward {
		g = n.g + b.p.Cost(n.state, a, s)
	}
	c := side.add(s, a, i, depth, g)
	side.frontier.Push(c)
	b.noteDepth(int(depth))
	if b.obs != nil {
		b.obs(Event[S]{Kind: Generate, State: s, Parent: n.state, Depth: int(depth), G: g, Backward: backward,
			Frontier: b.frontierLen(), Explored: b.explored()})
	}
	if k, ok := other.reached[s]; ok {
		if backward {
			b.meet(k, c)
		} else {
			b.meet(c, k)
		}
	}
}

// solve joins the forward path to the best meeting state with the backward
// path from it to a goal and records the result.
func (b *Bidirectional[S, A]) solve() {
	path := b.fwd.tree.path(b.bestF)
	s := b.fwd.tree.at(b.bestF).state
	b.via, b.hasVia = s, true // the Solution event names the meeting state
	cost := b.fwd.tree.at(b.bestF).g
	for k := b.bestB; b.bwd.tree.at(k).parent >= 0; k = b.bwd.tree.at(k).parent {
		a := b.bwd.tree.at(k).action
		next := b.p.Result(s, a)
		cost += b.p.Cost(s, a, next)
		path = append(path, a)
		s = next
	}
	b.found(s, path, cost)
}
