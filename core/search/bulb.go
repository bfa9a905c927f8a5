package search

import (
	"fmt"
	"hash/maphash"
	"math"

	"searchlab/core/internal/chunk"
)

// BULB is beam search using limited discrepancy backtracking (Furcy &
// Koenig, "Limited discrepancy beam search", IJCAI 2005), made anytime by
// widening its beam (as Zhang's complete anytime beam search, AAAI 1998,
// relaxes its pruning).
//
// A probe is breadth-first beam search: level d+1 is the Width best
// successors, by f = g + h (ties: lower h, then generation order), of the
// states of level d that are on no level of the stack (a 64-bit fingerprint
// table, with a Bloom filter in front, answers that), each state once (a
// successor generated twice on a level keeps its cheaper path:
// bulb_levelset.go). The successors of a
// level, in that order, form slices of Width states: slice 0 is the beam's
// own choice and taking slice i > 0 instead is a discrepancy. When a level
// has no successor left, or the levels would outgrow the memory budget,
// BULB backtracks chronologically: the deepest level gives up its slice for
// the next one, regenerating its parent's successors instead of storing
// them. Probes allow 0, 1, 2, … discrepancies in turn (limited discrepancy
// search, Harvey & Ginsberg 1995), so BULB keeps beam search's speed and
// small memory (the levels of one path, Width states each) and is complete
// on finite graphs.
//
// Anytime (Anytime): every solution found is reported, and a budget that
// ends the search returns the best with status Found. After a solution of
// cost C, states with g + h ≥ C are dropped and the search starts again
// from the start state with the beam twice as wide, as far as the memory
// budget allows a path of C's length (wider beams find shorter paths; a
// node budget that cannot pay for that gets a beam as wide as it can pay
// for, bulb_budget.go); a probe that fails is also followed by a wider
// one, and backtracking takes over at the widest beam. Before the first solution g + h is capped at
// 3 × h(start), raised by half on each probe the cap cut: a narrow beam
// that wanders into a path many times too long fails fast and a wider one
// follows. The bound it proves is C / h(start). When a probe has searched
// every state it kept (no slice skipped for lack of discrepancies or
// memory, nothing over the cap), no cheaper solution exists among the paths
// it could see; on unit-cost problems (UnitCost), where a state met again
// on the stack is never cheaper, that proves the incumbent optimal.
//
// On problems that are Retargetable each solution is shortened by windows
// before the next probe (bulb_polish.go, shorten.go), within half of the
// expansions: the incumbent and the bound that prunes the next probes are
// then those of the shortened path.
//
// Why BULB for the large sliding puzzles (docs/big-boards.md): its memory
// is a few levels of Width states, so beams thousands wide fit the
// browser's budget on the 8×8 board; weighted A* and ARA*, which keep every
// generated state, run out of it there (weight 2 or 3: before any
// solution), and on the 24-puzzle ARA*'s memory ends its improvement after
// a few seconds where BULB goes on to shorter solutions.
//
// Complete on finite graphs (with a memory budget: as far as paths fit in
// it); not optimal; each solution costs at most Bound × the optimal cost.
// Time per level O(Width·b) for branching b; space O(Width·depth). One
// Step generates one level (or backtracks one level).
type BULB[S comparable, A any] struct {
	p      Problem[S, A]
	heur   Heuristic[S]
	inc    IncrementalHeuristic[S, A]
	obs    Observer[S]
	limits Limits
	width  int
	widen  bool
	err    error

	unit   bool // unit step costs: an exhausted probe proves optimality
	seed   maphash.Seed
	nodes  chunk.Slice[bulbNode[S, A]]
	hash   map[uint64]int32  // state fingerprint → node index, for the levels on the stack
	filter fingerprintFilter // the fingerprints in hash, and some removed since
	level  levelSet          // the successors of the level being expanded, by fingerprint
	levels []bulbLevel
	cands  []bulbCand[S, A]
	order  []int32 // indices into cands, the current slices' order
	buf    []A
	disc   int  // the discrepancies this probe allows
	cut    bool // this probe skipped a slice for lack of discrepancies
	memCut bool // this probe skipped a slice for lack of memory
	// fcap bounds g + h before the first solution: a beam that wanders
	// far from the start's estimate fails and the next probe is wider
	// (+Inf without a heuristic).
	fcap   float64
	capCut bool // this probe dropped a state above fcap
	// branching is the most actions a state has had so far.
	branching int
	peak      int // the most hash entries held
	// probeFrom and probeWidth are the expansions when the probe under
	// way started and its width; perWidth is the expansions per unit of
	// width of the last probe that ended (bulb_budget.go).
	probeFrom  int64
	probeWidth int
	perWidth   float64
	rootH      float64

	best      []A
	bestCost  float64
	announced float64 // the cost of the last solution reported
	solutions int
	improved  bool // the last successors call found a cheaper goal
	changed   bool // the incumbent changed in this StepN

	polish bulbPolish[S, A]

	stats  Stats
	status Status
	reason StopReason
	budget Budget
	done   bool
}

