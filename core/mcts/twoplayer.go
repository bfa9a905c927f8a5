package mcts

import (
	"errors"
	"fmt"
	"math"
	"unsafe"

	"searchlab/core/adversarial"
	"searchlab/core/search"
)

// DefaultMaxPlayout bounds a two-player playout when UCTParams.MaxPlayout
// is zero.
const DefaultMaxPlayout = 1000

// UCTParams configure UCT. Zero Iterations and MaxPlayout take the defaults
// (DefaultIterations, DefaultMaxPlayout); C is taken literally (see
// DefaultUCTParams).
type UCTParams[S comparable, M comparable] struct {
	// Iterations is the playout budget per search.
	Iterations int
	// C is the exploration constant of UCB1 on rewards in [0, 1] (win 1,
	// draw 0.5, loss 0); √2 is UCB1's (Auer et al. 2002) and the
	// convergence proof's 2·C_p with C_p = 1/√2.
	C float64
	// MaxPlayout bounds the moves of one playout; a playout cut short is
	// scored by the game's adversarial.Evaluator when it has one, as a draw
	// otherwise.
	MaxPlayout int
	// Policy chooses playout moves; nil: the game's own Policy when it
	// implements one, else uniformly random moves.
	Policy Policy[S, M]
	// Solver turns on MCTS-Solver (Winands, Björnsson & Saito,
	// "Monte-Carlo Tree Search Solver", CG 2008): game-theoretic wins and
	// losses found at terminal nodes are propagated up the tree (a node is
	// won for its mover when one move wins, lost when every move loses),
	// proven-losing moves are no longer selected, a proven node is scored
	// by its proof instead of a playout, and the search stops once the root
	// is proven. Plain UCT on random playouts needs very many iterations in
	// games like Nim, where almost every move of a playout is a mistake.
	Solver bool
	// Prior turns on the biased UCB of Ikeda & Viennot ("Efficiency of
	// Static Knowledge Bias in Monte-Carlo Tree Search", CG 2013): a child
	// is selected by X̄_j + C·sqrt(ln N / n_j) + CBT·sqrt(K/(N+K))·P(m_j),
	// where P(m_j) is the move's strength under Prior over the sum of the
	// strengths of its siblings, computed once when the parent is expanded,
	// and N the parent's visits, so the bias fades for the whole node as N
	// grows past K. Unvisited children are taken first, highest P first.
	// nil: plain UCT (CBT, K and LinearBias are ignored).
	Prior Strengths[S, M]
	// CBT (C_BT) weighs the bias term; ≥ 0. With 0 selection is plain UCT
	// (unvisited children in random order), while the priors are still
	// computed and reported in RootChildren.
	CBT float64
	// K is the visit count at which the bias has faded to CBT·sqrt(1/2);
	// > 0 when Prior is set.
	K float64
	// LinearBias uses K/(N+K) instead of sqrt(K/(N+K)) (the Can Tho Othello
	// paper's formula 2 is garbled on this point; Ikeda & Viennot's
	// implementations take the square root, the default).
	LinearBias bool
	// Finisher, when set, ends a playout as soon as it knows the exact
	// result (an endgame solver at few empties). With Solver, a tree leaf
	// it settles as a win or a loss becomes a proven node. Its own work is
	// not counted in the statistics.
	Finisher Finisher[S]
	// Cutoff ends every playout after CutoffMoves moves (0: none, the new
	// leaf itself) and scores the position reached with the game's
	// adversarial.Evaluator, an estimate in (−1, 1) that is backed up like
	// a playout's result: the evaluation cut-off of Lorentz ("Amazons
	// discover Monte-Carlo", CG 2008) and of Winands, Björnsson & Saito
	// ("Monte Carlo tree search in Lines of Action", IEEE TCIAIG 2(4),
	// 2010). The game must implement adversarial.Evaluator.
	Cutoff      bool
	CutoffMoves int
}

// DefaultUCTParams are the recommended settings: 10 000 iterations, C = √2,
// playouts of up to 1000 moves, the game's (or the uniform) policy, the
// solver on.
func DefaultUCTParams[S comparable, M comparable]() UCTParams[S, M] {
	return UCTParams[S, M]{Iterations: DefaultIterations, C: math.Sqrt2, MaxPlayout: DefaultMaxPlayout, Solver: true}
}

