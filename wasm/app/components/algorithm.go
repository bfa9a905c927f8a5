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
	opts := vecty.List{}
	family := ""
	var group vecty.List
	flush := func() {
		if len(group) > 0 {
			opts = append(opts, elem.OptionsGroup(vecty.Markup(vecty.Property("label", family)), group))
		}
		group = nil
	}
	for _, a := range st.Catalog {
		if a.Family != family {
			flush()
			family = a.Family
		}
		group = append(group, refusable(a.ID, a.Name, a.ID == st.Algorithm, st, a.ID, "", ""))
	}
	flush()
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
			p.number("Max nodes", "Node budget (empty: the solver's default)", "max-nodes", st.MaxNodes, fmt.Sprintf("default %dM", api.DefaultMaxNodes/1_000_000), func(n int64) actions.Action {
				return actions.SetBudget{MaxNodes: n, TimeoutMS: st.TimeoutMS}
			}),
			p.number("Timeout ms", "Time budget in milliseconds (empty: the solver's default)", "timeout", st.TimeoutMS, fmt.Sprintf("default %d s", int(api.DefaultTimeout.Seconds())), func(n int64) actions.Action {
				return actions.SetBudget{MaxNodes: st.MaxNodes, TimeoutMS: n}
			}),
			p.number("Seed", "Seed of the random generator: the same seed repeats the same run and shuffle", "seed", st.Seed, "", func(n int64) actions.Action {
				return actions.SetSeed{Seed: n}
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

// param renders one registry parameter as a form control, labelled for
// people (ParamLabel). An enum's options that cannot run on the board
// shown are disabled, marked in their label and explained under the
// control (a tooltip alone does not reach touch users).
func (p *AlgorithmPanel) param(algo string, prm api.Param) *vecty.HTML {
	st := p.S
	cur := st.ParamValue(algo, prm)
	set := func(v string) { p.Env.Dispatch(actions.SetParam{Name: prm.Name, Value: v}) }
	id := "param-" + prm.Name
	label := ParamLabel(prm.Name)
	switch prm.Type {
	case api.TypeEnum:
		opts := vecty.List{}
		var why []string // the reasons, each once, in option order
		seen := map[string]bool{}
		curWhy := ""
		for _, o := range prm.Options {
			name := o
			if l := prm.Labels[o]; l != "" {
				name = l // the catalog's name for people
			}
			opts = append(opts, refusable(o, name, o == cur, st, algo, prm.Name, o))
			if r, no := st.Refused(algo, prm.Name, o); no {
				if !seen[r] {
					seen[r] = true
					why = append(why, r)
				}
				if o == cur {
					curWhy = r
				}
			}
		}
		sel := elem.Select(vecty.Markup(ui.TestID(id), vecty.MarkupIf(curWhy != "", vecty.Class("refused")),
			event.Change(func(e *vecty.Event) { set(ui.Value(e)) })), opts)
		if len(why) == 0 {
			return ui.Field(label, prm.Help, sel)
		}
		note := "Not on this board: " + strings.Join(why, "; ") + "."
		cls := "help"
		if curWhy != "" {
			note = sentence(curWhy) // the one chosen cannot run here: say why, as the solver would
			cls = "error"
		}
		return elem.Div(vecty.Markup(vecty.Class("field-wrap")),
			ui.Field(label, prm.Help, sel),
			elem.Paragraph(vecty.Markup(vecty.Class(cls, "param-note"), ui.TestID(id+"-refused")), vecty.Text(note)))
	case api.TypeBool:
		on, _ := strconv.ParseBool(cur)
		return elem.Label(vecty.Markup(vecty.Class("check", "param-check"), vecty.MarkupIf(prm.Help != "", vecty.Attribute("title", prm.Help))),
			elem.Input(vecty.Markup(ui.TestID(id), prop.Type(prop.TypeCheckbox), prop.Checked(on),
				event.Change(func(e *vecty.Event) { set(strconv.FormatBool(ui.Checked(e))) }))),
			vecty.Text(label))
	case api.TypeInt, api.TypeFloat:
		m := []vecty.Applyer{ui.TestID(id), prop.Type(prop.TypeNumber), prop.Value(cur), vecty.Class("num"),
			event.Input(func(e *vecty.Event) { set(ui.Value(e)) })}
		if prm.Min != nil {
			m = append(m, vecty.Attribute("min", strconv.FormatFloat(*prm.Min, 'g', -1, 64)))
		}
		if prm.Max != nil {
			m = append(m, vecty.Attribute("max", strconv.FormatFloat(*prm.Max, 'g', -1, 64)))
		}
		if prm.Type == api.TypeFloat {
			m = append(m, vecty.Attribute("step", "any"))
		}
		return ui.Field(label, prm.Help, elem.Input(vecty.Markup(m...)))
	default:
		return ui.Field(label, prm.Help, elem.Input(vecty.Markup(ui.TestID(id), prop.Type(prop.TypeText), prop.Value(cur),
			event.Input(func(e *vecty.Event) { set(ui.Value(e)) }))))
	}
}

// number is an integer input that dispatches only values that parse.
// number is a whole-number field. With a placeholder, 0 shows as empty and
// the placeholder names the default, so a budget left to the solver does not
// read as "zero".
func (p *AlgorithmPanel) number(label, help, id string, cur int64, placeholder string, act func(int64) actions.Action) *vecty.HTML {
	shown := strconv.FormatInt(cur, 10)
	if cur == 0 && placeholder != "" {
		shown = ""
	}
	return ui.Field(label, help, elem.Input(vecty.Markup(ui.TestID(id), prop.Type(prop.TypeNumber), prop.Value(shown),
		prop.Placeholder(placeholder), vecty.Attribute("min", "0"),
		vecty.Class("num"), vecty.Attribute("step", "1"),
		event.Input(func(e *vecty.Event) {
			v := ui.Value(e)
			if v == "" {
				v = "0"
			}
			if n, err := strconv.ParseInt(v, 10, 64); err == nil {
				p.Env.Dispatch(act(n))
			}
		}))))
}

// refusable is an <option> (value v, shown as label) that is disabled
// when the board shown cannot run it (store.SolverPanel.Refused of algo,
// param, option), saying so in its label and its tooltip.
func refusable(v, label string, selected bool, st *store.State, algo, param, option string) *vecty.HTML {
	why, no := st.Refused(algo, param, option)
	if no {
		label += " (not on this board)"
	}
	return elem.Option(vecty.Markup(prop.Value(v), vecty.Property("selected", selected), vecty.Property("disabled", no),
		vecty.MarkupIf(no, vecty.Attribute("title", why))), vecty.Text(label))
}

// ParamLabel is a parameter's name for people: "max_depth" → "Max depth",
// "t0" → "T0" (the registry's names are the wire's).
func ParamLabel(name string) string {
	s := strings.ReplaceAll(name, "_", " ")
	if s == "" {
		return s
	}
	r := []rune(s)
	return strings.ToUpper(string(r[0])) + string(r[1:])
}

// sentence makes a reason a sentence: a capital first letter and a full
// stop.
func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	r := []rune(s)
	s = strings.ToUpper(string(r[0])) + string(r[1:])
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}
