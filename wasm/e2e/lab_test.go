//go:build !js

package e2e

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"

	"searchlab/core/experiment"
	"searchlab/core/experiment/runner"
	"searchlab/core/games/all"
)

// labOpen opens the Lab (or a link, fragment) on site and waits for its
// form.
func labOpen(t *testing.T, p *Page, site *Site, fragment string) {
	t.Helper()
	if fragment == "" {
		fragment = "#lab"
	}
	p.Open(t, site.Base+fragment)
	p.WaitTestID(t, "lab-form")
}

// labStatus is the experiment's status line: status, runs done and all.
type labStatus struct {
	Status string `json:"status"`
	Done   int    `json:"done"`
	Runs   int    `json:"runs"`
}

func labState(t *testing.T, p *Page) labStatus {
	t.Helper()
	var s labStatus
	p.Eval(t, `(() => { const el = document.querySelector('[data-testid="lab-status"]');
		return el ? {status: el.dataset.status, done: +el.dataset.done, runs: +el.dataset.runs} : {status: "", done: 0, runs: 0}; })()`, &s)
	return s
}

// labWaitFinished waits for the experiment shown to finish.
func labWaitFinished(t *testing.T, p *Page, timeout time.Duration) labStatus {
	t.Helper()
	p.WaitJS(t, "the experiment to finish", `(document.querySelector('[data-testid="lab-status"]') || {dataset: {}}).dataset.status === "finished"`, timeout)
	return labState(t, p)
}

// downloads saves the page's downloads into a folder of the test's and
// hands each file back when Chrome has written it.
type downloads struct {
	dir   string
	mu    sync.Mutex
	names map[string]string // guid → suggested name
	done  chan string       // names written
}

func newDownloads(t *testing.T, p *Page) *downloads {
	t.Helper()
	d := &downloads{dir: t.TempDir(), names: map[string]string{}, done: make(chan string, 16)}
	chromedp.ListenBrowser(p.Ctx, func(ev any) {
		switch e := ev.(type) {
		case *browser.EventDownloadWillBegin:
			d.mu.Lock()
			d.names[e.GUID] = e.SuggestedFilename
			d.mu.Unlock()
		case *browser.EventDownloadProgress:
			if e.State == browser.DownloadProgressStateCompleted {
				d.mu.Lock()
				name := d.names[e.GUID]
				d.mu.Unlock()
				d.done <- name
			}
		}
	})
	c := chromedp.FromContext(p.Ctx)
	err := chromedp.Run(p.Ctx, chromedp.ActionFunc(func(ctx context.Context) error {
		return browser.SetDownloadBehavior(browser.SetDownloadBehaviorBehaviorAllow).WithDownloadPath(d.dir).
			WithEventsEnabled(true).Do(cdp.WithExecutor(ctx, c.Browser))
	}))
	if err != nil {
		t.Fatalf("downloads: %v", err)
	}
	return d
}

// click clicks the button id and returns the file it downloads.
func (d *downloads) click(t *testing.T, p *Page, id string) (name string, data []byte) {
	t.Helper()
	uiClick(t, p, id)
	select {
	case name = <-d.done:
	case <-time.After(15 * time.Second):
		t.Fatalf("no download after clicking %s", id)
	}
	data, err := os.ReadFile(filepath.Join(d.dir, name))
	if err != nil {
		t.Fatal(err)
	}
	return name, data
}

// labSpec is a small deterministic experiment: four random 8-puzzles ×
// A*, BFS and IDA* (12 runs).
func labSpec() experiment.Spec {
	return experiment.Spec{Name: "e2e small", Game: "npuzzle",
		Instances: experiment.Instances{Random: &experiment.Random{Size: "3x3", Count: 4, Seed: 11}},
		Configs: []experiment.Config{{Label: "A* (Manhattan)", Algorithm: "astar", Params: map[string]any{"heuristic": "manhattan"}},
			{Algorithm: "bfs"}, {Algorithm: "idastar", Params: map[string]any{"heuristic": "linear-conflict"}}},
		Budget: experiment.Budget{MaxNodes: 1_000_000, TimeoutMS: 30_000}, Repeats: 1, Seed: 3}
}

// cliCSV is what `searchlab experiment` prints for spec (its local
// runner in this process), as records.
func cliCSV(t *testing.T, spec experiment.Spec) [][]string {
	t.Helper()
	var b bytes.Buffer
	experiment.WriteRunsCSV(&b, cliReport(t, spec).Runs)
	return csvRecords(t, b.Bytes())
}

