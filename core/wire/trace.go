package wire

import "fmt"

// A solve request may ask for its search's trace: "trace": {"max_events":
// N}. The search then streams its typed events beside the progress lines,
// in trace lines of at most TraceBatchEvents events:
//
//	{"trace": {"first": 0, "family": "search", "states": [{"id": 1, "text": "1 2 3/4 5 6/7 8 0"}, …],
//	           "events": [{"k": "generate", "s": 1, "root": true, "f": 1}, {"k": "expand", "s": 1, …}, …]}}
//
// Every state is a small id (from 1), its text sent once, in the line of
// the first event that names it. Events are numbered from 0 in the order
// the search made them ("first" is the number of a line's first event);
// the lines of one solve hold them all, in order, without gaps. After
// max_events events the search goes on untraced: the last trace line says
// "cut": true and the final result's "traced" says how many events there
// were. The trace's memory (the state ids, the line being filled) is
// bounded by max_events and counted in memory_bytes. Deterministic
// algorithms give the same trace wherever they run; only the batching
// into lines may differ (lines are also sent at every progress report).

// MaxTraceEvents is the most events a request may ask for.
const MaxTraceEvents = 100_000

// TraceBatchEvents is the most events one trace line carries.
const TraceBatchEvents = 1000

// TraceRequest is a request's "trace" field.
type TraceRequest struct {
	// MaxEvents is the number of events recorded (1..MaxTraceEvents); the
	// search goes on untraced after them.
	MaxEvents int `json:"max_events"`
}

// check validates the request's trace settings.
func (t *TraceRequest) Check() error {
	if t == nil {
		return nil
	}
	if t.MaxEvents < 1 || t.MaxEvents > MaxTraceEvents {
		return Invalidf("trace.max_events must be from 1 to %d, not %d", MaxTraceEvents, t.MaxEvents)
	}
	return nil
}

// TraceFamily says how a trace's events read: a single-agent search
// (core/search, core/local, single-player MCTS) or a game-tree search
// (minimax, alpha-beta, two-player MCTS, the exact solver).
type TraceFamily string

// The trace families.
const (
	TraceSearch TraceFamily = "search"
	TraceGame   TraceFamily = "game"
)

// TraceLine is a trace line of a solve stream: {"trace": {...}}.
type TraceLine struct {
	Trace TraceBatch `json:"trace"`
}

// TraceBatch is the content of one trace line.
type TraceBatch struct {
	// First is the number of the batch's first event in the whole trace.
	First int `json:"first"`
	// Family is set on the first batch.
	Family TraceFamily `json:"family,omitempty"`
	// States are the states first named by this batch's events.
	States []TraceState `json:"states,omitempty"`
	Events []TraceEvent `json:"events"`
	// Cut: the trace reached its max_events and stops here; the search
	// went on untraced.
	Cut bool `json:"cut,omitempty"`
}

// TraceState is a state's id and its text (the game's text form: a board,
// a Bloxorz pose, a Nim or Othello position).
type TraceState struct {
	ID   int32  `json:"id"`
	Text string `json:"text"`
}

// TraceKind is the kind of a trace event: the wire name of a
// search.EventKind (family search) or an adversarial.EventKind (family
// game).
type TraceKind string

// Trace event kinds. Single-agent searches (family search):
const (
	KindExpand     TraceKind = "expand"
	KindGenerate   TraceKind = "generate"
	KindNewBound   TraceKind = "new_bound"
	KindMove       TraceKind = "move"
	KindRestart    TraceKind = "restart"
	KindGeneration TraceKind = "generation"
	KindBeam       TraceKind = "beam"
	KindPlayout    TraceKind = "playout"
	KindSolution   TraceKind = "solution"
)

// Game-tree searches (family game; "expand" as above):
const (
	KindEnter        TraceKind = "enter"
	KindLeave        TraceKind = "leave"
	KindCutoff       TraceKind = "cutoff"
	KindTTHit        TraceKind = "tt_hit"
	KindNewIteration TraceKind = "new_iteration"
	KindChild        TraceKind = "child"
	KindBackup       TraceKind = "backup"
	KindSolved       TraceKind = "solved"
)

