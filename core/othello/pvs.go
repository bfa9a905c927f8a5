package othello

import (
	"math"
	"slices"

	"searchlab/core/adversarial"
	"searchlab/core/search"
)

// PVSParams configure PVS.
type PVSParams struct {
	// Depth is the search depth in plies (a pass counts), 1–60.
	Depth int
	// Ordering searches the table's move first, then the others by a
	// shallow search of the child (its learned evaluation, or a search of
	// depth shallowDepth(d) at remaining depth d ≥ 6); off, the moves in
	// board order (the table's move still first).
	Ordering bool
	// TT keeps a transposition table (bounds, depth, best move per
	// position; pvsTableEntries(Depth) entries, fixed when the search
	// starts, at most a quarter of the memory budget).
	TT bool
	// Deepening searches depth 1, 2, … up to Depth, each iteration ordered
	// by the previous one through the table; a node or time budget then
	// leaves the last completed depth's move, or the stopped depth's best
	// once its first move was searched (partialRoot). Off: one search to
	// Depth.
	Deepening bool
	// AllMoves searches every root move with the full window, so that each
	// gets its value at the depth (hints); otherwise the moves after the
	// first get a null window and only bounds.
	AllMoves bool
	// Eval is the evaluation at the horizon (nil: the embedded one).
	Eval *Learned
	// ProbCut is the Multi-ProbCut threshold t in deviations (probcut.go):
	// null-window nodes with probCutMinDepth plies left or more are cut
	// when a shallow search predicts the bound with that confidence
	// (0: off, the full-width search; DefaultProbCut in the players).
	ProbCut float64
}

// PVS is a principal-variation search (NegaScout: Reinefeld, "An
// improvement to the Scout tree search algorithm", ICCA Journal 6(4),
// 1983; Marsland & Campbell, "Parallel search of strongly ordered game
// trees", Computing Surveys 14(4), 1982) of Othello positions with the
// learned evaluation (Learned) at the horizon: negamax alpha-beta on whole
// discs in which the first move of a node is searched with the full window
// and every other one with a null window (alpha, alpha+1), searched again
// with the full window only when it fails high. With move ordering from a
// shallow search, the transposition table and iterative deepening it is
// the classical program of Logistello and Edax, without their selective
// ProbCut.
//
// Values are final disc differences for the side to move: the learned
// evaluation's prediction at the horizon, the exact score at the end of
// the game; nodes that can be searched to the end (no more empties than
// the remaining depth, at most pvsExactEmpties) are solved exactly by the
// endgame recursion (endgame_fast.go). Discs returns the root's value;
// Result.Value encodes it on othello.Game's utility scale (UtilityOf when
// proven, else discs/130, inside (−1/2, 1/2) as for Game{Eval:
// EvalLearned}).
//
// Steppable like Endgame: one Step enters one node with more than
// pvsRecDepth plies left (an explicit stack); shallower subtrees are
// searched by recursion inside the step. Complete and optimal at its depth:
// it returns the negamax value of the depth-limited tree (the same as
// minimax with the same evaluation) and a move attaining it; the exact
// game value when the depth reaches the end of the game. Time O(b^d) in
// the worst case, about O(b^(d/2)) with good ordering; space O(d) frames
// plus the table.
type PVS struct {
	exact
	stack
	o      adversarial.Options[Position, Move]
	p      PVSParams
	iter   int // depth of the current iteration
	maxD   int
	done   bool
	status search.Status
	budget search.Budget
	st     adversarial.Stats
	// usedEval: the current root move's search used the evaluation (or a
	// table entry that did); iterEval: an earlier root move's did.
	usedEval, iterEval bool

	// The last completed iteration's results.
	value   int
	proven  bool
	hasMove bool
	best    Move
	pv      []Move
	scores  []MoveScore
	cur     []MoveScore // the current iteration's root moves
}

// pvsRecDepth: nodes with this many plies left or fewer are searched by
// recursion inside one Step.
const pvsRecDepth = 3

// pvsExactEmpties: a node with at most this many empties and no more than
// its remaining depth is solved exactly.
const pvsExactEmpties = 12

// pvsTableEntries is the size of PVS's table for a search of depth d:
// 2^(8+d) entries, at most 2^20 (24 MB).
func pvsTableEntries(d int) int { return 1 << min(8+d, 20) }

