//go:build js && wasm

package components

import (
	"strconv"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/event"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/ui"
)

// markup writes a big picture's HTML as one string that the page parses in
// one go (vecty.UnsafeHTML), instead of one Vecty element per node: Vecty
// reconciles every element it draws on every redraw (a few calls into
// JavaScript each, even when nothing changed), which for the replay's
// trees of hundreds of nodes made the longest main-thread task of a run's
// end (issue 28). Every text and attribute value is escaped.
type markup struct{ b strings.Builder }

// open writes a start tag with attributes given as name, value pairs; a
// pair whose value is empty is left out.
func (m *markup) open(tag string, attrs ...string) {
	m.b.WriteByte('<')
	m.b.WriteString(tag)
	for i := 0; i+1 < len(attrs); i += 2 {
		if attrs[i+1] == "" {
			continue
		}
		m.b.WriteByte(' ')
		m.b.WriteString(attrs[i])
		m.b.WriteString(`="`)
		m.b.WriteString(escapeHTML(attrs[i+1]))
		m.b.WriteByte('"')
	}
	m.b.WriteByte('>')
}

// escapeHTML escapes a text or an attribute value as html.EscapeString
// does (the same five characters, the same references), without linking
// package html, whose entity table the page would carry (issue 28).
var escapeHTML = strings.NewReplacer(`&`, "&amp;", `'`, "&#39;", `<`, "&lt;", `>`, "&gt;", `"`, "&#34;").Replace

// close writes an end tag.
func (m *markup) close(tag string) {
	m.b.WriteString("</")
	m.b.WriteString(tag)
	m.b.WriteByte('>')
}

// text writes escaped text.
func (m *markup) text(s string) { m.b.WriteString(escapeHTML(s)) }

// element writes a whole element holding text.
func (m *markup) element(tag, text string, attrs ...string) {
	m.open(tag, attrs...)
	m.text(text)
	m.close(tag)
}

// String is the HTML written.
func (m *markup) String() string { return m.b.String() }

// classes joins the classes whose flag is set.
func classes(names ...any) string {
	var out []string
	for i := 0; i+1 < len(names); i += 2 {
		if on, _ := names[i+1].(bool); on {
			out = append(out, names[i].(string))
		}
	}
	return strings.Join(out, " ")
}

// foldButton writes the button that folds or unfolds node n of a tree
// drawn as markup; foldClicks on the tree's element dispatches it.
func foldButton(m *markup, n int32, open bool, kids int) {
	sign, expanded := "+", "false"
	if open {
		sign, expanded = "−", "true"
	}
	id := strconv.Itoa(int(n))
	m.element("button", sign, "type", "button", "class", "tnode-toggle", "aria-expanded", expanded,
		"title", strconv.Itoa(kids)+" children", "data-testid", "fold-"+id, "data-node", id)
}

// foldClicks is the one click listener of a tree drawn as markup: a click
// on a fold button (foldButton) folds or unfolds its node.
func foldClicks(env *ui.Env) vecty.Applyer {
	return event.Click(func(e *vecty.Event) {
		b := e.Target.Call("closest", ".tnode-toggle")
		if b.IsNull() || b.IsUndefined() {
			return
		}
		n, err := strconv.Atoi(b.Call("getAttribute", "data-node").String())
		if err != nil {
			return
		}
		env.Dispatch(actions.ReplayFold{Node: int32(n), Open: b.Call("getAttribute", "aria-expanded").String() != "true"})
	})
}