// cliReport is the experiment `searchlab experiment -json` writes for
// spec (its local runner in this process).
func cliReport(t *testing.T, spec experiment.Spec) experiment.Report {
	t.Helper()
	plan, err := experiment.NewPlan(all.Builtin(), spec)
	if err != nil {
		t.Fatal(err)
	}
	res := experiment.Execute(context.Background(), runner.Local{Parallel: 2}, plan.Runs, nil, nil)
	return experiment.NewReport(plan, res)
}

// csvRecords reads a runs CSV with the columns a run's timing decides
// (elapsed_ms, memory_bytes) blanked; the header must be the CLI's.
func csvRecords(t *testing.T, data []byte) [][]string {
	t.Helper()
	recs, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil {
		t.Fatalf("CSV: %v\n%s", err, data)
	}
	if len(recs) == 0 || strings.Join(recs[0], ",") != strings.Join(experiment.RunHeader, ",") {
		t.Fatalf("CSV header %v, want %v", recs[:min(len(recs), 1)], experiment.RunHeader)
	}
	for _, r := range recs {
		r[9], r[10] = "", ""
	}
	return recs
}

// TestLabLinkRunsAsTheCLI: a share link of a spec, opened in a fresh
// profile (every NewPage starts a browser on a new user-data-dir), puts the spec in the form; it runs in the page's pool, and its
// CSV (a real download, parsed) has the rows `searchlab experiment` gives
// in process (elapsed time and memory aside). The link the page offers
// for the experiment opens the same spec in another fresh profile, whose
// run gives the same rows again.
func TestLabLinkRunsAsTheCLI(t *testing.T) {
	spec := labSpec()
	frag, err := experiment.ShareLink(spec)
	if err != nil {
		t.Fatal(err)
	}
	want := cliCSV(t, spec)
	site := ServeSite(t, distDir)
	first := true
	runLink := func(fragment string) (rows [][]string, link string) {
		p := NewPage(t, 180*time.Second) // a browser of its own, on a fresh profile
		labOpen(t, p, site, fragment)
		if got := uiValue(t, p, "lab-name"); got != spec.Name {
			t.Fatalf("the link's spec is not in the form: name %q", got)
		}
		if c := uiText(t, p, "lab-check"); !strings.HasPrefix(c, "12 runs") {
			t.Fatalf("check line %q, want 12 runs", c)
		}
		dl := newDownloads(t, p)
		uiClick(t, p, "lab-run")
		if s := labWaitFinished(t, p, 120*time.Second); s.Done != 12 || s.Runs != 12 {
			t.Fatalf("finished with %d of %d runs", s.Done, s.Runs)
		}
		name, data := dl.click(t, p, "lab-export-runs")
		if !strings.HasSuffix(name, "-runs.csv") {
			t.Errorf("downloaded %q", name)
		}
		link = uiValue(t, p, "lab-link")
		if first {
			first = false
			labChartFiles(t, p, dl)
			labReportFiles(t, p, dl, cliReport(t, spec))
			labScreenshots(t, p, "lab-small")
		}
		uiNoErrors(t, p)
		return csvRecords(t, data), link
	}
	got, link := runLink("#" + frag)
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("the page's rows differ from the CLI's:\npage %v\n cli %v", got, want)
	}
	_, linkFrag, ok := strings.Cut(link, "#")
	if !ok {
		t.Fatalf("the page's link %q has no fragment", link)
	}
	again, _ := runLink("#" + linkFrag)
	if fmt.Sprint(again) != fmt.Sprint(want) {
		t.Errorf("the page's own link ran other rows:\n%v", again)
	}
}

// labScreenshots saves the page at 1280 and 390 px wide in the light and
// dark themes into $SEARCHLAB_SCREENSHOTS, when it is set.
func labScreenshots(t *testing.T, p *Page, name string) {
	t.Helper()
	dir := os.Getenv("SEARCHLAB_SCREENSHOTS")
	if dir == "" {
		return
	}
	for _, theme := range []string{"light", "dark"} {
		p.Eval(t, fmt.Sprintf(`document.body.classList.remove("theme-light", "theme-dark"); document.body.classList.add("theme-%s"); true`, theme), nil)
		for _, w := range []int64{1280, 390} {
			uiScreenshot(t, p, w, filepath.Join(dir, fmt.Sprintf("%s-%s-%d.png", name, theme, w)))
		}
	}
	p.Eval(t, `document.body.classList.remove("theme-dark"); true`, nil)
	p.Run(t, chromedp.EmulateViewport(1280, 900))
}

