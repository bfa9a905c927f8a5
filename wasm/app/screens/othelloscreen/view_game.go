//go:build js && wasm

package othelloscreen

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/core/games/othellogame"
	"searchlab/core/othello"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// Transcript shows the game record ("f5d6c3…"), copies it, and imports a
// pasted one.
type Transcript struct {
	vecty.Core
	Part `vecty:"prop"`

	draft string
}

// Render implements vecty.Component.
func (t *Transcript) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("OthelloTranscript", &out)
	s, env, l := t.S, t.Env, t.Lang
	rec := s.Record()
	custom := s.Start != othello.Start().String()
	return elem.Div(vecty.Markup(vecty.Class("panel", "othello-transcript")),
		elem.Heading2(vecty.Text(l.T("oth.transcript"))),
		elem.Paragraph(vecty.Markup(ui.TestID("transcript"), vecty.Class("record")), vecty.Text(nonEmpty(rec, l.T("oth.transcript.empty")))),
		vecty.If(custom, elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("oth.transcript.custom", "pos", s.Start)))),
		elem.Div(vecty.Markup(vecty.Class("row")),
			elem.Button(vecty.Markup(prop.Type(prop.TypeButton), ui.TestID("copy-record"), prop.Disabled(rec == ""),
				event.Click(func(*vecty.Event) {
					ui.CopyText(rec, func(ok bool) {
						if ok {
							env.Dispatch(actions.Notice{Kind: actions.NoticeSuccess, Text: l.T("oth.copied")})
						} else {
							env.Dispatch(actions.Notice{Kind: actions.NoticeNote, Text: l.T("oth.copy_this", "rec", rec)})
						}
					})
				})), vecty.Text(l.T("oth.copy"))),
			elem.Input(vecty.Markup(prop.Type(prop.TypeText), ui.TestID("record-input"), vecty.Attribute("spellcheck", "false"),
				vecty.Attribute("placeholder", l.T("oth.import.hint")), vecty.Attribute("aria-label", l.T("oth.import.aria")),
				vecty.Attribute("aria-invalid", strconv.FormatBool(s.ImportError != "")), vecty.MarkupIf(s.ImportError != "", vecty.Attribute("aria-describedby", "import-error")),
				prop.Value(t.draft), event.Input(func(e *vecty.Event) { t.draft = ui.Value(e) }),
				event.KeyDown(func(e *vecty.Event) {
					if e.Get("key").String() == "Enter" {
						env.Dispatch(Import{Record: ui.Value(e)})
					}
				}))),
			elem.Button(vecty.Markup(prop.Type(prop.TypeButton), ui.TestID("import-record"),
				event.Click(func(*vecty.Event) { env.Dispatch(Import{Record: t.draft}) })), vecty.Text(l.T("oth.import"))),
		),
		vecty.If(s.ImportError != "", elem.Paragraph(vecty.Markup(vecty.Class("error"), ui.TestID("import-error"), prop.ID("import-error"),
			vecty.Attribute("role", "alert")), vecty.Text(s.ImportError))),
	)
}

// Graph draws the evaluation after every move that has one, for Black
// (above the middle line Black is ahead), in discs: the predicted final
// disc difference, its axis labelled in discs over DiscScale's range (exact
// values in green); MCTS win rates (orange) run from 0% at the bottom to
// 100% at the top, the ladder's evaluations are squashed (Norm). Each
// point's title gives its value.
type Graph struct {
	vecty.Core
	Part `vecty:"prop"`
}

