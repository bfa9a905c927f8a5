package search

import "fmt"

// Retargetable is an optional capability (an addition to the contracts in
// problem.go): a problem that can pose the problem of going from one of its
// states to another under the same rules and costs, with a heuristic
// towards that state (Heuristic; IncrementalHeuristic and UnitCost make
// the search faster). Path shortening (Shortener) asks for one per window.
type Retargetable[S comparable, A any] interface {
	Between(from, to S) Problem[S, A]
}

// Shortener improves a solution path by windows: it replaces the stretch
// between two states of the path, a fixed number of actions apart, by an
// optimal path between them whenever that is cheaper, found by IDA*
// (idastar.go) on the problem Retargetable poses, bounded by the stretch's
// cost (IDAStarParams.Ceiling) and by a node budget per window. Windows
// overlap by half and sweep the path from start to end; a sweep that
// gained nothing is followed by one with windows half as long again, from
// ShortenParams.MinWindow up to MaxWindow, and a sweep that gained is
// repeated at the same length. Whenever a replacement makes the path meet
// a state twice, the loop between is cut out as well.
//
// This is the post-processing that anytime and suboptimal planners apply
// to long solutions of large puzzles (e.g. windowed re-planning as in
// Aine, Chakrabarti & Kumar's "Anytime window A*", IJCAI 2007, which
// searches one window of the solution at a time; "shortcutting" in the
// motion-planning literature): beam searches leave detours that a small
// optimal search between two of their states removes.
//
// It never lengthens a path (a window is replaced only by a cheaper one,
// and each replacement is replayed through Result before it is taken), and
// it is not optimal: a path is locally optimal for windows of MaxWindow
// actions once a sweep at that length gains nothing, which is when
// Shortener ends. Cost per window: IDA*'s, at most WindowNodes expansions;
// a sweep costs about 2·length/window windows. Memory: the path's states.
type Shortener[S comparable, A any] struct {
	p      Problem[S, A]
	rt     Retargetable[S, A]
	limits Limits
	params ShortenParams
	unit   bool
	err    error

	states []S       // the path's states: states[0] the start, len(acts)+1 of them
	acts   []A       // the path
	costs  []float64 // costs[i] is the cost of acts[:i]
	window int       // the current windows' length, in actions
	pos    int       // the start of the next window
	gained bool      // this sweep replaced a window
	saved  int       // windows replaced in all
	sweeps int       // sweeps completed
	tail   int       // the last tail window's length (0: none yet)
	// wholeTail: the last tail window was the whole path.
	wholeTail bool
	stats     Stats
	status    Status
	budget    Budget
	done      bool
}

// ShortenParams configure Shortener (zero values take the defaults).
type ShortenParams struct {
	// MinWindow and MaxWindow are the window lengths, in actions, of the
	// first sweep and the longest (defaults DefaultShortenMinWindow and
	// DefaultShortenMaxWindow).
	MinWindow, MaxWindow int
	// WindowNodes caps IDA*'s expansions in one window (default
	// DefaultShortenWindowNodes); a window that reaches it is left as is.
	WindowNodes int64
	// TailWindow, when longer than MaxWindow, lets the last window, the
	// one that ends on the goal, grow past MaxWindow once the sweeps are
	// over, by shortenTailGrowth actions at a time up to TailWindow, until
	// one reaches WindowNodes: a problem's strongest heuristic is usually
	// the one towards its own goal (the N-puzzle's pattern databases), so
	// windows that end there can be far longer at the same cost.
	TailWindow int
}

// shortenTailGrowth is how much each tail window is longer than the last.
const shortenTailGrowth = 6

// The default windows: on sliding puzzles from 5×5 to 8×8, windows of 8 to
// 28 moves remove most of a beam's detours (measured in
// docs/big-boards.md); longer ones cost far more per move saved.
const (
	DefaultShortenMinWindow   = 8
	DefaultShortenMaxWindow   = 28
	DefaultShortenWindowNodes = 200_000
)

