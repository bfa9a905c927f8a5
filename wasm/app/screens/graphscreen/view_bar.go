//go:build js && wasm

package graphscreen

import (
	"strconv"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/core/graph"
	"searchlab/wasm/app/ui"
)

// Bar chooses the graph: a sample, a random graph from a seed, and opens
// the editor.
type Bar struct {
	vecty.Core
	Part `vecty:"prop"`
}

// Render implements vecty.Component.
func (b *Bar) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("GraphBar", &out)
	st, l := b.S, b.Lang
	busy := st.Run.Active
	cur := st.SampleLabel()
	opts := vecty.List{}
	if cur == "" {
		label := l.T("gr.bar.yours")
		if st.Source != "" {
			label = "(" + st.Source + ")"
		}
		opts = append(opts, ui.Option("", label, true))
	}
	for _, name := range graph.SampleNames() {
		opts = append(opts, ui.Option(name, name, name == cur))
	}
	editLabel, editTitle := l.T("gr.bar.edit"), l.T("gr.bar.edit.title")
	if st.Editing {
		editLabel, editTitle = l.T("gr.bar.done"), l.T("gr.bar.done.title")
	}
	return elem.Div(vecty.Markup(vecty.Class("row", "playbar", "gr-bar"), ui.TestID("graph-bar")),
		ui.Field(l.T("gr.bar.sample"), l.T("gr.bar.sample.title"), elem.Select(vecty.Markup(ui.TestID("graph-sample"), prop.Disabled(busy),
			vecty.Attribute("aria-label", l.T("gr.bar.sample.aria")),
			event.Change(func(ev *vecty.Event) {
				if name := ui.Value(ev); name != "" {
					b.Env.Dispatch(LoadSample{Name: name})
				}
			})), opts)),
		ui.Field(l.T("gr.bar.seed"), l.T("gr.bar.seed.title"), elem.Input(vecty.Markup(
			ui.TestID("graph-seed"), prop.Type(prop.TypeNumber), vecty.Attribute("min", "0"), vecty.Attribute("inputmode", "numeric"),
			vecty.Class("num-narrow"), prop.Value(strconv.FormatUint(st.RandomSeed, 10)),
			event.Change(func(ev *vecty.Event) {
				if n, err := strconv.ParseUint(ui.Value(ev), 10, 64); err == nil {
					b.Env.Dispatch(SetRandomSeed{Seed: n})
				}
			})))),
		ui.Field(l.T("gr.bar.nodes"), l.T("gr.bar.nodes.title", "min", minRandomNodes, "max", maxRandomNodes), elem.Input(vecty.Markup(
			ui.TestID("graph-nodes"), prop.Type(prop.TypeNumber), vecty.Attribute("min", strconv.Itoa(minRandomNodes)),
			vecty.Attribute("max", strconv.Itoa(maxRandomNodes)), vecty.Attribute("inputmode", "numeric"),
			vecty.Class("num-narrow"), prop.Value(strconv.Itoa(st.RandomNodes)),
			event.Change(func(ev *vecty.Event) {
				if n, err := strconv.Atoi(ui.Value(ev)); err == nil {
					b.Env.Dispatch(SetRandomNodes{Nodes: n})
				}
			})))),
		ui.Button(b.Env, l.T("gr.bar.random"), "graph-random", l.T("gr.bar.random.nodes.title", "n", st.RandomNodes, "source", randomBoard(st.RandomSeed, st.RandomNodes)),
			busy, RandomGraph{Seed: st.RandomSeed}),
		ui.Button(b.Env, editLabel, "graph-edit", editTitle, busy, SetEditing{On: !st.Editing},
			vecty.Attribute("aria-pressed", strconv.FormatBool(st.Editing))),
	)
}
