package mcts

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"slices"
	"unsafe"

	"searchlab/core/search"
)

// Defaults used by SingleParams for zero Iterations and SimDepth.
const (
	DefaultIterations = 10000
	DefaultSimDepth   = 50
)

// SingleParams configure Single. Zero Iterations and SimDepth take the
// defaults above; C, Threshold, D and the weights are taken literally (see
// DefaultSingleParams for recommended values).
type SingleParams struct {
	// Iterations is the iteration (playout) budget: BudgetExceeded when it
	// runs out without a solution.
	Iterations int
	// C is the UCT exploration constant (0: greedy on the exploited value).
	C float64
	// Selection exploits the mean or the maximum reward of a child.
	Selection Selection
	// Threshold (MaxReward only, > 0): once a child's best reward reaches
	// it, selection at that node stops exploring and follows the child with
	// the best reward. Set it just above the reward a playout without a
	// decisive event can earn (with DefaultWeights, 1 + Split, so that
	// finding a split or a bridge switch turns exploration off there).
	Threshold float64
	// SimDepth is the maximum number of moves of a simulation.
	SimDepth int
	// UniqueStates keeps each state at most once in the tree: a child whose
	// state is already in the tree is not added. The tree then holds each
	// reachable state once, and a search that exhausts it proves there is
	// no solution (NotFound).
	UniqueStates bool
	// AvoidRecent = k > 0: simulations prefer actions unlike each of the
	// last k actions of the sequence (tree path and simulation so far),
	// choosing among all applicable actions only when every one was used
	// recently. Actions must be comparable values.
	AvoidRecent int
	// Weights score a playout (see Weights).
	Weights Weights
	// SPMCTS adds Schadd et al.'s deviation term
	// sqrt((Σx² − n·X̄² + D)/n) to the selection value.
	SPMCTS bool
	// D is SP-MCTS's deviation constant, in squared reward units (rewards
	// here are of order 1; SameGame scores are of order 1000, hence the
	// paper's D = 10 000).
	D float64
}

// DefaultSingleParams are the recommended settings: 10 000 iterations, C =
// 0.5, UCT on the mean reward, simulations of up to 50 moves, unique-state
// tree, no recent-move avoidance, DefaultWeights, SP-MCTS off (D = 0.1 when
// switched on).
func DefaultSingleParams() SingleParams {
	return SingleParams{
		Iterations: DefaultIterations, C: 0.5, Selection: MeanReward, SimDepth: DefaultSimDepth,
		UniqueStates: true, Weights: DefaultWeights(), D: 0.1,
	}
}

func (sp *SingleParams) fill() error {
	if sp.Iterations == 0 {
		sp.Iterations = DefaultIterations
	}
	if sp.SimDepth == 0 {
		sp.SimDepth = DefaultSimDepth
	}
	finite := func(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }
	switch {
	case sp.Iterations < 0:
		return fmt.Errorf("single-player MCTS: Iterations must be positive, got %d", sp.Iterations)
	case sp.SimDepth < 0:
		return fmt.Errorf("single-player MCTS: SimDepth must be positive, got %d", sp.SimDepth)
	case !finite(sp.C) || sp.C < 0:
		return fmt.Errorf("single-player MCTS: the exploration constant C must be a finite number ≥ 0, got %v", sp.C)
	case int(sp.Selection) >= len(selectionNames):
		return fmt.Errorf("single-player MCTS: unknown selection %d", sp.Selection)
	case !finite(sp.Threshold) || sp.Threshold < 0:
		return fmt.Errorf("single-player MCTS: Threshold must be a finite number ≥ 0, got %v", sp.Threshold)
	case sp.Threshold > 0 && sp.Selection != MaxReward:
		return errors.New("single-player MCTS: Threshold applies only to selection on the maximum reward")
	case sp.AvoidRecent < 0:
		return fmt.Errorf("single-player MCTS: AvoidRecent must not be negative, got %d", sp.AvoidRecent)
	case !finite(sp.D) || sp.D < 0:
		return fmt.Errorf("single-player MCTS: the SP-MCTS constant D must be a finite number ≥ 0, got %v", sp.D)
	}
	return sp.Weights.check()
}

