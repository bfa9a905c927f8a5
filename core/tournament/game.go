// Package tournament plays two-player games between any two players of
// core/adversarial: one game from an opening (PlayGame, the unit a remote
// match endpoint runs), and matches of many games from balanced openings
// with colours swapped, in parallel, with results as wins, draws and losses,
// a 95% confidence interval and an Elo difference (Run, stats.go).
//
// Reproducibility: every game's randomness comes from a seed derived from
// the match seed and the game's index (GameSeed), and the players of a game
// are built fresh from it, so a match played with iteration budgets repeats
// exactly from its seed whatever the parallelism. Players bounded by wall
// time do not repeat exactly: how far a search gets depends on the load.
package tournament

import (
	"context"
	"fmt"
	"time"

	"searchlab/core/adversarial"
)

// GameRecord is one finished game.
type GameRecord[M comparable] struct {
	// Moves are all the moves from the start position, the opening first.
	Moves []M
	// OpeningPlies is how many of Moves were the opening's.
	OpeningPlies int
	// Result is the final utility for player 0 (the first to move), in
	// [-1, +1]; Outcome its sign: +1 player 0 won, -1 player 1 won, 0 draw.
	Result  float64
	Outcome int
	// Time is the wall time each player spent choosing its moves, and
	// Plies the number of moves each chose (the opening excluded).
	Time  [2]time.Duration
	Plies [2]int
	// Searches are the statistics of the searches behind the players'
	// moves, in game order, for players that report them (SearchReporter).
	Searches []MoveSearch
}

// MoveSearch is the search behind one move of a game: the move's index in
// GameRecord.Moves, the player who chose it and the search's statistics.
type MoveSearch struct {
	Ply    int
	Player int
	Stats  adversarial.Stats
}

// SearchReporter is what a player may also implement: the statistics of
// the search behind the move it chose last (ok false when that move took
// none, such as a forced pass).
type SearchReporter interface {
	LastSearch() (st adversarial.Stats, ok bool)
}

// PlayGame plays one game of g from start: the opening's moves first
// (each checked against the rules), then players[p] moves for player p
// until the game ends. maxPlies bounds the whole game (0: no bound);
// reaching it is an error, as are an illegal move and a player's error.
// ctx is checked between moves, and during a move by players that take it
// (adversarial.ContextPlayer).
func PlayGame[S comparable, M comparable](ctx context.Context, g adversarial.Game[S, M], start S, opening []M,
	players [2]adversarial.Player[S, M], maxPlies int) (GameRecord[M], error) {
	var rec GameRecord[M]
	s := start
	for i, m := range opening {
		if !adversarial.Legal(g, s, m) {
			return rec, fmt.Errorf("opening move %d (%v) is not legal", i+1, m)
		}
		s = g.Apply(s, m)
		rec.Moves = append(rec.Moves, m)
	}
	rec.OpeningPlies = len(opening)
	for !g.Terminal(s) {
		if err := ctx.Err(); err != nil {
			return rec, err
		}
		if maxPlies > 0 && len(rec.Moves) >= maxPlies {
			return rec, fmt.Errorf("the game did not end within %d plies", maxPlies)
		}
		p := g.ToMove(s)
		t0 := time.Now()
		m, err := adversarial.ChooseMove(ctx, players[p], s)
		rec.Time[p] += time.Since(t0)
		if err != nil {
			return rec, fmt.Errorf("player %d at ply %d: %w", p, len(rec.Moves)+1, err)
		}
		if !adversarial.Legal(g, s, m) {
			return rec, fmt.Errorf("player %d chose the illegal move %v at ply %d", p, m, len(rec.Moves)+1)
		}
		if sr, ok := players[p].(SearchReporter); ok {
			if st, ok := sr.LastSearch(); ok {
				rec.Searches = append(rec.Searches, MoveSearch{Ply: len(rec.Moves), Player: p, Stats: st})
			}
		}
		s = g.Apply(s, m)
		rec.Moves = append(rec.Moves, m)
		rec.Plies[p]++
	}
	rec.Result = g.Utility(s, 0)
	switch {
	case rec.Result > 0:
		rec.Outcome = 1
	case rec.Result < 0:
		rec.Outcome = -1
	}
	return rec, nil
}
