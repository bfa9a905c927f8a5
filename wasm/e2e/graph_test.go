//go:build !js

package e2e

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// graphNodes reads the drawn nodes: name → "status[ current] class…".
func graphNodes(t *testing.T, p *Page) map[string]string {
	t.Helper()
	out := map[string]string{}
	p.Eval(t, `Object.fromEntries([...document.querySelectorAll('[data-testid="graph-node"]')]
		.map(n => [n.dataset.name, n.getAttribute("class")]))`, &out)
	return out
}

// TestGraphScreen (issue 31 item 3): the graph screen opens on Romania;
// A* finds the route of cost 418 and the path is drawn; the replay colours
// the frontier and the expanded nodes; the heuristic checks ring the node
// whose h overestimates; the editor adds a node with a click on empty
// space; at 390 px nothing is cut off. SEARCHLAB_SCREENSHOTS=dir saves
// screenshots.
func TestGraphScreen(t *testing.T) {
	p := graphOpen(t)
	nodes := graphNodes(t, p)
	if len(nodes) != 20 || !strings.Contains(nodes["Arad"], "gr-start") || !strings.Contains(nodes["Bucharest"], "gr-goal") {
		t.Fatalf("Romania drawn as %v", nodes)
	}
	uiClick(t, p, "run")
	uiWait(t, p, "the solution", `document.querySelector('[data-testid="status"]').dataset.outcome === "found"`, time.Minute)
	if got := uiAttr(t, p, "graph", "data-path"); got != "Arad Sibiu RimnicuVilcea Pitesti Bucharest" {
		t.Errorf("the path drawn: %q", got)
	}
	var onPath int
	p.Eval(t, `document.querySelectorAll('[data-testid="graph-link"].gr-on-path').length`, &onPath)
	if onPath != 4 {
		t.Errorf("%d links on the path, want 4", onPath)
	}
	// The replay halfway: some nodes expanded, some waiting, g and f shown.
	n, _ := strconv.Atoi(uiAttr(t, p, "replay-scrubber", "max"))
	if n == 0 {
		var max string
		p.Eval(t, `String(document.querySelector('[data-testid="replay-scrubber"]').max)`, &max)
		n, _ = strconv.Atoi(max)
	}
	uiSet(t, p, "replay-scrubber", strconv.Itoa(n/2))
	var counts map[string]int
	p.Eval(t, `(() => { const c = {}; for (const e of document.querySelectorAll('[data-testid="graph-node"]')) {
		c[e.dataset.status || "none"] = (c[e.dataset.status || "none"] || 0) + 1;
		if (e.dataset.g !== undefined) c.withG = (c.withG || 0) + 1; } return c; })()`, &counts)
	if counts["expanded"] == 0 || counts["frontier"] == 0 || counts["withG"] == 0 {
		t.Errorf("the replay at %d of %d colours %v", n/2, n, counts)
	}
	if !strings.Contains(uiText(t, p, "graph-replay"), "in the frontier") {
		t.Errorf("replay line %q", uiText(t, p, "graph-replay"))
	}
	// At the replay's end every reached node shows g and f: no label, as
	// the browser draws it, overlaps another label or another node.
	uiSet(t, p, "replay-scrubber", strconv.Itoa(n))
	for _, w := range []int64{1280, 390} {
		uiViewport(t, p, w)
		var clashes []string
		p.Eval(t, `(() => { const out = [], boxes = [];
			for (const g of document.querySelectorAll('[data-testid="graph-node"]')) {
				for (const e of g.querySelectorAll('.gr-name, .gr-gf')) boxes.push({n: g.dataset.name, t: e.textContent, r: e.getBoundingClientRect()});
			}
			const hit = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
			for (let i = 0; i < boxes.length; i++) {
				for (let j = i + 1; j < boxes.length; j++) if (hit(boxes[i].r, boxes[j].r)) out.push(boxes[i].t + " / " + boxes[j].t);
				for (const c of document.querySelectorAll('[data-testid="graph-node"] circle.gr-circle')) {
					const g = c.closest('[data-testid="graph-node"]'), r = c.getBoundingClientRect(), b = boxes[i].r;
					const cx = (r.left + r.right) / 2, cy = (r.top + r.bottom) / 2, rad = r.width / 2;
					const dx = cx - Math.max(b.left, Math.min(cx, b.right)), dy = cy - Math.max(b.top, Math.min(cy, b.bottom));
					if (g.dataset.name !== boxes[i].n && dx * dx + dy * dy < (rad - 1) * (rad - 1)) out.push(boxes[i].t + " over " + g.dataset.name);
				}
			}
			return out; })()`, &clashes)
		if len(clashes) > 0 {
			t.Errorf("at %d px, labels overlap: %v", w, clashes)
		}
	}
	uiViewport(t, p, 1280)
	dir := os.Getenv("SEARCHLAB_SCREENSHOTS")
	if dir != "" {
		uiScreenshot(t, p, 1280, filepath.Join(dir, "graph-replay-1280.png"))
		uiScreenshot(t, p, 390, filepath.Join(dir, "graph-replay-390.png"))
	}
	uiViewport(t, p, 390)
	if c := uiClipped(t, p); len(c) > 0 {
		t.Errorf("at 390 px: %v", c)
	}
	uiViewport(t, p, 1280)

	// An inadmissible h: the node is ringed and the checks say so.
	uiSet(t, p, "graph-sample", "inadmissible")
	uiWait(t, p, "the sample", `document.querySelectorAll('[data-testid="graph-node"]').length === 4`, 10*time.Second)
	if !strings.Contains(graphNodes(t, p)["A"], "gr-inadmissible") || !strings.Contains(uiText(t, p, "graph-checks"), "A: h=5 > h*=1") {
		t.Errorf("checks: %q, A drawn %q", uiText(t, p, "graph-checks"), graphNodes(t, p)["A"])
	}

	// The editor: a click on empty space (the top left corner) adds a node, whose line appears in the text.
	uiClick(t, p, "graph-edit")
	var box struct{ X, Y, W, H float64 }
	p.Eval(t, `(() => { const svg = document.querySelector('[data-testid="graph"]'); svg.scrollIntoView({block: "start"});
		const r = svg.getBoundingClientRect();
		return {X: r.left, Y: r.top, W: r.width, H: r.height}; })()`, &box)
	p.Run(t, chromedp.MouseClickXY(box.X+box.W*0.1, box.Y+box.H*0.1))
	uiWait(t, p, "the new node", `document.querySelectorAll('[data-testid="graph-node"]').length === 5`, 10*time.Second)
	if text := uiValue(t, p, "graph-text"); strings.Count(text, "\nnode ") != 4 || !strings.Contains(text, "node C ") {
		t.Errorf("the text lacks the new node:\n%s", text)
	}
	// Drag G a fifth of the drawing to the left: its x in the text drops.
	var g []float64
	p.Eval(t, `(() => { const r = document.querySelector('[data-name="G"] circle.gr-circle').getBoundingClientRect();
		return [r.x + r.width / 2, r.y + r.height / 2]; })()`, &g)
	p.Run(t,
		chromedp.MouseEvent(input.MousePressed, g[0], g[1], chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.MouseEvent(input.MouseMoved, g[0]-box.W*0.1, g[1], chromedp.ButtonLeft),
		chromedp.MouseEvent(input.MouseMoved, g[0]-box.W*0.2, g[1], chromedp.ButtonLeft),
		chromedp.MouseEvent(input.MouseReleased, g[0]-box.W*0.2, g[1], chromedp.ButtonLeft, chromedp.ClickCount(1)),
	)
	uiSettle(t, p)
	if text := uiValue(t, p, "graph-text"); strings.Contains(text, "node G 340 200") || !strings.Contains(text, "node G ") {
		t.Errorf("G did not move:\n%s", text)
	}
	// The keyboard: a node takes the focus; arrows move it, Enter selects
	// it, lets it go, or connects the selected node to it.
	key := func(name, k string) {
		var focused bool
		p.Eval(t, `(() => { const n = document.querySelector('[data-testid="graph-node"][data-name="`+name+`"]'); n.focus();
			return document.activeElement === n; })()`, &focused)
		if !focused {
			t.Fatalf("node %s cannot take the focus", name)
		}
		p.Run(t, chromedp.KeyEvent(k))
		uiSettle(t, p)
	}
	key("S", kb.ArrowDown)
	if text := uiValue(t, p, "graph-text"); strings.Contains(text, "node S 60 200") {
		t.Errorf("ArrowDown did not move S:\n%s", text)
	}
	key("C", kb.Enter) // C, selected since it was added, lets go
	key("S", kb.Enter)
	key("C", kb.Enter)
	if text := uiValue(t, p, "graph-text"); !strings.Contains(text, "edge S C ") {
		t.Errorf("Enter on S then C did not connect them:\n%s", text)
	}
	p.WaitTestID(t, "graph-arc-form")
	if dir != "" {
		uiScreenshot(t, p, 1280, filepath.Join(dir, "graph-editor-1280.png"))
		uiScreenshot(t, p, 390, filepath.Join(dir, "graph-editor-390.png"))
	}
	uiNoErrors(t, p)
}

// TestGraphAccessibility audits the graph screen beyond its first view
// (TestAccessibility audits that): after a run, with the replay drawn on
// the graph, and in the editor with a node's form open, at 1280 and 390 px.
func TestGraphAccessibility(t *testing.T) {
	script := axeScript(t)
	p := NewPage(t, 3*time.Minute)
	site := ServeSite(t, distDir)
	p.Open(t, site.Base+"#graph")
	p.WaitTestID(t, "graph")
	uiClick(t, p, "run")
	uiWait(t, p, "the solution", `document.querySelector('[data-testid="status"]').dataset.outcome === "found"`, time.Minute)
	audit := func(scene string) {
		for _, w := range []int64{1280, 390} {
			uiViewport(t, p, w)
			if vs := axeRun(t, p, script); len(vs) > 0 {
				t.Errorf("%s, %d px: %d axe-core violations:%s", scene, w, len(vs), axeReport(vs))
			}
		}
	}
	audit("after a run")
	uiClick(t, p, "graph-edit")
	p.Eval(t, `document.querySelector('[data-testid="graph-node"][data-name="Sibiu"]').focus()`, nil)
	p.Run(t, chromedp.KeyEvent(kb.Enter))
	p.WaitTestID(t, "graph-node-form")
	audit("the editor with a node selected")
	uiNoErrors(t, p)
}
