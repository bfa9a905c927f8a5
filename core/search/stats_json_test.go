package search

import (
	"encoding/json"
	"testing"
	"time"
)

// TestStatsJSON pins the statistics' wire form (the solve API's "stats",
// the CLI's, the page's history) and checks that it reads back.
func TestStatsJSON(t *testing.T) {
	s := Stats{Expanded: 93782, Generated: 250001, MaxFrontier: 4096, MaxDepth: 31, Iterations: 2,
		Elapsed: 1500*time.Millisecond + 250*time.Microsecond + 7, MemoryBytes: 1 << 20}
	b, err := json.Marshal(s)
	want := `{"expanded":93782,"generated":250001,"max_frontier":4096,"max_depth":31,"iterations":2,"elapsed_ms":1500.250007,"memory_bytes":1048576}`
	if err != nil || string(b) != want {
		t.Fatalf("Marshal = %s, %v; want %s", b, err, want)
	}
	var back Stats
	if err := json.Unmarshal(b, &back); err != nil || back != s {
		t.Fatalf("Unmarshal = %+v, %v; want %+v", back, err, s)
	}
	// Through a pointer and inside a struct, the same form.
	b2, _ := json.Marshal(struct {
		S *Stats `json:"stats"`
	}{&s})
	if string(b2) != `{"stats":`+want+`}` {
		t.Errorf("as a field: %s", b2)
	}
	// Absent fields read as zero; a bad type is an error.
	if err := json.Unmarshal([]byte(`{"expanded":5}`), &back); err != nil || back != (Stats{Expanded: 5}) {
		t.Errorf("partial: %+v, %v", back, err)
	}
	if err := json.Unmarshal([]byte(`{"expanded":"5"}`), &back); err == nil {
		t.Error("a string count was read")
	}
}

// TestMillisRoundTrip: a duration survives its trip through milliseconds.
func TestMillisRoundTrip(t *testing.T) {
	for _, d := range []time.Duration{0, 1, 999, time.Millisecond, 1234567891, 36 * time.Hour, -5 * time.Microsecond} {
		if got := Milliseconds(Millis(d)); got != d {
			t.Errorf("Milliseconds(Millis(%d)) = %d", d, got)
		}
	}
}
