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
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// Registration is the Othello screen for the page: main lists it (one
// line).
func Registration() ui.Registration {
	return ui.Registration{Game: Game, View: func(env *ui.Env, st *store.State) vecty.ComponentOrHTML {
		return &View{Env: env, S: st}
	}}
}

// View is the Othello screen: the board, its buttons, the transcript and
// the evaluation graph on the left; the players, hints, the AI's thinking
// and the board editor on the right.
type View struct {
	vecty.Core
	Env *ui.Env      `vecty:"prop"`
	S   *store.State `vecty:"prop"`
}

// Render implements vecty.Component.
func (v *View) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("OthelloView", &out)
	env := v.Env
	s, _ := v.S.Screen.(*State)
	if s == nil {
		return elem.Main(elem.Paragraph(vecty.Text("The Othello screen is not ready.")))
	}
	return elem.Main(vecty.Markup(vecty.Class("screen", "othello")),
		elem.Div(vecty.Markup(vecty.Class("col-board")),
			&Status{S: s},
			elem.Div(vecty.Markup(vecty.Class("othello-board-wrap")), &Board{Env: env, S: s}),
			vecty.If(hintCount(s) > 0, elem.Paragraph(vecty.Markup(vecty.Class("help", "hints-legend"), ui.TestID("hints-legend")), vecty.Text(hintsLegend(s)))),
			&GameBar{Env: env, S: s},
			&Transcript{Env: env, S: s},
			&Graph{S: s},
		),
		elem.Div(vecty.Markup(vecty.Class("col-side")),
			&Sides{Env: env, S: s, Seed: v.S.Seed},
			&Thinking{Env: env, S: s},
			replayControls(env, s),
			&Editor{Env: env, S: s},
			&MatchPanel{Env: env, S: s},
		),
	)
}

// Status shows the score, the side to move (or the result), a pass, the
// AI thinking with its streamed progress, and the last action's message.
type Status struct {
	vecty.Core
	S *State `vecty:"prop"`
}

// Render implements vecty.Component.
func (st *Status) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("OthelloStatus", &out)
	s := st.S
	kind, text := "idle", ""
	switch {
	case s.Editing:
		text = "Editing the board."
	case s.Job.Is(JobAnalyse) && s.Analysis != nil:
		kind, text = "running", analysisText(s)
	case s.Over:
		kind, text = "ok", s.Result()
	case s.Job.Is(JobMove):
		pr := s.Progress
		kind = "running"
		text = fmt.Sprintf("%s is thinking… %s nodes, %s", s.SideName(s.Turn()), store.GroupDigits(pr.Expanded), ui.MS(pr.ElapsedMS))
	default:
		text = s.SideName(s.Turn()) + " to move"
		if s.Sides[s.Turn()].IsHuman() {
			text += fmt.Sprintf(": click one of the %d marked squares.", s.LegalCount())
		} else if !s.Sides[1-s.Turn()].IsHuman() {
			text += ": press “AI move” or “Auto-play”."
		} else {
			text += ": press “AI move” (r)."
		}
	}
	if s.Passed != "" && !s.Editing {
		text = fmt.Sprintf("%s had no legal move and passed. ", map[string]string{"X": "Black", "O": "White"}[s.Passed]) + text
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
				elem.Span(vecty.Markup(vecty.Class("chip", "black"), vecty.Attribute("aria-hidden", "true"))), vecty.Text(" Black: "+Discs(discs[0]))),
			elem.Span(vecty.Markup(vecty.ClassMap{"score-side": true, "to-move": !s.Over && turn == "O"}, ui.TestID("score-white")),
				elem.Span(vecty.Markup(vecty.Class("chip", "white"), vecty.Attribute("aria-hidden", "true"))), vecty.Text(" White: "+Discs(discs[1]))),
			elem.Span(vecty.Markup(vecty.Class("ply")), vecty.Text(fmt.Sprintf("move %d", len(s.Moves)))),
		),
		elem.Paragraph(vecty.Markup(ui.TestID("status"), vecty.Class("status", "status-"+kind), vecty.Attribute("role", "status"),
			vecty.Attribute("data-turn", turn), vecty.Attribute("data-over", fmt.Sprint(s.Over)),
			vecty.Attribute("data-thinking", fmt.Sprint(s.Job.Is(JobMove))), vecty.Attribute("data-job", string(s.Job.Purpose())),
			vecty.Attribute("data-passed", s.Passed)), vecty.Text(text)),
		elem.Paragraph(vecty.Markup(ui.TestID("othello-message"), vecty.ClassMap{"othello-msg": true, "bad": s.Bad}, vecty.Attribute("aria-live", "polite")), vecty.Text(s.Message)),
	)
}

