package registry

import (
	"searchlab/core/search"
	"searchlab/core/wire"
)

// JobProgress is ProgressOf with all of the job's budgets: the memory held
// so far is reported, and counts in BudgetUsed against job.MaxMemory.
func JobProgress(s search.Stats, job Job) wire.Progress {
	p := wire.ProgressOf(s, job.MaxNodes, job.Timeout)
	p.MemoryBytes = s.MemoryBytes
	if job.MaxMemory > 0 {
		p.BudgetUsed = min(1, max(p.BudgetUsed, float64(s.MemoryBytes)/float64(job.MaxMemory)))
	}
	return p
}
