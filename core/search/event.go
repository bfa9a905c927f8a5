package search

// EventKind names what an algorithm just did.
type EventKind uint8

const (
	// Expand: State is about to have its successors generated.
	Expand EventKind = iota
	// Generate: State was generated as a successor of Parent (Depth, G, H
	// set; the start state has no parent and Depth 0). Dropped says the
	// successor was generated and counted but not kept: already reached at
	// no greater cost, on the current path, or beyond the bound.
	Generate
	// NewBound: a new depth or f-cost bound begins (Bound set).
	NewBound
	// Move: a local search moved to State (Value = its score; Temperature
	// for annealing).
	Move
	// Restart: a local search restarted (Iteration set).
	Restart
	// Generation: a genetic algorithm finished a generation (Iteration,
	// Value = best fitness).
	Generation
	// Beam: the beam now holds States.
	Beam
	// Playout: a Monte Carlo playout ended (Value = reward).
	Playout
	// Solution: a solution was found ending in State.
	Solution
)

var eventNames = [...]string{"expand", "generate", "new_bound", "move", "restart", "generation", "beam", "playout", "solution"}

func (k EventKind) String() string {
	if int(k) < len(eventNames) {
		return eventNames[k]
	}
	return "event"
}

// Event is one typed observation of a running search. Fields not meaningful
// for a kind are zero.
//
// Frontier is the number of states held for later expansion right after the
// event (the algorithm's own count, so the largest Frontier over a search's
// events is its Stats.MaxFrontier) and Explored the size of its explored or
// reached set. Expanded and Generated count work the event stands for that
// no Expand or Generate event of its own reports (a local search's
// neighbourhood, a genetic algorithm's decoding, a playout's moves): over a
// whole search, Expand events plus the Expanded counts give Stats.Expanded,
// Generate events plus the Generated counts Stats.Generated. One exception:
// an Expand of a local search whose Generated counts a neighbourhood may be
// followed by that neighbourhood's detail (hill climbing's neighbours,
// simulated annealing's neighbour tried, each a Dropped Generate whose
// Parent is the Expand's State), events that
// describe the count and are not counted again.
type Event[S any] struct {
	Kind        EventKind
	State       S
	Parent      S   // Generate: the state whose expansion generated State
	States      []S // Beam contents; owned by the algorithm, copy to keep
	Depth       int
	G, H        float64
	Bound       float64
	Value       float64
	Mean        float64 // Generation: the population's mean fitness
	Temperature float64
	Frontier    int
	Explored    int
	Iteration   int64
	Expanded    int64
	Generated   int64
	// Root: a Generate of a start state (no parent). Dropped: a Generate
	// whose successor was not kept. Backward: the event belongs to the
	// backward half of a bidirectional search (a Solution: Parent is the
	// state where the two halves of the path meet).
	Root, Dropped, Backward bool
	// Node and ParentNode name search-tree nodes in a tree search
	// (Options.TreeSearch), where one state can have many nodes at once:
	// Expand and Solution carry the node's id, Generate the new node's and
	// its parent's (the root has ParentNode 0). Ids start at 1; 0 means
	// none (a graph search, whose events name states only).
	Node, ParentNode int32
}

// Observer receives events. A nil Observer costs one comparison per event
// site: algorithms test `if obs != nil` before building an Event.
type Observer[S any] func(Event[S])
