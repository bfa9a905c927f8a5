//go:build js && wasm

package bloxorzscreen

import "searchlab/wasm/app/components"

// playerView is what the solution player (components.PlayerBar, the
// N-puzzle player's controls) shows for a Bloxorz solution: the key list,
// with the current key highlighted; its controls are off while the level
// on screen is not the solution's or is being edited.
func playerView(p Part) components.PlayerView {
	pl, l := p.S.Player, p.Lang
	names := make([]string, len(pl.Keys))
	for i := range names {
		names[i] = pl.Keys[i : i+1]
	}
	return components.PlayerView{
		Names: names, Index: pl.Index, Playing: pl.Playing, Speed: pl.Speed,
		Off:        !pl.Loaded() || pl.Text != p.S.Text || p.S.Editing,
		NotShown:   !pl.Shown,
		SpeedLabel: l.T("blx.player.speed"), PlayHelp: l.T("blx.player.play"),
		Note: l.T("blx.player.note"), Lang: l,
	}
}
