package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// wasmBinaries are the two binaries whose sizes matter to a first visit.
var wasmBinaries = []struct{ file, what string }{
	{"ui.wasm", "UI (wasm/app)"},
	{"build/app.wasm", "solver (wasm/worker)"},
}

// uiBinary is the page's own program: web/boot.mjs fetches it before the
// page is interactive; the solver's binary comes after.
const uiBinary = "ui.wasm"

// printSizes prints each wasm binary's raw size and its size after gzip -9
// and brotli 11 (what a host sends from the precompressed copies; on the
// fly, roughly), then the same for what the page downloads before it is
// interactive (pageFiles) and for the whole app (every file the service
// worker precaches, and sw.js). These are the figures the README points
// to: they come from the build. A brotli figure is "-" when a binary has
// no brotli copy (MKDIST_FLAGS=-no-brotli); the small files without one
// are compressed here.
func printSizes(w io.Writer, dir string) error {
	row := func(a, b string, raw int, gz int, br string) {
		fmt.Fprintf(w, "%-22s %-30s %12d %12d %12s\n", a, b, raw, gz, br)
	}
	fmt.Fprintf(w, "%-22s %-30s %12s %12s %12s\n", "file", "what", "raw bytes", "gzip -9", "brotli 11")
	for _, b := range wasmBinaries {
		s, err := sizeOf(dir, b.file)
		if os.IsNotExist(err) {
			fmt.Fprintf(w, "%-22s %-30s %12s %12s %12s\n", b.file, b.what, "missing", "-", "-")
			continue
		}
		if err != nil {
			return err
		}
		row(b.file, b.what, s.raw, s.gz, s.brText())
	}
	page, err := pageFiles(dir)
	if err != nil {
		return err
	}
	var all []string
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(p, ".gz") || strings.HasSuffix(p, ".br") || strings.HasPrefix(d.Name(), ".") {
			return err // precompressed copies and data (pdb/*.bin.gz) are not part of a visit
		}
		rel, err := filepath.Rel(dir, p)
		all = append(all, filepath.ToSlash(rel))
		return err
	})
	if err != nil {
		return err
	}
	for _, set := range []struct {
		name  string
		files []string
	}{{"before interactive", page}, {"whole app", all}} {
		var t fileSize
		t.brKnown = true
		for _, f := range set.files {
			s, err := sizeOf(dir, f)
			if err != nil {
				return err
			}
			t.raw, t.gz, t.br, t.brKnown = t.raw+s.raw, t.gz+s.gz, t.br+s.br, t.brKnown && s.brKnown
		}
		row(set.name, fmt.Sprintf("%d files", len(set.files)), t.raw, t.gz, t.brText())
	}
	return nil
}

// fileSize is a file's size raw, after gzip -9 and after brotli 11
// (brKnown false: not known, a binary without a brotli copy).
type fileSize struct {
	raw, gz, br int
	brKnown     bool
}

func (s fileSize) brText() string {
	if !s.brKnown {
		return "-"
	}
	return fmt.Sprint(s.br)
}

// sizeOf measures file rel of dir: its precompressed copies when they are
// of this content, else compressed here (brotli only for files that are
// bigger than bigFile: brotli 11 takes most of a minute on a wasm binary).
// A file that compression would grow counts as it is.
func sizeOf(dir, rel string) (fileSize, error) {
	p := filepath.Join(dir, filepath.FromSlash(rel))
	data, err := os.ReadFile(p)
	if err != nil {
		return fileSize{}, err
	}
	s := fileSize{raw: len(data)}
	if s.gz, err = gzipSizeOf(p, data); err != nil {
		return s, err
	}
	s.gz = min(s.gz, len(data))
	if z, ok := codecs[1].fresh(p, data); ok {
		s.br, s.brKnown = len(z), true
	} else if len(data) <= bigFile {
		z, err := brotliBytes(data)
		s.br, s.brKnown = min(len(z), len(data)), true
		if err != nil {
			return s, err
		}
	}
	return s, nil
}

// bigFile is the size above which sizeOf compresses nothing with brotli.
const bigFile = 1 << 20

var (
	// pageRef is a same-folder URL in index.html: a stylesheet, script,
	// icon or the manifest.
	pageRef = regexp.MustCompile(`(?:src|href)="\./([^"#?]+)"`)
	// moduleImport is a static import of a module beside the importer.
	moduleImport = regexp.MustCompile(`(?m)^\s*import\s+(?:[^"';]*?\s+from\s+)?"\./([^"]+)"`)
)

// pageFiles lists what the page downloads before it is interactive, as
// web/boot.mjs orders it: index.html, every file index.html refers to
// (stylesheets, scripts, icons, the manifest: an upper bound, as a browser
// fetches one icon and the manifest when it wants them), the modules its
// scripts import, following their static imports, and the UI's binary.
// The solver's worker, its binary and the service worker's precache come
// after. Files that are not in dir are left out.
func pageFiles(dir string) ([]string, error) {
	seen := map[string]bool{}
	var out, queue []string
	add := func(rel string) {
		rel = path.Clean(rel)
		if seen[rel] {
			return
		}
		seen[rel] = true
		if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(rel))); err == nil {
			out = append(out, rel)
			queue = append(queue, rel)
		}
	}
	add("index.html")
	add(uiBinary)
	for len(queue) > 0 {
		rel := queue[0]
		queue = queue[1:]
		var re *regexp.Regexp
		switch path.Ext(rel) {
		case ".html":
			re = pageRef
		case ".mjs":
			re = moduleImport
		default:
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(rel)))
		if err != nil {
			return nil, err
		}
		for _, m := range re.FindAllSubmatch(b, -1) {
			add(path.Join(path.Dir(rel), string(m[1])))
		}
	}
	sort.Strings(out)
	return out, nil
}

// gzipSizeOf is the gzip -9 size of data, the content of file p: the size
// of its precompressed copy when that copy is of this content (precompress
// writes it with gzip -9), else compressed here.
func gzipSizeOf(p string, data []byte) (int, error) {
	if gz, ok := freshGzip(p, data); ok {
		return len(gz), nil
	}
	return gzipSize(data)
}

func gzipSize(data []byte) (int, error) {
	b, err := gzipBytes(data)
	return len(b), err
}

// gzipBytes compresses data with gzip -9.
func gzipBytes(data []byte) ([]byte, error) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(data); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
