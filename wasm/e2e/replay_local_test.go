//go:build !js

package e2e

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"
)

// rpPolyline is the points of the replay chart's line of class cls ("" when
// there is none).
func rpPolyline(t *testing.T, p *Page, cls string) string {
	t.Helper()
	var pts string
	p.Eval(t, fmt.Sprintf(`(document.querySelector('[data-testid="series-chart"] polyline.%s') || {getAttribute: () => ""}).getAttribute("points") || ""`, cls), &pts)
	return pts
}

// TestReplayLocalSearchShared: simulated annealing on an 8-puzzle, seeded:
// the replay draws h of the current state per step with the temperature,
// the chart grows as the replay goes forward and shrinks going back, the
// pseudocode follows the moves; the replay's link (board, algorithm,
// parameters, seed) opens a page that runs the same seeded search again and
// replays the very same trace (same length, same line of h, same event at
// the same position).
func TestReplayLocalSearchShared(t *testing.T) {
	p, site := uiOpen(t, "", 2*time.Minute)
	uiSetBoard(t, p, "4 1 3/7 2 6/0 5 8")
	uiSet(t, p, "algorithm", "simulated-annealing")
	uiSet(t, p, "param-steps", "400")
	uiSet(t, p, "seed", "7")
	uiClick(t, p, "run")
	rpWaitDone(t, p)
	n := rpInt(t, p, "stepper", "data-len")
	if n < 50 {
		t.Fatalf("the trace holds %d events", n)
	}
	full := rpPolyline(t, p, "series-frontier")
	if full == "" || rpPolyline(t, p, "series-temp") == "" {
		t.Fatalf("no line of h (%q) or no temperature in the chart", full)
	}
	// Forward from the start the line grows, and going back it comes back
	// to exactly what it was.
	uiClick(t, p, "replay-start")
	var seen []string
	lines := map[string]bool{}
	for i := 0; i < 30; i++ {
		uiClick(t, p, "replay-forward")
		seen = append(seen, rpPolyline(t, p, "series-frontier"))
		lines[uiAttr(t, p, "pseudocode", "data-line")] = true
	}
	if len(strings.Fields(seen[len(seen)-1])) <= len(strings.Fields(seen[0])) {
		t.Errorf("30 events on, the line of h has %d points, at the first event %d", len(strings.Fields(seen[len(seen)-1])), len(strings.Fields(seen[0])))
	}
	if !lines["8"] && !lines["9"] {
		t.Errorf("the pseudocode lines shown %v: want a move (8 or 9)", lines)
	}
	for i := len(seen) - 2; i >= len(seen)-6; i-- {
		uiClick(t, p, "replay-back")
		if got := rpPolyline(t, p, "series-frontier"); got != seen[i] {
			t.Fatalf("one event back the line is %q, going forward it was %q", got, seen[i])
		}
	}
	mid := n / 2
	uiSet(t, p, "replay-scrubber", strconv.Itoa(mid))
	midEvent := uiText(t, p, "replay-event")
	uiClick(t, p, "replay-end")

	uiClick(t, p, "replay-share")
	var link string
	p.Eval(t, `location.hash`, &link)
	if !strings.HasPrefix(link, "#v1/npuzzle/") {
		t.Fatalf("the address bar holds %q", link)
	}
	q := NewPage(t, 2*time.Minute)
	q.Open(t, site.Base+link)
	rpWaitDone(t, q)
	if got := rpInt(t, q, "stepper", "data-len"); got != n || uiValue(t, q, "algorithm") != "simulated-annealing" || uiValue(t, q, "seed") != "7" {
		t.Fatalf("the link's replay: %d events with %s, seed %s; the original %d with simulated-annealing, seed 7",
			got, uiValue(t, q, "algorithm"), uiValue(t, q, "seed"), n)
	}
	if got := rpPolyline(t, q, "series-frontier"); got != full {
		t.Errorf("the link's line of h differs:\n%s\nthe original:\n%s", got, full)
	}
	uiSet(t, q, "replay-scrubber", strconv.Itoa(mid))
	if got := uiText(t, q, "replay-event"); got != midEvent {
		t.Errorf("event %d of the link's replay is %q, of the original %q", mid, got, midEvent)
	}
	rpShots(t, q, "replay-npuzzle-annealing")
	uiNoErrors(t, p)
	uiNoErrors(t, q)
}
