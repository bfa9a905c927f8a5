package search

import (
	"math"
	"slices"

	"searchlab/core/internal/chunk"
)

// base is the state every systematic search shares: the problem, options,
// statistics and the outcome. Algorithms embed it and get Result from it.
type base[S comparable, A any] struct {
	p      Problem[S, A]
	obs    Observer[S]
	limits Limits
	heur   Heuristic[S] // nil when the problem has no heuristic

	stats    Stats
	status   Status
	reason   StopReason
	budget   Budget       // which budget ended the search (BudgetExceeded)
	extraMem func() int64 // memory held outside stats.MemoryBytes (IDA*'s table), or nil
	actions  []A
	cost     float64
	done     bool
	via      S    // bidirectional search: where the two halves of the solution meet
	hasVia   bool // via is set (the Solution event's Parent)
	// solNode is the id of the goal's node in a tree search (the Solution
	// event's Node; 0 in a graph search).
	solNode int32
}

func (b *base[S, A]) init(p Problem[S, A], o Options[S]) {
	b.p = p
	b.obs = o.Observer
	b.limits = o.Limits
	b.heur, _ = p.(Heuristic[S])
}

// Result returns the result so far: Running with the statistics so far
// before the search ends, the final result afterwards.
func (b *base[S, A]) Result() Result[A] {
	r := Result[A]{Status: b.status, Reason: b.reason, Budget: b.budget, Stats: b.stats}
	if b.status == Found {
		r.Actions = append([]A(nil), b.actions...)
		r.Cost = b.cost
	}
	return r
}

// finish ends the search with status st (and the reason a systematic
// search has for it).
func (b *base[S, A]) finish(st Status) {
	b.status = st
	b.reason = reasonOf(st, b.limits, b.budget)
	b.done = true
}

// budgetSpent reports whether the node or memory budget forbids another
// expansion, and records which one.
func (b *base[S, A]) budgetSpent() bool {
	mem := b.stats.MemoryBytes
	if b.extraMem != nil && b.limits.MaxMemory > 0 {
		mem += b.extraMem()
	}
	b.budget = b.limits.Spent(b.stats.Expanded, mem)
	return b.budget != NoBudget
}

// h returns the heuristic value of s, or 0 without a heuristic.
func (b *base[S, A]) h(s S) float64 {
	if b.heur == nil {
		return 0
	}
	return b.heur.H(s)
}

// found records a solution and emits the Solution event.
func (b *base[S, A]) found(goal S, actions []A, cost float64) {
	b.actions = actions
	b.cost = cost
	b.finish(Found)
	if b.obs != nil {
		b.obs(Event[S]{Kind: Solution, State: goal, Parent: b.via, Backward: b.hasVia, Depth: len(actions), G: cost, Node: b.solNode})
	}
}

// foundNode is found for a tree search's node i (arena index): the
// Solution event names the node.
func (b *base[S, A]) foundNode(goal S, i int32, actions []A, cost float64) {
	b.solNode = i + 1
	b.found(goal, actions, cost)
}

// noteFrontier updates MaxFrontier.
func (b *base[S, A]) noteFrontier(n int) {
	if n > b.stats.MaxFrontier {
		b.stats.MaxFrontier = n
	}
}

// noteDepth updates MaxDepth.
func (b *base[S, A]) noteDepth(d int) {
	if d > b.stats.MaxDepth {
		b.stats.MaxDepth = d
	}
}

// node is one search-tree node in an arena: the state, the action that
// reached it and the index of its parent (-1 for the root).
type node[S comparable, A any] struct {
	state  S
	action A
	parent int32
	depth  int32
	g      float64
}

// arena stores nodes by index so frontiers and reached maps hold int32s,
// in chunks (chunk.Slice): growing it never copies the nodes it holds, so
// a search's peak memory is what memory_bytes counts.
type arena[S comparable, A any] struct {
	nodes chunk.Slice[node[S, A]]
}

func (t *arena[S, A]) add(s S, a A, parent int32, depth int32, g float64) int32 {
	return t.nodes.Append(node[S, A]{state: s, action: a, parent: parent, depth: depth, g: g})
}

// at returns node i (valid until the next add).
func (t *arena[S, A]) at(i int32) *node[S, A] { return t.nodes.At(i) }

// truncate drops the nodes from index n on (their chunks stay allocated
// and counted).
func (t *arena[S, A]) truncate(n int) { t.nodes.Truncate(n) }

// len is the number of nodes.
func (t *arena[S, A]) len() int { return t.nodes.Len() }

// path returns the actions from the root to node i. It follows the parent
// links rather than trusting node i's depth: a node reopened with a cheaper
// path may have changed its ancestors' depths since i got its own.
func (t *arena[S, A]) path(i int32) []A {
	out := make([]A, 0, t.at(i).depth)
	for j := i; t.at(j).parent >= 0; j = t.at(j).parent {
		out = append(out, t.at(j).action)
	}
	slices.Reverse(out)
	return out
}

// pathCost returns the cost of the path from the root to node i under p,
// summed along the parent links (node i's own g may be stale after an
// ancestor was reached more cheaply and not re-expanded).
func (t *arena[S, A]) pathCost(p Problem[S, A], i int32) float64 {
	c := 0.0
	for j := i; t.at(j).parent >= 0; j = t.at(j).parent {
		n := t.at(j)
		c += p.Cost(t.at(n.parent).state, n.action, n.state)
	}
	return c
}

// arenaBytes is the arena's chunks.
func (t *arena[S, A]) arenaBytes() int64 { return t.nodes.Bytes() }

// inf is +∞, the cost bound of a search with no incumbent.
var inf = math.Inf(1)
