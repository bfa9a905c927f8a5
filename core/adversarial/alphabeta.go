package adversarial

import (
	"cmp"
	"slices"

	"searchlab/core/search"
)

// AlphaBetaParams are alpha-beta's parameters. Each enhancement can be
// switched off so its effect on the node count can be shown.
type AlphaBetaParams struct {
	// Depth limits the search to this many plies (0: to the end of the
	// game). At the horizon a state is scored by the game's Evaluator, or 0
	// without one.
	Depth int
	// Ordering searches the most promising moves first: the transposition
	// table's best move (when TT is on), then higher static evaluation of
	// the child (when the game has an Evaluator), then the history heuristic
	// (Schaeffer, "The history heuristic and alpha-beta search
	// enhancements in practice", IEEE PAMI 11(11), 1989). Off: the game's
	// move order.
	Ordering bool
	// TT keeps a transposition table keyed by the game's canonical state,
	// storing value, bound type (exact/lower/upper), searched depth and best
	// move, so repeated positions are not searched again.
	TT bool
	// Deepening runs depth-limited searches of depth 1, 2, 3, … until the
	// value is proven or Depth is reached (Slate & Atkin's iterative
	// deepening, AIMA 4e §5.4); with TT and Ordering, each iteration orders
	// moves by the previous one's results.
	Deepening bool
}

// AlphaBeta is a steppable fail-soft alpha-beta search in negamax form
// (AIMA 4e §5.3, ALPHA-BETA-SEARCH; Knuth & Moore, "An analysis of
// alpha-beta pruning", Artificial Intelligence 6, 1975), with optional move
// ordering, transposition table and iterative deepening.
//
// The root is searched with the window (-1, +1), the range of utilities, so
// a node stops at its first proven winning move. It returns the same root
// value as Minimax to the same depth. Complete and optimal (the exact
// minimax value and a move achieving it) in finite games searched to the
// end. Time O(b^m) in the worst case, O(b^(m/2)) with perfect ordering;
// space O(b·m) for the stack plus the table (one entry per position
// searched).
type AlphaBeta[S comparable, M comparable] struct {
	machine[S, M, abChild[S, M], window]
	p    AlphaBetaParams
	hist map[M]int64
	iter int // depth of the current iteration
	maxD int // depth of the last iteration
}

// window is a frame's (alpha, beta) search window.
type window struct{ alpha, beta float64 }

type abChild[S comparable, M comparable] struct {
	m     M
	s     S
	score float64
	hist  int64
	first bool
}

func (c abChild[S, M]) edge() (M, S) { return c.m, c.s }

// NewAlphaBeta returns an alpha-beta search of game g from root.
func NewAlphaBeta[S comparable, M comparable](g Game[S, M], root S, o Options[S, M], p AlphaBetaParams) *AlphaBeta[S, M] {
	a := &AlphaBeta[S, M]{machine: newMachine[S, M, abChild[S, M], window](g, root, o, p.TT), p: p}
	if p.Ordering {
		a.hist = make(map[M]int64)
	}
	a.maxD = unlimited
	if p.Depth > 0 {
		a.maxD = p.Depth
	}
	return a
}

// Step enters one game-tree node (after finishing the nodes whose children
// are all done) and reports whether the search continues.
func (a *AlphaBeta[S, M]) Step() bool {
	if a.done {
		return false
	}
	if a.sp < 0 {
		if a.g.Terminal(a.root) {
			a.res.Value = a.g.Utility(a.root, a.g.ToMove(a.root))
			a.res.Proven = true
			a.res.Stats.Nodes++
			if a.o.Observer != nil {
				var zm M
				a.o.Observer(Event[S, M]{Kind: Enter, State: a.root, Move: zm, Alpha: -1, Beta: 1})
				a.o.Observer(Event[S, M]{Kind: Leave, State: a.root, Move: zm, Alpha: -1, Beta: 1, Value: a.res.Value, Bound: Exact})
			}
			return a.finish(search.Found)
		}
		if a.overBudget() {
			return a.finish(search.BudgetExceeded)
		}
		a.startIteration()
		return !a.done
	}
	// Finish frames that have no child left to search.
	for {
		f := &a.frames[a.sp]
		if f.next < len(f.kids) && f.best < f.win.beta {
			break
		}
		if a.leave() {
			return !a.done
		}
	}
	if a.overBudget() {
		return a.finish(search.BudgetExceeded)
	}
	f := &a.frames[a.sp]
	k := &f.kids[f.next]
	f.next++
	alpha := max(f.win.alpha, f.best)
	a.enter(k.s, k.m, f.ply+1, f.remain-1, f.mover, alpha, f.win.beta)
	return true
}

