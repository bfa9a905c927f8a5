package experiment

import (
	"searchlab/core/wire"
)

// Chart is one chart of a report: a file name (without extension) and the
// SVG document.
type Chart struct {
	Name  string
	Title string
	SVG   string
}

// logFigures are the figures drawn on a log scale by default: node
// counts, times and memory spread over orders of magnitude between
// algorithms; lengths, costs and gaps do not.
var logFigures = map[string]bool{"expanded": true, "generated": true, "max_frontier": true, "elapsed_ms": true, "memory_bytes": true}

// Charts draws the standard charts of a report: for a solve experiment one
// bar chart per figure (Figures; the gap only when some config has one)
// and the scatter of nodes against length (when a puzzle run was solved); for
// a match experiment the score chart. The CLI writes them as files; the
// page shows the same documents.
func Charts(rep Report) []Chart {
	s := rep.Summary
	if s.Kind == KindMatch {
		svg, _ := ScoreChart(s)
		return []Chart{{Name: "score", Title: "Score", SVG: svg}}
	}
	var out []Chart
	for _, fig := range Figures {
		has := false
		for _, c := range s.Configs {
			fg, ok := figureInfos[fig].get(c)
			has = has || (ok && fg.N > 0)
		}
		if !has {
			continue
		}
		svg, _ := FigureChart(s, fig, logFigures[fig])
		out = append(out, Chart{Name: fig, Title: figureInfos[fig].Title, SVG: svg})
	}
	points := false
	for _, r := range rep.Runs {
		points = points || (r.Status == wire.StatusFound && r.Value == nil)
	}
	if points {
		svg, _ := ScatterChart(s, rep.Runs, true)
		out = append(out, Chart{Name: "nodes-vs-length", Title: "Nodes expanded against solution length", SVG: svg})
	}
	return out
}