// NewPVS returns a principal-variation search of root.
func NewPVS(root Position, o adversarial.Options[Position, Move], p PVSParams) *PVS {
	s := &PVS{stack: stack{root: root, sp: -1}, o: o, p: p, status: search.Running}
	s.maxNodes = math.MaxInt64
	if o.Limits.MaxNodes > 0 {
		s.maxNodes = o.Limits.MaxNodes
	}
	s.eval = p.Eval
	if s.eval == nil {
		s.eval = MustLearned()
	}
	s.maxD = min(max(p.Depth, 1), 60)
	if p.TT {
		n := pvsTableEntries(s.maxD)
		for o.Limits.MaxMemory > 0 && n > 1024 && hashBytes(n) > o.Limits.MaxMemory/4 {
			n >>= 1
		}
		s.tt = newHashTable(n)
	}
	return s
}

var _ adversarial.Searcher[Move] = (*PVS)(nil)

// Discs returns the root's value in discs for the side to move (the
// evaluation's prediction at the search's horizon, or the exact final
// disc difference) and whether it is exact, from the last completed
// iteration.
func (s *PVS) Discs() (int, bool) { return s.value, s.proven }

// MoveScores returns the root moves of the last completed iteration with
// their values (Exact: the value at the depth; otherwise an upper bound:
// the move was only shown to be no better than the best). With AllMoves
// every move's value is exact at the depth.
func (s *PVS) MoveScores() []MoveScore { return slices.Clone(s.scores) }

// Result returns the result so far (final once Step returned false).
func (s *PVS) Result() adversarial.Result[Move] {
	st := s.stats(s.st, s.memory())
	r := adversarial.Result[Move]{Status: s.status, Budget: s.budget, Stats: st, HasMove: s.hasMove, BestMove: s.best,
		PV: slices.Clone(s.pv), Proven: s.proven}
	if s.proven {
		r.Value = UtilityOf(s.value)
	} else {
		r.Value = float64(s.value) / 130
	}
	if root, ok := s.partialRoot(); ok {
		r.HasMove, r.BestMove, r.PV, r.Proven = true, root.bestMove(), slices.Clone(root.pv), false
		r.Value = float64(root.best) / 130
	}
	return r
}

// partialRoot returns the root frame of an iteration (after a completed
// one, with Deepening) that a budget or a time limit stopped after at
// least its first move was searched: its best
// move so far is the deeper search's choice (the first move's value at the
// new depth, or a move proven better than it), so a stopped search plays
// it rather than the last completed iteration's move, as game programs do.
func (s *PVS) partialRoot() (*frame, bool) {
	if s.status == search.Found || !s.p.Deepening || !s.hasMove || s.sp < 0 || len(s.frames) == 0 {
		return nil, false // without a completed iteration there is no move to replace (a search without one goes on)
	}
	root := &s.frames[0]
	if root.bestIdx < 0 || s.iter <= s.st.DepthReached {
		return nil, false
	}
	return root, true
}

func (s *PVS) memory() int64 { return s.stack.bytes() + s.tt.bytes() + s.listBytes() }

// Step enters one stack node (searching the shallow subtrees it reaches on
// the way) and reports whether the search continues.
func (s *PVS) Step() bool {
	if s.done {
		return false
	}
	if s.sp < 0 {
		if s.root.Over() {
			own, opp := s.root.mine()
			s.value, s.proven = final(own, opp), true
			s.nodes++
			s.finish(search.Found)
			return false
		}
		if s.nodes >= s.maxNodes {
			s.budget = search.NodeBudget
			s.finish(search.BudgetExceeded)
			return false
		}
		s.startIteration()
		return !s.done
	}
	for !s.hasWork() {
		if s.pop() {
			return !s.done
		}
	}
	if s.nodes >= s.maxNodes {
		s.budget = search.NodeBudget
		s.finish(search.BudgetExceeded)
		return false
	}
	if f := s.top(); s.sp == 0 && !f.research { // a new root move: its own exactness
		s.iterEval = s.iterEval || s.usedEval
		s.usedEval = false
	}
	mv, alpha, beta := s.nextChild(s.p.AllMoves)
	passed := mv.sq == Pass
	depth := s.top().depth - 1
	if depth <= pvsRecDepth {
		nodes := s.nodes
		v := -s.search(mv.opp, mv.own, depth, alpha, beta, passed)
		if s.o.Observer != nil {
			s.o.Observer(s.solvedEvent(mv.opp, mv.own, mv.sq, s.nodes-nodes, -v))
		}
		if s.stopped {
			s.budget = search.NodeBudget
			s.finish(search.BudgetExceeded)
			return false
		}
		s.childDone(v, nil)
		return true
	}
	s.push(mv.opp, mv.own, mv.sq, passed, depth, alpha, beta)
	return !s.done
}

