package graph

import (
	"strings"
	"testing"
)

func TestParseErrorsNameTheLine(t *testing.T) {
	cases := []struct{ text, want string }{
		{"node A 0 0\nedge A B 1\nstart A\ngoal A", "line 2: unknown node B"},
		{"node A 0 0\nnode A 1 1", "line 2: duplicate node A"},
		{"node A 0 0\nnode B 0 0\nedge A B -3\nstart A\ngoal B", "line 3: negative cost -3"},
		{"node A 0 0\ngoal A", "no start"},
		{"node A 0 0\nstart A", "no goal"},
		{"node A zero 0", "line 1: bad number \"zero\" for x"},
		{"node A 0 0 h=x", "line 1: bad number \"x\" for h"},
		{"node A 0 0 k=1", "line 1: the fifth item"},
		{"node A! 0 0", "line 1: bad node name \"A!\""},
		{"# c\n\nnodes A 0 0", "line 3: unknown item \"nodes\""},
		{"node A 0 0\nnode B 0 0\narc A B NaN", "line 3: bad number"},
		{"node A 0 0\nstart A\nstart A", "line 3: a second start"},
	}
	for _, c := range cases {
		_, err := Parse(c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%q) = %v, want an error containing %q", c.text, err, c.want)
		}
	}
}

func TestParseItems(t *testing.T) {
	g, err := Parse("node a-1 0 0 h=2.5 # comment\nnode B_2 3 4\narc a-1 B_2 5\nedge B_2 a-1 1\nstart a-1\ngoal B_2 a-1 B_2\n")
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Nodes) != 2 || g.Nodes[0].H != 2.5 || g.Nodes[1].H != 0 {
		t.Errorf("nodes %+v", g.Nodes)
	}
	if len(g.Arcs) != 3 || g.Arcs[0].Edge || !g.Arcs[1].Edge || g.Arcs[2].From != 0 {
		t.Errorf("arcs %+v", g.Arcs)
	}
	if len(g.Goals) != 2 {
		t.Errorf("goals %v, want the two distinct goals", g.Goals)
	}
	if len(g.Out[0]) != 2 || len(g.Out[1]) != 1 || len(g.In[0]) != 1 {
		t.Errorf("out %v in %v", g.Out, g.In)
	}
}

func TestUnreachableGoalIsNotAParseError(t *testing.T) {
	g, err := Parse("node A 0 0\nnode B 1 1\narc B A 1\nstart A\ngoal B")
	if err != nil {
		t.Fatal(err)
	}
	if tc := TrueCost(g); tc[1] != 0 || tc[0] < 1e300 {
		t.Errorf("true costs %v, want B 0 and A unreachable", tc)
	}
}

func TestFormatRoundTrips(t *testing.T) {
	for _, name := range sampleNames(t) {
		g := sample(t, name)
		text := Format(g)
		h, err := Parse(text)
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, text)
		}
		if Format(h) != text {
			t.Errorf("%s: format does not round-trip:\n%s\n%s", name, text, Format(h))
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"node A 0 0 h=1\nnode B 1 1\nedge A B 2\nstart A\ngoal B", "arc A B 1", "goal", "node A 1e308 -0 h=0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		g, err := Parse(text)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("error is not one sentence: %q", err)
			}
			return
		}
		h, err := Parse(Format(g))
		if err != nil || Format(h) != Format(g) {
			t.Errorf("round trip failed: %v\n%s", err, Format(g))
		}
		for _, a := range g.Arcs {
			if a.Cost < 0 {
				t.Errorf("negative cost accepted")
			}
		}
	})
}