// Single is Monte Carlo tree search for single-player puzzles over a
// search.Problem, with the variants of the SearchLab Bloxorz study as
// parameters. One Step is one iteration (Browne et al. 2012, §3.1):
//
//   - Selection: from the root, descend through expanded nodes by the tree
//     policy of uct.go (UCT on the mean or the maximum reward, optionally
//     with SP-MCTS's deviation term; unvisited children first), skipping
//     exhausted subtrees.
//   - Expansion: a leaf already visited once (or the root) is expanded: all
//     its applicable actions become children at once (a problem's Actions
//     list only moves that are allowed, so in Bloxorz a move that falls is
//     never a child), without states already in the tree when UniqueStates
//     is set, and the simulation starts from one child chosen at random. A
//     node with no child left is a dead end and is marked exhausted, as is
//     a node whose children are all exhausted.
//   - Simulation: up to SimDepth moves of the simulation policy (policy.go).
//   - Backpropagation: the reward (see Weights) is added to the visits, sum,
//     sum of squares and maximum of every node on the path.
//
// The search returns the FIRST winning sequence it meets, Status Found: the
// actions from the root through the tree to the node, plus the simulation's
// moves, as soon as an expanded child or a simulated state is a goal. It
// ends BudgetExceeded when Iterations or Limits.MaxNodes (expanded tree
// nodes, checked exactly before each expansion) runs out; NotFound when the
// tree is exhausted without a goal (with UniqueStates, or on a finite
// acyclic space, a proof that no solution exists); Cutoff when it is
// exhausted but Limits.MaxDepth stopped expansions (a node at that tree
// depth is played out once, never expanded, then counts as exhausted). It
// remembers the best-reward sequence ever played out (Best), the
// best-sequence memory of SP-MCTS (Schadd et al., "Single-Player
// Monte-Carlo Tree Search", CG 2008, LNCS 5131: 1–12).
//
// Statistics: Iterations counts playouts (dead ends scored in place count
// too), Expanded tree nodes expanded, Generated tree children plus
// simulated states, MaxFrontier the tree size, MaxDepth the deepest tree
// node or, once found, the solution if longer (a playout below the tree
// reached the goal). Events: Generate for the root and every tree child
// (Parent; Dropped for a state already in the tree with UniqueStates),
// Expand (State, Depth) before an expansion, Playout (State = end of the
// playout, Depth = its length from the root, Value = reward, Iteration,
// Generated = the simulated states), Solution.
//
// Completeness: no within a finite budget; with unbounded iterations and
// UniqueStates it expands every reachable state of a finite problem (every
// unexhausted leaf is eventually selected, since UCT tries every child), so
// it finds a solution if one exists. Optimality: no (the first sequence
// found is returned). Time: O(d·b + L) per iteration for tree depth d,
// branching factor b and simulation length L. Space: O(N·b) tree nodes for
// N expansions (plus a map of the tree's states with UniqueStates).
type Single[S comparable, A any] struct {
	p      search.Problem[S, A]
	h      search.Heuristic[S]
	ev     EventScorer[S, A]
	obs    search.Observer[S]
	limits search.Limits
	params SingleParams
	r      search.Rand
	sel    selector
	pol    *simPolicy[S, A]

	t      tree[S, A]
	inTree map[S]struct{}
	hroot  float64
	buf    []A
	seq    []A // the current playout's actions from the root
	// simulated counts the states the current playout generated (its
	// Playout or Solution event reports them).
	simulated int64
	cut       bool
	started   bool

	bestReward float64
	best       []A

	status  search.Status
	budget  search.Budget // the budget that ran out (BudgetExceeded)
	actions []A
	cost    float64
	stats   search.Stats
	err     error
}

