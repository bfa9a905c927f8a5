//go:build !js

package e2e

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"searchlab/core/wire"
)

// Replays of a run's trace in the page: every screen shows the trace of
// its last run (the worker streams it beside the progress), steps through
// it forward and back, draws the picture that fits, and shares it as a
// link that runs the same search again.

// rpInt reads an integer attribute of the element with data-testid id.
func rpInt(t *testing.T, p *Page, id, attr string) int {
	t.Helper()
	n, err := strconv.Atoi(uiAttr(t, p, id, attr))
	if err != nil {
		t.Fatalf("%s %s: %v", id, attr, err)
	}
	return n
}

// rpWaitDone waits for the replay panel to hold a finished trace.
func rpWaitDone(t *testing.T, p *Page) {
	t.Helper()
	uiWait(t, p, "the replay of the run", fmt.Sprintf(`(document.querySelector(%q) || {dataset: {}}).dataset.done === "true"`, ByTestID("stepper")), 90*time.Second)
}

// rpShots saves screenshots of the page at both widths and in both themes
// when SEARCHLAB_SCREENSHOTS names a folder.
func rpShots(t *testing.T, p *Page, name string) {
	t.Helper()
	dir := os.Getenv("SEARCHLAB_SCREENSHOTS")
	if dir == "" {
		return
	}
	for _, theme := range []string{"light", "dark"} {
		p.Eval(t, fmt.Sprintf(`document.body.classList.remove("theme-light", "theme-dark"); document.body.classList.add("theme-%s"); true`, theme), nil)
		uiScreenshot(t, p, 1280, filepath.Join(dir, fmt.Sprintf("%s-%s-1280.png", name, theme)))
		uiScreenshot(t, p, 390, filepath.Join(dir, fmt.Sprintf("%s-%s-390.png", name, theme)))
	}
	p.Eval(t, `document.body.classList.remove("theme-light", "theme-dark"); true`, nil)
	p.Run(t, chromedp.EmulateViewport(1280, 900))
}

// TestReplayBloxorzBFS: BFS on stage 1 in the worker records its trace;
// the replay colours the board by expansion order, outlines the frontier,
// and steps forward and back through the events (the counts go up and come
// back exactly), with the pseudocode's line following the event; at the
// end the replay's statistics are the run's.
func TestReplayBloxorzBFS(t *testing.T) {
	p := bxOpen(t, "")
	uiSet(t, p, "algorithm", "bfs")
	uiClick(t, p, "run")
	uiWait(t, p, "the run to end", fmt.Sprintf(`document.querySelector(%q).dataset.outcome == "found"`, ByTestID("status")), 60*time.Second)
	rpWaitDone(t, p)
	n := rpInt(t, p, "stepper", "data-len")
	if n < 20 {
		t.Fatalf("the trace holds %d events", n)
	}
	if got, want := uiText(t, p, "stat-replay-expanded"), uiText(t, p, "stat-expanded"); got != want {
		t.Errorf("the replay ends at %s expanded, the run reports %s", got, want)
	}
	uiClick(t, p, "replay-start")
	if uiAttr(t, p, "board", "data-replay-expanded") != "0" {
		t.Errorf("at the start the board shows %s expanded states", uiAttr(t, p, "board", "data-replay-expanded"))
	}
	type point struct{ expanded, frontier, line int }
	var seen []point
	for i := 0; i < 12; i++ {
		uiClick(t, p, "replay-forward")
		seen = append(seen, point{rpInt(t, p, "board", "data-replay-expanded"), rpInt(t, p, "board", "data-replay-frontier"), rpInt(t, p, "pseudocode", "data-line")})
		if rpInt(t, p, "stepper", "data-pos") != i+1 {
			t.Fatalf("after %d steps forward the replay is at %s", i+1, uiAttr(t, p, "stepper", "data-pos"))
		}
	}
	if seen[len(seen)-1].expanded < 2 || seen[len(seen)-1].frontier < 1 {
		t.Errorf("after 12 events: %+v", seen)
	}
	lines := map[int]bool{}
	for k, s := range seen {
		lines[s.line] = true
		if k > 0 && s.expanded < seen[k-1].expanded {
			t.Errorf("the expanded states went down going forward: %+v", seen)
		}
	}
	if !lines[7] || !lines[13] {
		t.Errorf("the pseudocode lines shown %v: want 7 (pop) and 13 (push)", lines)
	}
	for i := len(seen) - 2; i >= 0; i-- {
		uiClick(t, p, "replay-back")
		got := point{rpInt(t, p, "board", "data-replay-expanded"), rpInt(t, p, "board", "data-replay-frontier"), rpInt(t, p, "pseudocode", "data-line")}
		if got != seen[i] {
			t.Fatalf("one event back (to %d): %+v, going forward it was %+v", i+1, got, seen[i])
		}
	}
	// The scrubber: halfway.
	uiSet(t, p, "replay-scrubber", strconv.Itoa(n/2))
	if rpInt(t, p, "stepper", "data-pos") != n/2 {
		t.Errorf("the scrubber moved the replay to %s, want %d", uiAttr(t, p, "stepper", "data-pos"), n/2)
	}
	rpShots(t, p, "replay-bloxorz")
	uiNoErrors(t, p)
}