// UCT is Upper Confidence bounds applied to Trees (Kocsis & Szepesvári,
// "Bandit based Monte-Carlo Planning", ECML 2006; Browne et al. 2012,
// §3.3) for two-player zero-sum games: one Step is one iteration of
// selection by UCB1 (X̄_j + C·sqrt(ln N / n_j), unvisited children first
// in random order), expansion of a leaf visited once before (all its moves
// become children; the playout starts from one at random), a playout by
// the policy to the end of the game, and backpropagation in negamax form:
// every node holds the reward (win 1, draw 0.5, loss 0) of the player who
// moved into it, so at each node the player to move picks the child best
// for itself. Terminal nodes are scored by the game's utility.
//
// With Solver (MCTS-Solver, see UCTParams), proven wins and losses are
// propagated up the tree and the search ends as soon as the root is proven.
//
// The recommended move is a proven win when there is one, else the root
// child with the most visits that is not a proven loss (the "robust
// child"; ties: higher mean, then move order). Result.Value is 2·X̄−1 of
// that child, an estimate in [-1, +1] for the player to move, or ±1 with
// Proven set when the solver proved the root (or the root is terminal).
// Status is Found once the root is proven or the Iterations budget is
// spent, BudgetExceeded when Limits.MaxNodes (tree nodes expanded, checked
// exactly) runs out first; both keep a move.
//
// Statistics (adversarial.Stats): Nodes is the tree size, Expanded the
// nodes expanded, Generated tree children plus playout positions,
// Playouts and Iterations the iterations, MaxPly the deepest tree node.
// SearchStats gives the same as search.Stats with MaxFrontier = tree size.
// Events: Child for every tree node added (the root first; Node, Parent,
// Move, State, Proof), Expand when a node is expanded (Node, Count = its
// moves), Enter when a playout starts at a tree node (State, Move, Ply,
// Node), Leave when its result is known (Value = the result for the player
// to move in State, in [-1, +1]; Count = the playout's moves), then Backup
// for every node on the path back to the root (Visits, Value = mean reward
// of the player who moved into it, Proof).
//
// Completeness: not within a finite budget; as the iterations grow, the
// probability of recommending a move other than a minimax-optimal one goes
// to zero (Kocsis & Szepesvári 2006, theorem 6); with the solver, a finite
// game tree is eventually proven. Time: O(d·b + L) per
// iteration for tree depth d, branching factor b and playout length L.
// Space: O(N·b) nodes for N expansions.
type UCT[S comparable, M comparable] struct {
	g      adversarial.Game[S, M]
	root   S
	o      adversarial.Options[S, M]
	params UCTParams[S, M]
	r      search.Rand
	eval   adversarial.Evaluator[S]
	pol    Policy[S, M]
	sel    selector

	t       tree[S, M]
	buf     []M
	wbuf    []float64
	started bool
	status  search.Status
	budget  search.Budget // the budget that ran out (BudgetExceeded)
	stats   adversarial.Stats
	err     error
	rootVal float64
}

// NewUCT returns a UCT search of game g from root, drawing its randomness
// from r (non-nil).
func NewUCT[S comparable, M comparable](g adversarial.Game[S, M], root S, o adversarial.Options[S, M], params UCTParams[S, M], r search.Rand) *UCT[S, M] {
	u := &UCT[S, M]{g: g, root: root, o: o, r: r}
	if params.Iterations == 0 {
		params.Iterations = DefaultIterations
	}
	if params.MaxPlayout == 0 {
		params.MaxPlayout = DefaultMaxPlayout
	}
	u.params = params
	var err error
	switch {
	case params.Iterations < 0:
		err = fmt.Errorf("UCT: Iterations must be positive, got %d", params.Iterations)
	case params.MaxPlayout < 0:
		err = fmt.Errorf("UCT: MaxPlayout must be positive, got %d", params.MaxPlayout)
	case params.Cutoff && params.CutoffMoves < 0:
		err = fmt.Errorf("UCT: CutoffMoves must not be negative, got %d", params.CutoffMoves)
	case math.IsNaN(params.C) || math.IsInf(params.C, 0) || params.C < 0:
		err = fmt.Errorf("UCT: the exploration constant C must be a finite number ≥ 0, got %v", params.C)
	case params.Prior != nil && (math.IsNaN(params.CBT) || math.IsInf(params.CBT, 0) || params.CBT < 0):
		err = fmt.Errorf("UCT: the bias weight C_BT must be a finite number ≥ 0, got %v", params.CBT)
	case params.Prior != nil && (math.IsNaN(params.K) || math.IsInf(params.K, 0) || params.K <= 0):
		err = fmt.Errorf("UCT: the bias constant K must be a finite number > 0, got %v", params.K)
	case o.Limits.MaxNodes < 0:
		err = fmt.Errorf("UCT: Limits.MaxNodes must not be negative, got %d", o.Limits.MaxNodes)
	case r == nil:
		err = errors.New("UCT needs a random source (search.Rand), got nil")
	case g == nil:
		err = errors.New("UCT needs a game, got nil")
	}
	if err != nil {
		u.err, u.status = err, search.NotFound
		return u
	}
	u.eval, _ = g.(adversarial.Evaluator[S])
	if params.Cutoff && u.eval == nil {
		u.err, u.status = errors.New("UCT: an evaluation cut-off needs a game with an evaluation (adversarial.Evaluator)"), search.NotFound
		return u
	}
	u.pol = params.Policy
	if u.pol == nil {
		if gp, ok := g.(Policy[S, M]); ok {
			u.pol = gp
		} else {
			u.pol = Uniform(g)
		}
	}
	u.sel = selector{c: params.C, prior: params.Prior != nil && params.CBT > 0, cbt: params.CBT, k: params.K, linear: params.LinearBias}
	return u
}

