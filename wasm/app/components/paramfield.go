//go:build js && wasm

package components

import (
	"strconv"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/core/api"
	"searchlab/wasm/app/ui"
)

// Refuser says why option of parameter param of algo cannot run on the
// board shown (param and option "": the algorithm itself), if it cannot
// (store.SolverPanel.Refused). A nil Refuser refuses nothing.
type Refuser func(algo, param, option string) (reason string, refused bool)

// refused asks r, nil refusing nothing.
func (r Refuser) refused(algo, param, option string) (string, bool) {
	if r == nil {
		return "", false
	}
	return r(algo, param, option)
}

// AlgorithmOptions are the options of an algorithm picker: the
// catalogue's algorithms grouped by family, selected chosen, those that
// cannot run on the board shown disabled (refused). The solver panel and
// the Lab's configs both pick with them.
func AlgorithmOptions(catalog []api.AlgorithmInfo, selected string, refused Refuser) vecty.List {
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
		group = append(group, refusable(a.ID, a.Name, a.ID == selected, refused, a.ID, "", ""))
	}
	flush()
	return opts
}

// ParamField is the form control of one registry parameter of algo,
// labelled for people (ParamLabel): a select for an enum (its options
// that cannot run on the board shown disabled, marked and explained under
// the control, since a tooltip alone does not reach touch users), a
// labelled checkbox for a bool, a number field with the registry's range,
// else a text field; it shows cur, with data-testid id; set gets each new
// text. A non-empty placeholder shows when cur is empty (the default that
// then applies). The solver panel and the Lab's configs both draw their
// parameters with it.
func ParamField(prm api.Param, algo, cur, id, placeholder string, refused Refuser, set func(string)) *vecty.HTML {
	label := ParamLabel(prm.Name)
	switch prm.Type {
	case api.TypeEnum:
		opts := vecty.List{}
		if cur == "" && placeholder != "" {
			opts = append(opts, ui.Option("", "default ("+placeholder+")", true))
		}
		var why []string // the reasons, each once, in option order
		seen := map[string]bool{}
		curWhy := ""
		for _, o := range prm.Options {
			name := o
			if l := prm.Labels[o]; l != "" {
				name = l // the catalog's name for people
			}
			opts = append(opts, refusable(o, name, o == cur, refused, algo, prm.Name, o))
			if r, no := refused.refused(algo, prm.Name, o); no {
				if !seen[r] {
					seen[r] = true
					why = append(why, r)
				}
				if o == cur {
					curWhy = r
				}
			}
		}
		sel := elem.Select(vecty.Markup(ui.TestID(id), vecty.MarkupIf(curWhy != "", vecty.Class("refused")),
			event.Change(func(e *vecty.Event) { set(ui.Value(e)) })), opts)
		if len(why) == 0 {
			return ui.Field(label, prm.Help, sel)
		}
		note := "Not on this board: " + strings.Join(why, "; ") + "."
		cls := "help"
		if curWhy != "" {
			note = sentence(curWhy) // the one chosen cannot run here: say why, as the solver would
			cls = "error"
		}
		return elem.Div(vecty.Markup(vecty.Class("field-wrap")),
			ui.Field(label, prm.Help, sel),
			elem.Paragraph(vecty.Markup(vecty.Class(cls, "param-note"), ui.TestID(id+"-refused")), vecty.Text(note)))
	case api.TypeBool:
		on, err := strconv.ParseBool(cur)
		if err != nil && prm.Default != nil {
			on, _ = prm.Default.(bool)
		}
		return elem.Label(vecty.Markup(vecty.Class("check", "param-check"), vecty.MarkupIf(prm.Help != "", vecty.Attribute("title", prm.Help))),
			elem.Input(vecty.Markup(ui.TestID(id), prop.Type(prop.TypeCheckbox), prop.Checked(on),
				event.Change(func(e *vecty.Event) { set(strconv.FormatBool(ui.Checked(e))) }))),
			vecty.Text(label))
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
		return ui.Field(label, prm.Help, elem.Input(vecty.Markup(m...)))
	default:
		m := []vecty.Applyer{ui.TestID(id), prop.Type(prop.TypeText), prop.Value(cur), event.Input(func(e *vecty.Event) { set(ui.Value(e)) })}
		if placeholder != "" {
			m = append(m, prop.Placeholder(placeholder))
		}
		return ui.Field(label, prm.Help, elem.Input(vecty.Markup(m...)))
	}
}

// refusable is an <option> (value v, shown as label) that is disabled
// when the board shown cannot run it (refused of algo, param, option),
// saying so in its label and its tooltip.
func refusable(v, label string, selected bool, refused Refuser, algo, param, option string) *vecty.HTML {
	why, no := refused.refused(algo, param, option)
	if no {
		label += " (not on this board)"
	}
	return elem.Option(vecty.Markup(prop.Value(v), vecty.Property("selected", selected), vecty.Property("disabled", no),
		vecty.MarkupIf(no, vecty.Attribute("title", why))), vecty.Text(label))
}

// ParamLabel is a parameter's name for people: "max_depth" → "Max depth",
// "t0" → "T0" (the registry's names are the wire's).
func ParamLabel(name string) string {
	s := strings.ReplaceAll(name, "_", " ")
	if s == "" {
		return s
	}
	r := []rune(s)
	return strings.ToUpper(string(r[0])) + string(r[1:])
}

// sentence makes a reason a sentence: a capital first letter and a full
// stop.
func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	r := []rune(s)
	s = strings.ToUpper(string(r[0])) + string(r[1:])
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
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
