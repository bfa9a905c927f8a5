//go:build !js

package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"searchlab/core/share"
)

// TestUIBadLinksSayWhatIsWrong (issue 13 item 10): a damaged link, a
// foreign fragment and a link for a game the app does not have each get
// their own sentence (the unknown game named, no "default board" claim,
// no repeated "damaged"), leave the board alone, and are taken out of the
// address bar.
func TestUIBadLinksSayWhatIsWrong(t *testing.T) {
	chess, err := share.Encode(share.Link{Game: "chess", Board: "rnbqkbnr/pppppppp"})
	if err != nil {
		t.Fatal(err)
	}
	for frag, want := range map[string]string{
		"#v1/npuzzle/eyJiIjoiMSAy": "This share link is damaged: ",
		"#something-else":          "not a SearchLab share link",
		"#" + chess:                `a game this app does not have: "chess"`,
	} {
		p, _ := uiOpen(t, frag, 60*time.Second)
		notice := uiText(t, p, "notice")
		if !strings.Contains(notice, want) || strings.Contains(notice, "default board") || strings.Count(notice, "damaged") > 1 {
			t.Errorf("%s: notice %q, want %q", frag, notice, want)
		}
		var hash string
		p.Eval(t, `location.hash`, &hash)
		if hash != "" {
			t.Errorf("%s: the address bar still holds %q", frag, hash)
		}
		if b := uiBoard(t, p); b.Rows() != 3 {
			t.Errorf("%s: board %v", frag, b)
		}
		uiNoErrors(t, p)
	}
}

// TestUIFocusBackToBoardAfterChoice (issue 13 item 7): after choosing an
// algorithm with the mouse, the arrow keys move a tile and leave the
// choice alone.
func TestUIFocusBackToBoardAfterChoice(t *testing.T) {
	p, _ := uiOpen(t, "", 60*time.Second)
	uiSetBoard(t, p, "1 2 3/4 5 6/7 8 0")
	// A pointer press on the dropdown, a choice, as a mouse user makes it.
	p.Eval(t, fmt.Sprintf(`(() => { const el = document.querySelector(%q);
		el.dispatchEvent(new PointerEvent("pointerdown", {bubbles: true})); el.focus();
		el.value = "bfs"; el.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`, ByTestID("algorithm")), nil)
	uiSettle(t, p)
	var focused string
	p.Eval(t, `document.activeElement ? document.activeElement.tagName : ""`, &focused)
	if focused == "SELECT" {
		t.Errorf("the dropdown kept the focus after a mouse choice")
	}
	p.Run(t, chromedp.KeyEvent(kb.ArrowDown)) // the tile above the blank slides down
	uiSettle(t, p)
	if got := uiBoard(t, p).String(); got != "1 2 3/4 5 0/7 8 6" {
		t.Errorf("after ArrowDown the board is %q, want 1 2 3/4 5 0/7 8 6", got)
	}
	if got := uiValue(t, p, "algorithm"); got != "bfs" {
		t.Errorf("the arrow key changed the algorithm to %q", got)
	}
	uiNoErrors(t, p)
}
