//go:build !js

package e2e

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"

	"searchlab/core/api"
	"searchlab/core/experiment"
	"searchlab/core/experiment/runner"
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
	plan, err := experiment.NewPlan(api.Builtin(), spec)
	if err != nil {
		t.Fatal(err)
	}
	res := experiment.Execute(context.Background(), runner.Local{Parallel: 2}, plan.Runs, nil, nil)
	var b bytes.Buffer
	experiment.WriteRunsCSV(&b, plan.Rows(res))
	return csvRecords(t, b.Bytes())
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
		labScreenshots(t, p, "lab-small")
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
