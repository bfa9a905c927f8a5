package players

import (
	"context"
	"time"

	"searchlab/core/adversarial"
	"searchlab/core/othello"
	"searchlab/core/tournament"
)

// GameResult is one finished game between two specs.
type GameResult struct {
	Black   string `json:"black"`
	White   string `json:"white"`
	Opening string `json:"opening"`
	// Record is the whole game (opening included) as concatenated moves.
	Record string `json:"record"`
	Plies  int    `json:"plies"`
	// DiscDiff is Black's final disc difference (empties to the winner);
	// Winner "X", "O" or "draw".
	DiscDiff int    `json:"disc_diff"`
	Winner   string `json:"winner"`
	// Milliseconds each side spent choosing its moves, and their moves.
	BlackMS    int64 `json:"black_ms"`
	WhiteMS    int64 `json:"white_ms"`
	BlackMoves int   `json:"black_moves"`
	WhiteMoves int   `json:"white_moves"`
}

// PlayOne plays one game of Othello from the start position after the
// opening (a game record such as "f5d6c3", may be empty): black moves
// for Black, white for White, each built from its seed
// tournament.PlayerSeed(seed, 0 or 1) (so game i of a tournament with seed
// S is PlayOne with seed tournament.GameSeed(S, i)), with moveTime as the
// default time budget per move (0: none).
func PlayOne(ctx context.Context, black, white Spec, opening string, seed uint64, moveTime time.Duration) (GameResult, error) {
	return PlayOneWith(ctx, black, white, opening, seed, Budget{MoveTime: moveTime})
}

// PlayOneWith is PlayOne with every move's search bounded by b. ctx ends
// the game, a move in progress included.
func PlayOneWith(ctx context.Context, black, white Spec, opening string, seed uint64, b Budget) (GameResult, error) {
	res := GameResult{Black: black.String(), White: white.String(), Opening: opening}
	moves, _, err := othello.ParseRecord(othello.Start(), opening)
	if err != nil {
		return res, err
	}
	var players [2]adversarial.Player[othello.Position, othello.Move]
	for p, s := range []Spec{black, white} {
		f, err := s.FactoryWith(b)
		if err != nil {
			return res, err
		}
		if players[p], err = f(tournament.PlayerSeed(seed, p)); err != nil {
			return res, err
		}
	}
	rec, err := tournament.PlayGame[othello.Position, othello.Move](ctx, othello.Game{}, othello.Start(), moves, players, 0)
	if err != nil {
		return res, err
	}
	res.fill(rec)
	return res, nil
}

// fill sets the result fields from a finished game's record.
func (res *GameResult) fill(rec tournament.GameRecord[othello.Move]) {
	res.Record = othello.FormatRecord(rec.Moves)
	res.Plies = len(rec.Moves)
	res.DiscDiff = othello.DiscDiff(rec.Result)
	res.Winner = "draw"
	switch {
	case res.DiscDiff > 0:
		res.Winner = "X"
	case res.DiscDiff < 0:
		res.Winner = "O"
	}
	res.BlackMS, res.WhiteMS = rec.Time[0].Milliseconds(), rec.Time[1].Milliseconds()
	res.BlackMoves, res.WhiteMoves = rec.Plies[0], rec.Plies[1]
}

// Result describes game g of a match between specs a and b.
func Result(g tournament.Game[othello.Move], a, b Spec) GameResult {
	black, white := a, b
	if !g.AFirst {
		black, white = b, a
	}
	res := GameResult{Black: black.String(), White: white.String(), Opening: othello.FormatRecord(g.Record.Moves[:g.Record.OpeningPlies])}
	res.fill(g.Record)
	return res
}
