//go:build js && wasm

package nimscreen

import (
	"fmt"
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

// Settings picks the rules, the mode, the AI (algorithm, depth or
// playouts, node budget, who starts) and the starting position (presets,
// typed, random).
type Settings struct {
	vecty.Core
	Env  *ui.Env `vecty:"prop"`
	N    *State  `vecty:"prop"`
	Seed int64   `vecty:"prop"`
}

// Render implements vecty.Component.
func (s *Settings) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("NimSettings", &out)
	n, env := s.N, s.Env
	setAI := func(algo string, depth, iters int, maxNodes int64) {
		env.Dispatch(SetAI{Algorithm: algo, Depth: depth, Iterations: iters, MaxNodes: maxNodes})
	}
	num := func(e *vecty.Event, what string) (int64, bool) {
		v, err := strconv.ParseInt(strings.TrimSpace(ui.Value(e)), 10, 64)
		if err != nil || v < 0 {
			env.Dispatch(actions.Notice{Kind: actions.NoticeError, Text: what + " must be a whole number, 0 or more."})
			return 0, false
		}
		return v, true
	}
	algos := vecty.List{}
	for _, a := range Algorithms {
		algos = append(algos, ui.Option(a.ID, a.Name, a.ID == n.Algorithm))
	}
	algos2 := vecty.List{ui.Option("", "Same as AI 1", n.Algorithm2 == "")}
	for _, a := range Algorithms {
		algos2 = append(algos2, ui.Option(a.ID, a.Name, a.ID == n.Algorithm2))
	}
	presets := vecty.List{}
	matched := false
	for i, p := range Presets {
		on := p.Board == n.Start && p.Variant == n.Variant
		matched = matched || on
		presets = append(presets, ui.Option(strconv.Itoa(i), p.Name, on))
	}
	presets = append(vecty.List{ui.Option("", "Presets…", !matched)}, presets...)
	aiFields := vecty.List{}
	switch n.Algorithm {
	case registry.AlgoMinimax, registry.AlgoAlphaBeta:
		aiFields = append(aiFields, ui.Field("Depth (0 = to the end)", "Plies to search; at the horizon a position scores 0 (unknown)",
			elem.Input(vecty.Markup(prop.Type(prop.TypeNumber), vecty.Class("num"), ui.TestID("nim-depth"), vecty.Attribute("min", "0"),
				prop.Value(ui.Itoa(n.Depth)), event.Change(func(e *vecty.Event) {
					if v, ok := num(e, "The depth"); ok {
						setAI(n.Algorithm, int(v), n.Iterations, n.MaxNodes)
					}
				})))))
	case registry.AlgoMCTS:
		aiFields = append(aiFields, ui.Field("Playouts", "MCTS iterations per move",
			elem.Input(vecty.Markup(prop.Type(prop.TypeNumber), vecty.Class("num"), ui.TestID("nim-iterations"), vecty.Attribute("min", "1"),
				prop.Value(ui.Itoa(n.Iterations)), event.Change(func(e *vecty.Event) {
					if v, ok := num(e, "The playouts"); ok && v > 0 {
						setAI(n.Algorithm, n.Depth, int(v), n.MaxNodes)
					}
				})))))
	}
	if n.Algorithm != registry.AlgoOracle {
		aiFields = append(aiFields, ui.Field(fmt.Sprintf("Node budget (0 = default %dM)", registry.DefaultMaxNodes/1_000_000), "Stop the search after this many nodes",
			elem.Input(vecty.Markup(prop.Type(prop.TypeNumber), vecty.Class("num"), ui.TestID("nim-max-nodes"), vecty.Attribute("min", "0"),
				prop.Value(strconv.FormatInt(n.MaxNodes, 10)), event.Change(func(e *vecty.Event) {
					if v, ok := num(e, "The node budget"); ok {
						setAI(n.Algorithm, n.Depth, n.Iterations, v)
					}
				})))))
	}
	return elem.Div(vecty.Markup(vecty.Class("panel", "nim-settings"), ui.TestID("nim-settings")),
		elem.Heading2(vecty.Text("Game")),
		elem.Div(vecty.Markup(vecty.Class("params")),
			ui.Field("Game", "Nim takes stones; Grundy's game splits a heap into two unequal heaps",
				elem.Select(vecty.Markup(ui.TestID("nim-variant"), event.Change(func(e *vecty.Event) {
					env.Dispatch(SetRules{Variant: ui.Value(e), Rule: n.Rule})
				})), ui.Option("nim", "Nim", n.Variant == "nim"), ui.Option("grundy", "Grundy's game", n.Variant == "grundy"))),
			ui.Field("Rule", "Normal: the last move wins; misère: the last move loses",
				elem.Select(vecty.Markup(ui.TestID("nim-rule"), event.Change(func(e *vecty.Event) {
					env.Dispatch(SetRules{Variant: n.Variant, Rule: ui.Value(e)})
				})), ui.Option("normal", "Normal play", n.Rule == "normal"), ui.Option("misere", "Misère play", n.Rule == "misere"))),
			ui.Field("Mode", "Who plays",
				elem.Select(vecty.Markup(ui.TestID("nim-mode"), event.Change(func(e *vecty.Event) { env.Dispatch(SetMode{Mode: ui.Value(e)}) })),
					ui.Option(ModeAI, "You vs AI", n.Mode == ModeAI),
					ui.Option(ModeHints, "Two players, with hints", n.Mode == ModeHints),
					ui.Option(ModeAIvAI, "AI vs AI", n.Mode == ModeAIvAI))),
			vecty.If(n.Mode == ModeAI, ui.Field("First move", "Who starts",
				elem.Select(vecty.Markup(ui.TestID("nim-first"), event.Change(func(e *vecty.Event) {
					side, _ := strconv.Atoi(ui.Value(e))
					env.Dispatch(SetHumanSide{Side: side})
				})), ui.Option("0", "You start", n.HumanSide == 0), ui.Option("1", "AI starts", n.HumanSide == 1)))),
		),
		elem.Heading3(vecty.Text("AI")),
		elem.Div(vecty.Markup(vecty.Class("params")),
			ui.Field(map[bool]string{true: "AI 1's algorithm", false: "Algorithm"}[n.Mode == ModeAIvAI], "The AI's search (it runs in the worker)",
				elem.Select(vecty.Markup(ui.TestID("algorithm"), event.Change(func(e *vecty.Event) { setAI(ui.Value(e), n.Depth, n.Iterations, n.MaxNodes) })), algos)),
			vecty.If(n.Mode == ModeAIvAI, ui.Field("AI 2's algorithm", "The second player's search in AI vs AI (depth and budgets are shared)",
				elem.Select(vecty.Markup(ui.TestID("nim-algorithm2"), event.Change(func(e *vecty.Event) { env.Dispatch(SetAlgorithm2{Algorithm: ui.Value(e)}) })), algos2))),
			aiFields,
		),
		nimSwitches(env, n.Algorithm, n.Switches, false, map[bool]string{true: "AI 1's switches", false: ""}[n.Mode == ModeAIvAI]),
		vecty.If(n.Mode == ModeAIvAI, nimSwitches(env, nonEmpty(n.Algorithm2, n.Algorithm), n.Switches2, true, "AI 2's switches")),
		elem.Label(vecty.Markup(vecty.Class("check")),
			elem.Input(vecty.Markup(prop.Type(prop.TypeCheckbox), ui.TestID("nim-candidates"), prop.Checked(n.Candidates),
				event.Change(func(e *vecty.Event) { env.Dispatch(SetCandidates{On: ui.Checked(e)}) }))),
			vecty.Text("Value every candidate move (one more search per move)")),
		elem.Heading3(vecty.Text("Position")),
		elem.Div(vecty.Markup(vecty.Class("row")),
			elem.Select(vecty.Markup(ui.TestID("nim-preset"), vecty.Attribute("aria-label", "Preset positions"), event.Change(func(e *vecty.Event) {
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
			ui.Button(env, "Random", "nim-random", "A random position (from the seed)", false, Random{}),
		),
		elem.Div(vecty.Markup(vecty.Class("row")),
			ui.Field("Heaps", "Heap sizes separated by spaces, e.g. 3 4 5; press Enter to start",
				elem.Input(vecty.Markup(prop.Type(prop.TypeText), ui.TestID("nim-position"), prop.Value(n.Start), vecty.Attribute("spellcheck", "false"),
					event.Change(func(e *vecty.Event) { env.Dispatch(NewGame{Board: ui.Value(e)}) })))),
			ui.Field("Seed", "Seeds MCTS and the random positions",
				elem.Input(vecty.Markup(prop.Type(prop.TypeNumber), vecty.Class("num"), ui.TestID("seed"), prop.Value(strconv.FormatInt(s.Seed, 10)),
					event.Change(func(e *vecty.Event) {
						if v, ok := num(e, "The seed"); ok {
							env.Dispatch(actions.SetSeed{Seed: v})
						}
					})))),
		),
	)
}
