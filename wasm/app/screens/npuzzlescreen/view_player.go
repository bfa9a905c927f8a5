//go:build js && wasm

package npuzzlescreen

import "searchlab/wasm/app/components"

// playerView is what the solution player (components.PlayerBar) shows:
// the moves, with the current move highlighted; its controls are off while
// the board on screen is not the solution's start.
func playerView(p Part) components.PlayerView {
	pl, l := p.S.Player, p.Lang
	return components.PlayerView{
		Len: len(pl.Moves), Name: func(i int) string { return pl.Moves[i].String() },
		Index: pl.Index, Playing: pl.Playing, Speed: pl.Speed,
		Off:        !pl.Loaded() || pl.Start != p.S.Board,
		SpeedLabel: l.T("np.player.speed"), PlayHelp: l.T("np.player.play"),
		Note: l.T("np.player.note"), Lang: l,
	}
}