// BULBParams configure BULB.
type BULBParams struct {
	// Width is the beam width of the first probe (≥ 1).
	Width int
	// NoWiden keeps the width (the search then improves, and gets past a
	// probe that failed, only by backtracking).
	NoWiden bool
	// NoPolish turns off the shortening of each solution by windows on
	// problems that are Retargetable (bulb_polish.go); Polish sets its
	// windows.
	NoPolish bool
	Polish   ShortenParams
}

// bulbNode is a state on a level, with its parent (an index into the
// nodes, -1 for the start) and the action from it.
type bulbNode[S comparable, A any] struct {
	state  S
	parent int32
	action A
	g, h   float64
}

// bulbLevel is a level on the stack: its nodes, nodes[from:to]; the
// discrepancies left for the levels below it; the next slice of its
// successors to try as the level below; and how many successors it has
// (once generated).
type bulbLevel struct {
	from, to int32
	disc     int
	next     int
	count    int
}

// bulbCand is a successor competing for a place in a slice.
type bulbCand[S comparable, A any] struct {
	state  S
	parent int32
	action A
	g, h   float64
	key    uint64
}

// h returns the heuristic value of s, 0 without a heuristic (the beam then
// keeps the cheapest states).
func (b *BULB[S, A]) h(s S) float64 {
	if b.heur == nil {
		return 0
	}
	return b.heur.H(s)
}

// NewBULB returns a BULB search of p, which should implement Heuristic
// (without one the beam keeps the cheapest paths).
func NewBULB[S comparable, A any](p Problem[S, A], o Options[S], params BULBParams) *BULB[S, A] {
	b := &BULB[S, A]{p: p, obs: o.Observer, limits: o.Limits, width: params.Width, widen: !params.NoWiden,
		seed: maphash.MakeSeed(), hash: map[uint64]int32{}, bestCost: inf}
	b.polish.init(p, params)
	b.heur, _ = p.(Heuristic[S])
	if b.heur != nil {
		b.inc, _ = p.(IncrementalHeuristic[S, A])
	}
	b.unit = isUnitCost(p)
	if params.Width < 1 {
		b.err = fmt.Errorf("BULB: the width must be at least 1, got %d", params.Width)
	}
	if b.err != nil {
		b.finish(NotFound, StopReason{})
	}
	return b
}

// Err reports invalid parameters or a missing heuristic.
func (b *BULB[S, A]) Err() error { return b.err }

// Width returns the current beam width.
func (b *BULB[S, A]) Width() int { return b.width }

// StepN performs up to n Steps, ending early after an improvement
// (BatchStepper, Anytime) and after a window of path shortening (a step
// that costs far more than a level, so that Run's clock is read).
func (b *BULB[S, A]) StepN(n int) bool {
	b.changed, b.polish.yield = false, false
	for ; n > 0 && !b.changed && !b.polish.yield; n-- {
		if !b.Step() {
			return false
		}
	}
	return !b.done
}

