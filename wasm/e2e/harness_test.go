//go:build !js

package e2e

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"mime"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// SubPath is where the harness mounts the site, so every test also checks
// that the app works away from the server root.
const SubPath = "/pz/"

var (
	distDir   string          // the built site
	skipAll   string          // why every browser test is skipped, if it is
	allocCtx  context.Context // the shared browser
	browserOK bool
)

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	_ = mime.AddExtensionType(".wasm", "application/wasm")
	_ = mime.AddExtensionType(".mjs", "text/javascript")
	_ = mime.AddExtensionType(".webmanifest", "application/manifest+json")

	flag.Parse()
	if testing.Short() {
		// make check's fast loop: no site build, no browser, no test.
		fmt.Fprintln(os.Stderr, "e2e: -short: every end-to-end test skipped (they build the site and drive Chromium)")
		return 0
	}
	chromium := os.Getenv("SEARCHLAB_CHROMIUM")
	if chromium == "" {
		for _, c := range []string{"chromium", "chromium-browser", "google-chrome"} {
			if p, err := exec.LookPath(c); err == nil {
				chromium = p
				break
			}
		}
	}
	if chromium == "" {
		// CI (.ci/run) sets SEARCHLAB_REQUIRE_CHROMIUM: a missing browser
		// fails the run instead of skipping every test.
		if os.Getenv("SEARCHLAB_REQUIRE_CHROMIUM") != "" {
			fmt.Fprintln(os.Stderr, "e2e: chromium is not installed and SEARCHLAB_REQUIRE_CHROMIUM is set: failing instead of skipping (apt-get install -y chromium chromium-driver)")
			return 1
		}
		if os.Geteuid() != 0 {
			skipAll = "chromium is not installed and we are not root: end-to-end tests skipped (install chromium, or run make test as root)"
			return m.Run()
		}
		fmt.Fprintln(os.Stderr, "e2e: chromium is not installed; `make test` installs it (apt-get install -y chromium chromium-driver)")
		return 1
	}

	distDir = os.Getenv("SEARCHLAB_E2E_DIST")
	if distDir == "" {
		tmp, err := os.MkdirTemp("", "searchlab-e2e-")
		if err != nil {
			fmt.Fprintln(os.Stderr, "e2e:", err)
			return 1
		}
		defer os.RemoveAll(tmp)
		distDir = filepath.Join(tmp, "dist")
		start := time.Now()
		cmd := exec.Command("make", "--no-print-directory", "dist", "DIST="+distDir, "MKDIST_FLAGS=-no-brotli")
		cmd.Dir = repoRoot()
		out, err := cmd.CombinedOutput()
		if err != nil {
			fmt.Fprintf(os.Stderr, "e2e: make dist failed: %v\n%s", err, out)
			return 1
		}
		fmt.Fprintf(os.Stderr, "e2e: built the site in %.1fs\n", time.Since(start).Seconds())
	}

	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("disable-default-apps", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
		chromedp.Flag("disable-features", "Translate"),
		chromedp.WindowSize(1280, 900),
	}
	var cancel context.CancelFunc
	allocCtx, cancel = chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	// Start the browser once, so the first test does not pay for it alone.
	bctx, bcancel := chromedp.NewContext(allocCtx)
	if err := chromedp.Run(bctx); err != nil {
		fmt.Fprintf(os.Stderr, "e2e: cannot start %s: %v\n", chromium, err)
		bcancel()
		return 1
	}
	browserOK = true
	defer bcancel()
	return m.Run()
}

// repoRoot is the module root (this package is wasm/e2e).
func repoRoot() string {
	wd, _ := os.Getwd()
	return filepath.Clean(filepath.Join(wd, "..", ".."))
}

// needBrowser skips the test when no browser can run.
func needBrowser(t testing.TB) {
	t.Helper()
	if skipAll != "" {
		t.Skip(skipAll)
	}
	if !browserOK {
		t.Fatal("the browser did not start")
	}
}

// Site is the built app served under SubPath by an in-process server. Stop
// it to take the app offline.
type Site struct {
	Dir  string // the folder served
	Base string // http://127.0.0.1:port/pz/
	srv  *http.Server
	ln   net.Listener

	mu       sync.Mutex
	outside  []string // paths requested outside SubPath
	requests []string
	served   atomic.Int64 // response body bytes
}

