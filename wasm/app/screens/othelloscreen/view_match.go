//go:build js && wasm

package othelloscreen

import (
	"fmt"
	"strconv"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"

	"searchlab/wasm/app/ui"
)

// MatchPanel is the tournament panel: two players, the number of games
// and random opening moves, a progress bar and the running W/D/L of
// player A. The games run in the worker one move request at a time.
type MatchPanel struct {
	vecty.Core
	Part `vecty:"prop"`
}

// Render implements vecty.Component.
func (mp *MatchPanel) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("OthelloMatch", &out)
	s, env, l := mp.S, mp.Env, mp.Lang
	cfg := s.MatchCfg
	m := s.Match
	running := s.MatchRunning()
	set := func(c MatchConfig) { env.Dispatch(SetMatch{MatchConfig: c}) }
	games := vecty.List{}
	for _, n := range []int{2, 4, 10, 20, 50} {
		games = append(games, ui.Option(strconv.Itoa(n), strconv.Itoa(n), n == cfg.Games))
	}
	var result vecty.ComponentOrHTML
	if m != nil {
		state := "running"
		switch {
		case m.Error != "":
			state = "failed"
		case m.Stopped:
			state = "stopped"
		case !running:
			state = "done"
		}
		rows := vecty.List{}
		for i, g := range m.Results {
			aScore := g.Score
			if !g.ABlack {
				aScore = -aScore
			}
			rows = append(rows, elem.ListItem(vecty.Text(l.T("oth.match.game", "i", i+1, "colour", Colour(l, map[bool]int{true: 0, false: 1}[g.ABlack]), "score", fmt.Sprintf("%+d", aScore))),
				elem.Code(vecty.Markup(vecty.Attribute("title", g.Record)), vecty.Text(" "+abbrev(g.Record, 24)))))
		}
		result = elem.Div(
			elem.Progress(vecty.Markup(ui.TestID("match-progress"), vecty.Attribute("max", "1"), vecty.Attribute("value", fmt.Sprintf("%.3f", m.Fraction(running))))),
			elem.Paragraph(vecty.Markup(ui.TestID("match-score"), vecty.Attribute("data-state", state), vecty.Attribute("data-played", ui.Itoa(m.Played)),
				vecty.Attribute("data-w", ui.Itoa(m.W)), vecty.Attribute("data-d", ui.Itoa(m.D)), vecty.Attribute("data-l", ui.Itoa(m.L))),
				vecty.Text(l.T("oth.match.score", "played", m.Played, "games", m.Games, "w", m.W, "d", m.D, "l", m.L)),
				vecty.If(running, vecty.Text(l.T("oth.match.at", "g", m.Played+1, "m", m.Ply))),
				vecty.If(m.Stopped, vecty.Text(l.T("oth.match.stopped"))),
				vecty.If(m.Error != "", vecty.Text(l.T("oth.match.failed", "err", m.Error)))),
			vecty.If(len(rows) > 0, elem.OrderedList(vecty.Markup(vecty.Class("match-games")), rows)),
		)
	}
	return elem.Div(vecty.Markup(vecty.Class("panel", "othello-match"), ui.TestID("match")),
		elem.Heading2(vecty.Text(l.T("oth.match"))),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("oth.match.help"))),
		elem.Heading3(vecty.Text(l.T("oth.match.a"))),
		playerForm(l, s.Algos, s.Levels, "match-a", cfg.A, false, func(p Player) { c := cfg; c.A = p; set(c) }),
		elem.Heading3(vecty.Text(l.T("oth.match.b"))),
		playerForm(l, s.Algos, s.Levels, "match-b", cfg.B, false, func(p Player) { c := cfg; c.B = p; set(c) }),
		elem.Div(vecty.Markup(vecty.Class("row")),
			ui.Field(l.T("oth.match.games"), "", elem.Select(vecty.Markup(ui.TestID("match-games"), event.Change(func(e *vecty.Event) {
				c := cfg
				c.Games, _ = strconv.Atoi(ui.Value(e))
				set(c)
			})), games)),
			ui.Button(env, l.T(map[bool]string{true: "oth.match.stop", false: "oth.match.run"}[running]), "match-run", l.T("oth.match.title"), false,
				SetMatch{MatchConfig: cfg, Start: !running}, vecty.Class("primary")),
		),
		result,
	)
}

func abbrev(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
