package wire

import (
	"encoding/json"
	"testing"
	"time"

	"searchlab/core/search"
)

// TestProgressJSON pins a progress line's form: the statistics it carries
// (the largest frontier as "frontier", no depth or iterations, the memory
// only when set) then the running search's fields.
func TestProgressJSON(t *testing.T) {
	p := Progress{Stats: search.Stats{Expanded: 10, Generated: 30, MaxFrontier: 7, MaxDepth: 4, Iterations: 3,
		Elapsed: 2 * time.Second}, NodesPerSec: 5, BudgetUsed: 0.5}
	b, err := json.Marshal(p)
	want := `{"expanded":10,"generated":30,"frontier":7,"elapsed_ms":2000,"nodes_per_sec":5,"budget_used":0.5}`
	if err != nil || string(b) != want {
		t.Fatalf("Marshal = %s, %v; want %s", b, err, want)
	}
	var back Progress
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	p.MaxDepth, p.Iterations = 0, 0 // not on the line
	if back != p {
		t.Errorf("read back %+v, want %+v", back, p)
	}
	p.MemoryBytes, p.Best, p.Attempt, p.Attempts = 64, &Best{Solutions: 1, Length: 2, Cost: 2, Bound: 1.5, ElapsedMS: 3}, 1, 9
	b, _ = json.Marshal(ProgressLine{Progress: p})
	want = `{"progress":{"expanded":10,"generated":30,"frontier":7,"elapsed_ms":2000,"nodes_per_sec":5,"budget_used":0.5,` +
		`"memory_bytes":64,"best":{"solutions":1,"length":2,"cost":2,"lower_bound":0,"bound":1.5,"elapsed_ms":3},"attempt":1,"attempts":9}}`
	if string(b) != want {
		t.Errorf("Marshal = %s\nwant %s", b, want)
	}
}
