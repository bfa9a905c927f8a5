package adversarial

import (
	"math"
	"slices"
	"unsafe"

	"searchlab/core/search"
)

// machine is the explicit-stack depth-first machinery that Minimax and
// AlphaBeta share (the recursion of AIMA 4e fig. 5.3 and 5.7 unrolled into
// frames so that a search can be stepped one node at a time): the game and
// its optional interfaces, the options, the transposition table, the stack
// and the result so far. K is the algorithm's child record and W the
// per-frame window (alpha-beta's bounds; an empty struct for minimax, so a
// minimax frame carries no unused fields and its memory estimate stays
// exact).
type machine[S comparable, M comparable, K edger[S, M], W any] struct {
	g      Game[S, M]
	canon  Canonicalizer[S]
	eval   Evaluator[S]
	root   S
	o      Options[S, M]
	tt     *table[S]
	mbuf   []M // scratch move list (copied into the frame's children)
	frames []frame[S, M, K, W]
	sp     int // index of the top frame, -1 when no search is on the stack
	done   bool
	res    Result[M]
}

// edger is a child record: the move to it and the state it leads to.
type edger[S, M any] interface {
	edge() (M, S)
}

// frame is one node on the stack.
type frame[S comparable, M comparable, K any, W any] struct {
	state, key  S
	move        M
	mover       int
	ply, remain int
	win         W
	kids        []K
	next        int
	best        float64
	bestIdx     int
	complete    bool
	pv          []M
}

func newMachine[S comparable, M comparable, K edger[S, M], W any](g Game[S, M], root S, o Options[S, M], tt bool) machine[S, M, K, W] {
	m := machine[S, M, K, W]{g: g, root: root, o: o, sp: -1}
	m.canon, _ = g.(Canonicalizer[S])
	m.eval, _ = g.(Evaluator[S])
	if tt {
		m.tt = newTable[S]()
	}
	m.res.Status = search.Running
	return m
}

// Result returns the result so far (final once Step returned false).
func (m *machine[S, M, K, W]) Result() Result[M] {
	r := m.res
	r.PV = slices.Clone(r.PV)
	m.fillMemory(&r.Stats)
	return r
}

func (m *machine[S, M, K, W]) fillMemory(st *Stats) {
	if m.tt != nil {
		st.TTEntries = len(m.tt.m)
	}
	st.MemoryBytes = max(st.MemoryBytes, m.memory())
}

// memory estimates the stack (frames, child lists, principal variations)
// and the transposition table now.
func (m *machine[S, M, K, W]) memory() int64 {
	var f frame[S, M, K, W]
	var c K
	fs, cs := int64(unsafe.Sizeof(f)), int64(unsafe.Sizeof(c))
	mem := int64(0)
	for _, fr := range m.frames[:cap(m.frames)] { // frames above the top keep their lists
		mem += frameBytes[S, M](fs, cs, cap(fr.kids), cap(fr.pv), m.root)
	}
	if m.tt != nil {
		mem += m.tt.bytes()
	}
	return mem
}

func (m *machine[S, M, K, W]) finish(s search.Status) bool {
	m.res.Status = s
	m.done = true
	m.fillMemory(&m.res.Stats)
	return false
}

// overBudget records the budget that the next node would exceed, if any.
func (m *machine[S, M, K, W]) overBudget() bool {
	m.res.Budget = spent(m.o.Limits, m.res.Stats.Nodes, m.sp+1 >= len(m.frames), m.memory)
	return m.res.Budget != search.NoBudget
}

// push puts a fresh frame for state s, reached by move mv, on the stack and
// counts it.
func (m *machine[S, M, K, W]) push(s S, mv M, ply, remain int, w W) *frame[S, M, K, W] {
	m.sp++
	if m.sp == len(m.frames) {
		m.frames = append(m.frames, frame[S, M, K, W]{})
	}
	f := &m.frames[m.sp]
	f.state, f.move, f.ply, f.remain = s, mv, ply, remain
	f.mover = m.g.ToMove(s)
	f.win = w
	f.kids = f.kids[:0]
	f.next, f.bestIdx = 0, -1
	f.best = math.Inf(-1)
	f.complete = true
	f.pv = f.pv[:0]
	st := &m.res.Stats
	st.Nodes++
	st.MaxPly = max(st.MaxPly, ply)
	return f
}

// leaf scores f when it is terminal (its utility) or at the horizon (the
// evaluation, or 0 without an Evaluator; not complete), and reports
// whether it did.
func (m *machine[S, M, K, W]) leaf(f *frame[S, M, K, W]) bool {
	if m.g.Terminal(f.state) {
		f.best = m.g.Utility(f.state, f.mover)
		return true
	}
	if f.remain > 0 {
		return false
	}
	f.best = 0
	if m.eval != nil {
		f.best = m.eval.Evaluate(f.state, f.mover)
	}
	f.complete = false
	return true
}

// moves generates the legal moves of f's state and counts the expansion.
func (m *machine[S, M, K, W]) moves(f *frame[S, M, K, W]) []M {
	moves := m.g.Moves(f.state, m.mbuf)
	m.mbuf = moves
	st := &m.res.Stats
	st.Expanded++
	st.Generated += int64(len(moves))
	return moves
}

// store records the finished frame f in the table with bound b.
func (m *machine[S, M, K, W]) store(f *frame[S, M, K, W], b Bound, complete bool) {
	e := ttEntry[S]{value: f.best, depth: f.remain, bound: b, complete: complete}
	if f.bestIdx >= 0 {
		_, s := f.kids[f.bestIdx].edge()
		e.best, e.hasBest = keyOf(m.g, m.canon, s), true
	}
	m.tt.store(f.key, e)
}

// toParent hands the value v of the popped frame f to the new top frame p:
// p's best value, best child and principal variation.
func (m *machine[S, M, K, W]) toParent(p, f *frame[S, M, K, W], v float64, complete bool) {
	p.complete = p.complete && complete
	if cv := toParent(v, p.mover, f.mover); cv > p.best {
		p.best, p.bestIdx = cv, p.next-1
		p.pv = append(p.pv[:0], f.move)
		p.pv = append(p.pv, f.pv...)
	}
}

// rootResult records the root frame's value, best move and principal
// variation; depth is the iteration's depth limit.
func (m *machine[S, M, K, W]) rootResult(root *frame[S, M, K, W], complete bool, depth int) {
	r := &m.res
	r.Value, r.Proven = root.best+0, complete // +0 turns a negated zero into zero
	if root.bestIdx >= 0 {
		r.HasMove = true
		r.BestMove, _ = root.kids[root.bestIdx].edge()
		r.PV = append(r.PV[:0], root.pv...)
	}
	r.Stats.DepthReached = depth
	if depth == unlimited {
		r.Stats.DepthReached = r.Stats.MaxPly
	}
}
