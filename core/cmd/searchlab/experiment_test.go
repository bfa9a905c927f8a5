package main

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"searchlab/core/api/httpapi"
	"searchlab/core/api/remote/remotetest"
	"searchlab/core/experiment"
)

const cliSpec = `{"name":"cli test","game":"npuzzle","instances":{"boards":["1 2 3/4 5 6/0 7 8","4 1 2/0 5 3/7 8 6","8 6 7/2 5 4/3 0 1"]},
	"configs":[{"algorithm":"astar"},{"algorithm":"bfs"},{"algorithm":"hill-climbing"}],"repeats":2,"seed":3,"budget":{"max_nodes":50000}}`

func writeSpec(t *testing.T, spec string) string {
	t.Helper()
	f := filepath.Join(t.TempDir(), "spec.json")
	if err := os.WriteFile(f, []byte(spec), 0o644); err != nil {
		t.Fatal(err)
	}
	return f
}

// timeless drops the elapsed_ms column of CSV rows.
func timeless(t *testing.T, out string) [][]string {
	t.Helper()
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, r := range recs[1:] {
		r[9] = ""
	}
	return recs
}

// searchlab experiment prints the rows in run order under the issue's
// header, writes the summary, charts and JSON, and gives the same rows on
// solver endpoints (one of them killed half way).
func TestExperimentCommand(t *testing.T) {
	spec := writeSpec(t, cliSpec)
	dir := t.TempDir()
	code, out, errs := cli(t, "", "experiment", "-parallel", "2", "-progress=false", "-summary", filepath.Join(dir, "sum.csv"),
		"-charts", filepath.Join(dir, "charts"), "-json", filepath.Join(dir, "all.json"), spec)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	local := timeless(t, out)
	if strings.Join(local[0], ",") != "instance,config,algorithm,status,length,cost,expanded,generated,max_frontier,elapsed_ms,memory_bytes,seed" ||
		len(local) != 1+3*(1+1+2) {
		t.Fatalf("rows:\n%s", out)
	}
	if local[1][0] != "1 2 3/4 5 6/0 7 8" || local[1][1] != "A*" || local[1][3] != "found" || local[1][4] != "2" {
		t.Errorf("first row %q", local[1])
	}
	if !regexp.MustCompile(`experiment: 12 of 12 runs done \(12 now\) in [0-9.]+ s wall, [0-9.]+ s CPU, in this process with 2 at a time`).MatchString(errs) {
		t.Errorf("stderr: %s", errs)
	}
	for _, f := range []string{"sum.csv", "all.json", "charts/expanded.svg", "charts/nodes-vs-length.svg"} {
		if st, err := os.Stat(filepath.Join(dir, f)); err != nil || st.Size() == 0 {
			t.Errorf("%s: %v", f, err)
		}
	}
	h := httpapi.NewHandler(httpapi.Config{})
	a, b := remotetest.New(h, 0), remotetest.New(h, 3)
	defer a.Close()
	defer b.Close()
	code, out, errs = cli(t, "", "experiment", "-remote", a.URL+","+b.URL, "-progress=false", spec)
	if code != exitOK || !b.Killed() {
		t.Fatalf("remote: exit %d, b killed %v: %s", code, b.Killed(), errs)
	}
	remote := timeless(t, out)
	for i := range local {
		if strings.Join(local[i], ",") != strings.Join(remote[i], ",") {
			t.Errorf("row %d:\nlocal  %q\nremote %q", i, local[i], remote[i])
		}
	}
	// Resuming from the complete JSON does nothing and prints the same rows.
	code, out, errs = cli(t, "", "experiment", "-resume", filepath.Join(dir, "all.json"), "-progress=false", spec)
	if code != exitOK || !strings.Contains(errs, "12 of 12 runs done (0 now)") || len(timeless(t, out)) != len(local) {
		t.Errorf("resume: exit %d: %s\n%s", code, errs, out)
	}
}

// Presets by name, Markdown and JSON output, the spec and its link, and
// the errors of a bad spec or flag.
func TestExperimentPresetsAndErrors(t *testing.T) {
	code, out, errs := cli(t, "", "experiment", "-preset", "nim-minimax-alphabeta", "-print-spec", "-link")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != exitOK || len(lines) != 2 || !strings.HasPrefix(lines[1], "#v1/lab/") {
		t.Fatalf("exit %d: %s %s", code, out, errs)
	}
	if s, err := experiment.SpecFromLink(lines[1]); err != nil || s.Game != "nim" {
		t.Errorf("the printed link: %v", err)
	}
	spec := writeSpec(t, `{"game":"nim","instances":{"positions":["3 4 5","1 2 3"]},"configs":[{"algorithm":"alphabeta"},{"algorithm":"oracle"}]}`)
	code, out, _ = cli(t, "", "experiment", "-format", "md", "-progress=false", spec)
	if code != exitOK || !strings.HasPrefix(out, "| instance | config |") || strings.Count(out, "\n") != 6 {
		t.Errorf("md: exit %d\n%s", code, out)
	}
	code, out, _ = cli(t, "", "experiment", "-format", "json", "-progress=false", spec)
	if code != exitOK || !strings.Contains(out, `"kind": "solve"`) || !strings.Contains(out, `"best_move": "1-2"`) {
		t.Errorf("json: exit %d\n%s", code, out)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-preset", "chess"}, `no preset "chess" (presets: bloxorz-classic,`},
		{[]string{"-preset", "nim-minimax-alphabeta", spec}, "give a spec file or -preset, not both"},
		{[]string{}, "give one spec file"},
		{[]string{"-format", "xml", spec}, "-format must be csv, md or json"},
		{[]string{writeSpec(t, `{"game":"nim","instances":{"positions":["3 4 5"]},"configs":[{"algorithm":"alphabeta","params":{"depth":-1}}]}`)},
			`configs[0].params.depth: parameter "depth" is -1, out of range [0, 10000]`},
		{[]string{"-remote", "nowhere", spec}, `"nowhere" is not an http:// or https:// URL`},
		{[]string{"-resume", spec, spec}, "-resume"},
		{[]string{"-summary", filepath.Join(t.TempDir(), "no", "sum.md"), spec}, "sum.md: the folder"},
	} {
		code, _, errs := cli(t, "", append([]string{"experiment"}, c.args...)...)
		if code != exitUsage || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d: %s (want %q)", c.args, code, errs, c.want)
		}
	}
}
