package registry

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"

	"searchlab/core/tournament/score"
	"searchlab/core/wire"
)

// A match (POST /api/tournament) plays a few games of a two-player game (a
// Matcher, such as Othello) between two of the registry's players
// (PlayerSpec, the same player as a tournament's or a game's: every move
// the solve a client would ask for), so a match in
// the browser's worker costs no round trip per move. Games are played in
// pairs from seeded random openings (core/tournament), player A Black in
// the first game of a pair and White in the second, which cancels most of
// an opening's imbalance; game i's players are seeded as game i of a
// tournament with the match's seed (score.GameSeed). Every move is
// checked against the rules.
//
// The response is a stream of MatchStatus lines: one after every move
// (Ply) and after every game (Game, the finished game), the last with Done.

// MaxMatchGames bounds the games of one match.
const MaxMatchGames = 100

// MatchRequest asks for a match of Games games (1..MaxMatchGames) between
// A and B, the openings OpeningPlies random plies long (0..20), all drawn
// and every player seeded from Seed. MaxMemoryBytes is every move's memory
// budget, as max_memory_bytes of a solve request (0: the default).
type MatchRequest struct {
	Game           string     `json:"game"`
	A              PlayerSpec `json:"a"`
	B              PlayerSpec `json:"b"`
	Games          int        `json:"games"`
	OpeningPlies   int        `json:"opening_plies"`
	Seed           int64      `json:"seed"`
	MaxMemoryBytes int64      `json:"max_memory_bytes,omitempty"`
}

// MatchMoveTime is the longest one move of a match may take: each is a
// solve with the default time budget.
const MatchMoveTime = DefaultTimeout

// DecodeMatchRequest reads one match request; malformed JSON, unknown fields
// and trailing data are InvalidErrors with a message naming the problem.
func DecodeMatchRequest(r io.Reader) (MatchRequest, error) {
	var req MatchRequest
	return req, wire.DecodeObject(r, &req, true)
}

// MatchGame is one finished game of a match: the whole record (opening
// included), whether A played Black, and Black's final disc difference
// (empties to the winner).
type MatchGame struct {
	ABlack bool   `json:"a_black"`
	Record string `json:"record"`
	Score  int    `json:"score"`
}

// MatchStatus is one line of a match's stream: the games played and A's
// wins, draws and losses so far, the current game's ply, the game just
// finished (on the line after it), and on the last line Done with the
// status (found: played to the end; invalid, cancelled or error with
// Error).
type MatchStatus struct {
	Played int         `json:"played"`
	Games  int         `json:"games"`
	W      int         `json:"w"`
	D      int         `json:"d"`
	L      int         `json:"l"`
	Ply    int         `json:"ply"`
	Game   *MatchGame  `json:"game,omitempty"`
	Done   bool        `json:"done,omitempty"`
	Status wire.Status `json:"status,omitempty"`
	Error  string      `json:"error,omitempty"`
}

// PlayMatch plays req with reg's players, calling progress (if not nil)
// with every line but the last, which it returns.
func PlayMatch(ctx context.Context, reg *Registry, req MatchRequest, progress func(MatchStatus)) MatchStatus {
	st := MatchStatus{Games: req.Games}
	fail := func(status wire.Status, format string, args ...any) MatchStatus {
		st.Done, st.Status, st.Error, st.Game = true, status, fmt.Sprintf(format, args...), nil
		return st
	}
	m, ok := reg.Matcher(req.Game)
	if !ok {
		return fail(wire.StatusInvalid, "a match needs game %s, not %q", reg.matchGamesText(true), req.Game)
	}
	if req.Games < 1 || req.Games > MaxMatchGames || req.OpeningPlies < 0 || req.OpeningPlies > 20 {
		return fail(wire.StatusInvalid, "a match has 1 to %d games and 0 to 20 opening plies", MaxMatchGames)
	}
	if err := checkMaxMemory(req.MaxMemoryBytes); err != nil {
		return fail(wire.StatusInvalid, "%v", err)
	}
	for _, p := range []PlayerSpec{req.A, req.B} {
		if err := reg.CheckPlayer(req.Game, p); err != nil {
			return fail(wire.StatusInvalid, "player %s: %v", p.Algorithm, err)
		}
	}
	r := rand.New(rand.NewPCG(uint64(req.Seed), 0x0be11))
	openings, err := m.RandomOpenings((req.Games+1)/2, req.OpeningPlies, r)
	if err != nil {
		return fail(wire.StatusInvalid, "openings: %v", err)
	}
	for i := 0; i < req.Games; i++ {
		if err := ctx.Err(); err != nil {
			return fail(wire.StatusCancelled, "game %d: %v", i+1, err)
		}
		aBlack := i%2 == 0
		black, white := req.A, req.B
		if !aBlack {
			black, white = white, black
		}
		st.Ply, st.Game = len(openings[i/2]), nil
		res, err := m.PlayGame(ctx, reg, Pairing{Players: [2]PlayerSpec{black, white}, Opening: openings[i/2],
			Seed: score.GameSeed(uint64(req.Seed), i), MaxMemory: req.MaxMemoryBytes, OnMove: func(pass bool) {
				st.Ply++
				if progress != nil && !pass {
					progress(st)
				}
			}})
		if err != nil {
			status := wire.StatusError
			switch {
			case ctx.Err() != nil:
				status = wire.StatusCancelled
			case errors.Is(err, ErrPlayerInvalid):
				status = wire.StatusInvalid
			}
			return fail(status, "game %d: %v", i+1, err)
		}
		g := MatchGame{ABlack: aBlack, Record: res.Record, Score: res.DiscDiff}
		a := g.Score
		if !aBlack {
			a = -a
		}
		switch {
		case a > 0:
			st.W++
		case a < 0:
			st.L++
		default:
			st.D++
		}
		st.Played, st.Ply, st.Game = i+1, 0, &g
		if i+1 < req.Games && progress != nil {
			progress(st)
		}
	}
	st.Done, st.Status = true, wire.StatusFound
	return st
}
