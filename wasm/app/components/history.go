//go:build js && wasm

package components

import (
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/core/registry"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// History lists the shown screen's runs (newest first), marks failed and
// stopped runs, and exports or imports the history (and the saved boards,
// store.BoardKeeper) as a JSON file.
type History struct {
	vecty.Core
	Env *ui.Env      `vecty:"prop"`
	S   *store.State `vecty:"prop"`
}

// Render implements vecty.Component.
func (h *History) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("History", &out)
	st := h.S
	l := st.Lang
	rows := vecty.List{}
	older := 0 // this screen's runs beyond the rows shown
	for i := len(st.History) - 1; i >= 0; i-- {
		e := st.History[i]
		if e.Game != st.Game {
			continue // each screen lists its own game's runs
		}
		if len(rows) >= historyRows {
			older++
			continue
		}
		name := e.Algorithm
		if a, ok := findName(st, e.Algorithm); ok {
			name = a
		}
		params := []string{}
		for k, v := range e.Params {
			params = append(params, k+"="+v)
		}
		rows = append(rows, elem.TableRow(vecty.Markup(vecty.Key(e.ID), vecty.MarkupIf(e.Failed(), vecty.Class("failed"))),
			elem.TableData(vecty.Text(ui.LocalTime(e.At))),
			elem.TableData(vecty.Text(name), elem.Small(vecty.Text(" "+strings.Join(params, " ")))),
			elem.TableData(elem.Span(vecty.Markup(vecty.Class("badge", map[bool]string{true: "warn", false: "ok"}[e.Failed()])), vecty.Text(OutcomeWord(l, e.Status)))),
			elem.TableData(vecty.Markup(vecty.Class("num")), vecty.Text(entryLength(l, e))),
			elem.TableData(vecty.Markup(vecty.Class("num", "wide-only")), vecty.Text(l.Int(e.Stats.Expanded))),
			elem.TableData(vecty.Markup(vecty.Class("num")), vecty.Text(l.MS(e.Stats.ElapsedMS()))),
			elem.TableData(vecty.Markup(vecty.Class("board-cell", "wide-only"), vecty.Attribute("title", e.Board)), elem.Code(vecty.Text(e.Board))),
			elem.TableData(ui.Button(h.Env, l.T("history.load"), "", l.T("history.load.title", "board", e.Board), st.Run.Active, actions.LoadRun{Index: i})),
		))
	}
	return elem.Section(vecty.Markup(ui.TestID("history"), vecty.Class("panel", "history")),
		elem.Heading2(vecty.Text(l.T("history.title"))),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			elem.Button(vecty.Markup(prop.Type(prop.TypeButton), ui.TestID("export"), event.Click(func(*vecty.Event) {
				ui.Download("searchlab-history.json", "application/json", h.Env.Store.ExportJSON())
			})), vecty.Text(l.T("history.export"))),
			elem.Label(vecty.Markup(vecty.Class("file-button")), vecty.Text(l.T("history.import")),
				elem.Input(vecty.Markup(ui.TestID("import"), prop.Type(prop.TypeFile), vecty.Attribute("accept", ".json,application/json"),
					event.Change(func(e *vecty.Event) {
						ui.ReadFile(e.Target, func(name, text, err string) {
							if err != "" {
								h.Env.Dispatch(actions.Notice{Kind: actions.NoticeError, Text: l.T("history.import.error", "name", name, "err", err)})
								return
							}
							h.Env.Dispatch(actions.Import{Name: name, Text: text})
						})
					})))),
			ui.Button(h.Env, l.T("history.clear"), "clear-history", l.T("history.clear.title"), len(st.History) == 0 || st.Run.Active, actions.ClearHistory{}),
		),
		vecty.If(len(rows) == 0, elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("history.empty")))),
		vecty.If(len(rows) > 0, elem.Div(vecty.Markup(vecty.Class("table-wrap")), elem.Table(
			elem.TableHead(elem.TableRow(
				elem.TableHeader(vecty.Text(l.T("history.when"))), elem.TableHeader(vecty.Text(l.T("history.algorithm"))),
				elem.TableHeader(vecty.Text(l.T("compare.status"))), elem.TableHeader(vecty.Markup(vecty.Class("num")), vecty.Text(l.T("compare.length"))),
				elem.TableHeader(vecty.Markup(vecty.Class("num", "wide-only")), vecty.Text(l.T("compare.expanded"))), elem.TableHeader(vecty.Markup(vecty.Class("num")), vecty.Text(l.T("compare.time"))),
				elem.TableHeader(vecty.Markup(vecty.Class("wide-only")), vecty.Text(l.T("history.board"))), elem.TableHeader(elem.Span(vecty.Markup(vecty.Class("sr-only")), vecty.Text(l.T("history.actions")))))),
			elem.TableBody(rows)))),
		vecty.If(older > 0, elem.Paragraph(vecty.Markup(vecty.Class("help"), ui.TestID("history-older")),
			vecty.Text(l.T("history.older", "n", older)))),
	)
}

// historyRows is how many runs the history lists (the newest); the store
// keeps more (maxHistory), which Export writes.
const historyRows = 30

// findName is the name of algorithm id in the page's language.
func findName(st *store.State, id string) (string, bool) {
	for _, a := range st.Catalog {
		if a.ID == id {
			return AlgorithmName(st.Lang, a), true
		}
	}
	return "", false
}

// entryLength is a run's solution length, or a dash when it found none.
func entryLength(l i18n.Lang, e store.Entry) string {
	if e.Status != store.OutcomeFound {
		return "—"
	}
	return l.Int(int64(e.Length))
}

// OutcomeWord is a run's outcome in a word in l ("no solution",
// "không có lời giải"; store.Outcome.Word in English).
func OutcomeWord(l i18n.Lang, o store.Outcome) string {
	return l.TOr("outcome."+string(o), o.Word())
}

// AlgorithmName is an algorithm's name in l (the registry's English name
// translated by id, i18n.Lang.AlgorithmName).
func AlgorithmName(l i18n.Lang, a registry.AlgorithmInfo) string {
	return l.AlgorithmName(a.ID, a.Name)
}
