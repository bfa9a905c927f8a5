package search

import (
	"math"
	"unsafe"
)

// IDAStar is iterative-deepening A* (Korf 1985, "Depth-first
// iterative-deepening: an optimal admissible tree search", Artificial
// Intelligence 27:97–109; AIMA 4e §3.5.5): depth-first searches bounded by
// f = g + h, the first bound being h(start) and each next bound the smallest
// f that exceeded the previous one. The recursion is an explicit stack of
// preallocated frames, so one Step visits one node and the search can pause
// anywhere; no memory is allocated per node.
//
// Counting convention (it reproduces Korf's 1985 node counts on the
// 15-puzzle when the problem lists the blank's moves up, left, right, down):
// a child equal to its grandparent (the move that undoes the previous move)
// is never generated; every other child counts one in Stats.Generated,
// including children pruned by the bound; the start node counts once (in
// the first iteration); every iteration is counted in full except the last,
// which stops at the first goal (goal test when a node is visited, in action
// order). Stats.Iterations counts iterations; each starts with a NewBound
// event. Stats.Expanded counts visited non-goal nodes whose successors were
// generated (within Limits.MaxNodes).
//
// The problem must implement Heuristic (IncrementalHeuristic is used when
// present: ResultH gives a child and its h in O(1); UnitCost, when it
// reports true, saves the Cost call per child); without a heuristic
// h = 0 and IDA* is iterative deepening on path cost. Without the
// transposition table only the grandparent is checked, so on graphs with
// longer cycles IDA* repeats work (it is a tree search) but stays correct.
//
// An iteration that cut nothing off by the bound has searched everything:
// IDA* then ends NotFound (StopExhausted). Plain IDA* sees this only on
// acyclic spaces (with cycles some path always goes beyond the bound); with
// the transposition table it also knows which cut-off states the iteration
// visited along another path, so it proves NotFound on any finite space
// whose states fit in the table (see idatable.go).
//
// Complete and optimal with an admissible heuristic and step costs ≥ ε > 0.
// Space O(d) frames (plus one action list per depth); time O(b^d) in the
// worst case, with many states visited repeatedly across iterations.
// Limits.MaxDepth, when set, stops nodes at that depth from being expanded
// (Cutoff if no solution within it).
//
// With IDAStarParams.Transpositions IDA*
// also keeps a per-iteration transposition table (Reinefeld & Marsland
// 1994, see idatable.go) and prunes a child already visited in the same
// iteration at a path cost no larger: on problems full of short cycles and
// transpositions (Bloxorz) a state is then searched again within an
// iteration only when reached at a smaller cost, instead of once per path.
// It stays complete and optimal, runs the same iterations as plain IDA*
// and generates no more nodes; space O(d) frames plus the table (at most
// IDAStarParams.TableSize states). Pruned children still count in
// Stats.Generated (they were generated), and the table's size is added to
// Stats.MemoryBytes. Without it the counts are exactly those above.
//
// IDA* implements BatchStepper: StepN runs many visits in one tight loop,
// which is what search.Run uses.
//
// IDAStar is the search over any problem (adapted by AsIDAProblem), the
// type NewIDAStar returns for an IDAProblem interface value.
type IDAStar[S comparable, A any] = IDAStarOf[S, A, IDAProblem[S, A]]

// IDAProblem is what IDA* needs: a problem that computes a child and its
// heuristic value in one call. AsIDAProblem makes one of any Problem.
type IDAProblem[S comparable, A any] interface {
	Problem[S, A]
	IncrementalHeuristic[S, A]
}

// IDAStarOf is IDA* over a problem of type P. With a concrete problem type
// the problem's methods are called through the generic dictionary rather
// than an interface; on the 15-puzzle that measured about 15% faster than
// the same search over an IDAProblem interface value (Go inlines the
// methods in neither case, and all pointer types share one instantiation).
type IDAStarOf[S comparable, A any, P IDAProblem[S, A]] struct {
	// Hot fields first.
	prob  P
	stack []idaFrame[S, A] // len = frames allocated so far
	acts  []A              // the frames' action lists, back to back (len = cap)
	top   int              // index of the top frame; -1 when the stack is empty
	bound float64
	next  float64 // smallest f that exceeded bound in this iteration

	tt *idaTable[S] // nil without Transpositions

	base[S, A]
	started  bool
	cut      bool
	unit     bool // the problem declares unit step costs (UnitCost)
	maxDepth int
	ceiling  float64 // IDAStarParams.Ceiling
}

