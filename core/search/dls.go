package search

import "unsafe"

// DLS is depth-limited tree search (AIMA 4e §3.4.4, Figure 3.12): depth-first
// search that does not expand nodes at depth Limits.MaxDepth, with a cycle
// check against the states on the current path only (no explored set, so
// memory is linear in the depth). The recursion is an explicit stack so the
// search can pause between steps. The goal test is applied when a node is
// visited.
//
// Result: Found; Cutoff when the limit stopped a node that had a successor
// not already on its path (a deeper search might find a goal); NotFound when
// everything within the limit was searched and nothing was cut. With
// MaxDepth 0 there is no limit (depth-first tree search with path checking,
// which terminates on finite state spaces).
//
// Complete only if a solution lies within the limit; not optimal. Time
// O(b^l) for branching factor b and limit l; space O(b·l) (O(l) frames, each
// holding its node's action list).
//
// One Step visits one node (generating, and counting, the siblings skipped
// as cycles on the way).
type DLS[S comparable, A any] struct {
	base[S, A]
	limit   int
	limited bool
	stack   []dlsFrame[S, A] // frames beyond len keep their buffers
	depth   int              // number of live frames
	started bool
	rooted  bool // the start state has been counted in Generated
	cut     bool
}

type dlsFrame[S comparable, A any] struct {
	state  S
	action A // the action that reached state (unused at the root)
	g      float64
	acts   []A
	next   int
}

// NewDLS returns a depth-limited search of p with limit o.Limits.MaxDepth
// (0: no limit).
func NewDLS[S comparable, A any](p Problem[S, A], o Options[S]) *DLS[S, A] {
	d := &DLS[S, A]{limit: o.Limits.MaxDepth, limited: o.Limits.MaxDepth > 0}
	d.init(p, o)
	return d
}

// restart prepares a new round with the given limit, keeping statistics.
func (d *DLS[S, A]) restart(limit int) {
	d.limit = limit
	d.limited = true
	d.depth = 0
	d.started = false
	d.cut = false
	d.done = false
	d.status = Running
}

// onPath reports whether s is one of the states on the current path.
func (d *DLS[S, A]) onPath(s S) bool {
	for i := d.depth - 1; i >= 0; i-- {
		if d.stack[i].state == s {
			return true
		}
	}
	return false
}

// push adds a frame for s without expanding it.
func (d *DLS[S, A]) push(s S, a A, g float64) *dlsFrame[S, A] {
	if d.depth == len(d.stack) {
		d.stack = append(d.stack, dlsFrame[S, A]{})
	}
	f := &d.stack[d.depth]
	d.depth++
	f.state, f.action, f.g = s, a, g
	f.acts = f.acts[:0]
	f.next = 0
	d.noteFrontier(d.depth)
	d.noteDepth(d.depth - 1)
	return f
}

// visit goal-tests the top frame and expands it unless it is at the limit.
// It reports whether the search goes on.
func (d *DLS[S, A]) visit(f *dlsFrame[S, A]) bool {
	depth := d.depth - 1
	if d.p.IsGoal(f.state) {
		path := make([]A, depth)
		for i := 1; i < d.depth; i++ {
			path[i-1] = d.stack[i].action
		}
		d.found(f.state, path, f.g)
		return false
	}
	if d.limited && depth >= d.limit {
		if !d.cut {
			// Cut only if some successor is not a cycle on this path.
			f.acts = d.p.Actions(f.state, f.acts)
			for _, a := range f.acts {
				s := d.p.Result(f.state, a)
				d.stats.Generated++
				if d.obs != nil {
					d.obs(Event[S]{Kind: Generate, State: s, Parent: f.state, Depth: depth + 1, Dropped: true, Frontier: d.depth})
				}
				if !d.onPath(s) {
					d.cut = true
					break
				}
			}
			f.acts = f.acts[:0]
		}
		return true
	}
	if d.budgetSpent() {
		d.finish(BudgetExceeded)
		return false
	}
	d.stats.Expanded++
	if d.obs != nil {
		d.obs(Event[S]{Kind: Expand, State: f.state, Depth: depth, G: f.g, H: d.h(f.state), Frontier: d.depth})
	}
	f.acts = d.p.Actions(f.state, f.acts)
	var st Stats
	st.MemoryBytes = int64(d.stats.MaxFrontier) * (int64(unsafe.Sizeof(*f)) + int64(cap(f.acts))*int64(unsafe.Sizeof(f.action)))
	if st.MemoryBytes > d.stats.MemoryBytes {
		d.stats.MemoryBytes = st.MemoryBytes
	}
	return true
}

// Step visits one node and reports whether the search goes on.
func (d *DLS[S, A]) Step() bool {
	if d.done {
		return false
	}
	if !d.started {
		d.started = true
		s := d.p.Initial()
		var zero A
		if !d.rooted {
			d.rooted = true
			d.stats.Generated++ // once, not once per IDDFS round
			if d.obs != nil {
				d.obs(Event[S]{Kind: Generate, State: s, H: d.h(s), Root: true, Frontier: 1})
			}
		}
		return d.visit(d.push(s, zero, 0))
	}
	for d.depth > 0 {
		f := &d.stack[d.depth-1]
		if f.next >= len(f.acts) {
			d.depth--
			continue
		}
		a := f.acts[f.next]
		f.next++
		s := d.p.Result(f.state, a)
		d.stats.Generated++
		if d.onPath(s) {
			if d.obs != nil {
				d.obs(Event[S]{Kind: Generate, State: s, Parent: f.state, Depth: d.depth, Dropped: true, Frontier: d.depth})
			}
			continue
		}
		g := f.g + d.p.Cost(f.state, a, s)
		if d.obs != nil {
			d.obs(Event[S]{Kind: Generate, State: s, Parent: f.state, Depth: d.depth, G: g, H: d.h(s), Frontier: d.depth + 1})
		}
		return d.visit(d.push(s, a, g))
	}
	if d.cut {
		d.finish(Cutoff)
		d.reason.Count = int64(d.limit) // this round's limit (IDDFS deepens it)
	} else {
		d.finish(NotFound)
	}
	return false
}
