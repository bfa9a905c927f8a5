//go:build js && wasm

package labscreen

import (
	"fmt"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/components"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// Registration is the Lab for the page: main lists it (one line) with the
// browser's services (the archive, the downloads, the processors).
func Registration(d Deps) ui.Registration {
	return components.ScreenRegistration(Game(d), "Lab", "lab.not_ready", render)
}

// render draws the Lab: the experiment's form, then (once one ran) its
// progress, summary, charts, rows and exports, then the past experiments.
func render(env *ui.Env, _ *store.State, lv *View) vecty.ComponentOrHTML {
	// Every part is a fixed child, present or empty, so the parts keep
	// their order whatever appears later (Vecty placed results that came
	// after the first draw, from a reload or Open, above the form).
	var results vecty.List
	if lv.Exp != nil {
		results = vecty.List{&ProgressView{Env: env, E: lv.Exp}, &SummaryView{E: lv.Exp}, &ChartsView{Env: env, E: lv.Exp},
			&RowsView{Env: env, E: lv.Exp}, &ExportView{Env: env, E: lv.Exp}}
	}
	return elem.Main(vecty.Markup(vecty.Class("screen", "lab"), ui.TestID("lab")),
		elem.Div(vecty.Markup(vecty.Class("lab-part"), ui.TestID("lab-interrupted-part")), interrupted(env, lv)),
		elem.Div(vecty.Markup(vecty.Class("lab-part")), &FormView{Env: env, V: lv}),
		elem.Div(vecty.Markup(vecty.Class("lab-part", "lab-results"), ui.TestID("lab-results")), results),
		elem.Div(vecty.Markup(vecty.Class("lab-part")), &PastView{Env: env, V: lv}),
	)
}

// interrupted is the notice of an experiment the page left while it ran
// (a reload, a closed tab), at the top of the Lab with its Resume button;
// nothing when there is none or one is running.
func interrupted(env *ui.Env, v *View) vecty.ComponentOrHTML {
	l := v.Lang
	if v.Exp != nil && v.Exp.Running {
		return nil
	}
	for _, r := range v.Past {
		if r.Status != StatusRunning || !r.Unfinished() {
			continue
		}
		name := r.Name
		if name == "" {
			name = l.T("lab.an_experiment", "game", gameName(v.GameList, l, r.Game))
		}
		return elem.Div(vecty.Markup(vecty.Class("notice", "notice-note", "lab-interrupted"), ui.TestID("lab-interrupted"), vecty.Attribute("role", "status")),
			elem.Span(vecty.Text(l.T("lab.interrupted", "name", name, "done", r.Done, "runs", r.Runs))),
			ui.Button(env, l.T("lab.resume"), "lab-interrupted-resume", l.T("lab.resume.title"), false, ResumeExperiment{ID: r.ID}, vecty.Class("primary")),
		)
	}
	return nil
}

// FormView is the experiment's form: presets, game, instances, configs,
// budget, workers, the check's sentence, Run and Stop, the CLI command.
type FormView struct {
	vecty.Core
	Env *ui.Env `vecty:"prop"`
	V   *View   `vecty:"prop"`
}

// Render implements vecty.Component.
func (f *FormView) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("LabForm", &out)
	v, env := f.V, f.Env
	d, l := v.Draft, f.V.Lang
	running := v.Exp != nil && v.Exp.Running
	presets := vecty.List{}
	for _, p := range v.Presets {
		title := l.TOr("lab.preset.name."+p.Name, p.Title) // the spec's own name stays English, as the CLI runs it
		presets = append(presets, elem.Button(vecty.Markup(prop.Type(prop.TypeButton), ui.TestID("preset-"+p.Name),
			vecty.Attribute("title", l.T("lab.preset.title", "title", title)), prop.Disabled(running),
			event.Click(func(*vecty.Event) { env.Dispatch(LoadPreset{Name: p.Name}) })), vecty.Text(title)))
	}
	games := vecty.List{}
	for _, g := range v.GameList {
		games = append(games, ui.Option(g.ID, gameName(v.GameList, l, g.ID), g.ID == d.Game))
	}
	status := elem.Paragraph(vecty.Markup(vecty.Class("lab-check", "ok"), ui.TestID("lab-check"), vecty.Attribute("role", "status")),
		vecty.Text(runsText(v)))
	if lines := strings.Split(v.Problem, "\n"); len(lines) > 1 {
		items := vecty.List{}
		for _, l := range lines {
			items = append(items, elem.ListItem(vecty.Text(l)))
		}
		status = elem.Div(vecty.Markup(vecty.Class("lab-check", "bad"), ui.TestID("lab-check"), vecty.Attribute("role", "alert")),
			vecty.Text(l.T("lab.problems", "n", len(lines))), elem.UnorderedList(items))
	} else if v.Problem != "" {
		status = elem.Paragraph(vecty.Markup(vecty.Class("lab-check", "bad"), ui.TestID("lab-check"), vecty.Attribute("role", "alert")),
			vecty.Text(v.Problem))
	}
	return elem.Section(vecty.Markup(vecty.Class("panel", "lab-form"), ui.TestID("lab-form")),
		elem.Heading2(vecty.Text(l.T("lab.experiment"))),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("lab.form.help"))),
		elem.Div(vecty.Markup(vecty.Class("buttons", "lab-presets")), presets),
		elem.Div(vecty.Markup(vecty.Class("params")),
			ui.Field(l.T("lab.name"), l.T("lab.name.help"), elem.Input(vecty.Markup(ui.TestID("lab-name"), prop.Type(prop.TypeText),
				prop.Value(d.Name), prop.Placeholder(l.T("lab.name.empty")), marked(v, "lab-name"), event.Input(func(e *vecty.Event) {
					val := ui.Value(e)
					env.Dispatch(Edit{Apply: func(d *Draft) { d.Name = val }})
				})))),
			ui.Field(l.T("lab.game"), "", elem.Select(vecty.Markup(ui.TestID("lab-game"), prop.Disabled(running),
				event.Change(func(e *vecty.Event) { env.Dispatch(SetGame{Game: ui.Value(e)}) })), games)),
		),
		&InstancesView{Env: env, V: v},
		&ConfigsView{Env: env, V: v},
		&BudgetView{Env: env, V: v},
		status,
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(env, l.T("lab.run"), "lab-run", l.T("lab.run.title"), running || v.Problem != "", RunExperiment{}, vecty.Class("primary"),
				event.Click(func(*vecty.Event) { ui.ScrollIntoView(`[data-testid="lab-progress"]`) })),
			ui.Button(env, l.T("lab.stop"), "lab-stop", l.T("lab.stop.title"), !running, StopExperiment{}),
			&components.ShareButton{Env: env, Title: l.T("lab.share.title"), Lang: l},
		),
		vecty.If(v.CLI != "", elem.Details(vecty.Markup(vecty.Class("lab-cli")),
			elem.Summary(vecty.Text(l.T("lab.cli"))),
			elem.Preformatted(vecty.Markup(ui.TestID("lab-cli")), vecty.Text(v.CLI)),
			elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("lab.cli.help"))),
		)),
	)
}

