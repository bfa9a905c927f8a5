package othellogame

import (
	"testing"

	"searchlab/core/othello"
	"searchlab/core/registry"
)

// TestProbCutOnlyWithATimePerMove: alpha-beta searches selectively
// (Multi-ProbCut) when it has a time per move, and full width at a fixed
// depth, unless the probcut parameter sets the threshold (as a level may).
func TestProbCutOnlyWithATimePerMove(t *testing.T) {
	info := othelloAlphaBetaInfo()
	for _, c := range []struct {
		params map[string]any
		want   float64
	}{
		{map[string]any{"depth": int64(9), "endgame": int64(16)}, 0},
		{map[string]any{"depth": int64(0), "move_time_ms": int64(250)}, othello.DefaultProbCut},
		{map[string]any{"depth": int64(11), "probcut": 1.5}, 1.5},
		{map[string]any{"depth": int64(0), "move_time_ms": int64(250), "probcut": 2.0}, 2},
	} {
		v, err := registry.NewValues(info, c.params)
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := AlphaBetaConfig(v)
		if err != nil {
			t.Fatal(err)
		}
		if cfg.ProbCut != c.want {
			t.Errorf("%v: ProbCut %v, want %v", c.params, cfg.ProbCut, c.want)
		}
	}
}

// TestLevelsProbCut: a level's ProbCut threshold reaches the alpha-beta
// settings its catalogue entry stands for, and a level without one
// searches full width.
func TestLevelsProbCut(t *testing.T) {
	info := othelloAlphaBetaInfo()
	levels := othelloLevels()
	if len(levels) != len(othello.Levels) {
		t.Fatalf("%d catalogue levels for %d levels", len(levels), len(othello.Levels))
	}
	for i, l := range levels {
		v, err := registry.NewValues(info, l.Params)
		if err != nil {
			t.Fatalf("level %s: %v", l.ID, err)
		}
		cfg, err := AlphaBetaConfig(v)
		if err != nil {
			t.Fatal(err)
		}
		want := othello.Levels[i]
		if cfg.ProbCut != want.ProbCut || cfg.Search.Depth != want.Depth || cfg.Endgame != want.Endgame {
			t.Errorf("level %s: depth %d endgame %d ProbCut %v, want %d %d %v", l.ID, cfg.Search.Depth, cfg.Endgame, cfg.ProbCut, want.Depth, want.Endgame, want.ProbCut)
		}
	}
}
