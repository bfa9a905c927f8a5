package labscreen

import (
	"testing"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
)

// A reader who chose Vietnamese reads the Lab's notices in Vietnamese (a
// link's, an export's, a board's to add, with the game's Vietnamese
// name), and its view carries the language for its words; switching back
// to English says the same in English and leaves the form as it was.
func TestLabInVietnamese(t *testing.T) {
	src := newLab(t, nil, nil)
	src.spec(smallSpec())
	frag, err := src.s.ShareFragment()
	if err != nil {
		t.Fatal(err)
	}
	l := newLab(t, nil, nil)
	l.s.Dispatch(actions.SetLang{Lang: "vi"})
	l.s.Dispatch(actions.OpenLink{Fragment: "#" + frag})
	if got, want := l.s.State().Notice.Text, "Thí nghiệm từ liên kết đã được đưa vào biểu mẫu: 12 lượt chạy. Nhấn Chạy để bắt đầu."; got != want {
		t.Errorf("link notice %q, want %q", got, want)
	}
	if v := l.view(); v.Lang != i18n.Vietnamese || v.Runs != 12 {
		t.Errorf("view language %q, runs %d", v.Lang, v.Runs)
	}
	notice := func(a Action) string {
		l.s.Dispatch(a)
		return l.s.State().Notice.Text
	}
	if got := notice(Export{File: ExportJSON}); got != "Chưa có gì để xuất." {
		t.Errorf("export notice %q", got)
	}
	if got := notice(AddCurrentBoard{}); got != "Màn hình Trò chơi ô trượt (N-puzzle) không có bàn nào để thêm." {
		t.Errorf("board notice %q", got)
	}
	if got := notice(LoadPreset{Name: "no-such"}); got != `Không có thí nghiệm mẫu "no-such".` {
		t.Errorf("preset notice %q", got)
	}
	draft := l.view().Draft.Name
	l.s.Dispatch(actions.SetLang{Lang: "en"})
	if v := l.view(); v.Lang != i18n.English || v.Draft.Name != draft || v.Runs != 12 {
		t.Errorf("after switching to English: language %q, form %q (was %q), runs %d", v.Lang, v.Draft.Name, draft, v.Runs)
	}
	if got := notice(AddCurrentBoard{}); got != "The N-puzzle screen has no board to add." {
		t.Errorf("board notice in English %q", got)
	}
}
