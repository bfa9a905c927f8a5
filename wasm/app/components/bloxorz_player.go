//go:build js && wasm

package components

import (
	"fmt"
	"strconv"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// BloxPlayer animates a Bloxorz solution with the N-puzzle player's
// controls (play/pause, step, jump to start or end, scrubber, speed) and
// the key list with the current key highlighted.
type BloxPlayer struct {
	vecty.Core
	Env *Env                `vecty:"prop"`
	B   *store.BloxorzState `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *BloxPlayer) Render() (out vecty.ComponentOrHTML) {
	defer guard("BloxPlayer", &out)
	pl := p.B.Player
	n := len(pl.Keys)
	off := !pl.Loaded() || pl.Text != p.B.Text || p.B.Editing
	moves := make(vecty.List, 0, n)
	for i := 0; i < n; i++ {
		state := chipDone
		switch {
		case !pl.Shown:
			state = chipLater
		case i == pl.Index-1:
			state = chipCurrent
		case i >= pl.Index:
			state = chipLater
		}
		moves = append(moves, &MoveChip{Index: i + 1, Name: pl.Keys[i : i+1], State: state})
	}
	playLabel := "▶ Play"
	if pl.Playing {
		playLabel = "❚❚ Pause"
	}
	return elem.Div(vecty.Markup(testid("player"), vecty.Class("panel", "player"), vecty.MarkupIf(off, vecty.Class("off"))),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			button(p.Env, "|◀", "jump-start", "Jump to the start", off, actions.Seek{Index: 0}),
			button(p.Env, "◀", "step-back", "Step back", off, actions.StepBack{}),
			button(p.Env, playLabel, "play", "Play or pause (p)", off, actions.TogglePlay{}, vecty.Class("wide")),
			button(p.Env, "▶", "step-forward", "Step forward", off, actions.StepForward{}),
			button(p.Env, "▶|", "jump-end", "Jump to the end", off, actions.Seek{Index: n}),
			elem.Span(vecty.Markup(vecty.Class("counter"), testid("player-pos")), vecty.Text(fmt.Sprintf("%d / %d", pl.Index, n))),
		),
		elem.Input(vecty.Markup(testid("scrubber"), vecty.Class("scrubber"), prop.Type(prop.TypeRange), prop.Disabled(off),
			vecty.Attribute("min", "0"), vecty.Attribute("max", itoa(n)), prop.Value(itoa(pl.Index)), vecty.Attribute("aria-label", "Position in the solution"),
			event.Input(func(e *vecty.Event) {
				i, _ := strconv.Atoi(value(e))
				p.Env.Dispatch(actions.Seek{Index: i})
			}))),
		field("Speed (keys/s)", "", elem.Input(vecty.Markup(testid("speed"), prop.Type(prop.TypeRange),
			vecty.Attribute("min", "0.5"), vecty.Attribute("max", "30"), vecty.Attribute("step", "0.5"),
			prop.Value(strconv.FormatFloat(pl.Speed, 'f', -1, 64)),
			event.Input(func(e *vecty.Event) {
				v, _ := strconv.ParseFloat(value(e), 64)
				p.Env.Dispatch(actions.SetSpeed{MovesPerSecond: v})
			})))),
		elem.Div(vecty.Markup(vecty.Class("moves"), testid("move-list"), event.Click(func(e *vecty.Event) {
			if i, err := strconv.Atoi(e.Target.Call("getAttribute", "data-index").String()); err == nil {
				p.Env.Dispatch(actions.Seek{Index: i})
			}
		})), moves),
	)
}
