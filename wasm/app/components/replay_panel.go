//go:build js && wasm

package components

import (
	"fmt"
	"strconv"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/core/replay"
	"searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// ReplayPanel is the one view of a search's trace, for a run in the worker
// (its trace streamed beside the progress) and for the step mode (the
// trace the page's steps made): a scrubber and buttons that move through
// the events forward and back at any speed, the current event in words,
// the statistics at that point, the algorithm's pseudocode with the line
// that made the event, and the picture that fits the trace (the search
// tree, the game tree, the Monte Carlo tree, a local search's values, the
// frontier and explored set over time). A screen draws its own picture
// beside it when it has a better one (Bloxorz colours its board).
type ReplayPanel struct {
	vecty.Core
	Env  *ui.Env         `vecty:"prop"`
	R    *store.Replay   `vecty:"prop"`
	Step *store.StepView `vecty:"prop"` // the step mode's progress (nil for a run's replay)
	// Help is what the panel says before there is anything to replay.
	Help string `vecty:"prop"`
	// Tree: draw a single-agent search's tree (the N-puzzle); a screen
	// that shows the search on its board leaves it out (Bloxorz).
	Tree bool `vecty:"prop"`
	// Stepping: the screen has a step mode (its Step buttons are in the
	// algorithm panel).
	Stepping bool `vecty:"prop"`
	// Lang is the page's language (the zero Lang is English).
	Lang i18n.Lang `vecty:"prop"`
	// Board is how sentences name the replay's board (a graph's sample,
	// "sample:romania"); empty: the start of its text.
	Board string `vecty:"prop"`
}

// boardName is how the panel's sentences name the replay's board.
func (p *ReplayPanel) boardName() string {
	if p.Board != "" {
		return p.Board
	}
	return shortText(p.R.Request.Board)
}

// Render implements vecty.Component.
func (p *ReplayPanel) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("ReplayPanel", &out)
	r := p.R
	if r == nil {
		return elem.Div(vecty.Markup(vecty.Class("panel", "replay", "stepper", "off"), ui.TestID("stepper")),
			elem.Paragraph(vecty.Markup(vecty.Class("help"), ui.TestID("replay-help")), vecty.Text(p.Help)))
	}
	t := r.Trace
	pos := t.Clamp(r.Pos)
	focus := r.Focus() // the event shown: the current one, or a step's main one
	code, hasCode := t.Code()
	return elem.Div(vecty.Markup(vecty.Class("panel", "replay", "stepper"), ui.TestID("stepper"),
		vecty.Attribute("data-pos", strconv.Itoa(pos)), vecty.Attribute("data-len", strconv.Itoa(t.Len())),
		vecty.Attribute("data-done", fmt.Sprint(r.Done)), vecty.Attribute("data-family", string(t.Family))),
		elem.Div(vecty.Markup(vecty.Class("row", "replay-head")),
			elem.Heading2(vecty.Text(p.title())),
			elem.Div(vecty.Markup(vecty.Class("buttons")),
				vecty.If(r.Source == store.FromRun && r.Done, &ShareButton{Env: p.Env, Replay: true, Lang: p.Lang,
					Title: p.Lang.T("share.replay.title")}),
				ui.Button(p.Env, p.Lang.T("replay.close"), "step-close", p.Lang.T("replay.close.title"), false, actions.CloseReplay{}))),
		elem.Paragraph(vecty.Markup(vecty.Class("help"), ui.TestID("replay-summary")), vecty.Text(p.summary())),
		p.controls(pos),
		quizSection(p.Env, r, p.Lang, p.algorithmName(), p.boardName()),
		elem.Paragraph(vecty.Markup(vecty.Class("replay-event"), ui.TestID("replay-event")), vecty.Text(p.Lang.Core(t.Describe(focus)))),
		p.stepLines(focus),
		replayStats(p.Lang, t, pos, focus, code),
		elem.Div(vecty.Markup(vecty.Class("replay-body")),
			vecty.If(hasCode, pseudocode(p.Lang, t, focus, code)),
			elem.Div(vecty.Markup(vecty.Class("replay-pictures")), p.pictures(pos))),
		vecty.If(r.Bad != "", elem.Paragraph(vecty.Markup(vecty.Class("error")), vecty.Text(p.Lang.T("replay.bad", "why", p.Lang.Core(r.Bad))))),
	)
}

