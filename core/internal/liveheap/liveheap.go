// Package liveheap measures the live Go heap, for the tests that check
// memory estimates (memory_bytes) and memory bounds against what the
// process really holds.
package liveheap

import "runtime"

// Bytes returns the live heap after two collections (the second frees what
// finalizers of the first released).
func Bytes() int64 {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}
