package adversarial

import (
	"math"

	"searchlab/core/search"
)

// MinimaxParams are minimax's parameters.
type MinimaxParams struct {
	// Depth limits the search to this many plies (0: to the end of the
	// game, for small games). At the horizon a state is scored by the
	// game's Evaluator, or 0 without one.
	Depth int
	// TT memoises exact values by canonical state (a transposition table
	// without bounds, since minimax never prunes), turning the tree search
	// into a search of the game graph.
	TT bool
}

// Minimax is a steppable depth-limited minimax search in negamax form (AIMA
// 4e §5.2, MINIMAX-SEARCH, with the depth cutoff and evaluation function of
// §5.4; von Neumann 1928). Every node's children are all searched, so the
// node count is the size of the game tree to the depth (or of the game graph
// with TT). Complete and optimal (the exact minimax value and a move that
// achieves it) in finite games searched to the end. Time O(b^m), space
// O(b·m) for the stack (plus one entry per position with TT).
type Minimax[S comparable, M comparable] struct {
	machine[S, M, mmChild[S, M], struct{}]
	p     MinimaxParams
	depth int
}

type mmChild[S comparable, M comparable] struct {
	m M
	s S
}

func (c mmChild[S, M]) edge() (M, S) { return c.m, c.s }

// NewMinimax returns a minimax search of game g from root.
func NewMinimax[S comparable, M comparable](g Game[S, M], root S, o Options[S, M], p MinimaxParams) *Minimax[S, M] {
	mm := &Minimax[S, M]{machine: newMachine[S, M, mmChild[S, M], struct{}](g, root, o, p.TT), p: p, depth: unlimited}
	if p.Depth > 0 {
		mm.depth = p.Depth
	}
	return mm
}

// Step enters one game-tree node (after finishing the nodes whose children
// are all done) and reports whether the search continues.
func (mm *Minimax[S, M]) Step() bool {
	if mm.done {
		return false
	}
	if mm.sp < 0 {
		if mm.res.Stats.Iterations > 0 {
			return mm.finish(search.Found)
		}
		mm.res.Stats.Iterations = 1
		var zm M
		mm.enter(mm.root, zm, 0, mm.depth)
		return !mm.done
	}
	for mm.frames[mm.sp].next == len(mm.frames[mm.sp].kids) {
		mm.leave()
		if mm.sp < 0 {
			return mm.finish(search.Found)
		}
	}
	if mm.overBudget() {
		return mm.finish(search.BudgetExceeded)
	}
	f := &mm.frames[mm.sp]
	k := f.kids[f.next]
	f.next++
	mm.enter(k.s, k.m, f.ply+1, f.remain-1)
	if mm.sp < 0 {
		return mm.finish(search.Found)
	}
	return true
}

// enter pushes a node and resolves it at once when it is terminal, at the
// horizon or memoised; otherwise it generates its children.
func (mm *Minimax[S, M]) enter(s S, m M, ply, remain int) {
	f := mm.push(s, m, ply, remain, struct{}{})
	obs := mm.o.Observer
	if obs != nil {
		obs(Event[S, M]{Kind: Enter, State: s, Move: m, Ply: ply, Depth: remain, Alpha: math.Inf(-1), Beta: math.Inf(1)})
	}
	if mm.leaf(f) {
		mm.leave()
		return
	}
	if mm.tt != nil {
		f.key = keyOf(mm.g, mm.canon, s)
		if e, ok := mm.tt.m[f.key]; ok && ply > 0 && e.usable(remain) {
			mm.res.Stats.TTHits++
			if obs != nil {
				obs(Event[S, M]{Kind: TTHit, State: s, Move: m, Ply: ply, Depth: remain, Value: e.value, Bound: Exact})
			}
			f.best = e.value
			f.complete = e.complete
			mm.pop()
			return
		}
	}
	moves := mm.moves(f)
	if obs != nil {
		obs(Event[S, M]{Kind: Expand, State: s, Move: m, Ply: ply, Depth: remain, Count: len(moves)})
	}
	for _, mv := range moves {
		f.kids = append(f.kids, mmChild[S, M]{m: mv, s: mm.g.Apply(s, mv)})
	}
	if len(f.kids) == 0 { // contract breach: score as terminal
		f.best = mm.g.Utility(s, f.mover)
		mm.leave()
	}
}

// leave stores the finished top node in the table and pops it.
func (mm *Minimax[S, M]) leave() {
	f := &mm.frames[mm.sp]
	if mm.tt != nil && len(f.kids) > 0 {
		mm.store(f, Exact, f.complete)
	}
	mm.pop()
}

// pop hands the top node's value to its parent, or records the result at
// the root.
func (mm *Minimax[S, M]) pop() {
	f := &mm.frames[mm.sp]
	if mm.o.Observer != nil {
		mm.o.Observer(Event[S, M]{Kind: Leave, State: f.state, Move: f.move, Ply: f.ply, Depth: f.remain, Alpha: math.Inf(-1), Beta: math.Inf(1), Value: f.best, Bound: Exact})
	}
	mm.sp--
	if mm.sp < 0 {
		mm.rootResult(f, f.complete, f.remain)
		return
	}
	mm.toParent(&mm.frames[mm.sp], f, f.best, f.complete)
}
