package main

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"searchlab/core/api/httpapi"
	"searchlab/core/api/remote"
	"searchlab/core/api/remote/remotetest"
	"searchlab/core/npuzzle"
)

// batchFile writes a batch input: n random 8-puzzles (A* from the flags), a
// Bloxorz level by file name, JSON lines for Bloxorz and Nim, an
// unsolvable board, a bad line and comments; it returns the path and the
// number of items.
func batchFile(t *testing.T, n int) (string, int) {
	t.Helper()
	r := rand.New(rand.NewPCG(7, 7))
	var b strings.Builder
	b.WriteString("# batch test\n\n")
	for range n {
		board, err := npuzzle.RandomSolvable(npuzzle.Goal(3, 3), r)
		if err != nil {
			t.Fatal(err)
		}
		b.WriteString(board.String() + "\n")
	}
	dir := t.TempDir()
	level, err := os.ReadFile(filepath.Join("..", "..", "..", "levels", "bloxorz", "08.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "08.txt"), level, 0o644); err != nil {
		t.Fatal(err)
	}
	b.WriteString(`{"game":"bloxorz","board":"classic:26","algorithm":"astar"}` + "\n")
	b.WriteString("08.txt\n") // a level file beside the batch file, with the flags' game and algorithm
	b.WriteString(`{"game":"bloxorz","algorithm":"bfs","board":` + jsonString(string(level)) + "}\n")
	b.WriteString(`{"game":"nim","board":"7 6 8 5","algorithm":"mcts","seed":9,"max_nodes":300}` + "\n")
	b.WriteString("2 1 3/4 5 6/7 8 0\n")
	b.WriteString("no-such-level.txt\n")
	path := filepath.Join(dir, "items.txt")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, n + 6
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// batchLines decodes batch output and checks it has one line per item, in
// order; it returns the results without elapsed times.
func batchLines(t *testing.T, out string, items int) []string {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != items {
		t.Fatalf("%d output lines, want %d:\n%s", len(lines), items, out)
	}
	res := make([]string, items)
	for i, l := range lines {
		var bl batchLine
		if err := json.Unmarshal([]byte(l), &bl); err != nil {
			t.Fatalf("line %d: %v: %s", i, err, l)
		}
		if bl.Item != i {
			t.Fatalf("line %d is item %d: output out of order", i, bl.Item)
		}
		b, _ := json.Marshal(remote.Reproducible(bl.Result))
		res[i] = string(b)
	}
	return res
}

// summaryLine returns the summary line that starts with prefix.
func summaryLine(t *testing.T, stderr, prefix string) string {
	t.Helper()
	for _, l := range strings.Split(stderr, "\n") {
		if strings.HasPrefix(l, prefix) {
			return l
		}
	}
	t.Fatalf("no %q line in:\n%s", prefix, stderr)
	return ""
}

func TestBatchRemoteEqualsLocalWithAnEndpointKilled(t *testing.T) {
	path, items := batchFile(t, 40)
	flags := []string{"batch", "-algo", "astar", "-heuristic", "manhattan"}
	code, out, errs := cli(t, "", append(flags, path)...)
	if code != exitUsage { // the bad line is invalid
		t.Fatalf("local: exit %d, want %d\n%s", code, exitUsage, errs)
	}
	local := batchLines(t, out, items)
	for i, r := range local[:40] {
		if !strings.Contains(r, `"status":"found"`) {
			t.Errorf("local item %d: %s", i, r)
		}
	}
	if !strings.Contains(local[items-1], `"status":"invalid"`) || !strings.Contains(local[items-2], `"status":"unsolvable"`) {
		t.Errorf("last items: %s / %s", local[items-2], local[items-1])
	}

	h := httpapi.NewHandler(httpapi.Config{})
	a, b, c := remotetest.New(h, 0), remotetest.New(h, 5), remotetest.New(h, 0)
	defer a.Close()
	defer b.Close()
	defer c.Close()
	code, out, rerrs := cli(t, "", append(flags, "-remote", a.URL+","+b.URL+","+c.URL, "-parallel", "4", path)...)
	if code != exitUsage {
		t.Fatalf("remote: exit %d, want %d\n%s", code, exitUsage, rerrs)
	}
	if !b.Killed() {
		t.Fatal("endpoint b was never killed")
	}
	remoteRes := batchLines(t, out, items)
	for i := range local {
		if remoteRes[i] != local[i] {
			t.Errorf("item %d:\nremote %s\nlocal  %s", i, remoteRes[i], local[i])
		}
	}
	// The same summary: statuses and node totals; every item answered once.
	for _, p := range []string{"batch: status", "batch: nodes"} {
		if l, r := summaryLine(t, errs, p), summaryLine(t, rerrs, p); l != r {
			t.Errorf("summary differs:\nlocal  %s\nremote %s", l, r)
		}
	}
	head := summaryLine(t, rerrs, "batch: ")
	if !strings.HasPrefix(head, "batch: 46 items, 46 answered, 0 failed, ") || strings.HasPrefix(head, "batch: 46 items, 46 answered, 0 failed, 0 retries") {
		t.Errorf("remote summary %q: want 46 answered, none failed, a retry for the killed endpoint", head)
	}
	eps := summaryLine(t, rerrs, "batch: endpoints")
	if !strings.Contains(eps, b.URL+" ") || strings.Contains(eps, b.URL+" 0 answered, 0 failed") {
		t.Errorf("endpoints line %q: the killed endpoint should show a failed try", eps)
	}
	if !strings.Contains(rerrs, "] 46/46 ") {
		t.Errorf("no final progress bar on stderr:\n%s", rerrs)
	}
}

func TestBatchBadUsage(t *testing.T) {
	path, _ := batchFile(t, 1)
	for _, args := range [][]string{
		{"batch"},
		{"batch", "-remote", "ftp://x", path},
		{"batch", "-remote", "http://127.0.0.1:1,http://127.0.0.1:1", path},
		{"batch", "-parallel", "-1", path},
		{"batch", filepath.Join(t.TempDir(), "missing.txt")},
	} {
		if code, out, errs := cli(t, "", args...); code != exitUsage || out != "" || errs == "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2, nothing, a message", args, code, out, errs)
		}
	}
	empty := filepath.Join(t.TempDir(), "empty.txt")
	os.WriteFile(empty, []byte("# nothing\n\n"), 0o644)
	if code, _, errs := cli(t, "", "batch", empty); code != exitUsage || !strings.Contains(errs, "no items") {
		t.Errorf("empty input: exit %d, %q", code, errs)
	}
}

func TestBatchAllEndpointsDownReportsEveryItemFailed(t *testing.T) {
	path, items := batchFile(t, 2)
	dead := remotetest.New(httpapi.NewHandler(httpapi.Config{}), 0)
	dead.Kill()
	defer dead.Close()
	code, out, errs := cli(t, "", "batch", "-algo", "astar", "-attempts", "2", "-parallel", "8", "-progress=false", "-remote", dead.URL, path)
	if code != exitFailure {
		t.Errorf("exit %d, want %d", code, exitFailure)
	}
	res := batchLines(t, out, items)
	for i, r := range res {
		// Bad lines are answered without an endpoint; the rest fail.
		if !strings.Contains(r, `"status":"error"`) && !strings.Contains(r, `"status":"invalid"`) {
			t.Errorf("item %d: %s", i, r)
		}
	}
	if want := "batch: 8 items, 1 answered, 7 failed"; !strings.HasPrefix(summaryLine(t, errs, "batch: 8"), want) {
		t.Errorf("summary:\n%s\nwant %q", errs, want)
	}
}
