//go:build js && wasm

package npuzzlescreen

import (
	"github.com/hexops/vecty"

	"searchlab/wasm/app/components"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// PlayerBar animates the solution: play/pause, step, jump to start or end, a
// scrubber, the speed, and the move list with the current move highlighted.
type PlayerBar struct {
	vecty.Core
	Env *ui.Env `vecty:"prop"`
	S   *State  `vecty:"prop"`
	// Lang is the page's language.
	Lang i18n.Lang `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *PlayerBar) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("PlayerBar", &out)
	pl, l := p.S.Player, p.Lang
	return components.RenderPlayer(p.Env, components.PlayerView{
		Len: len(pl.Moves), Name: func(i int) string { return pl.Moves[i].String() },
		Index: pl.Index, Playing: pl.Playing, Speed: pl.Speed,
		Off:        !pl.Loaded() || p.S.Player.Start != p.S.Board,
		SpeedLabel: l.T("np.player.speed"), PlayHelp: l.T("np.player.play"),
		Note: l.T("np.player.note"), Lang: l,
	})
}
