package othellogame

import (
	"testing"

	"searchlab/core/othello"
	"searchlab/core/registry"
)

// TestProbCutOnlyWithATimePerMove: alpha-beta searches selectively
// (Multi-ProbCut) when it has a time per move, and full width at a fixed
// depth (the levels keep their meaning).
func TestProbCutOnlyWithATimePerMove(t *testing.T) {
	info := othelloAlphaBetaInfo()
	for _, c := range []struct {
		params map[string]any
		want   float64
	}{
		{map[string]any{"depth": int64(9), "endgame": int64(16)}, 0},
		{map[string]any{"depth": int64(0), "move_time_ms": int64(250)}, othello.DefaultProbCut},
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
