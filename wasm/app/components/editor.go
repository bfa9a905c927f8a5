//go:build js && wasm

package components

import (
	"strconv"
	"syscall/js"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/core/npuzzle"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// Editor edits the board (size, text), the goal and the tile image.
type Editor struct {
	vecty.Core
	Env *Env         `vecty:"prop"`
	S   *store.State `vecty:"prop"`
}

// Render implements vecty.Component.
func (e *Editor) Render() (out vecty.ComponentOrHTML) {
	defer guard("Editor", &out)
	st := e.S
	sizeSelect := func(label string, cur int, set func(int) actions.Action, id string) *vecty.HTML {
		opts := vecty.List{}
		for n := npuzzle.MinSide; n <= npuzzle.MaxSide; n++ {
			opts = append(opts, elem.Option(vecty.Markup(prop.Value(itoa(n)), vecty.Property("selected", n == cur)), vecty.Text(itoa(n))))
		}
		return field(label, "", elem.Select(vecty.Markup(testid(id), event.Change(func(ev *vecty.Event) {
			n, _ := strconv.Atoi(value(ev))
			e.Env.Dispatch(set(n))
		})), opts))
	}
	rows, cols := st.Board.Rows(), st.Board.Cols()
	goalOpt := func(v, label string) *vecty.HTML {
		return elem.Option(vecty.Markup(prop.Value(v), vecty.Property("selected", st.GoalMode == v)), vecty.Text(label))
	}
	return elem.Div(vecty.Markup(vecty.Class("panel", "editor"), testid("editor")),
		elem.Div(vecty.Markup(vecty.Class("row")),
			sizeSelect("Rows", rows, func(n int) actions.Action { return actions.Resize{Rows: n, Cols: cols} }, "rows"),
			sizeSelect("Columns", cols, func(n int) actions.Action { return actions.Resize{Rows: rows, Cols: n} }, "cols"),
			field("Goal", "Where the tiles must end up", elem.Select(vecty.Markup(testid("goal-mode"),
				event.Change(func(ev *vecty.Event) { e.Env.Dispatch(actions.SetGoalMode{Mode: value(ev)}) })),
				goalOpt(store.GoalBlankLast, "blank last"), goalOpt(store.GoalBlankFirst, "blank first"), goalOpt(store.GoalCustom, "custom"))),
		),
		vecty.If(st.Editing, field("Board (rows split by /, 0 is the blank)", "", elem.Input(vecty.Markup(
			testid("board-text"), prop.Type(prop.TypeText), prop.Value(st.BoardText), vecty.Attribute("spellcheck", "false"),
			vecty.Attribute("aria-invalid", strconv.FormatBool(st.BoardError != "")),
			event.Input(func(ev *vecty.Event) { e.Env.Dispatch(actions.EditBoard{Text: value(ev)}) }))))),
		vecty.If(st.Editing && st.BoardError != "", elem.Paragraph(vecty.Markup(vecty.Class("error"), testid("board-error")), vecty.Text(st.BoardError))),
		vecty.If(st.GoalMode == store.GoalCustom, field("Custom goal", "", elem.Input(vecty.Markup(
			testid("goal-text"), prop.Type(prop.TypeText), prop.Value(st.GoalText), vecty.Attribute("spellcheck", "false"),
			event.Input(func(ev *vecty.Event) { e.Env.Dispatch(actions.EditGoal{Text: value(ev)}) }))))),
		vecty.If(st.GoalError != "", elem.Paragraph(vecty.Markup(vecty.Class("error")), vecty.Text(st.GoalError))),
		vecty.If(st.Unsolvable != "", elem.Paragraph(vecty.Markup(vecty.Class("error"), testid("unsolvable")),
			vecty.Text("Unsolvable: "+st.Unsolvable))),
		elem.Div(vecty.Markup(vecty.Class("row")),
			field("Picture on the tiles (stays on this device)", "", elem.Input(vecty.Markup(testid("image"), prop.Type(prop.TypeFile),
				vecty.Attribute("accept", "image/*"), event.Change(e.image)))),
			vecty.If(st.ImageURL != "", button(e.Env, "Remove picture", "", "Show numbers only", false, actions.SetImage{URL: ""})),
			button(e.Env, "Save board", "save-board", "Keep this board in your saved boards", false, actions.SaveBoard{}),
		),
	)
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
	e.Env.Dispatch(actions.SetImage{URL: url})
}
