package wire

import (
	"encoding/json"
	"time"

	"searchlab/core/search"
)

// Status is the final status of a solve: a search outcome (found, not_found,
// cutoff, budget_exceeded, cancelled) or a verdict reached without searching.
type Status string

// Statuses on the wire.
const (
	StatusFound          Status = "found"
	StatusNotFound       Status = "not_found"
	StatusCutoff         Status = "cutoff"
	StatusBudgetExceeded Status = "budget_exceeded"
	StatusCancelled      Status = "cancelled"
	// StatusUnsolvable: the board provably cannot reach the goal, decided
	// before any search (Response.Error gives the reason).
	StatusUnsolvable Status = "unsolvable"
	// StatusInvalid: the request is wrong (Response.Error says how).
	StatusInvalid Status = "invalid"
	// StatusError: an internal error (a recovered panic).
	StatusError Status = "error"
	// StatusBusy: the server runs as many searches as it allows and its
	// queue is full; try again later (HTTP 503 with Retry-After).
	StatusBusy Status = "busy"
)

// StatusOf maps a search status to its wire status.
func StatusOf(s search.Status) Status {
	switch s {
	case search.Found:
		return StatusFound
	case search.NotFound:
		return StatusNotFound
	case search.Cutoff:
		return StatusCutoff
	case search.BudgetExceeded:
		return StatusBudgetExceeded
	case search.Cancelled:
		return StatusCancelled
	}
	return StatusError
}

// Stats are the statistics the wire carries: the engines' own
// search.Stats, whose JSON holds the time in milliseconds ("elapsed_ms").
// Game-tree searches convert theirs once (registry.GameTreeStats); a
// progress line embeds them.
type Stats = search.Stats

// Millis is a duration in (fractional) milliseconds, as the wire carries
// times.
func Millis(d time.Duration) float64 { return search.Millis(d) }

// Response is the final line of /api/solve and the object `searchlab solve`
// prints. Its JSON is flat: the standard fields, then the fields of the
// game-specific results that are set (each an embedded pointer, nil for
// other games; results.go). A game with its own result fields adds one
// embedded pointer here; TestResponseFieldNamesUnique keeps every JSON
// name distinct (encoding/json silently drops clashing promoted fields).
type Response struct {
	Status Status   `json:"status"`
	Moves  []string `json:"moves"`
	Length int      `json:"length"`
	Cost   float64  `json:"cost"`
	// Bound is the suboptimality bound the search proved for the solution:
	// Cost ≤ Bound × the optimal cost, 1 meaning proven optimal (with the
	// game's admissible heuristic). Set by weighted A*, ARA* and BULB;
	// absent (0) for the others.
	Bound float64 `json:"bound,omitempty"`
	Stats Stats   `json:"stats"`
	// Budget says which budget ran out when Status is budget_exceeded, or
	// stopped an anytime search's improvement when it is found: "nodes",
	// "time" or "memory" (omitted otherwise).
	Budget search.Budget `json:"budget,omitempty"`
	// Error is a sentence, set when the request was bad (invalid), the
	// board cannot be solved (unsolvable) or something broke (error).
	Error string `json:"error,omitempty"`
	// Reason says why the search stopped when it did not find a solution
	// (which limit, or what an incomplete algorithm ran into), or, for an
	// anytime search (ARA*, BULB) that found one, which budget stopped its
	// improvement; nil otherwise and when the algorithm gives no detail.
	Reason *Reason `json:"reason,omitempty"`
	// *TwoPlayerResult: two-player games (Nim, Othello): value, best move,
	// proof, tree statistics, candidates.
	*TwoPlayerResult
	// *BloxorzResult: Bloxorz's switches and heatmap.
	*BloxorzResult
	// *OthelloFields: Othello's value kind and empties.
	*OthelloFields
	// *NPuzzleResult: the N-puzzle's start heuristic and pdb fallback.
	*NPuzzleResult
	// Traced summarises the trace sent before this line, when the request
	// asked for one (trace.go).
	Traced *TraceSummary `json:"traced,omitempty"`
}

