//go:build js && wasm

package components

import (
	"strconv"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/core/api"
	"searchlab/wasm/app/ui"
)

// AlgorithmOptions are the options of an algorithm picker: the
// catalogue's algorithms grouped by family, selected chosen. The solver
// panel and the Lab's configs both pick with them.
func AlgorithmOptions(catalog []api.AlgorithmInfo, selected string) vecty.List {
	opts := vecty.List{}
	family := ""
	var group vecty.List
	flush := func() {
		if len(group) > 0 {
			opts = append(opts, elem.OptionsGroup(vecty.Markup(vecty.Property("label", family)), group))
		}
		group = nil
	}
	for _, a := range catalog {
		if a.Family != family {
			flush()
			family = a.Family
		}
		group = append(group, ui.Option(a.ID, a.Name, a.ID == selected))
	}
	flush()
	return opts
}

// ParamField is the form control of one registry parameter (a select for
// an enum, a checkbox for a bool, a number field with the registry's
// range, else a text field) showing cur, with data-testid id; set gets
// each new text. A non-empty placeholder shows when cur is empty (the
// default that then applies). The solver panel and the Lab's configs
// both draw their parameters with it.
func ParamField(prm api.Param, cur, id, placeholder string, set func(string)) *vecty.HTML {
	switch prm.Type {
	case api.TypeEnum:
		opts := vecty.List{}
		if cur == "" && placeholder != "" {
			opts = append(opts, ui.Option("", "default ("+placeholder+")", true))
		}
		for _, o := range prm.Options {
			label := o
			if l := prm.Labels[o]; l != "" {
				label = l // the catalog's name for people
			}
			opts = append(opts, ui.Option(o, label, o == cur))
		}
		return ui.Field(prm.Name, prm.Help, elem.Select(vecty.Markup(ui.TestID(id), event.Change(func(e *vecty.Event) { set(ui.Value(e)) })), opts))
	case api.TypeBool:
		on, err := strconv.ParseBool(cur)
		if err != nil && prm.Default != nil {
			on, _ = prm.Default.(bool)
		}
		return ui.Field(prm.Name, prm.Help, elem.Input(vecty.Markup(ui.TestID(id), prop.Type(prop.TypeCheckbox), prop.Checked(on),
			event.Change(func(e *vecty.Event) { set(strconv.FormatBool(ui.Checked(e))) }))))
	case api.TypeInt, api.TypeFloat:
		m := []vecty.Applyer{ui.TestID(id), prop.Type(prop.TypeNumber), prop.Value(cur), vecty.Class("num"),
			event.Input(func(e *vecty.Event) { set(ui.Value(e)) })}
		if placeholder != "" {
			m = append(m, prop.Placeholder(placeholder))
		}
		if prm.Min != nil {
			m = append(m, vecty.Attribute("min", strconv.FormatFloat(*prm.Min, 'g', -1, 64)))
		}
		if prm.Max != nil {
			m = append(m, vecty.Attribute("max", strconv.FormatFloat(*prm.Max, 'g', -1, 64)))
		}
		if prm.Type == api.TypeFloat {
			m = append(m, vecty.Attribute("step", "any"))
		}
		return ui.Field(prm.Name, prm.Help, elem.Input(vecty.Markup(m...)))
	default:
		m := []vecty.Applyer{ui.TestID(id), prop.Type(prop.TypeText), prop.Value(cur), event.Input(func(e *vecty.Event) { set(ui.Value(e)) })}
		if placeholder != "" {
			m = append(m, prop.Placeholder(placeholder))
		}
		return ui.Field(prm.Name, prm.Help, elem.Input(vecty.Markup(m...)))
	}
}

// NumberField is a whole-number field showing cur; set gets each value
// that parses (an empty field is 0). With a placeholder, 0 shows as empty
// and the placeholder names the default, so a budget left to the solver
// does not read as "zero".
func NumberField(label, help, id string, cur int64, placeholder string, set func(int64)) *vecty.HTML {
	shown := strconv.FormatInt(cur, 10)
	if cur == 0 && placeholder != "" {
		shown = ""
	}
	return ui.Field(label, help, elem.Input(vecty.Markup(ui.TestID(id), prop.Type(prop.TypeNumber), prop.Value(shown),
		prop.Placeholder(placeholder), vecty.Attribute("min", "0"),
		vecty.Class("num"), vecty.Attribute("step", "1"),
		event.Input(func(e *vecty.Event) {
			v := ui.Value(e)
			if v == "" {
				v = "0"
			}
			if n, err := strconv.ParseInt(v, 10, 64); err == nil {
				set(n)
			}
		}))))
}
