package engine

import (
	"context"

	"searchlab/core/adversarial"
	"searchlab/core/games/othellogame"
	"searchlab/core/othello"
	"searchlab/core/registry"
	"searchlab/core/tournament"
	"searchlab/core/tournament/score"
)

// PlayGame plays one game of p from the start position after the opening:
// Players[0] for Black and Players[1] for White (Player, seeded from
// score.PlayerSeed(p.Seed, 0 or 1)), p.MoveTime the default time per
// move (0: none), p.MaxMemory every search's memory budget (0: the
// default); p.OnMove, when set, is called after every move the players
// chose (registry.Matcher).
func (Game) PlayGame(ctx context.Context, reg *registry.Registry, p registry.Pairing) (registry.GameResult, error) {
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
		pl := NewPlayer(reg, reg.WithMoveTime(othellogame.GameID, s, p.MoveTime), score.PlayerSeed(p.Seed, i))
		pl.Ctx, pl.OnMove, pl.MaxMemory = ctx, onMove, p.MaxMemory
		pls[i] = pl
	}
	rec, err := tournament.PlayGame[othello.Position, othello.Move](ctx, othello.Game{}, othello.Start(), opening, pls, 0)
	if err != nil {
		return registry.GameResult{}, err
	}
	return gameResult(rec, p.Players[0], p.Players[1]), nil
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
