package npuzzlescreen

import (
	"strings"
	"testing"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
)

// A reader whose browser asks for Vietnamese reads the screen's notices
// and texts in Vietnamese, a share link included (it opens in the
// reader's language, not the sender's: the link carries none); switching
// to English changes the language and nothing else.
func TestNPuzzleInVietnamese(t *testing.T) {
	s := store.New(store.Deps{Games: []store.Game{Game(testCatalog())}, Solver: &fakeSolver{}, Languages: []string{"vi-VN"}})
	s.Dispatch(Resize{Rows: 1, Cols: 9})
	if got := s.State().Notice.Text; !strings.Contains(got, "không cho phép bàn 1×9") {
		t.Errorf("size notice %q", got)
	}
	s.Dispatch(actions.SetSeed{Seed: 7})
	frag, err := s.ShareFragment()
	if err != nil {
		t.Fatal(err)
	}
	s.Dispatch(actions.OpenLink{Fragment: "#" + frag})
	st := s.State()
	if got := st.Notice.Text; got != "Đã mở một bàn được chia sẻ (hạt giống 7)." {
		t.Errorf("link notice %q", got)
	}
	if !strings.HasPrefix(st.StepHelp, "Nút Từng bước") || st.StatusLine() != "Sẵn sàng." {
		t.Errorf("step help %q, status %q", st.StepHelp, st.StatusLine())
	}
	board := st.Screen.(*State).Board
	s.Dispatch(actions.SetLang{Lang: "en"})
	en := s.State()
	if en.StatusLine() != "Ready." || !strings.HasPrefix(en.StepHelp, "Step runs") || en.Screen.(*State).Board != board || en.Seed != st.Seed {
		t.Errorf("after switching to English: status %q, help %q, board %v (was %v), seed %d (was %d)",
			en.StatusLine(), en.StepHelp, en.Screen.(*State).Board, board, en.Seed, st.Seed)
	}
	if got := (&TablesProgress{Partition: "5-5-5", Building: true, Done: 629_000, Total: 1_572_480}).SentenceIn(i18n.Vietnamese); got != "Đang dựng các cơ sở dữ liệu mẫu 5-5-5: 40 %" {
		t.Errorf("tables sentence %q", got)
	}
}
