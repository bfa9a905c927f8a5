package replay

import (
	"searchlab/core/wire"
)

var hillSpec = codeSpec{
	Title: "Hill climbing (steepest descent on h, sideways moves, random restarts)",
	Lines: []codeLine{
		{"function HILL-CLIMBING(problem) returns a solution or failure", ""},
		{"  current ← problem.INITIAL", "init"},
		{"  loop", ""},
		{"    neighbours ← every successor of current, each valued by h", "neighbours"},
		{"    best ← a neighbour with the lowest h (ties broken at random)", ""},
		{"    if best is a goal then return the path to it", "goal"},
		{"    if h(best) < h(current), or h(best) = h(current) and sideways moves remain then", ""},
		{"      current ← best", "move"},
		{"    else if restarts remain then", ""},
		{"      current ← a random walk from problem.INITIAL   — a restart", "restart"},
		{"    else return failure   — a local minimum or a plateau", ""},
	},
	anchor: byKind(func(ev wire.TraceEvent) string {
		switch ev.Kind {
		case wire.KindGenerate:
			if ev.Dropped {
				return "neighbours" // a neighbour valued
			}
			return "init"
		case wire.KindExpand:
			return "neighbours"
		case wire.KindMove:
			if ev.Generated > 0 {
				return "restart"
			}
			return "move"
		case wire.KindRestart:
			return "restart"
		case wire.KindSolution:
			return "goal"
		}
		return ""
	}),
}

var hillCode = hillSpec.code()

var annealSpec = codeSpec{
	Title: "Simulated annealing",
	Lines: []codeLine{
		{"function SIMULATED-ANNEALING(problem, schedule) returns a solution or failure", ""},
		{"  current ← problem.INITIAL", "init"},
		{"  for t = 1 to steps do", ""},
		{"    T ← schedule(t)", ""},
		{"    if T < the lowest temperature then return failure   — frozen", ""},
		{"    next ← a randomly chosen successor of current", "neighbour"},
		{"    ΔE ← h(current) − h(next)", ""},
		{"    if ΔE ≥ 0 then current ← next", "move"},
		{"    else current ← next only with probability e^(ΔE/T)", "uphill"},
		{"    if current is a goal then return the path to it", "goal"},
	},
	anchor: func(t *Trace, i int) string {
		ev := t.Event(i)
		switch ev.Kind {
		case wire.KindGenerate:
			if ev.Dropped {
				return "neighbour" // the neighbour tried
			}
			return "init"
		case wire.KindExpand:
			return "neighbour"
		case wire.KindMove:
			// Downhill or level, or an uphill move accepted by chance.
			if uphill(t, i) {
				return "uphill"
			}
			return "move"
		case wire.KindSolution:
			return "goal"
		}
		return ""
	},
}

var annealCode = annealSpec.code()

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

var beamSpec = codeSpec{
	Title: "Local beam search",
	Lines: []codeLine{
		{"function LOCAL-BEAM-SEARCH(problem, k) returns a solution or failure", ""},
		{"  beam ← {problem.INITIAL}", "init"},
		{"  while beam is not empty do", ""},
		{"    candidates ← every successor of every state in beam, not seen before", "expand"},
		{"    if a candidate is a goal then return the path to it", "goal"},
		{"    beam ← the k candidates with the lowest h (ties broken at random)", "beam"},
		{"  return failure", ""},
	},
	Frontier: "beam", Explored: "seen",
	anchor: byKind(func(ev wire.TraceEvent) string {
		switch ev.Kind {
		case wire.KindGenerate:
			return "init"
		case wire.KindExpand:
			return "expand"
		case wire.KindBeam:
			return "beam"
		case wire.KindSolution:
			return "goal"
		}
		return ""
	}),
}

var beamCode = beamSpec.code()

var geneticSpec = codeSpec{
	Title: "Genetic algorithm (individuals are move sequences)",
	Lines: []codeLine{
		{"function GENETIC-ALGORITHM(population, FITNESS) returns a solution or failure", ""},
		{"  repeat", ""},
		{"    play each individual's moves from problem.INITIAL; FITNESS ← how close it gets", "generation"},
		{"    if an individual reaches the goal then return its path (cycles cut out)", "goal"},
		{"    keep the elite: the fittest individuals, unchanged", ""},
		{"    population2 ← the elite", ""},
		{"    while population2 is not full do", ""},
		{"      parent1, parent2 ← TOURNAMENT-SELECTION(population, FITNESS)", ""},
		{"      child ← REPRODUCE(parent1, parent2)   — crossover, with some probability", ""},
		{"      MUTATE(child), gene by gene with a small probability", ""},
		{"      add child to population2", ""},
		{"    population ← population2", ""},
		{"  until the generations run out or the best stops improving", ""},
	},
	Frontier: "population",
	anchor: byKind(func(ev wire.TraceEvent) string {
		switch ev.Kind {
		case wire.KindGeneration:
			return "generation"
		case wire.KindSolution:
			return "goal"
		}
		return ""
	}),
}

var geneticCode = geneticSpec.code()
