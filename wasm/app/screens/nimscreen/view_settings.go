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

// Settings picks the rules, the mode, the AI (algorithm, depth or
// playouts, node budget, who starts) and the starting position (presets,
// typed, random).
type Settings struct {
	vecty.Core
	Part `vecty:"prop"`
	Seed int64 `vecty:"prop"`
}

// Render implements vecty.Component.
func (s *Settings) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("NimSettings", &out)
	l := s.Lang
	kids := []vecty.MarkupOrChild{vecty.Markup(vecty.Class("panel", "nim-settings"), ui.TestID("nim-settings")),
		elem.Heading2(vecty.Text(l.T("nim.game"))), s.rules(), elem.Heading3(vecty.Text(l.T("nim.ai")))}
	kids = append(kids, s.ai()...)
	kids = append(kids, elem.Heading3(vecty.Text(l.T("nim.position"))))
	return elem.Div(append(kids, s.position()...)...)
}

// setAI sends the AI's algorithm and budgets.
func (s *Settings) setAI(algo string, depth, iters int, maxNodes int64) {
	s.Env.Dispatch(SetAI{Algorithm: algo, Depth: depth, Iterations: iters, MaxNodes: maxNodes})
}

// num reads a whole number of at least 0 from a field, or says that what
// is not one.
func (s *Settings) num(e *vecty.Event, what string) (int64, bool) {
	v, err := strconv.ParseInt(strings.TrimSpace(ui.Value(e)), 10, 64)
	if err != nil || v < 0 {
		s.Env.Dispatch(actions.Notice{Kind: actions.NoticeError, Text: s.Lang.T("nim.num_err", "what", what)})
		return 0, false
	}
	return v, true
}

// rules are the game's fields: variant, rule, mode and who starts.
func (s *Settings) rules() *vecty.HTML {
	n, env, l := s.S, s.Env, s.Lang
	return elem.Div(vecty.Markup(vecty.Class("params")),
		ui.Field(l.T("nim.game"), l.T("nim.game.help"),
			elem.Select(vecty.Markup(ui.TestID("nim-variant"), event.Change(func(e *vecty.Event) {
				env.Dispatch(SetRules{Variant: ui.Value(e), Rule: n.Rule})
			})), ui.Option("nim", l.T("nim.variant.nim"), n.Variant == "nim"), ui.Option("grundy", l.T("nim.variant.grundy"), n.Variant == "grundy"))),
		ui.Field(l.T("nim.rule"), l.T("nim.rule.help"),
			elem.Select(vecty.Markup(ui.TestID("nim-rule"), event.Change(func(e *vecty.Event) {
				env.Dispatch(SetRules{Variant: n.Variant, Rule: ui.Value(e)})
			})), ui.Option("normal", l.T("nim.rule.normal"), n.Rule == "normal"), ui.Option("misere", l.T("nim.rule.misere"), n.Rule == "misere"))),
		ui.Field(l.T("nim.mode"), l.T("nim.mode.help"),
			elem.Select(vecty.Markup(ui.TestID("nim-mode"), event.Change(func(e *vecty.Event) { env.Dispatch(SetMode{Mode: ui.Value(e)}) })),
				ui.Option(ModeAI, l.T("nim.mode.ai"), n.Mode == ModeAI),
				ui.Option(ModeHints, l.T("nim.mode.hints"), n.Mode == ModeHints),
				ui.Option(ModeAIvAI, l.T("nim.mode.aivai"), n.Mode == ModeAIvAI))),
		vecty.If(n.Mode == ModeAI, ui.Field(l.T("nim.first"), l.T("nim.first.help"),
			elem.Select(vecty.Markup(ui.TestID("nim-first"), event.Change(func(e *vecty.Event) {
				side, _ := strconv.Atoi(ui.Value(e))
				env.Dispatch(SetHumanSide{Side: side})
			})), ui.Option("0", l.T("nim.first.you"), n.HumanSide == 0), ui.Option("1", l.T("nim.first.ai"), n.HumanSide == 1)))),
	)
}

// ai are the AI's fields: its algorithms, budgets and switches, and the
// candidates switch.
func (s *Settings) ai() []vecty.MarkupOrChild {
	n, env, l := s.S, s.Env, s.Lang
	algos := vecty.List{}
	for _, a := range Algorithms {
		algos = append(algos, ui.Option(a.ID, l.AlgorithmName(a.ID, a.Name), a.ID == n.Algorithm))
	}
	algos2 := vecty.List{ui.Option("", l.T("nim.same_as_ai1"), n.Algorithm2 == "")}
	for _, a := range Algorithms {
		algos2 = append(algos2, ui.Option(a.ID, l.AlgorithmName(a.ID, a.Name), a.ID == n.Algorithm2))
	}
	return []vecty.MarkupOrChild{
		elem.Div(vecty.Markup(vecty.Class("params")),
			ui.Field(map[bool]string{true: l.T("nim.algo1"), false: l.T("nim.algo")}[n.Mode == ModeAIvAI], l.T("nim.algo.help"),
				elem.Select(vecty.Markup(ui.TestID("algorithm"), event.Change(func(e *vecty.Event) { s.setAI(ui.Value(e), n.Depth, n.Iterations, n.MaxNodes) })), algos)),
			vecty.If(n.Mode == ModeAIvAI, ui.Field(l.T("nim.algo2"), l.T("nim.algo2.help"),
				elem.Select(vecty.Markup(ui.TestID("nim-algorithm2"), event.Change(func(e *vecty.Event) { env.Dispatch(SetAlgorithm2{Algorithm: ui.Value(e)}) })), algos2))),
			s.aiFields(),
		),
		nimSwitches(env, l, n.Algorithm, n.Switches, false, map[bool]string{true: l.T("nim.switches1"), false: ""}[n.Mode == ModeAIvAI]),
		vecty.If(n.Mode == ModeAIvAI, nimSwitches(env, l, nonEmpty(n.Algorithm2, n.Algorithm), n.Switches2, true, l.T("nim.switches2"))),
		ui.Check("nim-candidates", l.T("nim.candidates"), "", n.Candidates, func(on bool) { env.Dispatch(SetCandidates{On: on}) }),
	}
}

