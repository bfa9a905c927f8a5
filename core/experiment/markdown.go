package experiment

import (
	"fmt"
	"searchlab/core/tournament/score"
	"strconv"
	"strings"
)

// meanCI writes "mean (low–high)", "mean" without an interval, "–"
// without runs.
func meanCI(f Figure) string {
	if f.N == 0 {
		return "–"
	}
	if !f.HasInterval() {
		return num(f.Mean)
	}
	return fmt.Sprintf("%s (%s–%s)", num(f.Mean), num(f.Low), num(f.High))
}

func median(f Figure) string {
	if f.N == 0 {
		return "–"
	}
	return num(f.Median)
}

// cell escapes a Markdown table cell.
func cell(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "|", `\|`), "\n", " ")
}

func table(b *strings.Builder, head []string, rows [][]string) {
	b.WriteString("| " + strings.Join(head, " | ") + " |\n|")
	for range head {
		b.WriteString(" --- |")
	}
	b.WriteString("\n")
	for _, r := range rows {
		for i := range r {
			r[i] = cell(r[i])
		}
		b.WriteString("| " + strings.Join(r, " | ") + " |\n")
	}
}

// MarkdownSummary writes the summary as Markdown tables: per config the
// runs, the solved runs, each figure's mean with its 95% t interval and
// median, and the gap to the best optimal length; per pair and per player
// of a match W/D/L, score with its 95% Wilson interval and Elo with its
// interval. Warnings follow as a list.
func MarkdownSummary(s Summary) string {
	var b strings.Builder
	title := s.Name
	if title == "" {
		title = "Experiment (" + s.Game + ")"
	}
	fmt.Fprintf(&b, "## %s\n\n%d of %d runs done. %s\n\n", cell(title), s.Done, s.Runs, SummaryNote(s))
	for i, t := range SummaryTables(s) {
		if i > 0 {
			b.WriteString("\n")
		}
		table(&b, t.Head, t.Rows)
	}
	if len(s.Warnings) > 0 {
		b.WriteString("\nWarnings:\n\n")
		for _, w := range s.Warnings {
			b.WriteString("- " + cell(w) + "\n")
		}
	}
	return b.String()
}

// Table is a table of text cells: a header and rows.
type Table struct {
	Head []string
	Rows [][]string
}

// SummaryNote says how to read the summary's tables.
func SummaryNote(s Summary) string {
	if s.Kind == KindMatch {
		return "Score: points per game (a draw is half a point) with its 95% Wilson interval; Elo of A over B from the score by the logistic model with the interval's ends (≥ or ≤: a bound, the score being 1 or 0)."
	}
	return "Means with their 95% t interval; length over solved runs (\"over 11 of 33 solved\" when some were not: such a mean is not comparable with one over every run), the other figures over every run that searched; gap: moves above the best length an optimal algorithm found on the same instance."
}

// SummaryTables are the summary's tables as the Markdown summary and the
// page show them: for a solve experiment one row per config (in spec
// order): runs, solved runs, each figure's mean with its 95% t interval
// and median, the gap to the best optimal length; for a match one row
// per pair (A's W/D/L, score with its Wilson interval, Elo with its
// interval), then one per player.
func SummaryTables(s Summary) []Table {
	if s.Kind == KindMatch {
		pairs := Table{Head: []string{"A", "B", "Games", "W", "D", "L", "Score A (95% CI)", "Elo A − B (95% CI)", "Failed runs"}}
		for _, p := range s.Pairings {
			pairs.Rows = append(pairs.Rows, append([]string{p.A, p.B}, recordCells(p.Record, eloCell(p))...))
		}
		players := Table{Head: []string{"Player", "Games", "W", "D", "L", "Score (95% CI)", "Elo", "Failed runs"}}
		for _, p := range s.Players {
			players.Rows = append(players.Rows, append([]string{p.Config}, recordCells(p.Record, "–")...))
		}
		return []Table{pairs, players}
	}
	t := Table{Head: []string{"Config", "Runs", "Solved", "Length", "Length median", "Gap", "Expanded", "Expanded median",
		"Generated", "Max frontier", "Time (ms)", "Time median (ms)", "Memory (bytes)"}}
	for _, c := range s.Configs {
		gap := "–"
		if c.Gap != nil {
			gap = fmt.Sprintf("%s (%d of %d at best)", meanCI(*c.Gap), c.AtBest, c.Gap.N)
		}
		t.Rows = append(t.Rows, []string{c.Config, strconv.Itoa(c.Runs), strconv.Itoa(c.Solved), SolvedMean(c.Length, c.Runs), median(c.Length), gap,
			meanCI(c.Expanded), median(c.Expanded), meanCI(c.Generated), meanCI(c.MaxFrontier),
			meanCI(c.ElapsedMS), median(c.ElapsedMS), meanCI(c.MemoryBytes)})
	}
	return []Table{t}
}

func recordCells(r score.Record, elo string) []string {
	score := "–"
	if r.Games > 0 {
		score = fmt.Sprintf("%.3f (%.3f–%.3f)", r.Score, r.ScoreLow, r.ScoreHigh)
	}
	return []string{strconv.Itoa(r.Games), strconv.Itoa(r.Wins), strconv.Itoa(r.Draws), strconv.Itoa(r.Losses), score, elo, strconv.Itoa(r.Failed)}
}

// eloCell writes A's Elo over B with its interval; at a score of 1 (0)
// the estimate is only a bound, "≥" ("≤"), and the interval open.
func eloCell(p PairingSummary) string {
	switch {
	case p.Games == 0:
		return "–"
	case p.EloBound && p.Score >= 1:
		return fmt.Sprintf("≥ %+.0f (%+.0f to +∞)", p.Elo, p.EloLow)
	case p.EloBound:
		return fmt.Sprintf("≤ %+.0f (−∞ to %+.0f)", p.Elo, p.EloHigh)
	}
	return fmt.Sprintf("%+.0f (%+.0f to %+.0f)", p.Elo, p.EloLow, p.EloHigh)
}

// MarkdownRuns writes solve rows as a Markdown table with RunHeader's
// columns.
func MarkdownRuns(rows []Row) string {
	var b strings.Builder
	table(&b, RunHeader, records(rows, runRecord))
	return b.String()
}

// MarkdownGames writes match rows as a Markdown table with MatchHeader's
// columns.
func MarkdownGames(rows []MatchRow) string {
	var b strings.Builder
	table(&b, MatchHeader, records(rows, matchRecord))
	return b.String()
}