type responseFields Response

// MarshalJSON writes Moves as a list ([] when there is no solution).
func (r Response) MarshalJSON() ([]byte, error) {
	if r.Moves == nil {
		r.Moves = []string{}
	}
	return json.Marshal(responseFields(r))
}

// Reason is search.StopReason on the wire: Code is the kind's name
// ("local_optimum", "frozen", "exhausted", …), Count the number it refers
// to (restarts, steps, generations, a limit) and Text a sentence for people.
type Reason struct {
	Code  string `json:"code"`
	Count int64  `json:"count,omitempty"`
	Text  string `json:"text"`
}

// ReasonGameOver is the reason code of a game position with no move left
// (Nim: every heap empty): found with no move, the text says who has won.
const ReasonGameOver = "game_over"

// ReasonOf converts a stop reason to its wire form (nil for none).
func ReasonOf(r search.StopReason) *Reason {
	if r.Kind == search.StopUnknown {
		return nil
	}
	return &Reason{Code: r.Kind.String(), Count: r.Count, Text: r.Sentence()}
}

// Invalid is the response to a bad request.
func Invalid(err error) Response { return Response{Status: StatusInvalid, Error: err.Error()} }

// Progress is one progress report of a running search: the statistics so
// far (of which the line carries expanded, generated, the largest frontier
// as "frontier", the time and the memory held; progress_json.go) and what
// only a running search has.
type Progress struct {
	Stats
	// NodesPerSec is Expanded over the time so far.
	NodesPerSec float64
	// BudgetUsed is the largest of the node, time and memory fractions
	// used, 0..1.
	BudgetUsed float64
	// Best is an anytime search's best solution so far (ARA*, BULB);
	// a progress line is written at once for each improved solution or
	// bound.
	Best *Best
	// Attempt and Attempts are a level generator's progress (POST
	// /api/generate): the candidate levels tried so far and the most it
	// tries; BudgetUsed is then their ratio. Absent from a search's.
	Attempt  int
	Attempts int
}

// Best describes an anytime search's best solution so far, in a progress
// line: what a chart of solution length and proven bound over time needs.
type Best struct {
	// Solutions counts the solutions found so far, each cheaper than the
	// last.
	Solutions int     `json:"solutions"`
	Length    int     `json:"length"`
	Cost      float64 `json:"cost"`
	// LowerBound is the lower bound proved on the optimal cost, and Bound
	// = Cost / LowerBound (1: proven optimal; 0: no bound known).
	LowerBound float64 `json:"lower_bound"`
	Bound      float64 `json:"bound"`
	// ElapsedMS is when the search found this solution or bound.
	ElapsedMS float64 `json:"elapsed_ms"`
}

// BestOf converts an anytime search's incumbent to its wire form.
func BestOf(inc search.Incumbent) *Best {
	return &Best{Solutions: inc.Solutions, Length: inc.Length, Cost: inc.Cost, LowerBound: inc.LowerBound,
		Bound: inc.Bound, ElapsedMS: Millis(inc.Elapsed)}
}

// ProgressOf builds a progress report from the statistics so far and the
// job's node and time budgets; the memory held is left out (see
// registry.JobProgress).
func ProgressOf(s search.Stats, maxNodes int64, timeout time.Duration) Progress {
	p := Progress{Stats: search.Stats{Expanded: s.Expanded, Generated: s.Generated, MaxFrontier: s.MaxFrontier,
		Elapsed: s.Elapsed}}
	if s.Elapsed > 0 {
		p.NodesPerSec = float64(s.Expanded) / s.Elapsed.Seconds()
	}
	if maxNodes > 0 {
		p.BudgetUsed = float64(s.Expanded) / float64(maxNodes)
	}
	if timeout > 0 {
		if f := float64(s.Elapsed) / float64(timeout); f > p.BudgetUsed {
			p.BudgetUsed = f
		}
	}
	if p.BudgetUsed > 1 {
		p.BudgetUsed = 1
	}
	return p
}
