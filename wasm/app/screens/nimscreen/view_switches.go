//go:build js && wasm

package nimscreen

import (
	"strconv"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/core/registry"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// nimSwitches renders one AI's search switches for its algorithm:
// alpha-beta's move ordering, transposition table and iterative deepening,
// minimax's transposition table, MCTS's exploration constant and solver.
// second selects AI 2's switches (test ids end in "-2").
func nimSwitches(env *ui.Env, l i18n.Lang, algo string, w Switches, second bool, title string) vecty.ComponentOrHTML {
	suffix := ""
	if second {
		suffix = "-2"
	}
	set := func(f func(*Switches)) {
		c := w
		f(&c)
		env.Dispatch(SetSwitches{Second: second, Switches: c})
	}
	check := func(id, label, help string, on bool, f func(*Switches, bool)) *vecty.HTML {
		return ui.Check(id+suffix, label, help, on, func(v bool) { set(func(c *Switches) { f(c, v) }) })
	}
	var boxes vecty.List
	switch algo {
	case registry.AlgoAlphaBeta:
		boxes = vecty.List{
			check("nim-ordering", l.T("nim.sw.ordering"), l.T("nim.sw.ordering.help"),
				w.Ordering, func(c *Switches, v bool) { c.Ordering = v }),
			check("nim-tt", l.T("nim.sw.tt"), l.T("nim.sw.tt.help"),
				w.TT, func(c *Switches, v bool) { c.TT = v }),
			check("nim-deepening", l.T("nim.sw.deepening"), l.T("nim.sw.deepening.help"),
				w.Deepening, func(c *Switches, v bool) { c.Deepening = v }),
		}
	case registry.AlgoMinimax:
		boxes = vecty.List{
			check("nim-tt", l.T("nim.sw.tt"), l.T("nim.sw.tt.minimax"),
				w.TT, func(c *Switches, v bool) { c.TT = v }),
		}
	case registry.AlgoMCTS:
		boxes = vecty.List{
			ui.Field(l.T("nim.sw.c"), l.T("nim.sw.c.help"),
				elem.Input(vecty.Markup(prop.Type(prop.TypeNumber), vecty.Class("num"), ui.TestID("nim-c"+suffix),
					vecty.Attribute("min", "0"), vecty.Attribute("max", "100"), vecty.Attribute("step", "0.1"),
					prop.Value(strconv.FormatFloat(w.C, 'g', 6, 64)), event.Change(func(e *vecty.Event) {
						v, err := strconv.ParseFloat(strings.TrimSpace(ui.Value(e)), 64)
						if err != nil || v < 0 || v > 100 {
							env.Dispatch(actions.Notice{Kind: actions.NoticeError, Text: l.T("nim.sw.c.err")})
							return
						}
						set(func(c *Switches) { c.C = v })
					})))),
			check("nim-solver", l.T("nim.sw.solver"), l.T("nim.sw.solver.help"),
				w.Solver, func(c *Switches, v bool) { c.Solver = v }),
		}
	default:
		return nil
	}
	return elem.Div(vecty.Markup(vecty.Class("nim-switches"), ui.TestID("nim-switches"+suffix)),
		vecty.If(title != "", elem.Div(vecty.Markup(vecty.Class("help")), vecty.Text(title))),
		elem.Div(vecty.Markup(vecty.Class("row")), boxes),
	)
}