// startIteration pushes the root for the next depth.
func (s *PVS) startIteration() {
	d := s.maxD
	if s.p.Deepening {
		d = min(s.iter+1, s.maxD)
	}
	s.iter = d
	s.st.Iterations++
	s.usedEval, s.iterEval = false, false
	s.cur = s.cur[:0]
	if s.o.Observer != nil {
		s.o.Observer(adversarial.Event[Position, Move]{Kind: adversarial.NewIteration, State: s.root, Move: NoMove, Depth: d})
	}
	own, opp := s.root.mine()
	s.push(own, opp, NoMove, false, d, -65, 65)
}

// push enters a stack node with own to move, depth plies left and window
// (alpha, beta); a node answered at once (the end of the game, the table,
// an exact solve) is left again before push returns.
func (s *PVS) push(own, opp uint64, m Move, passed bool, depth, alpha, beta int) {
	f := s.enter(own, opp, m, passed, depth, alpha, beta)
	s.st.MaxPly = max(s.st.MaxPly, s.sp)
	if s.o.Observer != nil {
		s.o.Observer(adversarial.Event[Position, Move]{Kind: adversarial.Enter, State: s.position(s.sp), Move: m, Ply: s.sp,
			Depth: depth, Alpha: float64(alpha), Beta: float64(beta)})
	}
	n := count(^(own | opp))
	if s.sp > 0 && n <= depth && n <= pvsExactEmpties {
		s.nodes++ // the node entered; the exact solve counts those below
		nodes := s.nodes
		f.best = s.solve(own, opp, alpha, beta, passed)
		if s.o.Observer != nil {
			ev := s.solvedEvent(own, opp, m, s.nodes-nodes, f.best)
			ev.Ply = s.sp
			s.o.Observer(ev)
		}
		s.leaveAnswered()
		return
	}
	s.nodes++
	lm := legalMask(own, opp)
	if lm == 0 {
		if passed || legalMask(opp, own) == 0 {
			f.best = final(own, opp)
			s.leaveAnswered()
			return
		}
		f.moves = append(f.moves, moveEntry{sq: Pass, own: own, opp: opp})
		s.st.Expanded++
		s.st.Generated++
		s.expandEvent(depth, 1)
		return
	}
	hashMove := NoMove
	if s.tt != nil {
		if e, ok := s.tt.probe(own, opp); ok {
			if s.sp > 0 && int(e.depth) >= depth {
				lo, hi := int(e.lower), int(e.upper)
				if lo >= beta || hi <= alpha || lo == hi {
					s.st.TTHits++
					s.usedEval = s.usedEval || e.depth != exactDepth
					f.best = lo
					if hi <= alpha {
						f.best = hi
					}
					s.leaveAnswered()
					return
				}
			}
			hashMove = e.move
		}
	}
	if s.sp > 0 && beta == alpha+1 {
		if v, ok := s.probCut(own, opp, depth, alpha, beta); ok {
			f.best = v
			s.leaveAnswered()
			return
		}
	}
	s.st.Expanded++
	s.st.Generated += int64(count(lm))
	s.expandEvent(depth, count(lm))
	var ml moveList
	s.order(&ml, own, opp, lm, hashMove, depth)
	f.moves = append(f.moves, ml.m[:ml.n]...)
}

// expandEvent reports that the top frame (depth plies left) generated n
// moves.
func (s *PVS) expandEvent(depth, n int) {
	if s.o.Observer != nil {
		s.o.Observer(adversarial.Event[Position, Move]{Kind: adversarial.Expand, State: s.position(s.sp), Move: s.top().move, Ply: s.sp,
			Depth: depth, Count: n})
	}
}

