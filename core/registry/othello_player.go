package registry

import (
	"context"
	"errors"
	"fmt"
	"time"

	"searchlab/core/adversarial"
	"searchlab/core/othello"
	"searchlab/core/tournament"
	"searchlab/core/wire"
)

// OthelloPlayer plays Othello with one of the registry's algorithms: every
// move is the solve request `searchlab solve -game othello` would send for
// the position (its spec's algorithm and parameters, the default budgets),
// and it plays the best move of the answer. A tournament, a game of POST
// /api/game and the matches of POST /api/tournament therefore search
// exactly as a solve does: one algorithm id, one set of defaults, one
// validator. A forced pass is played without a search.
//
// It implements adversarial.Player and tournament.SearchReporter. Its
// randomness comes from its seed: search k is seeded with
// tournament.GameSeed(seed, k), so a game repeats from its seeds (players
// with a time per move excepted).
type OthelloPlayer struct {
	reg  *Registry
	spec PlayerSpec
	seed uint64
	// Ctx, when set, is the context of every search (nil: none).
	Ctx context.Context
	// OnMove, when set, is called after every move chosen, with the
	// position it was chosen in.
	OnMove func(p othello.Position, m othello.Move)
	// MaxMemory is every search's memory budget (max_memory_bytes; 0: the
	// default).
	MaxMemory int64

	searches int
	last     *wire.TwoPlayerResult // nil after a forced pass
}

// NewOthelloPlayer returns the player of spec (checked by CheckPlayer or
// ParsePlayer) with the registry's algorithms, seeded from seed.
func NewOthelloPlayer(reg *Registry, spec PlayerSpec, seed uint64) *OthelloPlayer {
	return &OthelloPlayer{reg: reg, spec: spec, seed: seed}
}

// ErrPlayerInvalid marks a move a player could not choose because the
// solve refused its request (invalid): the player's settings, not the game,
// are at fault.
var ErrPlayerInvalid = errors.New("invalid player")

// ChooseMove solves p and returns the answer's best move.
func (pl *OthelloPlayer) ChooseMove(p othello.Position) (othello.Move, error) {
	pl.last = nil
	if p.MustPass() {
		pl.moved(p, othello.Pass)
		return othello.Pass, nil
	}
	ctx := pl.Ctx
	if ctx == nil {
		ctx = context.Background()
	}
	seed := int64(tournament.GameSeed(pl.seed, pl.searches))
	pl.searches++
	resp := pl.reg.Solve(ctx, wire.Request{Game: othelloID, Board: p.String(), Algorithm: pl.spec.Algorithm, Params: pl.spec.Params, Seed: seed, MaxMemoryBytes: pl.MaxMemory}, nil)
	switch {
	case resp.Status == wire.StatusInvalid:
		return 0, fmt.Errorf("%w %s: %s", ErrPlayerInvalid, pl.spec, resp.Error)
	case resp.TwoPlayerResult == nil || resp.BestMove == "":
		if err := ctx.Err(); err != nil {
			return 0, err
		}
		return 0, fmt.Errorf("%s chose no move (%s: %s)", pl.spec, resp.Status, resp.Error)
	}
	m, err := othello.ParseMove(resp.BestMove)
	if err != nil {
		return 0, fmt.Errorf("%s answered the move %q: %v", pl.spec, resp.BestMove, err)
	}
	pl.last = resp.TwoPlayerResult
	pl.moved(p, m)
	return m, nil
}

func (pl *OthelloPlayer) moved(p othello.Position, m othello.Move) {
	if pl.OnMove != nil {
		pl.OnMove(p, m)
	}
}

// LastSearch returns the statistics of the solve behind the last move
// (false after a forced pass).
func (pl *OthelloPlayer) LastSearch() (adversarial.Stats, bool) {
	if pl.last == nil {
		return adversarial.Stats{}, false
	}
	return pl.last.TreeStats, true
}

// othelloID is Othello's game id.
const othelloID = "othello"

// WithMoveTime returns spec with the time per move moveTime (its
// move_time_ms) when its algorithm has one and spec does not set it
// already: the default time per move of a tournament or a game.
func (r *Registry) WithMoveTime(game string, spec PlayerSpec, moveTime time.Duration) PlayerSpec {
	const name = "move_time_ms"
	if moveTime <= 0 || spec.Params[name] != nil {
		return spec
	}
	algos, _ := r.Algorithms(game)
	for _, a := range algos {
		if _, ok := a.Param(name); ok && a.ID == spec.Algorithm {
			ps := make(map[string]any, len(spec.Params)+1)
			for k, v := range spec.Params {
				ps[k] = v
			}
			ps[name] = moveTime.Milliseconds()
			spec.Params = ps
		}
	}
	return spec
}

// OthelloFactory returns the tournament factory of spec: a fresh
// OthelloPlayer per game, seeded from the game's player seed, with moveTime
// as its default time per move (WithMoveTime).
func (r *Registry) OthelloFactory(spec PlayerSpec, moveTime time.Duration) tournament.Factory[othello.Position, othello.Move] {
	spec = r.WithMoveTime(othelloID, spec, moveTime)
	return func(seed uint64) (adversarial.Player[othello.Position, othello.Move], error) {
		return NewOthelloPlayer(r, spec, seed), nil
	}
}