type idaFrame[S comparable, A any] struct {
	state  S
	g, h   float64
	next   int32 // index in acts of the next action to try
	end    int32 // index in acts just past this frame's actions
	action A     // the action that reached state
}

// IDAStarParams are IDA*'s optional enhancements (the zero value is plain
// IDA*).
type IDAStarParams struct {
	// Transpositions turns on the per-iteration transposition table: a
	// child already visited in this iteration at a cost no larger is pruned.
	Transpositions bool
	// TableSize caps the states the table holds (0: DefaultIDATableSize);
	// states beyond it are searched without pruning (see idatable.go).
	TableSize int
	// Ceiling, when positive, ends the search (Cutoff) before an iteration
	// whose bound would exceed it: IDA* then looks only for solutions of
	// cost at most Ceiling, as path shortening asks (shorten.go).
	Ceiling float64
}

// NewIDAStar returns an IDA* search of p with the options' budgets and
// observer and params' enhancements (IDAStarParams{} for plain IDA*). P is
// p's type: a concrete problem type gets the faster generic dispatch; any
// Problem goes through AsIDAProblem first:
//
//	search.NewIDAStar(search.AsIDAProblem(p), o, search.IDAStarParams{})
func NewIDAStar[S comparable, A any, P IDAProblem[S, A]](p P, o Options[S], params IDAStarParams) *IDAStarOf[S, A, P] {
	prob := Problem[S, A](p)
	if r, ok := any(p).(resultH[S, A]); ok {
		prob = r.Problem // the adapted problem's own capabilities (UnitCost, …)
	}
	s := &IDAStarOf[S, A, P]{prob: p, top: -1, maxDepth: o.Limits.MaxDepth, unit: isUnitCost(prob), ceiling: params.Ceiling}
	if params.Transpositions {
		s.tt = newIDATable[S](params.TableSize, o.Limits.MaxDepth > 0)
	}
	s.init(prob, o)
	if s.tt != nil {
		s.extraMem = s.tt.bytes // the table counts against Limits.MaxMemory
	}
	s.stack = make([]idaFrame[S, A], 0, 64)
	s.acts = make([]A, 256)
	return s
}

// AsIDAProblem returns p as an IDAProblem: p itself when it implements
// IncrementalHeuristic, else p with ResultH computed from Result and its
// Heuristic (h = 0 without one).
func AsIDAProblem[S comparable, A any](p Problem[S, A]) IDAProblem[S, A] {
	if q, ok := p.(IDAProblem[S, A]); ok {
		return q
	}
	h, _ := p.(Heuristic[S])
	return resultH[S, A]{Problem: p, heur: h}
}

// resultH adapts a problem without IncrementalHeuristic.
type resultH[S comparable, A any] struct {
	Problem[S, A]
	heur Heuristic[S]
}

func (r resultH[S, A]) ResultH(s S, a A, _ float64) (S, float64) {
	c := r.Result(s, a)
	if r.heur == nil {
		return c, 0
	}
	return c, r.heur.H(c)
}

// push adds a frame for a visited, non-goal state and generates its action
// list.
func (s *IDAStarOf[S, A, P]) push(st S, a A, g, h float64) {
	s.top++
	if s.top == len(s.stack) {
		s.stack = append(s.stack, idaFrame[S, A]{})
		s.noteFrontier(len(s.stack))
		s.stats.MaxDepth = s.top
		s.stats.MemoryBytes = int64(len(s.stack))*int64(unsafe.Sizeof(idaFrame[S, A]{})) +
			int64(len(s.acts))*int64(unsafe.Sizeof(a))
	}
	f := &s.stack[s.top]
	f.state, f.action, f.g, f.h = st, a, g, h
	lo := 0
	if s.top > 0 {
		lo = int(s.stack[s.top-1].end)
	}
	f.next, f.end = int32(lo), int32(lo)
	if s.maxDepth > 0 && s.top >= s.maxDepth {
		s.cut = true
		return
	}
	s.stats.Expanded++
	if s.obs != nil {
		s.obs(Event[S]{Kind: Expand, State: st, Depth: s.top, G: g, H: h, Bound: s.bound, Frontier: s.top + 1})
	}
	r := s.prob.Actions(st, s.acts[lo:lo:len(s.acts)])
	if len(r) > 0 && (lo == len(s.acts) || &r[0] != &s.acts[lo]) {
		s.storeActions(lo, r)
	}
	f.end = int32(lo + len(r))
}

