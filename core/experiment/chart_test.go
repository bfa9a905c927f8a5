package experiment

import (
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"testing"

	"searchlab/core/wire"
)

// svgNode is an element of a parsed SVG document.
type svgNode struct {
	Name  string
	Attrs map[string]string
	Text  string
}

// parseSVG checks that doc is well-formed standalone SVG (the root is svg
// in the SVG namespace, with a viewBox and no fixed width) and returns its
// elements in document order.
func parseSVG(t *testing.T, doc string) []svgNode {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(doc))
	var out []svgNode
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the SVG is not well-formed XML: %v\n%s", err, doc)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			n := svgNode{Name: e.Name.Local, Attrs: map[string]string{}}
			for _, a := range e.Attr {
				n.Attrs[a.Name.Local] = a.Value
			}
			if len(out) == 0 && (e.Name.Space != "http://www.w3.org/2000/svg" || e.Name.Local != "svg") {
				t.Fatalf("root element %v", e.Name)
			}
			out = append(out, n)
		case xml.CharData:
			if len(out) > 0 {
				out[len(out)-1].Text += string(e)
			}
		}
	}
	root := out[0]
	if root.Attrs["viewBox"] == "" || root.Attrs["width"] != "" || root.Attrs["height"] != "" {
		t.Errorf("root attributes %v: want a viewBox and no fixed size", root.Attrs)
	}
	return out
}

// summaryOf builds a solve summary whose configs have the given expanded
// means (intervals ±10%).
func summaryOf(means ...float64) Summary {
	s := Summary{Kind: KindSolve, Game: "npuzzle"}
	for i, m := range means {
		s.Configs = append(s.Configs, ConfigSummary{Config: fmt.Sprintf("config <%d> & co", i), Index: i,
			Expanded: Figure{N: 5, Mean: m, Low: m * 0.9, High: m * 1.1}})
	}
	return s
}

// bars returns each bar's rect x, width and value.
func bars(t *testing.T, nodes []svgNode) (x, w, v []float64, fills []string) {
	for _, n := range nodes {
		if n.Name != "rect" || n.Attrs["data-value"] == "" {
			continue
		}
		num := func(k string) float64 {
			f, err := strconv.ParseFloat(n.Attrs[k], 64)
			if err != nil {
				t.Fatalf("rect %s=%q", k, n.Attrs[k])
			}
			return f
		}
		x, w, v = append(x, num("x")), append(w, num("width")), append(v, num("data-value"))
		fills = append(fills, n.Attrs["fill"])
	}
	return
}

// On a linear axis a bar's length is proportional to its value; every
// config up to 14 has its own colour; text is escaped.
func TestBarChartLinear(t *testing.T) {
	means := []float64{100, 250, 400, 50, 800, 1000, 10, 20, 30, 40, 60, 70, 80, 90}
	svg, err := FigureChart(summaryOf(means...), "expanded", false)
	if err != nil {
		t.Fatal(err)
	}
	nodes := parseSVG(t, svg)
	x, w, v, fills := bars(t, nodes)
	if len(w) != len(means) {
		t.Fatalf("%d bars, want %d", len(w), len(means))
	}
	seen := map[string]bool{}
	for i := range w {
		if math.Abs(w[i]/v[i]-w[5]/v[5]) > 0.02/v[i] || x[i] != x[0] {
			t.Errorf("bar %d: x %v width %v for %v; bar 5 %v for %v", i, x[i], w[i], v[i], w[5], v[5])
		}
		if seen[fills[i]] {
			t.Errorf("bar %d repeats colour %s", i, fills[i])
		}
		seen[fills[i]] = true
	}
	if !strings.Contains(svg, "config &lt;3&gt; &amp; co") {
		t.Error("labels are not escaped")
	}
	var whiskers, title int
	for _, n := range nodes {
		if n.Attrs["class"] == "whisker" {
			whiskers++
		}
		if n.Name == "text" && strings.Contains(n.Text, "nodes (linear scale)") {
			title++
		}
	}
	if whiskers != len(means) || title != 1 {
		t.Errorf("%d whiskers, %d axis titles", whiskers, title)
	}
}

// On a log axis a bar's length is proportional to log10(value) above the
// axis's first power of ten.
func TestBarChartLog(t *testing.T) {
	svg, _ := FigureChart(summaryOf(20, 2000, 200000), "expanded", true)
	_, w, v, _ := bars(t, parseSVG(t, svg))
	// The axis runs from 10 (below 20·0.9) to 10^6 (above 200000·1.1).
	for i := range w {
		want := (math.Log10(v[i]) - 1) / 5
		if got := w[i] / (svgWidth - 12 - 16); math.Abs(got-want) > 0.002 {
			t.Errorf("bar %d (%v): %.4f of the axis, want %.4f", i, v[i], got, want)
		}
	}
	if !strings.Contains(svg, "nodes (log scale)") || !strings.Contains(svg, ">100k<") {
		t.Error("the log axis lacks its title or its 100k tick")
	}
}