// startIteration pushes the root for the next iteration.
func (a *AlphaBeta[S, M]) startIteration() {
	d := a.maxD
	if a.p.Deepening {
		if a.iter == 0 {
			a.iter = 1
		} else {
			a.iter++
		}
		d = min(a.iter, a.maxD)
	}
	a.iter = d
	a.res.Stats.Iterations++
	if a.o.Observer != nil {
		var zm M
		a.o.Observer(Event[S, M]{Kind: NewIteration, State: a.root, Move: zm, Depth: d})
	}
	var zm M
	a.enter(a.root, zm, 0, d, a.g.ToMove(a.root), -1, 1)
}

// enter pushes a node at ply with window (alpha, beta) given from the
// parent's point of view (parentMover), then resolves it at once when it is
// terminal, at the horizon or answered by the table, or expands it.
func (a *AlphaBeta[S, M]) enter(s S, m M, ply, remain, parentMover int, alpha, beta float64) {
	f := a.push(s, m, ply, remain, window{alpha, beta})
	if ply > 0 && f.mover != parentMover {
		alpha, beta = -beta, -alpha
		f.win = window{alpha, beta}
	}
	obs := a.o.Observer
	if obs != nil {
		obs(Event[S, M]{Kind: Enter, State: s, Move: m, Ply: ply, Depth: remain, Alpha: alpha, Beta: beta})
	}
	if a.leaf(f) {
		a.leave()
		return
	}
	var e ttEntry[S]
	found := false
	if a.tt != nil {
		f.key = keyOf(a.g, a.canon, s)
		e, found = a.tt.m[f.key]
		if found && ply > 0 && e.usable(remain) &&
			(e.bound == Exact || (e.bound == Lower && e.value >= beta) || (e.bound == Upper && e.value <= alpha)) {
			a.res.Stats.TTHits++
			if obs != nil {
				obs(Event[S, M]{Kind: TTHit, State: s, Move: m, Ply: ply, Depth: remain, Alpha: alpha, Beta: beta, Value: e.value, Bound: e.bound})
			}
			f.best = e.value
			f.complete = e.complete
			a.popTo(f.best, e.bound)
			return
		}
	}
	a.expand(f, e, found)
	if len(f.kids) == 0 { // a non-terminal state without moves breaks the contract; score it as terminal
		f.best = a.g.Utility(s, f.mover)
		a.leave()
	}
}

// expand generates and orders f's children.
func (a *AlphaBeta[S, M]) expand(f *frame[S, M, abChild[S, M], window], e ttEntry[S], found bool) {
	moves := a.moves(f)
	if a.o.Observer != nil {
		a.o.Observer(Event[S, M]{Kind: Expand, State: f.state, Move: f.move, Ply: f.ply, Depth: f.remain, Alpha: f.win.alpha, Beta: f.win.beta, Count: len(moves)})
	}
	for _, m := range moves {
		f.kids = append(f.kids, abChild[S, M]{m: m, s: a.g.Apply(f.state, m)})
	}
	if !a.p.Ordering {
		return
	}
	useBest := found && e.hasBest
	rootPrev := f.ply == 0 && a.res.HasMove
	for i := range f.kids {
		k := &f.kids[i]
		if useBest && keyOf(a.g, a.canon, k.s) == e.best {
			k.first = true
			useBest = false
		} else if rootPrev && k.m == a.res.BestMove {
			k.first = true
		}
		if a.eval != nil && !a.g.Terminal(k.s) {
			k.score = toParent(a.eval.Evaluate(k.s, a.g.ToMove(k.s)), f.mover, a.g.ToMove(k.s))
		} else if a.g.Terminal(k.s) {
			k.score = toParent(a.g.Utility(k.s, a.g.ToMove(k.s)), f.mover, a.g.ToMove(k.s))
		}
		k.hist = a.hist[k.m]
	}
	slices.SortStableFunc(f.kids, func(x, y abChild[S, M]) int {
		if x.first != y.first {
			if x.first {
				return -1
			}
			return 1
		}
		if c := cmp.Compare(y.score, x.score); c != 0 {
			return c
		}
		return cmp.Compare(y.hist, x.hist)
	})
}

