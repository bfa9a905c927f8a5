//go:build !js

package e2e

import (
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// rpInView is how much of the element matching sel lies in the viewport
// (0 to 1).
func rpInView(t *testing.T, p *Page, sel string) float64 {
	t.Helper()
	var f float64
	p.Eval(t, fmt.Sprintf(`(() => { const el = document.querySelector(%q); if (!el) return 0; const r = el.getBoundingClientRect();
		const h = Math.min(r.bottom, innerHeight) - Math.max(r.top, 0); return r.height > 0 ? Math.max(0, h) / r.height : 0; })()`, sel), &f)
	return f
}

// TestReplayLayoutNPuzzle (issue 30 item 11): at 1280×800 on #npuzzle,
// after an A* run, the replay's current pseudocode line and the board are
// in view together (the board stays in view beside the replay), the step
// buttons scrolling the line that made the event into view; and ▶ Play
// from the last event starts again from the first.
func TestReplayLayoutNPuzzle(t *testing.T) {
	p, _ := uiOpen(t, "", 90*time.Second)
	p.Run(t, chromedp.EmulateViewport(1280, 800))
	uiSetBoard(t, p, "4 1 3/7 2 6/0 5 8")
	uiClick(t, p, "run")
	rpWaitDone(t, p)
	if pos, n := rpInt(t, p, "stepper", "data-pos"), rpInt(t, p, "stepper", "data-len"); pos != n {
		t.Logf("the replay opened at %d of %d", pos, n)
	}
	uiClick(t, p, "replay-end")
	uiClick(t, p, "replay-play")
	uiWait(t, p, "Play from the end to start again", `+document.querySelector('[data-testid="stepper"]').dataset.pos < +document.querySelector('[data-testid="stepper"]').dataset.len`, 5*time.Second)
	uiClick(t, p, "replay-play") // pause
	uiClick(t, p, "replay-start")
	uiClick(t, p, "replay-forward")
	uiClick(t, p, "replay-forward")
	uiSettle(t, p)
	uiSettle(t, p)
	if b, l := rpInView(t, p, `[data-testid="board"]`), rpInView(t, p, `.pseudocode li.current`); b < 0.9 || l < 0.9 {
		if dir := os.Getenv("SEARCHLAB_SCREENSHOTS"); dir != "" {
			uiScreenshot(t, p, 1280, dir+"/replay-layout-1280.png")
		}
		t.Errorf("at 1280×800 the board is %.0f%% in view and the current pseudocode line %.0f%%", 100*b, 100*l)
	}
	uiNoErrors(t, p)
}