// solvedEvent is the event of a subtree (own to move, reached by m from
// the top frame) searched by recursion in nodes nodes, without events, to
// the value v for own.
func (s *PVS) solvedEvent(own, opp uint64, m Move, nodes int64, v int) adversarial.Event[Position, Move] {
	return adversarial.Event[Position, Move]{Kind: adversarial.Solved, State: s.childPosition(own, opp), Move: m, Ply: s.sp + 1,
		Depth: count(^(own | opp)), Count: int(nodes), Value: float64(v)}
}

// leaveAnswered pops a node whose value push found without children.
func (s *PVS) leaveAnswered() {
	f := &s.frames[s.sp]
	f.moves = f.moves[:0]
	s.pop()
}

// childDone hands the value v (for the top frame's mover) of the child just
// searched, with its principal variation, to the top frame, keeping the
// root's move scores.
func (s *PVS) childDone(v int, pv []Move) {
	root := s.sp == 0
	ms, _, cutoff := s.stack.childDone(v, pv, s.p.AllMoves)
	if root {
		ms.Exact = ms.Exact || s.top().next == 1 // the first root move has the full window
		ms.Proven = ms.Exact && !s.usedEval
		s.cur = setScore(s.cur, ms)
	}
	if cutoff {
		s.cutoffs++
	}
}

// pop leaves the top frame, stores it in the table and hands its value to
// the parent; it reports whether an iteration ended.
func (s *PVS) pop() bool {
	f := s.top()
	if s.o.Observer != nil {
		s.o.Observer(adversarial.Event[Position, Move]{Kind: adversarial.Leave, State: s.position(s.sp), Move: f.move, Ply: s.sp,
			Depth: f.depth, Value: float64(f.best)})
	}
	if s.tt != nil && len(f.moves) > 0 {
		s.tt.store(f.own, f.opp, f.depth, f.alpha, f.beta, f.best, f.bestMove())
	}
	s.sp--
	if s.sp < 0 {
		s.endIteration(f)
		return true
	}
	s.childDone(-f.best, f.pv)
	return false
}

// endIteration records the root's result and starts the next iteration or
// finishes.
func (s *PVS) endIteration(root *frame) {
	s.value = root.best
	s.proven = !s.usedEval && !s.iterEval
	if root.bestIdx >= 0 {
		s.hasMove, s.best = true, root.moves[root.bestIdx].sq
		s.pv = s.extendPV(append(s.pv[:0], root.pv...))
	}
	s.scores = append(s.scores[:0], s.cur...)
	for i := range s.scores {
		if s.scores[i].Move == s.best {
			s.scores[i].Score, s.scores[i].Exact = s.value, true
			s.scores[i].Proven = s.scores[i].Proven || s.proven
		}
	}
	s.st.DepthReached = s.iter
	if s.p.Deepening && !s.proven && s.iter < s.maxD {
		return
	}
	s.finish(search.Found)
}

func (s *PVS) finish(st search.Status) {
	s.status = st
	s.done = true
	s.st.MemoryBytes = max(s.st.MemoryBytes, s.memory())
}

// extendPV continues the principal variation from the table's best moves,
// up to the iteration's depth.
func (s *PVS) extendPV(pv []Move) []Move {
	p := s.root
	for _, m := range pv {
		p = p.Apply(m)
	}
	for len(pv) < s.iter && !p.Over() && s.tt != nil {
		own, opp := p.mine()
		e, ok := s.tt.probe(own, opp)
		if !ok || e.move == NoMove {
			break
		}
		next, err := p.Play(e.move)
		if err != nil {
			break
		}
		pv, p = append(pv, e.move), next
	}
	if len(pv) == s.iter-1 && !p.Over() { // the horizon's parent (not stored): its best leaf
		best, bm := -65, NoMove
		for _, m := range p.Moves(nil) {
			c := p.Apply(m)
			co, cp := c.mine()
			v := -final(co, cp)
			if !c.Over() {
				v = -s.eval.Discs(co, cp)
			}
			if v > best {
				best, bm = v, m
			}
		}
		pv = append(pv, bm)
	}
	return pv
}
