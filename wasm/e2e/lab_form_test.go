//go:build !js

package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/chromedp/chromedp/kb"
	"searchlab/core/experiment"
)

// labFocused is the data-testid of the element that has the focus.
func labFocused(t *testing.T, p *Page) string {
	t.Helper()
	var id string
	p.Eval(t, `(document.activeElement && document.activeElement.dataset && document.activeElement.dataset.testid) || ""`, &id)
	return id
}

// labInvalid reports whether the field id is flagged (the browser's
// :invalid).
func labInvalid(t *testing.T, p *Page, id string) bool {
	t.Helper()
	var bad bool
	p.Eval(t, fmt.Sprintf(`document.querySelector(%q).matches(":invalid")`, ByTestID(id)), &bad)
	return bad
}

// TestLabClearedFieldStays (issue 30 item 1): with Shuffle on "random
// moves from the goal", deleting the digits of the Moves field with real
// keystrokes leaves the field where it is, focused and flagged, the
// Shuffle setting as it was, and Run refused with the field named; typing
// a number then goes into that field and the experiment is whole again
// (kept across a reload).
func TestLabClearedFieldStays(t *testing.T) {
	p := NewPage(t, 90*time.Second)
	site := ServeSite(t, distDir)
	labOpen(t, p, site, "")
	uiSet(t, p, "lab-kind", "random")
	uiSet(t, p, "lab-shuffle", "k")
	if v := uiValue(t, p, "lab-shuffle-moves"); v != "20" {
		t.Fatalf("the Moves field shows %q, want 20", v)
	}
	p.Run(t, chromedp.Click(ByTestID("lab-shuffle-moves"), chromedp.ByQuery, chromedp.NodeVisible))
	p.Run(t, chromedp.KeyEvent(kb.End), chromedp.KeyEvent(kb.Backspace)) // "2": a good value on the way
	uiSettle(t, p)
	if v, s := uiValue(t, p, "lab-shuffle-moves"), uiValue(t, p, "lab-shuffle"); v != "2" || s != "k" {
		t.Fatalf("after one Backspace: Moves %q, Shuffle %q; want 2 and k", v, s)
	}
	p.Run(t, chromedp.KeyEvent(kb.Backspace))
	uiSettle(t, p)
	if v := uiValue(t, p, "lab-shuffle-moves"); v != "" {
		t.Fatalf("the Moves field holds %q after deleting its digits", v)
	}
	if s := uiValue(t, p, "lab-shuffle"); s != "k" {
		t.Errorf("clearing Moves changed Shuffle to %q", s)
	}
	if f := labFocused(t, p); f != "lab-shuffle-moves" {
		t.Errorf("the focus went to %q, want the Moves field", f)
	}
	if !labInvalid(t, p, "lab-shuffle-moves") {
		t.Error("the empty Moves field is not flagged")
	}
	if c := uiText(t, p, "lab-check"); !strings.Contains(c, "Moves") {
		t.Errorf("the check line %q does not name the Moves field", c)
	}
	var disabled bool
	p.Eval(t, `document.querySelector('[data-testid="lab-run"]').disabled`, &disabled)
	if !disabled {
		t.Error("Run is offered while a field is empty")
	}
	p.Run(t, chromedp.KeyEvent("7"))
	uiSettle(t, p)
	if v, f := uiValue(t, p, "lab-shuffle-moves"), labFocused(t, p); v != "7" || f != "lab-shuffle-moves" {
		t.Fatalf("after typing 7: the field holds %q and the focus is on %q", v, f)
	}
	if labInvalid(t, p, "lab-shuffle-moves") {
		t.Error("the Moves field is still flagged after typing 7")
	}
	if c := uiText(t, p, "lab-check"); !strings.HasSuffix(c, "runs.") {
		t.Errorf("the check line %q after typing 7, want the runs", c)
	}
	p.Reload(t, "")
	p.WaitTestID(t, "lab-form")
	if v, s := uiValue(t, p, "lab-shuffle-moves"), uiValue(t, p, "lab-shuffle"); v != "7" || s != "k" {
		t.Errorf("after a reload: Shuffle %q, Moves %q; want k and 7", s, v)
	}
	uiNoErrors(t, p)
}

