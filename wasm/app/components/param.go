//go:build js && wasm

package components

import (
	"strconv"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/core/registry"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// ParamControl is the form control of one registry parameter, the same on
// every screen (the solver panel's form, the Othello players'): labelled
// for people (ParamLabel), an enum a select with the catalogue's option
// names, a bool a labelled checkbox, a number a number field with the
// parameter's range. Which parameters a form shows is the caller's
// (api.AlgorithmInfo.Applies).
type ParamControl struct {
	ID    string         // the control's data-testid
	Param registry.Param // the registry's parameter
	Value string         // the text the form holds (its default until set)
	Set   func(string)
	// Refused says why an enum option cannot run on the board shown (nil:
	// every option can); those are disabled, with the reason under the
	// control (a tooltip alone does not reach touch users).
	Refused func(option string) (reason string, refused bool)
	// Placeholder, when set, is the default shown while Value is empty
	// (an enum gets a "default (…)" option); else a number field shows
	// the registry's default (api.DefaultText).
	Placeholder string
	// Commit reports a number once typed (on change: Enter or leaving the
	// field) instead of at every keystroke, for a form whose every change
	// may start a search (an Othello player to move).
	Commit bool
	// Lang is the language of the label, the help and the options (the
	// zero Lang is English).
	Lang i18n.Lang
}

// HTML renders the control.
func (c ParamControl) HTML() *vecty.HTML {
	prm, l := c.Param, c.Lang
	label := l.ParamLabel(prm.Name, ParamLabel(prm.Name))
	prm.Help = l.ParamHelp(prm.Name, prm.Help)
	switch prm.Type {
	case registry.TypeEnum:
		return c.enumHTML(prm, label)
	case registry.TypeBool:
		return c.boolHTML(prm, label)
	case registry.TypeInt, registry.TypeFloat:
		return c.numberHTML(prm, label)
	default:
		ev := event.Input(func(e *vecty.Event) { c.Set(ui.Value(e)) })
		if c.Commit {
			ev = event.Change(func(e *vecty.Event) { c.Set(ui.Value(e)) })
		}
		return ui.Field(label, prm.Help, elem.Input(vecty.Markup(ui.TestID(c.ID), prop.Type(prop.TypeText), prop.Value(c.Value),
			vecty.MarkupIf(c.Placeholder != "", prop.Placeholder(c.Placeholder)), ev)))
	}
}

// enumHTML is the <select> of an enum parameter (prm, with its help in the
// page's language), the options refused here marked, with a note that
// says why.
func (c ParamControl) enumHTML(prm registry.Param, label string) *vecty.HTML {
	cur, set, l := c.Value, c.Set, c.Lang
	opts := vecty.List{}
	if cur == "" && c.Placeholder != "" {
		opts = append(opts, ui.Option("", l.T("param.default", "v", c.Placeholder), true))
	}
	var why []string // the reasons, each once, in option order
	seen := map[string]bool{}
	curWhy := ""
	for _, o := range prm.Options {
		name := o
		if l := prm.Labels[o]; l != "" {
			name = l // the catalog's name for people
		}
		name = c.Lang.OptionLabel(o, name)
		r, no := "", false
		if c.Refused != nil {
			r, no = c.Refused(o)
		}
		opts = append(opts, refusableOption(l, o, name, o == cur, r, no))
		if no {
			if !seen[r] {
				seen[r] = true
				why = append(why, r)
			}
			if o == cur {
				curWhy = r
			}
		}
	}
	sel := elem.Select(vecty.Markup(ui.TestID(c.ID), vecty.MarkupIf(curWhy != "", vecty.Class("refused")),
		event.Change(func(e *vecty.Event) { set(ui.Value(e)) })), opts)
	if len(why) == 0 {
		return ui.Field(label, prm.Help, sel)
	}
	note := l.T("param.not_here.reason", "why", joinReasons(why))
	cls := "help"
	if curWhy != "" {
		note = sentence(curWhy) // the one chosen cannot run here: say why, as the solver would
		cls = "error"
	}
	return elem.Div(vecty.Markup(vecty.Class("field-wrap")),
		ui.Field(label, prm.Help, sel),
		elem.Paragraph(vecty.Markup(vecty.Class(cls, "param-note"), ui.TestID(c.ID+"-refused")), vecty.Text(note)))
}

// boolHTML is the checkbox of a boolean parameter.
func (c ParamControl) boolHTML(prm registry.Param, label string) *vecty.HTML {
	on, err := strconv.ParseBool(c.Value)
	if err != nil && prm.Default != nil {
		on, _ = prm.Default.(bool)
	}
	return elem.Label(vecty.Markup(vecty.Class("check", "param-check"), vecty.MarkupIf(prm.Help != "", vecty.Attribute("title", prm.Help))),
		elem.Input(vecty.Markup(ui.TestID(c.ID), prop.Type(prop.TypeCheckbox), prop.Checked(on),
			event.Change(func(e *vecty.Event) { c.Set(strconv.FormatBool(ui.Checked(e))) }))),
		vecty.Text(label))
}

// numberHTML is the number input of an integer or real parameter, with its
// default as placeholder and its range.
func (c ParamControl) numberHTML(prm registry.Param, label string) *vecty.HTML {
	set := c.Set
	m := []vecty.Applyer{ui.TestID(c.ID), prop.Type(prop.TypeNumber), prop.Value(c.Value), vecty.Class("num")}
	read := func(e *vecty.Event) { // a text that does not read (1e, -) stays, flagged (:invalid), the setting kept
		if !e.Target.Get("validity").Get("badInput").Bool() {
			set(ui.Value(e))
		}
	}
	if c.Commit {
		m = append(m, event.Change(read))
	} else {
		m = append(m, event.Input(read))
	}
	if def := c.Placeholder; def != "" {
		m = append(m, prop.Placeholder(def))
	} else if def := registry.DefaultText(prm); def != "" {
		m = append(m, prop.Placeholder(def))
	}
	if prm.Min != nil {
		m = append(m, vecty.Attribute("min", strconv.FormatFloat(*prm.Min, 'g', -1, 64)))
	}
	if prm.Max != nil {
		m = append(m, vecty.Attribute("max", strconv.FormatFloat(*prm.Max, 'g', -1, 64)))
	}
	if prm.Type == registry.TypeFloat {
		m = append(m, vecty.Attribute("step", "any"))
	}
	return ui.Field(label, prm.Help, elem.Input(vecty.Markup(m...)))
}

// refusableOption is an <option> (value v, shown as label), disabled when
// it cannot run on the board shown (no), saying so in its label and its
// tooltip (why).
func refusableOption(l i18n.Lang, v, label string, selected bool, why string, no bool) *vecty.HTML {
	if no {
		label = l.T("param.not_here", "name", label)
	}
	return elem.Option(vecty.Markup(prop.Value(v), vecty.Property("selected", selected), vecty.Property("disabled", no),
		vecty.MarkupIf(no, vecty.Attribute("title", why))), vecty.Text(label))
}

// joinReasons joins the reasons options are refused, saying once the
// advice they share ("…: use linear-conflict or manhattan" after each
// heuristic that does not fit the board).
func joinReasons(why []string) string {
	tail := ""
	for i, r := range why {
		j := strings.LastIndex(r, ": ")
		if j < 0 || (i > 0 && r[j:] != tail) {
			return strings.Join(why, "; ")
		}
		tail = r[j:]
	}
	if len(why) < 2 {
		return strings.Join(why, "; ")
	}
	heads := make([]string, len(why))
	for i, r := range why {
		heads[i] = strings.TrimSuffix(r, tail)
	}
	return strings.Join(heads, "; ") + tail
}
