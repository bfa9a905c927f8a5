//go:build js && wasm

package labscreen

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/core/experiment"
	"searchlab/core/registry"
	"searchlab/wasm/app/components"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// kindKeys are the catalogue's keys of the instance kinds as the form
// names them.
var kindKeys = map[string]string{
	KindRandom: "lab.kind.random", KindBoards: "lab.kind.boards", KindLevels: "lab.kind.levels",
	KindPositions: "lab.kind.positions", KindOpenings: "lab.kind.openings",
}

// InstancesView is the instances of the draft: the kind, then its fields.
type InstancesView struct {
	vecty.Core
	Env *ui.Env `vecty:"prop"`
	V   *View   `vecty:"prop"`
}

// Render implements vecty.Component.
func (iv *InstancesView) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("LabInstances", &out)
	env, d, l := iv.Env, iv.V.Draft, iv.V.Lang
	edit := func(apply func(d *Draft)) { env.Dispatch(Edit{Apply: apply}) }
	num := func(label, help, id string, cur, least, most int64, set func(d *Draft, n int64)) vecty.ComponentOrHTML {
		return numberField(env, components.Number{Label: label, Help: help, ID: id, Cur: cur, Min: least, Max: most, Lang: l}, set)
	}
	kinds := vecty.List{}
	for _, k := range Kinds(d.Game) {
		kinds = append(kinds, ui.Option(k, l.T(kindKeys[k]), k == d.Kind))
	}
	var fields vecty.ComponentOrHTML
	switch d.Kind {
	case KindRandom:
		shuffle := vecty.List{ui.Option("0", l.T("lab.shuffle.any"), d.Shuffle == 0), ui.Option("k", l.T("lab.shuffle.walk"), d.Shuffle > 0)}
		fields = elem.Div(vecty.Markup(vecty.Class("params")),
			ui.Field(l.T("lab.size"), l.T("lab.size.help"), elem.Input(vecty.Markup(ui.TestID("lab-size"), prop.Type(prop.TypeText), prop.Value(d.Size), marked(iv.V, "lab-size"),
				vecty.Class("short"), event.Input(func(e *vecty.Event) { v := ui.Value(e); edit(func(d *Draft) { d.Size = v }) })))),
			num(l.T("lab.boards"), l.T("lab.boards.help"), "lab-count", int64(d.Count), 1, 0, func(d *Draft, n int64) { d.Count = int(n) }),
			ui.Field(l.T("lab.shuffle"), l.T("lab.shuffle.help"), elem.Select(vecty.Markup(ui.TestID("lab-shuffle"),
				event.Change(func(e *vecty.Event) {
					k := ui.Value(e)
					edit(func(d *Draft) {
						if k == "0" {
							d.Shuffle = 0
						} else if d.Shuffle == 0 {
							d.Shuffle = 20
						}
					})
				})), shuffle)),
			vecty.If(d.Shuffle > 0, num(l.T("lab.moves"), l.T("lab.moves.help"), "lab-shuffle-moves", int64(d.Shuffle), 1, 0, func(d *Draft, n int64) { d.Shuffle = int(n) })),
			num(l.T("lab.board_seed"), l.T("lab.board_seed.help"), "lab-random-seed", d.RandomSeed, 0, 0, func(d *Draft, n int64) { d.RandomSeed = n }),
		)
	case KindBoards, KindPositions:
		hint := l.T("lab.hint.boards")
		switch d.Game {
		case "bloxorz":
			hint = l.T("lab.hint.bloxorz")
		case "graph":
			hint = l.T("lab.hint.graph")
		case "nim":
			hint = l.T("lab.hint.nim")
		case "othello":
			hint = l.T("lab.hint.othello")
		}
		fields = elem.Div(
			elem.TextArea(vecty.Markup(ui.TestID("lab-boards"), vecty.Class("lab-boards"), vecty.Attribute("rows", "5"), vecty.Attribute("spellcheck", "false"),
				vecty.Attribute("aria-label", l.T("lab.boards.aria")), prop.Value(d.Boards), marked(iv.V, "lab-boards"),
				event.Input(func(e *vecty.Event) { v := ui.Value(e); edit(func(d *Draft) { d.Boards = v }) }))),
			elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(hint)),
		)
	case KindLevels:
		fields = elem.Div(vecty.Markup(vecty.Class("params")),
			ui.Field(l.T("lab.stages"), l.T("lab.stages.help"), elem.Input(vecty.Markup(ui.TestID("lab-levels"), prop.Type(prop.TypeText),
				prop.Value(d.Levels), marked(iv.V, "lab-levels"), event.Input(func(e *vecty.Event) { v := ui.Value(e); edit(func(d *Draft) { d.Levels = v }) })))),
		)
	case KindOpenings:
		fields = elem.Div(vecty.Markup(vecty.Class("params")),
			num(l.T("lab.openings"), l.T("lab.openings.help"), "lab-openings", int64(d.OpeningCount), 1, 0, func(d *Draft, n int64) { d.OpeningCount = int(n) }),
			num(l.T("lab.plies"), l.T("lab.plies.help"), "lab-plies", int64(d.OpeningPlies), 0, 20, func(d *Draft, n int64) { d.OpeningPlies = int(n) }),
			num(l.T("lab.opening_seed"), l.T("lab.opening_seed.help"), "lab-opening-seed", d.OpeningSeed, 0, 0, func(d *Draft, n int64) { d.OpeningSeed = n }),
		)
	}
	goal := vecty.ComponentOrHTML(nil)
	if d.Game == "npuzzle" {
		goal = ui.Field(l.T("lab.goal"), l.T("lab.goal.help"), elem.Input(vecty.Markup(ui.TestID("lab-goal"), prop.Type(prop.TypeText),
			prop.Value(d.Goal), prop.Placeholder(l.T("lab.goal.empty")), marked(iv.V, "lab-goal"), event.Input(func(e *vecty.Event) { v := ui.Value(e); edit(func(d *Draft) { d.Goal = v }) }))))
	}
	return elem.Div(vecty.Markup(vecty.Class("lab-instances")),
		elem.Heading3(vecty.Text(l.T("lab.instances"))),
		elem.Div(vecty.Markup(vecty.Class("params")),
			ui.Field(l.T("lab.kind"), "", elem.Select(vecty.Markup(ui.TestID("lab-kind"),
				event.Change(func(e *vecty.Event) { k := ui.Value(e); edit(func(d *Draft) { d.Kind = k }) })), kinds)),
			goal,
		),
		fields,
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(env, l.T("lab.add_board"), "lab-add-board", l.T("lab.add_board.title", "game", gameNameIn(l, d.Game)), false, AddCurrentBoard{}),
		),
	)
}