// labTop is the top of the element id in the page (document coordinates;
// NaN when it is not there).
func labTop(t *testing.T, p *Page, id string) float64 {
	t.Helper()
	var top float64
	p.Eval(t, fmt.Sprintf(`(() => { const el = document.querySelector(%q); return el ? el.getBoundingClientRect().top + scrollY : -1; })()`, ByTestID(id)), &top)
	if top < 0 {
		t.Fatalf("no %s in the page", id)
	}
	return top
}

// labInView reports whether the element id is inside the viewport.
func labInView(t *testing.T, p *Page, id string) bool {
	t.Helper()
	var in bool
	p.Eval(t, fmt.Sprintf(`(() => { const r = document.querySelector(%q).getBoundingClientRect(); return r.top < innerHeight && r.bottom > 0; })()`, ByTestID(id)), &in)
	return in
}

// TestLabOrderAndInterrupted (issue 30 items 2 and 5): Run brings the
// progress into view; a reload mid-experiment says so at the top of the
// Lab ("interrupted at k/30 runs") with a Resume button that works; and
// the form stays above the results and the results above the past
// experiments whether they came from a run, a reload or Resume.
func TestLabOrderAndInterrupted(t *testing.T) {
	frag, _ := experiment.ShareLink(labSlowSpec())
	p := NewPage(t, 240*time.Second)
	site := ServeSite(t, distDir)
	labOpen(t, p, site, "#"+frag)
	uiSet(t, p, "lab-workers", "1")
	p.Eval(t, `scrollTo(0, 0); true`, nil)
	uiClick(t, p, "lab-run")
	p.WaitTestID(t, "lab-progress")
	uiSettle(t, p)
	if !labInView(t, p, "lab-progress") {
		t.Error("the progress is out of view after Run")
	}
	order := func(when string) {
		t.Helper()
		if f, r, past := labTop(t, p, "lab-form"), labTop(t, p, "lab-progress"), labTop(t, p, "lab-past"); !(f < r && r < past) {
			t.Errorf("%s: form at %.0f, progress at %.0f, past experiments at %.0f; want them in this order", when, f, r, past)
		}
	}
	order("after Run")
	p.WaitJS(t, "three runs done", `+document.querySelector('[data-testid="lab-status"]').dataset.done >= 3`, 120*time.Second)
	p.Reload(t, "")
	p.WaitTestID(t, "lab-interrupted")
	note := uiText(t, p, "lab-interrupted")
	if !strings.Contains(note, "interrupted at ") || !strings.Contains(note, "/30 runs") {
		t.Errorf("the notice after the reload: %q", note)
	}
	if labTop(t, p, "lab-interrupted") > labTop(t, p, "lab-form") {
		t.Error("the interrupted experiment's notice is below the form")
	}
	uiClick(t, p, "lab-interrupted-resume")
	p.WaitJS(t, "the experiment to run again", `(document.querySelector('[data-testid="lab-status"]') || {dataset: {}}).dataset.status === "running"`, 30*time.Second)
	var gone bool
	p.Eval(t, `!document.querySelector('[data-testid="lab-interrupted"]')`, &gone)
	if !gone {
		t.Error("the notice stays while the experiment runs again")
	}
	order("after Resume")
	uiClick(t, p, "lab-stop")
	uiSettle(t, p)
	order("after Stop")
	uiNoErrors(t, p)
}

