package othellogame

import (
	"context"
	"math/rand/v2"

	"searchlab/core/adversarial"
	"searchlab/core/othello"
	"searchlab/core/registry"
	"searchlab/core/tournament"
	"searchlab/core/tournament/score"
)

// Othello as a registry.Matcher: the registry's players play its games
// (POST /api/game, POST /api/tournament, the Lab's match experiments) from
// the start position, in the game-database notation of othello.ParseRecord
// and othello.FormatRecord ("f5d6c3…", forced passes left out), every
// move checked against the rules by tournament.PlayGame. Moves travel as
// othello.Move names ("f5", "pass").

// ParseOpening reads an opening record from the start position
// (registry.Matcher).
func (othelloGame) ParseOpening(record string) ([]string, bool, error) {
	moves, end, err := othello.ParseRecord(othello.Start(), record)
	if err != nil {
		return nil, false, err
	}
	return moveNames(moves), end.Over(), nil
}

// RandomOpenings draws n openings of plies uniformly random legal moves
// each (tournament.RandomOpenings; registry.Matcher).
func (othelloGame) RandomOpenings(n, plies int, r *rand.Rand) ([][]string, error) {
	ops, err := tournament.RandomOpenings[othello.Position, othello.Move](othello.Game{}, othello.Start(), n, plies, plies, nil, r)
	if err != nil {
		return nil, err
	}
	out := make([][]string, len(ops))
	for i, op := range ops {
		out[i] = moveNames(op)
	}
	return out, nil
}

// PlayGame plays one game of p from the start position after the opening:
// Players[0] for Black and Players[1] for White (Player, seeded from
// score.PlayerSeed(p.Seed, 0 or 1)), p.MoveTime the default time per
// move (0: none), p.MaxMemory every search's memory budget (0: the
// default); p.OnMove, when set, is called after every move the players
// chose (registry.Matcher).
func (othelloGame) PlayGame(ctx context.Context, reg *registry.Registry, p registry.Pairing) (registry.GameResult, error) {
	opening := make([]othello.Move, len(p.Opening))
	for i, name := range p.Opening {
		m, err := othello.ParseMove(name)
		if err != nil {
			return registry.GameResult{}, err
		}
		opening[i] = m
	}
	var onMove func(othello.Position, othello.Move)
	if p.OnMove != nil {
		onMove = func(_ othello.Position, m othello.Move) { p.OnMove(m == othello.Pass) }
	}
	var pls [2]adversarial.Player[othello.Position, othello.Move]
	for i, s := range p.Players {
		pl := NewPlayer(reg, reg.WithMoveTime(GameID, s, p.MoveTime), score.PlayerSeed(p.Seed, i))
		pl.Ctx, pl.OnMove, pl.MaxMemory = ctx, onMove, p.MaxMemory
		pls[i] = pl
	}
	rec, err := tournament.PlayGame[othello.Position, othello.Move](ctx, othello.Game{}, othello.Start(), opening, pls, 0)
	if err != nil {
		return registry.GameResult{}, err
	}
	return gameResult(rec, p.Players[0], p.Players[1]), nil
}

// RecordMoves replays a finished game's record from the start position
// (registry.Matcher).
func (othelloGame) RecordMoves(record string) ([]string, error) {
	moves, _, err := othello.ParseRecord(othello.Start(), record)
	if err != nil {
		return nil, err
	}
	return moveNames(moves), nil
}

// FormatRecord writes moves as a game record, forced passes left out
// (othello.FormatRecord; registry.Matcher). A name that is not a move is
// left out too: RecordMoves never gives one.
func (othelloGame) FormatRecord(names []string) string {
	moves := make([]othello.Move, 0, len(names))
	for _, n := range names {
		if m, err := othello.ParseMove(n); err == nil {
			moves = append(moves, m)
		}
	}
	return othello.FormatRecord(moves)
}

// moveNames writes moves by name (passes "pass"), never nil.
func moveNames(moves []othello.Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}

// GameResult describes game g of a tournament between players a and b (A
// Black when g.AFirst) as POST /api/game answers it.
func GameResult(g tournament.Game[othello.Move], a, b registry.PlayerSpec) registry.GameResult {
	black, white := a, b
	if !g.AFirst {
		black, white = b, a
	}
	return gameResult(g.Record, black, white)
}

// gameResult is the result of a finished game's record.
func gameResult(rec tournament.GameRecord[othello.Move], black, white registry.PlayerSpec) registry.GameResult {
	res := registry.GameResult{Black: black.String(), White: white.String(), Opening: othello.FormatRecord(rec.Moves[:rec.OpeningPlies]),
		Record: othello.FormatRecord(rec.Moves), Plies: len(rec.Moves), DiscDiff: othello.DiscDiff(rec.Result), Winner: "draw",
		BlackMS: rec.Time[0].Milliseconds(), WhiteMS: rec.Time[1].Milliseconds(), BlackMoves: rec.Plies[0], WhiteMoves: rec.Plies[1]}
	switch {
	case res.DiscDiff > 0:
		res.Winner = "X"
	case res.DiscDiff < 0:
		res.Winner = "O"
	}
	for _, s := range rec.Searches {
		res.Searches = append(res.Searches, registry.MoveSearch{Ply: s.Ply + 1, Move: rec.Moves[s.Ply].String(),
			Depth: s.Stats.DepthReached, Nodes: s.Stats.Nodes, Playouts: s.Stats.Playouts})
	}
	return res
}
