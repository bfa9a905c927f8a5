package graphscreen

import (
	"math"
	"testing"

	"searchlab/core/graph"
)

// The frame holds every node with room for its name above and its g and f
// below, and sizes scale with the graph's extent.
func TestFrameHoldsTheNodes(t *testing.T) {
	for _, name := range graph.SampleNames() {
		g, _, err := parseBoard(sampleBoard(name))
		if err != nil {
			t.Fatal(err)
		}
		f := frameOf(g)
		for _, n := range g.Nodes {
			room := 1.3*f.R + f.Font
			if n.X-f.R < f.X || n.X+f.R > f.X+f.W || n.Y-room < f.Y || n.Y+room > f.Y+f.H {
				t.Errorf("%s: node %s at (%v, %v) leaves the frame %+v", name, n.Name, n.X, n.Y, f)
			}
		}
	}
	small := frameOf(mustGraph(t, "node A 0 0\nnode B 100 0\nstart A\ngoal B\n"))
	big := frameOf(mustGraph(t, "node A 0 0\nnode B 1000 0\nstart A\ngoal B\n"))
	if math.Abs(big.R/small.R-1000.0/120) > 1e-9 {
		t.Errorf("radius %v and %v do not scale with the extent", small.R, big.R)
	}
}

// A line runs between the circles' rims; a bent one (an arc beside its
// reverse) is shifted to the left of its direction, so the two arcs of a
// pair do not overlap.
func TestSegmentsStopAtTheRims(t *testing.T) {
	f := Frame{R: 10, Font: 8}
	a, b := graph.Node{X: 0, Y: 0}, graph.Node{X: 100, Y: 0}
	s := segment(f, a, b, false)
	if s.X1 != 10 || s.X2 != 90 || s.Y1 != 0 || s.Y2 != 0 {
		t.Errorf("straight segment %+v", s)
	}
	there, back := segment(f, a, b, true), segment(f, b, a, true)
	if there.Y1 == back.Y1 || math.Signbit(there.Y1) == math.Signbit(back.Y1) {
		t.Errorf("the two arcs of a pair overlap: %+v and %+v", there, back)
	}
}

func mustGraph(t *testing.T, text string) *graph.Graph {
	t.Helper()
	g, err := graph.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return g
}
