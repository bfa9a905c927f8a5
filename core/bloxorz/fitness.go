package bloxorz

import (
	"math"
)

// FitnessWeights weigh the terms of the Bloxorz-aware fitness of the
// genetic algorithm (see NewFitness). Weights are taken literally.
type FitnessWeights struct {
	// Progress multiplies the distance-to-exit term of the best state on
	// the decoded path: the main term.
	Progress float64
	// Closed is added to the relaxed distance of a state from which the
	// exit cannot be reached with its bridges as they are (switches
	// ignored), so that opening the way outweighs rolling closer to a gap.
	// 0 turns this term off: the distance is then the relaxed distance
	// (Problem.H) alone.
	Closed float64
	// Skipped is the penalty per skipped gene: a move that was not
	// applicable where it occurred (it would have made the piece fall, or
	// it named cube B of a whole block).
	Skipped float64
	// Reversal is the penalty per immediate reversal: a move that returns
	// to the state two moves back (U then D of a standing block, say),
	// which gains nothing. A back-and-forth that fires a switch changes the
	// bridges, so it is not a reversal.
	Reversal float64
}

// DefaultFitnessWeights: progress 1 per move, 30 for a closed way, 0.02 per
// skipped gene, 0.1 per reversal. With a few hundred genes the penalties
// stay below a few moves of progress, so they mostly order chromosomes of
// equal progress.
func DefaultFitnessWeights() FitnessWeights {
	return FitnessWeights{Progress: 1, Closed: 30, Skipped: 0.02, Reversal: 0.1}
}

// deadDistance stands in for an infinite relaxed distance in the fitness, so
// that fitness values stay finite (and comparable) on unsolvable levels.
const deadDistance = 1e6

// maxFrozenTables bounds the bridge configurations whose frozen-bridge
// distances a fitness keeps; states of further configurations count as
// closed.
const maxFrozenTables = 1024

// Fitness scores a chromosome as the genetic algorithm decodes it
// (local.Decoded: the states its playable genes visit from the start,
// whether the last is a goal, and the genes skipped because they would
// fall); lower is better. It is a plain function, so that the rules
// package links no local search; the engine wraps it as
// local.GeneticParams.Fitness.
type Fitness func(states []State, goal bool, skipped int) float64

// NewFitness returns a Bloxorz-aware fitness for local.NewGenetic
// (GeneticParams.Fitness, through a wrapper; lower is better), in the spirit of AIMA 4e §4.1.4
// (the fitness function is where the designer says what progress is):
//
//	fitness = 0                                     if the path reaches the exit
//	        = Progress · min over the path of D(s)  (distance to the exit)
//	        + Skipped  · genes skipped              (moves that would fall)
//	        + Reversal · immediate reversals        (s[i+1] = s[i−1])
//
// where D(s), the distance to the exit, is
//
//   - the distance from s to the exit in the game with s's bridges frozen
//     (no switch fires; fragile tiles as floor), when that game reaches it;
//   - otherwise Closed + the frozen-bridge distance to the nearest
//     position on a switch that would turn some bridge cell on (the way is
//     shut: open it), when there is one;
//   - otherwise Closed + H(s), H being the relaxed distance of Problem.H
//     (every bridge on);
//
// D(s) ≥ 1 for any state that is not a win (the frozen game is the real
// one until a switch fires, and a state on an opening switch has D ≥
// Closed), so a path reaching the exit scores strictly better than every
// other when Closed ≥ 1. An infinite H counts as 10⁶ moves.
//
// local.Genetic's default fitness is the best H alone. H ignores bridges,
// so it leads the block to the edge of a closed gap and gives nothing for
// stepping on the switch that opens it; the frozen-bridge distances do,
// and the penalties break the many ties in favour of chromosomes whose
// genes are used and not wasted on back-and-forth.
//
// Cost: O(path length) per call, plus, once per bridge configuration met
// (at most 1024 kept), a breadth-first search of the frozen game's poses,
// linear in their number.
func NewFitness(p *Problem, w FitnessWeights) Fitness {
	fz := &frozen{l: p.level, tables: map[uint64][2]*relaxed{}}
	dist := func(s State) float64 {
		h := p.H(s)
		if math.IsInf(h, 1) {
			return deadDistance
		}
		if w.Closed == 0 {
			return h
		}
		f, sw := fz.h(s)
		switch {
		case !math.IsInf(f, 1):
			return f
		case !math.IsInf(sw, 1):
			return w.Closed + sw
		}
		return w.Closed + h
	}
	return func(states []State, goal bool, skipped int) float64 {
		if goal {
			return 0
		}
		best := math.Inf(1)
		reversals := 0
		for i, s := range states {
			best = min(best, dist(s))
			if i >= 2 && s == states[i-2] {
				reversals++
			}
		}
		return w.Progress*best + w.Skipped*float64(skipped) + w.Reversal*float64(reversals)
	}
}

