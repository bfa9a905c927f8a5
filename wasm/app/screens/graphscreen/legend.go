package graphscreen

import (
	"fmt"
	"strings"

	"searchlab/wasm/app/i18n"
)

// CheckLine says in one sentence, in l, what the heuristic checks found
// for the h drawn (the chosen algorithm's): admissible and consistent, or
// where not (the first few nodes and arcs named).
func (st *State) CheckLine(l i18n.Lang) string {
	g := st.Graph
	if g == nil {
		return ""
	}
	h, r := st.HValues(), st.Checks()
	name := st.Heuristic().String()
	if r.Admissible() && r.Consistent() {
		return l.T("gr.check.ok", "name", name)
	}
	var parts []string
	if !r.Admissible() {
		var xs []string
		for _, n := range first(r.NotAdmissible, 3) {
			xs = append(xs, fmt.Sprintf("%s: h=%s > h*=%s", g.Name(n), num(h[n]), num(r.TrueCost[n])))
		}
		parts = append(parts, l.T("gr.check.not_admissible", "nodes", l.T("gr.count.nodes", "n", len(r.NotAdmissible)),
			"list", strings.Join(xs, ", "), "more", more(l, len(r.NotAdmissible), 3)))
	}
	if !r.Consistent() {
		var xs []string
		for _, a := range first(r.NotConsistent, 3) {
			x := g.Arcs[a]
			xs = append(xs, fmt.Sprintf("%s→%s: %s > %s + %s", g.Name(x.From), g.Name(x.To), num(h[x.From]), num(x.Cost), num(h[x.To])))
		}
		parts = append(parts, l.T("gr.check.not_consistent", "arcs", l.T("gr.count.arcs", "n", len(r.NotConsistent)),
			"list", strings.Join(xs, ", "), "more", more(l, len(r.NotConsistent), 3)))
	}
	return l.T("gr.check.bad", "name", name, "parts", strings.Join(parts, l.T("gr.check.and")))
}

// ReplayLine says in l where the replay drawn on the graph is ("" without
// one).
func (y *Layer) ReplayLine(l i18n.Lang) string {
	if y == nil {
		return ""
	}
	return l.T("gr.replay", "pos", y.Pos, "len", y.Len,
		"frontier", l.T("gr.count.nodes", "n", y.Frontier), "expanded", l.T("gr.count.nodes", "n", y.Expanded))
}

func first(xs []int32, n int) []int32 { return xs[:min(n, len(xs))] }

// more is ", and N more" when total items were found and shown named.
func more(l i18n.Lang, total, shown int) string {
	if total <= shown {
		return ""
	}
	return l.T("gr.check.more", "n", total-shown)
}
