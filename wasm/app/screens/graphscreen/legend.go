package graphscreen

import (
	"fmt"
	"strings"
)

// CheckLine says in one sentence what the heuristic checks found for the
// h drawn (the chosen algorithm's): admissible and consistent, or where
// not (the first few nodes and arcs named).
func (st *State) CheckLine() string {
	g := st.Graph
	if g == nil {
		return ""
	}
	h, r := st.HValues(), st.Checks()
	name := st.Heuristic().String()
	if r.Admissible() && r.Consistent() {
		return fmt.Sprintf("h (%s) is admissible and consistent: it never overestimates the true cost h* and drops by at most the cost along every arc.", name)
	}
	var parts []string
	if !r.Admissible() {
		var xs []string
		for _, n := range first(r.NotAdmissible, 3) {
			xs = append(xs, fmt.Sprintf("%s: h=%s > h*=%s", g.Name(n), num(h[n]), num(r.TrueCost[n])))
		}
		parts = append(parts, fmt.Sprintf("not admissible at %s (%s%s; red rings)", plural(len(r.NotAdmissible), "node"),
			strings.Join(xs, ", "), more(len(r.NotAdmissible), 3)))
	}
	if !r.Consistent() {
		var xs []string
		for _, a := range first(r.NotConsistent, 3) {
			x := g.Arcs[a]
			xs = append(xs, fmt.Sprintf("%s→%s: %s > %s + %s", g.Name(x.From), g.Name(x.To), num(h[x.From]), num(x.Cost), num(h[x.To])))
		}
		parts = append(parts, fmt.Sprintf("not consistent along %s (%s%s; red dashed lines)", plural(len(r.NotConsistent), "arc"),
			strings.Join(xs, ", "), more(len(r.NotConsistent), 3)))
	}
	return fmt.Sprintf("h (%s) is %s.", name, strings.Join(parts, " and "))
}

// ReplayLine says where the replay drawn on the graph is ("" without one).
func (l *Layer) ReplayLine() string {
	if l == nil {
		return ""
	}
	return fmt.Sprintf("Replay at event %d of %d: %s in the frontier, %s expanded.", l.Pos, l.Len,
		plural(l.Frontier, "node"), plural(l.Expanded, "node"))
}

func first(xs []int32, n int) []int32 { return xs[:min(n, len(xs))] }

func more(total, shown int) string {
	if total <= shown {
		return ""
	}
	return fmt.Sprintf(", and %d more", total-shown)
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