// Step generates the next level, or backtracks one level, and reports
// whether the search goes on.
func (b *BULB[S, A]) Step() bool {
	if b.done {
		return false
	}
	if b.polish.sh != nil {
		return b.polishStep()
	}
	if len(b.levels) == 0 {
		return b.nextProbe()
	}
	if b.budget = b.limits.Spent(b.stats.Expanded, b.stats.MemoryBytes); b.budget != NoBudget {
		b.stop(b.budget)
		return false
	}
	top := &b.levels[len(b.levels)-1]
	i := top.next
	if i > 0 && top.disc == 0 {
		// Another slice would be a discrepancy, and none is left.
		b.cut = b.cut || top.count > b.width
		b.pop()
		return true
	}
	n := b.successors(top)
	if b.budget != NoBudget {
		b.stop(b.budget)
		return false
	}
	top.count = n
	if b.improved {
		// A cheaper goal among the successors: shorten it, and search
		// again.
		b.noteProbeEnd()
		if !b.startPolish(true) {
			b.restart()
		}
		return true
	}
	if i*b.width >= n {
		b.pop()
		return true
	}
	top.next++
	disc := top.disc
	if i > 0 {
		disc--
	}
	lo, hi := i*b.width, min((i+1)*b.width, n)
	if !b.fits(hi - lo) {
		b.memCut = true
		b.pop()
		return true
	}
	b.push(lo, hi, disc)
	return true
}

// nextProbe starts the next probe, allowing one more discrepancy, or ends
// the search when the last probe searched every state it kept.
func (b *BULB[S, A]) nextProbe() bool {
	b.noteProbeEnd()
	switch {
	case b.stats.Iterations == 0:
		s := b.p.Initial()
		b.rootH = b.h(s)
		b.fcap = inf
		if b.rootH > 0 {
			b.fcap = bulbWander * b.rootH
		}
		b.stats.Generated++
		b.noteFrontier(1)
		if b.obs != nil {
			b.obs(Event[S]{Kind: Generate, State: s, H: b.rootH, Root: true, Frontier: 1})
		}
		if b.p.IsGoal(s) {
			b.best, b.bestCost, b.solutions = []A{}, 0, 1
			if b.obs != nil {
				b.obs(Event[S]{Kind: Solution, State: s})
			}
			b.stop(NoBudget)
			return false
		}
	case !b.cut && !b.memCut && b.capCut:
		b.fcap *= bulbCapGrowth // nothing else was cut: a higher cap is the only way on
		b.disc = 0
	case !b.cut && b.memCut:
		// More discrepancies would meet the same memory limit.
		b.stop(MemoryBudget)
		return false
	case !b.cut:
		if b.solutions == 0 {
			b.finish(NotFound, StopReason{Kind: StopExhausted})
			return false
		}
		if b.unit {
			b.rootH = b.bestCost // nothing cheaper exists: proven optimal
		}
		b.stop(NoBudget)
		return false
	case b.widen && b.width < b.widest():
		// A wider beam beats backtracking (and a higher cap): it finds
		// shorter paths.
		b.width = b.wider()
		b.disc = 0
	case b.solutions == 0 && b.capCut:
		b.fcap *= bulbCapGrowth // as wide as memory allows: let it go deeper
		b.disc = 0
	default:
		b.disc++
	}
	if b.solutions > 0 && b.startPolish(false) {
		return true // the probe starts when the shortening ends
	}
	b.probe()
	return true
}

// widest is the widest beam the memory budget allows for a path as long
// as the best solution, or before one as the cap on g + h allows on unit
// costs (unlimited without a budget or either).
func (b *BULB[S, A]) widest() int {
	depth := 0.0
	switch {
	case b.solutions > 0:
		depth = float64(len(b.best) + 1)
	case b.unit && !math.IsInf(b.fcap, 1):
		depth = b.fcap + 1
	}
	if b.limits.MaxMemory <= 0 || depth == 0 {
		return math.MaxInt32
	}
	avail := float64(b.limits.MaxMemory-b.scratchBytes()) - depth*b.polish.stepBytes()
	return max(1, int(avail/(b.stateBytes()*depth)))
}

// bulbWander sets the first cap on g + h, bulbWander × h(start); each
// probe that the cap cut raises it by bulbCapGrowth. Good sliding-puzzle
// solutions cost 1.3–2 × h(start) and beams that wander cost 3× and far
// more (measured in docs/big-boards.md).
const (
	bulbWander    = 3
	bulbCapGrowth = 1.5
)