// TestLabPresetTwoWorkersStop: the Bloxorz preset runs in two workers at
// once; Stop ends both at once (nothing arrives after it); the exported
// CSV, a real download, holds one row per run done, and every row of a
// deterministic algorithm (BFS, A*, DFS) is the CLI's.
func TestLabPresetTwoWorkersStop(t *testing.T) {
	p := NewPage(t, 240*time.Second)
	site := ServeSite(t, distDir)
	labOpen(t, p, site, "")
	uiSet(t, p, "lab-workers", "2")
	uiClick(t, p, "preset-bloxorz-classic")
	if c := uiText(t, p, "lab-check"); !strings.HasPrefix(c, "165 runs") {
		t.Fatalf("check line %q, want 165 runs", c)
	}
	dl := newDownloads(t, p)
	uiClick(t, p, "lab-run")
	p.WaitJS(t, "two workers busy at once", "searchlabSolver.stats('lab').busy === 2", 60*time.Second)
	p.WaitJS(t, "ten runs done", `+document.querySelector('[data-testid="lab-status"]').dataset.done >= 10`, 120*time.Second)
	uiClick(t, p, "lab-stop")
	p.WaitJS(t, "the experiment stopped", `document.querySelector('[data-testid="lab-status"]').dataset.status === "stopped"`, 2*time.Second)
	var stats poolStats
	p.Eval(t, `searchlabSolver.stats('lab')`, &stats)
	if stats.Busy != 0 || stats.Queued != 0 {
		t.Errorf("pool after Stop: %+v, want nothing busy or queued", stats)
	}
	before := labState(t, p)
	time.Sleep(time.Second)
	after := labState(t, p)
	if after.Done != before.Done || after.Status != "stopped" || after.Done >= after.Runs {
		t.Fatalf("after Stop: %+v, a second later %+v", before, after)
	}
	labScreenshots(t, p, "lab-bloxorz-stopped")
	name, data := dl.click(t, p, "lab-export-runs")
	rows := csvRecords(t, data)[1:]
	if len(rows) != after.Done || !strings.HasPrefix(name, "bloxorz-the-33-stages") {
		t.Fatalf("%s: %d rows, want the %d runs done", name, len(rows), after.Done)
	}
	preset, _ := experiment.PresetByName("bloxorz-classic")
	cli := map[string]string{}
	for _, r := range cliCSV(t, preset.Spec)[1:] {
		cli[r[0]+"/"+r[1]] = strings.Join(r, ",")
	}
	checked := 0
	for _, r := range rows {
		switch r[1] {
		case "BFS", "A*", "DFS":
			if want := cli[r[0]+"/"+r[1]]; strings.Join(r, ",") != want {
				t.Errorf("row %v, the CLI's %s", r, want)
			}
			checked++
		case "MCTS", "GA":
			if r[3] != "found" && r[3] != "budget_exceeded" {
				t.Errorf("row %v: status %s", r, r[3])
			}
		default:
			t.Errorf("row of an unknown config: %v", r)
		}
	}
	if checked == 0 {
		t.Error("no row of a deterministic algorithm to check")
	}
	uiNoErrors(t, p)
}

// labSlowSpec is 30 random 8-puzzles × BFS: long enough (a few seconds
// in one worker) to reload the page half way.
func labSlowSpec() experiment.Spec {
	return experiment.Spec{Name: "e2e reload", Game: "npuzzle",
		Instances: experiment.Instances{Random: &experiment.Random{Size: "3x3", Count: 30, Seed: 21}},
		Configs:   []experiment.Config{{Algorithm: "bfs"}}, Budget: experiment.Budget{MaxNodes: 1_000_000, TimeoutMS: 60_000}, Repeats: 1, Seed: 1}
}

