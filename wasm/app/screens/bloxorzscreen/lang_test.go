package bloxorzscreen

import (
	"strings"
	"testing"
	"time"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
)

// A reader whose browser asks for Vietnamese reads the screen's notices,
// the editor's size note, the check's verdict (found by a real
// breadth-first search on stage 1) and the stage picker in Vietnamese;
// switching to English changes the words of what comes next and nothing
// of the level.
func TestBloxorzInVietnamese(t *testing.T) {
	s := store.New(store.Deps{Games: testGames, Solver: &nativeSolver{}, Languages: []string{"vi-VN"},
		Now: func() time.Time { return time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC) }})
	s.Dispatch(actions.SelectGame{ID: "bloxorz"})
	s.Dispatch(Stage{N: 99})
	if got := s.State().Notice.Text; got != "Không có màn cổ điển số 99 (các màn được đánh số từ 1 đến 33)." {
		t.Errorf("stage notice %q", got)
	}
	s.Dispatch(Passcode{Code: "000000"})
	if got := s.State().Notice.Text; !strings.HasPrefix(got, `Không màn nào có mật mã "000000"`) {
		t.Errorf("passcode notice %q", got)
	}
	s.Dispatch(Editing{On: true})
	if got := bloxOf(s).PickerLabelIn(i18n.Vietnamese); got != "Đang sửa màn 1" {
		t.Errorf("picker %q", got)
	}
	s.Dispatch(Check{})
	b := bloxOf(s)
	line, bad := b.CheckShownIn(i18n.Vietnamese)
	if bad || !strings.HasPrefix(line, "Giải được: lời giải tối ưu dài ") || !strings.Contains(line, " nước đi (tìm kiếm theo chiều rộng đã mở rộng ") {
		t.Errorf("check %q (bad %v)", line, bad)
	}
	s.Dispatch(Resize{W: 100000, H: b.Draft.H})
	if got := bloxOf(s).SizeNote; got != "Một màn chơi rộng từ 3 đến 30 ô và cao từ 3 đến 20 ô: chiều rộng 100000 thành 30." {
		t.Errorf("size note %q", got)
	}
	text := bloxOf(s).DraftText
	s.Dispatch(actions.SetLang{Lang: "en"})
	s.Dispatch(Resize{W: 1, H: bloxOf(s).Draft.H})
	if got := bloxOf(s).SizeNote; got != "A level is 3 to 30 cells wide and 3 to 20 high: width 1 became 3." {
		t.Errorf("English size note %q", got)
	}
	if bloxOf(s).DraftText == text || bloxOf(s).Stage != 1 {
		t.Errorf("the resize did not apply, or the stage changed (%d)", bloxOf(s).Stage)
	}
}
