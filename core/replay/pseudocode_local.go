package replay

var hillSpec = codeSpec{
	Title: "Hill climbing (steepest descent on h, sideways moves, random restarts)",
	Lines: []codeLine{
		{"function HILL-CLIMBING(problem) returns a solution or failure", ""},
		{"  current ← problem.INITIAL", "generate"},
		{"  loop", ""},
		{"    neighbours ← every successor of current, each valued by h", "generate dropped; expand"},
		{"    best ← a neighbour with the lowest h (ties broken at random)", ""},
		{"    if best is a goal then return the path to it", "solution"},
		{"    if h(best) < h(current), or h(best) = h(current) and sideways moves remain then", ""},
		{"      current ← best", "move"},
		{"    else if restarts remain then", ""},
		{"      current ← a random walk from problem.INITIAL   — a restart", "move walked; restart"},
		{"    else return failure   — a local minimum or a plateau", ""},
	},
}

var hillCode = hillSpec.code()

var annealSpec = codeSpec{
	Title: "Simulated annealing",
	Lines: []codeLine{
		{"function SIMULATED-ANNEALING(problem, schedule) returns a solution or failure", ""},
		{"  current ← problem.INITIAL", "generate"},
		{"  for t = 1 to steps do", ""},
		{"    T ← schedule(t)", ""},
		{"    if T < the lowest temperature then return failure   — frozen", ""},
		{"    next ← a randomly chosen successor of current", "generate dropped; expand"},
		{"    ΔE ← h(current) − h(next)", ""},
		{"    if ΔE ≥ 0 then current ← next", "move"},
		{"    else current ← next only with probability e^(ΔE/T)", "move uphill"},
		{"    if current is a goal then return the path to it", "solution"},
	},
}

var annealCode = annealSpec.code()

var beamSpec = codeSpec{
	Title: "Local beam search",
	Lines: []codeLine{
		{"function LOCAL-BEAM-SEARCH(problem, k) returns a solution or failure", ""},
		{"  beam ← {problem.INITIAL}", "generate"},
		{"  while beam is not empty do", ""},
		{"    candidates ← every successor of every state in beam, not seen before", "expand"},
		{"    if a candidate is a goal then return the path to it", "solution"},
		{"    beam ← the k candidates with the lowest h (ties broken at random)", "beam"},
		{"  return failure", ""},
	},
	Frontier: "beam", Explored: "seen",
}

var beamCode = beamSpec.code()

var geneticSpec = codeSpec{
	Title: "Genetic algorithm (individuals are move sequences)",
	Lines: []codeLine{
		{"function GENETIC-ALGORITHM(population, FITNESS) returns a solution or failure", ""},
		{"  repeat", ""},
		{"    play each individual's moves from problem.INITIAL; FITNESS ← how close it gets", "generation"},
		{"    if an individual reaches the goal then return its path (cycles cut out)", "solution"},
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
}

var geneticCode = geneticSpec.code()
