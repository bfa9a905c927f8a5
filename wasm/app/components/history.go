//go:build js && wasm

package components

import (
	"fmt"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/actions"
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
			elem.TableData(elem.Span(vecty.Markup(vecty.Class("badge", map[bool]string{true: "warn", false: "ok"}[e.Failed()])), vecty.Text(e.Status.Word()))),
			elem.TableData(vecty.Markup(vecty.Class("num")), vecty.Text(entryLength(e))),
			elem.TableData(vecty.Markup(vecty.Class("num", "wide-only")), vecty.Text(store.GroupDigits(e.Stats.Expanded))),
			elem.TableData(vecty.Markup(vecty.Class("num")), vecty.Text(ui.MS(e.Stats.ElapsedMS))),
			elem.TableData(vecty.Markup(vecty.Class("board-cell", "wide-only"), vecty.Attribute("title", e.Board)), elem.Code(vecty.Text(e.Board))),
			elem.TableData(ui.Button(h.Env, "Load", "", "Put this board and its settings on the screen: "+e.Board, st.Run.Active, actions.LoadRun{Index: i})),
		))
	}
	return elem.Section(vecty.Markup(ui.TestID("history"), vecty.Class("panel", "history")),
		elem.Heading2(vecty.Text("History")),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			elem.Button(vecty.Markup(prop.Type(prop.TypeButton), ui.TestID("export"), event.Click(func(*vecty.Event) {
				ui.Download("searchlab-history.json", "application/json", h.Env.Store.ExportJSON())
			})), vecty.Text("Export JSON")),
			elem.Label(vecty.Markup(vecty.Class("file-button")), vecty.Text("Import JSON"),
				elem.Input(vecty.Markup(ui.TestID("import"), prop.Type(prop.TypeFile), vecty.Attribute("accept", ".json,application/json"),
					event.Change(func(e *vecty.Event) {
						ui.ReadFile(e.Target, func(name, text, err string) {
							if err != "" {
								h.Env.Dispatch(actions.Notice{Kind: actions.NoticeError, Text: "Could not import " + name + ": " + err})
								return
							}
							h.Env.Dispatch(actions.Import{Name: name, Text: text})
						})
					})))),
			ui.Button(h.Env, "Clear history", "clear-history", "Forget every run", len(st.History) == 0 || st.Run.Active, actions.ClearHistory{}),
		),
		vecty.If(len(rows) == 0, elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text("No runs yet on this screen. Press Run."))),
		vecty.If(len(rows) > 0, elem.Div(vecty.Markup(vecty.Class("table-wrap")), elem.Table(
			elem.TableHead(elem.TableRow(
				elem.TableHeader(vecty.Text("When")), elem.TableHeader(vecty.Text("Algorithm")),
				elem.TableHeader(vecty.Text("Status")), elem.TableHeader(vecty.Markup(vecty.Class("num")), vecty.Text("Length")),
				elem.TableHeader(vecty.Markup(vecty.Class("num", "wide-only")), vecty.Text("Expanded")), elem.TableHeader(vecty.Markup(vecty.Class("num")), vecty.Text("Time")),
				elem.TableHeader(vecty.Markup(vecty.Class("wide-only")), vecty.Text("Board")), elem.TableHeader(elem.Span(vecty.Markup(vecty.Class("sr-only")), vecty.Text("Actions"))))),
			elem.TableBody(rows)))),
		vecty.If(older > 0, elem.Paragraph(vecty.Markup(vecty.Class("help"), ui.TestID("history-older")),
			vecty.Text(fmt.Sprintf("%s older runs are kept (in Export JSON) but not listed.", store.GroupDigits(int64(older)))))),
	)
}

// historyRows is how many runs the history lists (the newest); the store
// keeps more (maxHistory), which Export writes.
const historyRows = 30

func findName(st *store.State, id string) (string, bool) {
	for _, a := range st.Catalog {
		if a.ID == id {
			return a.Name, true
		}
	}
	return "", false
}

// entryLength is a run's solution length, or a dash when it found none.
func entryLength(e store.Entry) string {
	if e.Status != store.OutcomeFound {
		return "—"
	}
	return store.GroupDigits(int64(e.Length))
}
