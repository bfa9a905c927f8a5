package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"github.com/andybalholm/brotli"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// fakeSite lays out a repository root (index.html, web/) and a dist folder
// with stand-in wasm and workers files, as the Makefile leaves them before
// running mkdist. It copies the real index.html and web/ files.
func fakeSite(t *testing.T, withUI bool) Config {
	t.Helper()
	tmp := t.TempDir()
	c := Config{Root: filepath.Join(tmp, "repo"), Out: filepath.Join(tmp, "dist"), GOROOT: filepath.Join(tmp, "goroot")}
	repo := filepath.Join("..", "..", "..")
	mustCopy(t, filepath.Join(repo, "index.html"), filepath.Join(c.Root, "index.html"))
	for _, f := range []string{"boot.mjs", "worker-pool.mjs", "solver-worker.mjs", "ends.mjs", "sw.template.js", "manifest.webmanifest", "icon.svg", "style.css"} {
		mustCopy(t, filepath.Join(repo, "web", f), filepath.Join(c.Root, "web", f))
	}
	mustWrite(t, filepath.Join(c.GOROOT, "lib", "wasm", "wasm_exec.js"), "// go's wasm_exec.js\n")
	for _, f := range solverFiles {
		mustWrite(t, filepath.Join(c.Out, f), "stand-in "+f)
	}
	if withUI {
		mustWrite(t, filepath.Join(c.Out, "ui.wasm"), strings.Repeat("u", 12345))
	}
	return c
}

func mustCopy(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	mustWrite(t, to, string(b))
}

func mustWrite(t *testing.T, name, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	versionRE = regexp.MustCompile(`const VERSION = "([0-9a-f]{16})";`)
	assetsRE  = regexp.MustCompile(`(?s)const ASSETS = (\[.*?\]);`)
)

func serviceWorker(t *testing.T, out string) (version string, assets []string) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(out, "sw.js"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), "{{") {
		t.Errorf("sw.js still has a placeholder")
	}
	v := versionRE.FindSubmatch(b)
	a := assetsRE.FindSubmatch(b)
	if v == nil || a == nil {
		t.Fatalf("sw.js has no VERSION or ASSETS:\n%s", b)
	}
	if err := json.Unmarshal(a[1], &assets); err != nil {
		t.Fatalf("ASSETS is not a JSON list: %v", err)
	}
	return string(v[1]), assets
}

func TestBuildWritesSite(t *testing.T) {
	c := fakeSite(t, true)
	if err := Build(c); err != nil {
		t.Fatal(err)
	}
	index, _ := os.ReadFile(filepath.Join(c.Out, "index.html"))
	if !bytes.Contains(index, []byte(`data-ui-wasm-bytes="12345"`)) {
		t.Errorf("index.html does not carry the ui.wasm size 12345")
	}
	if fi, err := os.Stat(filepath.Join(c.Out, ".nojekyll")); err != nil || fi.Size() != 0 {
		t.Errorf(".nojekyll: %v", err)
	}
	for _, ic := range icons {
		f, err := os.Open(filepath.Join(c.Out, ic.name))
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil || img.Bounds().Dx() != ic.size || img.Bounds().Dy() != ic.size {
			t.Errorf("%s: %v, want a %d×%d PNG", ic.name, err, ic.size, ic.size)
		}
	}
	_, assets := serviceWorker(t, c.Out)
	want := []string{"./", "./boot.mjs", "./build/app.wasm", "./build/runtime.mjs", "./build/wasm_exec.js", "./build/worker.mjs",
		"./ends.mjs", "./icon-192.png", "./icon-512.png", "./icon-maskable-512.png", "./icon.svg", "./index.html", "./manifest.webmanifest",
		"./screens.css", "./solver-worker.mjs", "./style.css", "./ui.wasm", "./wasm_exec.js", "./worker-pool.mjs"}
	if strings.Join(assets, " ") != strings.Join(want, " ") {
		t.Errorf("precache list\n got %q\nwant %q", assets, want)
	}
	// Every precached file exists; nothing outside the list is served.
	for _, a := range assets[1:] {
		if _, err := os.Stat(filepath.Join(c.Out, filepath.FromSlash(strings.TrimPrefix(a, "./")))); err != nil {
			t.Errorf("precached %s does not exist", a)
		}
	}
}

func TestVersionFollowsContent(t *testing.T) {
	c := fakeSite(t, true)
	if err := Build(c); err != nil {
		t.Fatal(err)
	}
	v1, _ := serviceWorker(t, c.Out)
	if err := Build(c); err != nil {
		t.Fatal(err)
	}
	if v, _ := serviceWorker(t, c.Out); v != v1 {
		t.Errorf("rebuilding the same files changed the version: %s then %s", v1, v)
	}
	mustWrite(t, filepath.Join(c.Out, "build", "app.wasm"), "a new solver")
	if err := Build(c); err != nil {
		t.Fatal(err)
	}
	if v, _ := serviceWorker(t, c.Out); v == v1 {
		t.Errorf("a new solver binary kept version %s", v)
	}
}

