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
	"searchlab/wasm/app/ui"
)

// nimSwitches renders one AI's search switches for its algorithm:
// alpha-beta's move ordering, transposition table and iterative deepening,
// minimax's transposition table, MCTS's exploration constant and solver.
// second selects AI 2's switches (test ids end in "-2").
func nimSwitches(env *ui.Env, algo string, w Switches, second bool, title string) vecty.ComponentOrHTML {
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
		return elem.Label(vecty.Markup(vecty.Class("check"), vecty.Attribute("title", help)),
			elem.Input(vecty.Markup(prop.Type(prop.TypeCheckbox), ui.TestID(id+suffix), prop.Checked(on),
				event.Change(func(e *vecty.Event) {
					v := ui.Checked(e)
					set(func(c *Switches) { f(c, v) })
				}))),
			vecty.Text(label))
	}
	var boxes vecty.List
	switch algo {
	case registry.AlgoAlphaBeta:
		boxes = vecty.List{
			check("nim-ordering", "Move ordering", "Search the table's best move first, then by the history heuristic: earlier cutoffs",
				w.Ordering, func(c *Switches, v bool) { c.Ordering = v }),
			check("nim-tt", "Transposition table", "Remember values by position (up to heap order): a position reached twice is searched once",
				w.TT, func(c *Switches, v bool) { c.TT = v }),
			check("nim-deepening", "Iterative deepening", "Depth 1, 2, 3, …: Nim has no evaluation, so shallow iterations score 0 and mostly add work",
				w.Deepening, func(c *Switches, v bool) { c.Deepening = v }),
		}
	case registry.AlgoMinimax:
		boxes = vecty.List{
			check("nim-tt", "Transposition table", "Memoise values by position; off: the full game tree (only small positions finish)",
				w.TT, func(c *Switches, v bool) { c.TT = v }),
		}
	case registry.AlgoMCTS:
		boxes = vecty.List{
			ui.Field("Exploration C", "UCB1 exploration constant (√2 ≈ 1.414; 0 = greedy)",
				elem.Input(vecty.Markup(prop.Type(prop.TypeNumber), vecty.Class("num"), ui.TestID("nim-c"+suffix),
					vecty.Attribute("min", "0"), vecty.Attribute("max", "100"), vecty.Attribute("step", "0.1"),
					prop.Value(strconv.FormatFloat(w.C, 'g', 6, 64)), event.Change(func(e *vecty.Event) {
						v, err := strconv.ParseFloat(strings.TrimSpace(ui.Value(e)), 64)
						if err != nil || v < 0 || v > 100 {
							env.Dispatch(actions.Notice{Kind: actions.NoticeError, Text: "The exploration constant C must be a number between 0 and 100."})
							return
						}
						set(func(c *Switches) { c.C = v })
					})))),
			check("nim-solver", "MCTS-Solver", "Propagate proven wins and losses and stop once the root is proven",
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
