package search

import (
	"math"
	"unsafe"
)

// base is the state every systematic search shares: the problem, options,
// statistics and the outcome. Algorithms embed it and get Result from it.
type base[S comparable, A any] struct {
	p      Problem[S, A]
	obs    Observer[S]
	limits Limits
	heur   Heuristic[S] // nil when the problem has no heuristic

	stats   Stats
	status  Status
	reason  StopReason
	actions []A
	cost    float64
	done    bool
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
	r := Result[A]{Status: b.status, Reason: b.reason, Stats: b.stats}
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
	b.reason = reasonOf(st, b.limits)
	b.done = true
}

// budgetSpent reports whether the node budget forbids another expansion.
func (b *base[S, A]) budgetSpent() bool {
	return b.limits.MaxNodes > 0 && b.stats.Expanded >= b.limits.MaxNodes
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
		b.obs(Event[S]{Kind: Solution, State: goal, Depth: len(actions), G: cost})
	}
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

// mapEntryOverhead estimates the per-entry overhead of a Go map beyond the
// key and value (control bytes, load factor slack).
const mapEntryOverhead = 8

// stateSize is the in-memory size of one state value.
func stateSize[S any]() int64 {
	var s S
	return int64(unsafe.Sizeof(s))
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

// arena stores nodes by index so frontiers and reached maps hold int32s.
type arena[S comparable, A any] struct {
	nodes []node[S, A]
}

func (t *arena[S, A]) add(s S, a A, parent int32, depth int32, g float64) int32 {
	t.nodes = append(t.nodes, node[S, A]{state: s, action: a, parent: parent, depth: depth, g: g})
	return int32(len(t.nodes) - 1)
}

// path returns the actions from the root to node i.
func (t *arena[S, A]) path(i int32) []A {
	n := int(t.nodes[i].depth)
	out := make([]A, n)
	for j := i; t.nodes[j].parent >= 0; j = t.nodes[j].parent {
		n--
		out[n] = t.nodes[j].action
	}
	return out
}

// nodeSize is the in-memory size of one arena node.
func (t *arena[S, A]) nodeSize() int64 {
	var n node[S, A]
	return int64(unsafe.Sizeof(n))
}

// bytes estimates the arena plus a reached map with one int32 per node.
func (t *arena[S, A]) bytes() int64 {
	n := int64(len(t.nodes))
	return n * (t.nodeSize() + stateSize[S]() + 4 + mapEntryOverhead)
}

// arenaBytes estimates the arena alone.
func (t *arena[S, A]) arenaBytes() int64 { return int64(len(t.nodes)) * t.nodeSize() }

var inf = math.Inf(1)
