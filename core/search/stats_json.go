package search

import (
	"encoding/json"
	"math"
	"time"
)

// The JSON form of Stats is the one the solve API, the CLI, the Lab's
// reports and the page's history carry (issue 27: one statistics type on
// the wire): the counts as they are and the wall time in milliseconds,
//
//	{"expanded":…,"generated":…,"max_frontier":…,"max_depth":…,"iterations":…,"elapsed_ms":…,"memory_bytes":…}
//
// in that order (tests pin the bytes).
type statsJSON struct {
	Expanded    int64   `json:"expanded"`
	Generated   int64   `json:"generated"`
	MaxFrontier int     `json:"max_frontier"`
	MaxDepth    int     `json:"max_depth"`
	Iterations  int64   `json:"iterations"`
	ElapsedMS   float64 `json:"elapsed_ms"`
	MemoryBytes int64   `json:"memory_bytes"`
}

// MarshalJSON writes the statistics in their wire form.
func (s Stats) MarshalJSON() ([]byte, error) {
	return json.Marshal(statsJSON{Expanded: s.Expanded, Generated: s.Generated, MaxFrontier: s.MaxFrontier,
		MaxDepth: s.MaxDepth, Iterations: s.Iterations, ElapsedMS: s.ElapsedMS(), MemoryBytes: s.MemoryBytes})
}

// UnmarshalJSON reads the wire form (absent fields are zero).
func (s *Stats) UnmarshalJSON(b []byte) error {
	var j statsJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	*s = Stats{Expanded: j.Expanded, Generated: j.Generated, MaxFrontier: j.MaxFrontier, MaxDepth: j.MaxDepth,
		Iterations: j.Iterations, Elapsed: Milliseconds(j.ElapsedMS), MemoryBytes: j.MemoryBytes}
	return nil
}

// ElapsedMS is Elapsed in milliseconds, as the wire carries it.
func (s Stats) ElapsedMS() float64 { return Millis(s.Elapsed) }

// Millis is a duration in (fractional) milliseconds.
func Millis(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// Milliseconds is the duration of ms milliseconds, to the nearest
// nanosecond: Milliseconds(Millis(d)) == d for any duration a search
// takes.
func Milliseconds(ms float64) time.Duration {
	return time.Duration(math.Round(ms * float64(time.Millisecond)))
}
