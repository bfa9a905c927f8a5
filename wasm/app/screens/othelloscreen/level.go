package othelloscreen

import (
	"fmt"

	"searchlab/core/registry"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
)

// The playing levels (Beginner … Expert) come from the solver's catalogue
// (api.GameInfo.Levels): each is an algorithm with its parameters. The
// players' forms offer them as a difficulty choice; picking one sets the
// player's algorithm and those parameters, and a player whose settings
// are a level's shows that level.

// catalogLevels returns the Othello levels of reg's catalogue (nil when it
// has none).
func catalogLevels(reg *registry.Registry) []registry.Level {
	cat, err := reg.Catalog(ID)
	if err != nil || len(cat.Games) != 1 {
		return nil
	}
	return cat.Games[0].Levels
}

// LevelName is level lv's name in l: the catalogue's in English, the
// message oth.lvl.<id> in another language (the catalogue's name for a
// level it does not know).
func LevelName(l i18n.Lang, lv registry.Level) string {
	if l.Or() == i18n.English {
		return lv.Name
	}
	return l.TOr("oth.lvl."+lv.ID, lv.Name)
}

// LevelHelp is level lv's help in l, as LevelName.
func LevelHelp(l i18n.Lang, lv registry.Level) string {
	if l.Or() == i18n.English {
		return lv.Help
	}
	return l.TOr("oth.lvl."+lv.ID+".help", lv.Help)
}

// FromLevel is the player of level l: its algorithm with its parameters
// as the form writes them.
func FromLevel(l registry.Level) Player {
	p := Player{Algo: l.Algorithm, Params: make(map[string]string, len(l.Params))}
	for k, v := range l.Params {
		p.Params[k] = fmt.Sprint(v)
	}
	return p
}

// LevelOf returns the level p plays at: the first level with p's
// algorithm whose every parameter p plays with (set by hand or the
// registry's default) and whose other parameters p leaves at their
// defaults; false for a person or settings that are no level's.
func (p Player) LevelOf(levels []registry.Level, algos []registry.AlgorithmInfo) (registry.Level, bool) {
	if p.IsHuman() {
		return registry.Level{}, false
	}
	info, ok := store.FindAlgo(algos, p.Algo)
	if !ok {
		return registry.Level{}, false
	}
next:
	for _, l := range levels {
		if l.Algorithm != p.Algo {
			continue
		}
		for _, prm := range info.Params {
			want, set := l.Params[prm.Name]
			switch {
			case prm.Name == "candidates":
			case set && p.Value(prm) != fmt.Sprint(want):
				continue next
			case !set && p.Value(prm) != store.DefaultText(prm):
				continue next
			}
		}
		return l, true
	}
	return registry.Level{}, false
}
