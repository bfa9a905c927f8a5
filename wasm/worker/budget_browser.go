//go:build js && wasm && !cloudflare

package main

import (
	"searchlab/core/registry"
)

// The browser's worker: a search that sets no max_memory_bytes gets
// api.DefaultMaxMemory (512 MiB in a GOOS=js build), which a tab can hold
// beside the page, and may ask for up to api.MaxMaxMemory (the tab is the
// user's own). The soft memory limit makes the collector reclaim garbage
// (arrays left behind by growth) before the WebAssembly memory grows past
// it, so the tab survives.
const (
	maxMemory   = 0 // the handler's default: api.DefaultMaxMemory, no ceiling
	memoryLimit = registry.DefaultMaxMemory * 3 / 2
)
