//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/core/registry"
	"searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// AlgorithmPanel is the algorithm picker with its parameter form (built from
// the registry), budgets, seed and the Run, Stop, Step and Share buttons.
type AlgorithmPanel struct {
	vecty.Core
	Env *ui.Env      `vecty:"prop"`
	S   *store.State `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *AlgorithmPanel) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("AlgorithmPanel", &out)
	st := p.S
	info, _ := st.AlgorithmInfo()
	opts := AlgorithmOptionsIn(st.Lang, st.Catalog, st.Algorithm, st.Refused)
	params := vecty.List{}
	for _, prm := range info.Params {
		if st.Applies(info, prm) { // partition only with the pdb heuristic (api.Param.When)
			params = append(params, p.param(info.ID, prm))
		}
	}
	algoRefused, _ := st.Refused(info.ID, "", "")
	busy := st.Run.Active
	return elem.Div(vecty.Markup(vecty.Class("panel", "algo")),
		ui.Field(st.T("algo.algorithm"), "", elem.Select(vecty.Markup(ui.TestID("algorithm"), prop.Disabled(busy),
			event.Change(func(e *vecty.Event) { p.Env.Dispatch(actions.SelectAlgorithm{ID: ui.Value(e)}) })), opts)),
		elem.Paragraph(vecty.Markup(vecty.Class("help"), ui.TestID("algorithm-help")),
			badge(info.Complete, st.T("algo.complete"), st.T("algo.not_complete")), badge(info.Optimal, st.T("algo.optimal"), st.T("algo.not_optimal")),
			vecty.Text(" "+st.Lang.AlgorithmHelp(info.ID, info.Help))),
		vecty.If(algoRefused != "", elem.Paragraph(vecty.Markup(vecty.Class("error"), ui.TestID("algorithm-refused")),
			vecty.Text(sentence(algoRefused)))),
		elem.Div(vecty.Markup(vecty.Class("params"), ui.TestID("params")), params),
		elem.Div(vecty.Markup(vecty.Class("params")),
			p.number(st.T("algo.max_nodes"), st.T("algo.max_nodes.help"), "max-nodes", st.MaxNodes, st.T("algo.max_nodes.def", "n", registry.DefaultMaxNodes/1_000_000), func(n int64) actions.Action {
				return actions.SetBudget{MaxNodes: n, TimeoutMS: st.TimeoutMS}
			}),
			p.number(st.T("algo.timeout"), st.T("algo.timeout.help"), "timeout", st.TimeoutMS, st.T("algo.timeout.def", "n", int(registry.DefaultTimeout.Seconds())), func(n int64) actions.Action {
				return actions.SetBudget{MaxNodes: st.MaxNodes, TimeoutMS: n}
			}),
			p.number(st.T("algo.seed"), st.T("algo.seed.help"), "seed", st.Seed, "", func(n int64) actions.Action {
				return actions.SetSeed{Seed: n}
			}),
			p.number(st.T("algo.trace"), st.T("algo.trace.help", "max", int64(wire.MaxTraceEvents)), "trace-events", traceEvents(st), "", func(n int64) actions.Action {
				return actions.SetTrace{MaxEvents: int(min(n, wire.MaxTraceEvents))}
			}),
		),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(p.Env, st.T("algo.run"), "run", st.T("algo.run.title"), busy, actions.Run{}, vecty.Class("primary")),
			ui.Button(p.Env, st.T("algo.stop"), "stop", st.T("algo.stop.title"), !busy, actions.Stop{}),
			ui.Button(p.Env, st.T("algo.step"), "step", st.T("algo.step.title"), busy, actions.StepSearch{N: 1}),
			ui.Button(p.Env, st.T("algo.step100"), "step100", st.T("algo.step100.title"), busy, actions.StepSearch{N: 100}),
			&ShareButton{Env: p.Env, Lang: st.Lang},
		),
	)
}

func badge(yes bool, on, off string) *vecty.HTML {
	if yes {
		return elem.Span(vecty.Markup(vecty.Class("badge", "ok")), vecty.Text(on))
	}
	return elem.Span(vecty.Markup(vecty.Class("badge", "warn")), vecty.Text(off))
}

// param renders one registry parameter as a form control (ParamControl),
// its enum options that cannot run on the board shown disabled.
func (p *AlgorithmPanel) param(algo string, prm registry.Param) *vecty.HTML {
	return ParamControl{ID: "param-" + prm.Name, Param: prm, Value: p.S.ParamValue(algo, prm), Lang: p.S.Lang,
		Set:     func(v string) { p.Env.Dispatch(actions.SetParam{Name: prm.Name, Value: v}) },
		Refused: func(o string) (string, bool) { return Refuser(p.S.Refused).refused(algo, prm.Name, o) },
	}.HTML()
}

// number is a whole-number field of the panel (NumberField) that
// dispatches the action act makes of each value that parses.
func (p *AlgorithmPanel) number(label, help, id string, cur int64, placeholder string, act func(int64) actions.Action) vecty.ComponentOrHTML {
	return NumberField(p.S.Lang, label, help, id, cur, placeholder, func(n int64) { p.Env.Dispatch(act(n)) })
}

// traceEvents is the number of events a run records (0: none).
func traceEvents(st *store.State) int64 {
	if tr := st.TraceRequest(); tr != nil {
		return int64(tr.MaxEvents)
	}
	return 0
}