// frozen holds, per bridge configuration, distances in the game with those
// bridges frozen: bridge cells that are on are floor, those off are void,
// switches do nothing, fragile tiles are floor; rolling, splitting and
// merging as in the real game. Two tables per configuration: to the exit,
// and to the nearest position on a switch that would turn a bridge on.
type frozen struct {
	l      *Level
	tables map[uint64][2]*relaxed
}

// h returns the frozen-bridge distances of s to the exit and to a switch
// that would turn a bridge on, each +Inf when it cannot be reached that way (or the
// configuration is beyond the cache).
func (f *frozen) h(s State) (exit, fire float64) {
	t, ok := f.tables[s.Bridges]
	if !ok {
		if len(f.tables) >= maxFrozenTables {
			return math.Inf(1), math.Inf(1)
		}
		t = f.build(s.Bridges)
		f.tables[s.Bridges] = t
	}
	return t[0].h(s), t[1].h(s)
}

// opener returns whether a piece in state s covers a switch that, fired
// with bridges b, turns some bridge cell on (a hard switch only when
// standing on it). A switch that only turns bridges off, or that would
// toggle open bridges shut again, is no target.
func (f *frozen) opener(b uint64) func(State) bool {
	l := f.l
	act := func(i int, hardOK bool) bool {
		c := l.Grid[i]
		return (c == Soft || (c == Hard && hardOK)) && l.effects[i].apply(b)&^b != 0
	}
	return func(s State) bool {
		a := int(s.A)
		switch s.Pose {
		case Standing:
			return act(a, true)
		case LyingX:
			return act(a, false) || act(a+1, false)
		case LyingY:
			return act(a, false) || act(a+l.W, false)
		}
		return act(a, false) || act(int(s.B), false)
	}
}

// build computes the tables of configuration b over every block pose of
// the frozen level (not only those reachable from the start), unreached
// states at +Inf.
func (f *frozen) build(b uint64) [2]*relaxed {
	l := f.l
	inf := float32(math.Inf(1))
	fl := &Level{W: l.W, H: l.H, Start: l.Start, Splits: l.Splits, Grid: make([]Cell, len(l.Grid))}
	for i, c := range l.Grid {
		switch {
		case c.IsBridge():
			c = Void
			if l.on(i, b) {
				c = Floor
			}
		case c == Fragile || c == Soft || c == Hard:
			c = Floor
		}
		fl.Grid[i] = c
	}
	if fl.Validate() != nil {
		// A split target is an off bridge: count the configuration as
		// closed everywhere.
		closed := &relaxed{w: l.W, pairs: map[uint32]float32{}, unreached: inf}
		return [2]*relaxed{closed, closed}
	}
	var seeds []State
	for i, c := range fl.Grid {
		if c == Void {
			continue
		}
		seeds = append(seeds, State{A: uint16(i), Pose: Standing})
		if x := i % l.W; x+1 < l.W && fl.Grid[i+1] != Void {
			seeds = append(seeds, State{A: uint16(i), Pose: LyingX})
		}
		if i+l.W < len(fl.Grid) && fl.Grid[i+l.W] != Void {
			seeds = append(seeds, State{A: uint16(i), Pose: LyingY})
		}
	}
	return [2]*relaxed{buildRelaxed(fl, seeds, inf, fl.Won), buildRelaxed(fl, seeds, inf, f.opener(b))}
}
