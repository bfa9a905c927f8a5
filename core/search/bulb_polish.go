package search

import (
	"slices"
	"unsafe"
)

// bulbPolish is BULB's path shortening: on a Retargetable problem each
// solution BULB finds is shortened by windows (Shortener, shorten.go)
// before the next probe starts, so that the incumbent, and the bound
// g + h < cost that prunes the next probes, are those of the shortened
// path; and before each probe that follows one without a better solution,
// the incumbent is shortened again with windows bulbPolishGrowth actions
// longer. Beams leave detours all along their paths; on the sliding
// puzzles from 5×5 to 8×8 removing them gains more per node than widening
// the beam (docs/big-boards.md).
//
// The windows' expansions count in BULB's statistics and budgets, and
// shortening takes at most bulbPolishShare of them: each shortening may
// spend what keeps the total of all shortenings within that share of the
// expansions so far, so that the beam keeps its part of any budget
// (shortening a first solution found in a few thousand nodes is then
// cheap, and later ones get more).
type bulbPolish[S comparable, A any] struct {
	on     bool
	params ShortenParams
	window int              // the longest windows of the next shortening
	whole  bool             // the incumbent was shortened with windows of window actions, not cut by the share
	sh     *Shortener[S, A] // the shortening under way, nil between them
	probe  bool             // start the probe nextProbe set up when sh ends (else restart)
	spent  int64            // the expansions of sh already counted
	gen    int64            // the generated states of sh already counted
	used   int64            // the expansions of all shortenings
	yield  bool             // the last Step searched a window: StepN returns
}

// bulbPolishShare is the part of BULB's expansions that shortening may
// take in all; bulbPolishGrowth lengthens the windows of each shortening of
// an incumbent that a probe did not improve, up to bulbPolishMaxWindow.
const (
	bulbPolishShare     = 0.5
	bulbPolishGrowth    = 4
	bulbPolishMaxWindow = 64
	bulbPolishMinNodes  = 1000 // no shortening with fewer nodes to spend
	// bulbPolishTailWindow is how long the window that ends on the goal
	// may grow on a fresh solution (ShortenParams.TailWindow).
	bulbPolishTailWindow = 120
)

func (pl *bulbPolish[S, A]) init(p Problem[S, A], params BULBParams) {
	_, rt := p.(Retargetable[S, A])
	pl.on = rt && !params.NoPolish
	pl.params = params.Polish
	pl.window = params.Polish.MaxWindow
	if pl.window <= 0 {
		pl.window = DefaultShortenMaxWindow
	}
}

// startPolish starts shortening the incumbent (true), a new one when
// fresh, else the last one again with longer windows; false when BULB does
// not polish, the share of expansions is spent, or the windows are as long
// as they go.
func (b *BULB[S, A]) startPolish(fresh bool) bool {
	pl := &b.polish
	if !pl.on {
		return false
	}
	params := pl.params
	if params.TailWindow == 0 {
		params.TailWindow = bulbPolishTailWindow
	}
	if !fresh {
		params.TailWindow = 0 // the incumbent's tail was searched when it was fresh
		if pl.whole {
			if pl.window >= bulbPolishMaxWindow {
				return false
			}
			pl.window = min(bulbPolishMaxWindow, pl.window+bulbPolishGrowth)
		}
		params.MinWindow = pl.window
	}
	params.MaxWindow = pl.window
	nodes := int64(bulbPolishShare*float64(b.stats.Expanded)) - pl.used
	if b.limits.MaxNodes > 0 {
		nodes = min(nodes, b.limits.MaxNodes-b.stats.Expanded)
	}
	if nodes < bulbPolishMinNodes {
		return false
	}
	b.levels = b.levels[:0] // the probe is over
	pl.sh = NewShortener(b.p, b.p.Initial(), b.best, Options[S]{Limits: Limits{MaxNodes: nodes}}, params)
	pl.probe = !fresh
	pl.spent, pl.gen = 0, 0
	b.stats.MemoryBytes = max(b.stats.MemoryBytes, b.bytes()+pl.bytes())
	return true
}

// polishStep searches one window of the incumbent; a shortened path
// becomes the incumbent at once and is announced at once (a Solution
// event, one more solution), so a budget that ends the search between two
// windows returns the solution last reported. When the shortening ends
// the next probe starts.
func (b *BULB[S, A]) polishStep() bool {
	pl := &b.polish
	goes := pl.sh.Step()
	pl.yield = true
	st := pl.sh.stats
	b.stats.Expanded += st.Expanded - pl.spent
	b.stats.Generated += st.Generated - pl.gen
	pl.used += st.Expanded - pl.spent
	pl.spent, pl.gen = st.Expanded, st.Generated
	if c := pl.sh.Cost(); c < b.bestCost {
		b.best, b.bestCost = slices.Clone(pl.sh.Path()), c
		b.announce()
	}
	if goes {
		return true
	}
	pl.whole = pl.sh.status == Found
	pl.sh = nil
	if b.budget = b.limits.Spent(b.stats.Expanded, b.stats.MemoryBytes); b.budget != NoBudget {
		b.stop(b.budget)
		return false
	}
	if pl.probe {
		b.probe()
	} else {
		b.restart()
	}
	return true
}

// announce reports the incumbent when the shortening made it cheaper than
// the last solution reported.
func (b *BULB[S, A]) announce() {
	if b.bestCost >= b.announced {
		return
	}
	b.announced = b.bestCost
	b.solutions++
	b.changed = true
	if b.obs != nil {
		last := b.polish.sh.states[len(b.polish.sh.states)-1]
		b.obs(Event[S]{Kind: Solution, State: last, Depth: len(b.best), G: b.bestCost, Iteration: b.stats.Iterations})
	}
}

// bytes is the memory of the shortening under way: the path's states,
// costs and actions.
func (pl *bulbPolish[S, A]) bytes() int64 {
	if pl.sh == nil {
		return 0
	}
	return SliceBytes(pl.sh.states) + SliceBytes(pl.sh.costs) + SliceBytes(pl.sh.acts)
}

// stepBytes is what the shortening holds per action of the path (its
// state, cost and action, in slices that may have doubled), the room
// BULB's widest beam leaves for it; 0 when BULB does not shorten.
func (pl *bulbPolish[S, A]) stepBytes() float64 {
	if !pl.on {
		return 0
	}
	var s S
	var a A
	return 2 * float64(unsafe.Sizeof(s)+unsafe.Sizeof(a)+8)
}
