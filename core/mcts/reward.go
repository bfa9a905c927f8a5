package mcts

import (
	"fmt"
	"math"
)

// EventScorer is an optional problem capability for single-player MCTS: the
// notable events of one move, which the playout reward weighs (see
// Weights). Bloxorz reports a split of the block into two cubes and the
// bridge cells a move turned on (gained) or off (lost); another puzzle may
// map its own events onto these three. The method uses only built-in types
// so a game implements it without importing this package.
type EventScorer[S comparable, A any] interface {
	Events(s S, a A, next S) (split bool, gained, lost int)
}

// Weights combine what a single-player playout achieved into its reward:
//
//	reward = Goal·[goal reached]
//	       + Progress·(1 − h_min/h_root)
//	       + Σ over the moves from the root (tree path and simulation) of
//	         Split·[split] + Gained·gained + Lost·lost
//
// where h is the problem's search.Heuristic, h_root its value at the start
// and h_min the lowest value met along the sequence (the progress term is 0
// without a heuristic, or when h_root is 0 or infinite), and the events come
// from the problem's EventScorer (none without it). Weights are taken
// literally and may be negative (Lost normally is).
type Weights struct {
	Goal, Progress      float64
	Split, Gained, Lost float64
}

// DefaultWeights: goal 1, progress 1, split 0.25, each bridge cell gained
// 0.05, each bridge cell lost −0.05.
func DefaultWeights() Weights {
	return Weights{Goal: 1, Progress: 1, Split: 0.25, Gained: 0.05, Lost: -0.05}
}

func (w Weights) check() error {
	for _, f := range []struct {
		name string
		v    float64
	}{{"Goal", w.Goal}, {"Progress", w.Progress}, {"Split", w.Split}, {"Gained", w.Gained}, {"Lost", w.Lost}} {
		if math.IsNaN(f.v) || math.IsInf(f.v, 0) {
			return fmt.Errorf("single-player MCTS: weight %s must be a finite number, got %v", f.name, f.v)
		}
	}
	return nil
}

// event is the weighted score of one move's events.
func (w *Weights) event(split bool, gained, lost int) float64 {
	v := w.Gained*float64(gained) + w.Lost*float64(lost)
	if split {
		v += w.Split
	}
	return v
}

// reward scores a sequence with event score acc, lowest heuristic hmin
// (NaN without a heuristic) from a root with heuristic hroot.
func (w *Weights) reward(goal bool, acc, hmin, hroot float64) float64 {
	r := acc
	if goal {
		r += w.Goal
	}
	if hroot > 0 && !math.IsInf(hroot, 1) && !math.IsNaN(hmin) {
		r += w.Progress * (1 - hmin/hroot)
	}
	return r
}