// NewSingle returns a single-player MCTS of p drawing its randomness from
// r, which must be non-nil. The problem's search.Heuristic and EventScorer
// are used when present.
func NewSingle[S comparable, A any](p search.Problem[S, A], o search.Options[S], params SingleParams, r search.Rand) *Single[S, A] {
	m := &Single[S, A]{p: p, obs: o.Observer, limits: o.Limits, r: r, bestReward: math.Inf(-1)}
	err := params.fill()
	m.params = params
	switch {
	case err != nil:
	case r == nil:
		err = errors.New("single-player MCTS needs a random source (search.Rand), got nil")
	case params.AvoidRecent > 0 && !reflect.TypeFor[A]().Comparable():
		err = fmt.Errorf("single-player MCTS: AvoidRecent compares actions, but actions of type %v are not comparable", reflect.TypeFor[A]())
	case o.Limits.MaxNodes < 0 || o.Limits.MaxDepth < 0:
		err = errors.New("single-player MCTS: Limits.MaxNodes and Limits.MaxDepth must not be negative")
	}
	if err != nil {
		m.err, m.status = err, search.NotFound
		return m
	}
	m.h, _ = p.(search.Heuristic[S])
	m.ev, _ = p.(EventScorer[S, A])
	m.sel = selector{c: params.C, useMax: params.Selection == MaxReward, threshold: params.Threshold, sp: params.SPMCTS, d: params.D}
	m.pol = newSimPolicy(p, params.AvoidRecent)
	if params.UniqueStates {
		m.inTree = make(map[S]struct{})
	}
	return m
}

// Err reports invalid parameters; nil when the search is valid.
func (m *Single[S, A]) Err() error { return m.err }

// Best returns the highest reward of any playout so far and its action
// sequence from the root (a copy), or -Inf and nil before the first.
func (m *Single[S, A]) Best() (float64, []A) { return m.bestReward, slices.Clone(m.best) }

// TreeSize is the number of nodes in the tree.
func (m *Single[S, A]) TreeSize() int { return m.t.len() }

// Node returns a read-only view of tree node id (0 is the root; 0 ≤ id <
// TreeSize()).
func (m *Single[S, A]) Node(id int) Node[S, A] { return m.t.view(id) }

// RootChildren returns the root's actions with their statistics.
func (m *Single[S, A]) RootChildren() []Candidate[A] { return m.t.candidates(&m.sel) }

// hOf returns the heuristic value of s, NaN without a heuristic.
func (m *Single[S, A]) hOf(s S) float64 {
	if m.h == nil {
		return math.NaN()
	}
	return m.h.H(s)
}

// Step runs one iteration and reports whether the search continues.
func (m *Single[S, A]) Step() bool {
	if m.status != search.Running {
		return false
	}
	if !m.started {
		m.started = true
		root := m.p.Initial()
		m.t.reset(root, 0)
		m.hroot = m.hOf(root)
		m.t.at(0).hmin = m.hroot
		m.stats.Generated = 1
		if m.inTree != nil {
			m.inTree[root] = struct{}{}
		}
		if m.obs != nil {
			m.obs(search.Event[S]{Kind: search.Generate, State: root, H: m.hroot, Root: true, Frontier: 1})
		}
		if m.p.IsGoal(root) {
			m.found(0, nil)
			return false
		}
	}
	if m.t.at(0).done {
		if m.cut {
			m.finish(search.Cutoff)
		} else {
			m.finish(search.NotFound)
		}
		return false
	}
	if m.stats.Iterations >= int64(m.params.Iterations) {
		m.finish(search.BudgetExceeded)
		return false
	}
	id := int32(0)
	for {
		n := m.t.at(id)
		if n.expanded() {
			c := selectChild(&m.t, id, &m.sel, m.r, true)
			if c < 0 { // cannot happen: a node whose children are all exhausted is exhausted
				m.markDone(id)
				return true
			}
			id = c
			continue
		}
		if id != 0 && n.visits == 0 {
			break // a fresh leaf: simulate from it
		}
		if m.limits.MaxDepth > 0 && int(n.depth) >= m.limits.MaxDepth {
			break // at the depth limit: simulate, never expand
		}
		if m.budget = m.limits.Spent(m.stats.Expanded, m.memory()); m.budget != search.NoBudget {
			m.finish(search.BudgetExceeded)
			return false
		}
		if goal := m.expand(id); goal >= 0 {
			m.found(goal, nil)
			return false
		}
		n = m.t.at(id)
		if n.kids == 0 {
			n.term = len(m.buf) == 0
			m.deadEnd(id)
			return true
		}
		id = n.first + int32(m.r.IntN(int(n.kids)))
		break
	}
	if !m.simulate(id) {
		return false
	}
	if m.limits.MaxDepth > 0 && int(m.t.at(id).depth) >= m.limits.MaxDepth {
		// Played out once; never expanded: the depth limit cuts it off.
		m.cut = true
		m.markDone(id)
	}
	return true
}

