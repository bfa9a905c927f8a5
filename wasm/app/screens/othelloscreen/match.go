package othelloscreen

import (
	"fmt"
	"math/rand/v2"

	"searchlab/core/api"
	"searchlab/core/othello"
	"searchlab/wasm/app/store"
)

// JobMatch is the worker job of the tournament panel: one move of the
// match's current game.
const JobMatch = "match"

// Match is a small match between two players run from the page, one move
// request to the worker at a time (the API has no match endpoint the page
// could call): games in pairs from the same random opening with colours
// swapped, W/D/L counted for player A.
type Match struct {
	A, B    Player
	Games   int
	Opening int // random plies before the players take over (each pair shares them)

	Played  int
	W, D, L int
	Results []MatchGame
	Running bool
	Stopped bool

	// The game in progress.
	Pos     othello.Position
	Ply     int
	Record  []othello.Move
	Error   string
	ABlack  bool // A plays Black in the current game
	Seed    int64
	openPly int
}

// MatchGame is one finished game of a match.
type MatchGame struct {
	ABlack bool
	Score  int // Black's final disc difference (empties to the winner)
	Record string
}

// MaxMatchGames bounds a match run on the page.
const MaxMatchGames = 100

// MatchConfig is the tournament panel's settings.
type MatchConfig struct {
	A, B    Player
	Games   int
	Opening int
}

// defaultMatch is 10 games, 4 random opening plies, between the first
// two of the solver's players (alpha-beta against random, or MCTS).
func defaultMatch(algos []api.AlgorithmInfo) MatchConfig {
	c := MatchConfig{A: defaultAI(algos), B: defaultAI(algos), Games: 10, Opening: 4}
	for _, a := range algos {
		if a.ID != c.A.Algo {
			c.B = Player{Algo: a.ID}
			if _, ok := findAlgo(algos, "random"); ok {
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
		if s.Match != nil && s.Match.Running {
			s.Match.Running, s.Match.Stopped = false, true
			if s.Job == JobMatch {
				return sc.stop("")
			}
		}
		return nil
	}
	for _, p := range []Player{a.A, a.B} {
		info, ok := findAlgo(s.Algos, p.Algo)
		if !ok {
			s.Message, s.Bad = "A match needs two of the solver's players.", true
			return nil
		}
		if _, err := p.values(info); err != nil {
			s.Message, s.Bad = err.Error(), true
			return nil
		}
	}
	if a.Games < 1 || a.Games > MaxMatchGames || a.Opening < 0 || a.Opening > 20 {
		s.Message, s.Bad = fmt.Sprintf("A match has 1 to %d games and 0 to 20 opening moves.", MaxMatchGames), true
		return nil
	}
	fx := sc.stop("")
	s.Match = &Match{A: a.A.clone(), B: a.B.clone(), Games: a.Games, Opening: a.Opening, Running: true, Seed: sc.h.Seed()}
	sc.matchNewGame()
	return append(fx, sc.matchNext()...)
}

// matchNewGame sets up the next game: a fresh opening for each pair, the
// pair's second game with colours swapped.
func (sc *Screen) matchNewGame() {
	m := sc.s.Match
	pair := m.Played / 2
	m.ABlack = m.Played%2 == 0
	r := rand.New(rand.NewPCG(uint64(m.Seed), uint64(pair)+1))
	p := othello.Start()
	m.Record = nil
	for i := 0; i < m.Opening && !p.Over(); i++ {
		mv, ok := othello.Game{}.RandomMove(p, r)
		if !ok {
			break
		}
		p = p.Apply(mv)
		m.Record = append(m.Record, mv)
	}
	m.Pos, m.Ply, m.openPly = p, len(m.Record), len(m.Record)
}

// matchNext asks the worker for the current game's next move, finishing
// the game (and starting the next) when it is over.
func (sc *Screen) matchNext() []store.Effect {
	s := sc.s
	m := s.Match
	for m.Running && m.Pos.Over() {
		score := m.Pos.Score(othello.Black)
		m.Results = append(m.Results, MatchGame{ABlack: m.ABlack, Score: score, Record: othello.FormatRecord(m.Record)})
		aScore := score
		if !m.ABlack {
			aScore = -score
		}
		switch {
		case aScore > 0:
			m.W++
		case aScore < 0:
			m.L++
		default:
			m.D++
		}
		m.Played++
		if m.Played >= m.Games {
			m.Running = false
			s.Message, s.Bad = fmt.Sprintf("Match over: %s scored %d wins, %d draws, %d losses against %s.", m.A.Label(s.Algos), m.W, m.D, m.L, m.B.Label(s.Algos)), false
			return nil
		}
		sc.matchNewGame()
	}
	if !m.Running {
		return nil
	}
	if m.Pos.MustPass() {
		m.Pos = m.Pos.Apply(othello.Pass)
		m.Record = append(m.Record, othello.Pass)
		return sc.matchNext()
	}
	p := m.B
	if (m.Pos.Turn == othello.Black) == m.ABlack {
		p = m.A
	}
	req, err := p.Request(s.Algos, m.Pos.String(), m.Seed+int64(m.Played)*1000+int64(len(m.Record)), false)
	if err != nil {
		m.Running, m.Error = false, err.Error()
		return nil
	}
	return sc.start(JobMatch, req)
}

// matchEnd plays the move the worker chose and asks for the next.
func (sc *Screen) matchEnd(errText string, move string) []store.Effect {
	m := sc.s.Match
	if m == nil || !m.Running {
		return nil
	}
	if errText != "" {
		m.Running, m.Error = false, errText
		return nil
	}
	mv, err := othello.ParseMove(move)
	var next othello.Position
	if err == nil {
		next, err = m.Pos.Play(mv)
	}
	if err != nil {
		m.Running, m.Error = false, fmt.Sprintf("the move %q does not apply: %v", move, err)
		return nil
	}
	m.Pos, m.Ply = next, m.Ply+1
	m.Record = append(m.Record, mv)
	return sc.matchNext()
}

// Fraction is the share of the match done (games played plus the current
// game's progress, counted as 60 moves).
func (m *Match) Fraction() float64 {
	if m.Games == 0 {
		return 0
	}
	cur := 0.0
	if m.Running {
		cur = min(float64(len(m.Record)-m.openPly)/float64(60-m.openPly), 0.99)
	}
	return (float64(m.Played) + cur) / float64(m.Games)
}

func (m *Match) clone() *Match {
	c := *m
	c.Results = append([]MatchGame(nil), m.Results...)
	c.Record = append([]othello.Move(nil), m.Record...)
	c.A, c.B = m.A.clone(), m.B.clone()
	return &c
}