// probe starts a probe from the start state with b.disc discrepancies.
func (b *BULB[S, A]) probe() {
	b.stats.Iterations++
	b.probeFrom, b.probeWidth = b.stats.Expanded, b.width
	b.cut, b.memCut, b.capCut = false, false, false
	s := b.p.Initial()
	b.nodes.Truncate(0)
	b.nodes.Append(bulbNode[S, A]{state: s, parent: -1, h: b.rootH})
	clear(b.hash)
	key := maphash.Comparable(b.seed, s)
	b.hash[key] = 0
	b.filter.reset(max(b.peak, 1024))
	b.filter.add(key)
	b.levels = append(b.levels[:0], bulbLevel{from: 0, to: 1, disc: b.disc})
	b.noteFrontier(1)
	if b.obs != nil {
		b.obs(Event[S]{Kind: NewBound, Bound: float64(b.width), Iteration: b.stats.Iterations})
	}
}

// successors fills b.cands with the successors of the level that are on no
// level of the stack and can still beat the incumbent, tests each for the
// goal (a cheaper goal becomes the incumbent), orders them and returns how
// many there are.
func (b *BULB[S, A]) successors(l *bulbLevel) int {
	b.cands = b.cands[:0]
	b.level.reset(int(l.to-l.from) * max(b.branching, 1))
	b.improved = false
	for i := l.from; i < l.to; i++ {
		if b.budget = b.limits.Spent(b.stats.Expanded, b.stats.MemoryBytes); b.budget != NoBudget {
			return 0
		}
		nd := b.nodes.At(i)
		var back S // the parent's state: most problems lead straight back to it
		if nd.parent >= 0 {
			back = b.nodes.At(nd.parent).state
		}
		b.buf = b.p.Actions(nd.state, b.buf)
		b.branching = max(b.branching, len(b.buf))
		b.stats.Expanded++
		b.noteFrontier(int(l.to-i-1) + len(b.cands))
		if b.obs != nil {
			b.obs(Event[S]{Kind: Expand, State: nd.state, Depth: len(b.levels) - 1, G: nd.g, H: nd.h,
				Frontier: int(l.to-i-1) + len(b.cands), Explored: len(b.hash)})
		}
		for _, a := range b.buf {
			var s S
			var h float64
			if b.inc != nil {
				s, h = b.inc.ResultH(nd.state, a, nd.h)
			} else {
				s = b.p.Result(nd.state, a)
			}
			b.stats.Generated++
			if nd.parent >= 0 && s == back {
				b.generated(l, i, nd, s, 0, h, true)
				continue
			}
			g := nd.g + b.p.Cost(nd.state, a, s)
			key := maphash.Comparable(b.seed, s)
			if b.filter.mayContain(key) {
				if j, ok := b.hash[key]; ok && b.nodes.At(j).state == s {
					b.generated(l, i, nd, s, g, h, true) // on a level of the stack
					continue
				}
			}
			if b.p.IsGoal(s) {
				better := g < b.bestCost
				b.generated(l, i, nd, s, g, 0, !better)
				if better {
					b.improve(i, a, g, s)
				}
				continue
			}
			if b.inc == nil {
				h = b.h(s)
			}
			if g+h >= b.bestCost {
				b.generated(l, i, nd, s, g, h, true)
				continue
			}
			if g+h > b.fcap && b.solutions == 0 {
				b.capCut = true
				b.generated(l, i, nd, s, g, h, true)
				continue
			}
			j, slot := b.level.find(key, func(j int32) bool { return b.cands[j].state == s })
			if j >= 0 {
				// A copy of a successor of this level: keep the cheaper.
				if c := &b.cands[j]; g < c.g {
					c.parent, c.action, c.g = i, a, g
				}
				b.generated(l, i, nd, s, g, h, true)
				continue
			}
			b.level.insert(slot, key, int32(len(b.cands)))
			b.cands = append(b.cands, bulbCand[S, A]{state: s, parent: i, action: a, g: g, h: h, key: key})
			b.generated(l, i, nd, s, g, h, false)
		}
	}
	b.order = b.order[:0]
	for i := range b.cands {
		b.order = append(b.order, int32(i))
	}
	return len(b.cands)
}

