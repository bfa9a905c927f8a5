package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// wasmBinaries are the two binaries whose sizes matter to a first visit.
var wasmBinaries = []struct{ file, what string }{
	{"ui.wasm", "UI (wasm/app)"},
	{"build/app.wasm", "solver (wasm/worker)"},
}

// printSizes prints each wasm binary's raw size and its size after gzip -9
// and brotli 11 (what a host sends from the precompressed copies; on the
// fly, roughly), then the same for every file a first visit downloads.
// These are the figures the README points to: they come from the build.
func printSizes(w io.Writer, dir string) error {
	fmt.Fprintf(w, "%-22s %-22s %12s %12s %12s\n", "file", "binary", "raw bytes", "gzip -9", "brotli 11")
	for _, b := range wasmBinaries {
		p := filepath.Join(dir, b.file)
		data, err := os.ReadFile(p)
		if os.IsNotExist(err) {
			fmt.Fprintf(w, "%-22s %-22s %12s %12s %12s\n", b.file, b.what, "missing", "-", "-")
			continue
		}
		if err != nil {
			return err
		}
		n, err := gzipSizeOf(p, data)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "%-22s %-22s %12d %12d %12s\n", b.file, b.what, len(data), n, brotliSizeText(p, data))
	}
	// Everything a first visit downloads (each file once; the service
	// worker's precache revalidates what the page already fetched).
	var raw, gz, br int
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(p, ".gz") || strings.HasSuffix(p, ".br") {
			return err // precompressed copies are not downloaded on top
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		n, err := gzipSizeOf(p, data)
		b := n
		if z, ok := codecs[1].fresh(p, data); ok {
			b = len(z)
		}
		raw, gz, br = raw+len(data), gz+n, br+b
		return err
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "%-22s %-22s %12d %12d %12d\n", "all files", "first-visit transfer", raw, gz, br)
	return nil
}

// brotliSizeText is the size of p's brotli copy when the build wrote one
// of this content ("-" when it did not: -sizes compresses nothing with
// brotli, which takes seconds per binary).
func brotliSizeText(p string, data []byte) string {
	if z, ok := codecs[1].fresh(p, data); ok {
		return fmt.Sprint(len(z))
	}
	return "-"
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
