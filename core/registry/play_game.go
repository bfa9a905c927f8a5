package registry

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"searchlab/core/wire"
)

// One game of a two-player game (a Matcher, such as Othello) between two
// players (POST /api/game, also served at its former path /api/match; each
// game of `searchlab tournament -remote`): the players as text specs
// (PlayerSpec: "alphabeta:depth=8", "mcts-bt:iterations=2000"), an
// opening, a seed and the default time per move; the answer is the game's
// result and its move list. Every move is a solve of the registry (the
// game's player, e.g. othelloengine.Player). Players without a time per move
// are deterministic: the same request gives the same game on every
// endpoint, and game i of a tournament with seed S is the request with
// seed score.GameSeed(S, i).

// Limits of one game request.
const (
	// MaxGameMoveTime bounds the time per move, move_time_ms and each
	// player's own move_time_ms: an Othello game has about 30 moves a
	// side, so a game stays within MaxGameTime.
	MaxGameMoveTime = 20 * time.Second
	// MaxGameTime bounds a whole game; one that runs longer (players with
	// huge depth or iteration budgets) ends with status budget_exceeded.
	MaxGameTime = 10 * time.Minute
	// MaxGameRequestBytes bounds a request body.
	MaxGameRequestBytes = 64 << 10
)

// GameRequest asks for one game (POST /api/game).
type GameRequest struct {
	// Game is a game that plays matches (a Matcher; the first in registry
	// order, Othello, when empty).
	Game string `json:"game"`
	// Black and White are players in their text form (ParsePlayer).
	Black string `json:"black"`
	White string `json:"white"`
	// Opening is a game record played before the players move ("f5d6c3";
	// empty: the start position).
	Opening string `json:"opening"`
	// Seed seeds both players: Black from score.PlayerSeed(Seed, 0),
	// White from score.PlayerSeed(Seed, 1).
	Seed uint64 `json:"seed"`
	// MoveTimeMS is the time per move of players without their own
	// move_time_ms (0: none; they use their depth or iteration budgets).
	MoveTimeMS int64 `json:"move_time_ms"`
	// MaxMemoryBytes is every move's memory budget, as max_memory_bytes of
	// a solve request (0: the default).
	MaxMemoryBytes int64 `json:"max_memory_bytes,omitempty"`
}

// StatusFinished is the status of a game played to its end (GameResponse;
// a game that could not be played has StatusInvalid, StatusBudgetExceeded,
// StatusCancelled or StatusError).
const StatusFinished wire.Status = "finished"

// GameResponse is the answer to a game request.
type GameResponse struct {
	Status wire.Status `json:"status"`
	// Error is a sentence when the status is not finished.
	Error string `json:"error,omitempty"`
	// Result is the finished game (winner, disc difference, record, time
	// and moves of each side, the search behind every move).
	Result *GameResult `json:"result,omitempty"`
	// Moves is the whole game from the start position, opening included,
	// with forced passes as "pass".
	Moves []string `json:"moves"`
}

// GameResult is one finished game between two players.
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
	// Searches are the searches behind the players' moves (forced passes
	// take none), in game order.
	Searches []MoveSearch `json:"searches,omitempty"`
}

// MoveSearch is the search behind one move of a game: the ply (1 is the
// game's first move, the opening's included), the move, the depth it
// searched (tree_stats.depth_reached) and the nodes it entered.
type MoveSearch struct {
	Ply      int    `json:"ply"`
	Move     string `json:"move"`
	Depth    int    `json:"depth"`
	Nodes    int64  `json:"nodes"`
	Playouts int64  `json:"playouts,omitempty"`
}

// DecodeGameRequest reads one game request (at most MaxGameRequestBytes);
// malformed JSON, unknown fields and trailing data are InvalidErrors with a
// sentence saying what is wrong, as for a solve request.
func DecodeGameRequest(r io.Reader) (GameRequest, error) {
	var req GameRequest
	return req, wire.DecodeObject(wire.LimitReader(r, MaxGameRequestBytes), &req, false)
}

// checkedGame is a validated game request.
type checkedGame struct {
	GameRequest
	Black, White PlayerSpec
	Opening      []string
	MoveTime     time.Duration
	matcher      Matcher
}

