package local

import (
	"errors"

	"searchlab/core/search"
)

// HillClimbingParams configure HillClimbing. The zero value is plain
// steepest-ascent hill climbing: no sideways moves, no restarts.
type HillClimbingParams struct {
	// MaxSideways is how many consecutive sideways moves (to a neighbour of
	// equal value) are allowed on a plateau before the climb counts as stuck.
	MaxSideways int
	// Restarts is how many times a stuck climb starts again.
	Restarts int
	// RestartWalk is the number of random moves made from the start state at
	// the beginning of each restart, so restarts explore different regions.
	RestartWalk int
}

// DefaultHillClimbingParams are sensible settings for puzzles such as the
// 8-puzzle: up to 100 sideways moves, 500 restarts, 100-move restart walks.
// Long walks reach distant basins: on a hardest 8-puzzle board (31 moves) 12
// of 20 seeds succeed, against 1 of 20 with 40-move walks.
func DefaultHillClimbingParams() HillClimbingParams {
	return HillClimbingParams{MaxSideways: 100, Restarts: 500, RestartWalk: 100}
}

// HillClimbing is steepest-ascent hill climbing (AIMA 4e §4.1.1, figure
// 4.2) on the heuristic h, minimised: each step expands the current state,
// evaluates all its neighbours and moves to one with the lowest h, breaking
// ties uniformly at random. A neighbour that is a goal is taken at once
// (goal test on generation), whatever its h. When no neighbour is better, it
// may move sideways to an equal neighbour up to MaxSideways times in a row
// (AIMA's sideways moves); otherwise the climb is stuck.
//
// A stuck climb restarts (random-restart hill climbing, AIMA §4.1.1) FROM
// THE PROBLEM'S START STATE followed by a random walk of RestartWalk moves
// that is kept as part of the path, so a solution always replays from the
// user's own start. The path's cycles are cut out as it grows (see path.go).
// A climb whose cycle-free path reaches Limits.MaxDepth also counts as stuck.
//
// Statistics: Expanded counts neighbourhood evaluations (one per step),
// Generated counts neighbours and walk states, Iterations counts restarts,
// MaxFrontier is 1 (the current state), MaxDepth is the longest cycle-free
// path. Events: Generate for the start state, Expand for every
// neighbourhood evaluated (State = the current state, Value = its h,
// Generated = the neighbours), then one Generate per neighbour evaluated
// (Parent = the current state, H = its h, Dropped; already counted by the
// Expand, see neighbours), Move (State, Value = h) for every move
// including walk moves (Generated = 1 for a walk move, which generates its
// state), Restart (Iteration = restart number, State = start), Solution.
//
// Completeness: no (it stops at local minima and plateaus; with unbounded
// restarts it would be complete with probability approaching 1 on a finite,
// connected space). Optimality: no. Time: O(b) per step for branching factor
// b, O(b·(steps per climb)·(Restarts+1)) in all. Space: O(b + d) for the
// neighbour buffer and the cycle-free path of length d.
type HillClimbing[S comparable, A any] struct {
	walk[S, A]
	params HillClimbingParams

	start    S
	sideways int
	restarts int
	cutoff   bool // the last climb ended at Limits.MaxDepth
	buf      []A
	seen     []S // the neighbours evaluated this step, for the observer (neighbours)
}

// NewHillClimbing returns a hill-climbing search of p. The problem must
// implement search.Heuristic; r must be non-nil. The problem is never modified.
func NewHillClimbing[S comparable, A any](p search.Problem[S, A], o search.Options[S], params HillClimbingParams, r search.Rand) *HillClimbing[S, A] {
	hc := &HillClimbing[S, A]{walk: walk[S, A]{base: newBase(p, o, r)}, params: params}
	var err error
	switch {
	case params.MaxSideways < 0:
		err = errors.New("hill climbing: MaxSideways must not be negative")
	case params.Restarts < 0:
		err = errors.New("hill climbing: Restarts must not be negative")
	case params.RestartWalk < 0:
		err = errors.New("hill climbing: RestartWalk must not be negative")
	case r == nil:
		err = errNilRand
	default:
		hc.h, err = heuristicOf(p, "hill climbing")
	}
	if err != nil {
		hc.invalid(err)
		return hc
	}
	hc.init()
	hc.start = hc.cur
	return hc
}

