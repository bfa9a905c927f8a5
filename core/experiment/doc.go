// Package experiment is SearchLab's Lab in pure Go: experiments over many
// instances and algorithm configurations, run anywhere, summarised and
// exported for a report. The page, the CLI (searchlab experiment) and the
// tests share it; it never links net/http (its runners over HTTP live in
// experiment/runner).
//
// The flow:
//
//	spec JSON ──DecodeSpec──▶ Spec ──NewPlan(registry)──▶ Plan{Instances, Configs, Runs}
//	Runs ──Runner (Execute: skips runs already done)──▶ []Result
//	Plan + Results ──▶ Rows / MatchRows, Summarize ──▶ Summary
//	Report{Spec, Rows, Summary} ──▶ CSV, Markdown, JSON, SVG charts
//	Spec ◀──ShareLink / SpecFromLink──▶ "#v1/lab/…"
//
// A spec (Spec) names one game, its instances (listed boards, random
// N-puzzles drawn from a seed, Bloxorz stages, Nim positions, or Othello
// openings for a match experiment), the configs (exactly an /api/solve
// algorithm and params, checked by the same registry validator, one
// parameter at a time so an error names it: "configs[2].params.weight:
// …"), the budget of every run, repeats and a seed.
//
// A run (Run) is independent and serialisable: a solve request, or for a
// match one opening played twice between two configs with colours swapped
// (an /api/tournament request). Expand's order and seeds are fixed and
// documented (expand.go), so an experiment repeats exactly from its spec.
// Deterministic algorithms run once per instance whatever repeats says;
// randomized ones (local search, MCTS, the random player) run repeats
// times with different seeds.
//
// Statistics (stats.go, summary.go): per config the number of runs and
// solved runs, and for each figure (length, cost, nodes expanded and
// generated, largest frontier, time, memory) the mean with its 95% Student
// t interval and the median; for puzzles the gap to the best length an
// optimal algorithm found on the same instance. Matches: W/D/L per pair
// and per player, the score with its 95% Wilson interval, and the Elo
// difference with the interval's Elo.
package experiment
