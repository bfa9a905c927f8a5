package graphscreen

import (
	"fmt"
	"strings"
	"testing"

	"searchlab/core/graph"
)

// touchesCircle reports whether b reaches into the circle of radius r
// at (x, y).
func (b box) touchesCircle(x, y, r float64) bool {
	dx := x - max(b.x0, min(x, b.x1))
	dy := y - max(b.y0, min(y, b.y1))
	return dx*dx+dy*dy < r*r
}

// clashes counts the label boxes that overlap another label (or a link's
// cost) or another node's circle, and the links a label covers, for labels centred at the
// given offsets.
func clashes(f Frame, g *graph.Graph, costs []box, names, second []string, nameAt, secondAt []Offset) (labels, onCosts, nodes, links int) {
	nf, sf := nameFont*f.Font, secondFont*f.Font
	var boxes []box
	var owner []int
	for i, nd := range g.Nodes {
		boxes = append(boxes, boxAt(nd.X+nameAt[i].X, nd.Y+nameAt[i].Y, textWidth(names[i], nf), 1.1*nf))
		owner = append(owner, i)
		if second[i] != "" {
			boxes = append(boxes, boxAt(nd.X+secondAt[i].X, nd.Y+secondAt[i].Y, textWidth(second[i], sf), 1.1*sf))
			owner = append(owner, i)
		}
	}
	for a := range boxes {
		for b := a + 1; b < len(boxes); b++ {
			if boxes[a].overlap(boxes[b]) > 0 {
				labels++
			}
		}
		for _, c := range costs {
			if boxes[a].overlap(c) > 0 {
				onCosts++
			}
		}
		for j, nd := range g.Nodes {
			if j != owner[a] && boxes[a].touchesCircle(nd.X, nd.Y, f.R) {
				nodes++
			}
		}
		for _, arc := range g.Arcs {
			x, z := g.Nodes[arc.From], g.Nodes[arc.To]
			if boxes[a].clipped(x.X, x.Y, z.X, z.Y) > 0.5*f.Font {
				links++
			}
		}
	}
	return labels, onCosts, nodes, links
}

// Labels keep off each other and off other nodes: with every node's g
// and f shown at their widest and the phone's font sizes, on every sample
// (Romania included, where the old fixed places, name above and g and f
// below, clashed 10 times with labels and 9 with nodes) no label overlaps
// another label or another node's circle, and fewer overlap the links'
// costs; on random graphs of 14 to 30 nodes, fewer clashes of every kind
// than with the fixed places.
func TestLabelsKeepOffEachOther(t *testing.T) {
	boards := append([]string(nil), graph.SampleNames()...)
	for i := range boards {
		boards[i] = sampleBoard(boards[i])
	}
	for seed := 1; seed <= 5; seed++ {
		boards = append(boards, fmt.Sprintf("random:%d:%d", seed, 10+4*seed))
	}
	for _, text := range boards {
		g, _, err := parseBoard(text)
		if err != nil {
			t.Fatal(err)
		}
		f := frameOf(g)
		names, second := make([]string, len(g.Nodes)), make([]string, len(g.Nodes))
		fixedName, fixedSecond := make([]Offset, len(g.Nodes)), make([]Offset, len(g.Nodes))
		var links [][2]int32
		for _, a := range g.Arcs {
			links = append(links, [2]int32{a.From, a.To})
		}
		for i, nd := range g.Nodes {
			names[i], second[i] = nd.Name, "g=1234 f=1234"
			// The old places' centres: the name's baseline 1.3 R above
			// the centre, g and f's 1.3 R + 0.8 em below.
			fixedName[i] = Offset{0, -1.3*f.R - 0.35*nameFont*f.Font}
			fixedSecond[i] = Offset{0, f.R*1.3 + f.Font*0.8 - 0.35*secondFont*f.Font}
		}
		costs := costBoxes(f, g.Nodes, g)
		nameAt, secondAt := placeLabels(f, g.Nodes, links, costs, names, second)
		bl, bc, bn, bk := clashes(f, g, costs, names, second, fixedName, fixedSecond)
		al, ac, an, ak := clashes(f, g, costs, names, second, nameAt, secondAt)
		t.Logf("%.20s: fixed places %d label clashes, %d over costs, %d over nodes, %d over links; placed %d, %d, %d, %d", text, bl, bc, bn, bk, al, ac, an, ak)
		if al > bl || an > bn || ac > bc || (bl+bn+bc > 0 && al+an+ac >= bl+bn+bc) {
			t.Errorf("%.20s: placed labels clash %d times with labels (fixed %d), %d with costs (fixed %d), %d with nodes (fixed %d)", text, al, bl, ac, bc, an, bn)
		}
		if strings.HasPrefix(text, "sample:") && al+an > 0 {
			t.Errorf("%s: %d label clashes, %d over nodes", text, al, an)
		}
		if text == sampleBoard("romania") && bl == 0 {
			t.Errorf("Romania: no clashes with the fixed places: the test shows nothing")
		}
	}
}
