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

// NimReviewBar is the game player: it replays the moves played so far
// (jump to start, step back, play/pause, step forward, jump to the live
// position, a scrubber and the speed) without changing the game.
type NimReviewBar struct {
	vecty.Core
	Env *Env            `vecty:"prop"`
	N   *store.NimState `vecty:"prop"`
}

// Render implements vecty.Component.
func (b *NimReviewBar) Render() (out vecty.ComponentOrHTML) {
	defer guard("NimReviewBar", &out)
	n, env := b.N, b.Env
	r := n.Review
	total := len(n.Moves)
	idx := total
	if r.On {
		idx = r.Index
	}
	none := total == 0
	playLabel := "Play"
	if r.Playing {
		playLabel = "Pause"
	}
	speeds := vecty.List{}
	for _, v := range []float64{0.5, 1, 2, 4, 8} {
		speeds = append(speeds, option(strconv.FormatFloat(v, 'g', -1, 64), fmt.Sprintf("%g moves/s", v), v == r.Speed || r.Speed == 0 && v == 2))
	}
	where := "live position"
	if r.On {
		where = "reviewing — the game is unchanged"
	}
	return elem.Div(vecty.Markup(vecty.ClassMap{"panel": true, "player": true, "nim-review": true, "off": none}, testid("player"),
		vecty.Attribute("data-index", itoa(idx)), vecty.Attribute("data-reviewing", fmt.Sprint(r.On))),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			button(env, "|◀", "review-start", "Start position", none || idx == 0, actions.NimReviewSeek{Index: 0}, vecty.Attribute("aria-label", "Jump to the start")),
			button(env, "◀", "review-back", "One move back", none || idx == 0, actions.NimReviewStep{Delta: -1}, vecty.Attribute("aria-label", "Step back")),
			button(env, playLabel, "review-play", "Replay the game", none, actions.NimReviewPlay{}, vecty.Class("wide")),
			button(env, "▶", "review-forward", "One move forward", none || idx == total, actions.NimReviewStep{Delta: 1}, vecty.Attribute("aria-label", "Step forward")),
			button(env, "▶|", "review-end", "Back to the live position", none || idx == total, actions.NimReviewSeek{Index: total}, vecty.Attribute("aria-label", "Jump to the live position")),
			elem.Select(vecty.Markup(testid("review-speed"), vecty.Attribute("aria-label", "Replay speed"),
				event.Change(func(e *vecty.Event) {
					if v, err := strconv.ParseFloat(value(e), 64); err == nil {
						env.Dispatch(actions.NimReviewSpeed{MovesPerSecond: v})
					}
				})), speeds),
			elem.Span(vecty.Markup(vecty.Class("counter"), testid("review-counter")), vecty.Text(fmt.Sprintf("move %d / %d", idx, total))),
		),
		elem.Input(vecty.Markup(prop.Type(prop.TypeRange), vecty.Class("scrubber"), testid("review-scrubber"), vecty.Attribute("aria-label", "Move"),
			vecty.Attribute("min", "0"), vecty.Attribute("max", itoa(total)), prop.Value(itoa(idx)), prop.Disabled(none),
			event.Input(func(e *vecty.Event) {
				if v, err := strconv.Atoi(value(e)); err == nil {
					env.Dispatch(actions.NimReviewSeek{Index: v})
				}
			}))),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(where)),
	)
}
