package experiment

// Everything the Lab knows about Othello matches is in this file: how a
// match run's request is built, how its games are collected from the
// match stream (api.MatchStatus lines of /api/tournament, or api.PlayMatch
// in this process) and how a game becomes a row. The match types of
// core/api are used here only.

import (
	"context"
	"fmt"

	"searchlab/core/registry"
	"searchlab/core/wire"
)

// MatchResult is the outcome of a match run: its two games (player A Black
// in the first, White in the second) when Status is found, else the
// status (cancelled, error, invalid) and Error.
type MatchResult struct {
	Status wire.Status          `json:"status"`
	Error  string               `json:"error,omitempty"`
	Games  []registry.MatchGame `json:"games"`
}

// matchRequest is the /api/tournament request of opening seed between
// configs a and b: two games from one random opening of the spec's plies,
// colours swapped (api.PlayMatch draws the opening and seeds every move
// from seed).
func (p *Plan) matchRequest(a, b int, seed int64) *registry.MatchRequest {
	pa, pb := p.Configs[a], p.Configs[b]
	return &registry.MatchRequest{
		Game:         p.Spec.Game,
		A:            registry.PlayerSpec{Algorithm: pa.Algorithm, Params: pa.Params},
		B:            registry.PlayerSpec{Algorithm: pb.Algorithm, Params: pb.Params},
		Games:        2,
		OpeningPlies: p.Spec.Instances.Openings.Plies,
		Seed:         seed,
	}
}

// MatchLines collects a match stream's lines into its result; a runner
// feeds it every line it reads, the last one included.
type MatchLines struct {
	res  MatchResult
	done bool
}

// Add takes one line: a finished game, or the final line.
func (m *MatchLines) Add(st registry.MatchStatus) {
	if m.done {
		return
	}
	if st.Game != nil {
		m.res.Games = append(m.res.Games, *st.Game)
	}
	if st.Done {
		m.done = true
		m.res.Status, m.res.Error = st.Status, st.Error
		if st.Status == wire.StatusFound && len(m.res.Games) != st.Played {
			m.res.Status, m.res.Error = wire.StatusError, fmt.Sprintf("the match reports %d games played but sent %d", st.Played, len(m.res.Games))
		}
	}
}

// Result is the match's result; a stream that ended without its final
// line is an error.
func (m *MatchLines) Result() MatchResult {
	if !m.done {
		return MatchResult{Status: wire.StatusError, Error: "the match stream ended without its final line", Games: m.res.Games}
	}
	return m.res
}

// PlayMatch plays a match run's request in this process with reg.
func PlayMatch(ctx context.Context, reg *registry.Registry, req registry.MatchRequest) MatchResult {
	var m MatchLines
	m.Add(registry.PlayMatch(ctx, reg, req, m.Add))
	return m.Result()
}

// MatchRow is one game of a match experiment, the row shape of its CSV
// (MatchHeader) and JSON:
//
//	instance         the opening's number (1…count)
//	opening          the opening's moves ("f5d6c3…")
//	a, b             the pair's configs (A earlier in the spec)
//	game             1 (A has Black) or 2 (A has White)
//	black, white     the configs that played Black and White
//	a_result         win, draw or loss, from A's side
//	a_points         1, 0.5 or 0
//	black_disc_diff  Black's final disc difference (empties to the winner)
//	plies            moves in the game, opening and passes included
//	status           found, or why the run has no games (error, cancelled)
//	seed             the run's seed (the opening's)
//	record           the whole game ("f5d6c3…"), which replays by the rules
type MatchRow struct {
	Run           int         `json:"run"`
	Instance      string      `json:"instance"`
	InstanceIndex int         `json:"instance_index"`
	Opening       string      `json:"opening"`
	A             string      `json:"a"`
	B             string      `json:"b"`
	AIndex        int         `json:"a_index"`
	BIndex        int         `json:"b_index"`
	Game          int         `json:"game"`
	Black         string      `json:"black"`
	White         string      `json:"white"`
	AResult       string      `json:"a_result"`
	APoints       float64     `json:"a_points"`
	BlackDiscDiff int         `json:"black_disc_diff"`
	Plies         int         `json:"plies"`
	Status        wire.Status `json:"status"`
	Error         string      `json:"error,omitempty"`
	Seed          int64       `json:"seed"`
	Record        string      `json:"record"`
}

// MatchHeader is the CSV header of match rows.
var MatchHeader = []string{"instance", "opening", "a", "b", "game", "black", "white", "a_result", "a_points",
	"black_disc_diff", "plies", "status", "seed", "record"}

// matchRows turns a match run's result into its rows: one per game, or
// one row with the status and error when the run has no games.
func (p *Plan) matchRows(run Run, res *MatchResult) []MatchRow {
	base := MatchRow{Run: run.Index, Instance: p.Instances[run.Instance].Label, InstanceIndex: run.Instance,
		A: p.Configs[run.Config].Name, B: p.Configs[run.Opponent].Name, AIndex: run.Config, BIndex: run.Opponent, Seed: run.Seed}
	if res == nil || res.Status != wire.StatusFound || len(res.Games) == 0 {
		base.Status, base.Error = wire.StatusError, "no result"
		if res != nil {
			base.Status, base.Error = res.Status, res.Error
		}
		return []MatchRow{base}
	}
	out := make([]MatchRow, len(res.Games))
	for i, g := range res.Games {
		r := base
		r.Game, r.Status, r.Record, r.BlackDiscDiff = i+1, wire.StatusFound, g.Record, g.Score
		r.Black, r.White = r.A, r.B
		if !g.ABlack {
			r.Black, r.White = r.B, r.A
		}
		a := g.Score
		if !g.ABlack {
			a = -a
		}
		switch {
		case a > 0:
			r.AResult, r.APoints = "win", 1
		case a < 0:
			r.AResult, r.APoints = "loss", 0
		default:
			r.AResult, r.APoints = "draw", 0.5
		}
		if moves, err := p.matcher.RecordMoves(g.Record); err == nil {
			r.Plies = len(moves)
			r.Opening = p.matcher.FormatRecord(moves[:min(len(moves), p.Spec.Instances.Openings.Plies)])
		} else {
			r.Status, r.Error = wire.StatusError, fmt.Sprintf("the game's record does not replay: %v", err)
		}
		out[i] = r
	}
	return out
}
