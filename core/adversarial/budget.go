package adversarial

import "searchlab/core/search"

// memoryCheckEvery is how many nodes a game-tree search enters between two
// memory estimates (the estimate walks the stack, so it is not taken per
// node; one stride of nodes adds at most a stride of table entries).
const memoryCheckEvery = 1024

// spent returns the budget of l that forbids entering another node, given
// the nodes entered so far, whether the next node deepens the stack beyond
// any frame allocated so far (a new frame with its child list: the stack's
// growth) and a function estimating the memory held now (called then, and
// every memoryCheckEvery nodes), or search.NoBudget.
func spent(l search.Limits, nodes int64, deeper bool, memory func() int64) search.Budget {
	if l.MaxNodes > 0 && nodes >= l.MaxNodes {
		return search.NodeBudget
	}
	if l.MaxMemory > 0 && (deeper || nodes%memoryCheckEvery == 0) && memory() >= l.MaxMemory {
		return search.MemoryBudget
	}
	return search.NoBudget
}

// frameBytes estimates one stack frame: the frame, its child list's
// capacity (children hold states and moves, whose outside memory, such as
// a Nim position's string, counts per child) and its principal variation.
func frameBytes[S, M any](frame, child int64, kids, pv int, sample S) int64 {
	var m M
	return frame + int64(kids)*(child+search.ExtraBytes(sample)) + int64(pv)*search.ExtraBytes(m) +
		int64(pv)*search.SliceBytes([]M{m})
}
