package engine

import (
	"context"
	"fmt"
	"time"

	"searchlab/core/adversarial"
	"searchlab/core/games/othellogame"
	"searchlab/core/othello"
	"searchlab/core/registry"
	"searchlab/core/tournament"
	"searchlab/core/tournament/score"
	"searchlab/core/wire"
)

// Player plays Othello with one of the registry's algorithms: every
// move is the solve request `searchlab solve -game othello` would send for
// the position (its spec's algorithm and parameters, the default budgets),
// and it plays the best move of the answer. A tournament, a game of POST
// /api/game and the matches of POST /api/tournament therefore search
// exactly as a solve does: one algorithm id, one set of defaults, one
// validator. A forced pass is played without a search.
//
// It implements adversarial.Player and tournament.SearchReporter. Its
// randomness comes from its seed: search k is seeded with
// score.GameSeed(seed, k), so a game repeats from its seeds (players
// with a time per move excepted).
type Player struct {
	reg  *registry.Registry
	spec registry.PlayerSpec
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

// NewPlayer returns the player of spec (checked by Registry.CheckPlayer or
// ParsePlayer) with reg's algorithms, seeded from seed.
func NewPlayer(reg *registry.Registry, spec registry.PlayerSpec, seed uint64) *Player {
	return &Player{reg: reg, spec: spec, seed: seed}
}

// ChooseMove solves p and returns the answer's best move.
func (pl *Player) ChooseMove(p othello.Position) (othello.Move, error) {
	pl.last = nil
	if p.MustPass() {
		pl.moved(p, othello.Pass)
		return othello.Pass, nil
	}
	ctx := pl.Ctx
	if ctx == nil {
		ctx = context.Background()
	}
	seed := int64(score.GameSeed(pl.seed, pl.searches))
	pl.searches++
	resp := pl.reg.Solve(ctx, wire.Request{Game: othellogame.GameID, Board: p.String(), Algorithm: pl.spec.Algorithm, Params: pl.spec.Params, Seed: seed, MaxMemoryBytes: pl.MaxMemory}, nil)
	switch {
	case resp.Status == wire.StatusInvalid:
		return 0, fmt.Errorf("%w %s: %s", registry.ErrPlayerInvalid, pl.spec, resp.Error)
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

func (pl *Player) moved(p othello.Position, m othello.Move) {
	if pl.OnMove != nil {
		pl.OnMove(p, m)
	}
}

// LastSearch returns the statistics of the solve behind the last move
// (false after a forced pass).
func (pl *Player) LastSearch() (adversarial.Stats, bool) {
	if pl.last == nil {
		return adversarial.Stats{}, false
	}
	return pl.last.TreeStats, true
}

// Factory returns the tournament factory of spec: a fresh Player per game,
// seeded from the game's player seed, with moveTime as its default time per
// move (Registry.WithMoveTime).
func Factory(reg *registry.Registry, spec registry.PlayerSpec, moveTime time.Duration) tournament.Factory[othello.Position, othello.Move] {
	spec = reg.WithMoveTime(othellogame.GameID, spec, moveTime)
	return func(seed uint64) (adversarial.Player[othello.Position, othello.Move], error) {
		return NewPlayer(reg, spec, seed), nil
	}
}
