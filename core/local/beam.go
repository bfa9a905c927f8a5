package local

import (
	"fmt"
	"math"
	"slices"

	"searchlab/core/search"
)

// DefaultBeamWidth is the beam width used when BeamParams.Width is 0, and
// DefaultBeamDepthFactor the depth limit the API offers by default (see
// BeamParams.DepthFactor). Measured on random boards with the API's
// defaults (docs/big-boards.md): width 10 returned 977–1,635 moves on 5×5
// (where 100–160 are seconds away) and 103,411 on 8×8; width 1000 with the
// limit returns 105–161 on 5×5 and, on 8×8, a cutoff instead of a path
// hundreds of times too long.
const (
	DefaultBeamWidth       = 1000
	DefaultBeamDepthFactor = 3.0
)

// BeamParams configure Beam.
type BeamParams struct {
	// Width is k, the number of states kept per step (0: DefaultBeamWidth).
	Width int
	// DepthFactor, when positive, stops the search with Cutoff once the
	// beam is DepthFactor × h(start) steps deep (rounded up): a beam that
	// has wandered that far from the start's estimate will only return a
	// path many times too long (on the 8×8 puzzle a width-10 beam returns
	// 100,000-move paths; good ones cost 1.3–2 × h(start)).
	DepthFactor float64
}

// beamLink is how a state entered the beam: its parent and the action
// from it (root for the start state).
type beamLink[S comparable, A any] struct {
	parent S
	action A
	root   bool
}

// beamCand is a successor competing for a place in the next beam.
type beamCand[S comparable, A any] struct {
	state  S
	h      float64
	parent S
	action A
}

// Beam is local beam search (AIMA 4e §4.1.3) on the heuristic h, minimised.
// The beam starts as the problem's start state alone (not k random states:
// the solution must replay from the user's start). Each step expands every
// state of the beam, tests each new successor for the goal as it is
// generated, and keeps the Width successors with the lowest h as the next
// beam, ties broken at random with r (in generation order if r is nil).
// States that have been in a beam are remembered in an explored set and
// never enter a beam again, and parent links rebuild the path; so unlike
// AIMA's version this is a beam-limited best-first search that cannot cycle,
// and an empty beam means NotFound.
//
// Statistics: Expanded counts beam states expanded, Generated their
// successors, Iterations the beam steps (= MaxDepth, the depth of the
// beam), MaxFrontier the largest beam. Events: Generate for the start
// state, Expand for every beam state expanded (Generated = its successors),
// Beam (States = the new beam, owned by the search, Value = its best h),
// Solution.
//
// Completeness: no (the beam may drop every path to a goal); with an
// unbounded width it is breadth-first graph search ordered by h, and
// NotFound then means no goal is reachable. Optimality: no. Time: O(k·b·d)
// for width k, branching b and depth d (plus sorting k·b candidates per
// step). Space: O(k·d) for the explored set with its parent links plus
// O(k·b) candidates. Limits.MaxDepth or BeamParams.DepthFactor, when set, stop the search with Cutoff
// once the beam is that deep.
type Beam[S comparable, A any] struct {
	base[S, A]
	width int
	// depthCap is the depth at which the search stops (Limits.MaxDepth or
	// DepthFactor × h(start), whichever is smaller; 0: none).
	depthCap int

	beam     []S
	next     []S
	cands    []beamCand[S, A]
	inCands  map[S]struct{}
	links    map[S]beamLink[S, A] // explored set: every state that was in a beam
	buf      []A
	started  bool
	peakMem  int64
	maxCands int // the most entries inCands held (its slots stay allocated)

	dropped bool // some step had more candidates than the beam could hold
}

// NewBeam returns a local beam search of p. The problem must implement
// search.Heuristic; r may be nil, which breaks ties in generation order.
func NewBeam[S comparable, A any](p search.Problem[S, A], o search.Options[S], params BeamParams, r search.Rand) *Beam[S, A] {
	b := &Beam[S, A]{base: newBase(p, o, r), width: params.Width}
	if b.width == 0 {
		b.width = DefaultBeamWidth
	}
	var err error
	if b.width < 0 {
		err = fmt.Errorf("beam search: Width must be positive, got %d", params.Width)
	} else {
		b.h, err = heuristicOf(p, "beam search")
	}
	if err != nil {
		b.invalid(err)
		return b
	}
	start := p.Initial()
	b.depthCap = o.Limits.MaxDepth
	if params.DepthFactor > 0 {
		if c := int(math.Ceil(params.DepthFactor * b.h.H(start))); c > 0 && (b.depthCap == 0 || c < b.depthCap) {
			b.depthCap = c
		}
	}
	b.beam = []S{start}
	b.links = map[S]beamLink[S, A]{start: {root: true}}
	b.inCands = make(map[S]struct{})
	b.stats.Generated = 1
	b.stats.MaxFrontier = 1
	return b
}

// States returns the current beam (owned by the search; copy to keep).
func (b *Beam[S, A]) States() []S { return b.beam }

