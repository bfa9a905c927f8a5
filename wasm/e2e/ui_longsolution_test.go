//go:build !js

package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The long-solution case of issue 13 item 1: depth-first search on the
// default 8-puzzle board finds a solution of 93,782 moves. The page must
// take it without a long main-thread task (PerformanceObserver "longtask",
// over 200 ms), the player must be usable, and Stop must work while the
// player holds the solution.

const dfsBoard = "6 2 4/1 8 3/7 5 0"

// longTaskBudgetMS is the longest main-thread task the issue allows.
const longTaskBudgetMS = 200

// uiWatchLongTasks starts recording the page's long tasks (buffered, so
// tasks already over are counted too).
func uiWatchLongTasks(t *testing.T, p *Page) {
	t.Helper()
	p.Eval(t, `(() => { globalThis.__longTasks = [];
		new PerformanceObserver(l => { for (const e of l.getEntries()) globalThis.__longTasks.push(e.duration); })
			.observe({type: "longtask"}); return true; })()`, nil)
}

// uiLongestTask returns the longest task recorded so far, in ms, and how
// many long tasks (over 50 ms) there were.
func uiLongestTask(t *testing.T, p *Page) (float64, int) {
	t.Helper()
	var r struct {
		Max   float64 `json:"max"`
		Count int     `json:"count"`
	}
	p.Eval(t, `({max: Math.max(0, ...globalThis.__longTasks), count: globalThis.__longTasks.length})`, &r)
	return r.Max, r.Count
}

// uiSetBoard types a board into the editor.
func uiSetBoard(t *testing.T, p *Page, board string) {
	t.Helper()
	uiClick(t, p, "edit")
	uiSet(t, p, "board-text", board)
	uiClick(t, p, "edit")
	if got := uiBoard(t, p).String(); got != board {
		t.Fatalf("board %q after typing %q", got, board)
	}
}

