package othello

import (
	"math"
	"slices"

	"searchlab/core/adversarial"
	"searchlab/core/search"
)

// EndgameParams configure the exact endgame solver.
type EndgameParams struct {
	// AllMoves computes the exact score of every root move (each searched
	// with the full window) instead of only the best one; slower, but it is
	// what endgame test suites list.
	AllMoves bool
	// TT keeps a transposition table of the positions with ttMinEmpties
	// empties or more: the proven bounds of their exact value (lower ≤
	// value ≤ upper; endgame values do not depend on a depth, so bounds
	// from any search combine) and the move that proved the lower bound,
	// searched first when the position comes again; the enhanced
	// transposition cutoff reads it too. Its size is fixed from the
	// empties (see endgameTableEntries) and the memory budget.
	TT bool
	// Eval orders the moves of nodes with many empties by the learned
	// evaluation (nil: the embedded one; the solver's result does not
	// depend on it, only its speed).
	Eval *Learned
}

// MoveScore is a root move with its value in discs for the side to move:
// the value (Exact) or, when the search only proved a bound, an upper
// bound (Exact false: the move scores at most Score). Proven says the value
// is the game's (the final disc difference under perfect play: always so
// for the exact solver; for PVS when the move's search reached the end of
// the game everywhere), not the evaluation's prediction.
type MoveScore struct {
	Move   Move
	Score  int
	Exact  bool
	Proven bool
}

// Endgame is an exact endgame solver: it finds the final disc difference
// (empties to the winner) under perfect play by both sides, and a move that
// attains it. It is a steppable adversarial.Searcher: one Step enters one
// node with more than fastEmpties empties (an explicit stack, so a time
// budget or cancellation stops it between steps); positions with fewer are
// solved inside the step by the recursion of endgame_fast.go.
//
// Algorithm: negamax alpha-beta on integer disc differences (Knuth & Moore
// 1975) with principal-variation search (Marsland & Campbell 1982: the
// first move with the full window, the others with a null window and a
// re-search when they fail high), fastest-first move ordering (the move
// leaving the opponent the fewest replies first, corners first on ties;
// the classical ordering of endgame solvers, see Gunnar Andersson,
// "Writing an Othello program", and Edax) refined by the learned
// evaluation at many empties, parity ordering, no move list and
// specialised solvers for the last 7 empties (endgame_last.go), the
// stability cutoff, and optionally (EndgameParams.TT)
// a transposition table of proven bounds whose best move is searched first,
// with the enhanced transposition cutoff (endgame_fast.go).
//
// Complete and optimal: the value is exact (Proven) once Step returns
// false with status Found. Cost: exponential in the number of empties e,
// roughly O(b^(e/2)) nodes with good ordering (b ≈ 5–8 in endgames): about
// 10^4–10^6 nodes at 14–16 empties (the FFO #1–19 positions), growing about
// threefold per extra empty. Space: O(e) frames plus the table.
//
// Result.Value is UtilityOf(score) (so it plugs into Game's scale and the
// adversarial players); Score returns the disc difference itself. Stats:
// Nodes counts every position searched (the recursion's too; the full
// board after the last empty square is filled is not counted), Expanded the stack nodes, Cutoffs the
// beta cutoffs everywhere. Limits.MaxNodes bounds Nodes exactly
// (BudgetExceeded). A search stopped by a budget keeps the best root move
// solved so far (its score a lower bound), or, when none was, recommends
// the first move of its ordering with the value 0 (unknown), so a player
// under a time budget always moves.
type Endgame struct {
	exact
	stack
	o       adversarial.Options[Position, Move]
	p       EndgameParams
	started bool
	done    bool
	st      adversarial.Stats
	status  search.Status
	score   int
	hasMove bool
	best    Move
	pv      []Move
	scores  []MoveScore
}

