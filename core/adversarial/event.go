package adversarial

// EventKind names what a game-tree search just did.
type EventKind uint8

const (
	// Enter: the search entered State at Ply by playing Move in its parent
	// (Move is zero at the root); Alpha and Beta are its window.
	Enter EventKind = iota
	// Leave: the search finished State; Value is its value for the player
	// to move there and Bound says whether it is exact or a bound.
	Leave
	// Cutoff: at State a child's value reached beta; Pruned siblings were
	// skipped.
	Cutoff
	// TTHit: State's value came from the transposition table (Value, Bound).
	TTHit
	// NewIteration: iterative deepening begins the iteration of depth
	// Depth.
	NewIteration
)

var eventKindNames = [...]string{"enter", "leave", "cutoff", "tt_hit", "new_iteration"}

func (k EventKind) String() string {
	if int(k) < len(eventKindNames) {
		return eventKindNames[k]
	}
	return "event"
}

// Event is one typed observation of a running game-tree search. Values are
// for the player to move in State. Fields not meaningful for a kind are zero.
type Event[S any, M any] struct {
	Kind  EventKind
	State S
	// Move is the move that led from the parent to State (zero at the root).
	Move M
	// Ply is State's distance from the root; Depth the remaining depth
	// (plies to the horizon; large when unlimited).
	Ply, Depth  int
	Alpha, Beta float64
	Value       float64
	Bound       Bound
	// Pruned is the number of siblings a Cutoff skipped.
	Pruned int
}

// Observer receives events. A nil Observer costs one comparison per event
// site: the searches test `if obs != nil` before building an Event.
type Observer[S any, M any] func(Event[S, M])
