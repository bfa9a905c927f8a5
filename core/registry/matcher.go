package registry

import (
	"context"
	"math/rand/v2"
	"strings"
	"time"
)

// Matcher is what a two-player game implements, besides Game, to have its
// games played between the registry's players (PlayerSpec, every move a
// solve): one game of POST /api/game (Registry.PlayGame) and the games of
// a match (PlayMatch: POST /api/tournament, the Lab's match experiments).
// The registry validates the request, the players and the limits and keeps
// the score; the game knows its start position, its rules and its record
// notation. Moves travel between the two as the game writes them (forced
// passes included), so an opening the registry hands back is exactly the
// one the game gave.
//
// Othello implements it (core/games/othellogame); a game that does not is
// refused by PlayGame and PlayMatch with a sentence naming those that do.
type Matcher interface {
	Openings
	// PlayGame plays one game of p between two of reg's players.
	PlayGame(ctx context.Context, reg *Registry, p Pairing) (GameResult, error)
}

// Openings is the rules half of a Matcher, which a two-player game's
// Descriptor implements without any engine: reading, drawing and writing
// openings and game records (the Lab draws a match experiment's openings
// with it).
type Openings interface {
	// ParseOpening reads a game record played from the start position as
	// an opening: its moves, or an error when a move is illegal. Over
	// reports whether the opening already ends the game.
	ParseOpening(record string) (moves []string, over bool, err error)
	// RandomOpenings draws n openings of plies random legal moves each
	// from r, as ParseOpening gives them.
	RandomOpenings(n, plies int, r *rand.Rand) ([][]string, error)
	// RecordMoves reads a finished game's record (GameResult.Record) into
	// its moves, forced passes included.
	RecordMoves(record string) ([]string, error)
	// FormatRecord writes moves, as RecordMoves gives them, as a record.
	FormatRecord(moves []string) string
}

// Pairing is one game for a Matcher to play: the players (the first to
// move, Black in Othello, then the second), the opening's moves
// (ParseOpening or RandomOpenings), the game's seed (player i is seeded
// from score.PlayerSeed(Seed, i)), the default time per move
// (WithMoveTime; 0: none), every search's memory budget (0: the default)
// and, when set, a call after every move the players chose (pass: a forced
// pass, played without a search).
type Pairing struct {
	Players   [2]PlayerSpec
	Opening   []string
	Seed      uint64
	MoveTime  time.Duration
	MaxMemory int64
	OnMove    func(pass bool)
}

// Matcher returns the Matcher of game, if it is one.
func (r *Registry) Matcher(game string) (Matcher, bool) {
	m, ok := r.byID[game].(Matcher)
	return m, ok
}

// Openings returns the Openings of game, if it has them.
func (r *Registry) Openings(game string) (Openings, bool) {
	o, ok := r.byID[game].(Openings)
	return o, ok
}

// matchGames lists the ids of the games that implement Matcher, in
// registry order.
func (r *Registry) matchGames() []string {
	var ids []string
	for _, g := range r.games {
		if _, ok := g.(Matcher); ok {
			ids = append(ids, g.Info().ID)
		}
	}
	return ids
}

// matchGamesText names the games that play matches, for sentences that
// refuse another: their ids joined by " or ", quoted when quote.
func (r *Registry) matchGamesText(quote bool) string {
	ids := r.matchGames()
	if quote {
		for i, id := range ids {
			ids[i] = `"` + id + `"`
		}
	}
	if len(ids) == 0 {
		return "none"
	}
	return strings.Join(ids, " or ")
}