// TestReplayAStarTree: A* on an 8-puzzle: the replay draws the search tree
// with the start at its root, f = g + h on the nodes, the path to the
// current node, and the solution at the end; jumping to the solution event
// highlights line 7 of the pseudocode; the board shows the state of the
// current event.
func TestReplayAStarTree(t *testing.T) {
	p, _ := uiOpen(t, "", 90*time.Second)
	const board = "4 1 3/7 2 6/0 5 8"
	uiSetBoard(t, p, board)
	uiClick(t, p, "run")
	uiWait(t, p, "the run to end", fmt.Sprintf(`document.querySelector(%q).dataset.outcome == "found"`, ByTestID("status")), 60*time.Second)
	rpWaitDone(t, p)
	uiClick(t, p, "replay-start")
	uiClick(t, p, "replay-forward")
	uiClick(t, p, "replay-forward")
	var root string
	p.Eval(t, `document.querySelector('[data-testid=search-tree] .tree-node code').textContent`, &root)
	if root != board {
		t.Errorf("the tree's root is %q, want the board %q", root, board)
	}
	if s := uiText(t, p, "step-state"); s != board || uiBoard(t, p).String() != board {
		t.Errorf("at the start's expansion the panel shows %q and the board %v", s, uiBoard(t, p))
	}
	if l := uiAttr(t, p, "pseudocode", "data-line"); l != "8" {
		t.Errorf("expanding the start highlights line %s, want 8", l)
	}
	uiClick(t, p, "replay-next-solution")
	var onSolution int
	p.Eval(t, `document.querySelectorAll('[data-testid=search-tree] .tree-node.on-solution').length`, &onSolution)
	if l := uiAttr(t, p, "pseudocode", "data-line"); l != "7" || onSolution != 7 {
		t.Errorf("at the solution: line %s, %d nodes on the solution path (want line 7 and the 6 moves' 7 states)", l, onSolution)
	}
	var f string
	p.Eval(t, `document.querySelector('[data-testid=search-tree] .tree-node').textContent`, &f)
	if !strings.Contains(f, "f = 0 + 6 = 6") {
		t.Errorf("the root reads %q, want f = 0 + 6 = 6", f)
	}
	if uiText(t, p, "flow-chart") == "" {
		t.Error("no frontier chart")
	}
	rpShots(t, p, "replay-npuzzle-astar")
	uiNoErrors(t, p)
}