// Render implements vecty.Component.
func (g *Graph) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("OthelloGraph", &out)
	s, l := g.S, g.Lang
	const w, h, padL, padB = 480, 140, 44, 16
	plies := max(len(s.Moves), 60)
	mid := float64(h-padB) / 2
	discs := DiscScale(s.Evals)
	y := func(e Eval) float64 { return mid - Norm(e.Value, e.Kind, discs)*mid*0.92 }
	x := func(ply int) float64 { return padL + float64(ply)*float64(w-padL-6)/float64(plies) }
	var pts []string
	dots := vecty.List{}
	for _, e := range s.Evals {
		pts = append(pts, fmt.Sprintf("%.1f,%.1f", x(e.Ply), y(e)))
		dots = append(dots, ui.SVG("circle", vecty.Markup(vecty.ClassMap{"pt": true, "exact": e.Exact, "mcts": e.Kind == "win_rate"},
			vecty.Attribute("data-ply", ui.Itoa(e.Ply)), vecty.Attribute("data-value", fmt.Sprint(e.Value)), vecty.Attribute("data-kind", e.Kind),
			vecty.Attribute("cx", fmt.Sprintf("%.1f", x(e.Ply))), vecty.Attribute("cy", fmt.Sprintf("%.1f", y(e))), vecty.Attribute("r", "2.5")),
			ui.SVG("title", vecty.Text(l.T("oth.graph.point", "n", e.Ply, "kind", KindNameIn(l, e.Kind), "value", FormatValueIn(l, e.Value, e.Kind))))))
	}
	axis := func(label string, yy float64) vecty.ComponentOrHTML {
		return ui.SVG("text", vecty.Markup(vecty.Class("axis"), vecty.Attribute("x", ui.Itoa(padL-4)), vecty.Attribute("y", fmt.Sprintf("%.1f", yy+4)),
			vecty.Attribute("text-anchor", "end")), vecty.Text(label))
	}
	return elem.Div(vecty.Markup(vecty.Class("panel", "othello-graph")),
		elem.Heading2(vecty.Text(l.T("oth.graph.title"))),
		ui.SVG("svg", vecty.Markup(ui.TestID("eval-graph"), vecty.Attribute("viewBox", fmt.Sprintf("0 0 %d %d", w, h)),
			vecty.Attribute("data-points", ui.Itoa(len(s.Evals))), vecty.Attribute("data-scale", ui.Itoa(discs)), vecty.Attribute("data-analysis", analysisState(s)), vecty.Attribute("role", "img"),
			vecty.Attribute("aria-label", l.T("oth.graph.aria", "n", len(s.Evals)))),
			ui.SVG("line", vecty.Markup(vecty.Class("mid"), vecty.Attribute("x1", ui.Itoa(padL)), vecty.Attribute("x2", ui.Itoa(w-4)),
				vecty.Attribute("y1", fmt.Sprintf("%.1f", mid)), vecty.Attribute("y2", fmt.Sprintf("%.1f", mid)))),
			ui.SVG("line", vecty.Markup(vecty.Class("now"), vecty.Attribute("x1", fmt.Sprintf("%.1f", x(len(s.Moves)))), vecty.Attribute("x2", fmt.Sprintf("%.1f", x(len(s.Moves)))),
				vecty.Attribute("y1", "0"), vecty.Attribute("y2", ui.Itoa(h-padB)))),
			axis(fmt.Sprintf("+%d", discs), mid-mid*0.92), axis("0", mid), axis(fmt.Sprintf("−%d", discs), mid+mid*0.92),
			axis(Colour(l, 0), mid-mid*0.46), axis(Colour(l, 1), mid+mid*0.46),
			ui.SVG("text", vecty.Markup(vecty.Class("axis"), vecty.Attribute("x", ui.Itoa(padL)), vecty.Attribute("y", ui.Itoa(h-2))), vecty.Text(l.T("oth.ply", "n", 0))),
			ui.SVG("text", vecty.Markup(vecty.Class("axis"), vecty.Attribute("x", ui.Itoa(w-4)), vecty.Attribute("y", ui.Itoa(h-2)), vecty.Attribute("text-anchor", "end")),
				vecty.Text(l.T("oth.ply", "n", plies))),
			vecty.If(len(pts) > 1, ui.SVG("polyline", vecty.Markup(vecty.Class("curve"), vecty.Attribute("points", strings.Join(pts, " "))))),
			dots,
		),
		vecty.If(s.Job.Is(store.ForAnalysis) && s.Analysis != nil, elem.Div(vecty.Markup(vecty.Class("analysis-progress")),
			elem.Progress(vecty.Markup(ui.TestID("analysis-progress"), vecty.Attribute("max", ui.Itoa(analysisTotal(s))), vecty.Attribute("value", ui.Itoa(analysisDone(s))))),
			elem.Paragraph(vecty.Markup(vecty.Class("help"), ui.TestID("analysis-text")), vecty.Text(analysisText(l, s)+" "+l.T("oth.an.stop"))))),
		elem.Paragraph(vecty.Markup(vecty.Class("help"), ui.TestID("graph-legend")), vecty.Text(graphLegend(l, discs))),
		elem.Paragraph(vecty.Markup(vecty.Class("help"), ui.TestID("graph-note")), vecty.Text(graphNote(l, s))),
	)
}

