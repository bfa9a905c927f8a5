//go:build !js

package e2e

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"searchlab/core/npuzzle"
)

// pdbEvent is a "searchlab-pdb" event's detail (web/solver-client.mjs).
type pdbEvent struct {
	Name  string `json:"name"`
	State string `json:"state"`
	Done  int    `json:"done"`
	Total int    `json:"total"`
	Bytes int    `json:"bytes"`
}

// TestPDBInWorker: a 15-puzzle solved optimally with the pdb heuristic in
// the solver worker. The first solve builds the 6-6-3 databases in the
// worker, reporting progress to the page, and keeps them in Cache Storage;
// after a reload the next solve loads them (no progress, no build) and is
// optimal too. Korf's instances #12 (45 moves) and #9 (46 moves), Korf 1985.
func TestPDBInWorker(t *testing.T) {
	p := NewPage(t, 5*time.Minute)
	site := ServeSite(t, CopyDist(t))
	p.Open(t, site.Base)
	const korfGoal = "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15"
	const listen = `globalThis.__pdb = []; addEventListener("searchlab-pdb", (e) => __pdb.push(e.detail)); true`
	solve := func(board string, want int) (solveRun, []pdbEvent) {
		t.Helper()
		var ok bool
		p.Eval(t, listen, &ok)
		r := p.Solve(t, solveReq{Game: "npuzzle", Board: board, Goal: korfGoal, Algorithm: "idastar",
			Params: map[string]any{"heuristic": "pdb", "partition": "663"}, MaxNodes: 2_000_000_000, TimeoutMS: 300_000})
		_, res := r.split(t)
		if res.Status != "found" || res.Length != want {
			t.Fatalf("%s: %s in %d moves, want found in %d (%s)", board, res.Status, res.Length, want, res.Error)
		}
		if err := npuzzle.ReplayText(board, korfGoal, res.Moves); err != nil {
			t.Fatalf("%s: the solution does not replay: %v", board, err)
		}
		var raw json.RawMessage
		p.Eval(t, `globalThis.__pdb`, &raw)
		var evs []pdbEvent
		if err := json.Unmarshal(raw, &evs); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d moves, %d generated, search %.0f ms, request %.0f ms, %d database events", board, res.Length, res.Stats.Generated, res.Stats.ElapsedMS, r.MS, len(evs))
		return r, evs
	}

	_, evs := solve("14 1 9 6/4 8 12 5/7 2 3 0/10 11 13 15", 45)
	building, built := 0, 0
	last := 0
	for _, e := range evs {
		switch e.State {
		case "building":
			if e.Done < last || e.Total != 2*5765760+3360 {
				t.Errorf("progress %d/%d after %d", e.Done, e.Total, last)
			}
			last = e.Done
			building++
		case "built":
			built++
		}
	}
	if building < 10 || built != 1 || last != 2*5765760+3360 {
		t.Fatalf("database events: %d building (last %d), %d built: %+v", building, last, built, evs)
	}
	const cached = `caches.open("searchlab-pdb-v1").then((c) => c.keys()).then((ks) => ks.map((r) => r.url).join(" "))`
	p.WaitJS(t, "the database in Cache Storage", cached+`.then((s) => s.includes("pdb-v1-4x4-0123456789abcdef-663.bin"))`, 20*time.Second)

	p.Run(t, chromedp.Reload())
	p.WaitStarted(t)
	_, evs = solve("3 14 9 11/5 4 8 2/13 12 6 7/10 1 15 0", 46)
	if len(evs) != 0 {
		t.Errorf("after the reload the database was built again: %+v", evs)
	}
	var keys string
	p.Eval(t, cached, &keys)
	if strings.Count(keys, "pdb-v1-") != 1 {
		t.Errorf("cache holds %q", keys)
	}
	if errs := p.UnexpectedErrors(); len(errs) > 0 {
		t.Errorf("console errors: %q", errs)
	}
}
