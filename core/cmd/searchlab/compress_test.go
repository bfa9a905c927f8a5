package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// get requests path from h with the given Accept-Encoding and returns the
// response and its raw (still encoded) body.
func get(t *testing.T, h http.Handler, method, target, ae string, hdr ...string) (*http.Response, []byte) {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	if ae != "" {
		req.Header.Set("Accept-Encoding", ae)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	res := rec.Result()
	b, _ := io.ReadAll(res.Body)
	return res, b
}

func gunzip(t *testing.T, b []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("not gzip: %v", err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// searchlab serve -static sends compressed content (issue 13, item 22):
// gzip on the fly per Accept-Encoding, precompressed .br and .gz siblings
// when present, Vary: Accept-Encoding, never a second compression of PNG,
// and the raw file to a client that accepts no coding.
func TestStaticCompression(t *testing.T) {
	dir := t.TempDir()
	wasm := bytes.Repeat([]byte("\x00asm\x01\x00\x00\x00 searchlab "), 5000)
	css := []byte(strings.Repeat("body { color: black; }\n", 200))
	png := bytes.Repeat([]byte{0x89, 'P', 'N', 'G'}, 1000)
	index := []byte("<!doctype html><title>SearchLab</title>" + strings.Repeat("<p>hi</p>", 100))
	write := func(name string, b []byte) {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("app.wasm", wasm)
	write("style.css", css)
	write("icon.png", png)
	write("index.html", index)
	// Precompressed siblings of style.css, recognisable by content.
	var gzCSS bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gzCSS, gzip.BestCompression)
	zw.Write(css)
	zw.Close()
	write("style.css.gz", gzCSS.Bytes())
	write("style.css.br", []byte("pretend brotli"))
	h := staticHandler(http.Dir(dir))

	// On the fly: app.wasm gzipped, typed, varying, smaller, and the same
	// bytes once decoded; a second request hits the cache.
	for range 2 {
		res, b := get(t, h, "GET", "/app.wasm", "gzip, deflate, br")
		if res.Header.Get("Content-Encoding") != "gzip" || res.Header.Get("Content-Type") != "application/wasm" ||
			res.Header.Get("Vary") != "Accept-Encoding" || len(b) >= len(wasm)/10 || !bytes.Equal(gunzip(t, b), wasm) {
			t.Fatalf("app.wasm gzip: %v, %d bytes", res.Header, len(b))
		}
	}
	// No coding accepted (or gzip refused with q=0): the raw file.
	for _, ae := range []string{"", "identity", "gzip;q=0", "br;q=0, gzip;q=0"} {
		res, b := get(t, h, "GET", "/app.wasm", ae)
		if res.Header.Get("Content-Encoding") != "" || !bytes.Equal(b, wasm) || res.Header.Get("Vary") != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: %v, %d bytes", ae, res.Header, len(b))
		}
	}
	// Precompressed siblings: .br when br is accepted, else .gz, as is.
	res, b := get(t, h, "GET", "/style.css", "gzip, br")
	if res.Header.Get("Content-Encoding") != "br" || string(b) != "pretend brotli" || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/css") {
		t.Errorf("style.css br: %v %q", res.Header, b)
	}
	res, b = get(t, h, "GET", "/style.css", "gzip")
	if res.Header.Get("Content-Encoding") != "gzip" || !bytes.Equal(b, gzCSS.Bytes()) {
		t.Errorf("style.css gz: %v, %d bytes", res.Header, len(b))
	}
	// A copy older than its original (rebuilt without make dist) is
	// stale: gzip on the fly instead.
	old := time.Now().Add(-time.Hour)
	os.Chtimes(filepath.Join(dir, "style.css.gz"), old, old)
	os.Chtimes(filepath.Join(dir, "style.css.br"), old, old)
	res, b = get(t, h, "GET", "/style.css", "gzip, br")
	if res.Header.Get("Content-Encoding") != "gzip" || bytes.Equal(b, gzCSS.Bytes()) || !bytes.Equal(gunzip(t, b), css) {
		t.Errorf("stale copies: %v", res.Header)
	}
	os.Chtimes(filepath.Join(dir, "style.css.br"), time.Now().Add(time.Hour), time.Now().Add(time.Hour))
	res, _ = get(t, h, "GET", "/style.css", "*")
	if res.Header.Get("Content-Encoding") != "br" {
		t.Errorf("style.css with *: %v", res.Header)
	}
	// Already compressed types are sent as they are, without Vary.
	res, b = get(t, h, "GET", "/icon.png", "gzip, br")
	if res.Header.Get("Content-Encoding") != "" || !bytes.Equal(b, png) || res.Header.Get("Vary") != "" || res.Header.Get("Content-Type") != "image/png" {
		t.Errorf("icon.png: %v", res.Header)
	}
	// The index, through "/", gzipped; /index.html still redirects to ./.
	res, b = get(t, h, "GET", "/", "gzip")
	if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "gzip" || !bytes.Equal(gunzip(t, b), index) {
		t.Errorf("/: %d %v", res.StatusCode, res.Header)
	}
	if res, _ = get(t, h, "GET", "/index.html", "gzip"); res.StatusCode != http.StatusMovedPermanently {
		t.Errorf("/index.html: %d", res.StatusCode)
	}
	// HEAD and ranges work over the encoded bytes; a missing file is 404.
	res, b = get(t, h, "HEAD", "/app.wasm", "gzip")
	if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "gzip" || len(b) != 0 {
		t.Errorf("HEAD: %v %d", res.Header, len(b))
	}
	full, _ := get(t, h, "GET", "/app.wasm", "gzip")
	_, all := get(t, h, "GET", "/app.wasm", "gzip")
	res, b = get(t, h, "GET", "/app.wasm", "gzip", "Range", "bytes=0-9")
	if res.StatusCode != http.StatusPartialContent || !bytes.Equal(b, all[:10]) || full.StatusCode != 200 {
		t.Errorf("range: %d %q", res.StatusCode, b)
	}
	if res, _ = get(t, h, "GET", "/missing.js", "gzip"); res.StatusCode != http.StatusNotFound {
		t.Errorf("missing: %d", res.StatusCode)
	}
}

func TestAccepts(t *testing.T) {
	for _, c := range []struct {
		header, coding string
		want           bool
	}{
		{"gzip", "gzip", true},
		{"GZIP", "gzip", true},
		{"deflate, gzip;q=1.0, *;q=0.5", "gzip", true},
		{"gzip;q=0", "gzip", false},
		{"gzip; q=0.000", "gzip", false},
		{"*", "br", true},
		{"*;q=0", "br", false},
		{"br;q=0, *", "br", false},
		{"identity", "gzip", false},
		{"", "gzip", false},
		{"gzip;q=0.5", "gzip", true},
	} {
		if got := accepts(c.header, c.coding); got != c.want {
			t.Errorf("accepts(%q, %q) = %v", c.header, c.coding, got)
		}
	}
}