// Step performs one neighbourhood evaluation and move (or one restart).
func (hc *HillClimbing[S, A]) Step() bool {
	if hc.status != search.Running {
		return false
	}
	if !hc.started && !hc.begin(hc.memory) {
		return false
	}
	if hc.overBudget(hc.memory()) {
		return false
	}
	if hc.limits.MaxDepth > 0 && hc.path.len() >= hc.limits.MaxDepth {
		hc.cutoff = true
		return hc.stuck()
	}
	hc.buf = hc.p.Actions(hc.cur, hc.buf)
	hc.stats.Expanded++
	hc.stats.Generated += int64(len(hc.buf))
	var (
		best     A
		bestS    S
		bestH    float64
		ties     int
		hasBest  bool
		goalMove bool
	)
	hc.seen = hc.seen[:0]
	for _, a := range hc.buf {
		next := hc.p.Result(hc.cur, a)
		if hc.obs != nil {
			hc.seen = append(hc.seen, next)
		}
		if hc.p.IsGoal(next) {
			best, bestS, goalMove, hasBest = a, next, true, true
			break
		}
		v := hc.h.H(next)
		switch {
		case !hasBest || v < bestH:
			best, bestS, bestH, ties, hasBest = a, next, v, 1, true
		case v == bestH:
			// Reservoir sampling: each of the tied moves ends up chosen
			// with probability 1/ties.
			ties++
			if hc.r.IntN(ties) == 0 {
				best, bestS = a, next
			}
		}
	}
	if hc.obs != nil {
		hc.obs(search.Event[S]{Kind: search.Expand, State: hc.cur, Value: hc.curH, Depth: hc.path.len(),
			Iteration: hc.stats.Iterations, Generated: int64(len(hc.buf)), Frontier: 1})
		hc.neighbours()
	}
	switch {
	case goalMove:
		hc.move(best, bestS, 0, 0, 0)
		hc.found(hc.memory())
		return false
	case hasBest && bestH < hc.curH:
		hc.sideways = 0
		hc.move(best, bestS, bestH, 0, 0)
		return true
	case hasBest && bestH == hc.curH && hc.sideways < hc.params.MaxSideways:
		hc.sideways++
		hc.move(best, bestS, bestH, 0, 0)
		return true
	}
	hc.cutoff = false
	return hc.stuck()
}

// neighbours reports the neighbourhood just evaluated to the observer,
// one Generate event per neighbour (Parent the current state, H its h,
// Dropped: not kept, the step moves to at most one of them), so that a
// replay can show the choice and a question ask it. The Expand event
// before them already counted them (its Generated): these events are
// that count's detail, not more work. A goal neighbour ends the
// evaluation, so the neighbours after it are not reported. Only a traced
// run pays for this; the random choices are untouched.
func (hc *HillClimbing[S, A]) neighbours() {
	d := hc.path.len() + 1
	for _, s := range hc.seen {
		hc.obs(search.Event[S]{Kind: search.Generate, State: s, Parent: hc.cur, H: hc.h.H(s), Depth: d, Dropped: true,
			Iteration: hc.stats.Iterations, Frontier: 1})
	}
}

// stuck restarts the climb if restarts remain, else ends the search.
func (hc *HillClimbing[S, A]) stuck() bool {
	if hc.restarts >= hc.params.Restarts {
		if hc.cutoff {
			hc.finish(search.Cutoff, search.StopReason{Kind: search.StopDepthLimit, Count: int64(hc.limits.MaxDepth)}, hc.memory())
		} else {
			hc.finish(search.NotFound, search.StopReason{Kind: search.StopLocalOptimum, Count: int64(hc.restarts)}, hc.memory())
		}
		return false
	}
	hc.restarts++
	hc.stats.Iterations++
	hc.sideways = 0
	hc.path.reset(hc.start)
	hc.cur = hc.start
	if hc.obs != nil {
		hc.obs(search.Event[S]{Kind: search.Restart, State: hc.start, Iteration: hc.stats.Iterations})
	}
	for i := 0; i < hc.params.RestartWalk; i++ {
		a, ok := hc.mover.pick(hc.cur, hc.r)
		if !ok {
			break
		}
		next := hc.p.Result(hc.cur, a)
		hc.stats.Generated++
		if hc.p.IsGoal(next) {
			hc.move(a, next, 0, 0, 1)
			hc.found(hc.memory())
			return false
		}
		hc.move(a, next, hc.h.H(next), 0, 1)
	}
	hc.curH = hc.h.H(hc.cur)
	return true
}

func (hc *HillClimbing[S, A]) memory() int64 { return hc.walk.memory(cap(hc.buf)) }

// Result returns the result so far (final once Step returned false).
func (hc *HillClimbing[S, A]) Result() search.Result[A] { return hc.result(hc.memory()) }
