//go:build js && wasm

package bloxorzscreen

import (
	"strconv"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/ui"
)

// bxToolHelp says what each editor brush does.
var bxToolHelp = map[string]string{
	"floor": "Floor", "void": "Void (hole)", "fragile": "Fragile (orange) floor", "exit": "The exit (only one)",
	"start": "Where the block starts standing", "soft": "Soft (round) switch", "hard": "Hard (X) switch",
	"split": "Split switch (wire its two targets)", "bridge-on": "Bridge cell, on at the start", "bridge-off": "Bridge cell, off at the start",
	"wire": "Wire: click a switch, then bridge cells (toggle → on → off → none); or a split switch, then its two targets",
}

// Editor is the level editor: brushes, grid size, the level text, the
// validity of the edit, and the check (BFS in the worker).
type Editor struct {
	vecty.Core
	Env *ui.Env `vecty:"prop"`
	B   *State  `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *Editor) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("BloxorzEditor", &out)
	b, env := p.B, p.Env
	tools := vecty.List{}
	for _, t := range Tools {
		tools = append(tools, ui.Button(env, t, "tool-"+t, bxToolHelp[t], false, Tool{Tool: t},
			vecty.Class("bx-tool", "bx-tool-"+t), vecty.MarkupIf(b.Tool == t, vecty.Class("active"))))
	}
	w, h := 0, 0
	if b.Draft != nil {
		w, h = b.Draft.W, b.Draft.H
	}
	size := func(label, id string, cur int, set func(int) actions.Action) *vecty.HTML {
		return ui.Field(label, "", elem.Input(vecty.Markup(ui.TestID(id), prop.Type(prop.TypeNumber), vecty.Class("num"), prop.Value(ui.Itoa(cur)),
			vecty.Attribute("min", ui.Itoa(MinSide)), vecty.Attribute("max", "30"),
			event.Change(func(e *vecty.Event) {
				if n, err := strconv.Atoi(ui.Value(e)); err == nil {
					env.Dispatch(set(n))
				}
			}))))
	}
	status := "The level is valid."
	if b.DraftError != "" {
		status = "Not valid yet: " + b.DraftError
	}
	return elem.Div(vecty.Markup(vecty.Class("panel", "bx-editor"), ui.TestID("bx-editor")),
		elem.Heading3(vecty.Text("Level editor")),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(bxToolHelp[b.Tool]+". Click or drag on the board.")),
		elem.Div(vecty.Markup(vecty.Class("buttons", "bx-tools")), tools),
		elem.Div(vecty.Markup(vecty.Class("params")),
			size("Width", "bx-width", w, func(n int) actions.Action { return Resize{W: n, H: h} }),
			size("Height", "bx-height", h, func(n int) actions.Action { return Resize{W: w, H: n} }),
		),
		elem.Paragraph(vecty.Markup(ui.TestID("bx-draft-error"), vecty.Class("status", map[bool]string{true: "status-bad", false: "status-ok"}[b.DraftError != ""])),
			vecty.Text(status)),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(env, "Check", "bx-check", "Breadth-first search in the worker: the optimal length, or why the level cannot be solved",
				b.Run.Active || b.DraftError != "", Check{}, vecty.Class("primary")),
		),
		checkResult(b),
		ui.Field("Level text (levels/README.md format)", "", elem.TextArea(vecty.Markup(ui.TestID("bx-level-text"), vecty.Class("bx-text"),
			vecty.Attribute("rows", ui.Itoa(h+6)), vecty.Attribute("spellcheck", "false"), prop.Value(b.DraftText),
			event.Input(func(e *vecty.Event) { env.Dispatch(DraftText{Text: ui.Value(e)}) })))),
	)
}

// Generator makes new solvable levels from a difficulty preset.
type Generator struct {
	vecty.Core
	Env *ui.Env `vecty:"prop"`
	B   *State  `vecty:"prop"`
}

// Render implements vecty.Component.
func (g *Generator) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("BloxorzGenerator", &out)
	var bs vecty.List
	for _, d := range GenPresets {
		bs = append(bs, ui.Button(g.Env, "New "+d+" level", "bx-generate-"+d, "Generate a solvable "+d+" level (checked by breadth-first search)",
			g.B.Run.Active || g.B.Generating, Generate{Difficulty: d}))
	}
	if g.B.Generating {
		bs = append(bs, ui.Button(g.Env, "Stop", "bx-generate-stop", "Stop the generator (Escape)", false, actions.Stop{}))
	}
	return elem.Div(vecty.Markup(vecty.Class("bx-generator")),
		elem.Div(vecty.Markup(vecty.Class("buttons")), bs),
		vecty.If(g.B.Generated != "", elem.Paragraph(vecty.Markup(ui.TestID("bx-generated"), vecty.Class("help")), vecty.Text(g.B.Generated))),
	)
}

// checkResult is the last check's verdict while it is for the level being
// edited, else a neutral note that it is gone (State.CheckShown).
func checkResult(b *State) vecty.ComponentOrHTML {
	line, bad := b.CheckShown()
	if line == "" {
		return nil
	}
	kind := "status-ok"
	switch {
	case bad:
		kind = "status-bad"
	case line != b.CheckLine:
		kind = "status-idle" // stale: neither good nor bad news
	}
	return elem.Paragraph(vecty.Markup(ui.TestID("bx-check-result"), vecty.Class("status", kind)), vecty.Text(line))
}
