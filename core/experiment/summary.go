package experiment

import (
	"fmt"

	"searchlab/core/tournament/score"
	"searchlab/core/wire"
)

// Summary is what an experiment's results come to: per config (solve
// experiments) or per pair and per player (match experiments).
type Summary struct {
	Name string `json:"name,omitempty"`
	Game string `json:"game"`
	// Kind is "solve" or "match".
	Kind string `json:"kind"`
	// Runs is the number of runs planned, Done those with a final result
	// (fewer while an experiment runs or after a stop).
	Runs     int              `json:"runs"`
	Done     int              `json:"done"`
	Configs  []ConfigSummary  `json:"configs,omitempty"`
	Players  []PlayerSummary  `json:"players,omitempty"`
	Pairings []PairingSummary `json:"pairings,omitempty"`
	// Warnings are findings a reader must see: optimal algorithms that
	// disagree on an instance's optimal length.
	Warnings []string `json:"warnings,omitempty"`
}

// Kinds of experiment.
const (
	KindSolve = "solve"
	KindMatch = "match"
)

// ConfigSummary is one config over its runs.
//
// Which runs each figure covers: Length and Cost, the solved runs (status
// found) only; Expanded, Generated, MaxFrontier, ElapsedMS and MemoryBytes
// every run that searched (found, not_found, cutoff, budget_exceeded),
// because a search that ran out of budget spent that effort too (its
// figures are then lower bounds of what solving would have cost). Invalid,
// unsolvable, error and cancelled runs count in Runs and Statuses only.
type ConfigSummary struct {
	Config    string              `json:"config"`
	Index     int                 `json:"index"`
	Algorithm string              `json:"algorithm"`
	Optimal   bool                `json:"optimal"`
	Runs      int                 `json:"runs"`
	Solved    int                 `json:"solved"`
	Statuses  map[wire.Status]int `json:"statuses"`

	Length      Figure `json:"length"`
	Cost        Figure `json:"cost"`
	Expanded    Figure `json:"expanded"`
	Generated   Figure `json:"generated"`
	MaxFrontier Figure `json:"max_frontier"`
	ElapsedMS   Figure `json:"elapsed_ms"`
	MemoryBytes Figure `json:"memory_bytes"`

	// Gap is the solution length minus the best length an optimal
	// algorithm (the registry's Optimal) found on the same instance in
	// this experiment, over the solved runs on instances that have one;
	// nil when no instance has one (no optimal config solved it, or a
	// two-player game, whose lengths are not solution lengths). AtBest
	// counts the runs with a gap of 0.
	Gap    *Figure `json:"gap,omitempty"`
	AtBest int     `json:"at_best"`
}

// PlayerSummary is one player of a match experiment over all its games:
// its record (score.Record, the project's one match score, with the
// runs that gave no game in Failed).
type PlayerSummary struct {
	Config string `json:"config"`
	Index  int    `json:"index"`
	score.Record
}

// PairingSummary is one pair of a match experiment, from A's side (A is
// the earlier config in the spec): A's record against B and its Elo
// advantage with the Elo of the Wilson interval's ends (score.Summary,
// the same figures as the CLI's tournament). At a score of 1 (or 0) the
// Elo has no finite value: Elo and the open end of the interval are then
// the bound of half a game less and EloBound is set.
type PairingSummary struct {
	A      string `json:"a"`
	B      string `json:"b"`
	AIndex int    `json:"a_index"`
	BIndex int    `json:"b_index"`
	score.Summary
}

// searched reports whether a run of this status ran a search.
func searched(s wire.Status) bool {
	switch s {
	case wire.StatusFound, wire.StatusNotFound, wire.StatusCutoff, wire.StatusBudgetExceeded:
		return true
	}
	return false
}