// idbResults counts the results IndexedDB holds for experiment id.
func idbResults(t *testing.T, p *Page, id string) int {
	t.Helper()
	var n int
	p.Eval(t, fmt.Sprintf(`new Promise((resolve, reject) => { const r = indexedDB.open("searchlab-lab"); r.onerror = reject;
		r.onsuccess = () => { const q = r.result.transaction("results").objectStore("results").count(IDBKeyRange.bound([%q, -Infinity], [%q, Infinity]));
		q.onsuccess = () => { r.result.close(); resolve(q.result); }; q.onerror = reject; }; })`, id, id), &n)
	return n
}

// TestLabReloadResumes: a reload in the middle of an experiment loses no
// run: the page lists it as interrupted with the runs it saved (IndexedDB
// holds exactly those), Resume does the others, and the whole is the
// CLI's experiment, each run once.
func TestLabReloadResumes(t *testing.T) {
	spec := labSlowSpec()
	frag, _ := experiment.ShareLink(spec)
	p := NewPage(t, 240*time.Second)
	site := ServeSite(t, distDir)
	labOpen(t, p, site, "#"+frag)
	uiSet(t, p, "lab-workers", "1")
	uiClick(t, p, "lab-run")
	p.WaitJS(t, "five runs done", `+document.querySelector('[data-testid="lab-status"]').dataset.done >= 5`, 120*time.Second)
	var id string
	p.Eval(t, `document.querySelector('[data-testid="lab-status"]').dataset.id`, &id)
	p.Reload(t, "")
	p.WaitTestID(t, "lab-past-"+id)
	status := uiText(t, p, "lab-past-status-"+id)
	kept := idbResults(t, p, id)
	var shown struct{ Done, Runs int }
	p.Eval(t, fmt.Sprintf(`(() => { const [d, r] = document.querySelector('[data-testid="lab-past-%s"] td.num').textContent.split(" / "); return {done: +d, runs: +r}; })()`, id), &shown)
	if status != "interrupted" || kept < 5 || shown.Done != kept || shown.Runs != 30 {
		t.Fatalf("after the reload: status %q, %d results kept, the list says %d of %d", status, kept, shown.Done, shown.Runs)
	}
	t.Logf("reloaded with %d of 30 runs kept", kept)
	dl := newDownloads(t, p)
	uiClick(t, p, "lab-resume-"+id)
	if s := labWaitFinished(t, p, 180*time.Second); s.Done != 30 || s.Runs != 30 {
		t.Fatalf("resumed: %+v", s)
	}
	if n := idbResults(t, p, id); n != 30 {
		t.Errorf("%d results kept at the end, want 30", n)
	}
	_, data := dl.click(t, p, "lab-export-runs")
	if got, want := csvRecords(t, data), cliCSV(t, spec); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("the resumed experiment's rows differ from the CLI's:\npage %v\n cli %v", got, want)
	}
	uiNoErrors(t, p)
}

// TestCompareOpensInTheLab: the Compare table names each run's
// configuration (the algorithm with its parameters), seed and budget, and
// colours runs apart with core/experiment's palette; "Open in the Lab"
// takes the board and the ticked algorithms there, where they run and
// agree with the comparison.
func TestCompareOpensInTheLab(t *testing.T) {
	p, _ := uiOpen(t, "", 120*time.Second)
	board := uiBoard(t, p).String()
	for _, id := range []string{"astar", "bfs"} {
		uiClick(t, p, "cmp-"+id)
	}
	uiClick(t, p, "compare-run")
	uiWait(t, p, "two results", `document.querySelectorAll('[data-testid=compare] tbody tr').length == 2 && !document.querySelector('[data-testid=stop]:not([disabled])')`, 60*time.Second)
	var table struct {
		Head []string   `json:"head"`
		Rows [][]string `json:"rows"`
		Fill []string   `json:"fill"`
	}
	p.Eval(t, `({head: [...document.querySelectorAll('[data-testid=compare] thead th')].map(c => c.textContent),
		rows: [...document.querySelectorAll('[data-testid=compare] tbody tr')].map(r => [...r.cells].map(c => c.textContent)),
		fill: [...document.querySelectorAll('[data-testid=compare-chart] rect')].map(r => r.getAttribute("fill"))})`, &table)
	if strings.Join(table.Head, "|") != "Configuration|Status|Time|Expanded|Length|Memory|Seed|Budget" {
		t.Errorf("compare table head %q", table.Head)
	}
	// A* with the heuristic left at the registry's default (auto): the row
	// names the algorithm alone, as the run asked for no heuristic.
	if len(table.Rows) != 2 || (table.Rows[0][0] != "A*" && table.Rows[1][0] != "A*") || table.Rows[0][4] != table.Rows[1][4] {
		t.Errorf("compare rows %q: want A* (its default heuristic), and both of one length", table.Rows)
	}
	if len(table.Fill) != 8 || table.Fill[0] != experiment.Colour(0) || table.Fill[1] != experiment.Colour(1) {
		t.Errorf("bar colours %q, want the palette's first two for the two runs", table.Fill)
	}
	length := table.Rows[0][4]
	uiClick(t, p, "compare-lab")
	p.WaitTestID(t, "lab-form")
	if got := uiValue(t, p, "lab-boards"); got != board {
		t.Fatalf("the Lab's boards %q, want the screen's %q", got, board)
	}
	var cards int
	p.Eval(t, `document.querySelectorAll('.lab-card').length`, &cards)
	if cards != 2 {
		t.Fatalf("%d configs in the Lab, want 2", cards)
	}
	uiClick(t, p, "lab-run")
	labWaitFinished(t, p, 60*time.Second)
	var lengths []string
	p.Eval(t, `[...document.querySelectorAll('[data-testid=lab-runs] tbody tr')].map(r => r.cells[4].textContent)`, &lengths)
	if len(lengths) != 2 || lengths[0] != length || lengths[1] != length {
		t.Errorf("the Lab's lengths %q, the comparison's %s", lengths, length)
	}
	uiNoErrors(t, p)
}