// checkGame validates req: the game, both players (ParsePlayer: a known
// algorithm, known parameters in range, their own move_time_ms within
// MaxGameMoveTime), the opening (legal moves that leave the game
// unfinished) and the time per move.
func (r *Registry) CheckGame(req GameRequest) (checkedGame, error) {
	c := checkedGame{GameRequest: req}
	if req.Game == "" {
		if ids := r.matchGames(); len(ids) > 0 {
			c.Game = ids[0]
		}
	}
	m, ok := r.Matcher(c.Game)
	if !ok {
		return c, wire.Invalidf("game %q has no two-player games to play; use %s", req.Game, r.matchGamesText(false))
	}
	c.matcher = m
	if req.MoveTimeMS < 0 || req.MoveTimeMS > MaxGameMoveTime.Milliseconds() {
		return c, wire.Invalidf("move_time_ms must be from 0 (no time budget) to %d, not %d", MaxGameMoveTime.Milliseconds(), req.MoveTimeMS)
	}
	c.MoveTime = time.Duration(req.MoveTimeMS) * time.Millisecond
	if err := checkMaxMemory(req.MaxMemoryBytes); err != nil {
		return c, err
	}
	for i, text := range []string{req.Black, req.White} {
		side := [2]string{"black", "white"}[i]
		if strings.TrimSpace(text) == "" {
			return c, wire.Invalidf("%s: no player given (e.g. alphabeta:depth=8, mcts-bt:iterations=2000; algorithms: %s)", side, strings.Join(r.algorithmIDs(c.Game), ", "))
		}
		s, err := r.ParsePlayer(c.Game, text)
		if err != nil {
			return c, &wire.InvalidError{Msg: side + ": " + err.Error(), Err: err}
		}
		if ms, ok := number(s.Params["move_time_ms"]); ok && ms > float64(MaxGameMoveTime.Milliseconds()) {
			return c, wire.Invalidf("%s: move_time_ms=%v is above the maximum of %d ms per move", side, ms, MaxGameMoveTime.Milliseconds())
		}
		if i == 0 {
			c.Black = s
		} else {
			c.White = s
		}
	}
	moves, over, err := m.ParseOpening(req.Opening)
	if err != nil {
		return c, wire.Invalidf("opening %q is not a legal game record: %v", req.Opening, err)
	}
	if over {
		return c, wire.Invalidf("opening %q ends the game: nothing is left to play", req.Opening)
	}
	c.Opening = moves
	return c, nil
}

// algorithmIDs lists the ids of a game's algorithms.
func (r *Registry) algorithmIDs(game string) []string {
	as, _ := r.Algorithms(game)
	ids := make([]string, len(as))
	for i, a := range as {
		ids[i] = a.ID
	}
	return ids
}

// PlayGame validates and plays req within MaxGameTime.
func (r *Registry) PlayGame(ctx context.Context, req GameRequest) GameResponse {
	c, err := r.CheckGame(req)
	if err != nil {
		return GameResponse{Status: wire.StatusInvalid, Error: err.Error()}
	}
	ctx, cancel := context.WithTimeout(ctx, MaxGameTime)
	defer cancel()
	res, err := c.matcher.PlayGame(ctx, r, Pairing{Players: [2]PlayerSpec{c.Black, c.White}, Opening: c.Opening, Seed: c.Seed,
		MoveTime: c.MoveTime, MaxMemory: c.MaxMemoryBytes})
	switch {
	case errors.Is(err, ErrPlayerInvalid):
		return GameResponse{Status: wire.StatusInvalid, Error: err.Error()}
	case errors.Is(err, context.DeadlineExceeded):
		return GameResponse{Status: wire.StatusBudgetExceeded, Error: fmt.Sprintf("the game did not finish within %v", MaxGameTime)}
	case errors.Is(err, context.Canceled):
		return GameResponse{Status: wire.StatusCancelled, Error: err.Error()}
	case err != nil:
		return GameResponse{Status: wire.StatusError, Error: err.Error()}
	}
	moves, err := c.matcher.RecordMoves(res.Record)
	if err != nil {
		return GameResponse{Status: wire.StatusError, Error: "internal error: the game's record does not replay: " + err.Error()}
	}
	return GameResponse{Status: StatusFinished, Result: &res, Moves: moves}
}
