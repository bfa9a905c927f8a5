//go:build js && wasm

package components

import (
	"strconv"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// Number is a whole-number field of a form. Set gets each value typed
// that reads (a whole number from Min, up to Max when Max > Min; empty is
// 0 when the field has a placeholder, which names the default that then
// applies, so a budget left to the solver does not read as "zero"). A
// field that is empty without a placeholder, or does not read, or is out
// of range, stays as typed and is flagged (the browser's :invalid, styled
// in web/style.css): the setting keeps its last good value and nothing
// else in the form changes, so the field is never redrawn away under the
// reader's fingers. Invalid (if set) hears of a value that does not read,
// the problem in words, for a form that lists its problems (Set then
// hears of the next good value).
type Number struct {
	Label, Help, ID string
	Cur             int64
	Min, Max        int64
	Placeholder     string
	Set             func(int64)
	Invalid         func(problem string)
	Lang            i18n.Lang // of the problems (the zero Lang is English)
}

// HTML is the field, a component that keeps the text of a field that does
// not read across the page's redraws (NumberInput).
func (f Number) HTML() vecty.ComponentOrHTML { return &NumberInput{F: f} }

// NumberInput draws a Number. Vecty sets an input's value whenever it
// differs from the one drawn, so a field that does not read would be put
// back to its last good value at the next redraw (the store's, or any
// other): the instance, which persists across redraws, keeps the text
// typed while the setting keeps its last good value.
type NumberInput struct {
	vecty.Core
	F Number `vecty:"prop"`
	// typed is the text of the field when it does not read, for field id
	// while its setting is over; bad says it is.
	typed, id string
	over      int64
	bad       bool
}

// Render implements vecty.Component.
func (n *NumberInput) Render() vecty.ComponentOrHTML {
	f := n.F
	if n.bad && (n.id != f.ID || n.over != f.Cur) {
		n.bad = false // the setting changed from elsewhere (a preset): the field shows it
	}
	shown := strconv.FormatInt(f.Cur, 10)
	switch {
	case n.bad:
		shown = n.typed
	case f.Cur == 0 && f.Placeholder != "":
		shown = ""
	}
	m := []vecty.Applyer{ui.TestID(f.ID), prop.Type(prop.TypeNumber), prop.Value(shown),
		vecty.Attribute("min", strconv.FormatInt(f.Min, 10)), vecty.Class("num"), vecty.Attribute("step", "1"),
		vecty.MarkupIf(f.Placeholder != "", prop.Placeholder(f.Placeholder)),
		vecty.MarkupIf(f.Placeholder == "", vecty.Attribute("required", "")),
		vecty.MarkupIf(f.Max > f.Min, vecty.Attribute("max", strconv.FormatInt(f.Max, 10))),
		event.Input(n.input),
	}
	return ui.Field(f.Label, f.Help, elem.Input(vecty.Markup(m...)))
}

// input reads the field after a keystroke: a good value is set, a bad one
// kept as typed and flagged.
func (n *NumberInput) input(e *vecty.Event) {
	f := n.F
	v := ui.Value(e)
	problem := ""
	k, err := strconv.ParseInt(v, 10, 64)
	switch {
	case v == "" && f.Placeholder != "" && !e.Target.Get("validity").Get("badInput").Bool():
		k = 0
	case v == "" || err != nil:
		problem = f.Lang.T("number.whole", "label", f.Label)
	case k < f.Min:
		problem = f.Lang.T("number.at_least", "label", f.Label, "v", strconv.FormatInt(f.Min, 10))
	case f.Max > f.Min && k > f.Max:
		problem = f.Lang.T("number.at_most", "label", f.Label, "v", strconv.FormatInt(f.Max, 10))
	}
	n.bad = problem != ""
	n.typed, n.id, n.over = v, f.ID, f.Cur
	switch {
	case n.bad && f.Invalid != nil:
		f.Invalid(problem)
	case !n.bad && f.Set != nil:
		f.Set(k)
	}
}
