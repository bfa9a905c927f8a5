package adversarial

import (
	"math"
	"slices"
	"unsafe"

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
	g      Game[S, M]
	canon  Canonicalizer[S]
	eval   Evaluator[S]
	root   S
	o      Options[S, M]
	p      MinimaxParams
	tt     *table[S]
	mbuf   []M // scratch move list (copied into the frame's children)
	frames []mmFrame[S, M]
	sp     int
	depth  int
	done   bool
	res    Result[M]
}

type mmChild[S comparable, M comparable] struct {
	m M
	s S
}

type mmFrame[S comparable, M comparable] struct {
	state, key  S
	move        M
	mover       int
	ply, remain int
	kids        []mmChild[S, M]
	next        int
	best        float64
	bestIdx     int
	complete    bool
	pv          []M
}

// NewMinimax returns a minimax search of game g from root.
func NewMinimax[S comparable, M comparable](g Game[S, M], root S, o Options[S, M], p MinimaxParams) *Minimax[S, M] {
	mm := &Minimax[S, M]{g: g, root: root, o: o, p: p, sp: -1, depth: unlimited}
	mm.canon, _ = g.(Canonicalizer[S])
	mm.eval, _ = g.(Evaluator[S])
	if p.Depth > 0 {
		mm.depth = p.Depth
	}
	if p.TT {
		mm.tt = newTable[S]()
	}
	mm.res.Status = search.Running
	return mm
}

// Result returns the result so far (final once Step returned false).
func (mm *Minimax[S, M]) Result() Result[M] {
	r := mm.res
	r.PV = slices.Clone(r.PV)
	mm.fillMemory(&r.Stats)
	return r
}

func (mm *Minimax[S, M]) fillMemory(st *Stats) {
	if mm.tt != nil {
		st.TTEntries = len(mm.tt.m)
	}
	st.MemoryBytes = max(st.MemoryBytes, mm.memory())
}

// memory estimates the stack (frames, child lists, principal variations)
// and the transposition table now.
func (mm *Minimax[S, M]) memory() int64 {
	var f mmFrame[S, M]
	var c mmChild[S, M]
	fs, cs := int64(unsafe.Sizeof(f)), int64(unsafe.Sizeof(c))
	mem := int64(0)
	for _, fr := range mm.frames[:cap(mm.frames)] { // frames above the top keep their lists
		mem += frameBytes[S, M](fs, cs, cap(fr.kids), cap(fr.pv), mm.root)
	}
	if mm.tt != nil {
		mem += mm.tt.bytes()
	}
	return mem
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
	if mm.res.Budget = spent(mm.o.Limits, mm.res.Stats.Nodes, mm.sp+1 >= len(mm.frames), mm.memory); mm.res.Budget != search.NoBudget {
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
	mm.sp++
	if mm.sp == len(mm.frames) {
		mm.frames = append(mm.frames, mmFrame[S, M]{})
	}
	f := &mm.frames[mm.sp]
	f.state, f.move, f.ply, f.remain = s, m, ply, remain
	f.mover = mm.g.ToMove(s)
	f.kids = f.kids[:0]
	f.next, f.bestIdx = 0, -1
	f.best = math.Inf(-1)
	f.complete = true
	f.pv = f.pv[:0]
	st := &mm.res.Stats
	st.Nodes++
	st.MaxPly = max(st.MaxPly, ply)
	obs := mm.o.Observer
	if obs != nil {
		obs(Event[S, M]{Kind: Enter, State: s, Move: m, Ply: ply, Depth: remain, Alpha: math.Inf(-1), Beta: math.Inf(1)})
	}
	if mm.g.Terminal(s) {
		f.best = mm.g.Utility(s, f.mover)
		mm.leave()
		return
	}
	if remain <= 0 {
		f.best = 0
		if mm.eval != nil {
			f.best = mm.eval.Evaluate(s, f.mover)
		}
		f.complete = false
		mm.leave()
		return
	}
	if mm.tt != nil {
		f.key = keyOf(mm.g, mm.canon, s)
		if e, ok := mm.tt.m[f.key]; ok && ply > 0 && e.usable(remain) {
			st.TTHits++
			if obs != nil {
				obs(Event[S, M]{Kind: TTHit, State: s, Move: m, Ply: ply, Depth: remain, Value: e.value, Bound: Exact})
			}
			f.best = e.value
			f.complete = e.complete
			mm.pop()
			return
		}
	}
	moves := mm.g.Moves(s, mm.mbuf)
	mm.mbuf = moves
	st.Expanded++
	st.Generated += int64(len(moves))
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
		e := ttEntry[S]{value: f.best, depth: f.remain, bound: Exact, complete: f.complete}
		if f.bestIdx >= 0 {
			e.best, e.hasBest = keyOf(mm.g, mm.canon, f.kids[f.bestIdx].s), true
		}
		mm.tt.store(f.key, e)
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
		r := &mm.res
		r.Value, r.Proven = f.best+0, f.complete // +0: no negative zero
		if f.bestIdx >= 0 {
			r.HasMove, r.BestMove = true, f.kids[f.bestIdx].m
			r.PV = append(r.PV[:0], f.pv...)
		}
		r.Stats.DepthReached = f.remain
		if f.remain == unlimited {
			r.Stats.DepthReached = r.Stats.MaxPly
		}
		return
	}
	p := &mm.frames[mm.sp]
	p.complete = p.complete && f.complete
	if v := toParent(f.best, p.mover, f.mover); v > p.best {
		p.best, p.bestIdx = v, p.next-1
		p.pv = append(p.pv[:0], f.move)
		p.pv = append(p.pv, f.pv...)
	}
}

func (mm *Minimax[S, M]) finish(s search.Status) bool {
	mm.res.Status = s
	mm.done = true
	mm.fillMemory(&mm.res.Stats)
	return false
}
