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
func (s *Screen) restore() {
	st := s.st
	v, ok := s.h.Load(Key)
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
	st.Start, st.Moves = sv.Start, append([]string(nil), sv.Moves...)
	st.replay()
	st.Redo = append([]string(nil), sv.Redo...)
	s.restorePlayers(sv)
	st.ShowHints = sv.ShowHints
	st.PauseMS = min(max(sv.PauseMS, 0), 10_000)
	for _, e := range sv.Evals {
		if e.Ply >= 0 && e.Ply <= len(st.Moves) {
			st.setEval(e)
		}
	}
	if sv.MatchGames >= 1 && sv.MatchGames <= MaxMatchGames {
		st.MatchCfg.Games = sv.MatchGames
	}
	st.lastSaved = v
}

// restorePlayers takes the saved sides, hint engine and match players
// that the solver still has with valid settings.
func (s *Screen) restorePlayers(sv saved) {
	st := s.st
	for i, p := range sv.Sides {
		if p.IsHuman() {
			st.Sides[i] = Player{Algo: Human}
		} else if s.known(p) {
			st.Sides[i] = p.clone()
		}
	}
	if s.known(sv.HintPlayer) {
		st.HintPlayer = sv.HintPlayer.clone()
	}
	if sv.MatchA != nil && s.known(*sv.MatchA) {
		st.MatchCfg.A = sv.MatchA.clone()
	}
	if sv.MatchB != nil && s.known(*sv.MatchB) {
		st.MatchCfg.B = sv.MatchB.clone()
	}
}

// known reports whether p is one of the solver's players with valid
// settings.
func (s *Screen) known(p Player) bool {
	info, ok := store.FindAlgo(s.st.Algos, p.Algo)
	if !ok {
		return false
	}
	_, err := p.values(info)
	return err == nil
}

// persist saves the screen when a settled action changed it.
func (s *Screen) persist(a Action) []store.Effect {
	switch a.(type) {
	case EditSquare, EditTurn, EditClear:
		return nil
	}
	st := s.st
	b, err := json.Marshal(st.saved())
	if err != nil || string(b) == st.lastSaved {
		return nil
	}
	st.lastSaved = string(b)
	return s.h.Save(Key, st.saved())
}

// ShareFragment implements store.Screen: the start position, the moves
// (the transcript, passes left out) and both sides' players.
func (s *Screen) ShareFragment() (string, error) {
	st := s.st
	p := map[string]string{"black": st.Sides[0].Spec(), "white": st.Sides[1].Spec()}
	if r := st.Record(); r != "" {
		p["moves"] = r
	}
	return share.Encode(share.Link{Game: ID, Board: st.Start, Params: p, Seed: uint64(s.h.Seed())})
}

// openLink restores a shared game: the start, the moves replayed through
// the rules, and the players (an unknown one is reported and replaced by
// the default).
func (s *Screen) openLink(l share.Link) []store.Effect {
	st, lang := s.st, s.h.Lang()
	start, err := othello.Parse(l.Board)
	if err != nil {
		s.h.Notice(actions.NoticeError, lang.T("oth.link.bad_pos", "err", lang.Core(err.Error())))
		return nil
	}
	ms, _, err := othello.ParseRecord(start, l.Params["moves"])
	if err != nil {
		s.h.Notice(actions.NoticeError, lang.T("oth.link.bad_moves", "err", lang.Core(err.Error())))
		return nil
	}
	var bad []string
	for i, key := range []string{"black", "white"} {
		spec, ok := l.Params[key]
		if !ok {
			continue
		}
		p, err := ParseSpec(spec, st.Algos)
		if err != nil {
			bad = append(bad, lang.Core(err.Error()))
			continue
		}
		st.Sides[i] = p
	}
	fx := s.h.SetSeed(int64(l.Seed))
	fx = append(fx, s.stop("")...)
	st.Editing = false
	st.Start, st.Moves, st.Redo, st.Reply, st.Hints, st.Evals = start.String(), nil, nil, nil, nil, nil
	st.Analysis = nil
	for _, m := range ms {
		st.Moves = append(st.Moves, m.String())
	}
	st.replay()
	st.autoPass()
	st.Message, st.Bad = lang.T("oth.link.opened", "n", strconv.Itoa(len(ms))), false
	if len(bad) > 0 {
		s.h.Notice(actions.NoticeError, lang.T("oth.link.but", "why", strings.Join(bad, "; ")))
	} else {
		s.h.Notice(actions.NoticeSuccess, lang.T("oth.link.after", "n", len(ms)))
	}
	if st.Over {
		st.Message += " " + st.ResultIn(lang)
	}
	return append(fx, s.analyseOrNext()...)
}
