package i18n

import (
	"sort"
	"testing"

	"searchlab/core/games/all"
)

// TestRegistryTranslated: every algorithm of every registered game has
// its name and help in Vietnamese, and each of its parameters its label
// and help, translated from the registry's English as it is now (a
// translation whose English no longer matches is stale, and the page
// would show the English). The failure lists every text missing, so a
// new algorithm or a reworded help is caught here.
func TestRegistryTranslated(t *testing.T) {
	reg := all.Builtin()
	missing := map[string]bool{}
	seen := 0
	for _, g := range reg.Games() {
		game := g.ID
		algos, err := reg.Algorithms(game)
		if err != nil {
			t.Fatalf("%s: %v", game, err)
		}
		for _, a := range algos {
			seen++
			check(missing, algorithmNames, a.ID, a.Name, "name of "+a.ID+" on "+game)
			check(missing, algorithmHelps, a.ID, a.Help, "help of "+a.ID+" on "+game)
			check(missing, families, a.Family, a.Family, "family "+a.Family)
			for _, p := range a.Params {
				if _, ok := paramLabels[p.Name]; !ok {
					missing["label of parameter "+p.Name] = true
				}
				check(missing, paramHelps, p.Name, p.Help, "help of parameter "+p.Name+" of "+a.ID+" on "+game+": "+p.Help)
				for _, o := range p.Options {
					if l := p.Labels[o]; l != "" {
						check(missing, optionLabels, o, l, "label of option "+o)
					}
				}
			}
		}
	}
	if seen == 0 {
		t.Fatal("the registry lists no algorithm")
	}
	var list []string
	for m := range missing {
		list = append(list, m)
	}
	sort.Strings(list)
	for _, m := range list {
		t.Errorf("no current Vietnamese for the %s", m)
	}
	// A translation is used only while its English is the registry's.
	if got := Vietnamese.AlgorithmName("bfs", "Breadth-first search"); got == "Breadth-first search" {
		t.Errorf("bfs shows in English in Vietnamese")
	}
	if got := Vietnamese.AlgorithmName("bfs", "Breadth-first search, reworded"); got != "Breadth-first search, reworded" {
		t.Errorf("a stale translation is shown: %q", got)
	}
	if got := English.AlgorithmName("bfs", "Breadth-first search"); got != "Breadth-first search" {
		t.Errorf("English shows %q", got)
	}
}

// check notes text en (under key) as missing unless the table translates
// it as it is now.
func check(missing map[string]bool, table map[string][]source, key, en, what string) {
	if _, ok := translate(table, key, en); !ok {
		missing[what] = true
	}
}
