package local

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"slices"

	"searchlab/core/search"
)

// Crossover is how two parent chromosomes are recombined.
type Crossover uint8

const (
	// OnePoint crossover: the child takes the first parent's genes before a
	// random cut point and the second parent's after it.
	OnePoint Crossover = iota
	// Uniform crossover: each gene comes from either parent with
	// probability 1/2.
	Uniform
)

var crossoverNames = [...]string{"one_point", "uniform"}

// String returns the crossover's wire name.
func (c Crossover) String() string { return enumName(crossoverNames[:], c, "crossover") }

// ParseCrossover returns the crossover with the given wire name.
func ParseCrossover(name string) (Crossover, error) {
	return parseEnum[Crossover](crossoverNames[:], name, "crossover", "one_point or uniform")
}

// ActionAlphabet is an optional problem capability for the genetic
// algorithm: every action the problem can ever apply, in a fixed order.
// These are the genes. A problem without it gets an alphabet discovered by a
// breadth-first sweep of up to alphabetSweep states from its start.
type ActionAlphabet[A any] interface {
	AllActions() []A
}

// alphabetSweep bounds the states visited to discover a gene alphabet.
const alphabetSweep = 256

// Decoded is a chromosome played out from the start state: the genes that
// were applicable where they occurred, and the states they led through. A
// gene naming an action not applicable in the current state is skipped (the
// state stays the same and decoding goes on with the next gene); decoding
// stops at the first goal state.
type Decoded[S comparable, A any] struct {
	States  []S  // States[0] is the start; States[i+1] = Result(States[i], Actions[i])
	Actions []A  // the applied genes
	Skipped int  // genes that were not applicable and were skipped
	Goal    bool // the last state is a goal
}

// Fitness scores a decoded chromosome; lower is better. The Decoded value and
// its slices belong to the search and are valid only during the call. A
// custom fitness lets a game reward what its heuristic cannot see, e.g. for
// Bloxorz progress to the exit, few skipped genes (moves that would leave
// the board) and no immediate back-and-forth moves.
type Fitness[S comparable, A any] func(d *Decoded[S, A]) float64

// Defaults used by GeneticParams for zero size fields.
const (
	DefaultPopulation     = 100
	DefaultSequenceLength = 50
	DefaultGenerations    = 500
	DefaultTournamentSize = 3
)

// GeneticParams configure Genetic. Zero Population, SequenceLength,
// Generations and TournamentSize take the defaults above; rates and Elitism
// are taken literally (see DefaultGeneticParams for recommended values).
type GeneticParams[S comparable, A any] struct {
	Population     int       // individuals per generation
	SequenceLength int       // L, genes per chromosome
	Generations    int       // generation limit: BudgetExceeded when reached
	MutationRate   float64   // probability that a gene is replaced at random, in [0, 1]
	CrossoverRate  float64   // probability that a child is bred by crossover rather than copied, in [0, 1]
	Crossover      Crossover // one-point or uniform
	Elitism        int       // best individuals copied unchanged into the next generation, < Population
	TournamentSize int       // individuals drawn (with replacement) per tournament selection
	// Stagnation ends the search with NotFound after this many generations
	// without improvement of the best fitness (0: never).
	Stagnation int
	// Alphabet is the gene alphabet; nil: the problem's ActionAlphabet, or
	// discovered from the start state.
	Alphabet []A
	// Fitness overrides the default fitness, the lowest heuristic value
	// reached along the decoded path. With a Fitness the problem need not
	// implement search.Heuristic.
	Fitness Fitness[S, A]
}

// DefaultGeneticParams are the recommended settings: population 100,
// sequences of 50 genes, 500 generations, mutation rate 0.04, crossover rate
// 0.9 (one-point), elitism 2, tournaments of 3, no stagnation limit.
func DefaultGeneticParams[S comparable, A any]() GeneticParams[S, A] {
	return GeneticParams[S, A]{
		Population: DefaultPopulation, SequenceLength: DefaultSequenceLength, Generations: DefaultGenerations,
		MutationRate: 0.04, CrossoverRate: 0.9, Crossover: OnePoint, Elitism: 2, TournamentSize: DefaultTournamentSize,
	}
}

