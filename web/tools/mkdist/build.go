package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Config says where Build reads and writes.
type Config struct {
	Root   string // repository root: index.html and web/
	Out    string // the dist folder; build/ and ui.wasm are already in it
	GOROOT string // its lib/wasm/wasm_exec.js is the UI's loader
	// NoBrotli writes gzip copies only (the end-to-end tests' build: brotli
	// 11 costs about two minutes of CPU, and the browser tests use gzip).
	NoBrotli bool
}

// solverFiles are what `go tool workers-assets-gen` and the solver build put
// in Out/build; the site cannot work without them.
var solverFiles = []string{"build/app.wasm", "build/worker.mjs", "build/runtime.mjs", "build/wasm_exec.js"}

var uiSizeAttr = regexp.MustCompile(`data-ui-wasm-bytes="[0-9]*"`)

// Build writes the static site into c.Out. It returns an error for anything
// that makes the site unusable (a missing binary, index.html or stylesheet).
func Build(c Config) error {
	for _, f := range solverFiles {
		if _, err := os.Stat(filepath.Join(c.Out, f)); err != nil {
			return fmt.Errorf("%s is missing: build the solver first (make dist): %v", filepath.Join(c.Out, f), err)
		}
	}
	if _, err := os.Stat(filepath.Join(c.Out, "ui.wasm")); err != nil {
		return fmt.Errorf("ui.wasm is missing: build the UI first (make dist): %v", err)
	}
	// Both binaries' data segments joined (datasegments.go) before
	// anything reads their sizes or hashes them.
	for _, b := range wasmBinaries {
		if err := joinDataSegmentsFile(filepath.Join(c.Out, b.file)); err != nil {
			return fmt.Errorf("%s: %v", b.file, err)
		}
	}
	fi, err := os.Stat(filepath.Join(c.Out, "ui.wasm"))
	if err != nil {
		return err
	}
	uiSize := fi.Size()
	if _, err := os.Stat(filepath.Join(c.Root, "web", "style.css")); err != nil {
		return fmt.Errorf("web/style.css is missing: %v", err)
	}

	index, err := os.ReadFile(filepath.Join(c.Root, "index.html"))
	if err != nil {
		return err
	}
	if !uiSizeAttr.Match(index) {
		return errors.New(`index.html has no data-ui-wasm-bytes="…" attribute for the loading progress`)
	}
	index = uiSizeAttr.ReplaceAll(index, []byte(`data-ui-wasm-bytes="`+strconv.FormatInt(uiSize, 10)+`"`))
	if err := writeIfChanged(filepath.Join(c.Out, "index.html"), index); err != nil {
		return err
	}

	web := filepath.Join(c.Root, "web")
	entries, err := os.ReadDir(web)
	if err != nil {
		return err
	}
	copied := map[string]bool{}
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !webAsset(name) {
			continue
		}
		if err := copyFile(filepath.Join(web, name), filepath.Join(c.Out, name)); err != nil {
			return err
		}
		copied[name] = true
	}
	styles, err := screenStyles(c.Root)
	if err != nil {
		return err
	}
	if err := writeIfChanged(filepath.Join(c.Out, screenStylesName), styles); err != nil {
		return err
	}
	copied[screenStylesName] = true
	if err := removeStale(c.Out, copied); err != nil {
		return err
	}
	if err := copyFile(filepath.Join(c.GOROOT, "lib", "wasm", "wasm_exec.js"), filepath.Join(c.Out, "wasm_exec.js")); err != nil {
		return fmt.Errorf("copying Go's wasm_exec.js: %v", err)
	}
	for _, ic := range icons {
		if err := writePNG(filepath.Join(c.Out, ic.name), ic.size, ic.maskable); err != nil {
			return err
		}
	}
	if err := os.WriteFile(filepath.Join(c.Out, ".nojekyll"), nil, 0o644); err != nil {
		return err
	}

	assets, version, err := hashAssets(c.Out)
	if err != nil {
		return err
	}
	tmpl, err := os.ReadFile(filepath.Join(web, "sw.template.js"))
	if err != nil {
		return err
	}
	sw, err := renderServiceWorker(string(tmpl), assets, version)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(c.Out, "sw.js"), []byte(sw), 0o644); err != nil {
		return err
	}
	_, err = precompress(c.Out, !c.NoBrotli)
	return err
}

// hashAssets lists every file the service worker must precache (all of
// dir except sw.js itself, dot files and precompressed siblings), as URLs
// relative to sw.js, starting with "./" for the app's root; and returns a
// version: the first 16 hex digits of a SHA-256 over every path and content.
func hashAssets(dir string) (urls []string, version string, err error) {
	var files []string
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return nil
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		base := path.Base(rel)
		if rel == "sw.js" || strings.HasPrefix(base, ".") || strings.HasSuffix(rel, ".gz") || strings.HasSuffix(rel, ".br") {
			return nil
		}
		files = append(files, rel)
		return nil
	})
	if err != nil {
		return nil, "", err
	}
	sort.Strings(files)
	h := sha256.New()
	urls = []string{"./"}
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(f)))
		if err != nil {
			return nil, "", err
		}
		fmt.Fprintf(h, "%s\x00%d\x00", f, len(b))
		h.Write(b)
		urls = append(urls, "./"+f)
	}
	return urls, hex.EncodeToString(h.Sum(nil))[:16], nil
}

// renderServiceWorker fills the template's {{VERSION}} and {{ASSETS}}.
func renderServiceWorker(tmpl string, assets []string, version string) (string, error) {
	for _, ph := range []string{"{{VERSION}}", "{{ASSETS}}"} {
		if strings.Count(tmpl, ph) != 1 {
			return "", fmt.Errorf("web/sw.template.js must contain %s exactly once", ph)
		}
	}
	list, err := json.MarshalIndent(assets, "", "  ")
	if err != nil {
		return "", err
	}
	s := strings.Replace(tmpl, "{{VERSION}}", version, 1)
	return strings.Replace(s, "{{ASSETS}}", string(list), 1), nil
}

// webAsset says whether a file of web/ is copied into the site.
func webAsset(name string) bool {
	return strings.HasSuffix(name, ".mjs") || strings.HasSuffix(name, ".css") ||
		name == "icon.svg" || name == "manifest.webmanifest"
}

// removeStale removes from out (an earlier build, which make dist no
// longer empties first) the web assets that web/ no longer has, with their
// precompressed copies, so the service worker does not precache them.
func removeStale(out string, copied map[string]bool) error {
	entries, err := os.ReadDir(out)
	if err != nil {
		return err
	}
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !webAsset(name) || copied[name] {
			continue
		}
		for _, f := range []string{name, name + ".gz", name + ".br"} {
			if err := os.Remove(filepath.Join(out, f)); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return err
			}
		}
	}
	return nil
}

func copyFile(from, to string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return writeIfChanged(to, b)
}

// writeIfChanged writes b to name unless name holds b already, so a file
// that did not change keeps its time (make sees no change downstream).
func writeIfChanged(name string, b []byte) error {
	if old, err := os.ReadFile(name); err == nil && bytes.Equal(old, b) {
		return nil
	}
	return os.WriteFile(name, b, 0o644)
}