// runsText says what the draft makes.
func runsText(v *View) string {
	if v.Match {
		return v.Lang.T("lab.runs.match", "n", v.Runs)
	}
	return v.Lang.T("lab.runs.count", "n", v.Runs)
}

// memoryNote says what a run gets when its memory budget is left empty,
// and why.
func memoryNote(l i18n.Lang, mem int64, workers int) string {
	who := l.T("lab.memory.one")
	if workers > 1 {
		who = l.T("lab.memory.each", "n", workers)
	}
	return l.T("lab.memory.note", "mib", mem>>20, "who", who, "workers", workers)
}

// workersNote says what the machine offers and, above it, what more
// workers cost: on a machine with k processors, the page's thread and k-1
// workers use them all, and more workers only share them (two workers gave
// 0.96–1.08× one worker on a 2-processor machine under load).
func workersNote(l i18n.Lang, workers, cores int) string {
	offer := l.T("lab.workers.offer", "cores", cores, "n", DefaultWorkers(cores))
	if workers <= DefaultWorkers(cores) {
		return offer
	}
	return offer + l.T("lab.workers.share", "n", workers)
}

// BudgetView is the budget of every run, repeats, seed and the pool's
// size.
type BudgetView struct {
	vecty.Core
	Env *ui.Env `vecty:"prop"`
	V   *View   `vecty:"prop"`
}