// Beyond the palette, bars are hatched and markers change shape, so 28
// configs stay distinct.
func TestPaletteBeyond14(t *testing.T) {
	type look struct{ colour, marker string }
	seen := map[look]int{}
	for i := range 28 {
		l := look{Colour(i), Marker(i)}
		if j, dup := seen[l]; dup {
			t.Errorf("configs %d and %d look alike: %v", j, i, l)
		}
		seen[l] = i
	}
	svg, _ := FigureChart(summaryOf(make([]float64, 16)...), "expanded", false)
	if n := strings.Count(svg, `fill="url(#hatch)"`); n != 2 {
		t.Errorf("%d hatched bars, want 2 (configs 14 and 15)", n)
	}
}

// The scatter has one marker per solved puzzle run at its length and
// node count, and a legend entry per config with points.
func TestScatterChart(t *testing.T) {
	s := summaryOf(1, 1, 1)
	rows := []Row{
		{ConfigIndex: 0, Status: wire.StatusFound, Length: 20, Expanded: 100},
		{ConfigIndex: 0, Status: wire.StatusFound, Length: 22, Expanded: 5000},
		{ConfigIndex: 2, Status: wire.StatusFound, Length: 40, Expanded: 300},
		{ConfigIndex: 1, Status: wire.StatusBudgetExceeded, Expanded: 9000},
	}
	svg, err := ScatterChart(s, rows, true)
	if err != nil {
		t.Fatal(err)
	}
	nodes := parseSVG(t, svg)
	var pts, legend int
	for _, n := range nodes {
		if n.Attrs["class"] == "point" {
			pts++
		}
		if n.Name == "text" && strings.HasPrefix(n.Text, "config ") {
			legend++
		}
	}
	if pts != 3 || legend != 2 {
		t.Errorf("%d points and %d legend entries, want 3 and 2", pts, legend)
	}
	if _, err := ScatterChart(Summary{Kind: KindMatch}, nil, true); err == nil {
		t.Error("a scatter of a match")
	}
	if _, err := FigureChart(s, "speed", true); err == nil || !strings.Contains(err.Error(), "figures:") {
		t.Errorf("unknown figure: %v", err)
	}
}

// TestPartialMeansAreMarked (issue 30 items 6 and 7): a config that solved
// a third of its runs has its length bar pale and dashed with "11/33
// solved" on it, and "over 11 of 33 solved" in the page's table and the
// Markdown; a config that solved every run has neither. The page's table
// writes memory and time in their units.
func TestPartialMeansAreMarked(t *testing.T) {
	full := Figure{N: 33, Mean: 60.6, Low: 55, High: 66}
	part := Figure{N: 11, Mean: 33, Low: 30, High: 36}
	mem := Figure{N: 33, Mean: 99395, Low: 54593, High: 144198}
	s := Summary{Kind: KindSolve, Game: "bloxorz", Runs: 66, Done: 66, Configs: []ConfigSummary{
		{Config: "BFS", Index: 0, Runs: 33, Solved: 33, Length: full, MemoryBytes: mem, ElapsedMS: Figure{N: 33, Mean: 1500, Low: 900, High: 2100}},
		{Config: "GA", Index: 1, Runs: 33, Solved: 11, Length: part, MemoryBytes: mem},
	}}
	svg, err := FigureChart(s, "length", false)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(svg, "11/33 solved") || !strings.Contains(svg, "33/33 solved") || strings.Count(svg, `class="partial"`) != 1 ||
		!strings.Contains(svg, "pale: partial data") {
		t.Errorf("length chart does not mark GA's partial mean:\n%s", svg)
	}
	pt := PageTable(s)
	if got := pt.Rows[1][2]; !strings.HasSuffix(got, "over 11 of 33 solved") {
		t.Errorf("page table GA length %q", got)
	}
	if got := pt.Rows[0][2]; strings.Contains(got, "over") {
		t.Errorf("page table BFS length %q marked partial", got)
	}
	if got := pt.Rows[0][4]; got != "97 kB (53 kB–141 kB)" {
		t.Errorf("page table memory %q", got)
	}
	if got := pt.Rows[0][3]; got != "1.50 s (900.0 ms–2.10 s)" {
		t.Errorf("page table time %q", got)
	}
	if md := MarkdownSummary(s); !strings.Contains(md, "over 11 of 33 solved") {
		t.Errorf("Markdown does not mark GA's partial mean:\n%s", md)
	}
}