func (gp *GeneticParams[S, A]) fill() error {
	if gp.Population == 0 {
		gp.Population = DefaultPopulation
	}
	if gp.SequenceLength == 0 {
		gp.SequenceLength = DefaultSequenceLength
	}
	if gp.Generations == 0 {
		gp.Generations = DefaultGenerations
	}
	if gp.TournamentSize == 0 {
		gp.TournamentSize = DefaultTournamentSize
	}
	switch {
	case gp.Population < 1:
		return fmt.Errorf("genetic algorithm: Population must be positive, got %d", gp.Population)
	case gp.SequenceLength < 1:
		return fmt.Errorf("genetic algorithm: SequenceLength must be positive, got %d", gp.SequenceLength)
	case gp.Generations < 1:
		return fmt.Errorf("genetic algorithm: Generations must be positive, got %d", gp.Generations)
	case gp.TournamentSize < 1:
		return fmt.Errorf("genetic algorithm: TournamentSize must be positive, got %d", gp.TournamentSize)
	case !(gp.MutationRate >= 0 && gp.MutationRate <= 1):
		return fmt.Errorf("genetic algorithm: MutationRate must be between 0 and 1, got %v", gp.MutationRate)
	case !(gp.CrossoverRate >= 0 && gp.CrossoverRate <= 1):
		return fmt.Errorf("genetic algorithm: CrossoverRate must be between 0 and 1, got %v", gp.CrossoverRate)
	case gp.Elitism < 0 || gp.Elitism >= gp.Population:
		return fmt.Errorf("genetic algorithm: Elitism must be at least 0 and below Population (%d), got %d", gp.Population, gp.Elitism)
	case gp.Stagnation < 0:
		return fmt.Errorf("genetic algorithm: Stagnation must not be negative, got %d", gp.Stagnation)
	case int(gp.Crossover) >= len(crossoverNames):
		return fmt.Errorf("genetic algorithm: unknown crossover %d", gp.Crossover)
	}
	return nil
}

// Genetic is the genetic algorithm (AIMA 4e §4.1.4, figure 4.8; Holland
// 1975) over move sequences. A chromosome is SequenceLength genes, each an
// index into the gene alphabet (the problem's actions), decoded from the
// problem's start state as described at Decoded: inapplicable genes are
// skipped, decoding stops at the first goal. Fitness (lower is better) is by
// default the lowest heuristic value reached along the decoded path, or a
// custom Fitness. The first individual, in population order, whose decoding
// reaches a goal ends the search with Found; the solution is its decoded
// path up to the goal with cycles cut out, so it replays from the user's own
// start.
//
// One Step is one generation: evaluate every individual; then keep the
// Elitism best unchanged and breed the rest, each from a parent chosen by
// tournament selection (TournamentSize draws, the fittest wins), recombined
// with probability CrossoverRate with a second tournament winner (one-point
// or uniform crossover), then mutated gene by gene with probability
// MutationRate. The initial population is uniformly random genes.
//
// Statistics: Expanded counts states whose applicable actions were listed
// while decoding (once per distinct position of a decoded path), Generated
// the states of the decoded paths: the start once per decoded chromosome
// plus one per applied gene (so Expanded ≤ Generated), Iterations the
// generations evaluated, MaxFrontier the population size, MaxDepth the
// longest decoded path. Events: Generation (Iteration, Value = best fitness,
// Mean = the population's mean fitness, State = end of the best individual's
// path, Expanded and Generated = the generation's decoding work; Dropped
// for a generation the node or memory budget cut short), Solution.
// It ends BudgetExceeded when Generations or Limits.MaxNodes runs out,
// NotFound after Stagnation generations without improvement.
//
// Completeness: no. Optimality: no. Time: O(Generations · Population · L ·
// b) for branching factor b (decoding lists actions to check each gene).
// Space: O(Population · L) for two generations of chromosomes.
type Genetic[S comparable, A any] struct {
	base[S, A]
	params GeneticParams[S, A]

	start S
	alpha []A
	n, l  int
	pop   []int32 // n chromosomes of l genes
	next  []int32
	fit   []float64
	last  []S // end state of each individual's decoded path
	order []int
	dec   Decoded[S, A]
	buf   []A

	bestEver float64
	stagnant int
	started  bool
	// evExp and evGen are the statistics when the last event was sent
	// (workEvent: an event counts the work since).
	evExp, evGen int64
}

// NewGenetic returns a genetic-algorithm search of p. The problem must
// implement search.Heuristic unless params.Fitness is set; its actions must
// be comparable values (genes are matched against Actions with ==); r must
// be non-nil.
func NewGenetic[S comparable, A any](p search.Problem[S, A], o search.Options[S], params GeneticParams[S, A], r search.Rand) *Genetic[S, A] {
	g := &Genetic[S, A]{base: newBase(p, o, r)}
	err := params.fill()
	g.params = params
	if err == nil && r == nil {
		err = errNilRand
	}
	if err == nil && !reflect.TypeFor[A]().Comparable() {
		err = fmt.Errorf("genetic algorithm: actions of type %v are not comparable", reflect.TypeFor[A]())
	}
	if err == nil && params.Fitness == nil {
		g.h, err = heuristicOf(p, "genetic algorithm (without a custom Fitness)")
	}
	g.start = p.Initial()
	if err == nil {
		g.alpha = g.alphabet()
		if len(g.alpha) == 0 {
			err = errors.New("genetic algorithm: no actions to build genes from (empty alphabet)")
		} else if len(g.alpha) > math.MaxInt32 {
			err = errors.New("genetic algorithm: alphabet too large")
		}
	}
	if err != nil {
		g.invalid(err)
		return g
	}
	g.n, g.l = params.Population, params.SequenceLength
	g.pop = make([]int32, g.n*g.l)
	g.next = make([]int32, g.n*g.l)
	g.fit = make([]float64, g.n)
	g.last = make([]S, g.n)
	g.order = make([]int, g.n)
	for i := range g.pop {
		g.pop[i] = int32(r.IntN(len(g.alpha)))
	}
	g.bestEver = math.Inf(1)
	g.stats.MaxFrontier = g.n
	return g
}

