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
	// Expand: State's moves were generated (Count = how many). Monte Carlo
	// tree search: tree node Node was expanded.
	Expand
	// Child: Monte Carlo tree search added tree node Node (State, reached by
	// Move) under node Parent.
	Child
	// Backup: Monte Carlo tree search updated tree node Node after a
	// playout: Visits, Value = its mean reward for the player who moved
	// into it (win 1, loss 0), Proof = its MCTS-Solver proof (+1, -1, 0).
	Backup
	// Solved: a subtree below State was searched without events of its own
	// (an exact solver's last plies): Count nodes entered, Value its value
	// for the player to move in State. At ply 0 (State the root) it counts
	// nodes searched after the search proper (the exact solver completing
	// its principal variation).
	Solved
)

var eventKindNames = [...]string{"enter", "leave", "cutoff", "tt_hit", "new_iteration", "expand", "child", "backup", "solved"}

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
	// Count: Expand, the moves generated; Leave of a Monte Carlo playout,
	// the playout's moves (each generated a state); Solved, the nodes
	// entered.
	Count int
	// Node and Parent are Monte Carlo tree nodes (0 is the root; Parent -1
	// at the root). Visits and Proof: see Backup.
	Node, Parent int
	Visits       int64
	Proof        int
}

// Observer receives events. A nil Observer costs one comparison per event
// site: the searches test `if obs != nil` before building an Event.
type Observer[S any, M any] func(Event[S, M])
