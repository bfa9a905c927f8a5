package othelloscreen

import (
	"encoding/json"
	"strconv"
	"strings"

	"searchlab/core/othello"
	"searchlab/core/share"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// Key is the storage key of the Othello screen.
const Key = "searchlab/v1/othello"

// saved is what persists across reloads: the game (start, moves, the
// moves taken back), the two sides, hints and the automatic-play pause.
// A search in progress and the AI's last reply do not.
type saved struct {
	Start      string    `json:"start"`
	Moves      []string  `json:"moves,omitempty"`
	Redo       []string  `json:"redo,omitempty"`
	Sides      [2]Player `json:"sides"`
	ShowHints  bool      `json:"show_hints,omitempty"`
	HintPlayer Player    `json:"hint_player"`
	PauseMS    int       `json:"pause_ms"`
	Evals      []Eval    `json:"evals,omitempty"`
	// The match panel's players and number of games.
	MatchA     *Player `json:"match_a,omitempty"`
	MatchB     *Player `json:"match_b,omitempty"`
	MatchGames int     `json:"match_games,omitempty"`
}

func (s *State) saved() saved {
	return saved{Start: s.Start, Moves: s.Moves, Redo: s.Redo, Sides: s.Sides, ShowHints: s.ShowHints,
		HintPlayer: s.HintPlayer, PauseMS: s.PauseMS, Evals: s.Evals,
		MatchA: &s.MatchCfg.A, MatchB: &s.MatchCfg.B, MatchGames: s.MatchCfg.Games}
}

// restore loads the saved screen; a damaged or unusable copy is ignored,
// and a player the solver no longer has falls back to the default.
func (sc *Screen) restore() {
	s := sc.s
	v, ok := sc.h.Load(Key)
	if !ok {
		return
	}
	var sv saved
	if json.Unmarshal([]byte(v), &sv) != nil {
		return
	}
	if _, err := othello.Parse(sv.Start); err != nil {
		return
	}
	s.Start, s.Moves = sv.Start, append([]string(nil), sv.Moves...)
	s.replay()
	s.Redo = append([]string(nil), sv.Redo...)
	sc.restorePlayers(sv)
	s.ShowHints = sv.ShowHints
	s.PauseMS = min(max(sv.PauseMS, 0), 10_000)
	for _, e := range sv.Evals {
		if e.Ply >= 0 && e.Ply <= len(s.Moves) {
			s.setEval(e)
		}
	}
	if sv.MatchGames >= 1 && sv.MatchGames <= MaxMatchGames {
		s.MatchCfg.Games = sv.MatchGames
	}
	s.lastSaved = v
}

// restorePlayers takes the saved sides, hint engine and match players
// that the solver still has with valid settings.
func (sc *Screen) restorePlayers(sv saved) {
	s := sc.s
	for i, p := range sv.Sides {
		if p.IsHuman() {
			s.Sides[i] = Player{Algo: Human}
		} else if sc.known(p) {
			s.Sides[i] = p.clone()
		}
	}
	if sc.known(sv.HintPlayer) {
		s.HintPlayer = sv.HintPlayer.clone()
	}
	if sv.MatchA != nil && sc.known(*sv.MatchA) {
		s.MatchCfg.A = sv.MatchA.clone()
	}
	if sv.MatchB != nil && sc.known(*sv.MatchB) {
		s.MatchCfg.B = sv.MatchB.clone()
	}
}

// known reports whether p is one of the solver's players with valid
// settings.
func (sc *Screen) known(p Player) bool {
	info, ok := store.FindAlgo(sc.s.Algos, p.Algo)
	if !ok {
		return false
	}
	_, err := p.values(info)
	return err == nil
}

// persist saves the screen when a settled action changed it.
func (sc *Screen) persist(a Action) []store.Effect {
	switch a.(type) {
	case EditSquare, EditTurn, EditClear:
		return nil
	}
	s := sc.s
	b, err := json.Marshal(s.saved())
	if err != nil || string(b) == s.lastSaved {
		return nil
	}
	s.lastSaved = string(b)
	return sc.h.Save(Key, s.saved())
}

// ShareFragment implements store.Screen: the start position, the moves
// (the transcript, passes left out) and both sides' players.
func (sc *Screen) ShareFragment() (string, error) {
	s := sc.s
	p := map[string]string{"black": s.Sides[0].Spec(), "white": s.Sides[1].Spec()}
	if r := s.Record(); r != "" {
		p["moves"] = r
	}
	return share.Encode(share.Link{Game: ID, Board: s.Start, Params: p, Seed: uint64(sc.h.Seed())})
}

// openLink restores a shared game: the start, the moves replayed through
// the rules, and the players (an unknown one is reported and replaced by
// the default).
func (sc *Screen) openLink(l share.Link) []store.Effect {
	s, lang := sc.s, sc.h.Lang()
	start, err := othello.Parse(l.Board)
	if err != nil {
		sc.h.Notice(actions.NoticeError, lang.T("oth.link.bad_pos", "err", err.Error()))
		return nil
	}
	ms, _, err := othello.ParseRecord(start, l.Params["moves"])
	if err != nil {
		sc.h.Notice(actions.NoticeError, lang.T("oth.link.bad_moves", "err", err.Error()))
		return nil
	}
	var bad []string
	for i, key := range []string{"black", "white"} {
		spec, ok := l.Params[key]
		if !ok {
			continue
		}
		p, err := ParseSpec(spec, s.Algos)
		if err != nil {
			bad = append(bad, err.Error())
			continue
		}
		s.Sides[i] = p
	}
	fx := sc.h.SetSeed(int64(l.Seed))
	fx = append(fx, sc.stop("")...)
	s.Editing = false
	s.Start, s.Moves, s.Redo, s.Reply, s.Hints, s.Evals = start.String(), nil, nil, nil, nil, nil
	s.Analysis = nil
	for _, m := range ms {
		s.Moves = append(s.Moves, m.String())
	}
	s.replay()
	s.autoPass()
	s.Message, s.Bad = lang.T("oth.link.opened", "n", strconv.Itoa(len(ms))), false
	if len(bad) > 0 {
		sc.h.Notice(actions.NoticeError, lang.T("oth.link.but", "why", strings.Join(bad, "; ")))
	} else {
		sc.h.Notice(actions.NoticeSuccess, lang.T("oth.link.after", "n", len(ms)))
	}
	if s.Over {
		s.Message += " " + s.ResultIn(lang)
	}
	return append(fx, sc.analyseOrNext()...)
}