// alphabet returns the gene alphabet: the parameter, the problem's
// ActionAlphabet, or the distinct actions met in a breadth-first sweep.
func (g *Genetic[S, A]) alphabet() []A {
	if g.params.Alphabet != nil {
		return slices.Clone(g.params.Alphabet)
	}
	if aa, ok := g.p.(ActionAlphabet[A]); ok {
		return slices.Clone(aa.AllActions())
	}
	var alpha []A
	seen := map[S]bool{g.start: true}
	queue := []S{g.start}
	var buf []A
	for len(queue) > 0 && len(seen) <= alphabetSweep {
		s := queue[0]
		queue = queue[1:]
		buf = g.p.Actions(s, buf)
		for _, a := range buf {
			if !slices.ContainsFunc(alpha, func(b A) bool { return any(a) == any(b) }) {
				alpha = append(alpha, a)
			}
			if next := g.p.Result(s, a); !seen[next] {
				seen[next] = true
				queue = append(queue, next)
			}
		}
	}
	return alpha
}

// Alphabet returns the gene alphabet (owned by the search).
func (g *Genetic[S, A]) Alphabet() []A { return g.alpha }

// Step evaluates one generation and breeds the next.
func (g *Genetic[S, A]) Step() bool {
	if g.status != search.Running {
		return false
	}
	if !g.started {
		g.started = true
		if g.p.IsGoal(g.start) {
			g.stats.Generated = 1
			g.dec.States = append(g.dec.States[:0], g.start)
			g.dec.Actions = g.dec.Actions[:0]
			g.found()
			return false
		}
	}
	for i := 0; i < g.n; i++ {
		if !g.decode(g.pop[i*g.l : (i+1)*g.l]) {
			if g.obs != nil {
				// The generation the budget cut short: its work so far.
				g.obs(g.workEvent(search.Event[S]{Kind: search.Generation, Iteration: g.stats.Iterations, Dropped: true, Frontier: g.n}))
			}
			g.finish(search.BudgetExceeded, search.BudgetReason(g.budget, g.limits))
			return false
		}
		if g.dec.Goal {
			g.stats.Iterations++
			g.found()
			return false
		}
		g.fit[i] = g.fitness()
		g.last[i] = g.dec.States[len(g.dec.States)-1]
	}
	g.stats.Iterations++
	for i := range g.order {
		g.order[i] = i
	}
	slices.SortStableFunc(g.order, func(a, b int) int { return cmpFit(g.fit[a], g.fit[b]) })
	best := g.order[0]
	if g.obs != nil {
		mean := 0.0
		for _, f := range g.fit {
			mean += f
		}
		g.obs(g.workEvent(search.Event[S]{Kind: search.Generation, Iteration: g.stats.Iterations, Value: g.fit[best],
			Mean: mean / float64(g.n), State: g.last[best], Frontier: g.n}))
	}
	if g.fit[best] < g.bestEver {
		g.bestEver, g.stagnant = g.fit[best], 0
	} else {
		g.stagnant++
	}
	switch {
	case g.params.Stagnation > 0 && g.stagnant >= g.params.Stagnation:
		g.finish(search.NotFound, search.StopReason{Kind: search.StopStagnated, Count: int64(g.stagnant)})
		return false
	case g.stats.Iterations >= int64(g.params.Generations):
		g.finish(search.BudgetExceeded, search.StopReason{Kind: search.StopGenerationLimit, Count: int64(g.params.Generations)})
		return false
	}
	g.breed()
	return true
}

// cmpFit orders fitness values, NaN last.
func cmpFit(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	case a == b:
		return 0
	case math.IsNaN(a) && !math.IsNaN(b):
		return 1
	case math.IsNaN(b) && !math.IsNaN(a):
		return -1
	}
	return 0
}