// storeActions copies an action list that Actions did not write in place
// (it grew the buffer or returned its own slice) to acts[lo:], growing acts.
func (s *IDAStarOf[S, A, P]) storeActions(lo int, r []A) {
	if need := lo + len(r); need > len(s.acts) {
		grown := make([]A, 2*need)
		copy(grown, s.acts[:lo])
		s.acts = grown
	}
	copy(s.acts[lo:], r)
}

// visit goal-tests a state reached within the bound and expands it. It
// reports whether the search goes on.
func (s *IDAStarOf[S, A, P]) visit(st S, a A, g, h float64) bool {
	if s.prob.IsGoal(st) {
		s.childEvent(st, g, h, false, s.top+1)
		s.goal(st, a, g)
		return false
	}
	if s.budgetSpent() {
		s.childEvent(st, g, h, true, s.top+1)
		s.finish(BudgetExceeded)
		return false
	}
	s.childEvent(st, g, h, false, s.top+2)
	s.push(st, a, g, h)
	return true
}

// childEvent reports the Generate event of a child of the top frame (none
// for the root, which iterate visits with an empty stack): dropped when it
// is not kept, frontier the frames held once it is pushed or not.
func (s *IDAStarOf[S, A, P]) childEvent(st S, g, h float64, dropped bool, frontier int) {
	if s.obs == nil || s.top < 0 {
		return
	}
	s.obs(Event[S]{Kind: Generate, State: st, Parent: s.stack[s.top].state, Depth: s.top + 1, G: g, H: h, Bound: s.bound,
		Dropped: dropped, Frontier: frontier})
}

// goal records the solution ending with action a in st, a child of the top
// frame (or the root when the stack is empty).
func (s *IDAStarOf[S, A, P]) goal(st S, a A, g float64) {
	var path []A
	if s.top >= 0 {
		path = make([]A, s.top+1)
		for i := 1; i <= s.top; i++ {
			path[i-1] = s.stack[i].action
		}
		path[s.top] = a
	}
	s.noteDepth(len(path)) // the goal was reached, though never pushed
	s.found(st, path, g)
}

// iterate starts the next iteration with the given bound.
func (s *IDAStarOf[S, A, P]) iterate(bound float64) bool {
	if s.ceiling > 0 && bound > s.ceiling {
		s.finish(Cutoff)
		return false
	}
	s.bound = bound
	s.next = math.Inf(1)
	s.stats.Iterations++
	if s.obs != nil {
		s.obs(Event[S]{Kind: NewBound, Bound: bound, Iteration: s.stats.Iterations})
	}
	root := s.prob.Initial()
	if s.tt != nil {
		s.tt.nextIteration()
		s.tt.admit(root, 0, 0)
	}
	var zero A
	return s.visit(root, zero, 0, s.h(root))
}

// Result returns the result so far (see base.Result), the transposition
// table included in Stats.MemoryBytes.
func (s *IDAStarOf[S, A, P]) Result() Result[A] {
	r := s.base.Result()
	if s.tt != nil {
		r.Stats.MemoryBytes += s.tt.bytes()
	}
	return r
}

// Step visits one node and reports whether the search goes on.
func (s *IDAStarOf[S, A, P]) Step() bool { return s.StepN(1) }

// idaOutcome is what happened to a child on StepN's general path.
type idaOutcome uint8

const (
	idaSkipped idaOutcome = iota // beyond the bound, or pruned by the table
	idaVisited                   // visited: the search goes on
	idaStopped                   // visited: the search is over
)

// general handles a generated child (at depth top+1, cost g) when an
// observer, a transposition table or a depth limit is present: the
// Generate event, the bound (returning the updated next bound), the table,
// then visit and push.
func (s *IDAStarOf[S, A, P]) general(top int, child S, a A, g, h, next float64, gen, exp int64) (float64, idaOutcome) {
	if s.obs != nil {
		s.save(top, next, gen, exp) // the observer may read the statistics
	}
	if fv := g + h; fv > s.bound {
		if s.tt != nil {
			s.tt.cut(child)
		}
		s.childEvent(child, g, h, true, top+1)
		return min(next, fv), idaSkipped
	}
	if s.tt != nil && !s.tt.admit(child, g, int32(top+1)) {
		s.childEvent(child, g, h, true, top+1)
		return next, idaSkipped
	}
	s.save(top, next, gen, exp)
	if !s.visit(child, a, g, h) {
		return next, idaStopped
	}
	return next, idaVisited
}

