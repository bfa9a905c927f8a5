package i18n

import (
	"context"
	"html"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"searchlab/core/experiment"
	"searchlab/core/experiment/runner"
	"searchlab/core/games/all"
)

// labSpecs are small experiments: a solve one whose configs solve some
// instances and not others (partial means, gaps), one where an
// incomplete search runs out, and an Othello match.
var labSpecs = []string{
	`{"name":"small test","game":"npuzzle","instances":{"boards":["1 2 3/4 5 6/0 7 8","4 1 2/0 5 3/7 8 6","8 6 7/2 5 4/3 0 1"]},
	  "configs":[{"algorithm":"astar"},{"algorithm":"bfs"},{"algorithm":"beam","params":{"width":2}}],"repeats":2,"seed":3,"budget":{"max_nodes":20000}}`,
	`{"game":"npuzzle","instances":{"boards":["4 1 2/0 5 3/7 8 6","8 6 7/2 5 4/3 0 1"]},"configs":[{"algorithm":"astar"},{"algorithm":"hill-climbing"}],"budget":{"max_nodes":20000}}`,
	`{"game":"othello","instances":{"openings":{"count":1,"plies":2,"seed":2}},"configs":[{"algorithm":"random"},{"algorithm":"alphabeta","params":{"depth":1,"endgame":0}}]}`,
}

// englishWords are words of the Lab's English that must not be left in
// its Vietnamese.
var englishWords = regexp.MustCompile(`(?:^|[^\pL])(?i:over|of|solved|at best|to|runs?|nodes|moves|scale|log|linear|mean|interval|score|points|per|game|draw|the|and|against|solution|length|expanded|generated|milliseconds|bytes|cost|above|vs|one|point|done|experiment|warnings|config|memory|time|player|games|failed|median|gap|frontier)(?:[^\pL]|$)`)

// leftEnglish is the English left in vi once the names are taken out.
func leftEnglish(vi string, names []string) []string {
	for _, n := range names {
		vi = strings.ReplaceAll(vi, n, "")
	}
	return englishWords.FindAllString(vi, -1)
}

// TestCoreLab: the Lab's summary (headers, note, cells, warnings), its
// charts' texts and its Markdown report, of small experiments run here,
// have no English word left in Vietnamese but the configs' names, and
// their numbers are written the Vietnamese way.
func TestCoreLab(t *testing.T) {
	if testing.Short() {
		t.Skip("runs experiments")
	}
	reg := all.Builtin()
	for _, spec := range labSpecs {
		p, err := experiment.Load(reg, []byte(spec))
		if err != nil {
			t.Fatal(err)
		}
		res := experiment.Execute(context.Background(), runner.Local{Registry: reg, Parallel: 1}, p.Runs, nil, nil)
		rep := experiment.NewReport(p, res)
		s := rep.Summary
		var names []string
		for _, c := range s.Configs {
			names = append(names, c.Config)
		}
		for _, pl := range s.Players {
			names = append(names, pl.Config)
		}
		check := func(what, en, vi string) {
			t.Helper()
			if left := leftEnglish(vi, names); len(left) > 0 {
				t.Errorf("%s: English %q left in %q (from %q)", what, left, vi, en)
			}
		}
		tables := experiment.SummaryTables(s)
		if s.Kind == experiment.KindSolve {
			tables = append(tables, experiment.PageTable(s))
		}
		for _, tb := range tables {
			for _, h := range tb.Head {
				if !HasCore(h) {
					t.Errorf("no Vietnamese for the header %q", h)
				}
			}
			for _, r := range tb.Rows {
				for _, c := range r[1:] {
					check("cell", c, Vietnamese.LabCell(c))
				}
			}
		}
		if n := experiment.SummaryNote(s); !HasCore(n) {
			t.Errorf("no Vietnamese for the note %q", n)
		}
		for _, w := range s.Warnings {
			check("warning", w, Vietnamese.LabCell(w))
		}
		for _, c := range experiment.Charts(rep) {
			vi := Vietnamese.SVG(c.SVG)
			for _, m := range svgText.FindAllStringSubmatch(vi, -1) {
				check("chart "+c.Name, "", m[2])
			}
			title := `font-weight="600"` // the title's lines, laid out again (TestCoreLabTitles)
			if strings.Count(vi, "<text")-strings.Count(vi, title) != strings.Count(c.SVG, "<text")-strings.Count(c.SVG, title) || len(vi) < len(c.SVG)/2 {
				t.Errorf("chart %s: the drawing changed", c.Name)
			}
		}
		md := experiment.MarkdownSummary(s)
		vi := Vietnamese.Markdown(md)
		check("Markdown", md, strings.ReplaceAll(vi, `\|`, "|"))
		if English.Markdown(md) != md {
			t.Error("the English Markdown changed")
		}
		if s.Kind == experiment.KindSolve && !strings.Contains(vi, "Cấu hình") {
			t.Errorf("Markdown: no header in Vietnamese:\n%s", vi)
		}
	}
	if got := Vietnamese.LabCell("12.7 (0.00–52.3) over 2 of 3 solved"); got != "12,7 (0,00–52,3) trên 2/3 lần giải được" {
		t.Errorf("a cell: %q", got)
	}
}

