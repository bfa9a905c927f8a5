package registry

import (
	"math/rand/v2"

	"searchlab/core/search"
)

// NewRand returns the random source of a run: PCG seeded from the request's
// seed, so the same seed repeats the same run.
func NewRand(seed int64) *rand.Rand {
	return rand.New(rand.NewPCG(uint64(seed), uint64(seed)))
}

// JobOptions are the search options of a job: its node and memory budgets
// (less what its trace holds back), no observer.
func JobOptions[S comparable](job Job) search.Options[S] {
	return search.Options[S]{Limits: search.Limits{MaxNodes: job.MaxNodes, MaxMemory: job.SearchMemory()}}
}

// erring is implemented by steppers that can reject their parameters or the
// problem at construction (the local searches, bidirectional search).
type Erring interface{ Err() error }
