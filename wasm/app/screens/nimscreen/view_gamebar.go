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
	Env *ui.Env `vecty:"prop"`
	N   *State  `vecty:"prop"`
}

// Render implements vecty.Component.
func (g *GameBar) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("NimGameBar", &out)
	n := g.N
	aiTurn := !n.Over && !n.Thinking() && (n.Mode == ModeAIvAI || n.Mode == ModeAI && n.Turn != n.HumanSide)
	moves := vecty.List{}
	for i, m := range n.Moves {
		shown := len(n.Moves)
		if n.Review.On {
			shown = n.Review.Index
		}
		moves = append(moves, elem.Span(vecty.Markup(vecty.ClassMap{"mv": true, "current": i == shown-1, "later": i >= shown}, vecty.Attribute("title", fmt.Sprintf("move %d by %s", i+1, n.PlayerName(i%2)))),
			vecty.Text(m)))
	}
	return elem.Div(vecty.Markup(vecty.Class("panel", "nim-gamebar")),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(g.Env, "Undo", "undo", "Take back the last move (against the AI: your move and its reply)", len(n.Moves) == 0, Undo{}),
			ui.Button(g.Env, "New game", "new-game", "Start again from "+n.Start, false, NewGame{}),
			vecty.If(n.Mode != ModeHints,
				ui.Button(g.Env, "AI move", "ai-move", "Let the AI search and play the move of the player to move", !aiTurn, AIMove{}, vecty.Class("primary"))),
			vecty.If(n.Mode == ModeAIvAI,
				elem.Button(vecty.Markup(prop.Type(prop.TypeButton), ui.TestID("auto"), vecty.ClassMap{"active": n.Auto}, prop.Disabled(n.Over),
					vecty.Attribute("aria-pressed", fmt.Sprint(n.Auto)), vecty.Attribute("title", map[bool]string{true: "Pause the two AIs (space)", false: "Let the two AIs play on by themselves (space)"}[n.Auto]),
					event.Click(func(*vecty.Event) { g.Env.Dispatch(SetAuto{On: !n.Auto}) })), vecty.Text(map[bool]string{true: "Pause", false: "Auto-play"}[n.Auto]))),
			vecty.If(n.Thinking(), ui.Button(g.Env, "Stop", "stop", "Stop the AI's search (Escape)", false, actions.Stop{})),
			&components.ShareButton{Env: g.Env, Title: "Copy a link to this position and settings"},
		),
		elem.Div(vecty.Markup(vecty.Class("moves"), ui.TestID("nim-moves"), vecty.Attribute("aria-label", "Moves played")),
			vecty.If(len(n.Moves) == 0, elem.Span(vecty.Markup(vecty.Class("help")), vecty.Text("No moves yet. Moves are written I-K (take K from heap I) or I:A+B (split heap I)."))),
			moves),
	)
}