func TestBuildRefusesMissingUI(t *testing.T) {
	c := fakeSite(t, false)
	err := Build(c)
	if err == nil || !strings.Contains(err.Error(), "ui.wasm is missing") {
		t.Errorf("Build without ui.wasm: %v, want an error saying ui.wasm is missing", err)
	}
}

func TestBuildRefusesMissingStyle(t *testing.T) {
	c := fakeSite(t, true)
	if err := os.Remove(filepath.Join(c.Root, "web", "style.css")); err != nil {
		t.Fatal(err)
	}
	err := Build(c)
	if err == nil || !strings.Contains(err.Error(), "style.css") {
		t.Errorf("Build without web/style.css: %v, want an error naming it", err)
	}
}

func TestBuildRefusesIncompleteSolver(t *testing.T) {
	c := fakeSite(t, true)
	if err := os.Remove(filepath.Join(c.Out, "build", "worker.mjs")); err != nil {
		t.Fatal(err)
	}
	err := Build(c)
	if err == nil || !strings.Contains(err.Error(), "build/worker.mjs") {
		t.Errorf("Build without build/worker.mjs: %v, want an error naming it", err)
	}
}

func TestRenderServiceWorkerNeedsPlaceholders(t *testing.T) {
	if _, err := renderServiceWorker("const VERSION = '{{VERSION}}';", []string{"./"}, "x"); err == nil {
		t.Error("a template without {{ASSETS}} was accepted")
	}
}

func TestGzipSize(t *testing.T) {
	data := bytes.Repeat([]byte("searchlab "), 10000)
	n, err := gzipSize(data)
	if err != nil || n <= 0 || n >= len(data)/10 {
		t.Errorf("gzipSize of 100 kB of repetition = %d, %v", n, err)
	}
}

// make dist writes gzip -9 copies beside the compressible files of a
// kilobyte or more (issue 13, item 22): each decodes to its original, PNG
// icons and small files get none, the service worker's precache list holds
// no .gz, a rebuild removes a copy whose original is no longer compressed,
// and a .gz file without an original (data, like the pattern databases) is
// kept.
func TestBuildPrecompresses(t *testing.T) {
	c := fakeSite(t, true)
	mustWrite(t, filepath.Join(c.Out, "tiny.js"), "small now")
	mustWrite(t, filepath.Join(c.Out, "tiny.js.gz"), "left from an earlier build")
	mustWrite(t, filepath.Join(c.Out, "pdb", "663.bin.gz"), "a pattern database")
	if err := Build(c); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"ui.wasm", "index.html", "style.css", "sw.js"} {
		raw, err := os.ReadFile(filepath.Join(c.Out, name))
		if err != nil {
			t.Fatal(err)
		}
		// gzip -9 and brotli 11 (issue 28: brotli for hosts that serve it),
		// each decoded by its own reader, not by the code that wrote it.
		for _, dec := range []struct {
			ext string
			new func(io.Reader) (io.Reader, error)
		}{
			{".gz", func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }},
			{".br", func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil }},
		} {
			z, err := os.ReadFile(filepath.Join(c.Out, name+dec.ext))
			if err != nil {
				t.Errorf("%s has no %s copy: %v", name, dec.ext, err)
				continue
			}
			zr, err := dec.new(bytes.NewReader(z))
			if err != nil {
				t.Fatalf("%s%s: %v", name, dec.ext, err)
			}
			back, err := io.ReadAll(zr)
			if err != nil || !bytes.Equal(back, raw) || len(z) >= len(raw) {
				t.Errorf("%s%s: %d bytes for %d, decodes equal %v (%v)", name, dec.ext, len(z), len(raw), bytes.Equal(back, raw), err)
			}
		}
	}
	if b, err := os.ReadFile(filepath.Join(c.Out, "pdb", "663.bin.gz")); err != nil || string(b) != "a pattern database" {
		t.Errorf("pdb/663.bin.gz: %q %v, want it kept", b, err)
	}
	for _, name := range []string{"icon-512.png.gz", "build/app.wasm.gz", "tiny.js.gz", ".nojekyll.gz"} {
		// build/app.wasm is a 23-byte stand-in here: too small to compress.
		if _, err := os.Stat(filepath.Join(c.Out, name)); err == nil {
			t.Errorf("%s exists", name)
		}
	}
	_, assets := serviceWorker(t, c.Out)
	for _, a := range assets {
		if strings.HasSuffix(a, ".gz") || strings.HasSuffix(a, ".br") {
			t.Errorf("precache list holds %s", a)
		}
	}
}

