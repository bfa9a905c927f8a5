//go:build js && wasm

package othelloscreen

import (
	"fmt"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/core/games/othellogame"
	"searchlab/core/othello"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/components"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// Registration is the Othello screen for the page: wasm/app/screens_gen.go lists
// it.
func Registration() ui.Registration {
	r := components.ScreenRegistration(Game, "OthelloView", "oth.not_ready", render)
	r.Order = 40 // the picker's order (ui.Registration)
	return r
}

// render draws the Othello screen: the board, its buttons, the transcript
// and the evaluation graph on the left; the players, hints, the AI's
// thinking and the board editor on the right.
func render(env *ui.Env, st *store.State, s *State) vecty.ComponentOrHTML {
	p, l := Part{Env: env, S: s, Lang: st.Lang}, st.Lang
	return components.ScreenLayout{Class: "othello",
		Board: []vecty.MarkupOrChild{
			&Status{Part: p},
			elem.Div(vecty.Markup(vecty.Class("othello-board-wrap")), &Board{Part: p}),
			vecty.If(hintCount(s) > 0, elem.Paragraph(vecty.Markup(vecty.Class("help", "hints-legend"), ui.TestID("hints-legend")), vecty.Text(hintsLegend(l, s)))),
			&GameBar{Part: p},
			&Transcript{Part: p},
			&Graph{Part: p},
		},
		Side: []vecty.MarkupOrChild{
			&Sides{Part: p, Seed: st.Seed},
			&Thinking{Part: p},
			replayControls(env, l, s),
			&Editor{Part: p},
			&MatchPanel{Part: p},
		},
	}.Render()
}

// Status shows the score, the side to move (or the result), a pass, the
// AI thinking with its streamed progress, and the last action's message.
type Status struct {
	vecty.Core
	Part `vecty:"prop"`
}

// Render implements vecty.Component.
func (st *Status) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("OthelloStatus", &out)
	s, l := st.S, st.Lang
	kind, text := "idle", ""
	switch {
	case s.Editing:
		text = l.T("oth.status.editing")
	case s.Job.Is(store.ForAnalysis) && s.Analysis != nil:
		kind, text = "running", analysisText(l, s)
	case s.Over:
		kind, text = "ok", s.ResultIn(l)
	case s.Job.Is(store.ForMove):
		pr := s.Progress
		kind = "running"
		text = l.T("oth.status.thinking", "who", s.SideNameIn(l, s.Turn()), "nodes", pr.Expanded, "time", l.MS(pr.ElapsedMS()))
	default:
		who := s.SideNameIn(l, s.Turn())
		if s.Sides[s.Turn()].IsHuman() {
			text = l.T("oth.status.human", "who", who, "n", s.LegalCount())
		} else if !s.Sides[1-s.Turn()].IsHuman() {
			text = l.T("oth.status.auto", "who", who)
		} else {
			text = l.T("oth.status.ai", "who", who)
		}
	}
	if s.Passed != "" && !s.Editing {
		text = l.T("oth.status.passed", "side", Colour(l, map[string]int{"X": 0, "O": 1}[s.Passed])) + " " + text
	}
	turn := s.Pos.Turn.String()
	discs := s.Discs
	if s.Editing { // the editor's board is the one shown
		discs = [2]int{s.Edit.Count(othello.Black), s.Edit.Count(othello.White)}
		turn = s.Edit.Turn.String()
	}
	return elem.Div(vecty.Markup(vecty.Class("othello-status-wrap")),
		elem.Div(vecty.Markup(vecty.Class("scoreboard"), ui.TestID("score"), vecty.Attribute("data-black", ui.Itoa(discs[0])), vecty.Attribute("data-white", ui.Itoa(discs[1]))),
			elem.Span(vecty.Markup(vecty.ClassMap{"score-side": true, "to-move": !s.Over && turn == "X"}, ui.TestID("score-black")),
				elem.Span(vecty.Markup(vecty.Class("chip", "black"), vecty.Attribute("aria-hidden", "true"))), vecty.Text(" "+l.T("oth.score.black", "discs", DiscsIn(l, discs[0])))),
			elem.Span(vecty.Markup(vecty.ClassMap{"score-side": true, "to-move": !s.Over && turn == "O"}, ui.TestID("score-white")),
				elem.Span(vecty.Markup(vecty.Class("chip", "white"), vecty.Attribute("aria-hidden", "true"))), vecty.Text(" "+l.T("oth.score.white", "discs", DiscsIn(l, discs[1])))),
			elem.Span(vecty.Markup(vecty.Class("ply")), vecty.Text(l.T("oth.ply", "n", len(s.Moves)))),
		),
		elem.Paragraph(vecty.Markup(ui.TestID("status"), vecty.Class("status", "status-"+kind), vecty.Attribute("role", "status"),
			vecty.Attribute("data-turn", turn), vecty.Attribute("data-over", fmt.Sprint(s.Over)),
			vecty.Attribute("data-thinking", fmt.Sprint(s.Job.Is(store.ForMove))), vecty.Attribute("data-job", string(s.Job.Purpose())),
			vecty.Attribute("data-passed", s.Passed)), vecty.Text(text)),
		elem.Paragraph(vecty.Markup(ui.TestID("othello-message"), vecty.ClassMap{"othello-msg": true, "bad": s.Bad}, vecty.Attribute("aria-live", "polite")), vecty.Text(l.Core(s.Message))), // Core: a saved move that no longer replays (State.replay) is said in English
	)
}

