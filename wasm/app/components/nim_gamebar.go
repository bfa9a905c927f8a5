//go:build js && wasm

package components

import (
	"fmt"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// NimGameBar holds the game's buttons (undo, new game, the AI's move,
// auto-play, stop, share) and the moves played so far.
type NimGameBar struct {
	vecty.Core
	Env *Env            `vecty:"prop"`
	N   *store.NimState `vecty:"prop"`
}

// Render implements vecty.Component.
func (g *NimGameBar) Render() (out vecty.ComponentOrHTML) {
	defer guard("NimGameBar", &out)
	n := g.N
	aiTurn := !n.Over && !n.Thinking && (n.Mode == store.NimModeAIvAI || n.Mode == store.NimModeAI && n.Turn != n.HumanSide)
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
			button(g.Env, "Undo", "undo", "Take back the last move (against the AI: your move and its reply)", len(n.Moves) == 0, actions.NimUndo{}),
			button(g.Env, "New game", "new-game", "Start again from "+n.Start, false, actions.NimNewGame{}),
			vecty.If(n.Mode != store.NimModeHints,
				button(g.Env, "AI move", "ai-move", "Let the AI search and play the move of the player to move", !aiTurn, actions.NimAIMove{}, vecty.Class("primary"))),
			vecty.If(n.Mode == store.NimModeAIvAI,
				elem.Button(vecty.Markup(prop.Type(prop.TypeButton), testid("auto"), vecty.ClassMap{"active": n.Auto}, prop.Disabled(n.Over),
					vecty.Attribute("aria-pressed", fmt.Sprint(n.Auto)), vecty.Attribute("title", "Let the two AIs play on by themselves"),
					event.Click(func(*vecty.Event) { g.Env.Dispatch(actions.NimSetAuto{On: !n.Auto}) })), vecty.Text("Auto-play"))),
			vecty.If(n.Thinking, button(g.Env, "Stop", "stop", "Stop the AI's search (Escape)", false, actions.Stop{})),
			&NimShareButton{Env: g.Env},
		),
		elem.Div(vecty.Markup(vecty.Class("moves"), testid("nim-moves"), vecty.Attribute("aria-label", "Moves played")),
			vecty.If(len(n.Moves) == 0, elem.Span(vecty.Markup(vecty.Class("help")), vecty.Text("No moves yet. Moves are written I-K (take K from heap I) or I:A+B (split heap I)."))),
			moves),
	)
}

// NimShareButton copies a link to the current position and settings.
type NimShareButton struct {
	vecty.Core
	Env *Env `vecty:"prop"`
}

// Render implements vecty.Component.
func (s *NimShareButton) Render() (out vecty.ComponentOrHTML) {
	defer guard("NimShareButton", &out)
	return elem.Button(vecty.Markup(testid("share"), prop.Type(prop.TypeButton), vecty.Attribute("title", "Copy a link to this position and settings"),
		event.Click(func(*vecty.Event) {
			frag, err := s.Env.Store.NimShareFragment()
			if err != nil {
				s.Env.Dispatch(actions.Notice{Text: "Cannot make a link: " + err.Error()})
				return
			}
			link := s.Env.ShareURL(frag)
			copyText(link, func(ok bool) {
				if ok {
					s.Env.Dispatch(actions.Notice{Text: "Link copied: " + link})
				} else {
					s.Env.Dispatch(actions.Notice{Text: "Copy this link: " + link})
				}
			})
		})), vecty.Text("Share"))
}
