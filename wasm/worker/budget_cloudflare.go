//go:build js && wasm && cloudflare

package main

import (
	"searchlab/core/registry"
)

// The Cloudflare Workers build (make worker: go build -tags cloudflare): an
// isolate has 128 MB, and a search that passes it kills the isolate (error
// 1102, the answer cut off). A search gets api.WorkersMaxMemory (64 MiB) by
// default and at most (GET /api/algorithms says so in its limits); beyond
// it, it stops with budget_exceeded, budget "memory". The soft memory limit
// keeps the collector ahead of the garbage below the isolate's size.
const (
	maxMemory   = registry.WorkersMaxMemory
	memoryLimit = 96 << 20
)