// NewShortener returns a Shortener of the path actions from start in p,
// which must implement Retargetable; o's Limits.MaxNodes bounds all its
// windows together.
func NewShortener[S comparable, A any](p Problem[S, A], start S, actions []A, o Options[S], params ShortenParams) *Shortener[S, A] {
	if params.MinWindow <= 0 {
		params.MinWindow = DefaultShortenMinWindow
	}
	if params.MaxWindow <= 0 {
		params.MaxWindow = DefaultShortenMaxWindow
	}
	params.MaxWindow = max(params.MaxWindow, params.MinWindow)
	if params.WindowNodes <= 0 {
		params.WindowNodes = DefaultShortenWindowNodes
	}
	sh := &Shortener[S, A]{p: p, limits: o.Limits, params: params, unit: isUnitCost(p), window: max(2, params.MinWindow), status: Running}
	rt, ok := p.(Retargetable[S, A])
	if !ok {
		sh.err = fmt.Errorf("path shortening: %T cannot pose the problem between two of its states (Retargetable)", p)
		sh.finish(NotFound)
		return sh
	}
	sh.rt = rt
	sh.states = append(sh.states, start)
	sh.costs = append(sh.costs, 0)
	s := start
	for _, a := range actions {
		next := p.Result(s, a)
		sh.acts = append(sh.acts, a)
		sh.states = append(sh.states, next)
		sh.costs = append(sh.costs, sh.costs[len(sh.costs)-1]+p.Cost(s, a, next))
		s = next
	}
	sh.cutLoops()
	return sh
}

// Err reports a problem that is not Retargetable.
func (sh *Shortener[S, A]) Err() error { return sh.err }

// Path returns the path so far (not a copy: it changes as the Shortener
// steps).
func (sh *Shortener[S, A]) Path() []A { return sh.acts }

// Cost returns the path's cost.
func (sh *Shortener[S, A]) Cost() float64 { return sh.costs[len(sh.costs)-1] }

// Replaced counts the windows replaced so far (loops cut included).
func (sh *Shortener[S, A]) Replaced() int { return sh.saved }

// Sweeps counts the sweeps completed.
func (sh *Shortener[S, A]) Sweeps() int { return sh.sweeps }

// Window returns the length of the current windows.
func (sh *Shortener[S, A]) Window() int { return sh.window }

// Step searches the next window, and reports whether the shortening goes
// on.
func (sh *Shortener[S, A]) Step() bool {
	if sh.done {
		return false
	}
	if sh.budget = sh.limits.Spent(sh.stats.Expanded, 0); sh.budget != NoBudget {
		sh.finish(BudgetExceeded)
		return false
	}
	if sh.tail > 0 {
		return sh.tailStep()
	}
	if sh.pos+1 >= len(sh.acts) { // the sweep is over
		sh.sweeps++
		switch {
		case sh.gained:
			sh.gained = false
		case sh.window >= sh.params.MaxWindow || sh.window >= len(sh.acts):
			sh.tail = sh.window
			return sh.tailStep()
		default:
			sh.window = min(sh.params.MaxWindow, sh.window+max(1, sh.window/2))
		}
		sh.pos = 0
	}
	end := min(sh.pos+sh.window, len(sh.acts))
	sh.search(sh.pos, end)
	sh.pos += max(1, sh.window/2)
	return true
}

// tailStep searches the next tail window once the sweeps are over, or
// ends the shortening.
func (sh *Shortener[S, A]) tailStep() bool {
	if sh.wholeTail || sh.tail+shortenTailGrowth > sh.params.TailWindow {
		sh.finish(Found)
		return false
	}
	sh.tail += shortenTailGrowth
	saved := sh.saved
	from := max(0, len(sh.acts)-sh.tail)
	sh.wholeTail = from == 0
	if sh.search(from, len(sh.acts)) == NodeBudget {
		sh.tail = sh.params.TailWindow // longer ones would cost more
	}
	if sh.saved > saved {
		sh.sweeps++ // a shorter path: as at the end of a sweep
	}
	return true
}

// StepN performs up to n Steps (BatchStepper).
func (sh *Shortener[S, A]) StepN(n int) bool {
	for ; n > 0; n-- {
		if !sh.Step() {
			return false
		}
	}
	return !sh.done
}

