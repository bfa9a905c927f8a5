package labscreen

import (
	"slices"
	"sort"

	"searchlab/core/registry"
	"searchlab/wasm/app/i18n"
)

// GameChoice is a game the Lab's picker offers: its id and its short
// English name (registry.Experiments.Name).
type GameChoice struct{ ID, Name string }

// Games lists the games of reg an experiment can be about, in the
// picker's order: those named in order first (the page's own game
// picker), then the others in the registry's order.
func Games(reg *registry.Registry, order []string) []GameChoice {
	var out, rest []GameChoice
	for _, g := range reg.Games() {
		exp, _ := reg.Experiments(g.ID)
		c := GameChoice{ID: g.ID, Name: exp.Name}
		if slices.Contains(order, g.ID) {
			out = append(out, c)
		} else {
			rest = append(rest, c)
		}
	}
	// sort.SliceStable: no copy of the generic stable sort for GameChoice
	// in the page (issue 28).
	sort.SliceStable(out, func(i, j int) bool { return slices.Index(order, out[i].ID) < slices.Index(order, out[j].ID) })
	return append(out, rest...)
}

// gameName is game id's name in l: its short English name, or the
// catalogue's name of the game in another language.
func gameName(games []GameChoice, l i18n.Lang, id string) string {
	en := id
	for _, g := range games {
		if g.ID == id {
			en = g.Name
		}
	}
	return l.GameName(id, en)
}
