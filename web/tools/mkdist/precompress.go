package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// precompressExts are the types worth a precompressed copy: text,
// JavaScript, JSON, SVG and WebAssembly. PNG icons are compressed already.
var precompressExts = map[string]bool{
	".wasm": true, ".js": true, ".mjs": true, ".css": true, ".html": true,
	".svg": true, ".webmanifest": true, ".json": true,
}

// minPrecompress is the smallest file given a .gz copy: below about a
// kilobyte the gzip header and a request's overhead outweigh the saving.
const minPrecompress = 1024

// precompress writes name.gz (gzip -9) and name.br (brotli, quality 11)
// beside every compressible file of dir of at least minPrecompress bytes
// whose copy is at least 10% smaller, for hosts that serve precompressed
// siblings (searchlab serve, nginx gzip_static and brotli_static, Caddy's
// precompressed gzip br). It removes .gz and .br copies left
// from earlier builds of a file that is no longer compressed, and returns
// the files it wrote. A copy that an earlier build wrote and that still
// decodes to the file is kept as it is (decoding costs a small part of
// compressing, so an incremental build does not compress the binaries
// again).
// A .gz or .br file without an original beside it is
// data in its own right (the pattern databases in pdb/*.bin.gz) and is kept. The service worker's precache list never
// holds them (hashAssets skips .gz and .br): a browser asks for the
// original name and the host picks the encoding.
func precompress(dir string, brotliToo bool) (written []string, err error) {
	use := codecs[:1]
	if brotliToo {
		use = codecs
	}
	keep := map[string]bool{}
	var stale, files []string
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if strings.HasSuffix(p, ".gz") || strings.HasSuffix(p, ".br") {
			stale = append(stale, p)
		} else if !strings.HasPrefix(d.Name(), ".") && precompressExts[filepath.Ext(p)] {
			files = append(files, p)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	// Every file and codec is a job, run on every processor: brotli 11 of
	// the two wasm binaries takes most of a minute of CPU.
	type job struct {
		p string
		c codec
	}
	jobs := make(chan job)
	var mu sync.Mutex
	var wg sync.WaitGroup
	var firstErr error
	for range runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				wrote, ok, err := precompressOne(j.p, j.c)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				if ok {
					keep[j.p+j.c.ext] = true
				}
				if wrote {
					written = append(written, j.p+j.c.ext)
				}
				mu.Unlock()
			}
		}()
	}
	for _, p := range files {
		for _, c := range use {
			jobs <- job{p, c}
		}
	}
	close(jobs)
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	sort.Strings(written)
	for _, p := range stale {
		orig := strings.TrimSuffix(strings.TrimSuffix(p, ".gz"), ".br")
		if _, err := os.Stat(orig); err != nil {
			continue // no original: not a copy
		}
		if !keep[p] {
			if err := os.Remove(p); err != nil {
				return nil, err
			}
		}
	}
	return written, nil
}

// precompressOne writes p's copy in codec c unless p is too small, the
// copy saves too little, or an earlier build's copy is of this content;
// keep reports whether a copy of p in c is there afterwards.
func precompressOne(p string, c codec) (wrote, keep bool, err error) {
	data, err := os.ReadFile(p)
	if err != nil || len(data) < minPrecompress {
		return false, false, err
	}
	if _, ok := c.fresh(p, data); ok {
		// An earlier build's copy of the same content. The Makefile touches
		// a binary that go build left as it was, and searchlab serve (like
		// nginx's gzip_static) takes a copy older than its original for
		// stale: give the copy the original's time at least.
		return false, true, notOlder(p+c.ext, p)
	}
	z, err := c.compress(data)
	if err != nil || len(z) > len(data)*9/10 {
		return false, false, err
	}
	if err := os.WriteFile(p+c.ext, z, 0o644); err != nil {
		return false, false, err
	}
	return true, true, nil
}

// codec is one precompressed encoding: its file extension, its encoder at
// its best setting and its decoder.
type codec struct {
	ext      string
	compress func([]byte) ([]byte, error)
	decoder  func(io.Reader) (io.Reader, error)
}

// codecs are the encodings written: gzip -9, which every host and browser
// takes, and brotli at quality 11, about a quarter smaller for the wasm
// binaries, for hosts that serve it.
var codecs = []codec{
	{".gz", gzipBytes, func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }},
	{".br", brotliBytes, func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil }},
}

// fresh returns the copy beside p (p+ext) when it decodes to data
// exactly: a copy an earlier build wrote of the same content.
func (c codec) fresh(p string, data []byte) (z []byte, ok bool) {
	z, err := os.ReadFile(p + c.ext)
	if err != nil {
		return nil, false
	}
	zr, err := c.decoder(bytes.NewReader(z))
	if err != nil {
		return nil, false
	}
	back, err := io.ReadAll(io.LimitReader(zr, int64(len(data))+1))
	if err != nil || !bytes.Equal(back, data) {
		return nil, false
	}
	return z, true
}

// freshGzip is codecs[0].fresh: the gzip copy beside p.
func freshGzip(p string, data []byte) ([]byte, bool) { return codecs[0].fresh(p, data) }

// brotliBytes compresses data with brotli at its best quality (11) and
// its largest window.
func brotliBytes(data []byte) ([]byte, error) {
	var buf bytes.Buffer
	zw := brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24})
	if _, err := zw.Write(data); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// notOlder sets copy's modification time to orig's when copy is older.
func notOlder(copy, orig string) error {
	o, err := os.Stat(orig)
	if err != nil {
		return err
	}
	c, err := os.Stat(copy)
	if err != nil {
		return err
	}
	if !c.ModTime().Before(o.ModTime()) {
		return nil
	}
	return os.Chtimes(copy, o.ModTime(), o.ModTime())
}