// title names what is replayed.
func (p *ReplayPanel) title() string {
	if p.R.Source == store.FromStep {
		return p.Lang.T("replay.title.step")
	}
	return p.Lang.T("replay.title.run")
}

// algorithmName is the replayed algorithm's name in the page's language.
func (p *ReplayPanel) algorithmName() string {
	return p.Lang.AlgorithmName(p.R.Request.Algorithm, p.R.AlgorithmName())
}

// summary says how far the trace goes.
func (p *ReplayPanel) summary() string {
	r := p.R
	t := r.Trace
	l := p.Lang
	s := l.T("replay.summary", "algo", p.algorithmName(), "board", p.boardName(), "n", t.Len())
	switch {
	case r.Summary != nil && r.Summary.Note != "":
		return s + ": " + r.Summary.Note + "."
	case t.Cut:
		return s + l.T("replay.summary.cut")
	case !r.Done && r.Source == store.FromRun:
		return s + l.T("replay.summary.live")
	case !r.Done:
		return s + l.T("replay.summary.sofar")
	}
	return s + l.T("replay.summary.all")
}

// stepLines are the step mode's own lines: steps done, the state the
// focused event (focus) is about, the end (test ids of the step mode kept).
func (p *ReplayPanel) stepLines(focus int) vecty.ComponentOrHTML {
	t := p.R.Trace
	var ev wire.TraceEvent
	kind := ""
	if focus >= 0 {
		ev = t.Event(focus)
		kind = string(ev.Kind)
	}
	l := p.Lang
	rows := vecty.List{ui.Stat(l.T("replay.event"), "event", kind)}
	if v := p.Step; v != nil {
		rows = append(vecty.List{ui.Stat(l.T("replay.steps"), "steps", l.Int(v.Steps))}, rows...)
	}
	done := ""
	if v := p.Step; v != nil && v.Done {
		done = l.T("replay.finished", "status", OutcomeWord(l, store.Outcome(v.Status)))
		if v.Status == string(wire.StatusFound) {
			done += " (" + l.T("count.moves", "n", v.Length) + ")"
		}
	}
	state := t.State(ev.State)
	return elem.Div(vecty.Markup(vecty.Class("replay-step")),
		elem.Div(vecty.Markup(vecty.Class("stat-grid")), rows),
		vecty.If(state != "", elem.Paragraph(elem.Span(vecty.Markup(vecty.Class("stat-label")), vecty.Text(l.T("replay.state"))),
			elem.Code(vecty.Markup(ui.TestID("step-state")), vecty.Text(state)))),
		vecty.If(done != "", elem.Paragraph(vecty.Markup(ui.TestID("step-done")), vecty.Text(done))),
	)
}

