//go:build js && wasm

package graphscreen

import (
	"strconv"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/ui"
)

// Editor is the graph's level text (always; editable while editing) and,
// while editing, the forms of the selected node (name, h, start, goal) or
// line (cost), the one-way switch and a button that adds a node.
type Editor struct {
	vecty.Core
	Part `vecty:"prop"`
}

// Render implements vecty.Component.
func (e *Editor) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("GraphEditor", &out)
	st, l := e.S, e.Lang
	rows := min(max(strings.Count(st.DraftText, "\n")+1, 6), 16)
	return elem.Div(vecty.Markup(vecty.Class("panel", "editor", "gr-editor"), ui.TestID("graph-editor")),
		elem.Heading2(vecty.Text(l.T("gr.ed.title"))),
		vecty.If(st.Editing, e.tools()),
		vecty.If(st.Editing, e.nodeForm()),
		vecty.If(st.Editing, e.arcForm()),
		ui.Field(l.T("gr.ed.text"), "",
			elem.TextArea(vecty.Markup(ui.TestID("graph-text"), vecty.Attribute("rows", strconv.Itoa(rows)),
				vecty.Attribute("spellcheck", "false"), prop.Disabled(st.Run.Active),
				vecty.Property("readOnly", !st.Editing),
				vecty.Attribute("aria-invalid", strconv.FormatBool(st.DraftError != "")),
				vecty.Property("value", st.DraftText),
				event.Input(func(ev *vecty.Event) { e.Env.Dispatch(EditText{Text: ui.Value(ev)}) })))),
		vecty.If(!st.Editing, elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("gr.ed.press")))),
		vecty.If(st.DraftError != "", elem.Paragraph(vecty.Markup(vecty.Class("error"), ui.TestID("graph-error"), vecty.Attribute("role", "alert")),
			vecty.Text(l.T("gr.ed.error", "err", l.Core(st.DraftError))))),
	)
}

// tools: add a node, make connections one-way.
func (e *Editor) tools() *vecty.HTML {
	st, l := e.S, e.Lang
	f := frameOf(st.Graph)
	return elem.Div(vecty.Markup(vecty.Class("row")),
		ui.Button(e.Env, l.T("gr.ed.add"), "graph-add-node", l.T("gr.ed.add.title"), false,
			AddNode{X: f.X + f.W/2, Y: f.Y + f.H/2}),
		ui.Check("graph-one-way", l.T("gr.ed.one_way"), "", st.OneWay, func(on bool) { e.Env.Dispatch(SetOneWay{On: on}) }),
	)
}

// nodeForm edits the selected node.
func (e *Editor) nodeForm() vecty.ComponentOrHTML {
	st, l := e.S, e.Lang
	n, ok := st.SelectedNode()
	if !ok {
		return elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("gr.ed.select")))
	}
	g := st.Graph
	node := g.Nodes[n]
	i := int(n)
	isGoal := g.IsGoal(n)
	goalLabel := l.T("gr.ed.goal")
	if isGoal {
		goalLabel = l.T("gr.ed.not_goal")
	}
	return elem.Div(vecty.Markup(vecty.Class("row", "gr-form"), ui.TestID("graph-node-form")),
		ui.Field(l.T("gr.ed.name"), "", elem.Input(vecty.Markup(prop.Type(prop.TypeText), ui.TestID("graph-node-name"), vecty.Class("num-narrow"),
			prop.Value(node.Name), vecty.Attribute("spellcheck", "false"),
			event.Change(func(ev *vecty.Event) { e.Env.Dispatch(RenameNode{Node: i, Name: strings.TrimSpace(ui.Value(ev))}) })))),
		ui.Field("h", l.T("gr.ed.h.title"), elem.Input(vecty.Markup(prop.Type(prop.TypeNumber), ui.TestID("graph-node-h"),
			vecty.Class("num-narrow"), vecty.Attribute("min", "0"), vecty.Attribute("step", "any"), prop.Value(num(node.H)),
			event.Change(func(ev *vecty.Event) {
				if v, err := strconv.ParseFloat(ui.Value(ev), 64); err == nil {
					e.Env.Dispatch(SetNodeH{Node: i, H: v})
				}
			})))),
		ui.Button(e.Env, l.T("gr.ed.start"), "graph-set-start", l.T("gr.ed.start.title"), n == g.Start, SetStart{Node: i}),
		ui.Button(e.Env, goalLabel, "graph-toggle-goal", l.T("gr.ed.goal.title"), false, ToggleGoal{Node: i}),
		ui.Button(e.Env, l.T("gr.ed.del_node"), "graph-delete-node", l.T("gr.ed.del_node.title"), false, DeleteNode{Node: i}),
	)
}

// arcForm edits the selected line's cost.
func (e *Editor) arcForm() vecty.ComponentOrHTML {
	st, l := e.S, e.Lang
	a, ok := st.SelectedArcIndex()
	if !ok {
		return nil
	}
	g := st.Graph
	arc := g.Arcs[a]
	i := int(a)
	title, del := l.T("gr.ed.edge", "a", g.Name(arc.From), "b", g.Name(arc.To)), l.T("gr.ed.del_edge")
	if !arc.Edge {
		title, del = l.T("gr.ed.arc", "a", g.Name(arc.From), "b", g.Name(arc.To)), l.T("gr.ed.del_arc")
	}
	return elem.Div(vecty.Markup(vecty.Class("row", "gr-form"), ui.TestID("graph-arc-form")),
		elem.Span(vecty.Text(title)),
		ui.Field(l.T("gr.ed.cost"), "", elem.Input(vecty.Markup(prop.Type(prop.TypeNumber), ui.TestID("graph-arc-cost"),
			vecty.Class("num-narrow"), vecty.Attribute("min", "0"), vecty.Attribute("step", "any"), prop.Value(num(arc.Cost)),
			event.Change(func(ev *vecty.Event) {
				if v, err := strconv.ParseFloat(ui.Value(ev), 64); err == nil {
					e.Env.Dispatch(SetCost{Arc: i, Cost: v})
				}
			})))),
		ui.Button(e.Env, del, "graph-delete-arc", l.T("gr.ed.del_arc.title"), false, DeleteArc{Arc: i}),
		ui.Button(e.Env, l.T("gr.ed.done"), "graph-deselect-arc", l.T("gr.ed.done.title"), false, SelectArc{Arc: -1}),
	)
}