// GameBar holds the game's buttons: undo, redo, new game, the AI's move,
// auto-play and its speed, stop, share, the editor.
type GameBar struct {
	vecty.Core
	Env *ui.Env `vecty:"prop"`
	S   *State  `vecty:"prop"`
}

// Render implements vecty.Component.
func (g *GameBar) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("OthelloGameBar", &out)
	s, env := g.S, g.Env
	bothAI := !s.Sides[0].IsHuman() && !s.Sides[1].IsHuman()
	aiTurn := !s.Over && !s.Editing && !s.Job.Is(JobMove) && !s.Sides[s.Turn()].IsHuman()
	return elem.Div(vecty.Markup(vecty.Class("panel", "othello-gamebar")),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(env, "Undo", "undo", "Take back the last move; against the AI, back to your turn (u)", len(s.Moves) == 0 || s.Editing, Undo{}),
			ui.Button(env, "Redo", "redo", "Play a move taken back again (y)", len(s.Redo) == 0 || s.Editing, Redo{}),
			ui.Button(env, "New game", "new-game", "Start again from the opening (n)", false, NewGame{}),
			ui.Button(env, "AI move", "run", "Let the player of the side to move search in the worker and play (r)", !aiTurn, AIMove{}, vecty.Class("primary")),
			vecty.If(bothAI, elem.Button(vecty.Markup(prop.Type(prop.TypeButton), ui.TestID("auto"), vecty.ClassMap{"active": s.Auto}, prop.Disabled(s.Over),
				vecty.Attribute("aria-pressed", fmt.Sprint(s.Auto)), vecty.Attribute("title", "Let the two programs play on by themselves (space)"),
				event.Click(func(*vecty.Event) { env.Dispatch(SetAuto{On: !s.Auto}) })), vecty.Text("Auto-play"))),
			vecty.If(bothAI, ui.Field("Pause", "Pause between automatic moves",
				elem.Select(vecty.Markup(ui.TestID("speed"), event.Change(func(e *vecty.Event) {
					var ms int
					fmt.Sscan(ui.Value(e), &ms)
					env.Dispatch(SetSpeed{PauseMS: ms})
				})), speedOptions(s.PauseMS)))),
			ui.Button(env, "Stop", "stop", "Stop the search (Escape)", s.Job.Idle(), actions.Stop{}),
			&components.ShareButton{Env: env, Title: "Copy a link to this game and its players"},
			ui.Button(env, map[bool]string{true: "Done editing", false: "Edit board"}[s.Editing], "edit", "Set up any position", false, Edit{On: !s.Editing}),
		),
	)
}

func speedOptions(cur int) vecty.List {
	l := vecty.List{}
	for _, o := range []struct {
		ms    int
		label string
	}{{0, "none"}, {150, "0.15 s"}, {400, "0.4 s"}, {1000, "1 s"}, {2000, "2 s"}} {
		l = append(l, ui.Option(ui.Itoa(o.ms), o.label, o.ms == cur))
	}
	return l
}

// hintsLegend says what the numbers on the board are.
func hintsLegend(s *State) string {
	h := s.Hints
	if h == nil {
		return ""
	}
	side := [2]string{"Black", "White"}[s.Turn()]
	if h.ValueKind == othellogame.ValueDiscs {
		return fmt.Sprintf("Hints from %s, in discs: the final disc difference %s is predicted to reach with each legal move (+4: %s ends 4 discs ahead); yellow the best, underlined exact (perfect play), ≤ an upper bound.", h.Player, side, side)
	}
	return fmt.Sprintf("Hints from %s: each legal move's %s for %s; yellow the best, underlined exact, ≤ an upper bound.", h.Player, KindName(h.ValueKind), side)
}