// leave finishes the top frame: classifies its value, stores it in the
// table, and hands it to the parent. It reports whether an iteration ended.
func (a *AlphaBeta[S, M]) leave() bool {
	f := &a.frames[a.sp]
	b := Exact // terminal and horizon values are exact
	switch {
	case len(f.kids) == 0:
	case f.best >= f.win.beta && f.win.beta < 1:
		b = Lower
	case f.best <= f.win.alpha && f.win.alpha > -1:
		b = Upper
	}
	if a.tt != nil && len(f.kids) > 0 {
		a.store(f, b, f.complete || proven(f.best, b))
	}
	if a.hist != nil && f.bestIdx >= 0 && b != Upper {
		r := int64(min(f.remain, 64))
		a.hist[f.kids[f.bestIdx].m] += r * r
	}
	return a.popTo(f.best, b)
}

// proven reports whether a value with bound b is a proven game result
// (utilities are in [-1, 1], evaluations strictly inside).
func proven(v float64, b Bound) bool {
	return (v >= 1 && b != Upper) || (v <= -1 && b != Lower)
}

// popTo pops the top frame with value v and hands the value to the parent,
// or ends the iteration at the root. It reports whether an iteration ended.
func (a *AlphaBeta[S, M]) popTo(v float64, b Bound) bool {
	f := &a.frames[a.sp]
	complete := f.complete || proven(v, b)
	if a.o.Observer != nil {
		a.o.Observer(Event[S, M]{Kind: Leave, State: f.state, Move: f.move, Ply: f.ply, Depth: f.remain, Alpha: f.win.alpha, Beta: f.win.beta, Value: v, Bound: b})
	}
	a.sp--
	if a.sp < 0 {
		a.endIteration(f, complete)
		return true
	}
	p := &a.frames[a.sp]
	a.toParent(p, f, v, complete)
	if p.best >= p.win.beta && p.next < len(p.kids) {
		a.res.Stats.Cutoffs++
		if a.o.Observer != nil {
			a.o.Observer(Event[S, M]{Kind: Cutoff, State: p.state, Move: p.move, Ply: p.ply, Depth: p.remain, Alpha: p.win.alpha, Beta: p.win.beta, Value: p.best, Pruned: len(p.kids) - p.next})
		}
	}
	return false
}

// endIteration records the root's result and starts the next iteration or
// finishes.
func (a *AlphaBeta[S, M]) endIteration(root *frame[S, M, abChild[S, M], window], complete bool) {
	a.rootResult(root, complete, a.iter)
	if root.bestIdx >= 0 && a.tt != nil {
		a.res.PV = a.extendPV(a.res.PV)
	}
	if a.p.Deepening && !complete && a.iter < a.maxD {
		return
	}
	a.finish(search.Found)
}

// extendPV continues a principal variation that a transposition-table hit
// cut short, following the best moves stored in the table, up to the depth
// of the iteration.
func (a *AlphaBeta[S, M]) extendPV(pv []M) []M {
	s := a.root
	for _, m := range pv {
		s = a.g.Apply(s, m)
	}
	var buf []M
	for len(pv) < a.iter && len(pv) < 1<<12 && !a.g.Terminal(s) {
		e, ok := a.tt.m[keyOf(a.g, a.canon, s)]
		if !ok || !e.hasBest {
			break
		}
		found := false
		buf = a.g.Moves(s, buf)
		for _, m := range buf {
			if c := a.g.Apply(s, m); keyOf(a.g, a.canon, c) == e.best {
				pv, s, found = append(pv, m), c, true
				break
			}
		}
		if !found {
			break
		}
	}
	return pv
}
