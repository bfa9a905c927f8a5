package all

import (
	"reflect"
	"strings"
	"testing"

	"searchlab/core/local"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// ParamsFromText converts and checks typed text as the solver checks a
// request, naming the algorithm; empty text leaves the default.
func TestParamsFromText(t *testing.T) {
	algos, err := registry.Builtin().Algorithms("npuzzle")
	if err != nil {
		t.Fatal(err)
	}
	var sa registry.AlgorithmInfo
	for _, a := range algos {
		if a.ID == registry.AlgoSimulatedAnnealing {
			sa = a
		}
	}
	texts := map[string]string{"t0": " 2.5 ", "steps": "300", "schedule": "linear", "heuristic": ""}
	got, err := registry.ParamsFromText(sa, func(p registry.Param) string { return texts[p.Name] })
	want := map[string]any{"t0": 2.5, "steps": int64(300), "schedule": "linear"}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("ParamsFromText = %v, %v; want %v", got, err, want)
	}
	// The params pass the solver's own validation unchanged.
	if _, _, err := registry.Builtin().Prepare(wire.Request{Game: "npuzzle", Board: "1 2 3/4 5 6/7 0 8", Algorithm: sa.ID, Params: got}); err != nil {
		t.Errorf("the solver rejects the converted params: %v", err)
	}
	for _, c := range []struct{ name, text, want string }{
		{"t0", "hot", `parameter "t0" must be a number, not "hot"`},
		{"t0", "0", `parameter "t0" is 0, out of range [0.001, 1e+06]`},
		{"steps", "1.5", `parameter "steps" must be an integer, not "1.5"`},
		{"schedule", "cubic", `parameter "schedule" must be one of exponential, linear, logarithmic, not "cubic"`},
	} {
		_, err := registry.ParamsFromText(sa, func(p registry.Param) string {
			if p.Name == c.name {
				return c.text
			}
			return ""
		})
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), sa.Name+": ") {
			t.Errorf("%s=%q: %v, want %q", c.name, c.text, err, c.want)
		}
	}
}

// The API's defaults for simulated annealing and hill climbing's restart
// walk are core/local's measured best (see their comments there).
func TestLocalDefaultsAreCoreLocals(t *testing.T) {
	checked := 0
	for _, a := range registry.LocalAlgorithms() {
		for _, p := range a.Params {
			var want any
			switch a.ID + "." + p.Name {
			case registry.AlgoSimulatedAnnealing + ".t0":
				want = local.DefaultT0
			case registry.AlgoSimulatedAnnealing + ".cooling":
				want = local.DefaultAlpha
			case registry.AlgoHillClimbing + ".restart_walk":
				want = int64(local.DefaultHillClimbingParams().RestartWalk)
			default:
				continue
			}
			checked++
			if p.Default != want {
				t.Errorf("%s.%s default %v (%T), core/local's %v (%T)", a.ID, p.Name, p.Default, p.Default, want, want)
			}
		}
	}
	if checked != 3 {
		t.Errorf("checked %d defaults, want 3", checked)
	}
}
