package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestPDBCmdCopiesTheCachedGzip: `pdb` writes each database gzipped and
// keeps that copy in the cache beside the table; the next run (a fresh
// checkout's first build) copies it instead of compressing again, and a
// table newer than its copy (rebuilt) is compressed again (issue 30 item
// 15: the step took 62 s of a 77 s first build re-gzipping cached tables).
func TestPDBCmdCopiesTheCachedGzip(t *testing.T) {
	cache := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", cache)
	t.Setenv("HOME", cache)
	args := []string{"pdb", "-partition", "44", "-goal", "1 2 3/4 5 6/7 8 0"}
	run := func(out string) string {
		t.Helper()
		code, stdout, errs := cli(t, "", append(args[:1:1], append([]string{"-out", out}, args[1:]...)...)...)
		if code != exitOK {
			t.Fatalf("exit %d: %s", code, errs)
		}
		return stdout
	}
	first, second := t.TempDir(), t.TempDir()
	if s := run(first); strings.Contains(s, "the cache's copy") {
		t.Fatalf("the first run found a copy in an empty cache: %s", s)
	}
	if s := run(second); !strings.Contains(s, "the cache's copy") {
		t.Fatalf("the second run compressed again: %s", s)
	}
	names, _ := filepath.Glob(filepath.Join(second, "*.gz"))
	if len(names) != 1 {
		t.Fatalf("wrote %v", names)
	}
	a, _ := os.ReadFile(filepath.Join(first, filepath.Base(names[0])))
	b, _ := os.ReadFile(names[0])
	if !bytes.Equal(a, b) {
		t.Fatal("the copy differs from the first run's file")
	}
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if data, err := io.ReadAll(zr); err != nil || len(data) == 0 {
		t.Fatalf("the copy does not unzip: %v", err)
	}
	bins, _ := filepath.Glob(filepath.Join(cache, "searchlab", "pdb", "*.bin"))
	if len(bins) != 1 {
		t.Fatalf("cache holds %v", bins)
	}
	later := time.Now().Add(time.Hour)
	if err := os.Chtimes(bins[0], later, later); err != nil {
		t.Fatal(err)
	}
	if s := run(t.TempDir()); strings.Contains(s, "the cache's copy") {
		t.Fatalf("a table newer than its copy was not compressed again: %s", s)
	}
}
