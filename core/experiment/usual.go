package experiment

import (
	"fmt"

	"searchlab/core/registry"
)

// Usual is a game's usual experiment, the Lab's first draft for it: the
// spec the game declares (registry.Experiments.Usual), or for a game that
// declares none its example board and its first two algorithms. Its
// budget, repeats and seed are the spec's defaults (zero).
func Usual(reg *registry.Registry, game string) (Spec, error) {
	exp, ok := reg.Experiments(game)
	if !ok {
		_, err := reg.Algorithms(game)
		return Spec{}, err
	}
	if exp.Usual != "" {
		s, err := ParseSpec([]byte(exp.Usual))
		if err != nil {
			return Spec{}, fmt.Errorf("the usual experiment of %s: %w", game, err)
		}
		return s, nil
	}
	g, _ := reg.Game(game)
	s := Spec{Game: game, Instances: Instances{Boards: []string{g.Info().Example}}}
	algos, _ := reg.Algorithms(game)
	for _, a := range algos[:min(len(algos), 2)] {
		s.Configs = append(s.Configs, Config{Algorithm: a.ID})
	}
	return s, nil
}