// TestCoreLabTitles: a chart's title after a long experiment name, which
// the core wraps at its English words, reads in Vietnamese as one title:
// its lines are the whole Vietnamese title (the <title>) in order, broken
// after the name, none longer than the core's line, no English left; the
// chart grows by the lines it adds and its body moves down as much.
func TestCoreLabTitles(t *testing.T) {
	reg := all.Builtin()
	spec := `{"name":"So sánh các thuật toán tìm kiếm trên 8-puzzle","game":"npuzzle","instances":{"boards":["1 2 3/4 5 6/0 7 8","4 1 2/0 5 3/7 8 6"]},
	  "configs":[{"algorithm":"astar"},{"algorithm":"greedy"}],"budget":{"max_nodes":20000}}`
	p, err := experiment.Load(reg, []byte(spec))
	if err != nil {
		t.Fatal(err)
	}
	res := experiment.Execute(context.Background(), runner.Local{Registry: reg, Parallel: 1}, p.Runs, nil, nil)
	rep := experiment.NewReport(p, res)
	name := rep.Summary.Name
	lineRe := regexp.MustCompile(`<text x="12" y="([\d.]+)" fill="currentColor" font-size="15" font-weight="600">([^<]*)</text>`)
	boxRe := regexp.MustCompile(`viewBox="0 0 480 ([\d.]+)"`)
	bodyRe := regexp.MustCompile(`<g transform="translate\(0 ([\d.]+)\)">`)
	titleRe := regexp.MustCompile(`<title id="chart-title">([^<]*)</title>`)
	float := func(re *regexp.Regexp, s string) float64 {
		m := re.FindStringSubmatch(s)
		if m == nil {
			t.Fatalf("no %s in %.200s", re, s)
		}
		x, _ := strconv.ParseFloat(m[1], 64)
		return x
	}
	charts := experiment.Charts(rep)
	if len(charts) < 5 {
		t.Fatalf("%d charts", len(charts))
	}
	for _, c := range charts {
		vi := Vietnamese.SVG(c.SVG)
		en, got := lineRe.FindAllStringSubmatch(c.SVG, -1), lineRe.FindAllStringSubmatch(vi, -1)
		title := html.UnescapeString(titleRe.FindStringSubmatch(vi)[1])
		var texts []string
		for i, m := range got {
			text := html.UnescapeString(m[2])
			texts = append(texts, text)
			if n := len([]rune(text)); n > 50 {
				t.Errorf("%s: title line %q has %d characters, more than the core's 50", c.Name, text, n)
			}
			if y, _ := strconv.ParseFloat(m[1], 64); y != 20+19*float64(i) {
				t.Errorf("%s: title line %d at y %v", c.Name, i, y)
			}
		}
		if strings.Join(texts, " ") != title || !HasCore(titleRe.FindStringSubmatch(c.SVG)[1]) {
			t.Errorf("%s: the lines %q are not the title %q", c.Name, texts, title)
		}
		if len(texts) < 2 || texts[0] != name+":" {
			t.Errorf("%s: the title does not break after the name: %q", c.Name, texts)
		}
		if left := leftEnglish(title, nil); len(left) > 0 {
			t.Errorf("%s: English %q in the title %q", c.Name, left, title)
		}
		more := 19 * float64(len(got)-len(en))
		if h, h0 := float(boxRe, vi), float(boxRe, c.SVG); h != h0+more {
			t.Errorf("%s: the chart is %v high, want %v + %v", c.Name, h, h0, more)
		}
		if b, b0 := float(bodyRe, vi), float(bodyRe, c.SVG); b != b0+more {
			t.Errorf("%s: the body moved to %v, want %v + %v", c.Name, b, b0, more)
		}
	}
	if got := titleLines("một hai ba bốn", 7); strings.Join(got, "|") != "một hai|ba bốn" {
		t.Errorf("titleLines: %q", got)
	}
	if got := titleLines("abcdefghij x", 4); strings.Join(got, "|") != "abcd|efgh|ij x" {
		t.Errorf("titleLines of a long word: %q", got)
	}
}