// GameBar holds the game's buttons: undo, redo, new game, the AI's move,
// auto-play and its speed, stop, share, the editor.
type GameBar struct {
	vecty.Core
	Part `vecty:"prop"`
}

// Render implements vecty.Component.
func (g *GameBar) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("OthelloGameBar", &out)
	s, env, l := g.S, g.Env, g.Lang
	bothAI := !s.Sides[0].IsHuman() && !s.Sides[1].IsHuman()
	aiTurn := !s.Over && !s.Editing && !s.Job.Is(store.ForMove) && !s.Sides[s.Turn()].IsHuman()
	return elem.Div(vecty.Markup(vecty.Class("panel", "othello-gamebar")),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(env, l.T("oth.undo"), "undo", l.T("oth.undo.title"), len(s.Moves) == 0 || s.Editing, Undo{}),
			ui.Button(env, l.T("oth.redo"), "redo", l.T("oth.redo.title"), len(s.Redo) == 0 || s.Editing, Redo{}),
			ui.Button(env, l.T("oth.new"), "new-game", l.T("oth.new.title"), false, NewGame{}),
			ui.Button(env, l.T("oth.ai_move"), "run", l.T("oth.ai_move.title"), !aiTurn, AIMove{}, vecty.Class("primary")),
			vecty.If(bothAI, elem.Button(vecty.Markup(prop.Type(prop.TypeButton), ui.TestID("auto"), vecty.ClassMap{"active": s.Auto}, prop.Disabled(s.Over),
				vecty.Attribute("aria-pressed", fmt.Sprint(s.Auto)), vecty.Attribute("title", l.T("oth.auto.title")),
				event.Click(func(*vecty.Event) { env.Dispatch(SetAuto{On: !s.Auto}) })), vecty.Text(l.T("oth.auto")))),
			vecty.If(bothAI, ui.Field(l.T("oth.pause"), l.T("oth.pause.title"),
				elem.Select(vecty.Markup(ui.TestID("speed"), event.Change(func(e *vecty.Event) {
					var ms int
					fmt.Sscan(ui.Value(e), &ms)
					env.Dispatch(SetSpeed{PauseMS: ms})
				})), speedOptions(l, s.PauseMS)))),
			ui.Button(env, l.T("oth.stop"), "stop", l.T("oth.stop.title"), s.Job.Idle(), actions.Stop{}),
			&components.ShareButton{Env: env, Title: l.T("oth.share.title"), Lang: l},
			ui.Button(env, l.T(map[bool]string{true: "oth.edit.done", false: "oth.edit"}[s.Editing]), "edit", l.T("oth.edit.title"), false, Edit{On: !s.Editing}),
		),
	)
}

func speedOptions(l i18n.Lang, cur int) vecty.List {
	opts := vecty.List{}
	for _, o := range []struct {
		ms    int
		label string
	}{{0, l.T("oth.pause.none")}, {150, "0.15 s"}, {400, "0.4 s"}, {1000, "1 s"}, {2000, "2 s"}} {
		opts = append(opts, ui.Option(ui.Itoa(o.ms), o.label, o.ms == cur))
	}
	return opts
}

// hintsLegend says what the numbers on the board are.
func hintsLegend(l i18n.Lang, s *State) string {
	h := s.Hints
	if h == nil {
		return ""
	}
	side := Colour(l, s.Turn())
	if h.ValueKind == othellogame.ValueDiscs {
		return l.T("oth.hints.discs", "player", h.Player, "side", side)
	}
	return l.T("oth.hints.value", "player", h.Player, "kind", KindNameIn(l, h.ValueKind), "side", side)
}
