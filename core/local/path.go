package local

import (
	"searchlab/core/search"
)

// path is the route a local search has walked from the start state, kept
// free of cycles: when a move returns to a state already on the path, the
// loop is cut out. The result is still a valid path from the start to the
// current state, never longer than the walk itself.
type path[S comparable, A any] struct {
	states  []S       // states[0] is the start; states[i+1] = Result(states[i], actions[i])
	actions []A       // actions taken, loops removed
	index   map[S]int // position of each state of states
	peak    int       // longest cycle-free length seen
}

func newPath[S comparable, A any](start S) *path[S, A] {
	p := &path[S, A]{index: make(map[S]int)}
	p.reset(start)
	return p
}

// reset makes start the whole path.
func (p *path[S, A]) reset(start S) {
	clear(p.index)
	p.states = append(p.states[:0], start)
	p.actions = p.actions[:0]
	p.index[start] = 0
}

// push records the move a to next, cutting out a cycle if next is already
// on the path.
func (p *path[S, A]) push(a A, next S) {
	if i, ok := p.index[next]; ok {
		for _, s := range p.states[i+1:] {
			delete(p.index, s)
		}
		p.states = p.states[:i+1]
		p.actions = p.actions[:i]
		return
	}
	p.index[next] = len(p.states)
	p.states = append(p.states, next)
	p.actions = append(p.actions, a)
	if len(p.actions) > p.peak {
		p.peak = len(p.actions)
	}
}

// len is the number of actions on the path.
func (p *path[S, A]) len() int { return len(p.actions) }

// solution copies the actions and sums their cost under pr.
func (p *path[S, A]) solution(pr search.Problem[S, A]) ([]A, float64) {
	acts := make([]A, len(p.actions))
	copy(acts, p.actions)
	return acts, pathCost(pr, p.states[0], acts)
}

// memory estimates the bytes held by the path: its slices' capacity and
// the index map at its peak size (a Go map keeps its slots after deletes).
func (p *path[S, A]) memory() int64 {
	return search.SliceBytes(p.states) + search.SliceBytes(p.actions) + search.MapBytes[S, int](p.peak+1)
}

// pathCost replays acts from start under pr and sums the step costs.
func pathCost[S comparable, A any](pr search.Problem[S, A], start S, acts []A) float64 {
	c, s := 0.0, start
	for _, a := range acts {
		next := pr.Result(s, a)
		c += pr.Cost(s, a, next)
		s = next
	}
	return c
}
