package bloxorzscreen

import (
	"searchlab/core/bloxorz"
	"searchlab/core/replay"
	"searchlab/wasm/app/store"
)

// ReplayLayer is what the board draws of a replay at its position: the
// order in which the search first expanded a state covering each cell
// (1 first, 0 never, row-major) and the cells a state waiting in the
// frontier covers, the open and closed sets of the search drawn on the
// level (PathFinding.js's picture, with step back).
type ReplayLayer struct {
	Order    []int32
	Frontier []bool
	// Expanded is the number of states expanded so far, MaxOrder the
	// largest order drawn.
	Expanded, MaxOrder int32
}

// replayLayer computes the replay's layer on level l at the replay's
// position (nil without a replay shown, or for a trace of another level).
func replayLayer(r *store.Replay, l *bloxorz.Level) *ReplayLayer {
	if !r.Showing() || l == nil {
		return nil
	}
	t := r.Trace
	pos := t.Clamp(r.Pos)
	n := l.W * l.H
	out := &ReplayLayer{Order: make([]int32, n), Frontier: make([]bool, n)}
	cover := func(id int32, f func(i int)) bool {
		_, cs, err := bloxorz.ParseStateText(t.State(id))
		if err != nil {
			return false
		}
		for _, c := range cs {
			if c.X < 0 || c.Y < 0 || c.X >= l.W || c.Y >= l.H {
				return false
			}
			f(c.Y*l.W + c.X)
		}
		return true
	}
	k := t.Cells.ExpandedAt(pos)
	for rank, id := range t.Cells.Order[:k] {
		o := int32(rank + 1)
		if !cover(id, func(i int) {
			if out.Order[i] == 0 {
				out.Order[i] = o
				out.MaxOrder = max(out.MaxOrder, o)
			}
		}) {
			return nil // not this level's states
		}
	}
	out.Expanded = int32(k)
	first, end, _ := t.Tree.At(pos)
	for i := first; i < end; i++ {
		if nd := &t.Tree.Nodes[i]; nd.StatusAt(pos) == replay.InFrontier {
			cover(nd.State, func(i int) { out.Frontier[i] = true })
		}
	}
	return out
}
