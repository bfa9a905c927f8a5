package npuzzlescreen

import (
	"strings"
	"testing"

	"searchlab/core/share"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
)

// A Vietnamese reader who opens a bad N-puzzle link (a board that does
// not read, an algorithm the app does not have, damaged data) reads why
// in Vietnamese (issue 32); the board text being edited says its
// problem in Vietnamese too.
func TestNPuzzleBadLinksInVietnamese(t *testing.T) {
	s := store.New(store.Deps{Games: []store.Game{Game(testCatalog())}, Solver: &fakeSolver{}, Languages: []string{"vi-VN"}})
	open := func(l share.Link) string {
		t.Helper()
		frag, err := share.Encode(l)
		if err != nil {
			t.Fatal(err)
		}
		s.Dispatch(actions.OpenLink{Fragment: "#" + frag})
		return s.State().Notice.Text
	}
	if got := open(share.Link{Game: ID, Board: "1 2 3/4 x 5/6 7 0"}); !strings.Contains(got, `ô "x" ở hàng 2, cột 2 không phải là số`) {
		t.Errorf("a board that does not read: %q", got)
	}
	if got := open(share.Link{Game: ID, Board: "1 2 3/4 5 6/7 8 0", Algorithm: "quantum"}); !strings.Contains(got, `thuật toán mà ứng dụng không có, "quantum"`) ||
		strings.Contains(got, "selected") {
		t.Errorf("an unknown algorithm: %q", got)
	}
	s.Dispatch(actions.OpenLink{Fragment: "#v1/npuzzle/ab$c"})
	if got := s.State().Notice.Text; !strings.Contains(got, "bị hỏng: ký tự thứ 3 của dữ liệu, '$', không thuộc bảng mã base64url") {
		t.Errorf("damaged data: %q", got)
	}
	s.Dispatch(SetEditing{On: true})
	s.Dispatch(EditBoard{Text: "1 2 3/4 5 6/7 8 8"})
	// The state keeps the core's English; the view says it in the page's
	// language (view_editor.go).
	if got := s.State().Screen.(*State).BoardError; got == "" || !i18n.HasCore(got) {
		t.Errorf("a board with a tile twice: error %q, without Vietnamese", got)
	}
}
