//go:build js && wasm

package npuzzlescreen

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// PlayBar holds the move counter, undo, shuffle and the play/edit switch.
type PlayBar struct {
	vecty.Core
	Env *ui.Env `vecty:"prop"`
	S   *State  `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *PlayBar) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("PlayBar", &out)
	st := p.S
	moves := st.MovesShown() // follows the player's animation
	solved := st.DisplayBoard() == st.Goal
	return elem.Div(vecty.Markup(vecty.Class("playbar")),
		elem.Span(vecty.Markup(vecty.Class("counter"), ui.TestID("move-counter"), vecty.Attribute("aria-live", "polite")),
			vecty.Text("Moves: "+store.GroupDigits(int64(moves)))),
		vecty.If(solved && moves > 0, elem.Span(vecty.Markup(vecty.Class("badge", "ok"), ui.TestID("solved-badge")), vecty.Text("solved!"))),
		ui.Button(p.Env, "Undo", "undo", "Take back your last move", len(st.Played) == 0 || st.Editing, actions.Undo{}),
		ui.Button(p.Env, "Shuffle", "shuffle", "A random board that can reach the goal", st.Run.Active, Shuffle{}),
		shuffleChoice(p.Env, st.ShuffleMode),
		ui.Button(p.Env, map[bool]string{true: "Done editing", false: "Edit board"}[st.Editing], "edit", "Make your own board: click two tiles to swap them, drag one onto another, or type it",
			false, SetEditing{On: !st.Editing}, vecty.MarkupIf(st.Editing, vecty.Class("active"))),
		vecty.If((st.ShuffleMode == "" || st.ShuffleMode == "random") && st.Board.Len() >= 16,
			elem.Small(vecty.Markup(vecty.Class("help"), ui.TestID("shuffle-note")),
				vecty.Text("A random board of this size is usually beyond A* and IDA* within their budgets (greedy best-first and beam search finish, far from optimal); choose a number of random moves for a board they can solve."))),
	)
}

// shuffleModes are the Shuffle choices: how far from the goal a new board
// is (npuzzle.Shuffle; its doc comment measures which algorithms cope).
var shuffleModes = []struct{ mode, label string }{
	{"random", "any solvable board"}, {"walk:10", "10 random moves"}, {"walk:20", "20 random moves"},
	{"walk:40", "40 random moves"}, {"walk:80", "80 random moves"},
}

// shuffleChoice picks how Shuffle draws a board, with what each choice
// means for the algorithms in its title.
func shuffleChoice(env *ui.Env, mode string) *vecty.HTML {
	if mode == "" {
		mode = "random"
	}
	opts := vecty.List{}
	for _, m := range shuffleModes {
		opts = append(opts, ui.Option(m.mode, m.label, m.mode == mode))
	}
	return elem.Select(vecty.Markup(ui.TestID("shuffle-mode"), vecty.Attribute("aria-label", "How Shuffle draws a board"),
		vecty.Attribute("title", "k random moves from the goal: at most k moves to solve. Breadth-first and the other uninformed searches cope with 3×3 boards and about 20 moves; "+
			"A* and IDA* with any 3×3 board and 40–80 moves on 4×4 and 5×5; on an 8×8 or any random 4×4 board only greedy best-first and beam search finish (far from optimal)."),
		event.Change(func(e *vecty.Event) { env.Dispatch(SetShuffle{Mode: ui.Value(e)}) })), opts)
}
