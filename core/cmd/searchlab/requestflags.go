package main

import (
	"flag"
	"fmt"
	"time"

	"searchlab/core/registry"
	"searchlab/core/wire"
)

// requestFlags are the flags that describe a solve request: game,
// algorithm, heuristic, goal, parameters, seed and budgets. solve and batch
// declare them through this one type (batch's are the defaults of its
// board lines).
type requestFlags struct {
	game, algo, heuristic, goal string
	sets                        setFlags
	seed, maxNodes              int64
	timeout                     time.Duration
}

// register declares the flags on fl; lines words their help for batch
// ("of board lines").
func (r *requestFlags) register(fl *flag.FlagSet, lines bool) {
	help := func(solve, batch string) string {
		if lines {
			return batch
		}
		return solve
	}
	fl.StringVar(&r.game, "game", "npuzzle", help("game id", "game id of board lines"))
	fl.StringVar(&r.algo, "algo", "", help("algorithm id (see searchlab algos -game ID)", "algorithm id of board lines"))
	fl.StringVar(&r.heuristic, "heuristic", "", help("heuristic (informed and local algorithms), e.g. manhattan, misplaced, linear-conflict, walking-distance, pdb",
		"heuristic of board lines (informed and local algorithms)"))
	fl.StringVar(&r.goal, "goal", "", help("goal board (default: the game's goal)", "goal board of board lines (default: the game's goal)"))
	fl.Var(&r.sets, "set", help("algorithm parameter `key=value` (repeatable)", "algorithm parameter `key=value` of board lines (repeatable)"))
	fl.Int64Var(&r.seed, "seed", 0, help("random seed of stochastic algorithms", "random seed of board lines"))
	fl.Int64Var(&r.maxNodes, "max-nodes", 0, fmt.Sprintf(help("node budget (0: the default, %d)", "node budget of board lines (0: the default, %d)"), registry.DefaultMaxNodes))
	fl.DurationVar(&r.timeout, "timeout", 0, fmt.Sprintf(help("time budget (0: the default, %v)", "time budget of board lines (0: the default, %v)"), registry.DefaultTimeout))
}

// request is the request the flags describe (without board or
// parameters), or an error for a negative time budget.
func (r *requestFlags) request() (wire.Request, error) {
	req := wire.Request{Game: r.game, Goal: r.goal, Algorithm: r.algo, Seed: r.seed, MaxNodes: r.maxNodes}
	switch {
	case r.timeout < 0:
		return req, fmt.Errorf("-timeout must not be negative, got %v", r.timeout)
	case r.timeout > 0:
		req.TimeoutMS = (r.timeout + time.Millisecond - 1).Milliseconds()
	}
	return req, nil
}

// params are the -set parameters of req, checked against the registry,
// with -heuristic added; nil when there are none.
func (r *requestFlags) params(reg *registry.Registry, req wire.Request) (map[string]any, error) {
	params, err := parseSets(reg, req, r.sets)
	if err != nil {
		return nil, err
	}
	if r.heuristic != "" {
		params["heuristic"] = r.heuristic
	}
	if len(params) == 0 {
		return nil, nil
	}
	return params, nil
}
