// Package match plays one game between two players, the work of
// POST /api/match (core/api/httpapi) and of each game of `searchlab
// tournament -remote`: the request names the game (Othello), the players as
// text specs (core/othello/players: "alphabeta:depth=4", "mcts-bt:iterations=2000"),
// an opening, a seed and the default time per move; the answer is the
// game's result and its move list. Players without a time budget are
// deterministic: the same request gives the same game on every endpoint,
// and game i of a tournament with seed S is the request with seed
// tournament.GameSeed(S, i) (players.PlayOne).
//
// The package is apart from core/api so that the UI, which links core/api,
// does not link the Othello players; it does not import net/http.
package match

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"searchlab/core/api"
	"searchlab/core/othello"
	"searchlab/core/othello/players"
)

// Limits of one match request.
const (
	// MaxMoveTime bounds the time per move, move_time_ms and each player's
	// time_ms: an Othello game has about 30 moves a side, so a game stays
	// within MaxGameTime.
	MaxMoveTime = 20 * time.Second
	// MaxGameTime bounds a whole game; one that runs longer (players with
	// huge depth or iteration budgets) ends with status budget_exceeded.
	MaxGameTime = 10 * time.Minute
	// MaxRequestBytes bounds a request body.
	MaxRequestBytes = 64 << 10
)

// Request is a match request (POST /api/match).
type Request struct {
	// Game is "othello" (the default when empty).
	Game string `json:"game"`
	// Black and White are player specs (players.Parse).
	Black string `json:"black"`
	White string `json:"white"`
	// Opening is a game record played before the players move ("f5d6c3";
	// empty: the start position).
	Opening string `json:"opening"`
	// Seed seeds both players (players.PlayOne).
	Seed uint64 `json:"seed"`
	// MoveTimeMS is the time per move of players without their own
	// time_ms (0: none; they use their depth or iteration budgets).
	MoveTimeMS int64 `json:"move_time_ms"`
	// MaxMemoryBytes bounds the memory of every move's search (0: none
	// here; a server sets its own ceiling, see core/api/httpapi). A
	// search that reaches it plays the best move it has.
	MaxMemoryBytes int64 `json:"max_memory_bytes,omitempty"`
}

// Statuses of a Response.
const (
	StatusFinished       = "finished"
	StatusInvalid        = "invalid"
	StatusBudgetExceeded = "budget_exceeded"
	StatusCancelled      = "cancelled"
	StatusError          = "error"
)

// Response is the answer to a match request.
type Response struct {
	Status string `json:"status"`
	// Error is a sentence when the status is not finished.
	Error string `json:"error,omitempty"`
	// Result is the finished game (winner, disc difference, record, time
	// and moves of each side).
	Result *players.GameResult `json:"result,omitempty"`
	// Moves is the whole game from the start position, opening included,
	// with forced passes as "pass".
	Moves []string `json:"moves"`
}

// Invalid is the response to a bad request.
func Invalid(err error) Response { return Response{Status: StatusInvalid, Error: err.Error()} }

// Decode reads one match request; malformed JSON, unknown fields and
// trailing data are errors with a message saying what is wrong.
func Decode(r io.Reader) (Request, error) {
	var req Request
	dec := json.NewDecoder(io.LimitReader(r, MaxRequestBytes+1))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		msg := strings.TrimPrefix(err.Error(), "json: ")
		switch {
		case errors.Is(err, io.EOF):
			msg = "the request body is empty"
		case strings.HasPrefix(msg, "unknown field "):
			msg += " (known: game, black, white, opening, seed, move_time_ms, max_memory_bytes)"
		}
		return req, fmt.Errorf("malformed match request: %s", msg)
	}
	if _, err := dec.Token(); err != io.EOF {
		return req, errors.New("malformed match request: unexpected data after the request object")
	}
	return req, nil
}

// Checked is a validated request.
type Checked struct {
	Request
	Black, White players.Spec
	MoveTime     time.Duration
}

// Check validates req: the game, both players (known algorithm, known
// settings in range, time_ms within MaxMoveTime), the opening (legal moves
// that leave the game unfinished) and the time per move.
func Check(req Request) (Checked, error) {
	c := Checked{Request: req}
	if req.Game != "" && req.Game != "othello" {
		return c, fmt.Errorf("game %q has no matches; use othello", req.Game)
	}
	c.Game = "othello"
	if req.MoveTimeMS < 0 || req.MoveTimeMS > MaxMoveTime.Milliseconds() {
		return c, fmt.Errorf("move_time_ms must be from 0 (no time budget) to %d, not %d", MaxMoveTime.Milliseconds(), req.MoveTimeMS)
	}
	c.MoveTime = time.Duration(req.MoveTimeMS) * time.Millisecond
	if m := req.MaxMemoryBytes; m < 0 || (m > 0 && m < api.MinMaxMemory) || m > api.MaxMaxMemory {
		return c, fmt.Errorf("max_memory_bytes must be 0 (no bound) or from %d to %d, not %d", api.MinMaxMemory, int64(api.MaxMaxMemory), m)
	}
	for i, text := range []string{req.Black, req.White} {
		side := [2]string{"black", "white"}[i]
		if strings.TrimSpace(text) == "" {
			return c, fmt.Errorf("%s: no player given (e.g. alphabeta:depth=4, mcts-bt:iterations=2000; algorithms: %s)", side, strings.Join(players.Algorithms, ", "))
		}
		s, err := players.Parse(text)
		if err == nil {
			_, err = s.Factory(c.MoveTime)
		}
		if err != nil {
			return c, fmt.Errorf("%s: %w", side, err)
		}
		if v, ok := s.Settings["time_ms"]; ok {
			if ms, _ := strconv.ParseInt(v, 10, 64); ms > MaxMoveTime.Milliseconds() {
				return c, fmt.Errorf("%s: time_ms=%s is above the maximum of %d ms per move", side, v, MaxMoveTime.Milliseconds())
			}
		}
		if i == 0 {
			c.Black = s
		} else {
			c.White = s
		}
	}
	_, end, err := othello.ParseRecord(othello.Start(), req.Opening)
	if err != nil {
		return c, fmt.Errorf("opening %q is not a legal game record: %w", req.Opening, err)
	}
	if end.Over() {
		return c, fmt.Errorf("opening %q ends the game: nothing is left to play", req.Opening)
	}
	return c, nil
}

// Play validates and plays the request within MaxGameTime; ctx ends it,
// the move in progress included.
func Play(ctx context.Context, req Request) Response {
	c, err := Check(req)
	if err != nil {
		return Invalid(err)
	}
	ctx, cancel := context.WithTimeout(ctx, MaxGameTime)
	defer cancel()
	res, err := players.PlayOneWith(ctx, c.Black, c.White, c.Opening, c.Seed, players.Budget{MoveTime: c.MoveTime, MaxMemory: c.MaxMemoryBytes})
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return Response{Status: StatusBudgetExceeded, Error: fmt.Sprintf("the game did not finish within %v", MaxGameTime)}
	case errors.Is(err, context.Canceled):
		return Response{Status: StatusCancelled, Error: err.Error()}
	case err != nil:
		return Response{Status: StatusError, Error: err.Error()}
	}
	moves, _, err := othello.ParseRecord(othello.Start(), res.Record)
	if err != nil {
		return Response{Status: StatusError, Error: "internal error: the game's record does not replay: " + err.Error()}
	}
	out := Response{Status: StatusFinished, Result: &res, Moves: make([]string, len(moves))}
	for i, m := range moves {
		out.Moves[i] = m.String()
	}
	return out
}
