package search

import (
	"searchlab/core/search/internal/frontier"
)

// bestFirst is the one best-first graph search loop behind UCS, greedy
// best-first search and A* (AIMA 4e §3.3.1, Figure 3.7 BEST-FIRST-SEARCH):
// repeatedly remove the frontier node with the lowest priority
// f = wg·g + wh·h, goal-test it (late goal test, needed for optimality), and
// expand it. Every state has one node; the frontier is an indexed binary heap
// holding node indices with decrease-key, so there are no stale entries.
//
// When a cheaper path to an already reached state is found:
//   - if the state is still on the frontier, its node takes the new parent
//     and cost and its priority is decreased in place;
//   - if it was already expanded and reopen is set (priorities that depend on
//     g), it is put back on the frontier ("reopened"), which keeps A* optimal
//     with an admissible but inconsistent heuristic;
//   - without reopen (greedy search, whose priority ignores g) expanded nodes
//     are left alone.
//
// Ties are broken by lower h, then by first-in first-out order of the time
// the node's priority was set, so runs are deterministic.
type bestFirst[S comparable, A any] struct {
	base[S, A]
	wg, wh  float64
	reopen  bool
	tree    arena[S, A]
	hs      []float64
	closed  []bool
	reached map[S]int32
	open    frontier.Heap
	buf     []A
	started bool
}

func (b *bestFirst[S, A]) setup(p Problem[S, A], o Options[S], wg, wh float64, reopen bool) {
	b.init(p, o)
	b.wg, b.wh, b.reopen = wg, wh, reopen
	b.reached = make(map[S]int32)
	if wh == 0 {
		b.heur = nil // the priority ignores h; do not spend time on it
	}
}

func (b *bestFirst[S, A]) add(s S, a A, parent, depth int32, g, h float64) int32 {
	i := b.tree.add(s, a, parent, depth, g)
	b.hs = append(b.hs, h)
	b.closed = append(b.closed, false)
	b.reached[s] = i
	return i
}

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
	if !b.started {
		b.started = true
		s := b.p.Initial()
		h := b.h(s)
		var zero A
		root := b.add(s, zero, -1, 0, 0, h)
		b.open.Push(root, b.wh*h, h)
		b.stats.Generated++
		b.noteFrontier(1)
		if b.obs != nil {
			b.obs(Event[S]{Kind: Generate, State: s, H: h, Frontier: 1})
		}
	}
	if b.open.Len() == 0 {
		b.finish(NotFound)
		return false
	}
	it, _ := b.open.Peek()
	i := it.ID
	n := *b.tree.at(i)
	if b.p.IsGoal(n.state) {
		b.open.Pop()
		b.found(n.state, b.tree.path(i), n.g)
		return false
	}
	if b.budgetSpent() {
		b.finish(BudgetExceeded)
		return false
	}
	b.open.Pop()
	b.closed[i] = true
	b.stats.Expanded++
	if b.obs != nil {
		b.obs(Event[S]{Kind: Expand, State: n.state, Depth: int(n.depth), G: n.g, H: b.hs[i],
			Frontier: b.open.Len(), Explored: len(b.reached) - b.open.Len()})
	}
	b.buf = b.p.Actions(n.state, b.buf)
	depth := n.depth + 1
	for _, a := range b.buf {
		s := b.p.Result(n.state, a)
		b.stats.Generated++
		g := n.g + b.p.Cost(n.state, a, s)
		j, seen := b.reached[s]
		var h float64
		if seen {
			m := b.tree.at(j)
			if g >= m.g || (b.closed[j] && !b.reopen) {
				continue
			}
			m.parent, m.action, m.depth, m.g = i, a, depth, g
			h = b.hs[j]
			if b.wg != 0 || b.closed[j] {
				b.closed[j] = false
				b.open.Push(j, b.wg*g+b.wh*h, h)
			}
		} else {
			h = b.h(s)
			j = b.add(s, a, i, depth, g, h)
			b.open.Push(j, b.wg*g+b.wh*h, h)
		}
		b.noteDepth(int(depth))
		if b.obs != nil {
			b.obs(Event[S]{Kind: Generate, State: s, Depth: int(depth), G: g, H: h,
				Frontier: b.open.Len(), Explored: len(b.reached) - b.open.Len()})
		}
	}
	b.noteFrontier(b.open.Len())
	b.stats.MemoryBytes = b.tree.bytes() + SliceBytes(b.hs) + SliceBytes(b.closed) + b.open.Bytes()
	return true
}