// Render implements vecty.Component.
func (b *BudgetView) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("LabBudget", &out)
	v, env := b.V, b.Env
	d, l := v.Draft, b.V.Lang
	num := func(f components.Number, set func(d *Draft, n int64)) vecty.ComponentOrHTML {
		f.Lang = l
		return numberField(env, f, set)
	}
	mem := fmt.Sprintf("%d MiB", v.RunMemory>>20)
	cores := max(v.Cores, 1)
	return elem.Div(vecty.Markup(vecty.Class("lab-budget")),
		elem.Heading3(vecty.Text(l.T("lab.budget"))),
		vecty.If(!v.Match, elem.Div(vecty.Markup(vecty.Class("params")),
			num(components.Number{Label: l.T("lab.max_nodes"), Help: l.T("lab.max_nodes.help"), ID: "lab-max-nodes",
				Cur: d.Budget.MaxNodes, Placeholder: l.T("lab.default")}, func(d *Draft, n int64) { d.Budget.MaxNodes = n }),
			num(components.Number{Label: l.T("lab.timeout"), Help: l.T("lab.timeout.help"), ID: "lab-timeout",
				Cur: d.Budget.TimeoutMS, Placeholder: l.T("lab.default")}, func(d *Draft, n int64) { d.Budget.TimeoutMS = n }),
			num(components.Number{Label: l.T("lab.memory"), Help: l.T("lab.memory.help"), ID: "lab-memory",
				Cur: d.Budget.MaxMemoryBytes >> 20, Placeholder: mem}, func(d *Draft, n int64) { d.Budget.MaxMemoryBytes = n << 20 }),
		)),
		elem.Div(vecty.Markup(vecty.Class("params")),
			vecty.If(!v.Match, num(components.Number{Label: l.T("lab.repeats"), Help: l.T("lab.repeats.help"),
				ID: "lab-repeats", Cur: int64(d.Repeats), Min: 1}, func(d *Draft, n int64) { d.Repeats = int(n) })),
			vecty.If(!v.Match, num(components.Number{Label: l.T("lab.seed"), Help: l.T("lab.seed.help"), ID: "lab-seed", Cur: d.Seed},
				func(d *Draft, n int64) { d.Seed = n })),
			components.Number{Label: l.T("lab.workers"), Help: l.T("lab.workers.help", "n", cores),
				ID: "lab-workers", Cur: int64(v.Workers), Min: 1, Max: MaxWorkers, Lang: l,
				Set:     func(n int64) { env.Dispatch(SetWorkers{Workers: int(n)}) },
				Invalid: func(problem string) { env.Dispatch(FieldProblem{ID: "lab-workers", Problem: problem}) }}.HTML(),
		),
		elem.Paragraph(vecty.Markup(vecty.Class("help"), ui.TestID("lab-workers-note"), vecty.MarkupIf(v.Workers > DefaultWorkers(cores), vecty.Class("warn"))),
			vecty.Text(workersNote(l, v.Workers, cores))),
		elem.Paragraph(vecty.Markup(vecty.Class("help"), ui.TestID("lab-memory-note")),
			vecty.Text(memoryNote(l, v.RunMemory, v.Workers))),
	)
}

// marked flags a form field at fault (the draft's problems name it).
func marked(v *View, id string) vecty.Applyer {
	return vecty.Attribute("aria-invalid", fmt.Sprint(v.Marked[id]))
}