// labChartFiles saves a chart as SVG and as PNG (drawn on an offscreen
// canvas) and checks both files: the SVG is the chart's document, the PNG
// decodes at twice the chart's width.
func labChartFiles(t *testing.T, p *Page, dl *downloads) {
	t.Helper()
	p.WaitJS(t, "the charts in the page", `+document.querySelector('[data-testid="lab-charts"]').dataset.charts >= 3`, 10*time.Second)
	name, svg := dl.click(t, p, "lab-svg-expanded")
	if !strings.HasSuffix(name, "-expanded.svg") || !bytes.HasPrefix(svg, []byte("<svg")) || !bytes.Contains(svg, []byte("Nodes expanded")) {
		t.Errorf("SVG file %s: %.80q", name, svg)
	}
	name, data := dl.click(t, p, "lab-png-expanded")
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil || !strings.HasSuffix(name, "-expanded.png") || img.Bounds().Dx() != 960 || img.Bounds().Dy() < 200 {
		t.Fatalf("PNG file %s (%d bytes): %v", name, len(data), err)
	}
	// Not blank: the bars and text are drawn on the white background.
	dark := 0
	for y := 0; y < img.Bounds().Dy(); y += 4 {
		for x := 0; x < img.Bounds().Dx(); x += 4 {
			if r, g, b, _ := img.At(x, y).RGBA(); r+g+b < 3*0x8000 {
				dark++
			}
		}
	}
	if dark < 100 {
		t.Errorf("the PNG looks blank (%d dark samples)", dark)
	}
}

// TestLabMatchExperiment: an Othello match experiment (players over random
// openings, every pair, colours swapped) runs in the page; its CSV has
// the CLI's game rows and the summary a row per pair with W/D/L and Elo.
func TestLabMatchExperiment(t *testing.T) {
	spec := experiment.Spec{Name: "e2e match", Game: "othello",
		Instances: experiment.Instances{Openings: &experiment.Openings{Count: 2, Plies: 4, Seed: 5}},
		Configs: []experiment.Config{{Label: "Random", Algorithm: "random"}, {Label: "Alpha-beta (depth 1)", Algorithm: "alphabeta", Params: map[string]any{"depth": 1}},
			{Label: "MCTS (UCT, 40)", Algorithm: "mcts-uct", Params: map[string]any{"iterations": 40}}}, Repeats: 1, Seed: 1}
	frag, _ := experiment.ShareLink(spec)
	p := NewPage(t, 180*time.Second)
	site := ServeSite(t, distDir)
	labOpen(t, p, site, "#"+frag)
	dl := newDownloads(t, p)
	uiClick(t, p, "lab-run")
	if s := labWaitFinished(t, p, 120*time.Second); s.Done != 6 {
		t.Fatalf("finished with %+v, want 6 runs (3 pairs × 2 openings)", s)
	}
	var pairs [][]string
	p.Eval(t, `[...document.querySelectorAll('[data-testid=lab-summary-0] tbody tr')].map(r => [...r.cells].map(c => c.textContent))`, &pairs)
	if len(pairs) != 3 || pairs[0][2] != "4" {
		t.Errorf("pairs %q: want 3 pairs of 4 games", pairs)
	}
	_, data := dl.click(t, p, "lab-export-runs")
	got, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	plan, _ := experiment.NewPlan(all.Builtin(), spec)
	var b bytes.Buffer
	experiment.WriteMatchCSV(&b, plan.MatchRows(experiment.Execute(context.Background(), runner.Local{Parallel: 2}, plan.Runs, nil, nil)))
	want, _ := csv.NewReader(&b).ReadAll()
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("the page's games differ from the CLI's:\npage %v\n cli %v", got, want)
	}
	labScreenshots(t, p, "lab-othello-match")
	uiNoErrors(t, p)
}

