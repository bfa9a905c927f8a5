package registry

import "fmt"

// Memory budget bounds. A request's max_memory_bytes of 0 means
// DefaultMaxMemory, which depends on where the solver runs (memory_native.go,
// memory_js.go): a browser tab's Web Worker has far less room than a native
// process. Every algorithm counts the structures it grows against it
// (search.Limits.MaxMemory) and stops with budget_exceeded and budget
// "memory" when its estimate (Stats.MemoryBytes) reaches it.
const (
	// MinMaxMemory is the smallest explicit budget accepted: below it even
	// a tiny search cannot start.
	MinMaxMemory = 1 << 20
	// MaxMaxMemory bounds max_memory_bytes (64 GiB).
	MaxMaxMemory = 64 << 30
)

// mebibytes writes a byte count in MiB with one decimal ("5.5 MiB").
func Mebibytes(b int64) string { return fmt.Sprintf("%.1f MiB", float64(b)/(1<<20)) }