// save writes StepN's loop registers back before it leaves the loop or
// calls a method that reads them.
func (s *IDAStarOf[S, A, P]) save(top int, next float64, gen, exp int64) {
	s.top = top
	s.next = next
	s.stats.Generated, s.stats.Expanded = gen, exp
}

// start generates the root (its event, when observed) and begins the
// first iteration with the root's h as the bound; false when the search is
// already over.
func (s *IDAStarOf[S, A, P]) start() bool {
	s.started = true
	root := s.prob.Initial()
	h := s.h(root)
	s.stats.Generated++
	if s.obs != nil {
		frontier := 1 // the root's frame, unless it is the goal
		if s.prob.IsGoal(root) {
			frontier = 0
		}
		s.obs(Event[S]{Kind: Generate, State: root, H: h, Root: true, Frontier: frontier})
	}
	return s.iterate(h)
}

// stopAt ends the search at child, reached at cost g by a: on the goal
// when child is one, else on the node budget.
func (s *IDAStarOf[S, A, P]) stopAt(child S, a A, g float64) {
	if s.prob.IsGoal(child) {
		s.goal(child, a, g)
		return
	}
	s.budget = NodeBudget
	s.finish(BudgetExceeded)
}

// deepen ends an iteration that found no goal: the search is over when no
// child was cut by the bound (or the table has nothing left to try), else
// the next iteration begins with the smallest f that was cut. It reports
// whether the search goes on.
func (s *IDAStarOf[S, A, P]) deepen(next float64) bool {
	if math.IsInf(next, 1) || (s.tt != nil && s.tt.exhausted()) {
		if s.cut {
			s.finish(Cutoff)
		} else {
			s.finish(NotFound)
		}
		return false
	}
	return s.iterate(next)
}

// StepN performs up to n Steps in one loop, exactly as n calls of Step would
// (BatchStepper), and reports whether the search goes on. With an observer,
// a transposition table or a depth limit, children go through general (one
// predictable test per child); otherwise the loop visits them inline, the
// common case (an existing frame) pushed in place.
func (s *IDAStarOf[S, A, P]) StepN(n int) bool {
	if s.done || n <= 0 {
		return !s.done
	}
	if !s.started {
		if !s.start() {
			return false
		}
		if n--; n == 0 {
			return true
		}
	}
	unit := s.unit
	rare := s.obs != nil || s.tt != nil || s.maxDepth > 0
	maxNodes := s.limits.MaxNodes
iterations:
	for {
		bound, next := s.bound, s.next
		gen, exp := s.stats.Generated, s.stats.Expanded
		stack, acts := s.stack, s.acts
		top := s.top
		for top >= 0 {
			f := &stack[top]
			if f.next >= f.end {
				top--
				continue
			}
			a := acts[f.next]
			f.next++
			child, h := s.prob.ResultH(f.state, a, f.h)
			if top > 0 && child == stack[top-1].state {
				continue
			}
			gen++
			g := f.g + 1
			if !unit {
				g = f.g + s.prob.Cost(f.state, a, child)
			}
			if rare {
				var res idaOutcome
				if next, res = s.general(top, child, a, g, h, next, gen, exp); res == idaSkipped {
					continue
				} else if res == idaStopped {
					return false
				}
				if n--; n == 0 {
					return true
				}
				continue iterations // reload: push may have grown the stack
			}
			if fv := g + h; fv > bound {
				if fv < next {
					next = fv
				}
				continue
			}
			if top+1 == len(stack) {
				s.save(top, next, gen, exp)
				if !s.visit(child, a, g, h) {
					return false
				}
				if n--; n == 0 {
					return true
				}
				continue iterations // reload: push may have grown the stack
			}
			if s.prob.IsGoal(child) || maxNodes > 0 && exp >= maxNodes {
				s.save(top, next, gen, exp)
				s.stopAt(child, a, g)
				return false
			}
			lo := f.end
			top++
			nf := &stack[top]
			nf.state, nf.action, nf.g, nf.h = child, a, g, h
			nf.next = lo
			exp++
			r := s.prob.Actions(child, acts[lo:lo:len(acts)])
			if len(r) > 0 && (int(lo) == len(acts) || &r[0] != &acts[lo]) {
				s.storeActions(int(lo), r)
				acts = s.acts
			}
			nf.end = lo + int32(len(r))
			if n--; n == 0 {
				s.save(top, next, gen, exp)
				return true
			}
		}
		// The iteration is over without a goal.
		s.save(top, next, gen, exp)
		if !s.deepen(next) {
			return false
		}
		if n--; n == 0 {
			return true
		}
	}
}
