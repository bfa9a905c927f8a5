package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"
	"time"
)

// compressedFiles serves the static app compressed when the client accepts
// it (RFC 9110 §8.4 Content-Encoding, §12.5.3 Accept-Encoding):
//
//  1. a precompressed sibling written by `make dist` (name.br for "br",
//     name.gz for "gzip"), served as is;
//  2. otherwise, for a compressible type (text, JavaScript, JSON, SVG, the
//     web manifest and WebAssembly), the file gzipped once at the default
//     level and kept in memory while its size and modification time stay
//     the same;
//  3. otherwise the file as it is (PNG and other already-compressed types
//     are never compressed again).
//
// Every response of a compressible path carries Vary: Accept-Encoding, so
// caches keep the encodings apart. Ranges, conditional requests and HEAD
// work as in http.ServeContent, over the encoded bytes. Anything it does not
// handle (directories without index.html, missing files, redirects) goes to
// next, the plain file server.
type compressedFiles struct {
	fsys http.FileSystem
	next http.Handler

	mu    sync.Mutex
	cache map[string]gzEntry
}

type gzEntry struct {
	size    int64
	modTime time.Time
	gz      []byte
}

// maxGzipOnTheFly bounds the files compressed in memory (the wasm binaries
// are about 16 MB raw).
const maxGzipOnTheFly = 64 << 20

func newCompressedFiles(fsys http.FileSystem, next http.Handler) *compressedFiles {
	return &compressedFiles{fsys: fsys, next: next, cache: map[string]gzEntry{}}
}

// contentTypes are the types the app needs whatever the system's MIME table
// says (.wasm must be application/wasm for instantiateStreaming, .mjs
// JavaScript for module workers).
var contentTypes = map[string]string{
	".wasm":        "application/wasm",
	".mjs":         "text/javascript; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".webmanifest": "application/manifest+json",
	".html":        "text/html; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".svg":         "image/svg+xml",
	".json":        "application/json",
}

// contentType returns the type of a file name.
func contentType(name string) string {
	ext := path.Ext(name)
	if t, ok := contentTypes[ext]; ok {
		return t
	}
	return mime.TypeByExtension(ext)
}

// compressible reports whether a type gains from compression: text and
// structured text, JavaScript, SVG and WebAssembly; not images, fonts,
// archives or media, which are compressed already.
func compressible(ctype string) bool {
	t, _, _ := strings.Cut(ctype, ";")
	t = strings.TrimSpace(t)
	switch {
	case strings.HasPrefix(t, "text/"):
		return true
	case strings.HasSuffix(t, "+json"), strings.HasSuffix(t, "+xml"):
		return true
	}
	switch t {
	case "application/wasm", "application/javascript", "application/json", "application/xml":
		return true
	}
	return false
}

// accepts reports whether an Accept-Encoding header value allows coding:
// named with a q-value above 0, or not named and "*" allowed.
func accepts(header, coding string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(part, ";")
		name = strings.ToLower(strings.TrimSpace(name))
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(p, "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					q = f
				}
			}
		}
		switch name {
		case coding:
			return q > 0
		case "*":
			star = q > 0
		}
	}
	return star
}

func (c *compressedFiles) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Path
	if !strings.HasPrefix(name, "/") {
		name = "/" + name
	}
	name = path.Clean(name)
	if strings.HasSuffix(r.URL.Path, "/") {
		name = path.Join(name, "index.html")
	} else if strings.HasSuffix(r.URL.Path, "/index.html") || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
		c.next.ServeHTTP(w, r) // the file server's redirect to ./, or a method it answers
		return
	}
	ctype := contentType(name)
	if ctype != "" {
		w.Header().Set("Content-Type", ctype)
	}
	if !compressible(ctype) {
		c.next.ServeHTTP(w, r)
		return
	}
	w.Header().Add("Vary", "Accept-Encoding")
	orig, err := c.fsys.Open(name)
	if err != nil {
		c.next.ServeHTTP(w, r)
		return
	}
	st, err := orig.Stat()
	orig.Close()
	if err != nil || !st.Mode().IsRegular() {
		c.next.ServeHTTP(w, r)
		return
	}
	ae := r.Header.Get("Accept-Encoding")
	for _, enc := range []struct{ coding, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
		if accepts(ae, enc.coding) && c.serveFile(w, r, name+enc.ext, enc.coding, st.ModTime()) {
			return
		}
	}
	if accepts(ae, "gzip") && c.serveGzipped(w, r, name) {
		return
	}
	c.next.ServeHTTP(w, r)
}

// serveFile serves the precompressed regular file name with the given
// Content-Encoding, reporting false (having written nothing) when there is
// no such file or it is older than its original (modified at origTime):
// a stale copy left when the original was rebuilt without make dist.
func (c *compressedFiles) serveFile(w http.ResponseWriter, r *http.Request, name, coding string, origTime time.Time) bool {
	f, err := c.fsys.Open(name)
	if err != nil {
		return false
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() || st.ModTime().Before(origTime) {
		return false
	}
	w.Header().Set("Content-Encoding", coding)
	http.ServeContent(w, r, "", st.ModTime(), f)
	return true
}

// serveGzipped gzips the regular file name (once per size and modification
// time) and serves it, reporting false when there is no such file or it is
// too large to hold in memory.
func (c *compressedFiles) serveGzipped(w http.ResponseWriter, r *http.Request, name string) bool {
	f, err := c.fsys.Open(name)
	if err != nil {
		return false
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() || st.Size() > maxGzipOnTheFly {
		return false
	}
	c.mu.Lock()
	e, ok := c.cache[name]
	c.mu.Unlock()
	if !ok || e.size != st.Size() || !e.modTime.Equal(st.ModTime()) {
		gz, err := gzipAll(f)
		if err != nil {
			return false
		}
		e = gzEntry{size: st.Size(), modTime: st.ModTime(), gz: gz}
		c.mu.Lock()
		c.cache[name] = e
		c.mu.Unlock()
	}
	w.Header().Set("Content-Encoding", "gzip")
	http.ServeContent(w, r, "", e.modTime, bytes.NewReader(e.gz))
	return true
}

// gzipAll compresses everything r holds at the default level.
func gzipAll(r io.Reader) ([]byte, error) {
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	if _, err := io.Copy(zw, r); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
