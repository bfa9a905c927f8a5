//go:build js && wasm

package components

import (
	"fmt"

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
	opts := AlgorithmOptions(st.Catalog, st.Algorithm, st.Refused)
	params := vecty.List{}
	for _, prm := range info.Params {
		if st.Applies(info, prm) { // partition only with the pdb heuristic (api.Param.When)
			params = append(params, p.param(info.ID, prm))
		}
	}
	algoRefused, _ := st.Refused(info.ID, "", "")
	busy := st.Run.Active
	return elem.Div(vecty.Markup(vecty.Class("panel", "algo")),
		ui.Field("Algorithm", "", elem.Select(vecty.Markup(ui.TestID("algorithm"), prop.Disabled(busy),
			event.Change(func(e *vecty.Event) { p.Env.Dispatch(actions.SelectAlgorithm{ID: ui.Value(e)}) })), opts)),
		elem.Paragraph(vecty.Markup(vecty.Class("help"), ui.TestID("algorithm-help")),
			badge(info.Complete, "complete", "not complete"), badge(info.Optimal, "optimal", "not optimal"),
			vecty.Text(" "+info.Help)),
		vecty.If(algoRefused != "", elem.Paragraph(vecty.Markup(vecty.Class("error"), ui.TestID("algorithm-refused")),
			vecty.Text(sentence(algoRefused)))),
		elem.Div(vecty.Markup(vecty.Class("params"), ui.TestID("params")), params),
		elem.Div(vecty.Markup(vecty.Class("params")),
			p.number("Max nodes", "Node budget (empty: the solver's default)", "max-nodes", st.MaxNodes, fmt.Sprintf("default %dM", registry.DefaultMaxNodes/1_000_000), func(n int64) actions.Action {
				return actions.SetBudget{MaxNodes: n, TimeoutMS: st.TimeoutMS}
			}),
			p.number("Timeout ms", "Time budget in milliseconds (empty: the solver's default)", "timeout", st.TimeoutMS, fmt.Sprintf("default %d s", int(registry.DefaultTimeout.Seconds())), func(n int64) actions.Action {
				return actions.SetBudget{MaxNodes: st.MaxNodes, TimeoutMS: n}
			}),
			p.number("Seed", "Seed of the random generator: the same seed repeats the same run and shuffle", "seed", st.Seed, "", func(n int64) actions.Action {
				return actions.SetSeed{Seed: n}
			}),
			p.number("Trace events", fmt.Sprintf("How many of a run's events it records for the replay (0: none; at most %s; the search goes on untraced after them)",
				store.GroupDigits(wire.MaxTraceEvents)), "trace-events", traceEvents(st), "", func(n int64) actions.Action {
				return actions.SetTrace{MaxEvents: int(min(n, wire.MaxTraceEvents))}
			}),
		),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(p.Env, "Run", "run", "Solve in the background worker (r)", busy, actions.Run{}, vecty.Class("primary")),
			ui.Button(p.Env, "Stop", "stop", "Stop the search (Escape)", !busy, actions.Stop{}),
			ui.Button(p.Env, "Step", "step", "Step the search on this page, one event at a time (s)", busy, actions.StepSearch{N: 1}),
			ui.Button(p.Env, "Step ×100", "step100", "Perform 100 steps", busy, actions.StepSearch{N: 100}),
			&ShareButton{Env: p.Env},
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
	return ParamField(prm, algo, p.S.ParamValue(algo, prm), "param-"+prm.Name, "", p.S.Refused, func(v string) {
		p.Env.Dispatch(actions.SetParam{Name: prm.Name, Value: v})
	})
}

// number is a whole-number field of the panel (NumberField) that
// dispatches the action act makes of each value that parses.
func (p *AlgorithmPanel) number(label, help, id string, cur int64, placeholder string, act func(int64) actions.Action) vecty.ComponentOrHTML {
	return NumberField(label, help, id, cur, placeholder, func(n int64) { p.Env.Dispatch(act(n)) })
}

// traceEvents is the number of events a run records (0: none).
func traceEvents(st *store.State) int64 {
	if tr := st.TraceRequest(); tr != nil {
		return int64(tr.MaxEvents)
	}
	return 0
}
