package wire

import "testing"

// TestTraceKindCodes: traceKindCode's switch gives every kind of the table
// its index, and 0 to any other name.
func TestTraceKindCodes(t *testing.T) {
	for i, k := range traceKinds {
		if got := traceKindCode(k); int(got) != i {
			t.Errorf("traceKindCode(%q) = %d, want %d", k, got, i)
		}
	}
	for _, k := range []TraceKind{"Expand", "expand ", "generation2", "x"} {
		if got := traceKindCode(k); got != 0 {
			t.Errorf("traceKindCode(%q) = %d, want 0 (no code)", k, got)
		}
	}
}
