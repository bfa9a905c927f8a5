package experiment_test

import (
	"bytes"
	"encoding/csv"
	"encoding/xml"
	"io"
	"reflect"
	"strings"
	"testing"

	"searchlab/core/experiment"
)

const smallSpec = `{"name":"small | test","game":"npuzzle","instances":{"boards":["1 2 3/4 5 6/0 7 8","4 1 2/0 5 3/7 8 6","8 6 7/2 5 4/3 0 1"]},
	"configs":[{"label":"A*, \"Manhattan\"","algorithm":"astar"},{"algorithm":"bfs","params":{}},{"algorithm":"beam","params":{"width":2}}],
	"repeats":2,"seed":3,"budget":{"max_nodes":20000}}`

// CSV of runs: the header is the issue's, and what is written reads back
// to the same columns (labels with commas and quotes included).
func TestRunsCSVRoundTrip(t *testing.T) {
	p, res := run(t, smallSpec)
	rows := p.Rows(res)
	var b bytes.Buffer
	if err := experiment.WriteRunsCSV(&b, rows); err != nil {
		t.Fatal(err)
	}
	head, _, _ := strings.Cut(b.String(), "\n")
	if head != "instance,config,algorithm,status,length,cost,expanded,generated,max_frontier,elapsed_ms,memory_bytes,seed" {
		t.Errorf("header %q", head)
	}
	back, err := experiment.ReadRunsCSV(&b)
	if err != nil {
		t.Fatal(err)
	}
	if len(back) != len(rows) {
		t.Fatalf("%d rows back, %d written", len(back), len(rows))
	}
	for i, r := range rows {
		want := experiment.Row{Instance: r.Instance, Config: r.Config, Algorithm: r.Algorithm, Status: r.Status, Length: r.Length, Cost: r.Cost,
			Expanded: r.Expanded, Generated: r.Generated, MaxFrontier: r.MaxFrontier, ElapsedMS: r.ElapsedMS, MemoryBytes: r.MemoryBytes, Seed: r.Seed}
		if !reflect.DeepEqual(back[i], want) {
			t.Errorf("row %d: read %+v, wrote %+v", i, back[i], want)
		}
	}
	// The budget-exceeded BFS run on the 31-move board is a row too.
	if rows[len(rows)-3].Status != "budget_exceeded" || rows[len(rows)-3].Config != "Breadth-first search" {
		t.Errorf("last board's bfs row: %+v", rows[len(rows)-3])
	}
	for _, bad := range []string{"instance,config\n", strings.Replace(head, "seed", "sed", 1) + "\n",
		head + "\nb,c,a,found,x,1,1,1,1,1,1,1\n"} {
		if _, err := experiment.ReadRunsCSV(strings.NewReader(bad)); err == nil {
			t.Errorf("ReadRunsCSV(%q) read", bad)
		}
	}
}

// The summary CSV has one line per config with the columns its header
// names, the match CSV one line per game; Markdown escapes the cell
// separator; the JSON report reads back and resumes to the same rows.
func TestExports(t *testing.T) {
	p, res := run(t, smallSpec)
	rep := experiment.NewReport(p, res)
	var b bytes.Buffer
	experiment.WriteSummaryCSV(&b, rep.Summary)
	recs, err := csv.NewReader(&b).ReadAll()
	if err != nil || len(recs) != 4 || len(recs[0]) != len(recs[1]) || recs[1][0] != `A*, "Manhattan"` {
		t.Fatalf("summary CSV: %v %q", err, recs)
	}
	md := experiment.MarkdownSummary(rep.Summary)
	if !strings.Contains(md, `## small \| test`) || !strings.Contains(md, `| A*, "Manhattan" | 3 | 3 |`) {
		t.Errorf("Markdown summary:\n%s", md)
	}
	if n := strings.Count(experiment.MarkdownRuns(rep.Runs), "\n"); n != len(rep.Runs)+2 {
		t.Errorf("Markdown runs: %d lines for %d rows", n, len(rep.Runs))
	}
	b.Reset()
	if err := rep.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	back, err := experiment.ReadReport(&b)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Runs, rep.Runs) || !reflect.DeepEqual(back.Summary, rep.Summary) {
		t.Error("the JSON report does not read back to the same rows and summary")
	}
	prior, err := experiment.Resume(p, back)
	if err != nil || len(prior) != len(p.Runs) || len(experiment.Pending(p.Runs, prior)) != 0 {
		t.Fatalf("resume: %d results, %v", len(prior), err)
	}
	if got := experiment.NewReport(p, prior); !reflect.DeepEqual(got.Runs, rep.Runs) || !reflect.DeepEqual(got.Summary, rep.Summary) {
		t.Error("the resumed results give other rows or another summary")
	}
	// The standard charts: every figure and the scatter, well-formed.
	charts := experiment.Charts(rep)
	if len(charts) != len(experiment.Figures)+1 {
		t.Errorf("%d charts", len(charts))
	}
	for _, c := range charts {
		dec := xml.NewDecoder(strings.NewReader(c.SVG))
		for {
			_, err := dec.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("chart %s: %v", c.Name, err)
			}
		}
	}
	other, _ := experiment.Load(reg, []byte(strings.Replace(smallSpec, `"seed":3`, `"seed":4`, 1)))
	if _, err := experiment.Resume(other, back); err == nil {
		t.Error("a report of another spec resumed")
	}
}

// A report of a spec with random boards reads back too (its spec has the
// shuffle's own JSON form).
func TestReportOfRandomBoards(t *testing.T) {
	p, res := run(t, `{"game":"npuzzle","instances":{"random":{"size":"2x3","count":3,"shuffle":"any","seed":1}},"configs":[{"algorithm":"bfs"}]}`)
	var b bytes.Buffer
	experiment.NewReport(p, res).WriteJSON(&b)
	back, err := experiment.ReadReport(&b)
	if err != nil {
		t.Fatal(err)
	}
	if prior, err := experiment.Resume(p, back); err != nil || len(prior) != 3 {
		t.Errorf("resume: %d results, %v", len(prior), err)
	}
}

// Match rows: the CSV header is MatchHeader, one line per game; the JSON
// report of a match resumes to the same games.
func TestMatchExports(t *testing.T) {
	p, res := run(t, `{"game":"othello","instances":{"openings":{"count":1,"plies":2,"seed":2}},
		"configs":[{"algorithm":"random"},{"algorithm":"alphabeta","params":{"depth":1,"endgame":0}}]}`)
	rep := experiment.NewReport(p, res)
	var b bytes.Buffer
	experiment.WriteMatchCSV(&b, rep.Games)
	recs, err := csv.NewReader(&b).ReadAll()
	if err != nil || len(recs) != 3 || strings.Join(recs[0], ",") != strings.Join(experiment.MatchHeader, ",") || recs[1][4] != "1" || recs[2][4] != "2" {
		t.Fatalf("match CSV: %v %q", err, recs)
	}
	b.Reset()
	rep.WriteJSON(&b)
	back, err := experiment.ReadReport(&b)
	if err != nil {
		t.Fatal(err)
	}
	prior, err := experiment.Resume(p, back)
	if err != nil || !reflect.DeepEqual(experiment.NewReport(p, prior).Games, rep.Games) {
		t.Errorf("resumed match: %v", err)
	}
}
