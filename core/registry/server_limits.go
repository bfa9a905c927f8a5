package registry

import "fmt"

// ServerLimits are the memory budgets of the solver answering a request,
// which depend on where it runs: natively DefaultMaxMemory and
// MaxMaxMemory unless a server sets its own ceiling (searchlab serve
// -max-memory), in the browser's worker 512 MiB, and in the Cloudflare
// Workers build WorkersMaxMemory, which fits its isolate. GET
// /api/algorithms reports them (Catalog.Limits), so a client knows what a
// request without max_memory_bytes gets and what it may ask for.
type ServerLimits struct {
	// DefaultMaxMemoryBytes is the memory budget of a request that sets
	// no max_memory_bytes.
	DefaultMaxMemoryBytes int64 `json:"default_max_memory_bytes"`
	// MaxMemoryBytes is the largest max_memory_bytes accepted.
	MaxMemoryBytes int64 `json:"max_memory_bytes"`
}

// WorkersMaxMemory is the memory budget, default and ceiling, of the solver
// built for Cloudflare Workers (wasm/worker with the cloudflare build tag):
// an isolate has 128 MB for the Go runtime, the garbage not yet collected
// and the requests it serves at once, so a search gets half of it.
const WorkersMaxMemory = 64 << 20

// DefaultServerLimits are the limits of a solver without a ceiling of its
// own.
func DefaultServerLimits() ServerLimits {
	return ServerLimits{DefaultMaxMemoryBytes: DefaultMaxMemory, MaxMemoryBytes: MaxMaxMemory}
}

// WithLimits returns c describing a solver with limits l: the limits, and
// the common parameter max_memory_bytes with l's range and default.
func (c Catalog) WithLimits(l ServerLimits) Catalog {
	c.Limits = l
	common := make([]Param, len(c.Common))
	copy(common, c.Common)
	for i, p := range common {
		if p.Name == "max_memory_bytes" {
			common[i] = memoryParam(l)
		}
	}
	c.Common = common
	return c
}

// memoryParam describes max_memory_bytes under limits l.
func memoryParam(l ServerLimits) Param {
	return IntParam("max_memory_bytes", 0, l.MaxMemoryBytes, 0, fmt.Sprintf(
		"Memory budget in bytes: the search stops with budget_exceeded (budget \"memory\") when its structures reach it (0: the default, %d here; at most %d).",
		l.DefaultMaxMemoryBytes, l.MaxMemoryBytes))
}