// generated notes successor s of node i (nd) of level l: the frontier
// (the level's states not yet expanded and the candidates for the next
// level) and a Generate event; dropped when s was not kept (the state it
// came from, on a level of the stack, no better than the incumbent, or
// beyond the cap).
func (b *BULB[S, A]) generated(l *bulbLevel, i int32, nd *bulbNode[S, A], s S, g, h float64, dropped bool) {
	frontier := int(l.to-i-1) + len(b.cands)
	b.noteFrontier(frontier)
	if b.obs != nil {
		b.obs(Event[S]{Kind: Generate, State: s, Parent: nd.state, Depth: len(b.levels), G: g, H: h, Dropped: dropped,
			Frontier: frontier, Explored: len(b.hash)})
	}
}

// noteFrontier keeps the largest frontier: the states held for later
// expansion, as the events report them.
func (b *BULB[S, A]) noteFrontier(n int) { b.stats.MaxFrontier = max(b.stats.MaxFrontier, n) }

// less orders candidates by f, then h, then generation order.
func (b *BULB[S, A]) less(x, y int32) bool {
	cx, cy := &b.cands[x], &b.cands[y]
	if fx, fy := cx.g+cx.h, cy.g+cy.h; fx != fy {
		return fx < fy
	}
	if cx.h != cy.h {
		return cx.h < cy.h
	}
	return x < y
}

// push makes candidates lo…hi−1 (in order) the next level.
func (b *BULB[S, A]) push(lo, hi, disc int) {
	selectRange(b.order, lo, hi, b.less)
	from := int32(b.nodes.Len())
	for _, ci := range b.order[lo:hi] {
		c := &b.cands[ci]
		j := b.nodes.Append(bulbNode[S, A]{state: c.state, parent: c.parent, action: c.action, g: c.g, h: c.h})
		if _, taken := b.hash[c.key]; !taken {
			b.hash[c.key] = j
			b.filter.add(c.key)
		}
	}
	b.levels = append(b.levels, bulbLevel{from: from, to: int32(b.nodes.Len()), disc: disc})
	if b.filter.full() {
		b.filter.reset(2 * len(b.hash))
		for key := range b.hash {
			b.filter.add(key)
		}
	}
	b.peak = max(b.peak, len(b.hash))
	b.noteFrontier(hi - lo)
	b.stats.MaxDepth = max(b.stats.MaxDepth, len(b.levels)-1)
	b.stats.MemoryBytes = max(b.stats.MemoryBytes, b.bytes())
	if b.obs != nil {
		states := make([]S, 0, hi-lo)
		for j := from; j < int32(b.nodes.Len()); j++ {
			states = append(states, b.nodes.At(j).state)
		}
		b.obs(Event[S]{Kind: Beam, States: states, Depth: len(b.levels) - 1, Frontier: hi - lo, Explored: len(b.hash), Iteration: b.stats.Iterations})
	}
}

// pop removes the deepest level.
func (b *BULB[S, A]) pop() {
	l := b.levels[len(b.levels)-1]
	for j := l.from; j < l.to; j++ {
		key := maphash.Comparable(b.seed, b.nodes.At(j).state)
		if k, ok := b.hash[key]; ok && k == j {
			delete(b.hash, key)
		}
	}
	b.nodes.Truncate(int(l.from))
	b.levels = b.levels[:len(b.levels)-1]
}

// improve records the goal s, reached from node parent by a at cost g, as
// the new incumbent.
func (b *BULB[S, A]) improve(parent int32, a A, g float64, s S) {
	var rev []A
	rev = append(rev, a)
	for j := parent; b.nodes.At(j).parent >= 0; j = b.nodes.At(j).parent {
		rev = append(rev, b.nodes.At(j).action)
	}
	for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
		rev[i], rev[j] = rev[j], rev[i]
	}
	b.best, b.bestCost, b.announced = rev, g, g
	b.solutions++
	b.improved, b.changed = true, true
	b.stats.MaxDepth = max(b.stats.MaxDepth, len(rev))
	if b.obs != nil {
		b.obs(Event[S]{Kind: Solution, State: s, Depth: len(rev), G: g, Iteration: b.stats.Iterations})
	}
}

// restart starts a new probe after a solution: twice as wide when
// widening and the memory budget allows a path as long as the solution.
func (b *BULB[S, A]) restart() {
	if b.widen {
		b.width = max(b.width, b.wider())
	}
	b.disc = 0
	b.levels = b.levels[:0]
	b.probe()
}
