package main

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"searchlab/core/adversarial"
	"searchlab/core/api/remote"
	"searchlab/core/othello"
	"searchlab/core/registry"
	"searchlab/core/tournament"
	"searchlab/core/tournament/score"
	"searchlab/core/wire"
)

// endpointPlayer is a tournament player whose every move is solved by
// POST /api/solve at a solver endpoint (another build of searchlab
// running `searchlab serve`): the same request the in-process player
// (engine.Player) solves, so a match can pit this build against an older
// one with the same spec, side by side on one machine. Search k of the game
// is seeded with score.GameSeed(seed, k), as engine.Player does.
type endpointPlayer struct {
	hc       *http.Client
	endpoint string
	spec     registry.PlayerSpec
	seed     uint64
	searches int
}

// ChooseMove solves p at the endpoint and returns the answer's best move
// (a forced pass without a request).
func (pl *endpointPlayer) ChooseMove(p othello.Position) (othello.Move, error) {
	if p.MustPass() {
		return othello.Pass, nil
	}
	seed := int64(score.GameSeed(pl.seed, pl.searches))
	pl.searches++
	req := wire.Request{Game: "othello", Board: p.String(), Algorithm: pl.spec.Algorithm, Params: pl.spec.Params, Seed: seed}
	resp, err := remote.Solve(context.Background(), pl.hc, pl.endpoint, req, nil)
	switch {
	case err != nil:
		return 0, fmt.Errorf("%s at %s: %w", pl.spec, pl.endpoint, err)
	case resp.TwoPlayerResult == nil || resp.BestMove == "":
		return 0, fmt.Errorf("%s at %s chose no move (%s: %s)", pl.spec, pl.endpoint, resp.Status, resp.Error)
	}
	return othello.ParseMove(resp.BestMove)
}

var _ adversarial.Player[othello.Position, othello.Move] = (*endpointPlayer)(nil)

// endpointFactory returns the factory of players of spec solved at
// endpoint (an http:// or https:// URL).
func endpointFactory(endpoint string, spec registry.PlayerSpec) (tournament.Factory[othello.Position, othello.Move], error) {
	endpoint = strings.TrimRight(strings.TrimSpace(endpoint), "/")
	if u, err := url.Parse(endpoint); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("%q is not an http:// or https:// URL", endpoint)
	}
	hc := remote.NewClient(2)
	return func(seed uint64) (adversarial.Player[othello.Position, othello.Move], error) {
		return &endpointPlayer{hc: hc, endpoint: endpoint, spec: spec, seed: seed}, nil
	}, nil
}
