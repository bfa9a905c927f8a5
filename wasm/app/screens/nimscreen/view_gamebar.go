//go:build js && wasm

package nimscreen

import (
	"fmt"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/components"
	"searchlab/wasm/app/ui"
)

// GameBar holds the game's buttons (undo, new game, the AI's move,
// auto-play, stop, share) and the moves played so far.
type GameBar struct {
	vecty.Core
	Part `vecty:"prop"`
}

// Render implements vecty.Component.
func (g *GameBar) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("NimGameBar", &out)
	n, l := g.S, g.Lang
	aiTurn := !n.Over && !n.Thinking() && (n.Mode == ModeAIvAI || n.Mode == ModeAI && n.Turn != n.HumanSide)
	moves := vecty.List{}
	for i, m := range n.Moves {
		shown := len(n.Moves)
		if n.Review.On {
			shown = n.Review.Index
		}
		moves = append(moves, elem.Span(vecty.Markup(vecty.ClassMap{"mv": true, "current": i == shown-1, "later": i >= shown}, vecty.Attribute("title", l.T("nim.move.title", "i", i+1, "who", n.PlayerNameIn(l, i%2)))),
			vecty.Text(m)))
	}
	return elem.Div(vecty.Markup(vecty.Class("panel", "nim-gamebar")),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(g.Env, l.T("nim.undo"), "undo", l.T("nim.undo.title"), len(n.Moves) == 0, Undo{}),
			ui.Button(g.Env, l.T("nim.new"), "new-game", l.T("nim.new.title", "board", n.Start), false, NewGame{}),
			vecty.If(n.Mode != ModeHints,
				ui.Button(g.Env, l.T("nim.ai_move"), "ai-move", l.T("nim.ai_move.title"), !aiTurn, AIMove{}, vecty.Class("primary"))),
			vecty.If(n.Mode == ModeAIvAI,
				elem.Button(vecty.Markup(prop.Type(prop.TypeButton), ui.TestID("auto"), vecty.ClassMap{"active": n.Auto}, prop.Disabled(n.Over),
					vecty.Attribute("aria-pressed", fmt.Sprint(n.Auto)), vecty.Attribute("title", map[bool]string{true: l.T("nim.pause.title"), false: l.T("nim.auto.title")}[n.Auto]),
					event.Click(func(*vecty.Event) { g.Env.Dispatch(SetAuto{On: !n.Auto}) })), vecty.Text(map[bool]string{true: l.T("nim.pause"), false: l.T("nim.auto")}[n.Auto]))),
			vecty.If(n.Thinking(), ui.Button(g.Env, l.T("nim.stop"), "stop", l.T("nim.stop.title"), false, actions.Stop{})),
			&components.ShareButton{Env: g.Env, Title: l.T("nim.share.title"), Lang: l},
		),
		elem.Div(vecty.Markup(vecty.Class("moves"), ui.TestID("nim-moves"), vecty.Attribute("aria-label", l.T("nim.moves.aria"))),
			vecty.If(len(n.Moves) == 0, elem.Span(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("nim.moves.none")))),
			moves),
	)
}