// graphLegend says what the graph's axis means.
func graphLegend(l i18n.Lang, discs int) string {
	return l.T("oth.graph.legend", "d", discs)
}

// analysisState is the graph's data-analysis: "" (none), running, done or
// stopped.
func analysisState(s *State) string {
	an := s.Analysis
	switch {
	case an == nil:
		return ""
	case s.Job.Is(store.ForAnalysis):
		return "running"
	case an.Stopped:
		return "stopped"
	}
	return "done"
}

func analysisTotal(s *State) int {
	if s.Analysis == nil {
		return 0
	}
	return s.Analysis.Total()
}

func analysisDone(s *State) int {
	if s.Analysis == nil {
		return 0
	}
	return s.Analysis.Done
}

// analysisText says how far the valuing of an imported game is: the
// position being searched, of how many, and its nodes so far.
func analysisText(l i18n.Lang, s *State) string {
	an := s.Analysis
	if an == nil || an.Total() == 0 {
		return ""
	}
	k := min(an.Done+1, an.Total())
	return l.T("oth.an.text", "player", an.Player, "k", k, "n", an.Total(), "ply", an.Plies[k-1], "nodes", s.Progress.Expanded)
}

// graphNote explains the points shown.
func graphNote(l i18n.Lang, s *State) string {
	if len(s.Evals) == 0 {
		return l.T("oth.graph.empty")
	}
	last := s.Evals[len(s.Evals)-1]
	v := FormatValueIn(l, last.Value, last.Kind)
	if last.Kind == othellogame.ValueDiscs {
		v = DiscsIn(l, int(math.Round(last.Value)))
		if last.Value > 0 {
			v = "+" + v
		}
	}
	exact := ""
	if last.Exact {
		exact = " " + l.T("oth.exact")
	}
	return l.T("oth.graph.last", "n", last.Ply, "kind", KindNameIn(l, last.Kind), "value", v, "exact", exact)
}

// Editor is the board editor's panel: the side to move, clear, the start
// position, and a board line to paste.
type Editor struct {
	vecty.Core
	Part `vecty:"prop"`
}

// Render implements vecty.Component.
func (ed *Editor) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("OthelloEditor", &out)
	s, env, l := ed.S, ed.Env, ed.Lang
	if !s.Editing {
		return elem.Div(vecty.Markup(vecty.Class("panel", "othello-editor", "off")),
			elem.Div(vecty.Markup(vecty.Class("row")),
				ui.Field(l.T("oth.position"), l.T("oth.position.title"),
					elem.Input(vecty.Markup(prop.Type(prop.TypeText), ui.TestID("position"), vecty.Attribute("spellcheck", "false"), prop.Value(s.Pos.String()),
						event.Change(func(e *vecty.Event) { env.Dispatch(NewGame{Start: ui.Value(e)}) }))))))
	}
	return elem.Div(vecty.Markup(vecty.Class("panel", "othello-editor"), ui.TestID("editor")),
		elem.Heading2(vecty.Text(l.T("oth.editor"))),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("oth.editor.help"))),
		elem.Div(vecty.Markup(vecty.Class("row")),
			ui.Field(l.T("oth.to_move"), "", elem.Select(vecty.Markup(ui.TestID("edit-turn"), event.Change(func(e *vecty.Event) {
				env.Dispatch(EditTurn{Turn: map[string]int{"X": 0, "O": 1}[ui.Value(e)]})
			})), ui.Option("X", Colour(l, 0), s.Edit.Turn == othello.Black), ui.Option("O", Colour(l, 1), s.Edit.Turn == othello.White))),
			ui.Button(env, l.T("oth.clear"), "edit-clear", l.T("oth.clear.title"), false, EditClear{}),
			ui.Button(env, l.T("oth.done"), "edit-done", l.T("oth.done.title"), false, Edit{On: false}, vecty.Class("primary")),
		),
	)
}
