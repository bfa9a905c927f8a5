package tournament

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"searchlab/core/adversarial"
	"searchlab/core/internal/parallel"
	"searchlab/core/tournament/score"
)

// Factory builds a fresh player for one game, its randomness seeded from
// seed (so the game repeats from it).
type Factory[S comparable, M comparable] func(seed uint64) (adversarial.Player[S, M], error)

// Match configures a match of Games games between players A and B.
type Match[S comparable, M comparable] struct {
	G     adversarial.Game[S, M]
	Start S
	// Openings are played in turn, each twice in a row: game 2k opens with
	// Openings[k mod len] with A moving first (player 0), game 2k+1 with the
	// same opening and B first. Empty: every game starts at Start.
	Openings [][]M
	A, B     Factory[S, M]
	Games    int
	// Parallel games at once (≤ 1: one at a time).
	Parallel int
	// Seed of the match; game i's players are seeded from score.GameSeed(Seed, i).
	Seed uint64
	// MaxPlies bounds one game (0: none).
	MaxPlies int
	// Progress, when set, is called after every finished game with the
	// number finished so far (from one goroutine at a time).
	Progress func(done, total int)
}

// Game is one game of a match with its setting.
type Game[M comparable] struct {
	Index int `json:"index"`
	// AFirst: A was player 0 (the side to move at Start; Black in
	// Othello), B player 1.
	AFirst bool   `json:"a_first"`
	Seed   uint64 `json:"seed"`
	// Outcome from A's side: +1 A won, 0 draw, −1 A lost.
	Outcome int           `json:"outcome"`
	Record  GameRecord[M] `json:"-"`
}

// Run plays the match and returns its games in index order and their
// summary from A's side. Games run Parallel at a time; the results do not
// depend on the parallelism (see the package comment). The first error
// (a player's, an illegal move, cancellation) stops the match and is
// returned with the games finished so far.
func Run[S comparable, M comparable](ctx context.Context, m Match[S, M]) ([]Game[M], score.Summary, error) {
	switch {
	case m.G == nil || m.A == nil || m.B == nil:
		return nil, score.Summary{}, errors.New("tournament: a match needs a game and two players")
	case m.Games < 1:
		return nil, score.Summary{}, fmt.Errorf("tournament: the number of games must be at least 1, got %d", m.Games)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	games := make([]Game[M], m.Games)
	done := make([]bool, m.Games)
	var (
		mu       sync.Mutex
		firstErr error // the first failure in time: the later ones may be its cancellation's echoes
		finished int
	)
	err := parallel.For(ctx, m.Games, m.Parallel, func(i int) error {
		gm, err := m.play(ctx, i)
		mu.Lock()
		defer mu.Unlock()
		if err != nil {
			if firstErr == nil {
				firstErr = fmt.Errorf("game %d: %w", i+1, err)
				cancel()
			}
			return firstErr
		}
		games[i], done[i] = gm, true
		finished++
		if m.Progress != nil {
			m.Progress(finished, m.Games)
		}
		return nil
	}, nil)
	if firstErr == nil {
		firstErr = err // ctx's error when the caller stopped the match, else nil
	}
	var out []Game[M]
	var outcomes []int
	for i, g := range games {
		if done[i] {
			out = append(out, g)
			outcomes = append(outcomes, g.Outcome)
		}
	}
	return out, score.Summarize(outcomes), firstErr
}

// play plays game i.
func (m *Match[S, M]) play(ctx context.Context, i int) (Game[M], error) {
	gm := Game[M]{Index: i, AFirst: i%2 == 0, Seed: score.GameSeed(m.Seed, i)}
	var opening []M
	if len(m.Openings) > 0 {
		opening = m.Openings[(i/2)%len(m.Openings)]
	}
	first, second := m.A, m.B
	if !gm.AFirst {
		first, second = m.B, m.A
	}
	var players [2]adversarial.Player[S, M]
	var err error
	if players[0], err = first(score.PlayerSeed(gm.Seed, 0)); err != nil {
		return gm, err
	}
	if players[1], err = second(score.PlayerSeed(gm.Seed, 1)); err != nil {
		return gm, err
	}
	gm.Record, err = PlayGame(ctx, m.G, m.Start, opening, players, m.MaxPlies)
	if err != nil {
		return gm, err
	}
	gm.Outcome = gm.Record.Outcome
	if !gm.AFirst {
		gm.Outcome = -gm.Outcome
	}
	return gm, nil
}
