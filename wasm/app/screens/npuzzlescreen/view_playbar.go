//go:build js && wasm

package npuzzlescreen

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// PlayBar holds the move counter, undo, shuffle and the play/edit switch.
type PlayBar struct {
	vecty.Core
	Part `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *PlayBar) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("PlayBar", &out)
	st, l := p.S, p.Lang
	moves := st.MovesShown() // follows the player's animation
	solved := st.DisplayBoard() == st.Goal
	return elem.Div(vecty.Markup(vecty.Class("playbar")),
		elem.Span(vecty.Markup(vecty.Class("counter"), ui.TestID("move-counter"), vecty.Attribute("aria-live", "polite")),
			vecty.Text(l.T("np.moves", "n", moves))),
		vecty.If(solved && moves > 0, elem.Span(vecty.Markup(vecty.Class("badge", "ok"), ui.TestID("solved-badge")), vecty.Text(l.T("np.solved")))),
		ui.Button(p.Env, l.T("np.undo"), "undo", l.T("np.undo.title"), len(st.Played) == 0 || st.Editing, actions.Undo{}),
		ui.Button(p.Env, l.T("np.shuffle"), "shuffle", l.T("np.shuffle.title"), st.Run.Active, Shuffle{}),
		shuffleChoice(p.Env, l, st.ShuffleMode),
		ui.Button(p.Env, map[bool]string{true: l.T("np.edit.done"), false: l.T("np.edit")}[st.Editing], "edit", l.T("np.edit.title"),
			false, SetEditing{On: !st.Editing}, vecty.MarkupIf(st.Editing, vecty.Class("active"))),
		vecty.If((st.ShuffleMode == "" || st.ShuffleMode == "random") && st.Board.Len() >= 16,
			elem.Small(vecty.Markup(vecty.Class("help"), ui.TestID("shuffle-note")),
				vecty.Text(l.T("np.shuffle.note")))),
	)
}

// shuffleModes are the Shuffle choices: how far from the goal a new board
// is (npuzzle.Shuffle; its doc comment measures which algorithms cope).
var shuffleModes = []struct {
	mode  string
	moves int // 0: any solvable board
}{{"random", 0}, {"walk:10", 10}, {"walk:20", 20}, {"walk:40", 40}, {"walk:80", 80}}

// shuffleChoice picks how Shuffle draws a board, with what each choice
// means for the algorithms in its title.
func shuffleChoice(env *ui.Env, l i18n.Lang, mode string) *vecty.HTML {
	if mode == "" {
		mode = "random"
	}
	opts := vecty.List{}
	for _, m := range shuffleModes {
		label := l.T("np.shuffle.any")
		if m.moves > 0 {
			label = l.T("np.shuffle.walk", "n", m.moves)
		}
		opts = append(opts, ui.Option(m.mode, label, m.mode == mode))
	}
	return elem.Select(vecty.Markup(ui.TestID("shuffle-mode"), vecty.Attribute("aria-label", l.T("np.shuffle.aria")),
		vecty.Attribute("title", l.T("np.shuffle.help")),
		event.Change(func(e *vecty.Event) { env.Dispatch(SetShuffle{Mode: ui.Value(e)}) })), opts)
}