// TestLabPartialMeans (issue 30 items 6 and 7): BFS solves the four
// boards, depth-limited search with a limit of 12 only some of them: on
// the length chart every bar says how many runs its mean covers and DLS's
// bar is drawn as partial data; the summary table says "over k of 4
// solved", writes memory in kB or MB, and fits its panel at 1280 px, Time
// and Memory in view.
func TestLabPartialMeans(t *testing.T) {
	spec := experiment.Spec{Name: "e2e partial", Game: "npuzzle",
		Instances: experiment.Instances{Random: &experiment.Random{Size: "3x3", Count: 4, Seed: 11}},
		Configs:   []experiment.Config{{Algorithm: "bfs"}, {Algorithm: "dls", Params: map[string]any{"depth_limit": 18}}},
		Budget:    experiment.Budget{MaxNodes: 200_000}, Repeats: 1, Seed: 1}
	frag, err := experiment.ShareLink(spec)
	if err != nil {
		t.Fatal(err)
	}
	p := NewPage(t, 180*time.Second)
	site := ServeSite(t, distDir)
	labOpen(t, p, site, "#"+frag)
	uiClick(t, p, "lab-run")
	labWaitFinished(t, p, 120*time.Second)
	p.WaitTestID(t, "lab-chart-length")
	var bars []struct {
		Text    string `json:"text"`
		Partial bool   `json:"partial"`
	}
	p.Eval(t, `[...document.querySelectorAll('[data-testid="lab-chart-length"] g.bar')].map(g => ({text: g.textContent, partial: !!g.querySelector("rect.partial")}))`, &bars)
	if len(bars) != 2 {
		t.Fatalf("length chart bars: %+v", bars)
	}
	if !strings.Contains(bars[0].Text, "4/4 solved") || bars[0].Partial {
		t.Errorf("BFS's bar: %+v", bars[0])
	}
	if strings.Contains(bars[1].Text, "4/4 solved") || !strings.Contains(bars[1].Text, "/4 solved") || !bars[1].Partial {
		t.Errorf("DLS's bar: %+v (want fewer than 4 solved, drawn partial)", bars[1])
	}
	cells := func(row int) []string {
		var c []string
		p.Eval(t, fmt.Sprintf(`[...document.querySelectorAll('[data-testid="lab-summary-0"] tbody tr')[%d].cells].map(c => c.textContent)`, row), &c)
		return c
	}
	if c := cells(1); !strings.Contains(c[2], "of 4 solved") || !strings.Contains(c[4], "B") {
		t.Errorf("DLS's summary row: %q", c)
	}
	var fit struct{ Table, Panel float64 }
	p.Eval(t, `(() => { const t = document.querySelector('[data-testid="lab-summary-0"]'); return {table: t.scrollWidth, panel: t.closest('.panel').clientWidth}; })()`, &fit)
	if fit.Table > fit.Panel {
		t.Errorf("the summary table is %.0f px wide in a %.0f px panel", fit.Table, fit.Panel)
	}
	uiNoErrors(t, p)
}

// TestLabProblemsInTheFormsWords (issue 30 item 8): two bad boards in the
// list are both named, by the line a person counts ("Boards listed, line
// 2", not "instances.boards[1]"), and the list is marked; fixing them
// clears both.
func TestLabProblemsInTheFormsWords(t *testing.T) {
	p := NewPage(t, 90*time.Second)
	site := ServeSite(t, distDir)
	labOpen(t, p, site, "")
	uiSet(t, p, "lab-kind", "boards")
	uiSet(t, p, "lab-boards", "1 2 3/4 5 6/7 8 0\n1 2 3/4 5 6/7 8 8\n\nnot a board")
	check := uiText(t, p, "lab-check")
	if !strings.Contains(check, "2 problems") || !strings.Contains(check, "Boards listed, line 2:") || !strings.Contains(check, "Boards listed, line 4:") ||
		strings.Contains(check, "instances.") {
		t.Errorf("the check says %q", check)
	}
	if uiAttr(t, p, "lab-boards", "aria-invalid") != "true" {
		t.Error("the boards are not marked")
	}
	uiSet(t, p, "lab-boards", "1 2 3/4 5 6/7 8 0\n1 2 3/4 5 6/7 0 8")
	if c := uiText(t, p, "lab-check"); c != "4 runs." || uiAttr(t, p, "lab-boards", "aria-invalid") == "true" {
		t.Errorf("after fixing the boards: %q, marked %q", c, uiAttr(t, p, "lab-boards", "aria-invalid"))
	}
	uiNoErrors(t, p)
}
