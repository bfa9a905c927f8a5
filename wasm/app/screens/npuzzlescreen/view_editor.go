//go:build js && wasm

package npuzzlescreen

import (
	"strconv"
	"syscall/js"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/core/npuzzle"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/ui"
)

// Editor edits the board (size, text), the goal and the tile image, and
// keeps boards (the saved boards).
type Editor struct {
	vecty.Core
	Part `vecty:"prop"`
}

// Render implements vecty.Component.
func (e *Editor) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("Editor", &out)
	st, l := e.S, e.Lang
	sizeSelect := func(label string, cur int, set func(int) actions.Action, id string) *vecty.HTML {
		opts := vecty.List{}
		for n := npuzzle.MinSide; n <= npuzzle.MaxSide; n++ {
			opts = append(opts, elem.Option(vecty.Markup(prop.Value(ui.Itoa(n)), vecty.Property("selected", n == cur)), vecty.Text(ui.Itoa(n))))
		}
		return ui.Field(label, "", elem.Select(vecty.Markup(ui.TestID(id), event.Change(func(ev *vecty.Event) {
			n, _ := strconv.Atoi(ui.Value(ev))
			e.Env.Dispatch(set(n))
		})), opts))
	}
	rows, cols := st.Board.Rows(), st.Board.Cols()
	goalOpt := func(v, label string) *vecty.HTML {
		return elem.Option(vecty.Markup(prop.Value(v), vecty.Property("selected", st.GoalMode == v)), vecty.Text(label))
	}
	return elem.Div(vecty.Markup(vecty.Class("panel", "editor"), ui.TestID("editor")),
		elem.Div(vecty.Markup(vecty.Class("row")),
			sizeSelect(l.T("np.rows"), rows, func(n int) actions.Action { return Resize{Rows: n, Cols: cols} }, "rows"),
			sizeSelect(l.T("np.cols"), cols, func(n int) actions.Action { return Resize{Rows: rows, Cols: n} }, "cols"),
			ui.Field(l.T("np.goal"), l.T("np.goal.title"), elem.Select(vecty.Markup(ui.TestID("goal-mode"),
				event.Change(func(ev *vecty.Event) { e.Env.Dispatch(SetGoalMode{Mode: ui.Value(ev)}) })),
				goalOpt(GoalBlankLast, l.T("np.goal.last")), goalOpt(GoalBlankFirst, l.T("np.goal.first")), goalOpt(GoalCustom, l.T("np.goal.custom")))),
		),
		vecty.If(st.Editing, ui.Field(l.T("np.board_text"), "", elem.Input(vecty.Markup(
			ui.TestID("board-text"), prop.Type(prop.TypeText), prop.Value(st.BoardText), vecty.Attribute("spellcheck", "false"),
			vecty.Attribute("aria-invalid", strconv.FormatBool(st.BoardError != "")),
			event.Input(func(ev *vecty.Event) { e.Env.Dispatch(EditBoard{Text: ui.Value(ev)}) }))))),
		vecty.If(st.Editing && st.BoardError != "", elem.Paragraph(vecty.Markup(vecty.Class("error"), ui.TestID("board-error")), vecty.Text(l.Core(st.BoardError)))),
		vecty.If(st.GoalMode == GoalCustom, ui.Field(l.T("np.custom_goal"), "", elem.Input(vecty.Markup(
			ui.TestID("goal-text"), prop.Type(prop.TypeText), prop.Value(st.GoalText), vecty.Attribute("spellcheck", "false"),
			event.Input(func(ev *vecty.Event) { e.Env.Dispatch(EditGoal{Text: ui.Value(ev)}) }))))),
		vecty.If(st.GoalError != "", elem.Paragraph(vecty.Markup(vecty.Class("error")), vecty.Text(l.Core(st.GoalError)))),
		vecty.If(st.Unsolvable != "", elem.Paragraph(vecty.Markup(vecty.Class("error"), ui.TestID("unsolvable")),
			vecty.Text(l.T("status.unsolvable.why", "why", l.Core(st.Unsolvable))))),
		elem.Div(vecty.Markup(vecty.Class("row")),
			ui.Field(l.T("np.picture"), "", elem.Input(vecty.Markup(ui.TestID("image"), prop.Type(prop.TypeFile),
				vecty.Attribute("accept", "image/*"), event.Change(e.image)))),
			vecty.If(st.ImageURL != "", ui.Button(e.Env, l.T("np.picture.remove"), "", l.T("np.picture.numbers"), false, SetImage{URL: ""})),
			ui.Button(e.Env, l.T("np.save"), "save-board", l.T("np.save.title"), false, SaveBoard{}),
		),
		vecty.If(len(st.Saved) > 0, e.saved()),
	)
}

// saved lists the saved boards; a click puts one on the screen.
func (e *Editor) saved() *vecty.HTML {
	items := vecty.List{}
	for i, b := range e.S.Saved {
		items = append(items, elem.ListItem(vecty.Markup(vecty.Key(i)),
			ui.Button(e.Env, b.Name, "", b.Board, e.S.Run.Active, LoadBoard{Index: i}, vecty.Class("link"))))
	}
	return elem.Div(vecty.Markup(ui.TestID("saved-boards")), elem.Heading3(vecty.Text(e.Lang.T("np.saved"))),
		elem.UnorderedList(vecty.Markup(vecty.Class("saved")), items))
}

// image turns the chosen file into an object URL; the picture never leaves
// the device.
func (e *Editor) image(ev *vecty.Event) {
	files := ev.Target.Get("files")
	if files.Length() == 0 {
		return
	}
	if old := e.S.ImageURL; old != "" {
		js.Global().Get("URL").Call("revokeObjectURL", old)
	}
	url := js.Global().Get("URL").Call("createObjectURL", files.Index(0)).String()
	e.Env.Dispatch(SetImage{URL: url})
}
