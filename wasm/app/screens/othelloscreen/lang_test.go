package othelloscreen

import (
	"strings"
	"testing"
	"time"

	"searchlab/core/games/othellogame"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/screens/npuzzlescreen"
	"searchlab/wasm/app/store"
)

// A reader whose browser asks for Vietnamese reads the Othello screen's
// messages in Vietnamese: a refused move, a move played, a player chosen
// (the algorithm's Vietnamese name), an undo, a finished game's score;
// switching to English changes the language of what comes next and
// nothing of the game.
func TestOthelloInVietnamese(t *testing.T) {
	s := store.New(store.Deps{Games: []store.Game{npuzzlescreen.Game(nil), Game}, Solver: &registrySolver{},
		Now: func() time.Time { return testClock }, Languages: []string{"vi-VN"}})
	s.Dispatch(actions.SelectGame{ID: ID})
	twoPeople(s)
	s.Dispatch(Play{Square: "e3"}) // not legal at the start
	if st := stateOf(s); !st.Bad || !strings.HasPrefix(st.Message, "Nước đi không hợp lệ: ") {
		t.Errorf("illegal move: %q", st.Message)
	}
	s.Dispatch(Play{Square: "f5"})
	if got := stateOf(s).Message; got != "Đen đã đi f5." {
		t.Errorf("move message %q", got)
	}
	s.Dispatch(Undo{})
	if got := stateOf(s).Message; got != "Đã rút lại 1 nước đi." {
		t.Errorf("undo message %q", got)
	}

	st := stateOf(s)
	info, ok := store.FindAlgo(st.Algos, "alphabeta")
	if !ok {
		t.Fatal("no alpha-beta player in the registry")
	}
	vi := i18n.Vietnamese.AlgorithmName(info.ID, info.Name)
	if vi == info.Name {
		t.Fatalf("alpha-beta has no Vietnamese name (%q)", vi)
	}
	if len(st.Levels) == 0 {
		t.Fatal("the catalogue has no Othello levels")
	}
	for _, lv := range st.Levels { // every level of the catalogue has its Vietnamese
		if LevelName(i18n.English, lv) != lv.Name || LevelName(i18n.Vietnamese, lv) == lv.Name || LevelHelp(i18n.Vietnamese, lv) == lv.Help {
			t.Errorf("level %s: %q / %q", lv.ID, LevelName(i18n.Vietnamese, lv), LevelHelp(i18n.Vietnamese, lv))
		}
	}
	if got := FormatValueIn(i18n.Vietnamese, 1.5, othellogame.ValueEval); got != "+1,5" {
		t.Errorf("an evaluation in Vietnamese: %q", got)
	}
	s.Dispatch(SetSide{Side: 1, Player: Player{Algo: "alphabeta"}})
	if got := stateOf(s).Message; got != "Trắng: "+vi+"." {
		t.Errorf("side message %q, want the Vietnamese name %q", got, vi)
	}
	twoPeople(s)

	// A full board of Black's: the game is over at once, 64–0.
	full := strings.Repeat("X", 64) + " O"
	s.Dispatch(NewGame{Start: full})
	st = stateOf(s)
	if !st.Over || st.Discs != [2]int{64, 0} {
		t.Fatalf("full board: over %v, discs %v", st.Over, st.Discs)
	}
	if want := "Ván mới. Không bên nào còn nước đi: Hết ván: Đen thắng cách biệt 64 quân (64–0)."; st.Message != want {
		t.Errorf("new game on a full board:\n got %q\nwant %q", st.Message, want)
	}
	if st.ResultIn(i18n.English) != "Game over: Black wins by 64 (64–0)." || st.SideNameIn(i18n.Vietnamese, 1) != "Trắng" {
		t.Errorf("result in English %q, White in Vietnamese %q", st.ResultIn(i18n.English), st.SideNameIn(i18n.Vietnamese, 1))
	}

	s.Dispatch(actions.SetLang{Lang: "en"})
	en := stateOf(s)
	if en.Start != st.Start || len(en.Moves) != len(st.Moves) || en.Message != st.Message {
		t.Errorf("switching the language changed the game: start %q, moves %v, message %q", en.Start, en.Moves, en.Message)
	}
	s.Dispatch(NewGame{})
	s.Dispatch(Play{Square: "f5"})
	if got := stateOf(s).Message; got != "Black played f5." {
		t.Errorf("after switching to English: %q", got)
	}
}