// make dist no longer starts from an empty folder (issue 21, item 10): a
// rebuild keeps the precompressed copy of a file that did not change (it
// is not compressed again), writes a new one for a file that changed, and
// removes a web asset that web/ no longer has, with its copy, from the
// folder and from the precache list.
func TestBuildIsIncremental(t *testing.T) {
	c := fakeSite(t, true)
	mustWrite(t, filepath.Join(c.Root, "web", "old.css"), strings.Repeat("p { color: red }\n", 100))
	if err := Build(c); err != nil {
		t.Fatal(err)
	}
	uiGz := filepath.Join(c.Out, "ui.wasm.gz")
	marker := []byte("not recompressed")
	// Stamp the copy's mtime far in the past (its original's further
	// still): a rewrite would change it.
	past := time.Now().Add(-time.Hour)
	if err := os.Chtimes(filepath.Join(c.Out, "ui.wasm"), past.Add(-time.Minute), past.Add(-time.Minute)); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(uiGz, past, past); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(c.Root, "web", "old.css")); err != nil {
		t.Fatal(err)
	}
	if err := Build(c); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(uiGz); err != nil || !fi.ModTime().Equal(past) {
		t.Errorf("ui.wasm.gz was written again for the same ui.wasm (%v)", err)
	}
	for _, f := range []string{"old.css", "old.css.gz"} {
		if _, err := os.Stat(filepath.Join(c.Out, f)); err == nil {
			t.Errorf("%s is still in the site after web/old.css was removed", f)
		}
	}
	if _, assets := serviceWorker(t, c.Out); strings.Contains(strings.Join(assets, " "), "old.css") {
		t.Errorf("the precache list still holds old.css: %q", assets)
	}
	// A copy that no longer matches its file is written again.
	mustWrite(t, filepath.Join(c.Out, "ui.wasm"), strings.Repeat("v", 12345))
	if err := os.WriteFile(uiGz, marker, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Build(c); err != nil {
		t.Fatal(err)
	}
	if gz, ok := freshGzip(filepath.Join(c.Out, "ui.wasm"), []byte(strings.Repeat("v", 12345))); !ok || bytes.Equal(gz, marker) {
		t.Errorf("ui.wasm.gz does not hold the new ui.wasm")
	}
}

// A copy kept for a binary the Makefile touched without changing it (go
// build left it as it was) is not older than the binary afterwards:
// searchlab serve, like nginx's gzip_static, would take it for stale and
// send the binary gzipped on the fly, without brotli.
func TestBuildKeptCopiesAreNotOlder(t *testing.T) {
	c := fakeSite(t, true)
	if err := Build(c); err != nil {
		t.Fatal(err)
	}
	ui := filepath.Join(c.Out, "ui.wasm")
	past, now := time.Now().Add(-time.Hour), time.Now().Add(time.Second)
	for _, f := range []string{ui + ".gz", ui + ".br"} {
		if err := os.Chtimes(f, past, past); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Chtimes(ui, now, now); err != nil { // make's touch
		t.Fatal(err)
	}
	if err := Build(c); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{ui + ".gz", ui + ".br"} {
		fi, err := os.Stat(f)
		if err != nil {
			t.Fatal(err)
		}
		if fi.ModTime().Before(now) {
			t.Errorf("%s is older than ui.wasm after a build: %v < %v", filepath.Base(f), fi.ModTime(), now)
		}
	}
}

// What the page downloads before it is interactive (make dist prints its
// size) is index.html, what it refers to, the modules boot.mjs imports
// and theirs, and the UI's binary; never the solver's binary, its worker
// or the service worker, which web/boot.mjs starts after.
func TestPageFiles(t *testing.T) {
	c := fakeSite(t, true)
	for _, f := range []string{"lab-archive.mjs", "chart-png.mjs"} {
		mustCopy(t, filepath.Join("..", "..", "..", "web", f), filepath.Join(c.Root, "web", f))
	}
	if err := Build(c); err != nil {
		t.Fatal(err)
	}
	files, err := pageFiles(c.Out)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, f := range files {
		got[f] = true
	}
	for _, f := range []string{"index.html", "ui.wasm", "wasm_exec.js", "boot.mjs", "worker-pool.mjs", "ends.mjs", "lab-archive.mjs", "chart-png.mjs", "style.css", "screens.css", "manifest.webmanifest", "icon.svg", "icon-192.png"} {
		if !got[f] {
			t.Errorf("%s is not among the files before interactive: %q", f, files)
		}
	}
	for _, f := range []string{"build/app.wasm", "solver-worker.mjs", "sw.js", "build/runtime.mjs", "pdb-store.mjs"} {
		if got[f] {
			t.Errorf("%s is among the files before interactive: %q", f, files)
		}
	}
	var out strings.Builder
	if err := printSizes(&out, c.Out); err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`(?m)^before interactive\s+\d+ files\s+\d+\s+\d+\s+\d+$`).MatchString(out.String()) ||
		!regexp.MustCompile(`(?m)^whole app\s+\d+ files\s+\d+\s+\d+\s+\d+$`).MatchString(out.String()) {
		t.Errorf("printSizes:\n%s", out.String())
	}
}
