package labscreen

import (
	"strings"
	"testing"

	"searchlab/core/experiment"
	"searchlab/core/games/all"
	"searchlab/wasm/app/i18n"
)

// TestFormProblemsLang: the problems of a draft with a bad listed board
// and a bad algorithm parameter, as experiment.Check gives them, read in
// the page's language: the English keeps the words the e2e tests read,
// the Vietnamese names the line and the card in Vietnamese and quotes the
// core's sentence translated.
func TestFormProblemsLang(t *testing.T) {
	d := Draft{Game: "npuzzle", Kind: KindBoards, Boards: "1 2 3/4 5 6/7 8 0\n\n1 2 3/4 5 6/7 8 9"}
	spec := experiment.Spec{Game: "npuzzle", Instances: experiment.Instances{Boards: SplitBoards(false, d.Boards)},
		Configs: []experiment.Config{{Algorithm: "bfs"}, {Algorithm: "astar", Params: map[string]any{"heuristic": "nope"}}}}
	errs := experiment.Check(all.Builtin(), spec)
	if len(errs) < 2 {
		t.Fatalf("Check gave %d problems, want the board's and the parameter's: %v", len(errs), errs)
	}
	en := formProblems(i18n.English, d, false, errs)
	vi := formProblems(i18n.Vietnamese, d, false, errs)
	var board, param bool
	for i, p := range en {
		v := vi[i]
		if v.Field != p.Field {
			t.Errorf("problem %d marks %q in Vietnamese but %q in English", i, v.Field, p.Field)
		}
		switch {
		case strings.HasPrefix(p.Text, "Boards listed, line 3: "):
			board = true
			if !strings.HasPrefix(v.Text, "Danh sách bàn, dòng 3: ") || !i18n.HasCore(errs[i].Msg) || !strings.HasSuffix(v.Text, i18n.Vietnamese.Core(errs[i].Msg)) {
				t.Errorf("the board's problem in Vietnamese: %q (English %q)", v.Text, p.Text)
			}
		case strings.HasPrefix(p.Text, "Algorithm 2, parameter heuristic: "):
			param = true
			if !strings.HasPrefix(v.Text, "Thuật toán 2, tham số heuristic: ") {
				t.Errorf("the parameter's problem in Vietnamese: %q (English %q)", v.Text, p.Text)
			}
		default:
			t.Errorf("unexpected problem %q", p.Text)
		}
	}
	if !board || !param {
		t.Errorf("the problems %v lack the board's (%v) or the parameter's (%v)", en, board, param)
	}
}

// TestProblemInLang: the state keeps the core's problems and says them in
// the language asked when shown, so a change of the page's language after
// the draft was set reads in the new one.
func TestProblemInLang(t *testing.T) {
	d := Draft{Game: "npuzzle", Kind: KindBoards, Boards: "1 2 3/4 5 6/7 8 0\n1 2 3/4 5 6/7 8 9"}
	e := &experiment.Error{Path: "instances.boards[1]", Msg: "board: tile 9 appears more than once"}
	s := &State{Draft: d, checked: []*experiment.Error{e}, coreProblem: e.Error()}
	if got := s.problemIn(i18n.English); got != "Boards listed, line 2: board: tile 9 appears more than once" {
		t.Errorf("English: %q", got)
	}
	if got, want := s.problemIn(i18n.Vietnamese), "Danh sách bàn, dòng 2: "+i18n.Vietnamese.Core(e.Msg); got != want || !i18n.HasCore(e.Msg) {
		t.Errorf("Vietnamese: %q, want %q", got, want)
	}
	s.checked, s.coreProblem = nil, e.Msg // a sentence of the core's without a path
	if got := s.problemIn(i18n.Vietnamese); got != i18n.Vietnamese.Core(e.Msg) || got == e.Msg {
		t.Errorf("the core's sentence alone in Vietnamese: %q", got)
	}
}
