package experiment

import (
	"searchlab/core/registry"
	"searchlab/core/tournament/score"
	"searchlab/core/wire"
)

// Run is one unit of work of an experiment, independent of every other and
// serialisable, so any runner can do it anywhere (in this process, on a
// solver endpoint, in one of the page's Web Workers): a solve of one
// instance by one config (Solve, exactly an /api/solve request), or, in a
// match experiment, one opening played twice between two configs with
// colours swapped (Match, exactly an /api/tournament request).
type Run struct {
	// Index is the run's place in the experiment (Expand's order); a
	// result carries it back.
	Index int `json:"index"`
	// Instance indexes Plan.Instances, Config Plan.Configs; in a match
	// Config is player A and Opponent player B (Config < Opponent).
	Instance int `json:"instance"`
	Config   int `json:"config"`
	Opponent int `json:"opponent,omitempty"`
	// Repeat counts the runs of a randomized config on one instance, from 0.
	Repeat int `json:"repeat,omitempty"`
	// Seed is the run's seed (the request's).
	Seed  int64                  `json:"seed"`
	Solve *wire.Request          `json:"solve,omitempty"`
	Match *registry.MatchRequest `json:"match,omitempty"`
}

// Expand checks s against reg and returns its runs (Plan.Runs): NewPlan
// for callers that need nothing else.
func Expand(reg *registry.Registry, s Spec) ([]Run, error) {
	p, err := NewPlan(reg, s)
	if err != nil {
		return nil, err
	}
	return p.Runs, nil
}

// seedMask keeps derived seeds within 53 bits, so they survive the page's
// JavaScript numbers and the solve API's seed range (±2^53).
const seedMask = 1<<53 - 1

// DeriveSeed is the seed of item i under seed: SplitMix64 of the pair
// (score.GameSeed), cut to 53 bits. Neighbouring items get unrelated
// seeds, and an item's seed does not depend on how many items there are.
func DeriveSeed(seed int64, i int) int64 {
	return int64(score.GameSeed(uint64(seed), i) & seedMask)
}

// repeats is how many runs config c makes on each instance: Spec.Repeats
// (at least 1) for a randomized config, 1 for a deterministic one, whose
// repeats would give the same row again (elapsed time aside) and count one
// measurement as many in the summary's intervals.
func (p *Plan) repeats(c int) int {
	if !p.Configs[c].Randomized {
		return 1
	}
	return max(p.Spec.Repeats, 1)
}

// count is the number of runs Expand makes.
func (p *Plan) count() int {
	if p.Match {
		n := len(p.Configs)
		return len(p.Instances) * n * (n - 1) / 2
	}
	per := 0
	for c := range p.Configs {
		per += p.repeats(c)
	}
	return len(p.Instances) * per
}

// expand lists the runs in a fixed order with fixed seeds.
//
// Order. Solve experiments: instance by instance, within an instance
// config by config (spec order), within a config repeat by repeat, so an
// experiment stopped half way has compared every config on the instances
// it reached. Match experiments: opening by opening, within an opening
// every pair (a, b) with a < b in spec order.
//
// Seeds. The seed of repeat r on instance i is
// DeriveSeed(DeriveSeed(Spec.Seed, i), r), the same for every config:
// configs meet the same random numbers where they draw them alike (common
// random numbers), and adding a config or an instance changes no other
// run's seed. A deterministic config runs once, with repeat 0's seed (it
// does not use it). A match run's seed is the opening's,
// DeriveSeed(Openings.Seed, k): api.PlayMatch draws the opening from it
// and seeds every move of both games from it, so every pair plays the same
// openings, and Spec.Seed plays no part. Random boards are drawn from
// DeriveSeed(Random.Seed, i) (instances.go).
func (p *Plan) expand() []Run {
	runs := make([]Run, 0, p.count())
	add := func(r Run) {
		r.Index = len(runs)
		runs = append(runs, r)
	}
	if p.Match {
		for k := range p.Instances {
			seed := DeriveSeed(p.Spec.Instances.Openings.Seed, k)
			for a := range p.Configs {
				for b := a + 1; b < len(p.Configs); b++ {
					add(Run{Instance: k, Config: a, Opponent: b, Seed: seed, Match: p.matchRequest(a, b, seed)})
				}
			}
		}
		return runs
	}
	b := p.Spec.Budget
	for i, in := range p.Instances {
		base := DeriveSeed(p.Spec.Seed, i)
		for c, cfg := range p.Configs {
			for r := range p.repeats(c) {
				seed := DeriveSeed(base, r)
				add(Run{Instance: i, Config: c, Repeat: r, Seed: seed, Solve: &wire.Request{
					Game: p.Spec.Game, Board: in.Board, Goal: p.Spec.Goal, Algorithm: cfg.Algorithm, Params: cfg.Params,
					Seed: seed, MaxNodes: b.MaxNodes, TimeoutMS: b.TimeoutMS, MaxMemoryBytes: b.MaxMemoryBytes,
				}})
			}
		}
	}
	return runs
}
