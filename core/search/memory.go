package search

import (
	"fmt"
	"unsafe"
)

// Memory estimates. Every structure that grows with a search counts against
// Limits.MaxMemory and is reported in Stats.MemoryBytes; these helpers turn
// lengths and capacities into bytes the same way everywhere, so the figure
// stays within 10% of the Go heap the search really holds (checked against
// runtime.MemStats in each algorithm family's tests). MapBytes (mapbytes.go)
// models Go's maps, AllocBytes (allocbytes.go) the allocator's size classes.

// SliceBytes is the heap held by a slice's backing array (its capacity, not
// its length: append over-allocates).
func SliceBytes[T any](s []T) int64 {
	var v T
	return int64(cap(s)) * int64(unsafe.Sizeof(v))
}

// Budget names the budget that stopped a search with BudgetExceeded.
type Budget uint8

const (
	// NoBudget: the search did not run out of a budget.
	NoBudget Budget = iota
	// NodeBudget: Limits.MaxNodes (expansions, or tree nodes for MCTS,
	// positions for game search) ran out.
	NodeBudget
	// TimeBudget: the wall-time budget (RunOptions.MaxTime) ran out.
	TimeBudget
	// MemoryBudget: Limits.MaxMemory (the estimate in Stats.MemoryBytes)
	// ran out.
	MemoryBudget
)

var budgetNames = [...]string{"", "nodes", "time", "memory"}

// String returns the wire name of the budget ("nodes", "time", "memory";
// "" for NoBudget).
func (b Budget) String() string {
	if int(b) < len(budgetNames) {
		return budgetNames[b]
	}
	return "budget?"
}

// MarshalText encodes the budget as its wire name.
func (b Budget) MarshalText() ([]byte, error) { return []byte(b.String()), nil }

// UnmarshalText decodes a wire name.
func (b *Budget) UnmarshalText(t []byte) error {
	for i, n := range budgetNames {
		if n == string(t) {
			*b = Budget(i)
			return nil
		}
	}
	return fmt.Errorf("unknown budget %q (want nodes, time or memory)", t)
}

// Spent returns the budget among limits that usage has reached (nodes
// first, then memory), or NoBudget. Algorithms call it before each unit of
// growth, so a budget is never exceeded by more than one step's worth.
func (l Limits) Spent(nodes, memoryBytes int64) Budget {
	switch {
	case l.MaxNodes > 0 && nodes >= l.MaxNodes:
		return NodeBudget
	case l.MaxMemory > 0 && memoryBytes >= l.MaxMemory:
		return MemoryBudget
	}
	return NoBudget
}

// HeapSizer is implemented by states and moves that hold memory outside
// their own value, such as the bytes behind a string field (a Nim position
// is a string of heap sizes), so that MapBytes and SliceBytes, which see
// only the value, can be topped up with HeapBytes per element.
type HeapSizer interface {
	HeapBytes() int64
}

// ExtraBytes returns v.HeapBytes() when v is a HeapSizer, else 0.
func ExtraBytes[T any](v T) int64 {
	if h, ok := any(v).(HeapSizer); ok {
		return h.HeapBytes()
	}
	return 0
}

// ReasonFor is the stop reason of a search that budget b of l stopped:
// node_budget with MaxNodes, memory_budget with MaxMemory (zero for
// NoBudget; the time budget's reason is set by Run).
func (l Limits) ReasonFor(b Budget) StopReason {
	switch b {
	case NodeBudget:
		return StopReason{Kind: StopNodeBudget, Count: l.MaxNodes}
	case MemoryBudget:
		return StopReason{Kind: StopMemoryBudget, Count: l.MaxMemory}
	}
	return StopReason{}
}
