//go:build js && wasm

package components

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/core/api"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// NimSettings picks the rules, the mode, the AI (algorithm, depth or
// playouts, node budget, who starts) and the starting position (presets,
// typed, random).
type NimSettings struct {
	vecty.Core
	Env  *Env            `vecty:"prop"`
	N    *store.NimState `vecty:"prop"`
	Seed int64           `vecty:"prop"`
}

func option(v, label string, selected bool) *vecty.HTML {
	return elem.Option(vecty.Markup(prop.Value(v), vecty.Property("selected", selected)), vecty.Text(label))
}

// Render implements vecty.Component.
func (s *NimSettings) Render() (out vecty.ComponentOrHTML) {
	defer guard("NimSettings", &out)
	n, env := s.N, s.Env
	setAI := func(algo string, depth, iters int, maxNodes int64) {
		env.Dispatch(actions.NimSetAI{Algorithm: algo, Depth: depth, Iterations: iters, MaxNodes: maxNodes})
	}
	num := func(e *vecty.Event, what string) (int64, bool) {
		v, err := strconv.ParseInt(strings.TrimSpace(value(e)), 10, 64)
		if err != nil || v < 0 {
			env.Dispatch(actions.Notice{Text: what + " must be a whole number, 0 or more."})
			return 0, false
		}
		return v, true
	}
	algos := vecty.List{}
	for _, a := range store.NimAlgorithms {
		algos = append(algos, option(a.ID, a.Name, a.ID == n.Algorithm))
	}
	algos2 := vecty.List{option("", "Same as AI 1", n.Algorithm2 == "")}
	for _, a := range store.NimAlgorithms {
		algos2 = append(algos2, option(a.ID, a.Name, a.ID == n.Algorithm2))
	}
	presets := vecty.List{}
	matched := false
	for i, p := range store.NimPresets {
		on := p.Board == n.Start && p.Variant == n.Variant
		matched = matched || on
		presets = append(presets, option(strconv.Itoa(i), p.Name, on))
	}
	presets = append(vecty.List{option("", "Presets…", !matched)}, presets...)
	aiFields := vecty.List{}
	switch n.Algorithm {
	case api.AlgoMinimax, api.AlgoAlphaBeta:
		aiFields = append(aiFields, field("Depth (0 = to the end)", "Plies to search; at the horizon a position scores 0 (unknown)",
			elem.Input(vecty.Markup(prop.Type(prop.TypeNumber), vecty.Class("num"), testid("nim-depth"), vecty.Attribute("min", "0"),
				prop.Value(itoa(n.Depth)), event.Change(func(e *vecty.Event) {
					if v, ok := num(e, "The depth"); ok {
						setAI(n.Algorithm, int(v), n.Iterations, n.MaxNodes)
					}
				})))))
	case api.AlgoMCTS:
		aiFields = append(aiFields, field("Playouts", "MCTS iterations per move",
			elem.Input(vecty.Markup(prop.Type(prop.TypeNumber), vecty.Class("num"), testid("nim-iterations"), vecty.Attribute("min", "1"),
				prop.Value(itoa(n.Iterations)), event.Change(func(e *vecty.Event) {
					if v, ok := num(e, "The playouts"); ok && v > 0 {
						setAI(n.Algorithm, n.Depth, int(v), n.MaxNodes)
					}
				})))))
	}
	if n.Algorithm != api.AlgoOracle {
		aiFields = append(aiFields, field(fmt.Sprintf("Node budget (0 = default %dM)", api.DefaultMaxNodes/1_000_000), "Stop the search after this many nodes",
			elem.Input(vecty.Markup(prop.Type(prop.TypeNumber), vecty.Class("num"), testid("nim-max-nodes"), vecty.Attribute("min", "0"),
				prop.Value(strconv.FormatInt(n.MaxNodes, 10)), event.Change(func(e *vecty.Event) {
					if v, ok := num(e, "The node budget"); ok {
						setAI(n.Algorithm, n.Depth, n.Iterations, v)
					}
				})))))
	}
	return elem.Div(vecty.Markup(vecty.Class("panel", "nim-settings"), testid("nim-settings")),
		elem.Heading2(vecty.Text("Game")),
		elem.Div(vecty.Markup(vecty.Class("params")),
			field("Game", "Nim takes stones; Grundy's game splits a heap into two unequal heaps",
				elem.Select(vecty.Markup(testid("nim-variant"), event.Change(func(e *vecty.Event) {
					env.Dispatch(actions.NimSetRules{Variant: value(e), Rule: n.Rule})
				})), option("nim", "Nim", n.Variant == "nim"), option("grundy", "Grundy's game", n.Variant == "grundy"))),
			field("Rule", "Normal: the last move wins; misère: the last move loses",
				elem.Select(vecty.Markup(testid("nim-rule"), event.Change(func(e *vecty.Event) {
					env.Dispatch(actions.NimSetRules{Variant: n.Variant, Rule: value(e)})
				})), option("normal", "Normal play", n.Rule == "normal"), option("misere", "Misère play", n.Rule == "misere"))),
			field("Mode", "Who plays",
				elem.Select(vecty.Markup(testid("nim-mode"), event.Change(func(e *vecty.Event) { env.Dispatch(actions.NimSetMode{Mode: value(e)}) })),
					option(store.NimModeAI, "You vs AI", n.Mode == store.NimModeAI),
					option(store.NimModeHints, "Two players, with hints", n.Mode == store.NimModeHints),
					option(store.NimModeAIvAI, "AI vs AI", n.Mode == store.NimModeAIvAI))),
			vecty.If(n.Mode == store.NimModeAI, field("First move", "Who starts",
				elem.Select(vecty.Markup(testid("nim-first"), event.Change(func(e *vecty.Event) {
					side, _ := strconv.Atoi(value(e))
					env.Dispatch(actions.NimSetHumanSide{Side: side})
				})), option("0", "You start", n.HumanSide == 0), option("1", "AI starts", n.HumanSide == 1)))),
		),
		elem.Heading3(vecty.Text("AI")),
		elem.Div(vecty.Markup(vecty.Class("params")),
			field(map[bool]string{true: "AI 1's algorithm", false: "Algorithm"}[n.Mode == store.NimModeAIvAI], "The AI's search (it runs in the worker)",
				elem.Select(vecty.Markup(testid("algorithm"), event.Change(func(e *vecty.Event) { setAI(value(e), n.Depth, n.Iterations, n.MaxNodes) })), algos)),
			vecty.If(n.Mode == store.NimModeAIvAI, field("AI 2's algorithm", "The second player's search in AI vs AI (depth and budgets are shared)",
				elem.Select(vecty.Markup(testid("nim-algorithm2"), event.Change(func(e *vecty.Event) { env.Dispatch(actions.NimSetAlgorithm2{Algorithm: value(e)}) })), algos2))),
			aiFields,
		),
		nimSwitches(env, n.Algorithm, n.Switches, false, map[bool]string{true: "AI 1's switches", false: ""}[n.Mode == store.NimModeAIvAI]),
		vecty.If(n.Mode == store.NimModeAIvAI, nimSwitches(env, nonEmpty(n.Algorithm2, n.Algorithm), n.Switches2, true, "AI 2's switches")),
		elem.Label(vecty.Markup(vecty.Class("check")),
			elem.Input(vecty.Markup(prop.Type(prop.TypeCheckbox), testid("nim-candidates"), prop.Checked(n.Candidates),
				event.Change(func(e *vecty.Event) { env.Dispatch(actions.NimSetCandidates{On: checked(e)}) }))),
			vecty.Text("Value every candidate move (one more search per move)")),
		elem.Heading3(vecty.Text("Position")),
		elem.Div(vecty.Markup(vecty.Class("row")),
			elem.Select(vecty.Markup(testid("nim-preset"), vecty.Attribute("aria-label", "Preset positions"), event.Change(func(e *vecty.Event) {
				i, err := strconv.Atoi(value(e))
				if err != nil || i < 0 || i >= len(store.NimPresets) {
					return
				}
				p := store.NimPresets[i]
				if p.Variant != n.Variant {
					env.Dispatch(actions.NimSetRules{Variant: p.Variant, Rule: n.Rule})
				}
				env.Dispatch(actions.NimNewGame{Board: p.Board})
			})), presets),
			button(env, "Random", "nim-random", "A random position (from the seed)", false, actions.NimRandom{}),
		),
		elem.Div(vecty.Markup(vecty.Class("row")),
			field("Heaps", "Heap sizes separated by spaces, e.g. 3 4 5; press Enter to start",
				elem.Input(vecty.Markup(prop.Type(prop.TypeText), testid("nim-position"), prop.Value(n.Start), vecty.Attribute("spellcheck", "false"),
					event.Change(func(e *vecty.Event) { env.Dispatch(actions.NimNewGame{Board: value(e)}) })))),
			field("Seed", "Seeds MCTS and the random positions",
				elem.Input(vecty.Markup(prop.Type(prop.TypeNumber), vecty.Class("num"), testid("seed"), prop.Value(strconv.FormatInt(s.Seed, 10)),
					event.Change(func(e *vecty.Event) {
						if v, ok := num(e, "The seed"); ok {
							env.Dispatch(actions.SetSeed{Seed: v})
						}
					})))),
		),
	)
}
