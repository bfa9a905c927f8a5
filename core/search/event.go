package search

// EventKind names what an algorithm just did.
type EventKind uint8

const (
	// Expand: State is about to have its successors generated.
	Expand EventKind = iota
	// Generate: State was generated as a successor (Depth, G, H set).
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
type Event[S any] struct {
	Kind        EventKind
	State       S
	States      []S // Beam contents; owned by the algorithm, copy to keep
	Depth       int
	G, H        float64
	Bound       float64
	Value       float64
	Temperature float64
	Frontier    int
	Explored    int
	Iteration   int64
}

// Observer receives events. A nil Observer costs one comparison per event
// site: algorithms test `if obs != nil` before building an Event.
type Observer[S any] func(Event[S])