// NewUCTPlayer returns an adversarial.Player that runs a fresh UCT search
// from every position it is asked about, all drawing from r (so a match
// repeats from its seed), each stopped by o.Limits.MaxTime when set.
func NewUCTPlayer[S comparable, M comparable](g adversarial.Game[S, M], o adversarial.Options[S, M], params UCTParams[S, M], r search.Rand) *adversarial.SearchPlayer[S, M] {
	return &adversarial.SearchPlayer[S, M]{
		New:     func(s S) adversarial.Searcher[M] { return NewUCT(g, s, o, params, r) },
		MaxTime: o.Limits.MaxTime,
	}
}

var _ adversarial.Searcher[int] = (*UCT[int, int])(nil)

// Err reports invalid parameters; nil when the search is valid.
func (u *UCT[S, M]) Err() error { return u.err }

// TreeSize is the number of nodes in the tree.
func (u *UCT[S, M]) TreeSize() int { return u.t.len() }

// Node returns a read-only view of tree node id (0 is the root; 0 ≤ id <
// TreeSize()). Mean and Max are for the player who moved into the node.
func (u *UCT[S, M]) Node(id int) Node[S, M] { return u.t.view(id) }

// RootChildren returns the root's moves with their visits and mean rewards
// for the player to move at the root (win 1, loss 0), their prior and the
// terms of their selection value, in move order.
func (u *UCT[S, M]) RootChildren() []Candidate[M] { return u.t.candidates(&u.sel) }

// Step runs one iteration and reports whether the search continues.
func (u *UCT[S, M]) Step() bool {
	if u.status != search.Running {
		return false
	}
	if !u.started {
		u.started = true
		if u.params.Prior != nil {
			u.t.prior = make([]float32, 0, 64)
		}
		u.t.reset(u.root, int8(1-u.g.ToMove(u.root)))
		u.stats.Nodes, u.stats.Generated = 1, 1
		if u.o.Observer != nil {
			var zm M
			u.o.Observer(adversarial.Event[S, M]{Kind: adversarial.Child, State: u.root, Move: zm, Node: 0, Parent: -1})
		}
		if u.g.Terminal(u.root) {
			u.t.at(0).term = true
			u.rootVal = u.g.Utility(u.root, u.g.ToMove(u.root))
			u.finish(search.Found)
			return false
		}
	}
	if u.stats.Playouts >= int64(u.params.Iterations) {
		u.finish(search.Found)
		return false
	}
	id := int32(0)
	for {
		n := u.t.at(id)
		if n.term || n.proof != 0 {
			break
		}
		if n.expanded() {
			c := selectChild(&u.t, id, &u.sel, u.r, u.params.Solver)
			if c < 0 { // cannot happen: a node whose moves all lose is proven
				break
			}
			id = c
			continue
		}
		if id != 0 && n.visits == 0 {
			break
		}
		if u.budget = u.o.Limits.Spent(u.stats.Expanded, u.memory()); u.budget != search.NoBudget {
			u.finish(search.BudgetExceeded)
			return false
		}
		u.expand(id)
		n = u.t.at(id)
		if n.kids == 0 { // a non-terminal state without moves breaks the Game contract
			n.term = true
			break
		}
		if n.proof != 0 {
			break
		}
		id = n.first + int32(u.r.IntN(int(n.kids)))
		break
	}
	u.playout(id)
	if u.t.at(0).proof != 0 {
		u.finish(search.Found)
		return false
	}
	return true
}

