package graphscreen

import (
	"strings"
	"testing"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/store/storetest"
)

// A reader whose browser asks for Vietnamese reads the graph screen's
// notices, its run's size, the editor's refusals, the heuristic checks
// and the step help in Vietnamese, a share link's notice included;
// switching to English changes the words and nothing else.
func TestGraphInVietnamese(t *testing.T) {
	s := store.New(store.Deps{Games: []store.Game{Game(Catalog())}, Solver: &storetest.RegistrySolver{}, Languages: []string{"vi-VN"}})
	s.Dispatch(actions.Run{})
	st, sess := view(s)
	// A* on Romania: Arad, Sibiu, Rimnicu Vilcea, Pitesti, Bucharest.
	if got := sess.StatusLine(); !strings.Contains(got, "4 cạnh") {
		t.Errorf("status %q: the solution's size in edges, in Vietnamese", got)
	}
	if !strings.HasPrefix(sess.StepHelp, "Nút Từng bước") {
		t.Errorf("step help %q", sess.StepHelp)
	}
	if got := st.CheckLine(i18n.Vietnamese); !strings.Contains(got, "chấp nhận được và nhất quán") {
		t.Errorf("check line %q", got)
	}
	arad, _ := st.Graph.Index("Arad")
	s.Dispatch(SetEditing{On: true})
	s.Dispatch(DeleteNode{Node: int(arad)})
	if _, sess := view(s); sess.Notice.Text != "Không thay đổi được đồ thị: Arad là nút bắt đầu; hãy chọn một nút khác làm nút bắt đầu trước." {
		t.Errorf("deleting the start: %q", sess.Notice.Text)
	}
	s.Dispatch(SetEditing{On: false})
	s.Dispatch(LoadSample{Name: "inadmissible"})
	st, _ = view(s)
	if got := st.CheckLine(i18n.Vietnamese); !strings.Contains(got, "không chấp nhận được tại 1 nút (A: h=5 > h*=1") {
		t.Errorf("check line %q", got)
	}
	s.Dispatch(actions.SetSeed{Seed: 7})
	frag, err := s.ShareFragment()
	if err != nil {
		t.Fatal(err)
	}
	s.Dispatch(actions.OpenLink{Fragment: "#" + frag})
	st, sess = view(s)
	if got := sess.Notice.Text; got != "Đã mở một đồ thị được chia sẻ (hạt giống 7)." {
		t.Errorf("link notice %q", got)
	}
	text := st.Text
	s.Dispatch(actions.SetLang{Lang: "en"})
	en, sessEn := view(s)
	if !strings.HasPrefix(sessEn.StepHelp, "Step runs") || en.Text != text || sessEn.Seed != 7 ||
		!strings.Contains(en.CheckLine(sessEn.Lang), "not admissible at 1 node") {
		t.Errorf("after switching to English: help %q, same graph %v, seed %d, check %q",
			sessEn.StepHelp, en.Text == text, sessEn.Seed, en.CheckLine(sessEn.Lang))
	}
}