// Summarize computes the summary of a plan's results (any subset, in any
// order; one result per run index).
func Summarize(p *Plan, results []Result) Summary {
	s := Summary{Name: p.Spec.Name, Game: p.Spec.Game, Kind: KindSolve, Runs: len(p.Runs)}
	for _, r := range results {
		if r.Final() {
			s.Done++
		}
	}
	if p.Match {
		s.Kind = KindMatch
		s.Players, s.Pairings = summarizeMatches(p, p.MatchRows(results))
		return s
	}
	s.Configs, s.Warnings = summarizeSolves(p, p.Rows(results))
	return s
}

func summarizeSolves(p *Plan, rows []Row) ([]ConfigSummary, []string) {
	// best[i] is the shortest solution of an optimal config on instance i.
	best := map[int]Row{}
	for _, r := range rows {
		c := p.Configs[r.ConfigIndex]
		if r.Status != wire.StatusFound || !c.Algo.Optimal || r.Value != nil {
			continue
		}
		if b, ok := best[r.InstanceIndex]; !ok || r.Length < b.Length {
			best[r.InstanceIndex] = r
		}
	}
	var warnings []string
	out := make([]ConfigSummary, len(p.Configs))
	for ci, c := range p.Configs {
		cs := ConfigSummary{Config: c.Name, Index: ci, Algorithm: c.Algorithm, Optimal: c.Algo.Optimal, Statuses: map[wire.Status]int{}}
		var length, cost, exp, gen, front, el, mem, gap []float64
		for _, r := range rows {
			if r.ConfigIndex != ci {
				continue
			}
			cs.Runs++
			cs.Statuses[r.Status]++
			if searched(r.Status) {
				exp, gen = append(exp, float64(r.Expanded)), append(gen, float64(r.Generated))
				front, el = append(front, float64(r.MaxFrontier)), append(el, r.ElapsedMS)
				mem = append(mem, float64(r.MemoryBytes))
			}
			if r.Status != wire.StatusFound {
				continue
			}
			cs.Solved++
			length, cost = append(length, float64(r.Length)), append(cost, r.Cost)
			b, ok := best[r.InstanceIndex]
			if !ok || r.Value != nil {
				continue
			}
			g := float64(r.Length - b.Length)
			gap = append(gap, g)
			if g == 0 {
				cs.AtBest++
			} else if c.Algo.Optimal {
				warnings = append(warnings, fmt.Sprintf("%s, an optimal algorithm, found %d moves on instance %s where %s found %d: check that they solve the same problem (an admissible heuristic, the same costing)",
					c.Name, r.Length, r.Instance, b.Config, b.Length))
			}
		}
		cs.Length, cs.Cost = Describe(length), Describe(cost)
		cs.Expanded, cs.Generated, cs.MaxFrontier = Describe(exp), Describe(gen), Describe(front)
		cs.ElapsedMS, cs.MemoryBytes = Describe(el), Describe(mem)
		if len(gap) > 0 {
			g := Describe(gap)
			cs.Gap = &g
		}
		out[ci] = cs
	}
	return out, warnings
}

func summarizeMatches(p *Plan, rows []MatchRow) ([]PlayerSummary, []PairingSummary) {
	n := len(p.Configs)
	players := make([]PlayerSummary, n)
	for i, c := range p.Configs {
		players[i] = PlayerSummary{Config: c.Name, Index: i}
	}
	var pairs []PairingSummary
	at := map[[2]int]int{}
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			at[[2]int{a, b}] = len(pairs)
			pairs = append(pairs, PairingSummary{A: p.Configs[a].Name, B: p.Configs[b].Name, AIndex: a, BIndex: b})
		}
	}
	for _, r := range rows {
		ps := &pairs[at[[2]int{r.AIndex, r.BIndex}]]
		if r.Status != wire.StatusFound {
			ps.Failed++
			players[r.AIndex].Failed++
			players[r.BIndex].Failed++
			continue
		}
		ps.Add(r.APoints)
		players[r.AIndex].Add(r.APoints)
		players[r.BIndex].Add(1 - r.APoints)
	}
	for i := range players {
		players[i].Finish()
	}
	for i := range pairs {
		pairs[i].Summary = score.Finished(pairs[i].Record)
	}
	return players, pairs
}
