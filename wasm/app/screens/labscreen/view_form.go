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

// InstancesView is the instances of the draft: the kind, then its fields,
// as the draft's game declares them (registry.InstanceSource).
type InstancesView struct {
	vecty.Core
	Env *ui.Env `vecty:"prop"`
	V   *View   `vecty:"prop"`
}

// Render implements vecty.Component.
func (iv *InstancesView) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("LabInstances", &out)
	env, d, l, exp := iv.Env, iv.V.Draft, iv.V.Lang, iv.V.Declared
	edit := func(apply func(d *Draft)) { env.Dispatch(Edit{Apply: apply}) }
	kinds := vecty.List{}
	kind := registry.InstanceKind{ID: d.Kind}
	for _, k := range exp.Kinds {
		kinds = append(kinds, ui.Option(k.ID, says(l, k.Key, k.Label), k.ID == d.Kind))
		if k.ID == d.Kind {
			kind = k
		}
	}
	var fields vecty.ComponentOrHTML
	if d.Kind == KindBoards || d.Kind == KindPositions {
		fields = elem.Div(
			elem.TextArea(vecty.Markup(ui.TestID("lab-boards"), vecty.Class("lab-boards"), vecty.Attribute("rows", "5"), vecty.Attribute("spellcheck", "false"),
				vecty.Attribute("aria-label", l.T("lab.boards.aria")), prop.Value(d.Boards), marked(iv.V, "lab-boards"),
				event.Input(func(e *vecty.Event) { v := ui.Value(e); edit(func(d *Draft) { d.Boards = v }) }))),
			elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(says(l, kind.HintKey, kind.Hint))),
		)
	} else {
		list := vecty.List{}
		for _, f := range kind.Fields {
			list = append(list, kindField(env, iv.V, kind.ID, f))
		}
		fields = elem.Div(vecty.Markup(vecty.Class("params")), list)
	}
	goal := vecty.ComponentOrHTML(nil)
	if exp.Goal {
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
			ui.Button(env, l.T("lab.add_board"), "lab-add-board", l.T("lab.add_board.title", "game", gameName(iv.V.GameList, l, d.Game)), false, AddCurrentBoard{}),
		),
	)
}

// kindField is field f of kind as the game declares it: a line of text, a
// whole number in its range, or "any" or a number (a choice, then the
// number); nothing for a field the draft has no place for.
func kindField(env *ui.Env, v *View, kind string, f registry.KindField) vecty.ComponentOrHTML {
	sl, ok := slotOf(kind, f)
	if !ok {
		return nil
	}
	d, l := v.Draft, v.Lang
	label, help := fieldTexts(l, f)
	switch f.Type {
	case registry.FieldText:
		return ui.Field(label, help, elem.Input(vecty.Markup(ui.TestID(sl.id), prop.Type(prop.TypeText), prop.Value(*sl.text(&d)), marked(v, sl.id),
			vecty.MarkupIf(!f.Wide, vecty.Class("short")),
			event.Input(func(e *vecty.Event) {
				val := ui.Value(e)
				env.Dispatch(Edit{Apply: func(d *Draft) { *sl.text(d) = val }})
			}))))
	case registry.FieldAnyOrInt:
		n, cur := f.Number, sl.get(d)
		choices := vecty.List{ui.Option("0", says(l, f.Choices[0].Key, f.Choices[0].En), cur == 0), ui.Option("k", says(l, f.Choices[1].Key, f.Choices[1].En), cur > 0)}
		nLabel, nHelp := fieldTexts(l, *n)
		out := vecty.List{
			ui.Field(label, help, elem.Select(vecty.Markup(ui.TestID(sl.id),
				event.Change(func(e *vecty.Event) {
					k := ui.Value(e)
					env.Dispatch(Edit{Apply: func(d *Draft) {
						if k == "0" {
							sl.set(d, 0)
						} else if sl.get(*d) == 0 {
							sl.set(d, n.Default)
						}
					}})
				})), choices)),
		}
		if cur > 0 {
			out = append(out, numberField(env, components.Number{Label: nLabel, Help: nHelp, ID: sl.numID, Cur: cur, Min: n.Min, Max: n.Max, Lang: l}, sl.set))
		}
		return out
	}
	return numberField(env, components.Number{Label: label, Help: help, ID: sl.id, Cur: sl.get(d), Min: f.Min, Max: f.Max, Lang: l}, sl.set)
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
