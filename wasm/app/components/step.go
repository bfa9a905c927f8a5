//go:build js && wasm

package components

import (
	"fmt"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// StepPanel shows a search being stepped on the page: the last event and the
// state it concerns, frontier and explored counts, the bound (IDDFS, IDA*),
// the temperature (annealing), the beam, the generation and best fitness.
type StepPanel struct {
	vecty.Core
	Env *ui.Env      `vecty:"prop"`
	S   *store.State `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *StepPanel) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("StepPanel", &out)
	v := p.S.Step
	if v == nil {
		return elem.Div(vecty.Markup(vecty.Class("panel", "stepper", "off"), ui.TestID("stepper")),
			elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(stepHelp(p.S))))
	}
	rows := vecty.List{
		ui.Stat("Steps", "steps", store.GroupDigits(v.Steps)),
		ui.Stat("Event", "event", v.Event),
		ui.Stat("Frontier", "step-frontier", ui.Itoa(v.Frontier)),
		ui.Stat("Explored", "explored", ui.Itoa(v.Explored)),
		ui.Stat("Depth", "depth", ui.Itoa(v.Depth)),
		ui.Stat("g + h", "f", fmt.Sprintf("%g + %g", v.G, v.H)),
	}
	if v.HasBound {
		rows = append(rows, ui.Stat("Bound", "bound", fmt.Sprintf("%g", v.Bound)))
	}
	if v.HasTemp {
		rows = append(rows, ui.Stat("Temperature", "temperature", fmt.Sprintf("%.4g", v.Temperature)))
	}
	if v.Generation > 0 {
		rows = append(rows, ui.Stat("Generation", "generation", store.GroupDigits(v.Generation)), ui.Stat("Best", "fitness", fmt.Sprintf("%.4g", v.Value)))
	}
	beam := vecty.List{}
	for i, b := range v.Beam {
		if i == 12 {
			beam = append(beam, elem.ListItem(vecty.Text(fmt.Sprintf("… %d more", len(v.Beam)-12))))
			break
		}
		beam = append(beam, elem.ListItem(elem.Code(vecty.Text(b))))
	}
	done := ""
	if v.Done {
		done = "Finished: " + v.Status
		if v.Status == "found" {
			done += " (" + store.Count(int64(v.Length), "move") + ")"
		}
	}
	return elem.Div(vecty.Markup(vecty.Class("panel", "stepper"), ui.TestID("stepper")),
		elem.Div(vecty.Markup(vecty.Class("stat-grid")), rows),
		vecty.If(v.State != "", elem.Paragraph(elem.Span(vecty.Markup(vecty.Class("stat-label")), vecty.Text("State ")),
			elem.Code(vecty.Markup(ui.TestID("step-state")), vecty.Text(v.State)))),
		vecty.If(len(beam) > 0, elem.Div(elem.Span(vecty.Markup(vecty.Class("stat-label")), vecty.Text("Beam")), elem.UnorderedList(vecty.Markup(vecty.Class("beam")), beam))),
		vecty.If(done != "", elem.Paragraph(vecty.Markup(ui.TestID("step-done")), vecty.Text(done))),
		vecty.If(len(v.Tree) > 0, stepTree(v)),
		vecty.If(v.Error != "", elem.Paragraph(vecty.Markup(vecty.Class("error")), vecty.Text(v.Error))),
		ui.Button(p.Env, "Close", "step-close", "End stepping", false, actions.EndStepping{}),
	)
}

// stepHelp says what the step mode does (the screen may say more about
// where it applies: State.StepHelp).
func stepHelp(st *store.State) string {
	if st.StepHelp != "" {
		return st.StepHelp
	}
	return "Step runs the chosen algorithm here on the page, one event at a time."
}