// decode plays out genes from the start state into g.dec. It reports false
// when Limits.MaxNodes ran out.
func (g *Genetic[S, A]) decode(genes []int32) bool {
	d := &g.dec
	s := g.start
	d.States = append(d.States[:0], s)
	d.Actions = d.Actions[:0]
	d.Skipped, d.Goal = 0, false
	// Each decoding starts a new path at (a copy of) the start state, so the
	// start counts as generated once per chromosome: every state listed
	// (Expanded) was generated first, and Expanded ≤ Generated.
	g.stats.Generated++
	listed := false
	for _, gene := range genes {
		if !listed {
			if g.spent(g.memory()) {
				return false
			}
			g.buf = g.p.Actions(s, g.buf)
			g.stats.Expanded++
			listed = true
		}
		a := g.alpha[gene]
		if !slices.ContainsFunc(g.buf, func(b A) bool { return any(a) == any(b) }) {
			d.Skipped++
			continue
		}
		s = g.p.Result(s, a)
		listed = false
		g.stats.Generated++
		d.States = append(d.States, s)
		d.Actions = append(d.Actions, a)
		if g.p.IsGoal(s) {
			d.Goal = true
			break
		}
	}
	if len(d.Actions) > g.stats.MaxDepth {
		g.stats.MaxDepth = len(d.Actions)
	}
	return true
}

// fitness scores g.dec.
func (g *Genetic[S, A]) fitness() float64 {
	if g.params.Fitness != nil {
		return g.params.Fitness(&g.dec)
	}
	best := math.Inf(1)
	for _, s := range g.dec.States {
		best = min(best, g.h.H(s))
	}
	return best
}

// tournament returns the index of the fittest of TournamentSize individuals
// drawn with replacement (the first drawn wins ties).
func (g *Genetic[S, A]) tournament() int {
	w := g.r.IntN(g.n)
	for k := 1; k < g.params.TournamentSize; k++ {
		if c := g.r.IntN(g.n); cmpFit(g.fit[c], g.fit[w]) < 0 {
			w = c
		}
	}
	return w
}

// breed fills the next generation from the evaluated one and swaps them.
func (g *Genetic[S, A]) breed() {
	l := g.l
	for i := 0; i < g.params.Elitism; i++ {
		e := g.order[i]
		copy(g.next[i*l:(i+1)*l], g.pop[e*l:(e+1)*l])
	}
	for i := g.params.Elitism; i < g.n; i++ {
		child := g.next[i*l : (i+1)*l]
		a := g.tournament()
		pa := g.pop[a*l : (a+1)*l]
		if g.params.CrossoverRate > 0 && g.r.Float64() < g.params.CrossoverRate {
			b := g.tournament()
			pb := g.pop[b*l : (b+1)*l]
			if g.params.Crossover == Uniform {
				for j := range child {
					if g.r.IntN(2) == 0 {
						child[j] = pa[j]
					} else {
						child[j] = pb[j]
					}
				}
			} else {
				cut := 0
				if l > 1 {
					cut = 1 + g.r.IntN(l-1)
				}
				copy(child[:cut], pa[:cut])
				copy(child[cut:], pb[cut:])
			}
		} else {
			copy(child, pa)
		}
		if g.params.MutationRate > 0 {
			for j := range child {
				if g.r.Float64() < g.params.MutationRate {
					child[j] = int32(g.r.IntN(len(g.alpha)))
				}
			}
		}
	}
	g.pop, g.next = g.next, g.pop
}

// found ends the search with g.dec's path, cycles cut out.
func (g *Genetic[S, A]) found() {
	pt := newPath[S, A](g.start)
	for i, a := range g.dec.Actions {
		pt.push(a, g.dec.States[i+1])
	}
	actions, cost := pt.solution(g.p)
	g.solved(actions, cost, g.memory(), g.workEvent(search.Event[S]{State: g.dec.States[len(g.dec.States)-1], Iteration: g.stats.Iterations, Frontier: g.n}))
}

// workEvent is e with the states expanded and generated (decoded) since
// the previous event.
func (g *Genetic[S, A]) workEvent(e search.Event[S]) search.Event[S] {
	e.Expanded, e.Generated = g.stats.Expanded-g.evExp, g.stats.Generated-g.evGen
	g.evExp, g.evGen = g.stats.Expanded, g.stats.Generated
	return e
}

// finish ends the search with its memory now.
func (g *Genetic[S, A]) finish(st search.Status, why search.StopReason) {
	g.base.finish(st, why, g.memory())
}

func (g *Genetic[S, A]) memory() int64 {
	return int64(len(g.pop)+len(g.next))*4 +
		int64(len(g.fit))*8 + int64(len(g.order))*8 + int64(len(g.last))*sizeOf[S]() +
		int64(cap(g.dec.States))*sizeOf[S]() + int64(cap(g.dec.Actions)+cap(g.buf)+len(g.alpha))*sizeOf[A]()
}

// Result returns the result so far (final once Step returned false).
func (g *Genetic[S, A]) Result() search.Result[A] { return g.result(g.memory()) }
