package api

import (
	"bytes"
	"encoding/json"
	"sort"
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

// Stats are search.Stats on the wire, with the elapsed time in milliseconds.
type Stats struct {
	Expanded    int64   `json:"expanded"`
	Generated   int64   `json:"generated"`
	MaxFrontier int     `json:"max_frontier"`
	MaxDepth    int     `json:"max_depth"`
	Iterations  int64   `json:"iterations"`
	ElapsedMS   float64 `json:"elapsed_ms"`
	MemoryBytes int64   `json:"memory_bytes"`
}

// StatsOf converts search statistics to their wire form.
func StatsOf(s search.Stats) Stats {
	return Stats{
		Expanded:    s.Expanded,
		Generated:   s.Generated,
		MaxFrontier: s.MaxFrontier,
		MaxDepth:    s.MaxDepth,
		Iterations:  s.Iterations,
		ElapsedMS:   ms(s.Elapsed),
		MemoryBytes: s.MemoryBytes,
	}
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// Response is the final line of /api/solve and the object `searchlab solve`
// prints. Games may add fields through Extra (nim: "value", "best_move";
// bloxorz: "switches"); they are written after the standard fields, in name
// order.
type Response struct {
	Status Status   `json:"status"`
	Moves  []string `json:"moves"`
	Length int      `json:"length"`
	Cost   float64  `json:"cost"`
	Stats  Stats    `json:"stats"`
	// Budget says which budget ran out when Status is budget_exceeded:
	// "nodes", "time" or "memory" (omitted otherwise).
	Budget search.Budget `json:"budget,omitempty"`
	// Error is a sentence, set when the request was bad (invalid), the
	// board cannot be solved (unsolvable) or something broke (error).
	Error string `json:"error,omitempty"`
	// Extra holds game-specific fields.
	Extra map[string]any `json:"-"`
}

type responseFields Response

// MarshalJSON writes the standard fields then Extra in key order. Moves is
// always a list ([] when there is no solution).
func (r Response) MarshalJSON() ([]byte, error) {
	if r.Moves == nil {
		r.Moves = []string{}
	}
	b, err := json.Marshal(responseFields(r))
	if err != nil || len(r.Extra) == 0 {
		return b, err
	}
	keys := make([]string, 0, len(r.Extra))
	for k := range r.Extra {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var buf bytes.Buffer
	buf.Write(b[:len(b)-1])
	for _, k := range keys {
		kb, _ := json.Marshal(k)
		vb, err := json.Marshal(r.Extra[k])
		if err != nil {
			return nil, err
		}
		buf.WriteByte(',')
		buf.Write(kb)
		buf.WriteByte(':')
		buf.Write(vb)
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}

// UnmarshalJSON reads the standard fields and keeps any other field in
// Extra as a json.RawMessage.
func (r *Response) UnmarshalJSON(b []byte) error {
	var f responseFields
	if err := json.Unmarshal(b, &f); err != nil {
		return err
	}
	var all map[string]json.RawMessage
	if err := json.Unmarshal(b, &all); err != nil {
		return err
	}
	for _, k := range []string{"status", "moves", "length", "cost", "stats", "budget", "error"} {
		delete(all, k)
	}
	*r = Response(f)
	if len(all) > 0 {
		r.Extra = make(map[string]any, len(all))
		for k, v := range all {
			r.Extra[k] = v
		}
	}
	return nil
}

// Invalid is the response to a bad request.
func Invalid(err error) Response { return Response{Status: StatusInvalid, Error: err.Error()} }

// Progress is one progress report of a running search.
type Progress struct {
	Expanded  int64 `json:"expanded"`
	Generated int64 `json:"generated"`
	// Frontier is the largest frontier held so far (Stats.MaxFrontier).
	Frontier    int     `json:"frontier"`
	ElapsedMS   float64 `json:"elapsed_ms"`
	NodesPerSec float64 `json:"nodes_per_sec"`
	// BudgetUsed is the largest of the node, time and memory fractions
	// used, 0..1.
	BudgetUsed float64 `json:"budget_used"`
	// MemoryBytes is the memory the search's structures hold so far
	// (Stats.MemoryBytes).
	MemoryBytes int64 `json:"memory_bytes,omitempty"`
}

// ProgressOf builds a progress report from the statistics so far and the
// job's budgets.
func ProgressOf(s search.Stats, maxNodes int64, timeout time.Duration) Progress {
	p := Progress{
		Expanded:  s.Expanded,
		Generated: s.Generated,
		Frontier:  s.MaxFrontier,
		ElapsedMS: ms(s.Elapsed),
	}
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

// JobProgress is ProgressOf with all of the job's budgets: the memory held
// so far is reported, and counts in BudgetUsed against job.MaxMemory.
func JobProgress(s search.Stats, job Job) Progress {
	p := ProgressOf(s, job.MaxNodes, job.Timeout)
	p.MemoryBytes = s.MemoryBytes
	if job.MaxMemory > 0 {
		p.BudgetUsed = min(1, max(p.BudgetUsed, float64(s.MemoryBytes)/float64(job.MaxMemory)))
	}
	return p
}
