//go:build js && wasm

package npuzzlescreen

import (
	"github.com/hexops/vecty"

	"searchlab/wasm/app/components"
	"searchlab/wasm/app/ui"
)

// PlayerBar animates the solution: play/pause, step, jump to start or end, a
// scrubber, the speed, and the move list with the current move highlighted.
type PlayerBar struct {
	vecty.Core
	Env *ui.Env `vecty:"prop"`
	S   *State  `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *PlayerBar) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("PlayerBar", &out)
	pl := p.S.Player
	return components.RenderPlayer(p.Env, components.PlayerView{
		Len: len(pl.Moves), Name: func(i int) string { return pl.Moves[i].String() },
		Index: pl.Index, Playing: pl.Playing, Speed: pl.Speed,
		Off:        !pl.Loaded() || p.S.Player.Start != p.S.Board,
		SpeedLabel: "Speed (moves/s)", PlayHelp: "Play or pause (space or p)",
		Note: "U D L R name the way the blank moves; the tile slides the opposite way, as the arrow keys say it (↑ is D: the tile below the blank slides up).",
	})
}