// ServeSite serves dir under SubPath on a fresh port (a fresh origin, so no
// service worker or cache from another test applies) until the test ends.
func ServeSite(t testing.TB, dir string) *Site {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &Site{Dir: dir, Base: "http://" + ln.Addr().String() + SubPath, ln: ln}
	files := http.StripPrefix(strings.TrimSuffix(SubPath, "/"), http.FileServer(http.Dir(dir)))
	s.srv = &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.requests = append(s.requests, r.URL.Path)
		if !strings.HasPrefix(r.URL.Path, SubPath) {
			s.outside = append(s.outside, r.URL.Path)
			s.mu.Unlock()
			http.NotFound(w, r)
			return
		}
		s.mu.Unlock()
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(&countingWriter{ResponseWriter: w, n: &s.served}, r)
	})}
	go s.srv.Serve(ln)
	t.Cleanup(s.Stop)
	return s
}

// Stop closes the server: the port refuses connections from then on.
func (s *Site) Stop() {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_ = s.srv.Shutdown(ctx)
	s.srv.Close()
}

// Outside returns the paths requested outside SubPath (each one a URL that
// is not relative).
func (s *Site) Outside() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.outside...)
}

// Requests returns every path requested so far.
func (s *Site) Requests() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.requests...)
}

// ServedBytes is the number of response body bytes sent so far.
func (s *Site) ServedBytes() int64 { return s.served.Load() }

type countingWriter struct {
	http.ResponseWriter
	n *atomic.Int64
}

func (c *countingWriter) Write(b []byte) (int, error) {
	n, err := c.ResponseWriter.Write(b)
	c.n.Add(int64(n))
	return n, err
}

// CopyDist copies the built site into a fresh folder that a test may change.
func CopyDist(t testing.TB) string {
	t.Helper()
	dst := filepath.Join(t.TempDir(), "dist")
	err := filepath.WalkDir(distDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(distDir, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

// Page is one browser tab with the console errors and uncaught exceptions
// it reported.
type Page struct {
	Ctx  context.Context
	mu   sync.Mutex
	errs []string
	logs []string
}

// NewPage opens a tab in the shared browser; it closes when the test ends.
// timeout bounds everything done in it.
func NewPage(t testing.TB, timeout time.Duration) *Page {
	t.Helper()
	needBrowser(t)
	ctx, cancel := chromedp.NewContext(allocCtx)
	ctx, cancel2 := context.WithTimeout(ctx, timeout)
	p := &Page{Ctx: ctx}
	chromedp.ListenTarget(ctx, func(ev any) {
		switch e := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			var parts []string
			for _, a := range e.Args {
				if a.Value != nil {
					var s string
					if json.Unmarshal(a.Value, &s) == nil {
						parts = append(parts, s)
						continue
					}
					parts = append(parts, string(a.Value))
				} else {
					parts = append(parts, a.Description)
				}
			}
			msg := string(e.Type) + ": " + strings.Join(parts, " ")
			p.mu.Lock()
			p.logs = append(p.logs, msg)
			if e.Type == runtime.APITypeError || e.Type == runtime.APITypeAssert {
				p.errs = append(p.errs, "console."+msg)
			}
			p.mu.Unlock()
		case *runtime.EventExceptionThrown:
			d := e.ExceptionDetails
			msg := d.Text
			if d.Exception != nil && d.Exception.Description != "" {
				msg += " " + d.Exception.Description
			}
			p.mu.Lock()
			p.errs = append(p.errs, "exception: "+msg)
			p.mu.Unlock()
		case *cdplog.EventEntryAdded:
			if e.Entry.Level == cdplog.LevelError {
				p.mu.Lock()
				p.errs = append(p.errs, fmt.Sprintf("log (%s): %s %s", e.Entry.Source, e.Entry.Text, e.Entry.URL))
				p.mu.Unlock()
			}
		}
	})
	if err := chromedp.Run(ctx); err != nil {
		cancel2()
		cancel()
		t.Fatalf("cannot open a tab: %v", err)
	}
	t.Cleanup(func() {
		cancel2()
		cancel()
	})
	return p
}

// Errors returns the console errors and exceptions seen so far.
func (p *Page) Errors() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.errs...)
}

// Logs returns every console message seen so far.
func (p *Page) Logs() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.logs...)
}

// Run runs chromedp actions in the tab, failing the test on error.
func (p *Page) Run(t testing.TB, actions ...chromedp.Action) {
	t.Helper()
	if err := chromedp.Run(p.Ctx, actions...); err != nil {
		t.Fatalf("%v\nconsole errors: %q", err, p.Errors())
	}
}