// TestUILongSolutionNoLongTask: DFS's 93,782-move solution loads into the
// player without a task over 200 ms; the move list shows a window, not
// every move; jumping to the end shows the goal; stepping and the scrubber
// work; a long run started while the player holds the solution stops.
func TestUILongSolutionNoLongTask(t *testing.T) {
	p, _ := uiOpen(t, "", 5*time.Minute)
	uiSetBoard(t, p, dfsBoard)
	uiSet(t, p, "algorithm", "dfs")
	// Untraced: this test is about loading and playing a long solution. The
	// replay's own cost on the page's thread (drawing up to 100,000 events
	// when a run ends) is measured apart, as issue 22 asks, by
	// TestMeasureReplayAStar100k (SEARCHLAB_MEASURE=1).
	uiSet(t, p, "trace-events", "0")
	uiWatchLongTasks(t, p)
	// The machine running the tests is shared: a busy moment can stretch a
	// task by itself, so a run over the budget is tried up to three times (before
	// the windowed player every run took 26 s).
	for try := 1; ; try++ {
		runs := historyRows(t, p)
		uiClick(t, p, "run")
		uiWait(t, p, "DFS to end", fmt.Sprintf(`document.querySelectorAll('[data-testid=history] tbody tr').length > %d && document.querySelector(%q).dataset.outcome == "found"`, runs, ByTestID("status")), 4*time.Minute)
		uiSettle(t, p)
		loaded, n := uiLongestTask(t, p)
		t.Logf("try %d: longest main-thread task until the solution is shown: %.0f ms (%d over 50 ms)", try, loaded, n)
		if loaded <= longTaskBudgetMS {
			break
		}
		if try == 3 {
			t.Fatalf("a main-thread task took %.0f ms, over %d ms", loaded, longTaskBudgetMS)
		}
		p.Eval(t, `globalThis.__longTasks = []`, nil)
	}
	if s := uiText(t, p, "status"); !strings.Contains(s, "93,782 moves") {
		t.Errorf("status %q, want DFS's 93,782 moves", s)
	}
	if pos := uiText(t, p, "player-pos"); pos != "0 / 93,782" {
		t.Errorf("player position %q", pos)
	}
	var chips int
	p.Eval(t, `document.querySelectorAll('[data-testid=move-list] [data-index]').length`, &chips)
	if chips == 0 || chips > 500 {
		t.Errorf("the move list has %d chips, want a window of at most 500", chips)
	}
	uiClick(t, p, "jump-end")
	uiWait(t, p, "the player at the end", fmt.Sprintf(`document.querySelector(%q).textContent == "93,782 / 93,782"`, ByTestID("player-pos")), 20*time.Second)
	if got := uiBoard(t, p).String(); got != "1 2 3/4 5 6/7 8 0" {
		t.Errorf("the last position %q is not the goal", got)
	}
	uiClick(t, p, "step-back")
	uiWait(t, p, "one step back", fmt.Sprintf(`document.querySelector(%q).textContent == "93,781 / 93,782"`, ByTestID("player-pos")), 20*time.Second)
	var current string
	p.Eval(t, `(document.querySelector('[data-testid=move-list] .current') || {}).dataset?.index || ""`, &current)
	if current != "93781" {
		t.Errorf("the highlighted chip is %q, want 93781", current)
	}
	uiSet(t, p, "scrubber", "50000")
	uiWait(t, p, "the scrubber's position", fmt.Sprintf(`document.querySelector(%q).textContent == "50,000 / 93,782"`, ByTestID("player-pos")), 20*time.Second)
	uiClick(t, p, "play")
	time.Sleep(500 * time.Millisecond)
	uiClick(t, p, "play")

	// Stop while the player holds the solution: depth-limited search to
	// depth 60 on the same board runs until its time budget.
	uiSet(t, p, "algorithm", "dls")
	uiSet(t, p, "param-depth_limit", "60")
	uiClick(t, p, "run")
	uiWait(t, p, "DLS to run", `document.querySelector('[data-testid=stop]:not([disabled])')`, 20*time.Second)
	time.Sleep(time.Second)
	uiClick(t, p, "stop")
	uiWait(t, p, "the stopped status", fmt.Sprintf(`document.querySelector(%q).dataset.outcome == "stopped"`, ByTestID("status")), 20*time.Second)

	// The player's own tasks (jump, step, scrub, play) and the second run:
	// logged, and bounded loosely because they are not retried.
	longest, n := uiLongestTask(t, p)
	t.Logf("longest main-thread task over the whole test %.0f ms (%d tasks over 50 ms)", longest, n)
	if longest > 5*longTaskBudgetMS {
		t.Errorf("a main-thread task took %.0f ms", longest)
	}
	if dir := os.Getenv("SEARCHLAB_SCREENSHOTS"); dir != "" {
		uiScreenshot(t, p, 1280, filepath.Join(dir, "npuzzle-long-1280.png"))
		uiScreenshot(t, p, 390, filepath.Join(dir, "npuzzle-long-390.png"))
	}
	uiNoErrors(t, p)
}

// TestUICompareLongSolution: Compare with DFS ticked (beside A*) ends
// without a task over 200 ms and lists both runs.
func TestUICompareLongSolution(t *testing.T) {
	p, _ := uiOpen(t, "", 5*time.Minute)
	uiSetBoard(t, p, dfsBoard)
	for _, id := range []string{"dfs", "astar"} {
		uiClick(t, p, "cmp-"+id)
	}
	uiWatchLongTasks(t, p)
	for try := 1; ; try++ { // more tries on a busy moment, as above
		runs := historyRows(t, p)
		uiClick(t, p, "compare-run")
		uiWait(t, p, "two results", fmt.Sprintf(`document.querySelectorAll('[data-testid=history] tbody tr').length >= %d && document.querySelectorAll('[data-testid=compare] tbody tr').length == 2 && !document.querySelector('[data-testid=stop]:not([disabled])')`, runs+2), 4*time.Minute)
		uiSettle(t, p)
		longest, n := uiLongestTask(t, p)
		t.Logf("try %d: compare: longest main-thread task %.0f ms (%d tasks over 50 ms)", try, longest, n)
		if longest <= longTaskBudgetMS {
			break
		}
		if try == 3 {
			t.Fatalf("a main-thread task took %.0f ms, over %d ms", longest, longTaskBudgetMS)
		}
		p.Eval(t, `globalThis.__longTasks = []`, nil)
	}
	var rows [][]string
	p.Eval(t, `[...document.querySelectorAll('[data-testid=compare] tbody tr')].map(r => [...r.cells].map(c => c.textContent))`, &rows)
	if len(rows) != 2 || !strings.Contains(strings.Join(rows[0], " "), "93,782") {
		t.Errorf("compare rows %q, want DFS with 93,782 moves first", rows)
	}
	uiNoErrors(t, p)
}
