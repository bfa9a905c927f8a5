// Package replay rebuilds a search from its trace (core/api's trace lines):
// the statistics after any number of events, the search tree (single-agent
// searches), the game tree with alpha-beta's cutoffs or the Monte Carlo
// tree with its visits (game-tree searches), and the series a local search
// draws (the current state's value, the temperature, a population's best
// and mean). The page's replay view and step mode show a Trace; the tests
// check that every algorithm's trace replays to the statistics and the
// solution of its run.
//
// Positions: a replay is at position i (0 ≤ i ≤ Len()) when events 0..i-1
// have happened; event i-1 is the current one. Everything a view asks for
// is derived from the position directly: as events arrive, each element
// (tree node, cell, series point) records the event numbers at which it
// changed (born, expanded, replaced, left, each backup), so the picture at
// any position is read off those numbers (with a binary search where an
// element changes many times) instead of replaying the events from the
// start. Scrubbing to any point costs the size of the picture, not the
// number of events before it.
//
// It is pure Go (tested natively) and does not know any game: states are
// the trace's texts, which the screens parse.
package replay

import (
	"fmt"
	"math"

	"searchlab/core/wire"
)

// Counts are the statistics of a search after some events, as the run
// reports them (api.Stats): expanded, generated, the frontier held then
// and the largest so far, the explored (or reached) set, the iteration.
type Counts struct {
	Expanded    int64
	Generated   int64
	Frontier    int
	MaxFrontier int
	Explored    int
	Iteration   int64
	// MaxDepth is the deepest state reached (game trees: the deepest ply).
	MaxDepth int
}

// Trace is a run's trace, built batch by batch (Add) as its lines arrive,
// with everything the replay derives from it.
type Trace struct {
	Family wire.TraceFamily
	// Algorithm is the run's algorithm id (for its pseudocode); the caller
	// sets it.
	Algorithm string
	// Cut: the search made more events than the trace kept.
	Cut bool
	// ExploreC is a UCT run's exploration constant, for the exercise's
	// selection questions (the caller sets it from the run's parameters;
	// nil: the algorithm's default, UCTDefaultC).
	ExploreC *float64
	// Params are the run's numeric parameters the exercise explains its
	// answers with (weighted A*'s "weight", DLS's "depth_limit"; the
	// caller sets them from the run's request; a missing one takes
	// ExerciseDefaults).
	Params map[string]float64
	// TreeSearch: a tree-like search's trace (tree_search), whose events
	// name search-tree nodes (wire.TraceEvent.Node): Code gives its
	// pseudocode, the Tree one node per id.
	TreeSearch bool

	chunks  [][]wire.TraceEvent // the events (event.go), in memory the collector does not scan
	n       int                 // how many
	moves   []string
	moveIDs map[string]int32
	// The memory the events' pointers point to (event.go).
	strs   map[string]string
	floats [][]float64
	beams  [][]int32
	texts  []byte  // the states' texts, back to back
	offs   []int32 // offs[k-1]: the end of state k's text in texts

	counts []Counts // counts[i]: after event i
	// The exercise's bookkeeping (exercise_systematic.go): the Solution
	// events, bidirectional search's layers, ARA*'s INCONS nodes.
	solutions []int32
	bidi      map[int32]bidiLayer
	bidiLen   int
	incons    []bool
	// detail is how many neighbours of the local search's Expand at event
	// detailOf may still follow as Generate events it already counted.
	detail   int64
	detailOf int32
	game     gameCounts
	kinds    map[wire.TraceKind]bool

	Tree  Tree     // family search: the search tree
	Games GameTree // family game: minimax and alpha-beta's tree
	MCTS  MCTSTree // family game: the Monte Carlo tree
	Local Series   // local searches and genetic algorithms
	Flow  Flow     // frontier and explored set over the events
	Cells CellLog  // when each state was first expanded (Bloxorz colours cells by it)
}

// Len is the number of events.
func (t *Trace) Len() int { return t.n }

// Add appends a trace line's batch. Batches must come in order: a batch
// whose first event is not the next one is refused (the trace is then
// unchanged), as is a state id that is not the next.
func (t *Trace) Add(b wire.TraceBatch) error {
	if b.First != t.n {
		return fmt.Errorf("trace line starts at event %d, but %d events came before it", b.First, t.n)
	}
	for i, s := range b.States {
		if int(s.ID) != len(t.offs)+i+1 {
			return fmt.Errorf("trace state id %d out of order (expected %d)", s.ID, len(t.offs)+i+1)
		}
	}
	if b.Family != "" {
		t.Family = b.Family
	}
	if t.Family == "" {
		t.Family = wire.TraceSearch
	}
	for _, s := range b.States {
		t.addState(s.Text)
	}
	for _, ev := range b.Events {
		t.apply(ev)
	}
	t.Cut = t.Cut || b.Cut
	return nil
}