// NewEndgame returns an exact solver of position root.
func NewEndgame(root Position, o adversarial.Options[Position, Move], p EndgameParams) *Endgame {
	e := &Endgame{stack: stack{root: root, sp: -1}, o: o, p: p, status: search.Running}
	e.maxNodes = math.MaxInt64
	if o.Limits.MaxNodes > 0 {
		e.maxNodes = o.Limits.MaxNodes
	}
	e.eval = p.Eval
	if e.eval == nil {
		e.eval, _ = LoadLearned()
	}
	if p.TT {
		e.tt = newHashTable(endgameTableEntries(root.Empties(), o.Limits.MaxMemory))
		if root.Empties() > shallowTableEmpties+2 && (o.Limits.MaxMemory == 0 || hashBytes(shallowTableEntries) <= o.Limits.MaxMemory/8) {
			e.tts = newHashTable(shallowTableEntries)
		}
	}
	return e
}

// endgameTableEntries is the size of the exact solver's main table for a
// root with n empties: 2^(n−7) entries, at least 2^10 and at most 2^20
// (2^19 three-entry buckets, 32 MB), and at most a quarter of a memory
// budget (0: none). It holds the nodes of more than shallowTableEmpties
// empties only, and a table that stays in the processor's caches is
// probed faster: on FFO #20–37, 2^(n−7) entries (256 KB–1 MB) searched
// 0.5% more nodes than 2^(n−3) (4–16 MB) in 7–20% less CPU (four paired
// runs), and 2^(n−3) had taken 3–5% less CPU than 2^20 before the small
// table.
func endgameTableEntries(n int, budget int64) int {
	size := 1 << min(max(n-7, 10), 20)
	for budget > 0 && size > 1024 && hashBytes(size) > budget/4 {
		size >>= 1
	}
	return size
}

var _ adversarial.Searcher[Move] = (*Endgame)(nil)

// Score returns the exact final disc difference for the side to move and
// true once the solver has finished (Found), or the best lower bound so far
// and false.
func (e *Endgame) Score() (int, bool) { return e.score, e.status == search.Found }

// Discs is Score (the value in discs and whether it is exact), as PVS
// reports it.
func (e *Endgame) Discs() (int, bool) { return e.Score() }

// MoveScores returns the root moves searched so far with their scores (exact
// for every move with AllMoves; otherwise exact for the best move and upper
// bounds for the others), in search order.
func (e *Endgame) MoveScores() []MoveScore { return slices.Clone(e.scores) }

// Result returns the result so far (final once Step returned false).
func (e *Endgame) Result() adversarial.Result[Move] {
	st := e.stats(e.st, e.memory())
	r := adversarial.Result[Move]{Status: e.status, Stats: st, HasMove: e.hasMove, BestMove: e.best, PV: slices.Clone(e.pv)}
	r.Value = UtilityOf(e.score)
	r.Proven = e.status == search.Found
	if !r.HasMove && e.done && !r.Proven && len(e.frames) > 0 && len(e.frames[0].moves) > 0 {
		// Stopped before any root move was solved: recommend the first move
		// of the ordering (fewest opponent replies), value unknown (0), so
		// that a player under a time budget still moves.
		r.HasMove, r.BestMove, r.PV, r.Value = true, e.frames[0].moves[0].sq, []Move{e.frames[0].moves[0].sq}, 0
	}
	return r
}

// stats completes a search's statistics st with the counts the recursion
// keeps (nodes, cutoffs, table hits and entries) and memory, the bytes the
// search holds now (the largest seen is kept).
func (x *exact) stats(st adversarial.Stats, memory int64) adversarial.Stats {
	st.Nodes = x.nodes
	st.Cutoffs = x.cutoffs
	st.TTHits += x.ttHits
	if x.tt != nil {
		st.TTEntries = x.tt.used
	}
	if x.tts != nil {
		st.TTEntries += x.tts.used
	}
	st.MemoryBytes = max(st.MemoryBytes, memory)
	return st
}

func (e *Endgame) memory() int64 {
	return e.stack.bytes() + e.tt.bytes() + e.tts.bytes() + e.listBytes()
}

