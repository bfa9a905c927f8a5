package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
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

// precompress writes name.gz (gzip -9) beside every compressible file of
// dir of at least minPrecompress bytes whose copy is at least 10% smaller,
// for hosts that serve precompressed siblings (searchlab serve, nginx
// gzip_static, Caddy's precompressed). It removes .gz and .br copies left
// from earlier builds of a file that is no longer compressed, and returns
// the files it wrote. A copy that an earlier build wrote and that still
// decodes to the file is kept as it is (decoding costs a small part of
// gzip -9, so an incremental build does not compress the binaries again).
// A .gz or .br file without an original beside it is
// data in its own right (the pattern databases in pdb/*.bin.gz) and is kept. The service worker's precache list never
// holds them (hashAssets skips .gz and .br): a browser asks for the
// original name and the host picks the encoding.
//
// Only gzip is written: a .br copy (about a quarter smaller for the wasm
// binaries) would need a brotli encoder module, which the standard library
// does not have, and few static hosts serve .br siblings.
func precompress(dir string) (written []string, err error) {
	keep := map[string]bool{}
	var stale []string
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if strings.HasSuffix(p, ".gz") || strings.HasSuffix(p, ".br") {
			stale = append(stale, p)
			return nil
		}
		if strings.HasPrefix(d.Name(), ".") || !precompressExts[filepath.Ext(p)] {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil || len(data) < minPrecompress {
			return err
		}
		if _, ok := freshGzip(p, data); ok {
			keep[p+".gz"] = true // an earlier build's copy of the same content
			return nil
		}
		gz, err := gzipBytes(data)
		if err != nil || len(gz) > len(data)*9/10 {
			return err
		}
		if err := os.WriteFile(p+".gz", gz, 0o644); err != nil {
			return err
		}
		keep[p+".gz"] = true
		written = append(written, p+".gz")
		return nil
	})
	if err != nil {
		return nil, err
	}
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

// freshGzip returns the gzip copy beside p (p+".gz") when it decodes to
// data exactly: a copy an earlier build wrote of the same content.
func freshGzip(p string, data []byte) (gz []byte, ok bool) {
	gz, err := os.ReadFile(p + ".gz")
	if err != nil {
		return nil, false
	}
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return nil, false
	}
	back, err := io.ReadAll(io.LimitReader(zr, int64(len(data))+1))
	if err != nil || !bytes.Equal(back, data) {
		return nil, false
	}
	return gz, true
}
