//go:build js && wasm

package bloxorzscreen

import (
	"github.com/hexops/vecty"

	"searchlab/wasm/app/components"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// PlayerBar animates a Bloxorz solution with the N-puzzle player's
// controls (play/pause, step, jump to start or end, scrubber, speed) and
// the key list with the current key highlighted.
type PlayerBar struct {
	vecty.Core
	Env *ui.Env `vecty:"prop"`
	B   *State  `vecty:"prop"`
	// Lang is the page's language.
	Lang i18n.Lang `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *PlayerBar) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("BloxorzPlayerBar", &out)
	pl := p.B.Player
	names := make([]string, len(pl.Keys))
	for i := range names {
		names[i] = pl.Keys[i : i+1]
	}
	return components.RenderPlayer(p.Env, components.PlayerView{
		Names: names, Index: pl.Index, Playing: pl.Playing, Speed: pl.Speed,
		Off:        !pl.Loaded() || pl.Text != p.B.Text || p.B.Editing,
		NotShown:   !pl.Shown,
		SpeedLabel: p.Lang.T("blx.player.speed"), PlayHelp: p.Lang.T("blx.player.play"),
		Note: p.Lang.T("blx.player.note"), Lang: p.Lang,
	})
}
