package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"searchlab/core/npuzzle"
)

// TestSolveBatchPDB: `solve -batch -heuristic pdb` reads one board per line
// (the slash form or the k² tiles of a square board; blank and # lines
// skipped) and prints one JSON line per board, each optimal (the two
// hardest 8-puzzles: 31 moves) and replayed; a bad line is an invalid
// answer on its own line. The database is built once, saved in the user's
// cache directory, and a second process loads it instead of building it; a
// damaged file is rebuilt with a notice.
func TestSolveBatchPDB(t *testing.T) {
	cache := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", cache)
	t.Setenv("HOME", cache)
	const input = "# the two hardest 8-puzzles\n8 6 7/2 5 4/3 0 1\n\n6 4 7 8 5 0 3 2 1\n1 2 3/4 5 6/7 8 8\n"
	args := []string{"solve", "-batch", "-algo", "idastar", "-heuristic", "pdb", "-set", "partition=44", "-"}
	for run, wantNotice := range []string{"built", "loaded", "unusable"} {
		code, out, errs := cli(t, input, args...)
		if code != exitUsage || !strings.Contains(errs, wantNotice) {
			t.Fatalf("run %d: exit %d, stderr %q (want %q)", run, code, errs, wantNotice)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if len(lines) != 3 {
			t.Fatalf("run %d: %d lines:\n%s", run, len(lines), out)
		}
		for i, l := range lines {
			var r struct {
				Line   int      `json:"line"`
				Board  string   `json:"board"`
				Status string   `json:"status"`
				Length int      `json:"length"`
				Moves  []string `json:"moves"`
			}
			if err := json.Unmarshal([]byte(l), &r); err != nil {
				t.Fatal(err)
			}
			if i == 2 {
				if r.Status != "invalid" || r.Line != 5 {
					t.Errorf("bad line: %+v", r)
				}
				continue
			}
			if r.Status != "found" || r.Length != 31 {
				t.Fatalf("line %d: %s in %d moves, want 31", r.Line, r.Status, r.Length)
			}
			replay(t, squareBoardText(r.Board), "", r.Moves)
		}
		if run == 1 {
			// Damage the file for the third run.
			files, _ := filepath.Glob(filepath.Join(cache, "searchlab", "pdb", "pdb-*.bin"))
			if len(files) != 1 {
				t.Fatalf("cache files %v", files)
			}
			data, _ := os.ReadFile(files[0])
			os.WriteFile(files[0], data[:len(data)/2], 0o644)
		}
	}
}

func TestSquareBoardText(t *testing.T) {
	for in, want := range map[string]string{
		"1 2 3 4 5 6 7 8 0":                     "1 2 3/4 5 6/7 8 0",
		"1 2 3/4 5 6/7 8 0":                     "1 2 3/4 5 6/7 8 0",
		"1 2 3 4 5 6 7 0":                       "1 2 3 4 5 6 7 0",
		"0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15": "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15",
	} {
		if got := squareBoardText(in); got != want {
			t.Errorf("%q → %q, want %q", in, got, want)
		}
	}
}

// The Korf-100 row: the embedded list has the 100 instances, and the set
// machinery solves a few quick ones (with the small 5-5-5 databases here),
// checking each length; a wrong expected length fails the row.
func TestBenchKorfSet(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	c := korf100Case()
	if len(c.set) != 100 || c.set[11].name != "#12" || c.set[11].optimal != 45 {
		t.Fatalf("%d instances, #12 = %+v", len(c.set), c.set[11])
	}
	c.set = []setInstance{c.set[8], c.set[11], c.set[18]}
	c.req.Params = map[string]any{"heuristic": "pdb", "partition": "555"}
	var out bytes.Buffer
	if !runBench(t.Context(), []benchCase{c}, &out) || !strings.Contains(out.String(), " ok") {
		t.Fatalf("bench failed:\n%s", out.String())
	}
	c.set[1].optimal = 47
	out.Reset()
	if runBench(t.Context(), []benchCase{c}, &out) || !strings.Contains(out.String(), "FAIL: #12") {
		t.Fatalf("a wrong length passed:\n%s", out.String())
	}
}

// `searchlab pdb` writes gzipped databases that decode to the database of
// the goal (the web app's assets), one per part of a combined partition,
// and refuses bad goals and partitions.
func TestPDBCommand(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	out := t.TempDir()
	code, stdout, errs := cli(t, "", "pdb", "-out", out, "-goal", "1 2 3/4 5 6/7 8 0", "-goal", "0 1 2/3 4 5/6 7 8")
	if code != 0 || strings.Count(stdout, ".gz") != 2 {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, errs)
	}
	goal, _ := npuzzle.Parse("0 1 2/3 4 5/6 7 8")
	name, _ := npuzzle.PDBFileName(goal, "")
	f, err := os.Open(filepath.Join(out, name+".gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := io.ReadAll(zr)
	db, err := npuzzle.DecodePDB(data, goal, "")
	if err != nil {
		t.Fatal(err)
	}
	if h := db.H(mustBoard(t, "8 7 6/0 4 1/2 5 3")); h != 31 {
		t.Errorf("h of a 31-move position: %d", h)
	}
	// A combined partition: one file per part.
	code, stdout, errs = cli(t, "", "pdb", "-out", out, "-partition", "44+332", "-goal", "1 2 3/4 5 6/7 8 0")
	if code != 0 || strings.Count(stdout, ".gz") != 2 || !strings.Contains(stdout, "-44.bin.gz") || !strings.Contains(stdout, "-332.bin.gz") {
		t.Fatalf("44+332: exit %d, stdout %q, stderr %q", code, stdout, errs)
	}
	for _, args := range [][]string{{"pdb", "-out", out, "-goal", "1 2/3 3"}, {"pdb", "-out", out, "-partition", "9", "-goal", "1 2 3/4 5 6/7 8 0"}, {"pdb", "-goal", "1 2 3/4 5 6/7 8 0"}} {
		if code, _, _ := cli(t, "", args...); code != exitUsage {
			t.Errorf("%v: exit %d", args, code)
		}
	}
}

func mustBoard(t *testing.T, s string) npuzzle.Board {
	t.Helper()
	b, err := npuzzle.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
