//go:build js && wasm

package bloxorzscreen

import (
	"strconv"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/core/bloxorz"
	"searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// bxToolHelp says what the editor brush t does, in l (keys blx.tool.*).
func bxToolHelp(l i18n.Lang, t string) string { return l.T("blx.tool." + t) }

// Editor is the level editor: brushes, grid size, the level text, the
// validity of the edit, and the check (BFS in the worker).
type Editor struct {
	vecty.Core
	Part `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *Editor) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("BloxorzEditor", &out)
	b, env, l := p.S, p.Env, p.Lang
	tools := vecty.List{}
	for _, t := range Tools {
		tools = append(tools, ui.Button(env, l.TOr("blx.toolname."+t, t), "tool-"+t, bxToolHelp(l, t), false, Tool{Tool: t},
			vecty.Class("bx-tool", "bx-tool-"+t), vecty.MarkupIf(b.Tool == t, vecty.Class("active"))))
	}
	w, h := 0, 0
	if b.Draft != nil {
		w, h = b.Draft.W, b.Draft.H
	}
	size := func(label, id string, cur, most int, set func(int) actions.Action) *vecty.HTML {
		return ui.Field(l.T("blx.editor.size", "label", label, "min", MinSide, "max", most), "", elem.Input(vecty.Markup(ui.TestID(id), prop.Type(prop.TypeNumber), vecty.Class("num"), prop.Value(ui.Itoa(cur)),
			vecty.Attribute("min", ui.Itoa(MinSide)), vecty.Attribute("max", ui.Itoa(most)),
			event.Change(func(e *vecty.Event) {
				if n, err := strconv.Atoi(ui.Value(e)); err == nil {
					env.Dispatch(set(n))
				}
			}))))
	}
	status := l.T("blx.editor.valid")
	if b.DraftError != "" {
		status = l.T("blx.editor.invalid", "why", l.Core(b.DraftError))
	}
	return elem.Div(vecty.Markup(vecty.Class("panel", "bx-editor"), ui.TestID("bx-editor")),
		elem.Heading3(vecty.Text(l.T("blx.editor"))),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("blx.tool.help", "tool", bxToolHelp(l, b.Tool)))),
		elem.Div(vecty.Markup(vecty.Class("buttons", "bx-tools")), tools),
		elem.Div(vecty.Markup(vecty.Class("params")),
			size(l.T("blx.editor.width"), "bx-width", w, MaxW, func(n int) actions.Action { return Resize{W: n, H: h} }),
			size(l.T("blx.editor.height"), "bx-height", h, MaxH, func(n int) actions.Action { return Resize{W: w, H: n} }),
		),
		vecty.If(b.SizeNote != "", elem.Paragraph(vecty.Markup(vecty.Class("help", "bx-size-note"), ui.TestID("bx-size-note")), vecty.Text(b.SizeNote))),
		elem.Paragraph(vecty.Markup(ui.TestID("bx-draft-error"), vecty.Class("status", map[bool]string{true: "status-bad", false: "status-ok"}[b.DraftError != ""])),
			vecty.Text(status)),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(env, l.T("blx.editor.check"), "bx-check", l.T("blx.editor.check.title"),
				b.Run.Active || b.DraftError != "", Check{}, vecty.Class("primary")),
		),
		checkResult(l, b),
		ui.Field(l.T("blx.editor.text"), "", elem.TextArea(vecty.Markup(ui.TestID("bx-level-text"), vecty.Class("bx-text"),
			vecty.Attribute("rows", ui.Itoa(h+6)), vecty.Attribute("spellcheck", "false"), prop.Value(b.DraftText),
			event.Input(func(e *vecty.Event) { env.Dispatch(DraftText{Text: ui.Value(e)}) })))),
		levelFormat(l),
	)
}

// levelFormat explains the level text in the page (the format's full
// description, levels/README.md, is not where a visitor can read it): the
// three parts of a file and every glyph of the grid (bloxorz.Glyphs, the
// parser's own list).
func levelFormat(l i18n.Lang) *vecty.HTML {
	rows := vecty.List{}
	for _, g := range bloxorz.Glyphs {
		rows = append(rows, elem.TableRow(elem.TableData(elem.Code(vecty.Text(string(g.Char)))), elem.TableData(vecty.Text(l.TOr("blx.glyph."+string(g.Char), g.Meaning)))))
	}
	li := func(parts ...vecty.MarkupOrChild) *vecty.HTML { return elem.ListItem(parts...) }
	code := func(s string) *vecty.HTML { return elem.Code(vecty.Text(s)) }
	return elem.Details(vecty.Markup(vecty.Class("bx-format"), ui.TestID("bx-format")),
		elem.Summary(vecty.Text(l.T("blx.format"))),
		elem.OrderedList(
			li(vecty.Text(l.T("blx.format.header")), code("name: …"), vecty.Text(", "), code("author: …"), vecty.Text(", "), code("passcode: …"), vecty.Text(".")),
			li(vecty.Text(l.T("blx.format.grid")),
				elem.Table(vecty.Markup(vecty.Class("bx-glyphs")), elem.TableBody(rows))),
			li(vecty.Text(l.T("blx.format.switch")), code("switch X,Y toggle X,Y …"), vecty.Text(l.T("blx.format.or")), code("on"), vecty.Text(" / "), code("off"),
				vecty.Text(l.T("blx.format.follow")), code("split X,Y FIRST SECOND"),
				vecty.Text(l.T("blx.format.split"))),
		),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("blx.format.ignored"))),
	)
}

// Generator makes new solvable levels from a difficulty preset.
type Generator struct {
	vecty.Core
	Part `vecty:"prop"`
	// Loading: the solver, where levels are generated, is still
	// downloading (a level asked for meanwhile waits for it).
	Loading bool `vecty:"prop"`
}

// Render implements vecty.Component.
func (g *Generator) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("BloxorzGenerator", &out)
	var bs vecty.List
	l := g.Lang
	for _, d := range GenPresets {
		bs = append(bs, ui.Button(g.Env, l.T("blx.gen.new", "preset", d), "bx-generate-"+d, l.T("blx.gen.new.title", "preset", d),
			g.S.Run.Active || g.S.Generating, Generate{Difficulty: d}))
	}
	if g.S.Generating {
		bs = append(bs, ui.Button(g.Env, l.T("blx.gen.stop"), "bx-generate-stop", l.T("blx.gen.stop.title"), false, actions.Stop{}))
	}
	return elem.Div(vecty.Markup(vecty.Class("bx-generator")),
		elem.Div(vecty.Markup(vecty.Class("buttons")), bs),
		vecty.If(g.S.Generated != "", elem.Paragraph(vecty.Markup(ui.TestID("bx-generated"), vecty.Class("help")), vecty.Text(g.S.Generated))),
		vecty.If(g.S.Generating && g.Loading, elem.Paragraph(vecty.Markup(ui.TestID("bx-generate-loading"), vecty.Class("help"), vecty.Attribute("role", "status")),
			vecty.Text(l.T("blx.gen.loading")))),
		vecty.If(g.S.Generating, genProgress(l, g.S.GenProgress)),
	)
}

// genProgress is the generator's progress bar: the candidate levels tried
// of the most it tries, and the time so far (before the first progress
// line, a bar that only says it is busy).
func genProgress(l i18n.Lang, p wire.Progress) *vecty.HTML {
	bar := elem.Progress(vecty.Markup(ui.TestID("bx-generate-progress"), vecty.Attribute("aria-label", l.T("blx.gen.aria"))))
	text := l.T("blx.gen.trying")
	if p.Attempts > 0 {
		bar = elem.Progress(vecty.Markup(ui.TestID("bx-generate-progress"), vecty.Attribute("aria-label", l.T("blx.gen.aria")),
			vecty.Attribute("max", ui.Itoa(p.Attempts)), vecty.Attribute("value", ui.Itoa(p.Attempt))))
		text = l.T("blx.gen.tried", "n", p.Attempt, "max", p.Attempts, "time", l.MS(p.ElapsedMS()))
	}
	return elem.Div(vecty.Markup(vecty.Class("bx-gen-progress")), bar,
		elem.Paragraph(vecty.Markup(vecty.Class("help"), ui.TestID("bx-generate-progress-text"), vecty.Attribute("aria-live", "polite")), vecty.Text(text)))
}

// checkResult is the last check's verdict while it is for the level being
// edited, else a neutral note that it is gone (State.CheckShown).
func checkResult(l i18n.Lang, b *State) vecty.ComponentOrHTML {
	line, bad := b.CheckShownIn(l)
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
