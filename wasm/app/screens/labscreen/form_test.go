package labscreen

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"searchlab/core/experiment"
	"searchlab/core/games/all"
	"searchlab/core/share"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/screens/nimscreen"
)

// Every preset goes into the form and out again as the same spec (its
// canonical JSON), so a preset run in the page is the CLI's -preset.
func TestDraftRoundTripsThePresets(t *testing.T) {
	for _, p := range experiment.Presets() {
		cat, _ := all.Builtin().Algorithms(p.Spec.Game)
		exp, _ := all.Builtin().Experiments(p.Spec.Game)
		got, err := DraftOf(p.Spec, exp).Spec(cat, exp)
		if err != nil {
			t.Errorf("%s: %v", p.Name, err)
			continue
		}
		a, _ := got.Encode()
		b, _ := p.Spec.Encode()
		if !bytes.Equal(a, b) {
			t.Errorf("%s: the form gives\n%s\nwant\n%s", p.Name, a, b)
		}
		if cmd := Command(got, 2); !strings.HasPrefix(cmd, "searchlab experiment -preset "+p.Name+" -parallel 2 ") {
			t.Errorf("%s: command %q", p.Name, cmd)
		}
	}
}

// A game's usual draft makes an experiment; switching games keeps the
// budget, repeats and seed.
func TestUsualDraftsPlan(t *testing.T) {
	l := newLab(t, nil, nil)
	l.s.Dispatch(Edit{Apply: func(d *Draft) { d.Repeats, d.Seed = 3, 77 }})
	for _, g := range Games(all.Builtin(), nil) {
		l.s.Dispatch(SetGame{Game: g.ID})
		v := l.view()
		if v.Problem != "" || v.Runs == 0 || v.Draft.Game != g.ID {
			t.Errorf("%s: problem %q, %d runs", g.ID, v.Problem, v.Runs)
		}
		if v.Draft.Seed != 77 || v.Draft.Repeats != 3 {
			t.Errorf("%s: seed %d, repeats %d; want 77, 3 kept", g.ID, v.Draft.Seed, v.Draft.Repeats)
		}
	}
}

// A spec that is not a preset's is given to the CLI on standard input, as
// the JSON the CLI reads back to the same spec.
func TestCommandCarriesTheSpec(t *testing.T) {
	spec := smallSpec()
	spec.Configs[0].Label = "A* 'quoted' $HOME"
	cmd := Command(spec, 3)
	head, rest, ok := strings.Cut(cmd, "\n")
	if !ok || head != "searchlab experiment -parallel 3 -summary summary.md - > runs.csv <<'SPEC'" || !strings.HasSuffix(rest, "\nSPEC") {
		t.Fatalf("command %q", cmd)
	}
	got, err := experiment.ParseSpec([]byte(strings.TrimSuffix(rest, "\nSPEC")))
	if err != nil {
		t.Fatal(err)
	}
	a, _ := got.Encode()
	b, _ := spec.Encode()
	if !bytes.Equal(a, b) {
		t.Errorf("the here-document reads as\n%s\nwant\n%s", a, b)
	}
}

// A link carries the form's spec: ShareFragment, opened, puts the same
// spec in another page's form; a damaged link changes nothing and says
// why.
func TestLinkRoundTrip(t *testing.T) {
	l := newLab(t, nil, nil)
	l.spec(smallSpec())
	frag, err := l.s.ShareFragment()
	if err != nil || !strings.HasPrefix(frag, "v1/lab/") {
		t.Fatalf("fragment %q, %v", frag, err)
	}
	l2 := newLab(t, nil, nil)
	l2.s.Dispatch(actions.OpenLink{Fragment: "#" + frag})
	st := l2.s.State()
	if st.Game != ID || !strings.Contains(st.Notice.Text, "12 runs") {
		t.Fatalf("after the link: screen %s, notice %q", st.Game, st.Notice.Text)
	}
	a, _ := l2.view().Draft.Spec(l2.view().Catalog, l2.view().Declared)
	x, _ := a.Encode()
	y, _ := smallSpec().Encode()
	if !bytes.Equal(x, y) {
		t.Errorf("the link's spec\n%s\nwant\n%s", x, y)
	}
	bad, _ := share.Encode(share.Link{Game: ID, Board: `{"game": "npuzzle", "instances": 7}`})
	before := l2.view().Draft
	l2.s.Dispatch(actions.OpenLink{Fragment: "#" + bad})
	if st := l2.s.State(); st.Notice.Kind != actions.NoticeError || !strings.Contains(st.Notice.Text, "instances") || l2.view().Draft.Name != before.Name {
		t.Errorf("a bad spec's link: notice %q, form %q", st.Notice.Text, l2.view().Draft.Name)
	}
}

