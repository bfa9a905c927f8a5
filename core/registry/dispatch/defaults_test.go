package dispatch

import (
	"testing"

	"searchlab/core/local"
	"searchlab/core/mcts"
	"searchlab/core/registry"
)

// The catalogue (core/registry) writes the engines' defaults down so that
// it links no engine; these are the engines' own values.
func TestCatalogueDefaultsAreTheEngines(t *testing.T) {
	hc := local.DefaultHillClimbingParams()
	for _, c := range []struct {
		name      string
		got, want float64
	}{
		{"restart_walk", registry.DefaultRestartWalk, float64(hc.RestartWalk)},
		{"t0", registry.DefaultT0, local.DefaultT0},
		{"cooling", registry.DefaultCooling, local.DefaultAlpha},
		{"width", registry.DefaultBeamWidth, local.DefaultBeamWidth},
		{"depth_factor", registry.DefaultBeamDepthFactor, local.DefaultBeamDepthFactor},
	} {
		if c.got != c.want {
			t.Errorf("local search default %s: catalogue %v, core/local %v", c.name, c.got, c.want)
		}
	}
	d, m := registry.SingleMCTSDefaults(), mcts.DefaultSingleParams()
	want := registry.SingleMCTSDefault{Iterations: m.Iterations, SimDepth: m.SimDepth, AvoidRecent: m.AvoidRecent,
		C: m.C, Threshold: m.Threshold, D: m.D, Goal: m.Weights.Goal, Progress: m.Weights.Progress,
		Split: m.Weights.Split, Gained: m.Weights.Gained, Lost: m.Weights.Lost,
		Selection: m.Selection.String(), UniqueStates: m.UniqueStates, SPMCTS: m.SPMCTS}
	if d != want {
		t.Errorf("single-player MCTS defaults: catalogue %+v, core/mcts %+v", d, want)
	}
	u := mcts.DefaultUCTParams[int, int]()
	if registry.DefaultUCTC != u.C || registry.DefaultUCTSolver != u.Solver {
		t.Errorf("UCT defaults: catalogue c=%v solver=%v, core/mcts c=%v solver=%v", registry.DefaultUCTC, registry.DefaultUCTSolver, u.C, u.Solver)
	}
}

// Every default the catalogue offers for single-player MCTS reads back
// through SingleMCTSParams as mcts.DefaultSingleParams.
func TestSingleMCTSInfoDefaultsParse(t *testing.T) {
	info := registry.SingleMCTSInfo(registry.SingleMCTSWords{})
	v, err := registry.NewValues(info, nil)
	if err != nil {
		t.Fatal(err)
	}
	got, err := SingleMCTSParams(v)
	if err != nil {
		t.Fatal(err)
	}
	m := mcts.DefaultSingleParams()
	m.Weights.Split, m.Weights.Gained, m.Weights.Lost = 0, 0, 0
	if got != m {
		t.Errorf("SingleMCTSParams(defaults) = %+v, want %+v", got, m)
	}
}
