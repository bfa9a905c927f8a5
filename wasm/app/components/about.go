//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/ui"
)

// About credits the sources of the algorithms and games.
// It is always in the page (hidden when closed): Vecty places a child that
// appears after skipped siblings at the wrong position, so nothing in the
// body comes and goes.
type About struct {
	vecty.Core
	Env  *ui.Env `vecty:"prop"`
	Open bool    `vecty:"prop"`
}

// Render implements vecty.Component.
func (a *About) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("About", &out)
	li := func(s string) *vecty.HTML { return elem.ListItem(vecty.Text(s)) }
	if !a.Open {
		return elem.Section(vecty.Markup(vecty.Class("about"), vecty.Property("hidden", true)))
	}
	return elem.Section(vecty.Markup(vecty.Class("panel", "about"), ui.TestID("about"), vecty.Property("hidden", false)),
		elem.Heading2(vecty.Text("About SearchLab")),
		elem.Paragraph(vecty.Text("Play, edit and solve puzzles with AI search algorithms, watch them work and compare them. Searches run in a background worker; nothing you load leaves your device.")),
		elem.UnorderedList(
			li("Stuart Russell and Peter Norvig, Artificial Intelligence: A Modern Approach, 4th edition (2020): the search algorithms (chapters 3 and 4), Monte Carlo tree search and alpha-beta (chapter 5)."),
			li("Richard E. Korf, Depth-first iterative-deepening: an optimal admissible tree search, Artificial Intelligence 27 (1985): IDDFS and IDA*, and the 15-puzzle test instances."),
			li("Charles L. Bouton, Nim, a game with a complete mathematical theory, Annals of Mathematics 3 (1901–1902)."),
			li("Bloxorz, by Damien Clarke, published by DX Interactive (2007); the level designs are used for non-commercial, educational purposes."),
			li("Johnson and Story (1879) for the solvability rule of the sliding puzzle."),
			li("Othello: the biased UCB of Ikeda and Viennot (2013) with Bradley–Terry move strengths (Rémi Coulom, 2007) over Michael Buro's pattern features, in the MCTS programs the Othello screen lets you play and explain."),
		),
		elem.Paragraph(vecty.Text("Keys: arrows move a tile, r run, Escape stop, s step, space or p play/pause.")),
		elem.Paragraph(vecty.Markup(ui.TestID("about-nim-keys")), vecty.Text("Nim: r the AI's move, u undo, Escape stop the AI's search, s one step of the game-tree view, space or p auto-play in AI vs AI.")),
		elem.Paragraph(vecty.Markup(ui.TestID("about-othello-keys")), vecty.Text("Othello: click a marked square to play; r the AI's move, Escape stop, u undo, y redo, h hints, n new game, space auto-play when both sides are programs.")),
		ui.Button(a.Env, "Close", "about-close", "", false, actions.ToggleAbout{}),
	)
}