// expand adds a child per legal move of id.
func (u *UCT[S, M]) expand(id int32) {
	s := u.t.at(id).state
	mover := int8(u.g.ToMove(s))
	u.stats.Expanded++
	u.buf = u.g.Moves(s, u.buf)
	obs := u.o.Observer
	if obs != nil {
		obs(adversarial.Event[S, M]{Kind: adversarial.Expand, State: s, Move: u.t.at(id).action, Ply: int(u.t.at(id).depth),
			Node: int(id), Parent: int(u.t.at(id).parent), Count: len(u.buf)})
	}
	u.t.beginChildren(id)
	for _, m := range u.buf {
		next := u.g.Apply(s, m)
		c := u.t.add(id, next, m, mover)
		if u.g.Terminal(next) {
			x := u.t.at(c)
			x.term = true
			if u.params.Solver {
				x.proof = sign(u.g.Utility(next, int(mover)))
				x.done = x.proof < 0
			}
		}
		if obs != nil {
			x := u.t.at(c)
			obs(adversarial.Event[S, M]{Kind: adversarial.Child, State: next, Move: m, Ply: int(x.depth), Node: int(c), Parent: int(id),
				Proof: int(x.proof)})
		}
	}
	if u.params.Prior != nil && len(u.buf) > 0 {
		u.wbuf = u.params.Prior.MoveStrengths(s, u.buf, u.wbuf)
		total := 0.0
		for _, w := range u.wbuf {
			total += w
		}
		for i := range u.buf {
			p := 1 / float64(len(u.buf)) // degenerate strengths: uniform
			if total > 0 && !math.IsInf(total, 0) {
				p = u.wbuf[i] / total
			}
			u.t.prior[u.t.at(id).first+int32(i)] = float32(p)
		}
	}
	u.stats.Generated += int64(len(u.buf))
	u.stats.Nodes = int64(u.t.len())
	u.stats.MaxPly = max(u.stats.MaxPly, u.t.maxDepth)
	if u.params.Solver {
		u.prove(id)
	}
}

