package nimscreen

import (
	"strings"
	"testing"
	"time"

	"searchlab/core/registry"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
)

// A reader whose browser asks for Vietnamese reads the messages the Nim
// screen writes (new game, the AI's reply, undo, an illegal move, the tree
// view's note, a share link's notice) in Vietnamese, with the moves and
// positions of the game in them; switching to English changes the
// language of what is written next and nothing of the game.
func TestNimInVietnamese(t *testing.T) {
	s := store.New(store.Deps{Games: testGames, Solver: &registrySolver{}, Languages: []string{"vi-VN"},
		Now: func() time.Time { return testClock }})
	s.Dispatch(actions.SelectGame{ID: "nim"})
	s.Dispatch(NewGame{Board: "3 4 5"})
	if got := nimOf(s).Message; got != "Ván mới từ thế 3 4 5." {
		t.Errorf("new game message %q", got)
	}
	s.Dispatch(Take{Heap: 2, Take: 1})
	n := nimOf(s)
	if len(n.Moves) != 2 {
		t.Fatalf("moves %v: want the person's move and the AI's reply", n.Moves)
	}
	if want := "Nước vừa đi: " + n.Moves[1] + " (máy)."; n.Message != want {
		t.Errorf("after the AI's reply: message %q, want %q", n.Message, want)
	}
	played := append([]string(nil), n.Moves...)
	s.Dispatch(Undo{})
	if want := "Đã rút lại " + strings.Join(played, ", ") + "."; nimOf(s).Message != want {
		t.Errorf("undo message %q, want %q", nimOf(s).Message, want)
	}
	s.Dispatch(Undo{})
	if n := nimOf(s); !n.Bad || n.Message != "Không còn nước nào để hoàn tác." {
		t.Errorf("nothing to undo: message %q (bad %v)", n.Message, n.Bad)
	}
	s.Dispatch(Take{Heap: 0, Take: 4}) // heap 1 has 3 stones
	if n := nimOf(s); !n.Bad || !strings.HasPrefix(n.Message, "Nước đi không hợp lệ: ") {
		t.Errorf("illegal move: message %q (bad %v)", n.Message, n.Bad)
	}
	s.Dispatch(SetAI{Algorithm: registry.AlgoOracle, Depth: n.Depth, Iterations: n.Iterations, MaxNodes: n.MaxNodes})
	s.Dispatch(Tree{On: true})
	if tr := nimOf(s).Tree; tr == nil || !strings.HasPrefix(tr.Note, "Chơi theo lý thuyết (Theory oracle) trả lời bằng công thức") {
		t.Errorf("the oracle's tree view: %+v", tr)
	}
	s.Dispatch(Tree{On: false})

	// The names and summaries the views write.
	n = nimOf(s)
	if got := n.PlayerNameIn(i18n.Vietnamese, n.HumanSide); got != "bạn" {
		t.Errorf("the person's name %q", got)
	}
	if got := SwitchesSummaryIn(i18n.Vietnamese, registry.AlgoAlphaBeta, Switches{Ordering: true}); got != "sắp xếp nước đi bật, TT tắt, sâu dần tắt" {
		t.Errorf("switches %q", got)
	}
	if SwitchesSummaryIn(i18n.English, registry.AlgoAlphaBeta, Switches{Ordering: true}) != SwitchesSummary(registry.AlgoAlphaBeta, Switches{Ordering: true}) {
		t.Error("the English summary differs from SwitchesSummary")
	}

	// A share link opens in the reader's language.
	frag, err := s.ShareFragment()
	if err != nil {
		t.Fatal(err)
	}
	s.Dispatch(actions.OpenLink{Fragment: "#" + frag})
	if got := s.State().Notice.Text; got != "Đã mở một thế Nim được chia sẻ (3 4 5)." {
		t.Errorf("link notice %q", got)
	}

	// English: the game is kept, what comes next is in English.
	before := nimOf(s)
	s.Dispatch(actions.SetLang{Lang: "en"})
	en := nimOf(s)
	if en.Pos != before.Pos || en.Algorithm != before.Algorithm || len(en.Moves) != len(before.Moves) {
		t.Errorf("switching language changed the game: %s %s %v, was %s %s %v", en.Pos, en.Algorithm, en.Moves, before.Pos, before.Algorithm, before.Moves)
	}
	s.Dispatch(NewGame{Board: "1 2 3"})
	if got := nimOf(s).Message; got != "New game from 1 2 3." {
		t.Errorf("English new game message %q", got)
	}
}
