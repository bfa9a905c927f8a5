package httpapi

import (
	"testing"

	"searchlab/core/registry"
)

// GET /api/algorithms says the memory budgets of the server answering, in
// its limits and in the range and help of the common max_memory_bytes: the
// defaults without a ceiling, the ceiling (default and maximum) with one,
// as the Workers build has (api.WorkersMaxMemory).
func TestCatalogSaysTheMemoryBudgets(t *testing.T) {
	for _, c := range []struct {
		ceiling int64
		want    registry.ServerLimits
	}{
		{0, registry.ServerLimits{DefaultMaxMemoryBytes: registry.DefaultMaxMemory, MaxMemoryBytes: registry.MaxMaxMemory}},
		{registry.WorkersMaxMemory, registry.ServerLimits{DefaultMaxMemoryBytes: 64 << 20, MaxMemoryBytes: 64 << 20}},
	} {
		cat := getCatalog(t, newServer(t, Config{MaxMemory: c.ceiling}), "line")
		if cat.Limits != c.want {
			t.Errorf("ceiling %d: limits %+v, want %+v", c.ceiling, cat.Limits, c.want)
		}
		var p registry.Param
		for _, q := range cat.Common {
			if q.Name == "max_memory_bytes" {
				p = q
			}
		}
		if p.Max == nil || int64(*p.Max) != c.want.MaxMemoryBytes {
			t.Errorf("ceiling %d: max_memory_bytes param %+v, want at most %d", c.ceiling, p, c.want.MaxMemoryBytes)
		}
	}
}
