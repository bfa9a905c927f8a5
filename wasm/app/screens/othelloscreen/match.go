package othelloscreen

import (
	"searchlab/core/registry"
	"searchlab/core/wire"
	"searchlab/wasm/app/store"
)

// JobMatch is the worker job of the tournament panel: a whole match in
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
func (sc *Screen) reduceMatch(a SetMatch) []store.Effect {
	s := sc.s
	s.MatchCfg = MatchConfig{A: a.A.clone(), B: a.B.clone(), Games: a.Games, Opening: a.Opening}
	if !a.Start {
		if s.MatchRunning() {
			return sc.stop("") // marks the match stopped
		}
		return nil
	}
	for _, p := range []Player{a.A, a.B} {
		info, ok := store.FindAlgo(s.Algos, p.Algo)
		if !ok {
			s.Message, s.Bad = sc.h.Lang().T("oth.match.need"), true
			return nil
		}
		if _, err := p.values(info); err != nil {
			s.Message, s.Bad = err.Error(), true
			return nil
		}
	}
	if a.Games < 1 || a.Games > MaxMatchGames || a.Opening < 0 || a.Opening > 20 {
		s.Message, s.Bad = sc.h.Lang().T("oth.match.limits", "max", MaxMatchGames), true
		return nil
	}
	fx := sc.stop("")
	side := func(p Player) registry.PlayerSpec {
		info, _ := store.FindAlgo(s.Algos, p.Algo)
		v, _ := p.values(info) // checked above
		return registry.PlayerSpec{Algorithm: p.Algo, Params: v}
	}
	req := registry.MatchRequest{Game: ID, A: side(a.A), B: side(a.B), Games: a.Games, OpeningPlies: a.Opening, Seed: sc.h.Seed()}
	s.Match = &Match{A: a.A.clone(), B: a.B.clone(), Games: a.Games, Opening: a.Opening}
	run := s.StartMatch(sc.h, req)
	s.Message, s.Bad = sc.h.Lang().T("oth.match.runs"), false
	return append(fx, run...)
}

// matchLine reads one line of the match's stream.
func (sc *Screen) matchLine(st registry.MatchStatus) {
	s := sc.s
	m := s.Match
	if m == nil {
		return
	}
	m.Played, m.W, m.D, m.L, m.Ply = st.Played, st.W, st.D, st.L, st.Ply
	if st.Game != nil {
		m.Results = append(m.Results, *st.Game)
	}
	if st.Done {
		m.Done = true
		if st.Status != wire.StatusFound {
			m.Error = string(st.Status) + ": " + st.Error
		} else {
			l := sc.h.Lang()
			s.Message, s.Bad = l.T("oth.match.over", "a", m.A.LabelIn(l, s.Algos), "w", m.W, "d", m.D, "l", m.L, "b", m.B.LabelIn(l, s.Algos)), false
		}
	}
}

// matchEnd closes the match's stream (its lines said how it went; a
// stream that ended before its last line says why).
func (sc *Screen) matchEnd(e store.End) []store.Effect {
	m, l := sc.s.Match, sc.h.Lang()
	if m == nil || m.Done {
		return nil
	}
	switch e := e.(type) {
	case store.Stopped:
		m.Stopped = true
	case store.Crashed:
		m.Error = l.T("oth.match.crashed", "why", e.Why)
	case store.Refused:
		m.Error = e.Why
	default:
		m.Error = l.T("oth.match.no_result")
	}
	return nil
}

// MatchRunning reports whether the match is being played: the screen's job
// is the match and its stream has not said it is over.
func (s *State) MatchRunning() bool {
	return s.Match != nil && !s.Match.Done && s.Job.Is(JobMatch)
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
