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
	Part `vecty:"prop"`
}

// Render implements vecty.Component.
func (b *ReviewBar) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("NimReviewBar", &out)
	n, env, l := b.S, b.Env, b.Lang
	r := n.Review
	total := len(n.Moves)
	idx := total
	if r.On {
		idx = r.Index
	}
	none := total == 0
	playLabel := l.T("nim.review.play")
	if r.Playing {
		playLabel = l.T("nim.pause")
	}
	speeds := vecty.List{}
	for _, v := range []float64{0.5, 1, 2, 4, 8} {
		speeds = append(speeds, ui.Option(strconv.FormatFloat(v, 'g', -1, 64), l.T("nim.review.speed", "v", l.G(v, -1)), v == r.Speed || r.Speed == 0 && v == 2))
	}
	where := l.T("nim.review.live")
	if r.On {
		where = l.T("nim.review.on")
	}
	return elem.Div(vecty.Markup(vecty.ClassMap{"panel": true, "player": true, "nim-review": true, "off": none}, ui.TestID("player"),
		vecty.Attribute("data-index", ui.Itoa(idx)), vecty.Attribute("data-reviewing", fmt.Sprint(r.On))),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(env, "|◀", "review-start", l.T("nim.review.start"), none || idx == 0, ReviewSeek{Index: 0}, vecty.Attribute("aria-label", l.T("nim.review.start.aria"))),
			ui.Button(env, "◀", "review-back", l.T("nim.review.back"), none || idx == 0, ReviewStep{Delta: -1}, vecty.Attribute("aria-label", l.T("nim.review.back.aria"))),
			ui.Button(env, playLabel, "review-play", l.T("nim.review.play.title"), none, ReviewPlay{}, vecty.Class("wide")),
			ui.Button(env, "▶", "review-forward", l.T("nim.review.fwd"), none || idx == total, ReviewStep{Delta: 1}, vecty.Attribute("aria-label", l.T("nim.review.fwd.aria"))),
			ui.Button(env, "▶|", "review-end", l.T("nim.review.end"), none || idx == total, ReviewSeek{Index: total}, vecty.Attribute("aria-label", l.T("nim.review.end.aria"))),
			elem.Select(vecty.Markup(ui.TestID("review-speed"), vecty.Attribute("aria-label", l.T("nim.review.speed.aria")),
				event.Change(func(e *vecty.Event) {
					if v, err := strconv.ParseFloat(ui.Value(e), 64); err == nil {
						env.Dispatch(ReviewSpeed{MovesPerSecond: v})
					}
				})), speeds),
			elem.Span(vecty.Markup(vecty.Class("counter"), ui.TestID("review-counter")), vecty.Text(l.T("nim.review.counter", "i", idx, "total", total))),
		),
		elem.Input(vecty.Markup(prop.Type(prop.TypeRange), vecty.Class("scrubber"), ui.TestID("review-scrubber"), vecty.Attribute("aria-label", l.T("nim.review.scrub.aria")),
			vecty.Attribute("min", "0"), vecty.Attribute("max", ui.Itoa(total)), prop.Value(ui.Itoa(idx)), prop.Disabled(none),
			event.Input(func(e *vecty.Event) {
				if v, err := strconv.Atoi(ui.Value(e)); err == nil {
					env.Dispatch(ReviewSeek{Index: v})
				}
			}))),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(where)),
	)
}
