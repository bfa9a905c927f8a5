//go:build !js

package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
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
