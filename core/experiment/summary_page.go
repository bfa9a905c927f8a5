package experiment

import (
	"fmt"
	"math"
)

// PageTable is a solve summary as the Lab's page shows it, narrow enough
// for a 1,200 px panel with the figures people compare first: per config
// the solved runs, the length (its mean over the solved runs only, said
// when they are fewer than the runs: "over 11 of 33 solved"), time and
// memory (in kB and MB), nodes expanded, the gap to the best optimal
// length, nodes generated and the largest frontier. Medians and the exact
// numbers are in the Markdown summary and the CSV (SummaryTables, rows),
// which tools read. A match experiment's tables are SummaryTables'.
func PageTable(s Summary) Table {
	t := Table{Head: []string{"Config", "Solved", "Length", "Time", "Memory", "Expanded", "Gap", "Generated", "Max frontier"}}
	for _, c := range s.Configs {
		gap := "–"
		if c.Gap != nil {
			gap = fmt.Sprintf("%s (%d of %d at best)", meanCI(*c.Gap), c.AtBest, c.Gap.N)
		}
		t.Rows = append(t.Rows, []string{c.Config, fmt.Sprintf("%d of %d", c.Solved, c.Runs), SolvedMean(c.Length, c.Runs),
			unitCI(c.ElapsedMS, msText), unitCI(c.MemoryBytes, bytesText), meanCI(c.Expanded), gap, meanCI(c.Generated), meanCI(c.MaxFrontier)})
	}
	return t
}

// SolvedMean writes a mean over the solved runs with its interval, and,
// when they are fewer than the runs, over how many: a mean over a third of
// the runs (those an incomplete algorithm happened to solve) is not
// comparable with one over all of them.
func SolvedMean(f Figure, runs int) string {
	s := meanCI(f)
	if f.N > 0 && f.N < runs {
		s += fmt.Sprintf(" over %d of %d solved", f.N, runs)
	}
	return s
}

// unitCI writes "mean (low–high)" with each number in its unit.
func unitCI(f Figure, text func(float64) string) string {
	switch {
	case f.N == 0:
		return "–"
	case !f.HasInterval():
		return text(f.Mean)
	}
	return fmt.Sprintf("%s (%s–%s)", text(f.Mean), text(max(f.Low, 0)), text(f.High))
}

// msText writes milliseconds for people: "850 ms", "12.4 s".
func msText(ms float64) string {
	if math.Abs(ms) >= 1000 {
		return num(ms/1000) + " s"
	}
	return num(ms) + " ms"
}

// bytesText writes a size for people, as the page does elsewhere (1,024
// bytes a kB): "512 B", "6.0 kB", "97 kB", "1.3 MB".
func bytesText(v float64) string {
	if math.Abs(v) < 1024 {
		return fmt.Sprintf("%.0f B", v)
	}
	for _, unit := range []string{"kB", "MB", "GB"} {
		v /= 1024
		if math.Abs(v) < 1023.5 || unit == "GB" {
			if math.Abs(v) < 9.95 {
				return fmt.Sprintf("%.1f %s", v, unit)
			}
			return fmt.Sprintf("%.0f %s", v, unit)
		}
	}
	return ""
}
