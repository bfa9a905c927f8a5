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
	"searchlab/wasm/app/ui"
)

// Player animates the solution: play/pause, step, jump to start or end, a
// scrubber, the speed, and the move list with the current move highlighted.
type Player struct {
	vecty.Core
	Env *ui.Env      `vecty:"prop"`
	S   *store.State `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *Player) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("Player", &out)
	pl := p.S.Player
	names := make([]string, len(pl.Moves))
	for i, m := range pl.Moves {
		names[i] = m.String()
	}
	return RenderPlayer(p.Env, PlayerView{
		Names: names, Index: pl.Index, Playing: pl.Playing, Speed: pl.Speed,
		Off:        !pl.Loaded() || p.S.Player.Start != p.S.Board,
		SpeedLabel: "Speed (moves/s)", PlayHelp: "Play or pause (space or p)",
	})
}

// PlayerView is what the solution player shows, whatever the game.
type PlayerView struct {
	Names      []string // the moves, in order
	Index      int      // moves shown so far, 0..len(Names)
	Playing    bool
	Speed      float64 // moves per second
	Off        bool    // no solution for what is on screen: controls disabled
	NotShown   bool    // the solution is not on the board yet: every chip is "later"
	SpeedLabel string
	PlayHelp   string
}

// RenderPlayer draws the player's controls (jump to start or end, step,
// play/pause, position, scrubber, speed) and the move list with the current
// move highlighted; every control dispatches the shared player actions.
func RenderPlayer(env *ui.Env, v PlayerView) *vecty.HTML {
	n := len(v.Names)
	moves := make(vecty.List, 0, n)
	for i, name := range v.Names {
		// One click listener on the list (below) serves every move chip.
		state := chipDone
		switch {
		case v.NotShown || i >= v.Index:
			state = chipLater
		case i == v.Index-1:
			state = chipCurrent
		}
		moves = append(moves, &MoveChip{Index: i + 1, Name: name, State: state})
	}
	playLabel := "▶ Play"
	if v.Playing {
		playLabel = "❚❚ Pause"
	}
	off := v.Off
	return elem.Div(vecty.Markup(ui.TestID("player"), vecty.Class("panel", "player"), vecty.MarkupIf(off, vecty.Class("off"))),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(env, "|◀", "jump-start", "Jump to the start", off, actions.Seek{Index: 0}),
			ui.Button(env, "◀", "step-back", "Step back", off, actions.StepBack{}),
			ui.Button(env, playLabel, "play", v.PlayHelp, off, actions.TogglePlay{}, vecty.Class("wide")),
			ui.Button(env, "▶", "step-forward", "Step forward", off, actions.StepForward{}),
			ui.Button(env, "▶|", "jump-end", "Jump to the end", off, actions.Seek{Index: n}),
			elem.Span(vecty.Markup(vecty.Class("counter"), ui.TestID("player-pos")), vecty.Text(fmt.Sprintf("%d / %d", v.Index, n))),
		),
		elem.Input(vecty.Markup(ui.TestID("scrubber"), vecty.Class("scrubber"), prop.Type(prop.TypeRange), prop.Disabled(off),
			vecty.Attribute("min", "0"), vecty.Attribute("max", ui.Itoa(n)), prop.Value(ui.Itoa(v.Index)), vecty.Attribute("aria-label", "Position in the solution"),
			event.Input(func(e *vecty.Event) {
				i, _ := strconv.Atoi(ui.Value(e))
				env.Dispatch(actions.Seek{Index: i})
			}))),
		ui.Field(v.SpeedLabel, "", elem.Input(vecty.Markup(ui.TestID("speed"), prop.Type(prop.TypeRange),
			vecty.Attribute("min", "0.5"), vecty.Attribute("max", "30"), vecty.Attribute("step", "0.5"),
			prop.Value(strconv.FormatFloat(v.Speed, 'f', -1, 64)),
			event.Input(func(e *vecty.Event) {
				s, _ := strconv.ParseFloat(ui.Value(e), 64)
				env.Dispatch(actions.SetSpeed{MovesPerSecond: s})
			})))),
		elem.Div(vecty.Markup(vecty.Class("moves"), ui.TestID("move-list"), event.Click(func(e *vecty.Event) {
			if i, err := strconv.Atoi(e.Target.Call("getAttribute", "data-index").String()); err == nil {
				env.Dispatch(actions.Seek{Index: i})
			}
		})), moves),
	)
}
