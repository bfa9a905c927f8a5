//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"

	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// BloxPlayer animates a Bloxorz solution with the N-puzzle player's
// controls (play/pause, step, jump to start or end, scrubber, speed) and
// the key list with the current key highlighted.
type BloxPlayer struct {
	vecty.Core
	Env *ui.Env             `vecty:"prop"`
	B   *store.BloxorzState `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *BloxPlayer) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("BloxPlayer", &out)
	pl := p.B.Player
	names := make([]string, len(pl.Keys))
	for i := range names {
		names[i] = pl.Keys[i : i+1]
	}
	return renderPlayer(p.Env, playerView{
		Names: names, Index: pl.Index, Playing: pl.Playing, Speed: pl.Speed,
		Off:        !pl.Loaded() || pl.Text != p.B.Text || p.B.Editing,
		NotShown:   !pl.Shown,
		SpeedLabel: "Speed (keys/s)", PlayHelp: "Play or pause (p)",
	})
}
