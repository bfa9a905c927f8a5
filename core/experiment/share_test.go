package experiment

import (
	"reflect"
	"strings"
	"testing"

	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/share"
)

// Every preset travels in a short link and comes back equal.
func TestShareLinkRoundTrip(t *testing.T) {
	for _, p := range Presets() {
		frag, err := ShareLink(p.Spec)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(frag, "v1/lab/") || len(frag) > 700 {
			t.Errorf("%s: link %q (%d characters)", p.Name, frag, len(frag))
		}
		got, err := SpecFromLink("#" + frag)
		if err != nil || !reflect.DeepEqual(got, p.Spec) {
			t.Errorf("%s: the link gives %+v, %v", p.Name, got, err)
		}
	}
}

// How long a spec fits a link: a hundred 8-puzzle boards (2.2 kB of JSON)
// make a link under 2000 characters, the length every browser, mail
// client and chat keeps whole, thanks to compression; the cap is
// share.MaxLen.
func TestShareLinkLength(t *testing.T) {
	spec := func(n int) Spec {
		var boards []string
		for i := range n {
			b, _ := npuzzle.Shuffle{}.Board(npuzzle.Goal(3, 3), registry.NewRand(int64(i)))
			boards = append(boards, b.String())
		}
		return Spec{Game: "npuzzle", Instances: Instances{Boards: boards}, Configs: []Config{{Algorithm: "astar"}, {Algorithm: "idastar"}}}
	}
	frag, err := ShareLink(spec(100))
	if err != nil || len(frag) >= 2000 || !strings.HasPrefix(frag, "v1/lab/.") {
		t.Errorf("100 boards: a link of %d characters (%.12s…), %v", len(frag), frag, err)
	}
	if _, err := ShareLink(spec(1200)); err == nil || !strings.Contains(err.Error(), "more than the 8192") {
		t.Errorf("1200 boards: %v, want a sentence about the link's length", err)
	}
}

// A damaged, foreign or unreadable link is a sentence, never a panic.
func TestSpecFromBadLink(t *testing.T) {
	good, _ := ShareLink(Presets()[0].Spec)
	npuzzleLink, _ := share.Encode(share.Link{Game: "npuzzle", Board: "1 2/3 0"})
	notSpec, _ := share.Encode(share.Link{Game: LinkGame, Board: `{"game":"nim","instances":{"positions":"3 4 5"}}`})
	for _, c := range []struct{ in, want string }{
		{good[:len(good)-10], "the experiment link is damaged: "},
		{"v1/lab/.AAAA", "the experiment link is damaged: its compressed data does not expand"},
		{npuzzleLink, "the link is not an experiment link (it is for another screen)"},
		{notSpec, "the experiment link holds a spec that does not read: instances.positions: must be a list of strings, not a string"},
		{"", "the experiment link cannot be read"},
	} {
		_, err := SpecFromLink(c.in)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("SpecFromLink(%.30q): %v, want %q", c.in, err, c.want)
		}
	}
}

// Every preset decodes, plans against the registry and has the shape the
// issue asks for.
func TestPresets(t *testing.T) {
	want := map[string]struct {
		game    string
		runs    int
		configs int
	}{
		"bloxorz-classic":        {"bloxorz", 33 * 5, 5},
		"npuzzle-random":         {"npuzzle", 30 * 16, 16},
		"nim-minimax-alphabeta":  {"nim", 10 * 6, 6},
		"othello-mcts-alphabeta": {"othello", 4 * 10, 5},
	}
	ps := Presets()
	if len(ps) != len(want) {
		t.Errorf("%d presets: %v", len(ps), PresetNames())
	}
	for _, p := range ps {
		w, ok := want[p.Name]
		if !ok {
			t.Errorf("unexpected preset %s", p.Name)
			continue
		}
		plan, err := NewPlan(reg, p.Spec)
		if err != nil {
			t.Errorf("%s: %v", p.Name, err)
			continue
		}
		if p.Spec.Game != w.game || len(plan.Runs) != w.runs || len(plan.Configs) != w.configs || p.Spec.Name == "" {
			t.Errorf("%s: game %s, %d runs, %d configs", p.Name, p.Spec.Game, len(plan.Runs), len(plan.Configs))
		}
		if got, ok := PresetByName(p.Name); !ok || !reflect.DeepEqual(got, p) {
			t.Errorf("PresetByName(%s)", p.Name)
		}
	}
	// The N-puzzle preset runs every single-agent algorithm of the game.
	p, _ := PresetByName("npuzzle-random")
	have := map[string]bool{}
	for _, c := range p.Spec.Configs {
		have[c.Algorithm] = true
	}
	algos, _ := reg.Algorithms("npuzzle")
	for _, a := range algos {
		if !have[a.ID] {
			t.Errorf("npuzzle-random lacks %s", a.ID)
		}
	}
}