// Step expands the whole beam and selects the next one.
func (b *Beam[S, A]) Step() bool {
	if b.status != search.Running {
		return false
	}
	if !b.started {
		b.started = true
		if b.obs != nil {
			b.obs(search.Event[S]{Kind: search.Generate, State: b.beam[0], Root: true, Frontier: 1, Explored: 1})
		}
		if b.p.IsGoal(b.beam[0]) {
			b.found(b.beam[0])
			return false
		}
	}
	if b.depthCap > 0 && b.stats.Iterations >= int64(b.depthCap) {
		b.finish(search.Cutoff, search.StopReason{Kind: search.StopDepthLimit, Count: int64(b.depthCap)})
		return false
	}
	b.cands = b.cands[:0]
	clear(b.inCands)
	for _, s := range b.beam {
		if b.spent(b.peakMem) {
			b.finish(search.BudgetExceeded, search.BudgetReason(b.budget, b.limits))
			return false
		}
		b.buf = b.p.Actions(s, b.buf)
		b.stats.Expanded++
		gen0 := b.stats.Generated
		for _, a := range b.buf {
			next := b.p.Result(s, a)
			b.stats.Generated++
			if _, seen := b.links[next]; seen {
				continue
			}
			if _, dup := b.inCands[next]; dup {
				continue
			}
			if b.p.IsGoal(next) {
				b.links[next] = beamLink[S, A]{parent: s, action: a}
				b.stats.MaxDepth = int(b.stats.Iterations) + 1
				b.expandEvent(s, b.stats.Generated-gen0)
				b.found(next)
				return false
			}
			b.inCands[next] = struct{}{}
			b.cands = append(b.cands, beamCand[S, A]{state: next, h: b.h.H(next), parent: s, action: a})
		}
		b.expandEvent(s, b.stats.Generated-gen0)
	}
	b.maxCands = max(b.maxCands, len(b.inCands))
	b.stats.Iterations++
	b.choose()
	b.beam, b.next = b.next, b.beam
	if len(b.beam) > b.stats.MaxFrontier {
		b.stats.MaxFrontier = len(b.beam)
	}
	if len(b.beam) > 0 {
		b.stats.MaxDepth = int(b.stats.Iterations)
	}
	b.peakMem = max(b.peakMem, b.memory())
	if b.obs != nil {
		best := 0.0 // the new beam's best h
		if len(b.cands) > 0 {
			best = b.cands[0].h
		}
		b.obs(search.Event[S]{Kind: search.Beam, States: b.beam, Value: best, Depth: int(b.stats.Iterations), Frontier: len(b.beam),
			Explored: len(b.links), Iteration: b.stats.Iterations})
	}
	if len(b.beam) == 0 {
		// Only a beam that never dropped a candidate has searched every
		// reachable state.
		why := search.StopReason{Kind: search.StopExhausted}
		if b.dropped {
			why = search.StopReason{Kind: search.StopBeamEmpty, Count: b.stats.Iterations}
		}
		b.finish(search.NotFound, why)
		return false
	}
	return true
}

// choose puts the Width candidates with the lowest h (ties broken at
// random with r) into b.next, linked to their parents.
func (b *Beam[S, A]) choose() {
	if b.r != nil {
		// Shuffle so the stable sort breaks ties at random.
		for i := len(b.cands) - 1; i > 0; i-- {
			j := b.r.IntN(i + 1)
			b.cands[i], b.cands[j] = b.cands[j], b.cands[i]
		}
	}
	slices.SortStableFunc(b.cands, func(x, y beamCand[S, A]) int {
		switch {
		case x.h < y.h:
			return -1
		case x.h > y.h:
			return 1
		}
		return 0
	})
	b.dropped = b.dropped || len(b.cands) > b.width
	b.next = b.next[:0]
	for _, c := range b.cands[:min(b.width, len(b.cands))] {
		b.links[c.state] = beamLink[S, A]{parent: c.parent, action: c.action}
		b.next = append(b.next, c.state)
	}
}

// expandEvent reports the expansion of beam state s, which generated gen
// successors.
func (b *Beam[S, A]) expandEvent(s S, gen int64) {
	if b.obs != nil {
		b.obs(search.Event[S]{Kind: search.Expand, State: s, Depth: int(b.stats.Iterations), Iteration: b.stats.Iterations,
			Generated: gen, Frontier: len(b.beam), Explored: len(b.links)})
	}
}

// found rebuilds the path to goal from the parent links.
func (b *Beam[S, A]) found(goal S) {
	var rev []A
	for s := goal; ; {
		l := b.links[s]
		if l.root {
			break
		}
		rev = append(rev, l.action)
		s = l.parent
	}
	slices.Reverse(rev)
	if rev == nil {
		rev = []A{}
	}
	cost := pathCost(b.p, b.p.Initial(), rev)
	b.peakMem = max(b.peakMem, b.memory())
	b.solved(rev, cost, b.peakMem, search.Event[S]{State: goal, Iteration: b.stats.Iterations})
}

// finish ends the search, its memory the peak so far.
func (b *Beam[S, A]) finish(st search.Status, why search.StopReason) {
	b.peakMem = max(b.peakMem, b.memory())
	b.base.finish(st, why, b.peakMem)
}

func (b *Beam[S, A]) memory() int64 {
	s := sizeOf[S]()
	return search.MapBytes[S, beamLink[S, A]](len(b.links)) +
		search.MapBytes[S, struct{}](b.maxCands) +
		int64(cap(b.cands))*sizeOf[beamCand[S, A]]() +
		int64(cap(b.beam)+cap(b.next))*s +
		int64(cap(b.buf))*sizeOf[A]()
}

// Result returns the result so far (final once Step returned false).
func (b *Beam[S, A]) Result() search.Result[A] { return b.result(b.peakMem) }
