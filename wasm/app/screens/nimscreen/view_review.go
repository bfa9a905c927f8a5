//go:build js && wasm

package nimscreen

import (
	"fmt"
	"strconv"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/ui"
)

// ReviewBar is the game player: it replays the moves played so far
// (jump to start, step back, play/pause, step forward, jump to the live
// position, a scrubber and the speed) without changing the game.
type ReviewBar struct {
	vecty.Core
	Env *ui.Env `vecty:"prop"`
	N   *State  `vecty:"prop"`
}

// Render implements vecty.Component.
func (b *ReviewBar) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("NimReviewBar", &out)
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
		speeds = append(speeds, ui.Option(strconv.FormatFloat(v, 'g', -1, 64), fmt.Sprintf("%g moves/s", v), v == r.Speed || r.Speed == 0 && v == 2))
	}
	where := "live position"
	if r.On {
		where = "reviewing — the game is unchanged"
	}
	return elem.Div(vecty.Markup(vecty.ClassMap{"panel": true, "player": true, "nim-review": true, "off": none}, ui.TestID("player"),
		vecty.Attribute("data-index", ui.Itoa(idx)), vecty.Attribute("data-reviewing", fmt.Sprint(r.On))),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(env, "|◀", "review-start", "Start position", none || idx == 0, ReviewSeek{Index: 0}, vecty.Attribute("aria-label", "Jump to the start")),
			ui.Button(env, "◀", "review-back", "One move back", none || idx == 0, ReviewStep{Delta: -1}, vecty.Attribute("aria-label", "Step back")),
			ui.Button(env, playLabel, "review-play", "Replay the game", none, ReviewPlay{}, vecty.Class("wide")),
			ui.Button(env, "▶", "review-forward", "One move forward", none || idx == total, ReviewStep{Delta: 1}, vecty.Attribute("aria-label", "Step forward")),
			ui.Button(env, "▶|", "review-end", "Back to the live position", none || idx == total, ReviewSeek{Index: total}, vecty.Attribute("aria-label", "Jump to the live position")),
			elem.Select(vecty.Markup(ui.TestID("review-speed"), vecty.Attribute("aria-label", "Replay speed"),
				event.Change(func(e *vecty.Event) {
					if v, err := strconv.ParseFloat(ui.Value(e), 64); err == nil {
						env.Dispatch(ReviewSpeed{MovesPerSecond: v})
					}
				})), speeds),
			elem.Span(vecty.Markup(vecty.Class("counter"), ui.TestID("review-counter")), vecty.Text(fmt.Sprintf("move %d / %d", idx, total))),
		),
		elem.Input(vecty.Markup(prop.Type(prop.TypeRange), vecty.Class("scrubber"), ui.TestID("review-scrubber"), vecty.Attribute("aria-label", "Move"),
			vecty.Attribute("min", "0"), vecty.Attribute("max", ui.Itoa(total)), prop.Value(ui.Itoa(idx)), prop.Disabled(none),
			event.Input(func(e *vecty.Event) {
				if v, err := strconv.Atoi(ui.Value(e)); err == nil {
					env.Dispatch(ReviewSeek{Index: v})
				}
			}))),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(where)),
	)
}