// controls are the transport buttons, the speed, the jumps and the
// scrubber.
func (p *ReplayPanel) controls(pos int) *vecty.HTML {
	r, env, l := p.R, p.Env, p.Lang
	n := r.Trace.Len()
	play := ui.Button(env, l.T("replay.play"), "replay-play", l.T("replay.play.title"), n == 0, actions.ReplayPlay{On: true})
	if r.Playing {
		play = ui.Button(env, l.T("replay.pause"), "replay-play", l.T("replay.pause.title"), false, actions.ReplayPlay{On: false})
	}
	speeds := vecty.List{}
	for _, v := range []float64{1, 5, 20, 100, 500, 2000, 20000} {
		speeds = append(speeds, ui.Option(strconv.FormatFloat(v, 'f', -1, 64), l.T("replay.speed.value", "n", int64(v)), r.Speed == v))
	}
	follow := event.Click(func(*vecty.Event) { ui.ScrollIntoView(".replay .pseudocode li.current") }) // the line that made the event, in view
	jumps := vecty.List{}
	for _, j := range jumpKinds(r.Trace) {
		label := l.TOr("replay.jump."+string(j.kind), j.label)
		jumps = append(jumps,
			ui.Button(env, "◀ "+label, "replay-prev-"+string(j.kind), l.T("replay.prev", "what", label), pos == 0, actions.ReplayJump{Kind: string(j.kind), Back: true}, follow),
			ui.Button(env, label+" ▶", "replay-next-"+string(j.kind), l.T("replay.next", "what", label), pos == n, actions.ReplayJump{Kind: string(j.kind)}, follow))
	}
	return elem.Div(vecty.Markup(vecty.Class("replay-controls")),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(env, "|◀", "replay-start", l.T("replay.start"), pos == 0, actions.ReplaySeek{Pos: 0}, vecty.Attribute("aria-label", l.T("replay.start")), follow),
			ui.Button(env, "◀", "replay-back", l.T("replay.back"), pos == 0, actions.ReplayStep{Delta: -1}, vecty.Attribute("aria-label", l.T("replay.back")), follow),
			play,
			ui.Button(env, "▶", "replay-forward", l.T("replay.forward"), pos == n, actions.ReplayStep{Delta: 1}, vecty.Attribute("aria-label", l.T("replay.forward")), follow),
			ui.Button(env, "▶|", "replay-end", l.T("replay.end"), pos == n, actions.ReplaySeek{Pos: n}, vecty.Attribute("aria-label", l.T("replay.end")), follow),
			elem.Label(vecty.Markup(vecty.Class("speed")), vecty.Text(l.T("replay.speed")),
				elem.Select(vecty.Markup(ui.TestID("replay-speed"), event.Change(func(e *vecty.Event) {
					v, _ := strconv.ParseFloat(ui.Value(e), 64)
					env.Dispatch(actions.ReplaySpeed{PerSecond: v})
				})), speeds)),
		),
		vecty.If(len(jumps) > 0, elem.Div(vecty.Markup(vecty.Class("buttons", "replay-jumps")), jumps)),
		elem.Label(vecty.Markup(vecty.Class("replay-scrub")),
			elem.Span(vecty.Markup(vecty.Class("sr-only")), vecty.Text(l.T("replay.event"))),
			elem.Input(vecty.Markup(ui.TestID("replay-scrubber"), prop.Type(prop.TypeRange), vecty.Property("min", 0),
				vecty.Property("max", n), vecty.Property("value", pos), vecty.Attribute("aria-label", l.T("replay.event")),
				event.Input(func(e *vecty.Event) {
					v, err := strconv.Atoi(ui.Value(e))
					if err == nil {
						env.Dispatch(actions.ReplaySeek{Pos: v})
					}
				}))),
			elem.Span(vecty.Markup(vecty.Class("replay-pos"), ui.TestID("replay-pos")),
				vecty.Text(l.Int(int64(pos))+" / "+l.Int(int64(n))))),
	)
}

// jump is a kind of event the replay can jump to.
type jump struct {
	kind  wire.TraceKind
	label string
}

// jumpKinds are the landmarks of a trace: the events worth jumping to that
// it has.
func jumpKinds(t *replay.Trace) []jump {
	var out []jump
	for _, j := range []jump{{wire.KindNewBound, "bound"}, {wire.KindNewIteration, "iteration"}, {wire.KindRestart, "restart"},
		{wire.KindCutoff, "cutoff"}, {wire.KindSolution, "solution"}} {
		if t.Has(j.kind) {
			out = append(out, j)
		}
	}
	return out
}

// pictures are the pictures of the trace at pos.
func (p *ReplayPanel) pictures(pos int) vecty.List {
	t := p.R.Trace
	var out vecty.List
	switch {
	case len(t.MCTS.Nodes) > 0:
		out = append(out, mctsTree(p.Env, p.Lang, p.R, pos))
	case len(t.Games.Nodes) > 0:
		out = append(out, gameTree(p.Env, p.Lang, p.R, pos))
	}
	if s := seriesChart(p.Lang, t, pos); s != nil {
		out = append(out, s)
	} else if t.Family == wire.TraceSearch {
		if p.Tree && len(t.Tree.Nodes) > 0 {
			out = append(out, searchTree(p.Env, p.Lang, p.R, pos))
		}
		if c := flowChart(p.Lang, t, pos); c != nil {
			out = append(out, c)
		}
	}
	return out
}

// shortText keeps a board text short in a sentence.
func shortText(s string) string {
	r := []rune(s)
	if len(r) > 40 {
		return string(r[:37]) + "…"
	}
	return s
}

// ReplayHelp is what the replay panel of a screen with the shared solver
// panel says before there is a replay: how runs record traces and what the
// step mode does (the screen may say more: State.StepHelp).
func ReplayHelp(st *store.State) string {
	step := st.StepHelp
	if step == "" {
		step = st.T("replay.help.step")
	}
	trace := st.T("replay.help.trace")
	if st.NoTrace {
		trace = st.T("replay.help.notrace")
	}
	return trace + " " + step
}