// TestReplayOthelloMCTS: an Othello MCTS player's search traced in the
// worker: the replay draws the Monte Carlo tree, whose root has as many
// visits as the run made playouts, growing as the replay goes on.
func TestReplayOthelloMCTS(t *testing.T) {
	p := othOpen(t, "")
	uiSet(t, p, "white-player", "mcts-uct")
	nimChange(t, p, "white-iterations", "150") // the form reads it on change
	uiClick(t, p, "oth-trace")
	rpWaitDone(t, p)
	if !strings.Contains(uiText(t, p, "othello-message"), "traced") {
		t.Errorf("message %q", uiText(t, p, "othello-message"))
	}
	n := rpInt(t, p, "stepper", "data-len")
	tree := `document.querySelector('[data-testid="replay-mcts-tree"]')`
	var playouts, visits int
	p.Eval(t, tree+`.dataset.playouts|0`, &playouts)
	p.Eval(t, `(() => { const m = document.querySelector('[data-testid="replay-mcts-tree"] [data-testid="tree-node-0"] .tnode-val').textContent.match(/n=(\d+)/); return m ? +m[1] : -1 })()`, &visits)
	if playouts != 150 || visits != 150 {
		t.Errorf("at the end: %d playouts, root visits %d (want 150 each)", playouts, visits)
	}
	uiSet(t, p, "replay-scrubber", strconv.Itoa(n/3))
	var early, size int
	p.Eval(t, tree+`.dataset.playouts|0`, &early)
	p.Eval(t, tree+`.dataset.nodes|0`, &size)
	if early <= 0 || early >= 150 || size < 2 {
		t.Errorf("a third of the way: %d playouts, %d nodes", early, size)
	}
	if b, _ := othBoard(t, p); len(b.String()) == 0 {
		t.Error("no board")
	}
	if _, moves := othBoard(t, p); len(moves) != 0 {
		t.Errorf("tracing the position played %v", moves)
	}
	rpShots(t, p, "replay-othello-mcts")
	uiNoErrors(t, p)
}

// TestReplayNimAlphaBeta: Nim's AI searches traced (the switch on): the
// replay of alpha-beta's search draws the game tree with its cutoffs.
func TestReplayNimAlphaBeta(t *testing.T) {
	p := nimOpen(t, "")
	nimChange(t, p, "nim-position", "3 4 5")
	uiClick(t, p, "nim-trace-ai")
	uiClick(t, p, "nim-trace")
	rpWaitDone(t, p)
	uiClick(t, p, "replay-start")
	uiClick(t, p, "replay-next-cutoff")
	if l := uiAttr(t, p, "pseudocode", "data-line"); l != "12" {
		t.Errorf("a cutoff highlights line %s, want 12", l)
	}
	var cut int
	p.Eval(t, `document.querySelectorAll('[data-testid="replay-game-tree"] .flag-cut').length`, &cut)
	if cut < 1 {
		t.Error("no cutoff drawn in the game tree")
	}
	rpShots(t, p, "replay-nim-alphabeta")
	uiNoErrors(t, p)
}

// TestReplayCut: a run past its trace's cap goes on to its result, and the
// replay says the trace was cut.
func TestReplayCut(t *testing.T) {
	p, _ := uiOpen(t, "", 90*time.Second)
	uiSetBoard(t, p, "8 6 7/2 5 4/3 0 1")
	uiSet(t, p, "trace-events", "300")
	uiClick(t, p, "run")
	uiWait(t, p, "the run to end", fmt.Sprintf(`document.querySelector(%q).dataset.outcome == "found"`, ByTestID("status")), 60*time.Second)
	rpWaitDone(t, p)
	if n := rpInt(t, p, "stepper", "data-len"); n != 300 || !strings.Contains(uiText(t, p, "replay-summary"), "cut at its cap") {
		t.Errorf("%d events, summary %q", n, uiText(t, p, "replay-summary"))
	}
	if !strings.HasPrefix(uiText(t, p, "status"), "Found a solution of 31 moves") {
		t.Errorf("status %q", uiText(t, p, "status"))
	}
	uiNoErrors(t, p)
}