// sign is +1, -1 or 0 (a draw is not a proof).
func sign(v float64) int8 {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// prove settles node id and its ancestors from their children's proofs
// (MCTS-Solver): a node whose mover has a winning move is won for that
// mover, one whose moves all lose is lost for it. A child's who is the
// mover at its parent, so child.proof is the move's value for that mover;
// a proven-losing move is marked done and no longer selected.
func (u *UCT[S, M]) prove(id int32) {
	for ; id >= 0; id = u.t.at(id).parent {
		n := u.t.at(id)
		if n.proof != 0 || !n.expanded() || n.kids == 0 {
			return
		}
		mover := u.t.at(n.first).who
		win, allLose := false, true
		for c := n.first; c < n.first+n.kids; c++ {
			switch u.t.at(c).proof {
			case 1:
				win = true
			case -1:
			default:
				allLose = false
			}
		}
		var v int8 // for mover
		switch {
		case win:
			v = 1
		case allLose:
			v = -1
		default:
			return
		}
		if n.who != mover {
			v = -v
		}
		n.proof = v
		n.done = v < 0
	}
}

// settle records the exact result v0 (for player 0) of leaf id as a proof
// for its mover when it is a win or a loss, and propagates it up.
func (u *UCT[S, M]) settle(id int32, v0 float64) {
	n := u.t.at(id)
	p := sign(v0)
	if n.who != 0 {
		p = -p
	}
	if p == 0 {
		return
	}
	n.proof, n.done = p, p < 0
	u.prove(n.parent)
}

// playout plays the game out from leaf id and backpropagates the result.
func (u *UCT[S, M]) playout(id int32) {
	n := u.t.at(id)
	s := n.state
	if u.o.Observer != nil {
		u.o.Observer(adversarial.Event[S, M]{Kind: adversarial.Enter, State: s, Move: n.action, Ply: int(n.depth), Node: int(id), Parent: int(n.parent)})
	}
	gen0 := u.stats.Generated
	proven := n.proof != 0
	var v0 float64 // the result for player 0 in [-1, +1]
	exact := false
	limit := u.params.MaxPlayout
	if u.params.Cutoff {
		limit = u.params.CutoffMoves
	}
	for steps := 0; !proven && !u.g.Terminal(s); steps++ {
		if u.params.Finisher != nil {
			if v0, exact = u.params.Finisher.Finish(s); exact {
				if steps == 0 && u.params.Solver && id != 0 {
					u.settle(id, v0)
				}
				break
			}
		}
		if steps >= limit {
			break
		}
		m, ok := u.pol.PlayoutMove(s, u.r)
		if !ok {
			break
		}
		s = u.g.Apply(s, m)
		u.stats.Generated++
	}
	switch {
	case exact:
	case proven:
		v0 = float64(n.proof)
		if n.who != 0 {
			v0 = -v0
		}
	case u.g.Terminal(s):
		v0 = u.g.Utility(s, 0)
	case u.eval != nil:
		v0 = u.eval.Evaluate(s, 0)
	}
	u.stats.Playouts++
	u.stats.Iterations = u.stats.Playouts
	if u.o.Observer != nil {
		leaf := u.t.at(id)
		v := v0
		if u.g.ToMove(leaf.state) != 0 {
			v = -v0
		}
		u.o.Observer(adversarial.Event[S, M]{Kind: adversarial.Leave, State: leaf.state, Move: leaf.action, Ply: int(leaf.depth), Value: v,
			Node: int(id), Parent: int(leaf.parent), Count: int(u.stats.Generated - gen0)})
	}
	u.t.backprop(id, [2]float64{(1 + v0) / 2, (1 - v0) / 2})
	if u.o.Observer != nil {
		for x := id; x >= 0; x = u.t.at(x).parent {
			n := u.t.at(x)
			u.o.Observer(adversarial.Event[S, M]{Kind: adversarial.Backup, State: n.state, Move: n.action, Ply: int(n.depth),
				Node: int(x), Parent: int(n.parent), Visits: n.visits, Value: n.mean(), Proof: int(n.proof)})
		}
	}
}

// bestChild returns the child of id to recommend, or -1 when none was
// visited or proven: a proven win for the mover if there is one, else the
// most visited child that is not a proven loss (ties: higher mean, then
// move order), else the most visited child.
func (u *UCT[S, M]) bestChild(id int32) int32 {
	n := u.t.at(id)
	if !n.expanded() {
		return -1
	}
	rank := func(x *node[S, M]) int { // proven win > unknown > proven loss
		return int(x.proof) + 1
	}
	best := int32(-1)
	for c := n.first; c < n.first+n.kids; c++ {
		x := u.t.at(c)
		if x.visits == 0 && x.proof == 0 {
			continue
		}
		if best < 0 {
			best = c
			continue
		}
		b := u.t.at(best)
		switch rx, rb := rank(x), rank(b); {
		case rx != rb:
			if rx > rb {
				best = c
			}
		case x.visits > b.visits || (x.visits == b.visits && x.mean() > b.mean()):
			best = c
		}
	}
	return best
}

func (u *UCT[S, M]) finish(st search.Status) {
	u.status = st
	u.stats.MemoryBytes = max(u.stats.MemoryBytes, u.memory())
}

func (u *UCT[S, M]) memory() int64 {
	var m M
	return u.t.bytes() + int64(cap(u.buf))*int64(unsafe.Sizeof(m))
}

// SearchStats returns the statistics as search.Stats (Iterations =
// playouts, MaxFrontier = tree size, MaxDepth = deepest tree node).
func (u *UCT[S, M]) SearchStats() search.Stats {
	st := u.Result().Stats.SearchStats()
	st.MaxFrontier = u.t.len()
	return st
}

// Result returns the result so far (final once Step returned false): the
// most visited root move, its estimated value and the principal variation
// (most visited children down the tree).
func (u *UCT[S, M]) Result() adversarial.Result[M] {
	r := adversarial.Result[M]{Status: u.status, Budget: u.budget, Stats: u.stats}
	if u.status == search.Running {
		r.Stats.MemoryBytes = max(r.Stats.MemoryBytes, u.memory())
	}
	if u.t.len() == 0 {
		return r
	}
	if u.t.at(0).term {
		r.Value, r.Proven = u.rootVal, true
		return r
	}
	b := u.bestChild(0)
	if b < 0 {
		return r
	}
	r.HasMove = true
	r.BestMove = u.t.at(b).action
	r.Value = 2*u.t.at(b).mean() - 1
	if p := u.t.at(b).proof; p != 0 {
		r.Value = float64(p)
		r.Proven = u.t.at(0).proof != 0
	}
	for id := b; id >= 0; id = u.bestChild(id) {
		r.PV = append(r.PV, u.t.at(id).action)
	}
	return r
}
