//go:build js && wasm

package othelloscreen

import (
	"fmt"
	"strconv"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/core/registry"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/components"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// Sides picks who plays each colour (a person or a player with its
// settings, read from the solver's registry) and the hints' engine.
type Sides struct {
	vecty.Core
	Part `vecty:"prop"`
	Seed int64 `vecty:"prop"`
}

// Render implements vecty.Component.
func (v *Sides) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("OthelloSides", &out)
	s, env, l := v.S, v.Env, v.Lang
	side := func(c int) *vecty.HTML {
		id := [2]string{"black", "white"}[c]
		return elem.Div(vecty.Markup(vecty.Class("side"), ui.TestID("side-"+id)),
			elem.Heading3(elem.Span(vecty.Markup(vecty.Class("chip", id))), vecty.Text(" "+l.T([2]string{"oth.black_first", "oth.white"}[c]))),
			playerForm(l, s.Algos, s.Levels, id, s.Sides[c], true, func(p Player) { env.Dispatch(SetSide{Side: c, Player: p}) }))
	}
	return elem.Div(vecty.Markup(vecty.Class("panel", "othello-sides")),
		elem.Heading2(vecty.Text(l.T("oth.players"))),
		side(0), side(1),
		elem.Heading3(vecty.Text(l.T("oth.hints"))),
		ui.Check("hints", l.T("oth.hints.show"), "", s.ShowHints, func(on bool) { env.Dispatch(SetHints{On: on}) }),
		vecty.If(s.ShowHints, playerForm(l, s.Algos, s.Levels, "hint", s.HintPlayer, false, func(p Player) { env.Dispatch(SetHintPlayer{Player: p}) })),
		vecty.If(s.Hints != nil && s.Hints.Error != "", elem.Paragraph(vecty.Markup(vecty.Class("help", "bad")), vecty.Text(l.T("oth.hints.none", "err", l.Core(hintsError(s)))))),
		vecty.If(s.Job.Is(store.ForHints), elem.Paragraph(vecty.Markup(vecty.Class("help"), ui.TestID("hints-progress")),
			vecty.Text(l.T("oth.hints.progress", "nodes", formatCount(s.Progress.Expanded))))),
		ui.Field(l.T("oth.seed"), l.T("oth.seed.title"),
			elem.Input(vecty.Markup(prop.Type(prop.TypeNumber), vecty.Class("num"), ui.TestID("seed"), prop.Value(strconv.FormatInt(v.Seed, 10)),
				event.Change(func(e *vecty.Event) {
					if n, err := strconv.ParseInt(ui.Value(e), 10, 64); err == nil && n >= 0 {
						env.Dispatch(actions.SetSeed{Seed: n})
					}
				})))),
	)
}

func hintsError(s *State) string {
	if s.Hints == nil {
		return ""
	}
	return s.Hints.Error
}

// playerForm is a player's algorithm, its level (Beginner … Expert, or
// custom settings) and its settings: the parameters the registry declares
// that apply to the values set (api.Param.When: the bias term's only with
// a feature set), labelled for people, except those the screen sets
// (setByScreen).
func playerForm(l i18n.Lang, algos []registry.AlgorithmInfo, levels []registry.Level, id string, p Player, human bool, set func(Player)) *vecty.HTML {
	opts := vecty.List{}
	if human {
		opts = append(opts, ui.Option(Human, l.T("oth.human"), p.IsHuman()))
	}
	for _, a := range algos {
		opts = append(opts, ui.Option(a.ID, l.AlgorithmName(a.ID, a.Name), a.ID == p.Algo))
	}
	fields := vecty.List{
		ui.Field(l.T("oth.player"), l.T("oth.player.title"),
			elem.Select(vecty.Markup(ui.TestID(id+"-player"), event.Change(func(e *vecty.Event) {
				set(Player{Algo: ui.Value(e)})
			})), opts)),
	}
	if !p.IsHuman() && len(levels) > 0 {
		fields = append(fields, levelField(l, levels, algos, id, p, set))
	}
	info, ok := store.FindAlgo(algos, p.Algo)
	if ok {
		for _, prm := range info.Params {
			if setByScreen(id, prm.Name) || !info.Applies(prm, p.Value) {
				continue
			}
			fields = append(fields, paramField(l, id, p, prm, set))
		}
	}
	return elem.Div(vecty.Markup(vecty.Class("params"), ui.TestID(id+"-params")), fields)
}

// levelField picks a playing level; the first choice keeps the settings
// below as they are (and is shown when they are no level's: "Custom" for
// a level's algorithm, "None" for another). The chosen level's help
// follows the choice.
func levelField(lang i18n.Lang, levels []registry.Level, algos []registry.AlgorithmInfo, id string, p Player, set func(Player)) *vecty.HTML {
	cur, ok := p.LevelOf(levels, algos)
	own := lang.T("oth.level.none")
	for _, l := range levels {
		if l.Algorithm == p.Algo {
			own = lang.T("oth.level.custom")
		}
	}
	opts := vecty.List{ui.Option("", own, !ok)}
	for _, l := range levels {
		opts = append(opts, ui.Option(l.ID, LevelName(lang, l), ok && l.ID == cur.ID))
	}
	return elem.Div(vecty.Markup(vecty.Class("level")),
		ui.Field(lang.T("oth.level"), lang.T("oth.level.title"),
			elem.Select(vecty.Markup(ui.TestID(id+"-level"), vecty.Attribute("data-level", cur.ID), event.Change(func(e *vecty.Event) {
				for _, l := range levels {
					if l.ID == ui.Value(e) {
						set(FromLevel(l))
					}
				}
			})), opts)),
		vecty.If(ok, elem.Paragraph(vecty.Markup(vecty.Class("help"), ui.TestID(id+"-level-help")), vecty.Text(LevelHelp(lang, cur)))))
}

// setByScreen reports whether the screen sets parameter name of form id
// itself, so the form leaves it out: alpha-beta's candidates (asked for
// when the hints or the thinking panel need them), and for the hints the
// exact solver's all_moves (a hint needs every move's exact value).
func setByScreen(id, name string) bool {
	return name == "candidates" || id == "hint" && name == "all_moves"
}

// paramField is one setting of a player (components.ParamControl), showing
// the value the player plays with (the registry's default until one is
// set; emptying a field goes back to it). A number counts once typed: the
// player to move searches again at every change.
func paramField(l i18n.Lang, id string, p Player, prm registry.Param, set func(Player)) *vecty.HTML {
	return components.ParamControl{ID: id + "-" + prm.Name, Param: prm, Value: p.Value(prm), Commit: true, Lang: l,
		Set: func(v string) {
			q := p.clone()
			if q.Params == nil {
				q.Params = map[string]string{}
			}
			q.Params[prm.Name] = v
			set(q)
		}}.HTML()
}

func formatCount(n int64) string {
	switch {
	case n >= 10_000_000:
		return fmt.Sprintf("%.0fM", float64(n)/1e6)
	case n >= 10_000:
		return fmt.Sprintf("%.0fk", float64(n)/1e3)
	}
	return strconv.FormatInt(n, 10)
}
