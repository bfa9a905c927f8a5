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
	Env *ui.Env `vecty:"prop"`
	S   *State  `vecty:"prop"`
}

// Render implements vecty.Component.
func (e *Editor) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("GraphEditor", &out)
	st := e.S
	rows := min(max(strings.Count(st.DraftText, "\n")+1, 6), 16)
	return elem.Div(vecty.Markup(vecty.Class("panel", "editor", "gr-editor"), ui.TestID("graph-editor")),
		elem.Heading2(vecty.Text("Graph")),
		vecty.If(st.Editing, e.tools()),
		vecty.If(st.Editing, e.nodeForm()),
		vecty.If(st.Editing, e.arcForm()),
		ui.Field("Level text (node NAME X Y [h=V], edge A B COST, arc A B COST, start NAME, goal NAME …)", "",
			elem.TextArea(vecty.Markup(ui.TestID("graph-text"), vecty.Attribute("rows", strconv.Itoa(rows)),
				vecty.Attribute("spellcheck", "false"), prop.Disabled(st.Run.Active),
				vecty.Property("readOnly", !st.Editing),
				vecty.Attribute("aria-invalid", strconv.FormatBool(st.DraftError != "")),
				vecty.Property("value", st.DraftText),
				event.Input(func(ev *vecty.Event) { e.Env.Dispatch(EditText{Text: ui.Value(ev)}) })))),
		vecty.If(!st.Editing, elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text("Press “Edit graph” to change it."))),
		vecty.If(st.DraftError != "", elem.Paragraph(vecty.Markup(vecty.Class("error"), ui.TestID("graph-error"), vecty.Attribute("role", "alert")),
			vecty.Text("The text is not a graph yet, "+st.DraftError+". The drawing shows the last graph that was."))),
	)
}

// tools: add a node, make connections one-way.
func (e *Editor) tools() *vecty.HTML {
	st := e.S
	f := frameOf(st.Graph)
	return elem.Div(vecty.Markup(vecty.Class("row")),
		ui.Button(e.Env, "Add node", "graph-add-node", "Add a node in the middle of the drawing (or click empty space on it)", false,
			AddNode{X: f.X + f.W/2, Y: f.Y + f.H/2}),
		elem.Label(vecty.Markup(vecty.Class("check")),
			elem.Input(vecty.Markup(prop.Type(prop.TypeCheckbox), ui.TestID("graph-one-way"), prop.Checked(st.OneWay),
				event.Change(func(ev *vecty.Event) { e.Env.Dispatch(SetOneWay{On: ui.Checked(ev)}) }))),
			vecty.Text("new connections are one-way arcs")),
	)
}

// nodeForm edits the selected node.
func (e *Editor) nodeForm() vecty.ComponentOrHTML {
	st := e.S
	n, ok := st.SelectedNode()
	if !ok {
		return elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text("Select a node (click or Enter) to edit it; select another to connect the two."))
	}
	g := st.Graph
	node := g.Nodes[n]
	i := int(n)
	isGoal := g.IsGoal(n)
	goalLabel := "Make goal"
	if isGoal {
		goalLabel = "Not a goal"
	}
	return elem.Div(vecty.Markup(vecty.Class("row", "gr-form"), ui.TestID("graph-node-form")),
		ui.Field("Name", "", elem.Input(vecty.Markup(prop.Type(prop.TypeText), ui.TestID("graph-node-name"), vecty.Class("num-narrow"),
			prop.Value(node.Name), vecty.Attribute("spellcheck", "false"),
			event.Change(func(ev *vecty.Event) { e.Env.Dispatch(RenameNode{Node: i, Name: strings.TrimSpace(ui.Value(ev))}) })))),
		ui.Field("h", "The given heuristic value of the node", elem.Input(vecty.Markup(prop.Type(prop.TypeNumber), ui.TestID("graph-node-h"),
			vecty.Class("num-narrow"), vecty.Attribute("min", "0"), vecty.Attribute("step", "any"), prop.Value(num(node.H)),
			event.Change(func(ev *vecty.Event) {
				if v, err := strconv.ParseFloat(ui.Value(ev), 64); err == nil {
					e.Env.Dispatch(SetNodeH{Node: i, H: v})
				}
			})))),
		ui.Button(e.Env, "Make start", "graph-set-start", "Searches start here", n == g.Start, SetStart{Node: i}),
		ui.Button(e.Env, goalLabel, "graph-toggle-goal", "A search stops at any goal", false, ToggleGoal{Node: i}),
		ui.Button(e.Env, "Delete node", "graph-delete-node", "Remove the node and its connections", false, DeleteNode{Node: i}),
	)
}

// arcForm edits the selected line's cost.
func (e *Editor) arcForm() vecty.ComponentOrHTML {
	st := e.S
	a, ok := st.SelectedArcIndex()
	if !ok {
		return nil
	}
	g := st.Graph
	arc := g.Arcs[a]
	i := int(a)
	kind := "Edge"
	if !arc.Edge {
		kind = "Arc"
	}
	return elem.Div(vecty.Markup(vecty.Class("row", "gr-form"), ui.TestID("graph-arc-form")),
		elem.Span(vecty.Text(kind+" "+g.Name(arc.From)+" – "+g.Name(arc.To))),
		ui.Field("Cost", "", elem.Input(vecty.Markup(prop.Type(prop.TypeNumber), ui.TestID("graph-arc-cost"),
			vecty.Class("num-narrow"), vecty.Attribute("min", "0"), vecty.Attribute("step", "any"), prop.Value(num(arc.Cost)),
			event.Change(func(ev *vecty.Event) {
				if v, err := strconv.ParseFloat(ui.Value(ev), 64); err == nil {
					e.Env.Dispatch(SetCost{Arc: i, Cost: v})
				}
			})))),
		ui.Button(e.Env, "Delete "+strings.ToLower(kind), "graph-delete-arc", "Remove the connection", false, DeleteArc{Arc: i}),
		ui.Button(e.Env, "Done", "graph-deselect-arc", "Close the cost form", false, SelectArc{Arc: -1}),
	)
}
