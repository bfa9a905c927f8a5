package search

import (
	"errors"

	"searchlab/core/search/internal/frontier"
)

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
	fwd     arena[S, A] // parent: towards the initial state
	bwd     arena[S, A] // parent: towards a goal; action leads from state to parent
	reachF  map[S]int32
	reachB  map[S]int32
	qF, qB  frontier.FIFO[int32]
	layerF  int // nodes left in the forward layer being expanded
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
	b := &Bidirectional[S, A]{reachF: make(map[S]int32), reachB: make(map[S]int32), bestLen: -1}
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
	var zero A
	s := b.p.Initial()
	b.reachF[s] = b.fwd.add(s, zero, -1, 0, 0)
	b.stats.Generated++
	if b.p.IsGoal(s) {
		if b.obs != nil {
			b.obs(Event[S]{Kind: Generate, State: s, H: b.h(s), Root: true, Explored: 1})
		}
		b.found(s, nil, 0)
		return false
	}
	b.qF.Push(0)
	if b.obs != nil {
		b.obs(Event[S]{Kind: Generate, State: s, H: b.h(s), Root: true, Frontier: 1, Explored: 1})
	}
	for _, gs := range b.rev.Goals() {
		if _, dup := b.reachB[gs]; dup {
			continue
		}
		b.reachB[gs] = b.bwd.add(gs, zero, -1, 0, 0)
		b.qB.Push(int32(b.bwd.len() - 1))
		b.stats.Generated++
		if b.obs != nil {
			b.obs(Event[S]{Kind: Generate, State: gs, Root: true, Backward: true, Frontier: b.qF.Len() + b.qB.Len(),
				Explored: len(b.reachF) + len(b.reachB)})
		}
	}
	b.noteFrontier(b.qF.Len() + b.qB.Len())
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
		if b.qF.Len() == 0 || b.qB.Len() == 0 {
			b.finish(NotFound)
			return false
		}
		if b.qF.Len() <= b.qB.Len() {
			b.side, b.layerF = 1, b.qF.Len()
		} else {
			b.side, b.layerB = 2, b.qB.Len()
		}
	}
	if b.budgetSpent() {
		b.finish(BudgetExceeded)
		return false
	}
	b.stats.Expanded++
	if b.side == 1 {
		b.expandForward()
		b.layerF--
		if b.layerF == 0 {
			b.side = 0
		}
	} else {
		b.expandBackward()
		b.layerB--
		if b.layerB == 0 {
			b.side = 0
		}
	}
	b.noteFrontier(b.qF.Len() + b.qB.Len())
	b.stats.MemoryBytes = b.fwd.bytes() + b.bwd.bytes() + b.qF.Bytes() + b.qB.Bytes()
	if b.side == 0 && b.bestLen >= 0 {
		b.solve()
		return false
	}
	return true
}

func (b *Bidirectional[S, A]) meet(f, k int32) {
	l := b.fwd.at(f).depth + b.bwd.at(k).depth
	if b.bestLen < 0 || l < b.bestLen {
		b.bestLen, b.bestF, b.bestB = l, f, k
	}
}

func (b *Bidirectional[S, A]) expandForward() {
	i, _ := b.qF.Pop()
	n := *b.fwd.at(i)
	if b.obs != nil {
		b.obs(Event[S]{Kind: Expand, State: n.state, Depth: int(n.depth), G: n.g,
			Frontier: b.qF.Len() + b.qB.Len(), Explored: len(b.reachF) + len(b.reachB)})
	}
	b.buf = b.p.Actions(n.state, b.buf)
	depth := n.depth + 1
	for _, a := range b.buf {
		s := b.p.Result(n.state, a)
		b.stats.Generated++
		if _, seen := b.reachF[s]; seen {
			if b.obs != nil {
				b.obs(Event[S]{Kind: Generate, State: s, Parent: n.state, Depth: int(depth), Dropped: true,
					Frontier: b.qF.Len() + b.qB.Len(), Explored: len(b.reachF) + len(b.reachB)})
			}
			continue
		}
		g := n.g + b.p.Cost(n.state, a, s)
		c := b.fwd.add(s, a, i, depth, g)
		b.reachF[s] = c
		b.qF.Push(c)
		b.noteDepth(int(depth))
		if b.obs != nil {
			b.obs(Event[S]{Kind: Generate, State: s, Parent: n.state, Depth: int(depth), G: g,
				Frontier: b.qF.Len() + b.qB.Len(), Explored: len(b.reachF) + len(b.reachB)})
		}
		if k, ok := b.reachB[s]; ok {
			b.meet(c, k)
		}
	}
}

func (b *Bidirectional[S, A]) expandBackward() {
	i, _ := b.qB.Pop()
	n := *b.bwd.at(i)
	if b.obs != nil {
		b.obs(Event[S]{Kind: Expand, State: n.state, Depth: int(n.depth), Backward: true,
			Frontier: b.qF.Len() + b.qB.Len(), Explored: len(b.reachF) + len(b.reachB)})
	}
	b.ebuf = b.rev.Predecessors(n.state, b.ebuf)
	depth := n.depth + 1
	for _, e := range b.ebuf {
		b.stats.Generated++
		if _, seen := b.reachB[e.From]; seen {
			if b.obs != nil {
				b.obs(Event[S]{Kind: Generate, State: e.From, Parent: n.state, Depth: int(depth), Dropped: true, Backward: true,
					Frontier: b.qF.Len() + b.qB.Len(), Explored: len(b.reachF) + len(b.reachB)})
			}
			continue
		}
		c := b.bwd.add(e.From, e.Action, i, depth, 0)
		b.reachB[e.From] = c
		b.qB.Push(c)
		b.noteDepth(int(depth))
		if b.obs != nil {
			b.obs(Event[S]{Kind: Generate, State: e.From, Parent: n.state, Depth: int(depth), Backward: true,
				Frontier: b.qF.Len() + b.qB.Len(), Explored: len(b.reachF) + len(b.reachB)})
		}
		if f, ok := b.reachF[e.From]; ok {
			b.meet(f, c)
		}
	}
}

// solve joins the forward path to the best meeting state with the backward
// path from it to a goal and records the result.
func (b *Bidirectional[S, A]) solve() {
	path := b.fwd.path(b.bestF)
	s := b.fwd.at(b.bestF).state
	b.via, b.hasVia = s, true // the Solution event names the meeting state
	cost := b.fwd.at(b.bestF).g
	for k := b.bestB; b.bwd.at(k).parent >= 0; k = b.bwd.at(k).parent {
		a := b.bwd.at(k).action
		next := b.p.Result(s, a)
		cost += b.p.Cost(s, a, next)
		path = append(path, a)
		s = next
	}
	b.found(s, path, cost)
}