// expand adds the children of id and returns the first child that is a
// goal, or -1.
func (m *Single[S, A]) expand(id int32) int32 {
	s := m.t.at(id).state
	if m.obs != nil {
		m.obs(search.Event[S]{Kind: search.Expand, State: s, Depth: int(m.t.at(id).depth), Frontier: m.t.len()})
	}
	m.stats.Expanded++
	m.buf = m.p.Actions(s, m.buf)
	m.t.beginChildren(id)
	for _, a := range m.buf {
		next := m.p.Result(s, a)
		m.stats.Generated++
		if m.inTree != nil {
			if _, dup := m.inTree[next]; dup {
				if m.obs != nil {
					m.obs(search.Event[S]{Kind: search.Generate, State: next, Parent: s, Depth: int(m.t.at(id).depth) + 1, Dropped: true, Frontier: m.t.len()})
				}
				continue
			}
			m.inTree[next] = struct{}{}
		}
		c := m.t.add(id, next, a, 0)
		par, child := m.t.at(id), m.t.at(c)
		child.acc, child.hmin = par.acc, par.hmin
		if m.ev != nil {
			split, gained, lost := m.ev.Events(s, a, next)
			child.acc += m.params.Weights.event(split, gained, lost)
		}
		if m.h != nil {
			child.hmin = min(child.hmin, m.h.H(next))
		}
		if m.obs != nil {
			m.obs(search.Event[S]{Kind: search.Generate, State: next, Parent: s, Depth: int(child.depth), H: child.hmin, Frontier: m.t.len()})
		}
		if m.p.IsGoal(next) {
			return c
		}
	}
	m.stats.MaxFrontier = max(m.stats.MaxFrontier, m.t.len())
	m.stats.MaxDepth = max(m.stats.MaxDepth, m.t.maxDepth)
	return -1
}

// deadEnd scores node id, which has no child, in place and marks it
// exhausted.
func (m *Single[S, A]) deadEnd(id int32) {
	n := m.t.at(id)
	m.seq = m.t.pathActions(id, m.seq)
	m.scored(id, n.state, n.acc, n.hmin)
	m.markDone(id)
}

// markDone marks id exhausted, and every ancestor whose children are now
// all exhausted.
func (m *Single[S, A]) markDone(id int32) {
	for x := id; x >= 0; {
		m.t.at(x).done = true
		x = m.t.at(x).parent
		if x < 0 {
			return
		}
		p := m.t.at(x)
		for c := p.first; c < p.first+p.kids; c++ {
			if !m.t.at(c).done {
				return
			}
		}
	}
}

// simulate plays out from leaf id, then backpropagates. It reports false
// when the playout reached a goal (the search is over).
func (m *Single[S, A]) simulate(id int32) bool {
	n := m.t.at(id)
	s, acc, hmin := n.state, n.acc, n.hmin
	m.seq = m.t.pathActions(id, m.seq)
	for range m.params.SimDepth {
		a, ok := m.pol.pick(s, m.seq, m.r)
		if !ok {
			break
		}
		next := m.p.Result(s, a)
		m.stats.Generated++
		m.simulated++
		m.seq = append(m.seq, a)
		if m.ev != nil {
			split, gained, lost := m.ev.Events(s, a, next)
			acc += m.params.Weights.event(split, gained, lost)
		}
		if m.h != nil {
			hmin = min(hmin, m.h.H(next))
		}
		s = next
		if m.p.IsGoal(s) {
			m.stats.Iterations++
			m.found(id, m.seq[m.t.at(id).depth:])
			return false
		}
	}
	m.scored(id, s, acc, hmin)
	return true
}