// apply adds one event and what it changes.
func (t *Trace) apply(in wire.TraceEvent) {
	i := int32(t.n)
	ev, move := t.store(in)
	if t.kinds == nil {
		t.kinds = map[wire.TraceKind]bool{}
	}
	t.kinds[ev.Kind] = true
	var c Counts
	if len(t.counts) > 0 {
		c = t.counts[len(t.counts)-1]
	}
	if t.Family == wire.TraceGame {
		t.game.add(&c, ev)
		t.Games.add(i, ev, move)
		t.MCTS.add(i, ev, move)
	} else {
		switch ev.Kind {
		case wire.KindExpand:
			c.Expanded++
		case wire.KindGenerate:
			if t.detail > 0 && ev.Dropped && ev.Parent == t.at(int(t.detailOf)).State {
				t.detail-- // a local search's neighbour, counted by its Expand
			} else {
				c.Generated++
			}
		case wire.KindNewBound:
			c.Iteration++
		case wire.KindRestart, wire.KindGeneration, wire.KindPlayout:
			c.Iteration = max(c.Iteration, ev.Iteration)
		}
		c.Expanded += ev.Expanded
		c.Generated += ev.Generated
		if ev.Kind == wire.KindExpand && ev.Generated > 0 {
			t.detail, t.detailOf = ev.Generated, i // its neighbours may follow (search.Event)
		} else if ev.Kind != wire.KindGenerate {
			t.detail = 0
		}
		if ev.Kind != wire.KindSolution || ev.Frontier != 0 || ev.Explored != 0 {
			c.Frontier, c.Explored = ev.Frontier, ev.Explored
		}
		c.MaxFrontier = max(c.MaxFrontier, ev.Frontier)
		if ev.Kind == wire.KindGenerate && !ev.Dropped || ev.Kind == wire.KindExpand || ev.Kind == wire.KindMove {
			c.MaxDepth = max(c.MaxDepth, ev.Depth)
		}
		t.TreeSearch = t.TreeSearch || ev.Node != 0
		if i == 0 {
			t.Tree.Carry = t.Algorithm == "ara" // its rounds go on with the tree they inherit
		}
		t.Tree.add(i, ev)
		if ev.Kind == wire.KindSolution {
			t.solutions = append(t.solutions, i)
		}
		t.Local.add(i, ev)
		t.Cells.add(i, ev)
	}
	t.Flow.add(i, c)
	t.counts = append(t.counts, c)
}

// Has reports whether the trace has an event of kind k.
func (t *Trace) Has(k wire.TraceKind) bool { return t.kinds[k] }

// CountsAt are the statistics at position pos (after pos events).
func (t *Trace) CountsAt(pos int) Counts {
	pos = t.Clamp(pos)
	if pos == 0 {
		return Counts{}
	}
	return t.counts[pos-1]
}

// Clamp brings pos into 0..Len().
func (t *Trace) Clamp(pos int) int { return max(0, min(pos, t.n)) }

// Current is the event that brought the replay to pos (false at 0).
func (t *Trace) Current(pos int) (wire.TraceEvent, bool) {
	pos = t.Clamp(pos)
	if pos == 0 {
		return wire.TraceEvent{}, false
	}
	return t.Event(pos - 1), true
}

// Stats are the statistics the whole trace replays to, as api.Stats
// (expanded, generated, max_frontier, max_depth, iterations): what the
// run's final line reports when the trace was not cut.
func (t *Trace) Stats() wire.Stats {
	c := t.CountsAt(t.n)
	return wire.Stats{Expanded: c.Expanded, Generated: c.Generated, MaxFrontier: c.MaxFrontier, MaxDepth: c.MaxDepth, Iterations: c.Iteration}
}

// gameCounts follows a game-tree search's events to the statistics its
// run reports (core/api maps game-tree statistics onto the common ones:
// expanded is the nodes entered, or the Monte Carlo tree's expansions;
// max_frontier the deepest ply plus one, or the Monte Carlo tree's size).
type gameCounts struct {
	entered, expanded, treeSize int64
	maxPly                      int
	mcts                        bool
}

func (g *gameCounts) add(c *Counts, ev *wire.TraceEvent) {
	switch ev.Kind {
	case wire.KindEnter:
		if !g.mcts { // a Monte Carlo playout's start is not a node entered
			g.entered++
			g.maxPly = max(g.maxPly, ev.Depth)
		}
	case wire.KindSolved:
		g.entered += int64(ev.Count)
	case wire.KindExpand:
		g.expanded++
		c.Generated += int64(ev.Count)
	case wire.KindChild:
		g.mcts = true
		g.treeSize++
		g.maxPly = max(g.maxPly, ev.Depth)
		if ev.ParentNode < 0 {
			c.Generated++ // the root
		}
	case wire.KindLeave:
		if g.mcts {
			c.Generated += int64(ev.Count) // the playout's moves
			c.Iteration++
		}
	case wire.KindNewIteration:
		c.Iteration++
	}
	if g.mcts {
		c.Expanded, c.MaxFrontier, c.Frontier = g.expanded, int(g.treeSize), int(g.treeSize)
	} else {
		c.Expanded, c.MaxFrontier = g.entered, g.maxPly+1
	}
	c.MaxDepth = g.maxPly
}

// never is the event number of something that has not happened.
const never = math.MaxInt32