// aiFields are the chosen algorithm's depth or playouts and node budget.
func (s *Settings) aiFields() vecty.List {
	n, l := s.S, s.Lang
	aiFields := vecty.List{}
	switch n.Algorithm {
	case registry.AlgoMinimax, registry.AlgoAlphaBeta:
		aiFields = append(aiFields, ui.Field(l.T("nim.depth"), l.T("nim.depth.help"),
			elem.Input(vecty.Markup(prop.Type(prop.TypeNumber), vecty.Class("num"), ui.TestID("nim-depth"), vecty.Attribute("min", "0"),
				prop.Value(ui.Itoa(n.Depth)), event.Change(func(e *vecty.Event) {
					if v, ok := s.num(e, l.T("nim.what.depth")); ok {
						s.setAI(n.Algorithm, int(v), n.Iterations, n.MaxNodes)
					}
				})))))
	case registry.AlgoMCTS:
		aiFields = append(aiFields, ui.Field(l.T("nim.stat.playouts"), l.T("nim.playouts.help"),
			elem.Input(vecty.Markup(prop.Type(prop.TypeNumber), vecty.Class("num"), ui.TestID("nim-iterations"), vecty.Attribute("min", "1"),
				prop.Value(ui.Itoa(n.Iterations)), event.Change(func(e *vecty.Event) {
					if v, ok := s.num(e, l.T("nim.what.playouts")); ok && v > 0 {
						s.setAI(n.Algorithm, n.Depth, int(v), n.MaxNodes)
					}
				})))))
	}
	if n.Algorithm != registry.AlgoOracle {
		aiFields = append(aiFields, ui.Field(l.T("nim.budget", "m", registry.DefaultMaxNodes/1_000_000), l.T("nim.budget.help"),
			elem.Input(vecty.Markup(prop.Type(prop.TypeNumber), vecty.Class("num"), ui.TestID("nim-max-nodes"), vecty.Attribute("min", "0"),
				prop.Value(strconv.FormatInt(n.MaxNodes, 10)), event.Change(func(e *vecty.Event) {
					if v, ok := s.num(e, l.T("nim.what.budget")); ok {
						s.setAI(n.Algorithm, n.Depth, n.Iterations, v)
					}
				})))))
	}
	return aiFields
}

// position are the starting position's fields: the presets, a random
// position, the heaps typed and the seed.
func (s *Settings) position() []vecty.MarkupOrChild {
	n, env, l := s.S, s.Env, s.Lang
	presets := vecty.List{}
	matched := false
	for i, p := range Presets {
		on := p.Board == n.Start && p.Variant == n.Variant
		matched = matched || on
		presets = append(presets, ui.Option(strconv.Itoa(i), l.TOr("nim.preset."+strconv.Itoa(i), p.Name), on))
	}
	presets = append(vecty.List{ui.Option("", l.T("nim.presets"), !matched)}, presets...)
	return []vecty.MarkupOrChild{
		elem.Div(vecty.Markup(vecty.Class("row")),
			elem.Select(vecty.Markup(ui.TestID("nim-preset"), vecty.Attribute("aria-label", l.T("nim.presets.aria")), event.Change(func(e *vecty.Event) {
				i, err := strconv.Atoi(ui.Value(e))
				if err != nil || i < 0 || i >= len(Presets) {
					return
				}
				p := Presets[i]
				if p.Variant != n.Variant {
					env.Dispatch(SetRules{Variant: p.Variant, Rule: n.Rule})
				}
				env.Dispatch(NewGame{Board: p.Board})
			})), presets),
			ui.Button(env, l.T("nim.random"), "nim-random", l.T("nim.random.title"), false, Random{}),
		),
		elem.Div(vecty.Markup(vecty.Class("row")),
			ui.Field(l.T("nim.heaps.field"), l.T("nim.heaps.field.help"),
				elem.Input(vecty.Markup(prop.Type(prop.TypeText), ui.TestID("nim-position"), prop.Value(n.Start), vecty.Attribute("spellcheck", "false"),
					event.Change(func(e *vecty.Event) { env.Dispatch(NewGame{Board: ui.Value(e)}) })))),
			ui.Field(l.T("nim.seed"), l.T("nim.seed.help"),
				elem.Input(vecty.Markup(prop.Type(prop.TypeNumber), vecty.Class("num"), ui.TestID("seed"), prop.Value(strconv.FormatInt(s.Seed, 10)),
					event.Change(func(e *vecty.Event) {
						if v, ok := s.num(e, l.T("nim.what.seed")); ok {
							env.Dispatch(actions.SetSeed{Seed: v})
						}
					})))),
		),
	}
}

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
