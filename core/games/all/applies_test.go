package all

import (
	"testing"

	npuzzleengine "searchlab/core/games/npuzzlegame/engine"
	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// Every condition in the catalogue names another parameter the same
// algorithm declares, and values that parameter can take: a misspelt
// condition would hide a parameter for good (issue 21 item 6).
func TestParamConditionsAreDeclared(t *testing.T) {
	r := registry.Builtin()
	conditions := 0
	for _, g := range r.Games() {
		as, _ := r.Algorithms(g.ID)
		for _, a := range as {
			for _, p := range a.Params {
				for _, c := range p.When {
					conditions++
					other, ok := a.Param(c.Param)
					if !ok || c.Param == p.Name {
						t.Errorf("%s %s: %s's condition names %q, not another of its parameters", g.ID, a.ID, p.Name, c.Param)
						continue
					}
					if len(c.In) == 0 {
						t.Errorf("%s %s: %s's condition on %s lists no value", g.ID, a.ID, p.Name, c.Param)
					}
					for _, v := range c.In {
						if _, err := registry.ParseParamText(other, v); err != nil {
							t.Errorf("%s %s: %s applies with %s=%q, which %s cannot hold: %v", g.ID, a.ID, p.Name, c.Param, v, c.Param, err)
						}
						if other.Type == registry.TypeEnum && !contains(other.Options, v) {
							t.Errorf("%s %s: %s applies with %s=%q, not one of %v", g.ID, a.ID, p.Name, c.Param, v, other.Options)
						}
					}
				}
			}
		}
	}
	if conditions == 0 {
		t.Fatal("no parameter of the catalogue has a condition")
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// The partition applies only with the pdb heuristic (the form's default,
// manhattan, hides it); a request built from a form leaves out what does
// not apply, so a stale text in a hidden field is no error.
func TestPartitionAppliesOnlyWithPDB(t *testing.T) {
	as, _ := registry.Builtin().Algorithms("npuzzle")
	var astar registry.AlgorithmInfo
	for _, a := range as {
		if a.ID == registry.AlgoAStar {
			astar = a
		}
	}
	part, ok := astar.Param("partition")
	if !ok {
		t.Fatal("A* on the N-puzzle has no partition parameter")
	}
	texts := func(m map[string]string) func(registry.Param) string {
		return func(p registry.Param) string { return m[p.Name] }
	}
	for _, c := range []struct {
		heuristic string
		want      bool
	}{{"", false}, {"manhattan", false}, {"walking-distance", false}, {" pdb ", true}, {"pdb", true}} {
		if got := astar.Applies(part, texts(map[string]string{"heuristic": c.heuristic})); got != c.want {
			t.Errorf("heuristic %q: partition applies %v, want %v", c.heuristic, got, c.want)
		}
	}
	params, err := registry.ParamsFromText(astar, texts(map[string]string{"heuristic": "manhattan", "partition": "not digits"}))
	if err != nil || params["partition"] != nil || params["heuristic"] != "manhattan" {
		t.Errorf("manhattan with a stale partition: %v, %v", params, err)
	}
	if params, err := registry.ParamsFromText(astar, texts(map[string]string{"heuristic": "pdb", "partition": "555"})); err != nil || params["partition"] != "555" {
		t.Errorf("pdb with partition 555: %v, %v", params, err)
	}
	// Bools compare as strconv reads them; "" is the default.
	checked := 0
	bs, _ := registry.Builtin().Algorithms("bloxorz")
	for _, a := range bs {
		d, ok := a.Param("d")
		if !ok {
			continue
		}
		spmcts, _ := a.Param("spmcts")
		for text, want := range map[string]bool{"true": true, "1": true, "TRUE": true, "false": false, "0": false, "": spmcts.Default == true} {
			if got := a.Applies(d, texts(map[string]string{"spmcts": text})); got != want {
				t.Errorf("%s: d with spmcts=%q applies %v, want %v", a.ID, text, got, want)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Errorf("no Bloxorz algorithm has SP-MCTS's d")
	}
}

// What the N-puzzle says cannot run on a board is exactly what its Solve
// refuses, with the same sentence, on every size from 2×2 to 8×8 (walking
// distance past 4×4 sides, pattern databases past 16 cells): a form that
// disables those options never offers one that is then refused at Run.
func TestNPuzzleUnavailableMatchesSolve(t *testing.T) {
	r := registry.Builtin()
	sizes := 0
	for rows := npuzzle.MinSide; rows <= npuzzle.MaxSide; rows++ {
		for cols := npuzzle.MinSide; cols <= npuzzle.MaxSide; cols++ {
			board := npuzzle.Goal(rows, cols).String()
			us := r.Unavailable("npuzzle", board, "")
			for _, name := range npuzzle.HeuristicNames() {
				reason, refused := registry.Refused(us, registry.AlgoAStar, "heuristic", name)
				job, _, err := r.Prepare(wire.Request{Game: "npuzzle", Board: board, Algorithm: registry.AlgoAStar, Params: map[string]any{"heuristic": name}})
				if err != nil {
					t.Fatalf("%d×%d %s: %v", rows, cols, name, err)
				}
				_, _, _, bad := npuzzleengine.NpuzzleSetup(job)
				switch {
				case refused && (bad == nil || bad.Status != wire.StatusInvalid || bad.Error != reason):
					t.Errorf("%d×%d: %s is unavailable (%q) but Solve says %+v", rows, cols, name, reason, bad)
				case !refused && bad != nil:
					t.Errorf("%d×%d: %s is offered but Solve refuses it: %s", rows, cols, name, bad.Error)
				}
			}
			sizes++
		}
	}
	if us := r.Unavailable("npuzzle", "1 2 3/4 5 6/7 8 0", ""); len(us) != 0 {
		t.Errorf("3×3: %v unavailable, want nothing", us)
	}
	five := r.Unavailable("npuzzle", npuzzle.Goal(5, 5).String(), "")
	if _, ok := registry.Refused(five, registry.AlgoIDAStar, "heuristic", "walking-distance"); !ok {
		t.Errorf("5×5: walking distance is offered (%v)", five)
	}
	if us := r.Unavailable("npuzzle", "not a board", ""); us != nil {
		t.Errorf("an unreadable board: %v, want nothing (the run says what is wrong)", us)
	}
	if us := r.Unavailable("nim", "3 4 5", ""); us != nil {
		t.Errorf("nim: %v", us)
	}
}
