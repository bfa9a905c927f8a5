package graph

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// MaxNodes bounds the nodes of a parsed graph, so bad input cannot make the
// page or the server allocate without bound.
const MaxNodes = 5000

// MaxArcs bounds the arcs of a parsed graph (an edge counts two).
const MaxArcs = 100000

// Parse reads the level text format (levels/README.md):
//
//	node NAME X Y [h=VALUE]
//	edge A B COST
//	arc A B COST
//	start NAME
//	goal NAME [NAME ...]
//
// one item per line, '#' starting a comment. Names are letters, digits, '_'
// and '-'; costs are non-negative numbers; a missing h= means 0. A node
// must be declared before an edge names it. Errors are one sentence naming
// the line. An unreachable goal is not an error (the search answers it).
func Parse(text string) (*Graph, error) {
	g := &Graph{Start: -1}
	for i, line := range strings.Split(text, "\n") {
		if k := strings.IndexByte(line, '#'); k >= 0 {
			line = line[:k]
		}
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if err := g.parseLine(f); err != nil {
			return nil, fmt.Errorf("line %d: %v", i+1, err)
		}
	}
	if g.Start < 0 {
		return nil, fmt.Errorf("no start: add a line 'start NAME'")
	}
	if len(g.Goals) == 0 {
		return nil, fmt.Errorf("no goal: add a line 'goal NAME [NAME ...]'")
	}
	return g, nil
}

func (g *Graph) parseLine(f []string) error {
	switch f[0] {
	case "node":
		return g.parseNode(f)
	case "edge", "arc":
		return g.parseArc(f)
	case "start":
		if len(f) != 2 {
			return fmt.Errorf("start wants one node name: start NAME")
		}
		if g.Start >= 0 {
			return fmt.Errorf("a second start (%s); a graph has one start", f[1])
		}
		n, err := g.lookup(f[1])
		g.Start = n
		return err
	case "goal":
		if len(f) < 2 {
			return fmt.Errorf("goal wants at least one node name: goal NAME [NAME ...]")
		}
		for _, name := range f[1:] {
			n, err := g.lookup(name)
			if err != nil {
				return err
			}
			if !g.IsGoal(n) {
				g.Goals = append(g.Goals, n)
			}
		}
		return nil
	}
	return fmt.Errorf("unknown item %q: a line starts with node, edge, arc, start or goal", f[0])
}

func (g *Graph) parseNode(f []string) error {
	if len(f) != 4 && len(f) != 5 {
		return fmt.Errorf("node wants a name and a position: node NAME X Y [h=VALUE]")
	}
	if err := checkName(f[1]); err != nil {
		return err
	}
	if _, dup := g.index[f[1]]; dup {
		return fmt.Errorf("duplicate node %s", f[1])
	}
	if len(g.Nodes) >= MaxNodes {
		return fmt.Errorf("too many nodes (at most %d)", MaxNodes)
	}
	x, err := number("x", f[2])
	if err != nil {
		return err
	}
	y, err := number("y", f[3])
	if err != nil {
		return err
	}
	n := Node{Name: f[1], X: x, Y: y}
	if len(f) == 5 {
		v, ok := strings.CutPrefix(f[4], "h=")
		if !ok {
			return fmt.Errorf("the fifth item of a node is h=VALUE, not %q", f[4])
		}
		if n.H, err = number("h", v); err != nil {
			return err
		}
		if n.H < 0 {
			return fmt.Errorf("negative h %s for node %s: h estimates a cost, which is never negative", v, f[1])
		}
	}
	g.addNode(n)
	return nil
}

func (g *Graph) parseArc(f []string) error {
	if len(f) != 4 {
		return fmt.Errorf("%s wants two node names and a cost: %s A B COST", f[0], f[0])
	}
	a, err := g.lookup(f[1])
	if err != nil {
		return err
	}
	b, err := g.lookup(f[2])
	if err != nil {
		return err
	}
	c, err := number("cost", f[3])
	if err != nil {
		return err
	}
	if c < 0 {
		return fmt.Errorf("negative cost %s on %s %s %s: costs are non-negative", f[3], f[0], f[1], f[2])
	}
	if len(g.Arcs)+2 > MaxArcs {
		return fmt.Errorf("too many arcs (at most %d; an edge counts two)", MaxArcs)
	}
	if f[0] == "edge" {
		g.addEdge(a, b, c)
	} else {
		g.addArc(Arc{From: a, To: b, Cost: c})
	}
	return nil
}

func (g *Graph) lookup(name string) (int32, error) {
	if n, ok := g.index[name]; ok {
		return n, nil
	}
	if err := checkName(name); err != nil {
		return -1, err
	}
	return -1, fmt.Errorf("unknown node %s (declare it first with 'node %s X Y')", name, name)
}

func checkName(s string) error {
	for _, r := range s {
		ok := r == '_' || r == '-' || (r >= '0' && r <= '9') || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z')
		if !ok {
			return fmt.Errorf("bad node name %q: names are letters, digits, '_' and '-'", s)
		}
	}
	return nil
}

func number(what, s string) (float64, error) {
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, fmt.Errorf("bad number %q for %s", s, what)
	}
	return v, nil
}

// Format writes g in the level text format; Parse(Format(g)) gives g back.
func Format(g *Graph) string {
	var b strings.Builder
	for _, n := range g.Nodes {
		fmt.Fprintf(&b, "node %s %s %s", n.Name, num(n.X), num(n.Y))
		if n.H != 0 {
			fmt.Fprintf(&b, " h=%s", num(n.H))
		}
		b.WriteByte('\n')
	}
	for i := 0; i < len(g.Arcs); i++ {
		a := g.Arcs[i]
		kind := "arc"
		if a.Edge {
			kind = "edge"
			i++ // the reverse arc follows
		}
		fmt.Fprintf(&b, "%s %s %s %s\n", kind, g.Name(a.From), g.Name(a.To), num(a.Cost))
	}
	fmt.Fprintf(&b, "start %s\ngoal", g.Name(g.Start))
	for _, x := range g.Goals {
		b.WriteString(" " + g.Name(x))
	}
	b.WriteByte('\n')
	return b.String()
}

func num(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
