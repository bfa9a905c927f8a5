package othelloscreen

import (
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/games/othellogame"
)

// The catalogue's levels reach the screen; a level's player reads back as
// that level, the first visit's default opponent (alpha-beta with the
// registry's defaults) is one of them, and changed settings are no level.
func TestLevels(t *testing.T) {
	reg := all.Builtin()
	algos, _ := reg.Algorithms(ID)
	levels := catalogLevels(reg)
	if len(levels) < 3 || levels[0].ID != "beginner" || levels[len(levels)-1].ID != "expert" {
		t.Fatalf("levels %+v", levels)
	}
	for _, l := range levels {
		p := FromLevel(l)
		got, ok := p.LevelOf(levels, algos)
		if !ok || got.ID != l.ID {
			t.Errorf("level %s: its player %s reads back as %q (%v)", l.ID, p.Spec(), got.ID, ok)
		}
		if _, err := p.Request(algos, "---------------------------OX------XO--------------------------- X", 1, false); err != nil {
			t.Errorf("level %s: %v", l.ID, err)
		}
	}
	if l, ok := defaultAI(algos).LevelOf(levels, algos); !ok || l.ID != "advanced" {
		t.Errorf("the default opponent is level %q (%v), want advanced", l.ID, ok)
	}
	p := FromLevel(levels[0])
	p.Params["depth"] = "3"
	if l, ok := p.LevelOf(levels, algos); ok {
		t.Errorf("depth 3 reads as level %s", l.ID)
	}
	p = FromLevel(levels[0])
	p.Params["tt"] = "false"
	if l, ok := p.LevelOf(levels, algos); ok {
		t.Errorf("a level without its table reads as level %s", l.ID)
	}
	for _, p := range []Player{{Algo: Human}, {Algo: "mcts-uct"}} {
		if l, ok := p.LevelOf(levels, algos); ok {
			t.Errorf("%s reads as level %s", p.Spec(), l.ID)
		}
	}
}

// The graph's disc range holds every disc value; win rates do not widen it.
func TestDiscScaleAndUnits(t *testing.T) {
	for _, tc := range []struct {
		evals []Eval
		want  int
	}{
		{nil, 16},
		{[]Eval{{Value: -16, Kind: othellogame.ValueDiscs}}, 16},
		{[]Eval{{Value: 3, Kind: othellogame.ValueDiscs}, {Value: -17, Kind: othellogame.ValueDiscs}}, 32},
		{[]Eval{{Value: 40, Kind: othellogame.ValueDiscs}}, 64},
		{[]Eval{{Value: 64, Kind: othellogame.ValueDiscs}}, 64},
		{[]Eval{{Value: 0.9, Kind: othellogame.ValueWinRate}, {Value: 300, Kind: othellogame.ValueEval}}, 16},
	} {
		if got := DiscScale(tc.evals); got != tc.want {
			t.Errorf("DiscScale(%v) = %d, want %d", tc.evals, got, tc.want)
		}
	}
	if n := Norm(-40, othellogame.ValueDiscs, 32); n != -1 {
		t.Errorf("Norm clips at the range: %v", n)
	}
	if n := Norm(8, othellogame.ValueDiscs, 16); n != 0.5 {
		t.Errorf("Norm(8 discs of 16) = %v", n)
	}
	for n, want := range map[int]string{0: "0 discs", 1: "1 disc", -1: "-1 disc", 2: "2 discs", 64: "64 discs"} {
		if got := Discs(n); got != want {
			t.Errorf("Discs(%d) = %q, want %q", n, got, want)
		}
	}
}