// Step enters one stack node (solving the fast-path children it reaches on
// the way) and reports whether the search continues.
func (e *Endgame) Step() bool {
	if e.done {
		return false
	}
	if !e.started {
		e.started = true
		own, opp := e.root.mine()
		e.st.Iterations = 1
		e.st.DepthReached = e.root.Empties()
		e.push(own, opp, NoMove, false, -65, 65)
		return !e.done
	}
	for !e.hasWork() {
		if e.pop() {
			return !e.done
		}
	}
	if e.nodes >= e.maxNodes {
		e.finish(search.BudgetExceeded)
		return false
	}
	mv, alpha, beta := e.nextChild(e.p.AllMoves)
	// The child has the opponent to move.
	if count(^(mv.own | mv.opp)) <= fastEmpties {
		nodes := e.nodes
		v := -e.solve(mv.opp, mv.own, alpha, beta, mv.sq == Pass)
		if e.o.Observer != nil {
			e.solvedEvent(mv.opp, mv.own, mv.sq, e.nodes-nodes, -v)
		}
		if e.stopped {
			e.finish(search.BudgetExceeded)
			return false
		}
		e.childDone(v, nil)
		return true
	}
	e.push(mv.opp, mv.own, mv.sq, mv.sq == Pass, alpha, beta)
	return !e.done
}

// push enters a stack node with own to move and window (alpha, beta).
func (e *Endgame) push(own, opp uint64, m Move, passed bool, alpha, beta int) {
	f := e.enter(own, opp, m, passed, 0, alpha, beta)
	e.nodes++
	e.st.MaxPly = max(e.st.MaxPly, e.sp)
	if e.o.Observer != nil {
		e.o.Observer(adversarial.Event[Position, Move]{Kind: adversarial.Enter, State: e.position(e.sp), Move: m, Ply: e.sp,
			Depth: count(^(own | opp)), Alpha: UtilityOf(alpha), Beta: UtilityOf(beta)})
	}
	ttBest := NoMove
	n := count(^(own | opp))
	if e.tt != nil && e.sp > 0 {
		if en, ok := e.tt.probe(own, opp); ok {
			lo, hi := int(en.lower), int(en.upper)
			if lo >= beta || hi <= alpha || lo == hi {
				e.st.TTHits++
				f.best, f.fromTT = lo, true
				if hi <= alpha {
					f.best = hi
				}
				e.pop()
				return
			}
			ttBest = en.move
		}
	}
	lm := legalMask(own, opp)
	if lm == 0 {
		if passed || legalMask(opp, own) == 0 {
			f.best = final(own, opp)
			e.pop()
			return
		}
		f.moves = append(f.moves, moveEntry{sq: Pass, own: own, opp: opp})
		e.st.Expanded++
		e.st.Generated++
		e.expandEvent(own, opp, 1)
		return
	}
	if e.sp > 0 && 64-2*count(opp) <= alpha {
		if ub := 64 - 2*count(stableDiscs(opp, own)); ub <= alpha {
			f.best, f.fromTT = ub, true
			e.pop()
			return
		}
	}
	e.st.Expanded++
	e.st.Generated += int64(count(lm))
	e.expandEvent(own, opp, count(lm))
	var ml moveList
	ml.generate(own, opp, lm, ^(own | opp), ttBest, e.eval, n >= evalOrderEmpties && sortDepth(n) == 0)
	if d := sortDepth(n); d > 0 && e.eval != nil {
		ml.sortByShallowSearch(e.eval, d, ttBest, &e.exact)
	}
	if e.tt != nil && e.sp > 0 && n >= etcMinEmpties {
		if v, ok := e.etc(&ml, beta, e.table(n-1)); ok {
			f.best, f.fromTT = v, true
			e.pop()
			return
		}
	}
	f.moves = append(f.moves, ml.m[:ml.n]...)
}

// childDone hands the value v (for the top frame's mover) of the child just
// searched, with its principal variation, to the top frame, keeping the
// root's move scores and best move.
func (e *Endgame) childDone(v int, pv []Move) {
	root := e.sp == 0
	ms, improved, cutoff := e.stack.childDone(v, pv, e.p.AllMoves)
	if root {
		ms.Proven = ms.Exact
		e.scores = setScore(e.scores, ms)
		if improved {
			f := e.top()
			e.score, e.hasMove, e.best = f.best, true, f.bestMove()
			e.pv = append(e.pv[:0], f.pv...)
		}
	}
	if cutoff {
		e.cutoffs++
	}
}