// search replaces the stretch states[i]…states[j] by an optimal path
// between them when IDA* finds a cheaper one within its budgets, and
// returns the budget that stopped IDA*, if one did.
func (sh *Shortener[S, A]) search(i, j int) Budget {
	cost := sh.costs[j] - sh.costs[i]
	ceiling := cost - 1
	if !sh.unit {
		ceiling = cost * (1 - 1e-9)
	}
	if ceiling <= 0 {
		return NoBudget
	}
	nodes := sh.params.WindowNodes
	if sh.limits.MaxNodes > 0 {
		nodes = min(nodes, sh.limits.MaxNodes-sh.stats.Expanded)
	}
	sub := sh.rt.Between(sh.states[i], sh.states[j])
	if sub == nil {
		return NoBudget
	}
	ida := NewIDAStar(AsIDAProblem(sub), Options[S]{Limits: Limits{MaxNodes: nodes}}, IDAStarParams{Ceiling: ceiling})
	for ida.StepN(1 << 14) {
	}
	r := ida.Result()
	sh.stats.Expanded += r.Stats.Expanded
	sh.stats.Generated += r.Stats.Generated
	sh.stats.Iterations++
	sh.stats.MaxDepth = max(sh.stats.MaxDepth, r.Stats.MaxDepth)
	if r.Status != Found || r.Cost >= cost {
		return r.Budget
	}
	// Replay the replacement through the rules before taking it.
	s, c := sh.states[i], 0.0
	states := make([]S, 0, len(r.Actions))
	for _, a := range r.Actions {
		next := sh.p.Result(s, a)
		c += sh.p.Cost(s, a, next)
		states = append(states, next)
		s = next
	}
	if s != sh.states[j] || c >= cost {
		return NoBudget
	}
	sh.splice(i, j, r.Actions, states)
	sh.gained = true
	sh.saved++
	return NoBudget
}

// splice replaces acts[i:j] by acts (reaching states) and cuts the loops
// that this makes.
func (sh *Shortener[S, A]) splice(i, j int, acts []A, states []S) {
	tailActs := append([]A{}, sh.acts[j:]...)
	tailStates := append([]S{}, sh.states[j+1:]...)
	sh.acts = append(append(sh.acts[:i], acts...), tailActs...)
	sh.states = append(append(sh.states[:i+1], states...), tailStates...)
	sh.recost(i)
	sh.cutLoops()
}

// recost recomputes costs from index i on.
func (sh *Shortener[S, A]) recost(i int) {
	sh.costs = sh.costs[:i+1]
	for k := i; k < len(sh.acts); k++ {
		sh.costs = append(sh.costs, sh.costs[k]+sh.p.Cost(sh.states[k], sh.acts[k], sh.states[k+1]))
	}
}

// cutLoops removes every stretch of the path between two visits of one
// state (with costs ≥ 0 that never makes it dearer).
func (sh *Shortener[S, A]) cutLoops() {
	seen := make(map[S]int, len(sh.states))
	dirty := len(sh.acts)
	for k := 0; k < len(sh.states); k++ {
		s := sh.states[k]
		first, ok := seen[s]
		if !ok {
			seen[s] = k
			continue
		}
		// states[first] == states[k]: drop acts[first:k].
		for _, t := range sh.states[first+1 : k] {
			delete(seen, t)
		}
		sh.acts = append(sh.acts[:first], sh.acts[k:]...)
		sh.states = append(sh.states[:first+1], sh.states[k+1:]...)
		sh.saved++
		dirty = min(dirty, first)
		k = first
	}
	if dirty < len(sh.acts) {
		sh.recost(dirty)
	} else {
		sh.costs = sh.costs[:len(sh.acts)+1]
	}
}

func (sh *Shortener[S, A]) finish(st Status) {
	sh.status, sh.done = st, true
}

// Result returns the path so far (Found while running too: it is a
// solution throughout) with the statistics of the windows' searches.
func (sh *Shortener[S, A]) Result() Result[A] {
	r := Result[A]{Status: sh.status, Budget: sh.budget, Stats: sh.stats}
	if sh.err != nil {
		return r
	}
	if r.Status == BudgetExceeded || r.Status == Running {
		r.Status = Found
	}
	r.Actions = append([]A{}, sh.acts...)
	r.Cost = sh.Cost()
	return r
}
