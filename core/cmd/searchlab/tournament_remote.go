package main

import (
	"context"
	"fmt"
	"time"

	"searchlab/core/adversarial"
	"searchlab/core/api/remote"
	"searchlab/core/experiment/tally"
	"searchlab/core/othello"
	"searchlab/core/registry"
	"searchlab/core/tournament"
	"searchlab/core/tournament/score"
)

// remoteTournament plays a match's games on solver endpoints (POST
// /api/game through core/api/remote), each game exactly as tournament.Run
// plays it here: game i opens with openings[(i/2) mod len], A has Black in
// even games, and the players are seeded from score.GameSeed(seed, i)
// (api.GameRequest), so deterministic players give the same games. A game
// that fails or is lost on one endpoint is played again on another; every
// game is counted once. It returns the played games in index order, their
// summary from A's side, the run's tally and an error when some game could
// not be played.
func remoteTournament(ctx context.Context, o remote.Options, specs [2]registry.PlayerSpec, openings [][]othello.Move, games int,
	seed uint64, moveTime time.Duration) ([]tournament.Game[othello.Move], score.Summary, tally.Tally, error) {
	reqs := make([]registry.GameRequest, games)
	for i := range reqs {
		black, white := specs[0], specs[1]
		if i%2 == 1 {
			black, white = white, black
		}
		var opening []othello.Move
		if len(openings) > 0 {
			opening = openings[(i/2)%len(openings)]
		}
		reqs[i] = registry.GameRequest{Game: "othello", Black: black.String(), White: white.String(),
			Opening: othello.FormatRecord(opening), Seed: score.GameSeed(seed, i), MoveTimeMS: moveTime.Milliseconds()}
	}
	played := make([]*tournament.Game[othello.Move], games)
	var firstErr error
	failed := 0
	tally := remote.Run(ctx, o, reqs, remote.GameDoer(remote.NewClient(o.Parallel)), func(out remote.Outcome[registry.GameResponse]) {
		g, err := gameOf(out, reqs[out.Index])
		if err != nil {
			failed++
			if firstErr == nil {
				firstErr = fmt.Errorf("game %d: %w", out.Index+1, err)
			}
			return
		}
		played[out.Index] = &g
	})
	var gs []tournament.Game[othello.Move]
	var outcomes []int
	for _, g := range played {
		if g != nil {
			gs = append(gs, *g)
			outcomes = append(outcomes, g.Outcome)
		}
	}
	if firstErr != nil {
		firstErr = fmt.Errorf("%d of %d games were not played; %w", failed, games, firstErr)
	}
	return gs, score.Summarize(outcomes), tally, firstErr
}

// gameOf turns an endpoint's answer for game i into the tournament's record
// of it.
func gameOf(out remote.Outcome[registry.GameResponse], req registry.GameRequest) (tournament.Game[othello.Move], error) {
	i := out.Index
	g := tournament.Game[othello.Move]{Index: i, AFirst: i%2 == 0, Seed: req.Seed}
	switch {
	case out.Err != nil:
		return g, out.Err
	case out.Value.Status != registry.StatusFinished || out.Value.Result == nil:
		return g, fmt.Errorf("%s: %s: %s", out.Endpoint, out.Value.Status, out.Value.Error)
	}
	res := out.Value.Result
	moves, end, err := othello.ParseRecord(othello.Start(), res.Record)
	if err != nil || !end.Over() {
		return g, fmt.Errorf("%s answered a record that does not replay to a finished game: %q (%v)", out.Endpoint, res.Record, err)
	}
	opening, _, err := othello.ParseRecord(othello.Start(), req.Opening)
	if err != nil {
		return g, err
	}
	rec := tournament.GameRecord[othello.Move]{Moves: moves, OpeningPlies: len(opening),
		Time:  [2]time.Duration{time.Duration(res.BlackMS) * time.Millisecond, time.Duration(res.WhiteMS) * time.Millisecond},
		Plies: [2]int{res.BlackMoves, res.WhiteMoves}}
	for _, s := range res.Searches {
		if s.Ply < 1 || s.Ply > len(moves) {
			return g, fmt.Errorf("%s answered a search for ply %d of a %d-ply game", out.Endpoint, s.Ply, len(moves))
		}
		rec.Searches = append(rec.Searches, tournament.MoveSearch{Ply: s.Ply - 1, Player: (s.Ply - 1) % 2,
			Stats: adversarial.Stats{DepthReached: s.Depth, Nodes: s.Nodes, Playouts: s.Playouts}})
	}
	// Black's utility as othello.Game scores it: ±(½ + discs/128), 0 a draw.
	switch d := res.DiscDiff; {
	case d > 0:
		rec.Result, rec.Outcome = 0.5+float64(d)/128, 1
	case d < 0:
		rec.Result, rec.Outcome = -0.5+float64(d)/128, -1
	}
	g.Record = rec
	g.Outcome = rec.Outcome
	if !g.AFirst {
		g.Outcome = -g.Outcome
	}
	return g, nil
}