// TestReplayShareLink: a replay's link opens a new page that runs the same
// search again and shows the same trace.
func TestReplayShareLink(t *testing.T) {
	p, site := uiOpen(t, "", 90*time.Second)
	uiSetBoard(t, p, "4 1 3/7 2 6/0 5 8")
	uiSet(t, p, "algorithm", "idastar")
	uiClick(t, p, "run")
	rpWaitDone(t, p)
	n := uiAttr(t, p, "stepper", "data-len")
	uiClick(t, p, "replay-share")
	var link string
	p.Eval(t, `location.hash`, &link)
	if !strings.HasPrefix(link, "#v1/npuzzle/") {
		t.Fatalf("the address bar holds %q", link)
	}
	q := NewPage(t, 90*time.Second)
	q.Open(t, site.Base+link)
	rpWaitDone(t, q)
	if got := uiAttr(t, q, "stepper", "data-len"); got != n || uiValue(t, q, "algorithm") != "idastar" {
		t.Errorf("the link's replay holds %s events with %s, the original %s with idastar", got, uiValue(t, q, "algorithm"), n)
	}
	uiNoErrors(t, q)
}

// TestReplayTraceCLIAndWorker: a deterministic search's trace is the same
// from the CLI (solve -trace N) and from the page's worker.
func TestReplayTraceCLIAndWorker(t *testing.T) {
	p := NewPage(t, 3*time.Minute)
	site := ServeSite(t, distDir)
	p.Open(t, site.Base)
	for _, c := range []struct {
		args []string
		req  wire.Request
	}{
		{[]string{"-game", "npuzzle", "-algo", "astar", "-trace", "20000", "4 1 3/7 2 6/0 5 8"},
			wire.Request{Game: "npuzzle", Board: "4 1 3/7 2 6/0 5 8", Algorithm: "astar", Trace: &wire.TraceRequest{MaxEvents: 20000}}},
		{[]string{"-game", "nim", "-algo", "alphabeta", "-trace", "20000", "3 4 5"},
			wire.Request{Game: "nim", Board: "3 4 5", Algorithm: "alphabeta", Trace: &wire.TraceRequest{MaxEvents: 20000}}},
		{[]string{"-game", "bloxorz", "-algo", "mcts", "-seed", "4", "-set", "iterations=200", "-trace", "20000", "classic:1"},
			wire.Request{Game: "bloxorz", Board: "classic:1", Algorithm: "mcts", Seed: 4, Params: map[string]any{"iterations": 200}, Trace: &wire.TraceRequest{MaxEvents: 20000}}},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		cmd := exec.CommandContext(ctx, "go", append([]string{"run", "./core/cmd/searchlab", "solve"}, c.args...)...)
		cmd.Dir = repoRoot()
		out, err := cmd.Output()
		cancel()
		if err != nil {
			t.Fatalf("solve %v: %v", c.args, err)
		}
		cli, err := wire.ReadLines(strings.NewReader(string(out)))
		if err != nil {
			t.Fatal(err)
		}
		run := p.Solve(t, c.req)
		worker, err := wire.ReadLines(strings.NewReader(strings.Join(run.Lines, "\n")))
		if err != nil {
			t.Fatal(err)
		}
		ce, cs := joinTrace(cli.Trace)
		we, ws := joinTrace(worker.Trace)
		if len(ce) == 0 || !reflect.DeepEqual(ce, we) || !reflect.DeepEqual(cs, ws) || !wire.SameTrace(*cli.Final.Traced, *worker.Final.Traced) {
			t.Errorf("%v: the CLI's trace has %d events (%+v), the worker's %d (%+v)", c.args, len(ce), cli.Final.Traced, len(we), worker.Final.Traced)
		}
	}
}

// joinTrace is a trace's events and states, whatever its batching.
func joinTrace(bs []wire.TraceBatch) ([]wire.TraceEvent, []wire.TraceState) {
	var evs []wire.TraceEvent
	var states []wire.TraceState
	for _, b := range bs {
		evs = append(evs, b.Events...)
		states = append(states, b.States...)
	}
	return evs, states
}
