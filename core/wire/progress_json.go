package wire

import (
	"encoding/json"

	"searchlab/core/search"
)

// progressJSON is a progress line's JSON: the statistics it reports (the
// largest frontier as "frontier"; no depth or iteration count) and the
// running search's own fields, in this order (tests pin the bytes).
type progressJSON struct {
	Expanded    int64   `json:"expanded"`
	Generated   int64   `json:"generated"`
	Frontier    int     `json:"frontier"`
	ElapsedMS   float64 `json:"elapsed_ms"`
	NodesPerSec float64 `json:"nodes_per_sec"`
	BudgetUsed  float64 `json:"budget_used"`
	MemoryBytes int64   `json:"memory_bytes,omitempty"`
	Best        *Best   `json:"best,omitempty"`
	Attempt     int     `json:"attempt,omitempty"`
	Attempts    int     `json:"attempts,omitempty"`
}

// MarshalJSON writes a progress line's "progress" object.
func (p Progress) MarshalJSON() ([]byte, error) {
	return json.Marshal(progressJSON{Expanded: p.Expanded, Generated: p.Generated, Frontier: p.MaxFrontier,
		ElapsedMS: p.ElapsedMS(), NodesPerSec: p.NodesPerSec, BudgetUsed: p.BudgetUsed, MemoryBytes: p.MemoryBytes,
		Best: p.Best, Attempt: p.Attempt, Attempts: p.Attempts})
}

// UnmarshalJSON reads a progress line's "progress" object.
func (p *Progress) UnmarshalJSON(b []byte) error {
	var j progressJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	*p = Progress{Stats: search.Stats{Expanded: j.Expanded, Generated: j.Generated, MaxFrontier: j.Frontier,
		Elapsed: search.Milliseconds(j.ElapsedMS), MemoryBytes: j.MemoryBytes},
		NodesPerSec: j.NodesPerSec, BudgetUsed: j.BudgetUsed, Best: j.Best, Attempt: j.Attempt, Attempts: j.Attempts}
	return nil
}