// labReportFiles saves the experiment shown as summary CSV, Markdown and
// JSON (real downloads) and checks each against the report the CLI makes
// of the same spec (cli): the JSON reads back (experiment.ReadReport)
// with the spec and the rows, timings aside; the summary CSV has the
// CLI's cells except the timed columns (elapsed_ms, memory_bytes); the
// Markdown has a summary row per configuration and a row per run.
func labReportFiles(t *testing.T, p *Page, dl *downloads, cli experiment.Report) {
	t.Helper()
	untimed := func(rows []experiment.Row) []experiment.Row {
		out := append([]experiment.Row(nil), rows...)
		for i := range out {
			out[i].ElapsedMS, out[i].MemoryBytes = 0, 0
		}
		return out
	}
	name, data := dl.click(t, p, "lab-export-json")
	rep, err := experiment.ReadReport(bytes.NewReader(data))
	if err != nil || !strings.HasSuffix(name, "-experiment.json") {
		t.Fatalf("JSON file %s: %v", name, err)
	}
	js := func(v any) string { b, _ := json.Marshal(v); return string(b) }
	if js(rep.Spec) != js(cli.Spec) || js(untimed(rep.Runs)) != js(untimed(cli.Runs)) {
		t.Errorf("the JSON export differs from the CLI's report:\nspec %s\n cli %s\nruns %s\n cli %s", js(rep.Spec), js(cli.Spec), js(untimed(rep.Runs)), js(untimed(cli.Runs)))
	}
	if len(rep.Summary.Configs) != len(cli.Spec.Configs) {
		t.Errorf("the JSON export's summary has %d configurations, want %d", len(rep.Summary.Configs), len(cli.Spec.Configs))
	}

	name, data = dl.click(t, p, "lab-export-summary")
	got, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil || !strings.HasSuffix(name, "-summary.csv") {
		t.Fatalf("summary CSV %s: %v", name, err)
	}
	var b bytes.Buffer
	experiment.WriteSummaryCSV(&b, cli.Summary)
	want, _ := csv.NewReader(&b).ReadAll()
	if len(got) != len(want) || len(got) != 1+len(cli.Spec.Configs) || strings.Join(got[0], ",") != strings.Join(want[0], ",") {
		t.Fatalf("summary CSV: %d rows, header %v; the CLI's: %d rows, %v", len(got), got[:min(1, len(got))], len(want), want[0])
	}
	for i := 1; i < len(got); i++ {
		for j, col := range want[0] {
			if strings.HasPrefix(col, "elapsed_ms") || strings.HasPrefix(col, "memory_bytes") {
				continue
			}
			if j >= len(got[i]) || got[i][j] != want[i][j] {
				t.Errorf("summary CSV row %d, %s: page %q, CLI %q", i, col, got[i][min(j, len(got[i])-1)], want[i][j])
			}
		}
	}

	name, data = dl.click(t, p, "lab-export-md")
	md := string(data)
	if !strings.HasSuffix(name, "-report.md") {
		t.Errorf("Markdown file %s", name)
	}
	for _, c := range cli.Summary.Configs {
		if !strings.Contains(md, "| "+c.Config+" |") {
			t.Errorf("the Markdown export has no summary row of %q:\n%s", c.Config, md)
		}
	}
	if runs := strings.Count(md, "\n| "); runs < len(cli.Runs)+len(cli.Spec.Configs)+2 {
		t.Errorf("the Markdown export has %d table rows, want the summary's and %d runs':\n%s", runs, len(cli.Runs), md)
	}
}