// scored records a finished playout of m.seq ending in s: statistics,
// event, best-sequence memory and backpropagation from leaf.
func (m *Single[S, A]) scored(leaf int32, s S, acc, hmin float64) {
	m.stats.Iterations++
	r := m.params.Weights.reward(false, acc, hmin, m.hroot)
	if r > m.bestReward {
		m.bestReward = r
		m.best = append(m.best[:0], m.seq...)
	}
	if m.obs != nil {
		m.obs(search.Event[S]{Kind: search.Playout, State: s, Depth: len(m.seq), Value: r, Iteration: m.stats.Iterations,
			Generated: m.simulated, Frontier: m.t.len()})
	}
	m.simulated = 0
	m.t.backprop(leaf, [2]float64{r, r})
}

// found ends the search with the path to id followed by suffix.
func (m *Single[S, A]) found(id int32, suffix []A) {
	path := m.t.pathActions(id, nil)
	path = append(path, suffix...)
	s := m.p.Initial()
	cost := 0.0
	for _, a := range path {
		next := m.p.Result(s, a)
		cost += m.p.Cost(s, a, next)
		s = next
	}
	m.actions, m.cost = path, cost
	// The goal was reached, possibly by a playout below the tree: the path
	// to it counts in MaxDepth (search.Stats: MaxDepth ≥ the solution).
	m.stats.MaxDepth = max(m.stats.MaxDepth, len(path))
	m.bestReward = m.params.Weights.reward(true, 0, 0, 0)
	m.best = slices.Clone(path)
	m.finish(search.Found)
	if m.obs != nil {
		// A playout that reached the goal generated its moves' states.
		m.obs(search.Event[S]{Kind: search.Solution, State: s, Depth: len(path), G: cost, Iteration: m.stats.Iterations,
			Generated: m.simulated, Frontier: m.t.len()})
	}
	m.simulated = 0
}

func (m *Single[S, A]) finish(st search.Status) {
	m.status = st
	m.stats.MaxFrontier = max(m.stats.MaxFrontier, m.t.len())
	m.stats.MaxDepth = max(m.stats.MaxDepth, m.t.maxDepth)
	m.stats.MemoryBytes = max(m.stats.MemoryBytes, m.memory())
}

func (m *Single[S, A]) memory() int64 {
	var a A
	mem := m.t.bytes() + int64(cap(m.buf)+cap(m.seq)+cap(m.best)+cap(m.pol.buf)+cap(m.pol.cand))*int64(unsafe.Sizeof(a))
	if m.inTree != nil {
		mem += search.MapBytes[S, struct{}](len(m.inTree)) + int64(len(m.inTree))*search.ExtraBytes(m.t.at(0).state)
	}
	return mem
}

// Result returns the result so far (final once Step returned false).
func (m *Single[S, A]) Result() search.Result[A] {
	st := m.stats
	st.MaxFrontier = max(st.MaxFrontier, m.t.len())
	st.MaxDepth = max(st.MaxDepth, m.t.maxDepth)
	if m.status == search.Running {
		st.MemoryBytes = max(st.MemoryBytes, m.memory())
	}
	return search.Result[A]{Status: m.status, Budget: m.budget, Reason: m.reason(), Actions: m.actions, Cost: m.cost, Stats: st}
}

// reason says why the search stopped: the tree was exhausted (every
// reachable state searched), the depth limit, the playout, node or memory
// budget.
func (m *Single[S, A]) reason() search.StopReason {
	switch {
	case m.err != nil:
		return search.StopReason{}
	case m.status == search.NotFound:
		return search.StopReason{Kind: search.StopExhausted}
	case m.status == search.Cutoff:
		return search.StopReason{Kind: search.StopDepthLimit, Count: int64(m.limits.MaxDepth)}
	case m.status == search.BudgetExceeded && m.budget != search.NoBudget:
		return m.limits.ReasonFor(m.budget)
	case m.status == search.BudgetExceeded && m.stats.Iterations >= int64(m.params.Iterations):
		return search.StopReason{Kind: search.StopPlayoutLimit, Count: m.stats.Iterations}
	case m.status == search.BudgetExceeded:
		return search.BudgetReason(m.budget, m.limits)
	}
	return search.StopReason{}
}
