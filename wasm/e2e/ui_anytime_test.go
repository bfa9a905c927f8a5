//go:build !js

package e2e

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"searchlab/core/npuzzle"
	"searchlab/core/registry"
)

// TestUIAnytimeOnBigBoards: the N-puzzle screen on boards past 16 cells
// (issue 19 item 3). Growing the board to 5×5 offers BULB, the anytime
// search, with the 5×5 pattern databases, and says so; ARA*'s form has
// weight and step and no width, BULB's width and no weight. On an 8×8
// board (linear conflict) Run shows the best solution's length and its
// proven bound while the search runs, with a chart of length and lower
// bound over time; at the end the panel holds the answer's length (the
// statistics' and the player's) and a bound ≥ 1, and the solution replays
// on the board. Screenshots at 1280 and 390 px, light and dark.
func TestUIAnytimeOnBigBoards(t *testing.T) {
	p, _ := uiOpen(t, "", 3*time.Minute)
	if a := uiValue(t, p, "algorithm"); a != "astar" {
		t.Fatalf("first load: %s", a)
	}
	uiSet(t, p, "cols", "5")
	uiSet(t, p, "rows", "5")
	if a, h := uiValue(t, p, "algorithm"), uiValue(t, p, "param-heuristic"); a != registry.AlgoBULB || h != "pdb" {
		t.Fatalf("5×5: %s with %s, want bulb with pdb", a, h)
	}
	if n := uiText(t, p, "notice"); !strings.Contains(n, "anytime") {
		t.Errorf("5×5: notice %q does not say the anytime search was chosen", n)
	}
	shown := func(name string) bool { return p.count(t, ByTestID("param-"+name)) > 0 }
	if !shown("width") || shown("weight") || shown("step") {
		t.Errorf("BULB's form: width %v, weight %v, step %v", shown("width"), shown("weight"), shown("step"))
	}
	uiSet(t, p, "algorithm", registry.AlgoARA)
	if shown("width") || !shown("weight") || !shown("step") {
		t.Errorf("ARA*'s form: width %v, weight %v, step %v", shown("width"), shown("weight"), shown("step"))
	}
	uiSet(t, p, "algorithm", registry.AlgoBULB)

	uiSet(t, p, "rows", "8")
	uiSet(t, p, "cols", "8")
	if a, h := uiValue(t, p, "algorithm"), uiValue(t, p, "param-heuristic"); a != registry.AlgoBULB || h != "linear-conflict" {
		t.Fatalf("8×8: %s with %s, want bulb with linear-conflict", a, h)
	}
	board, _ := npuzzle.RandomSolvable(npuzzle.Goal(8, 8), registry.NewRand(3)) // natively a first solution in about 0.1 s
	uiSetBoard(t, p, board.String())
	uiSet(t, p, "timeout", "8000")
	if n := p.count(t, ByTestID("anytime")+":not([hidden])"); n != 0 {
		t.Errorf("an anytime panel before any run")
	}
	uiClick(t, p, "run")
	// Live: the panel shows a solution while the search still runs.
	uiWait(t, p, "a first solution while running", fmt.Sprintf(`!!document.querySelector(%q) && !document.querySelector(%q).disabled`,
		ByTestID("stat-anytime-length"), ByTestID("stop")), 60*time.Second)
	first := uiText(t, p, "stat-anytime-length")
	t.Logf("while running: length %s, bound %s, lower bound %s; %s", first, uiText(t, p, "stat-anytime-bound"),
		uiText(t, p, "stat-anytime-lower-bound"), uiText(t, p, "anytime-summary"))
	uiScreenshot(t, p, 1280, "/tmp/searchlab-ui-anytime-running.png")
	uiWait(t, p, "the end", fmt.Sprintf(`document.querySelector(%q).dataset.outcome === "found"`, ByTestID("status")), 90*time.Second)

	length, bound := uiText(t, p, "stat-anytime-length"), uiText(t, p, "stat-anytime-bound")
	if got := uiText(t, p, "stat-length"); strings.ReplaceAll(got, ",", "") != strings.ReplaceAll(length, ",", "") {
		t.Errorf("the panel's length %s, the statistics' %s", length, got)
	}
	n, err := strconv.Atoi(strings.ReplaceAll(length, ",", ""))
	f, ferr := strconv.ParseFloat(bound, 64)
	if err != nil || ferr != nil || f < 1 {
		t.Fatalf("final length %q, bound %q", length, bound)
	}
	firstN, _ := strconv.Atoi(strings.ReplaceAll(first, ",", ""))
	if n > firstN {
		t.Errorf("the length grew from %d to %d", firstN, n)
	}
	lb, err := strconv.Atoi(uiText(t, p, "stat-anytime-lower-bound"))
	if err != nil || float64(n) > f*float64(lb)+1 || lb > n {
		t.Errorf("length %d, bound %g, lower bound %d (%v)", n, f, lb, err)
	}
	var points int
	p.Eval(t, fmt.Sprintf(`document.querySelector(%q).getAttribute("points").trim().split(/\s+/).length`, ByTestID("anytime-length-line")), &points)
	if points < 2 {
		t.Errorf("the chart's length line has %d points", points)
	}
	// The player holds the answer: its end is the goal.
	if pos := uiText(t, p, "player-pos"); pos != "0 / "+length {
		t.Errorf("player %q, want %s moves", pos, length)
	}
	uiClick(t, p, "jump-end")
	uiWait(t, p, "the player at the end", fmt.Sprintf(`document.querySelector(%q).textContent == "%s / %s"`, ByTestID("player-pos"), length, length), 20*time.Second)
	if got := uiBoard(t, p); got != npuzzle.Goal(8, 8) {
		t.Errorf("the last position %v is not the goal", got)
	}
	t.Logf("8×8 %s: %d moves, bound %g, lower bound %d, %d chart points; %s", board, n, f, lb, points, uiText(t, p, "anytime-summary"))
	for _, w := range []int64{1280, 390} {
		uiScreenshot(t, p, w, fmt.Sprintf("/tmp/searchlab-ui-anytime-light-%d.png", w))
	}
	uiClick(t, p, "theme")
	for _, w := range []int64{1280, 390} {
		uiScreenshot(t, p, w, fmt.Sprintf("/tmp/searchlab-ui-anytime-dark-%d.png", w))
	}
	uiNoErrors(t, p)
}
