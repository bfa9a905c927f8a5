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

// kbTabTo presses Tab from the top of the page until the focused element
// matches the CSS selector, as a person without a mouse reaches the board;
// it fails after max presses (the element is not reachable, or a keyboard
// trap holds the focus elsewhere). It returns the focused element's
// data-testid and how many presses it took.
func kbTabTo(t *testing.T, p *Page, selector string, max int) (string, int) {
	t.Helper()
	p.Eval(t, `document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0); true`, nil)
	for i := 1; i <= max; i++ {
		p.Run(t, chromedp.KeyEvent(kb.Tab))
		var id string
		p.Eval(t, fmt.Sprintf(`(() => { const a = document.activeElement; return a && a.matches(%q) ? (a.dataset.testid || "?") : ""; })()`, selector), &id)
		if id != "" {
			return id, i
		}
	}
	t.Fatalf("%s not reached after %d presses of Tab", selector, max)
	return "", 0
}

// kbFocused is the data-testid of the focused element.
func kbFocused(t *testing.T, p *Page) string {
	t.Helper()
	var id string
	p.Eval(t, `(document.activeElement && document.activeElement.dataset.testid) || ""`, &id)
	return id
}

// TestKeyboardOthello: a person without a mouse reaches the board with
// Tab (a legal square takes the focus), walks it with the arrow keys
// (every square, each told as text: "d3: empty; legal move for Black"),
// and plays with Enter (issue 34).
func TestKeyboardOthello(t *testing.T) {
	p, _ := uiOpen(t, "#othello", 90*time.Second)
	id, presses := kbTabTo(t, p, `g.square.legal`, 200)
	t.Logf("Tab reached %s after %d presses", id, presses)
	if label := uiAttr(t, p, id, "aria-label"); !strings.Contains(label, "legal move for Black") {
		t.Errorf("the focused legal square is told as %q", label)
	}
	// The arrows walk every square, legal or not.
	p.Run(t, chromedp.KeyEvent(kb.ArrowUp))
	up := kbFocused(t, p)
	if up == id || !strings.HasPrefix(up, "sq-") {
		t.Fatalf("ArrowUp from %s focused %q", id, up)
	}
	p.Run(t, chromedp.KeyEvent(kb.ArrowDown))
	if got := kbFocused(t, p); got != id {
		t.Fatalf("ArrowDown back: focus on %q, want %s", got, id)
	}
	p.Run(t, chromedp.KeyEvent(kb.Enter))
	square := strings.TrimPrefix(id, "sq-")
	uiWait(t, p, "the move "+square, fmt.Sprintf(`(document.querySelector(%q).dataset.moves || "").split(" ")[0] === %q`, ByTestID("board"), square), 10*time.Second)
	uiNoErrors(t, p)
}

// TestKeyboardNim: Tab reaches a stone, the arrow keys move along the heap
// and between heaps, and Enter takes the stones from there on (issue 34).
func TestKeyboardNim(t *testing.T) {
	p, _ := uiOpen(t, "#nim", 90*time.Second)
	id, presses := kbTabTo(t, p, `.nim-board .stone:not(:disabled)`, 200)
	t.Logf("Tab reached %s after %d presses", id, presses)
	var heap, stone int
	if _, err := fmt.Sscanf(id, "stone-%d-%d", &heap, &stone); err != nil {
		t.Fatalf("focused %q: %v", id, err)
	}
	size := 0
	fmt.Sscan(uiAttr(t, p, fmt.Sprintf("heap-%d", heap), "data-size"), &size)
	if size < 2 {
		t.Fatalf("heap %d has %d stones: the test wants two", heap, size)
	}
	p.Run(t, chromedp.KeyEvent(kb.ArrowRight))
	want := fmt.Sprintf("stone-%d-%d", heap, stone+1)
	if got := kbFocused(t, p); got != want {
		t.Fatalf("ArrowRight from %s: focus on %q, want %s", id, got, want)
	}
	p.Run(t, chromedp.KeyEvent(kb.Enter))
	move := fmt.Sprintf("%d-%d", heap, size-stone)
	uiWait(t, p, "the move "+move, fmt.Sprintf(`(document.querySelector(%q).dataset.moves || "").split(" ")[0] === %q`, ByTestID("board"), move), 10*time.Second)
	uiNoErrors(t, p)
}
