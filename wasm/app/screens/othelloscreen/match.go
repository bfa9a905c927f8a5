package othelloscreen

import (
	"searchlab/core/registry"
	"searchlab/core/wire"
	"searchlab/wasm/app/store"
)

// store.ForMatch is the worker job of the tournament panel: a whole match in
// one request (POST /api/tournament).

// Match is the tournament panel's match: two players, games in pairs from
// random openings with colours swapped, all played in the worker by
// api.PlayMatch; the page shows its stream (W/D/L for player A, the games
// finished, the current game's ply).
type Match struct {
	A, B    Player
	Games   int
	Opening int // random plies before the players take over (each pair shares them)

	Played  int
	W, D, L int
	Ply     int // moves of the game in progress
	Results []registry.MatchGame
	Done    bool // the stream's last line came: the counts are final
	Stopped bool
	Error   string
}

// MaxMatchGames bounds a match.
const MaxMatchGames = registry.MaxMatchGames

// MatchConfig is the tournament panel's settings.
type MatchConfig struct {
	A, B    Player
	Games   int
	Opening int
}

// defaultMatch is 10 games, 4 random opening plies, between the first
// two of the solver's players (alpha-beta against random, or MCTS).
func defaultMatch(algos []registry.AlgorithmInfo) MatchConfig {
	c := MatchConfig{A: defaultAI(algos), B: defaultAI(algos), Games: 10, Opening: 4}
	for _, a := range algos {
		if a.ID != c.A.Algo {
			c.B = Player{Algo: a.ID}
			if _, ok := store.FindAlgo(algos, "random"); ok {
				c.B = Player{Algo: "random"}
			}
			break
		}
	}
	return c
}

// SetMatch configures the tournament panel's match and starts it (Start)
// or stops it.
type SetMatch struct {
	own
	MatchConfig
	Start bool
}

// reduceMatch stores the settings and starts or stops the match.
func (s *Screen) reduceMatch(a SetMatch) []store.Effect {
	st := s.st
	st.MatchCfg = MatchConfig{A: a.A.clone(), B: a.B.clone(), Games: a.Games, Opening: a.Opening}
	if !a.Start {
		if st.MatchRunning() {
			return s.stop("") // marks the match stopped
		}
		return nil
	}
	for _, p := range []Player{a.A, a.B} {
		info, ok := store.FindAlgo(st.Algos, p.Algo)
		if !ok {
			st.Message, st.Bad = s.h.Lang().T("oth.match.need"), true
			return nil
		}
		if _, err := p.values(info); err != nil {
			st.Message, st.Bad = s.h.Lang().Core(err.Error()), true
			return nil
		}
	}
	if a.Games < 1 || a.Games > MaxMatchGames || a.Opening < 0 || a.Opening > 20 {
		st.Message, st.Bad = s.h.Lang().T("oth.match.limits", "max", MaxMatchGames), true
		return nil
	}
	fx := s.stop("")
	side := func(p Player) registry.PlayerSpec {
		info, _ := store.FindAlgo(st.Algos, p.Algo)
		v, _ := p.values(info) // checked above
		return registry.PlayerSpec{Algorithm: p.Algo, Params: v}
	}
	req := registry.MatchRequest{Game: ID, A: side(a.A), B: side(a.B), Games: a.Games, OpeningPlies: a.Opening, Seed: s.h.Seed()}
	st.Match = &Match{A: a.A.clone(), B: a.B.clone(), Games: a.Games, Opening: a.Opening}
	run := st.StartMatch(s.h, req)
	st.Message, st.Bad = s.h.Lang().T("oth.match.runs"), false
	return append(fx, run...)
}

// matchLine reads one line of the match's stream.
func (s *Screen) matchLine(ms registry.MatchStatus) {
	st := s.st
	m := st.Match
	if m == nil {
		return
	}
	m.Played, m.W, m.D, m.L, m.Ply = ms.Played, ms.W, ms.D, ms.L, ms.Ply
	if ms.Game != nil {
		m.Results = append(m.Results, *ms.Game)
	}
	if ms.Done {
		m.Done = true
		if ms.Status != wire.StatusFound {
			m.Error = string(ms.Status) + ": " + ms.Error
		} else {
			l := s.h.Lang()
			st.Message, st.Bad = l.T("oth.match.over", "a", m.A.LabelIn(l, st.Algos), "w", m.W, "d", m.D, "l", m.L, "b", m.B.LabelIn(l, st.Algos)), false
		}
	}
}

// matchEnd closes the match's stream (its lines said how it went; a
// stream that ended before its last line says why).
func (s *Screen) matchEnd(e store.End) []store.Effect {
	m, l := s.st.Match, s.h.Lang()
	if m == nil || m.Done {
		return nil
	}
	switch e := e.(type) {
	case store.Stopped:
		m.Stopped = true
	case store.Crashed:
		m.Error = l.T("oth.match.crashed", "why", l.Core(e.Why))
	case store.Refused:
		m.Error = l.Core(e.Why)
	default:
		m.Error = l.T("oth.match.no_result")
	}
	return nil
}

// MatchRunning reports whether the match is being played: the screen's job
// is the match and its stream has not said it is over.
func (s *State) MatchRunning() bool {
	return s.Match != nil && !s.Match.Done && s.Job.Is(store.ForMatch)
}

// Fraction is the share of the match done (games played plus, while it
// runs, the current game's progress, counted as 60 moves).
func (m *Match) Fraction(running bool) float64 {
	if m.Games == 0 {
		return 0
	}
	cur := 0.0
	if running {
		cur = min(float64(m.Ply)/60, 0.99)
	}
	return (float64(m.Played) + cur) / float64(m.Games)
}

func (m *Match) clone() *Match {
	c := *m
	c.Results = append([]registry.MatchGame(nil), m.Results...)
	c.A, c.B = m.A.clone(), m.B.clone()
	return &c
}