// TraceEvent is one event on the wire: search.Event (family search) or
// adversarial.Event (family game) with states as ids and short names.
// Fields not meaningful for the kind are left out; non-finite numbers are
// sent as 0 (Alpha and Beta: left out, an open window).
type TraceEvent struct {
	Kind TraceKind `json:"k"`
	// State is the id of the state the event is about (0: none).
	State int32 `json:"s,omitempty"`
	// Parent: a generate's parent state; a bidirectional search's solution:
	// the state where its halves meet.
	Parent int32 `json:"p,omitempty"`
	// Node and ParentNode are Monte Carlo tree nodes (the root is 0, its
	// parent -1).
	Node       int32 `json:"n,omitempty"`
	ParentNode int32 `json:"pn,omitempty"`
	// Move is the move into State (game trees).
	Move  string  `json:"m,omitempty"`
	Depth int     `json:"d,omitempty"` // depth, or ply in a game tree
	G     float64 `json:"g,omitempty"`
	H     float64 `json:"h,omitempty"`
	Bound float64 `json:"b,omitempty"` // IDDFS's depth limit, IDA*'s f bound, a deepening iteration's depth
	Value float64 `json:"v,omitempty"`
	Mean  float64 `json:"mu,omitempty"` // a generation's mean fitness
	Temp  float64 `json:"t,omitempty"`
	// Alpha and Beta are a game-tree node's window (nil: unbounded).
	Alpha *float64 `json:"al,omitempty"`
	Beta  *float64 `json:"be,omitempty"`
	// BoundKind is a game-tree value's bound: exact, lower or upper.
	BoundKind string `json:"bk,omitempty"`
	Frontier  int    `json:"f,omitempty"`
	Explored  int    `json:"x,omitempty"`
	Iteration int64  `json:"i,omitempty"`
	// Expanded and Generated count work the event stands for beyond
	// itself (search.Event's).
	Expanded  int64 `json:"ex,omitempty"`
	Generated int64 `json:"gn,omitempty"`
	// Count: a game tree's moves generated (expand), playout moves
	// (leave), nodes solved (solved), siblings pruned (cutoff).
	Count  int     `json:"c,omitempty"`
	Visits int64   `json:"vis,omitempty"`
	Proof  int     `json:"pr,omitempty"`
	States []int32 `json:"ss,omitempty"` // a beam's states
	// Root, Dropped and Backward: search.Event's flags.
	Root     bool `json:"root,omitempty"`
	Dropped  bool `json:"drop,omitempty"`
	Backward bool `json:"back,omitempty"`
}

// TraceSummary is the final result's "traced": what the trace holds.
type TraceSummary struct {
	Family TraceFamily `json:"family"`
	// Events and States are the numbers sent.
	Events    int `json:"events"`
	States    int `json:"states"`
	MaxEvents int `json:"max_events"`
	// Cut: the search made more events than MaxEvents; the trace holds
	// the first ones and the search went on untraced.
	Cut bool `json:"cut"`
	// Bytes is the most memory the trace held at once (in memory_bytes).
	Bytes int64 `json:"bytes"`
	// Note says why a run has no events (an algorithm without a search to
	// trace), when it has none.
	Note string `json:"note,omitempty"`
}

// SameTrace reports whether two summaries describe the same trace: the
// same events and states, cut or not (the memory a trace held depends on
// how its lines were batched, which may differ between runs).
func SameTrace(a, b TraceSummary) bool {
	a.Bytes, b.Bytes = 0, 0
	return a == b
}

// String describes a summary for people.
func (s TraceSummary) String() string {
	if s.Cut {
		return fmt.Sprintf("%d events (cut at the cap of %d; the search went on untraced)", s.Events, s.MaxEvents)
	}
	return fmt.Sprintf("%d events", s.Events)
}