// pop leaves the top frame, handing its value to the parent; it reports
// whether the root was left (the search is over).
func (e *Endgame) pop() bool {
	f := e.top()
	if e.o.Observer != nil {
		e.o.Observer(adversarial.Event[Position, Move]{Kind: adversarial.Leave, State: e.position(e.sp), Move: f.move, Ply: e.sp,
			Depth: count(^(f.own | f.opp)), Value: UtilityOf(f.best)})
	}
	if e.tt != nil && !f.fromTT && len(f.moves) > 0 {
		e.tt.store(f.own, f.opp, exactDepth, f.alpha, f.beta, f.best, f.bestMove())
	}
	e.sp--
	if e.sp < 0 {
		e.score = f.best
		e.finish(search.Found)
		return true
	}
	e.childDone(-f.best, f.pv)
	return false
}

// expandEvent reports that the top frame's n moves were generated.
func (e *Endgame) expandEvent(own, opp uint64, n int) {
	if e.o.Observer != nil {
		f := e.top()
		e.o.Observer(adversarial.Event[Position, Move]{Kind: adversarial.Expand, State: e.position(e.sp), Move: f.move, Ply: e.sp,
			Depth: count(^(own | opp)), Count: n})
	}
}

// solvedEvent reports a child (own to move, reached by m from the top
// frame) that the recursive solver searched in nodes nodes, without
// events, to value v for own.
func (e *Endgame) solvedEvent(own, opp uint64, m Move, nodes int64, v int) {
	e.o.Observer(adversarial.Event[Position, Move]{Kind: adversarial.Solved, State: e.childPosition(own, opp), Move: m, Ply: e.sp + 1,
		Depth: count(^(own | opp)), Count: int(nodes), Value: UtilityOf(v)})
}

func (e *Endgame) finish(s search.Status) {
	e.status = s
	e.done = true
	if s == search.Found && e.hasMove {
		nodes := e.nodes
		e.pv = e.completePV(e.pv)
		if e.o.Observer != nil && e.nodes > nodes {
			// The nodes completing the principal variation, at the root.
			e.o.Observer(adversarial.Event[Position, Move]{Kind: adversarial.Solved, State: e.root, Count: int(e.nodes - nodes),
				Depth: e.root.Empties(), Value: UtilityOf(e.score)})
		}
	}
	e.st.MemoryBytes = max(e.st.MemoryBytes, e.memory())
}

// completePV extends the principal variation to the end of the game: from
// the position it reaches (value known from the root score), it follows at
// each ply the transposition table's exact best move or, at pvSolveEmpties
// empties or fewer, a move whose null-window solve shows it keeps the
// position's value (a table smaller than the search, as a memory budget
// makes it, loses entries). A position with more empties that the table
// does not know ends the PV there (solving it would be a whole search
// outside the steps). The extra nodes count in the statistics.
func (e *Endgame) completePV(pv []Move) []Move {
	const pvSolveEmpties = 16 // a null-window solve of each child: milliseconds
	p := e.root
	for _, m := range pv {
		p = p.Apply(m)
	}
	v := e.score
	if len(pv)%2 == 1 {
		v = -v
	}
	saved := e.maxNodes
	e.maxNodes = math.MaxInt64 // a short tail; not worth an incomplete PV
	defer func() { e.maxNodes = saved }()
	for !p.Over() && len(pv) < 128 {
		if p.Empties() > fastEmpties && e.tt != nil {
			own, opp := p.mine()
			if en, ok := e.tt.probe(own, opp); ok && en.lower == en.upper && int(en.lower) == v && en.move != NoMove {
				if c, err := p.Play(en.move); err == nil {
					pv, p, v = append(pv, en.move), c, -v
					continue
				}
			}
		}
		if p.Empties() > pvSolveEmpties {
			break
		}
		found := false
		for _, m := range p.Moves(nil) {
			c := p.Apply(m)
			own, opp := c.mine()
			var w int
			if c.Over() {
				w = -final(own, opp)
			} else {
				w = -e.solve(own, opp, -v-1, -v+1, m == Pass)
			}
			if w == v {
				pv, p, v, found = append(pv, m), c, -v, true
				break
			}
		}
		if !found { // cannot happen when the solver is right; keep the PV so far
			break
		}
	}
	return pv
}
