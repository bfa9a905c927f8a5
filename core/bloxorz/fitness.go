package bloxorz

import (
	"math"

	"searchlab/core/local"
)

// FitnessWeights weigh the terms of the Bloxorz-aware fitness of the
// genetic algorithm (see NewFitness). Weights are taken literally.
type FitnessWeights struct {
	// Progress multiplies the relaxed goal distance (Problem.H) of the best
	// state on the decoded path: the main term.
	Progress float64
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

// DefaultFitnessWeights: progress 1 per move of relaxed distance, 0.02 per
// skipped gene, 0.1 per reversal. With at most a few hundred genes the
// penalties stay below one move of progress for typical chromosomes, so
// they order chromosomes of equal progress and rarely outweigh progress.
func DefaultFitnessWeights() FitnessWeights {
	return FitnessWeights{Progress: 1, Skipped: 0.02, Reversal: 0.1}
}

// deadDistance stands in for an infinite relaxed distance in the fitness, so
// that fitness values stay finite (and comparable) on unsolvable levels.
const deadDistance = 1e6

// NewFitness returns a Bloxorz-aware fitness for local.NewGenetic
// (GeneticParams.Fitness; lower is better), after the fitness functions of
// genetic-algorithm puzzle solvers (AIMA 4e §4.1.4: the fitness function is
// the designer's way of saying what progress is):
//
//	fitness = 0                                      if the path reaches the exit
//	        = Progress · min over the path of H(s)   (relaxed distance to the exit)
//	        + Skipped  · genes skipped               (moves that would fall)
//	        + Reversal · immediate reversals         (s[i+1] = s[i−1])
//
// The relaxed distance H is the problem's admissible heuristic: at least 1
// for any state that is not a win, so any path reaching the exit scores
// strictly better than every other. An infinite H (a pose from which even
// the relaxed game cannot reach the exit) counts as 10⁶ moves.
//
// The default fitness of local.Genetic is the first term alone; the extra
// terms break its ties, which are frequent in Bloxorz (the relaxed distance
// ignores bridges, so many paths wait at the same gap), in favour of
// chromosomes whose genes are all used and not wasted on back-and-forth.
// Time: O(path length) per call, plus the heuristic table built once.
func NewFitness(p *Problem, w FitnessWeights) local.Fitness[State, Move] {
	return func(d *local.Decoded[State, Move]) float64 {
		if d.Goal {
			return 0
		}
		best := math.Inf(1)
		reversals := 0
		for i, s := range d.States {
			best = min(best, p.H(s))
			if i >= 2 && s == d.States[i-2] {
				reversals++
			}
		}
		if math.IsInf(best, 1) {
			best = deadDistance
		}
		return w.Progress*best + w.Skipped*float64(d.Skipped) + w.Reversal*float64(reversals)
	}
}
