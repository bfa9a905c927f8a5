package replay

import (
	"searchlab/core/wire"
)

var hillCode = Code{
	Title: "Hill climbing (steepest descent on h, sideways moves, random restarts)",
	Lines: []string{
		"function HILL-CLIMBING(problem) returns a solution or failure",
		"  current ← problem.INITIAL",
		"  loop",
		"    neighbours ← every successor of current, each valued by h",
		"    best ← a neighbour with the lowest h (ties broken at random)",
		"    if best is a goal then return the path to it",
		"    if h(best) < h(current), or h(best) = h(current) and sideways moves remain then",
		"      current ← best",
		"    else if restarts remain then",
		"      current ← a random walk from problem.INITIAL   — a restart",
		"    else return failure   — a local minimum or a plateau",
	},
	line: byKind(func(ev wire.TraceEvent) int {
		switch ev.Kind {
		case wire.KindGenerate:
			if ev.Dropped {
				return 4 // a neighbour valued
			}
			return 2
		case wire.KindExpand:
			return 4
		case wire.KindMove:
			if ev.Generated > 0 {
				return 10
			}
			return 8
		case wire.KindRestart:
			return 10
		case wire.KindSolution:
			return 6
		}
		return 0
	}),
}

var annealCode = Code{
	Title: "Simulated annealing",
	Lines: []string{
		"function SIMULATED-ANNEALING(problem, schedule) returns a solution or failure",
		"  current ← problem.INITIAL",
		"  for t = 1 to steps do",
		"    T ← schedule(t)",
		"    if T < the lowest temperature then return failure   — frozen",
		"    next ← a randomly chosen successor of current",
		"    ΔE ← h(current) − h(next)",
		"    if ΔE ≥ 0 then current ← next",
		"    else current ← next only with probability e^(ΔE/T)",
		"    if current is a goal then return the path to it",
	},
	line: func(t *Trace, i int) int {
		ev := t.Event(i)
		switch ev.Kind {
		case wire.KindGenerate:
			if ev.Dropped {
				return 6 // the neighbour tried
			}
			return 2
		case wire.KindExpand:
			return 6
		case wire.KindMove:
			// Downhill or level (line 8) or an uphill move accepted by
			// chance (line 9).
			if uphill(t, i) {
				return 9
			}
			return 8
		case wire.KindSolution:
			return 10
		}
		return 0
	},
}

// uphill reports whether the move event i went uphill (accepted by
// chance): its value is above the step's current value (the step's Expand,
// before the neighbour tried).
func uphill(t *Trace, i int) bool {
	k := i - 1
	for k > 0 && t.Kind(k) == wire.KindGenerate {
		k--
	}
	return k >= 0 && t.Kind(k) == wire.KindExpand && t.Event(i).Value > t.Event(k).Value
}

var beamCode = Code{
	Title: "Local beam search",
	Lines: []string{
		"function LOCAL-BEAM-SEARCH(problem, k) returns a solution or failure",
		"  beam ← {problem.INITIAL}",
		"  while beam is not empty do",
		"    candidates ← every successor of every state in beam, not seen before",
		"    if a candidate is a goal then return the path to it",
		"    beam ← the k candidates with the lowest h (ties broken at random)",
		"  return failure",
	},
	Frontier: "beam", Explored: "seen",
	line: byKind(func(ev wire.TraceEvent) int {
		switch ev.Kind {
		case wire.KindGenerate:
			return 2
		case wire.KindExpand:
			return 4
		case wire.KindBeam:
			return 6
		case wire.KindSolution:
			return 5
		}
		return 0
	}),
}

var geneticCode = Code{
	Title: "Genetic algorithm (individuals are move sequences)",
	Lines: []string{
		"function GENETIC-ALGORITHM(population, FITNESS) returns a solution or failure",
		"  repeat",
		"    play each individual's moves from problem.INITIAL; FITNESS ← how close it gets",
		"    if an individual reaches the goal then return its path (cycles cut out)",
		"    keep the elite: the fittest individuals, unchanged",
		"    population2 ← the elite",
		"    while population2 is not full do",
		"      parent1, parent2 ← TOURNAMENT-SELECTION(population, FITNESS)",
		"      child ← REPRODUCE(parent1, parent2)   — crossover, with some probability",
		"      MUTATE(child), gene by gene with a small probability",
		"      add child to population2",
		"    population ← population2",
		"  until the generations run out or the best stops improving",
	},
	Frontier: "population",
	line: byKind(func(ev wire.TraceEvent) int {
		switch ev.Kind {
		case wire.KindGeneration:
			return 3
		case wire.KindSolution:
			return 4
		}
		return 0
	}),
}