// Eval evaluates a JS expression, awaiting it if it is a promise, into out.
func (p *Page) Eval(t testing.TB, expr string, out any) {
	t.Helper()
	p.Run(t, chromedp.Evaluate(expr, out, awaitPromise))
}

func awaitPromise(e *runtime.EvaluateParams) *runtime.EvaluateParams {
	return e.WithAwaitPromise(true)
}

// WaitJS polls a JS expression until it is truthy.
func (p *Page) WaitJS(t testing.TB, what, expr string, timeout time.Duration) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		var ok bool
		if err := chromedp.Run(p.Ctx, chromedp.Evaluate("!!("+expr+")", &ok)); err == nil && ok {
			return
		} else if time.Now().After(deadline) {
			t.Fatalf("timed out after %v waiting for %s (%s); last error %v\nconsole errors: %q", timeout, what, expr, err, p.Errors())
		}
		time.Sleep(25 * time.Millisecond)
	}
}

// WaitTestID waits until an element with data-testid=id is visible.
func (p *Page) WaitTestID(t testing.TB, id string) {
	t.Helper()
	p.Run(t, chromedp.WaitVisible(`[data-testid="`+id+`"]`, chromedp.ByQuery))
}

// ByTestID is the CSS selector of data-testid=id.
func ByTestID(id string) string { return `[data-testid="` + id + `"]` }

// Open navigates to url and waits until the app has started: the UI has
// replaced the loader (or the loader shows a failure) and the solver is
// ready. It returns how long that took from navigation start.
func (p *Page) Open(t testing.TB, url string) time.Duration {
	t.Helper()
	start := time.Now()
	p.Run(t, chromedp.Navigate(url))
	p.WaitStarted(t)
	return time.Since(start)
}

// Reload reloads the page (after the JS statements in before, if any) and
// waits for the new page: a marker set on the old window must be gone, and
// then the app has started (WaitStarted). Waiting for searchlabUIReady or
// an element alone is not enough: the old page satisfies both until the
// new document replaces it.
func (p *Page) Reload(t testing.TB, before string) {
	t.Helper()
	p.Eval(t, `window.e2eOldPage = true; `+before+`; setTimeout(() => location.reload(), 0); true`, nil)
	p.WaitJS(t, "the new page after the reload", `!window.e2eOldPage`, 60*time.Second)
	p.WaitStarted(t)
}

// UIMissing reports whether the built site has no UI binary (wasm/app had
// no main package when it was built): the page then shows its "could not
// start" message, and only the solver can be tested.
func UIMissing() bool {
	_, err := os.Stat(filepath.Join(distDir, "ui.wasm"))
	return err != nil
}

// UnexpectedErrors returns Errors without those a missing UI binary causes
// (see UIMissing).
func (p *Page) UnexpectedErrors() []string {
	var out []string
	for _, e := range p.Errors() {
		if UIMissing() && (strings.Contains(e, "ui.wasm") || strings.Contains(e, "failed to start") || strings.Contains(e, "404")) {
			continue
		}
		out = append(out, e)
	}
	return out
}

// WaitStarted waits for the UI to replace the loader and for the solver.
// Without a UI binary it waits for the solver only.
func (p *Page) WaitStarted(t testing.TB) {
	t.Helper()
	p.WaitJS(t, "the solver client", "globalThis.searchlabSolver", 20*time.Second)
	if UIMissing() {
		t.Log("the built site has no ui.wasm (wasm/app has no main package): testing the solver only")
		p.WaitJS(t, "a ready solver worker", "globalThis.searchlabSolver.ready()", 30*time.Second)
		return
	}
	p.WaitJS(t, "the UI to replace the loader (or fail)",
		`!document.getElementById("sl-loader") || document.getElementById("sl-loader").classList.contains("sl-loader-failed")`, 30*time.Second)
	var failed string
	p.Run(t, chromedp.Evaluate(`(document.querySelector("#sl-loader.sl-loader-failed #sl-loader-text") || {}).textContent || ""`, &failed))
	if failed != "" {
		t.Fatalf("the app did not start: %s\nconsole errors: %q", failed, p.Errors())
	}
	p.WaitJS(t, "a ready solver worker", "globalThis.searchlabSolver.ready()", 30*time.Second)
}