// ConfigsView is the draft's configs: each an algorithm with its
// parameters (the same forms as the solver panel, from the registry) and
// a label, in its chart colour.
type ConfigsView struct {
	vecty.Core
	Env *ui.Env `vecty:"prop"`
	V   *View   `vecty:"prop"`
}

// Render implements vecty.Component.
func (cv *ConfigsView) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("LabConfigs", &out)
	v, env, l := cv.V, cv.Env, cv.V.Lang
	what := l.T("lab.algorithms")
	if v.Match {
		what = l.T("lab.players")
	}
	cards := vecty.List{}
	for i, c := range v.Draft.Configs {
		cards = append(cards, cv.card(i, c))
	}
	return elem.Div(vecty.Markup(vecty.Class("lab-configs")),
		elem.Heading3(vecty.Text(what)),
		elem.Div(vecty.Markup(vecty.Class("lab-cards")), cards),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(env, l.T("lab.add_config"), "lab-add-config", l.T("lab.add_config.title"),
				len(v.Draft.Configs) >= experiment.MaxConfigs, AddConfig{From: -1}),
		),
	)
}

// card is config i: its colour, algorithm, label, parameters and buttons.
func (cv *ConfigsView) card(i int, c ConfigDraft) *vecty.HTML {
	v, env, l := cv.V, cv.Env, cv.V.Lang
	id := func(s string) string { return fmt.Sprintf("lab-config-%d-%s", i, s) }
	opts := components.AlgorithmOptionsIn(l, v.Catalog, c.Algorithm, nil)
	info, _ := store.FindAlgo(v.Catalog, c.Algorithm)
	params := vecty.List{}
	var set []string
	value := func(q registry.Param) string { // the text a parameter reads, its default when left empty
		if t := c.Params[q.Name]; t != "" {
			return t
		}
		return registry.DefaultText(q)
	}
	for _, prm := range info.Params {
		if !info.Applies(prm, value) { // partition only with the pdb heuristic (api.Param.When)
			continue
		}
		params = append(params, components.ParamControl{ID: id("param-" + prm.Name), Param: prm, Value: c.Params[prm.Name], Placeholder: defaultText(l, prm), Lang: l,
			Set: func(val string) { env.Dispatch(SetConfigParam{Index: i, Name: prm.Name, Value: val}) }}.HTML())
		if t := c.Params[prm.Name]; t != "" {
			set = append(set, prm.Name+"="+t)
		}
	}
	summary := l.T("lab.params.default", "n", len(info.Params))
	if len(set) > 0 {
		summary = l.T("lab.params.set", "list", strings.Join(set, ", "))
	}
	return elem.Div(vecty.Markup(vecty.Class("lab-card"), vecty.MarkupIf(v.Marked[id("card")], vecty.Class("bad")), ui.TestID(id("card")), vecty.Key(strconv.Itoa(i))),
		elem.Div(vecty.Markup(vecty.Class("lab-card-head")),
			swatch(i),
			ui.Field(l.T("lab.algorithm"), "", elem.Select(vecty.Markup(ui.TestID(id("algorithm")),
				event.Change(func(e *vecty.Event) { env.Dispatch(SetConfigAlgorithm{Index: i, Algorithm: ui.Value(e)}) })), opts)),
			ui.Field(l.T("lab.label"), l.T("lab.label.help"), elem.Input(vecty.Markup(ui.TestID(id("label")),
				prop.Type(prop.TypeText), prop.Value(c.Label), prop.Placeholder(experiment.ConfigName(configOf(c))),
				event.Input(func(e *vecty.Event) {
					val := ui.Value(e)
					env.Dispatch(Edit{Apply: func(d *Draft) {
						if i < len(d.Configs) {
							d.Configs[i].Label = val
						}
					}})
				})))),
		),
		vecty.If(len(params) > 0, elem.Details(vecty.Markup(vecty.Class("lab-params")),
			elem.Summary(vecty.Markup(ui.TestID(id("params"))), vecty.Text(summary)),
			elem.Div(vecty.Markup(vecty.Class("params")), params))),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(env, l.T("lab.duplicate"), id("duplicate"), l.T("lab.duplicate.title"), len(v.Draft.Configs) >= experiment.MaxConfigs, AddConfig{From: i}),
			ui.Button(env, l.T("lab.remove"), id("remove"), l.T("lab.remove.title"), len(v.Draft.Configs) <= 1, RemoveConfig{Index: i}),
		),
	)
}

// configOf is the config a card stands for, its texts as they read (for
// the name shown when it has no label).
func configOf(c ConfigDraft) experiment.Config {
	cfg := experiment.Config{Algorithm: c.Algorithm}
	for k, v := range c.Params {
		if v == "" {
			continue
		}
		if cfg.Params == nil {
			cfg.Params = map[string]any{}
		}
		cfg.Params[k] = looseValue(v)
	}
	return cfg
}

// defaultText is the placeholder of a parameter left to its default: the
// default's value.
func defaultText(l i18n.Lang, prm registry.Param) string {
	if t := store.DefaultText(prm); t != "" {
		return t
	}
	return l.T("lab.default")
}

// numberField is a whole-number field of the form (components.Number): a
// value that reads goes into the draft (set) and clears the field's flag,
// one that does not flags the field and leaves the draft as it was.
func numberField(env *ui.Env, f components.Number, set func(d *Draft, n int64)) vecty.ComponentOrHTML {
	id := f.ID
	f.Set = func(n int64) { env.Dispatch(Edit{Field: id, Apply: func(d *Draft) { set(d, n) }}) }
	f.Invalid = func(problem string) { env.Dispatch(FieldProblem{ID: id, Problem: problem}) }
	return f.HTML()
}