// "Add the current board" takes the board of the game's own screen into
// the boards listed.
func TestAddCurrentBoard(t *testing.T) {
	l := newLab(t, nil, nil)
	l.s.Dispatch(SetGame{Game: "nim"})
	l.s.Dispatch(actions.SelectGame{ID: nimscreen.ID})
	l.s.Dispatch(nimscreen.NewGame{Board: "2 7 9"})
	l.s.Dispatch(actions.SelectGame{ID: ID})
	l.s.Dispatch(AddCurrentBoard{})
	v := l.view()
	if boards := SplitBoards(false, v.Draft.Boards); v.Draft.Kind != KindPositions || boards[len(boards)-1] != "2 7 9" || v.Problem != "" {
		t.Errorf("positions %q (kind %s), problem %q", v.Draft.Boards, v.Draft.Kind, v.Problem)
	}
}

// A field that does not read (issue 30 item 1) keeps the draft as it was:
// its problem is the form's, Run is refused; the next good value clears
// it; a field no longer shown (another kind) takes its flag away.
func TestFieldProblemKeepsTheDraft(t *testing.T) {
	l := newLab(t, nil, nil)
	l.s.Dispatch(Edit{Apply: func(d *Draft) { d.Kind, d.Shuffle = KindRandom, 20 }})
	l.s.Dispatch(FieldProblem{ID: "lab-shuffle-moves", Problem: "Moves: enter a whole number"})
	v := l.view()
	if v.Draft.Shuffle != 20 || v.Problem != "Moves: enter a whole number." || v.Runs != 0 {
		t.Fatalf("after a bad Moves: shuffle %d, problem %q, %d runs", v.Draft.Shuffle, v.Problem, v.Runs)
	}
	l.s.Dispatch(RunExperiment{})
	if l.view().Exp != nil {
		t.Fatal("an experiment ran while a field did not read")
	}
	l.s.Dispatch(FieldProblem{ID: "lab-seed", Problem: "Seed: enter a whole number"})
	if p := l.view().Problem; p != "Moves: enter a whole number. Seed: enter a whole number." {
		t.Errorf("two bad fields: %q", p)
	}
	l.s.Dispatch(Edit{Field: "lab-shuffle-moves", Apply: func(d *Draft) { d.Shuffle = 7 }})
	if v := l.view(); v.Draft.Shuffle != 7 || v.Problem != "Seed: enter a whole number." {
		t.Errorf("after a good Moves: shuffle %d, problem %q", v.Draft.Shuffle, v.Problem)
	}
	l.s.Dispatch(FieldProblem{ID: "lab-count", Problem: "Boards: at least 1"})
	l.s.Dispatch(Edit{Apply: func(d *Draft) { d.Kind = KindBoards }})
	if p := l.view().Problem; strings.Contains(p, "Boards: at least 1") || !strings.Contains(p, "Seed") {
		t.Errorf("after switching kind: %q (the Boards count is no longer shown; the seed is)", p)
	}
}

// The form offers every registered game, and for each exactly the kinds
// of instances the game declares, its usual draft on one of them; every
// declared field has its place in the draft, so the form shows it.
func TestFormOffersTheDeclaredKinds(t *testing.T) {
	reg := all.Builtin()
	l := newLab(t, nil, nil)
	games := l.view().GameList
	if len(games) != len(reg.Games()) {
		t.Errorf("the picker offers %v, the registry has %d games", games, len(reg.Games()))
	}
	for _, g := range games {
		l.s.Dispatch(SetGame{Game: g.ID})
		v := l.view()
		exp, _ := reg.Experiments(g.ID)
		var offered, want []string
		for _, k := range v.Declared.Kinds {
			offered = append(offered, k.ID)
		}
		for _, k := range exp.Kinds {
			want = append(want, k.ID)
			for _, f := range k.Fields {
				if _, ok := slotOf(k.ID, f); !ok {
					t.Errorf("%s, %s: the draft has no place for the field %q", g.ID, k.ID, f.Name)
				}
			}
		}
		if strings.Join(offered, " ") != strings.Join(want, " ") || !slices.Contains(want, v.Draft.Kind) || g.Name != exp.Name {
			t.Errorf("%s (%s): offers %v, usual %s; declares %v (%s)", g.ID, g.Name, offered, v.Draft.Kind, want, exp.Name)
		}
	}
}
