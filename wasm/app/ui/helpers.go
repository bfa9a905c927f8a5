//go:build js && wasm

// Package ui holds what every screen's views share: the environment (the
// store and browser services), small element helpers, and the screen
// registration (Registration). The shared panels themselves are in package
// components; each game's views are in its screen package.
package ui

import (
	"fmt"
	"strconv"
	"syscall/js"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// Env is what components need from the page beyond the store: the store
// itself (dispatch and queries) and a few browser services.
type Env struct {
	Store *store.Store
	// ShareURL turns a fragment into the link to copy (location.pathname + "#" + fragment).
	ShareURL func(fragment string) string
}

// Dispatch sends an action to the store.
func (e *Env) Dispatch(a actions.Action) { e.Store.Dispatch(a) }

const svgNS = "http://www.w3.org/2000/svg"

// SVG makes an SVG element.
func SVG(tag string, m ...vecty.MarkupOrChild) *vecty.HTML {
	return vecty.Tag(tag, append([]vecty.MarkupOrChild{vecty.Markup(vecty.Namespace(svgNS))}, m...)...)
}

// TestID is the data-testid attribute the end-to-end tests select by.
func TestID(id string) vecty.Applyer { return vecty.Attribute("data-testid", id) }

// Button is a button that dispatches on click.
func Button(env *Env, label, id, title string, disabled bool, a actions.Action, extra ...vecty.Applyer) *vecty.HTML {
	m := []vecty.Applyer{prop.Type(prop.TypeButton), prop.Disabled(disabled), vecty.Attribute("title", title),
		event.Click(func(*vecty.Event) { env.Dispatch(a) })}
	if id != "" {
		m = append(m, TestID(id))
	}
	m = append(m, extra...)
	return elem.Button(vecty.Markup(m...), vecty.Text(label))
}

// Value reads an input's value from an event.
func Value(e *vecty.Event) string { return e.Target.Get("value").String() }

// Checked reads a checkbox from an event.
func Checked(e *vecty.Event) bool { return e.Target.Get("checked").Bool() }

// Check is a labelled checkbox (class "check"): the box (test id id)
// ticked when on, which calls set with its new state; title is the
// label's tooltip ("" for none).
func Check(id, label, title string, on bool, set func(on bool)) *vecty.HTML {
	return elem.Label(vecty.Markup(vecty.Class("check"), vecty.MarkupIf(title != "", vecty.Attribute("title", title))),
		elem.Input(vecty.Markup(prop.Type(prop.TypeCheckbox), TestID(id), prop.Checked(on),
			event.Change(func(e *vecty.Event) { set(Checked(e)) }))),
		vecty.Text(label))
}

// Field is a labelled form control.
func Field(label, help string, control *vecty.HTML) *vecty.HTML {
	return elem.Label(vecty.Markup(vecty.Class("field"), vecty.MarkupIf(help != "", vecty.Attribute("title", help))),
		elem.Span(vecty.Markup(vecty.Class("field-label")), vecty.Text(label)), control)
}

func Itoa(n int) string { return strconv.Itoa(n) }

// MS writes milliseconds in the page's one format (store.FormatMS).
func MS(v float64) string { return store.FormatMS(v) }

// BytesText writes a size in the page's one format (store.FormatBytes).
func BytesText(n int64) string { return store.FormatBytes(n) }

// Download saves text as a file through a Blob and an object URL.
func Download(name, mime, text string) {
	blob := js.Global().Get("Blob").New(js.Global().Get("Array").New(text), map[string]any{"type": mime})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	a := js.Global().Get("document").Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	js.Global().Get("document").Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	js.Global().Call("setTimeout", js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Get("URL").Call("revokeObjectURL", url)
		return nil
	}), 1000)
}

// ReadFile reads the first file of an <input type=file> as text and calls
// done with its name and text, or with an error sentence.
func ReadFile(input js.Value, done func(name, text, err string)) {
	files := input.Get("files")
	if files.IsUndefined() || files.Length() == 0 {
		return
	}
	f := files.Index(0)
	name := f.Get("name").String()
	var then, fail js.Func
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		then.Release()
		fail.Release()
		done(name, args[0].String(), "")
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		then.Release()
		fail.Release()
		done(name, "", "the file could not be read")
		return nil
	})
	f.Call("text").Call("then", then, fail)
	input.Set("value", "")
}

// CopyText puts text on the clipboard, falling back to a prompt the user
// can copy from when the Clipboard API is unavailable.
func CopyText(text string, done func(ok bool)) {
	clip := js.Global().Get("navigator").Get("clipboard")
	if clip.IsUndefined() || clip.IsNull() {
		done(false)
		return
	}
	var ok, fail js.Func
	ok = js.FuncOf(func(js.Value, []js.Value) any { ok.Release(); fail.Release(); done(true); return nil })
	fail = js.FuncOf(func(js.Value, []js.Value) any { ok.Release(); fail.Release(); done(false); return nil })
	clip.Call("writeText", text).Call("then", ok, fail)
}

// Guard turns a panic in a component's Render into a visible error box and
// a console error, instead of a dead page. Use: defer Guard("Name", &out).
func Guard(name string, out *vecty.ComponentOrHTML) {
	if v := recover(); v != nil {
		msg := fmt.Sprintf("%s failed to draw: %v", name, v)
		js.Global().Get("console").Call("error", "SearchLab: "+msg)
		*out = elem.Div(vecty.Markup(vecty.Class("panel", "error"), vecty.Attribute("role", "alert")), vecty.Text(msg))
	}
}

// Option is an <option> of a <select>.
func Option(v, label string, selected bool) *vecty.HTML {
	return elem.Option(vecty.Markup(prop.Value(v), vecty.Property("selected", selected)), vecty.Text(label))
}

// Stat is one labelled statistic (data-testid "stat-"+id on the value).
func Stat(label, id, v string) *vecty.HTML {
	return elem.Div(vecty.Markup(vecty.Class("stat")),
		elem.Span(vecty.Markup(vecty.Class("stat-label")), vecty.Text(label)),
		elem.Span(vecty.Markup(vecty.Class("stat-value"), TestID("stat-"+id)), vecty.Text(v)))
}

// ScrollIntoView brings the first element matching the CSS selector sel
// into view (the least scrolling that shows it) once the page has drawn
// the frame the current action asks for (the element may not exist yet:
// Vecty draws on the next animation frame).
func ScrollIntoView(sel string) {
	var f js.Func
	frames := 0
	f = js.FuncOf(func(js.Value, []js.Value) any {
		if frames++; frames < 2 {
			js.Global().Call("requestAnimationFrame", f)
			return nil
		}
		defer f.Release()
		el := js.Global().Get("document").Call("querySelector", sel)
		if el.Truthy() {
			el.Call("scrollIntoView", map[string]any{"block": "nearest"})
		}
		return nil
	})
	js.Global().Call("requestAnimationFrame", f)
}
