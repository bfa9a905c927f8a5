package adversarial

import (
	"time"

	"searchlab/core/search"
)

// Stats are the statistics every game-tree search reports, with the same
// meaning in every algorithm.
type Stats struct {
	// Nodes counts game-tree nodes entered (the root and every child
	// visited), including nodes answered by the transposition table. The
	// node budget (search.Limits.MaxNodes) bounds it exactly.
	Nodes int64 `json:"nodes"`
	// Expanded counts nodes whose move lists were generated.
	Expanded int64 `json:"expanded"`
	// Generated counts child states created by expansions.
	Generated int64 `json:"generated"`
	// Cutoffs counts alpha-beta cutoffs (a child's value reached beta, so
	// the remaining siblings were pruned).
	Cutoffs int64 `json:"cutoffs"`
	// TTHits counts nodes whose value came from the transposition table
	// without searching them.
	TTHits int64 `json:"tt_hits"`
	// TTEntries is the number of positions held in the transposition table
	// at the end.
	TTEntries int `json:"tt_entries"`
	// DepthReached is the depth (in plies) of the deepest completed
	// iteration: the full search depth, or with iterative deepening the
	// last depth searched to the end.
	DepthReached int `json:"depth_reached"`
	// MaxPly is the deepest ply entered.
	MaxPly int `json:"max_ply"`
	// Iterations counts deepening iterations begun (1 without deepening).
	Iterations int64 `json:"iterations"`
	// Playouts counts Monte Carlo playouts (0 for minimax and alpha-beta).
	Playouts int64 `json:"playouts"`
	// Elapsed is the wall time spent stepping (set by Run).
	Elapsed time.Duration `json:"-"`
	// MemoryBytes estimates the peak memory held by the search's own data
	// structures (stack and transposition table).
	MemoryBytes int64 `json:"memory_bytes"`
}

// SearchStats maps the game-tree statistics onto the single-agent ones, for
// progress reports shared with core/search: Expanded, Generated, MaxDepth,
// Iterations and MemoryBytes carry over, MaxFrontier is the deepest ply
// (the explicit stack's height).
func (st Stats) SearchStats() search.Stats {
	return search.Stats{
		Expanded:    st.Expanded,
		Generated:   st.Generated,
		MaxFrontier: st.MaxPly + 1,
		MaxDepth:    st.MaxPly,
		Iterations:  st.Iterations,
		Elapsed:     st.Elapsed,
		MemoryBytes: st.MemoryBytes,
	}
}

// Result is what a game-tree search returns.
type Result[M any] struct {
	// Status is Running, Found (the search completed its depth),
	// BudgetExceeded (node or time budget) or Cancelled.
	Status search.Status
	// Budget is the budget that ran out when Status is BudgetExceeded.
	Budget search.Budget
	// Value is the root's value for the player to move: +1 a proven win,
	// -1 a proven loss, 0 a draw, otherwise the evaluation at the horizon.
	// With iterative deepening stopped early, the value of the last
	// completed iteration.
	Value float64
	// HasMove is false when the root is terminal or no iteration completed.
	HasMove bool
	// BestMove is the move the search recommends (valid when HasMove).
	BestMove M
	// PV is the principal variation, starting with BestMove. It can end
	// before the game does when a transposition-table entry or the depth
	// horizon answered the rest.
	PV []M
	// Proven reports that Value is exact for the whole game (not the result
	// of a depth horizon).
	Proven bool
	Stats  Stats
}

// Searcher is a game-tree search in progress: Step performs one unit of work
// (enters one node) and reports whether more remains; Result returns the
// result so far, final once Step returned false.
type Searcher[M any] interface {
	Step() bool
	Result() Result[M]
}
