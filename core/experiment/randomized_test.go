package experiment

import (
	"context"
	"encoding/json"
	"testing"

	"searchlab/core/api/remote"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// Every algorithm Randomized calls deterministic gives the same answer
// under two seeds on each game (elapsed times and memory estimates aside),
// so running it once per instance loses nothing. Each game's board comes
// from its own declaration (sampleBoard), so a new game is checked
// without a row here.
func TestDeterministicAlgorithmsIgnoreTheSeed(t *testing.T) {
	checked := 0
	for _, g := range reg.Games() {
		board := sampleBoard(t, g)
		algos, _ := reg.Algorithms(g.ID)
		for _, a := range algos {
			if Randomized(a) {
				continue
			}
			// Compared on the wire (JSON), as remote.Reproducible means.
			var answers [2]string
			for i, seed := range []int64{1, 987654321} {
				req := wire.Request{Game: g.ID, Board: board, Algorithm: a.ID, Seed: seed, MaxNodes: 200_000}
				b, err := json.Marshal(remote.Reproducible(reg.Solve(context.Background(), req, nil)))
				if err != nil {
					t.Fatal(err)
				}
				answers[i] = string(b)
			}
			if answers[0] != answers[1] {
				t.Errorf("%s on %s: seeds 1 and 987654321 give\n%s\n%s", a.ID, g.ID, answers[0], answers[1])
			}
			checked++
		}
	}
	if checked < 15 {
		t.Errorf("only %d deterministic algorithms checked", checked)
	}
}

// Every local search and Monte Carlo tree search of every game is declared
// randomized by its adapter (they draw restarts, mutations and playouts
// from the seed), so an experiment repeats them; so is some two-player
// baseline (a random player).
func TestStochasticFamiliesAreDeclaredRandomized(t *testing.T) {
	other := 0
	for _, g := range reg.Games() {
		algos, _ := reg.Algorithms(g.ID)
		for _, a := range algos {
			switch {
			case (a.Family == registry.FamilyLocal || a.Family == registry.FamilyMCTS) && !Randomized(a):
				t.Errorf("%s on %s (family %s) is not declared randomized", a.ID, g.ID, a.Family)
			case a.Family != registry.FamilyLocal && a.Family != registry.FamilyMCTS && Randomized(a):
				other++
			}
		}
	}
	if other == 0 {
		t.Error("no randomized algorithm outside local search and MCTS (the random player)")
	}
}

// sampleBoard is a board of game g from the registry: the first instance
// of the game's usual experiment (the Lab's first draft, its
// registry.InstanceSource), drawn as the Lab draws it; the game's example
// board (GameInfo.Example) when that experiment draws no board (a match's
// openings).
func sampleBoard(t *testing.T, g registry.GameInfo) string {
	t.Helper()
	if exp, ok := reg.Experiments(g.ID); ok && exp.Usual != "" {
		p, err := Load(reg, []byte(exp.Usual))
		if err != nil {
			t.Fatalf("%s: the usual experiment: %v", g.ID, err)
		}
		if len(p.Instances) > 0 && p.Instances[0].Board != "" {
			return p.Instances[0].Board
		}
	}
	if g.Example == "" {
		t.Fatalf("%s: no board to test with (no usual experiment, no example)", g.ID)
	}
	return g.Example
}
