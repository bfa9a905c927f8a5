package experiment

import (
	"io"
	"strconv"

	"searchlab/core/tournament/score"
)

// WriteRunsCSV writes solve rows under RunHeader: config is the config's
// name (its label, or the algorithm with its params), elapsed_ms has three
// decimals (microseconds) as the rows hold it.
func WriteRunsCSV(w io.Writer, rows []Row) error {
	return writeCSV(w, RunHeader, records(rows, runRecord))
}

// writeCSV writes a header and records.
func writeCSV(w io.Writer, head []string, recs [][]string) error {
	return writeCSVRecords(w, append([][]string{head}, recs...)...)
}

// records turns rows into table records with rec.
func records[R any](rows []R, rec func(R) []string) [][]string {
	out := make([][]string, len(rows))
	for i, r := range rows {
		out[i] = rec(r)
	}
	return out
}

func runRecord(r Row) []string {
	return []string{r.Instance, r.Config, r.Algorithm, string(r.Status), strconv.Itoa(r.Length), ftoa(r.Cost),
		strconv.FormatInt(r.Expanded, 10), strconv.FormatInt(r.Generated, 10), strconv.Itoa(r.MaxFrontier),
		ftoa(r.ElapsedMS), strconv.FormatInt(r.MemoryBytes, 10), strconv.FormatInt(r.Seed, 10)}
}

// WriteMatchCSV writes match rows under MatchHeader.
func WriteMatchCSV(w io.Writer, rows []MatchRow) error {
	return writeCSV(w, MatchHeader, records(rows, matchRecord))
}

// matchRecord is a match row's fields in MatchHeader's order (game empty
// on the row of a run without games).
func matchRecord(r MatchRow) []string {
	game := ""
	if r.Game > 0 {
		game = strconv.Itoa(r.Game)
	}
	return []string{r.Instance, r.Opening, r.A, r.B, game, r.Black, r.White, r.AResult, ftoa(r.APoints),
		strconv.Itoa(r.BlackDiscDiff), strconv.Itoa(r.Plies), string(r.Status), strconv.FormatInt(r.Seed, 10), r.Record}
}

// figureColumns are the figures of a config summary in CSV order.
var figureColumns = []string{"length", "cost", "expanded", "generated", "max_frontier", "elapsed_ms", "memory_bytes"}

func figuresOf(c ConfigSummary) []Figure {
	return []Figure{c.Length, c.Cost, c.Expanded, c.Generated, c.MaxFrontier, c.ElapsedMS, c.MemoryBytes}
}

// WriteSummaryCSV writes the summary: for a solve experiment one line per
// config (runs, solved, searched, then per figure its mean, median and 95%
// interval, then the gap's mean, interval and count and at_best); for a
// match experiment one line per pair (A's W/D/L, score with its Wilson
// interval, Elo with its interval) and one per player against all
// opponents (b is "all", no Elo). A figure without runs is left empty.
func WriteSummaryCSV(w io.Writer, s Summary) error {
	var recs [][]string
	if s.Kind == KindMatch {
		recs = append(recs, []string{"a", "b", "games", "wins", "draws", "losses", "score", "score_low", "score_high", "elo", "elo_low", "elo_high", "elo_bound", "failed"})
		for _, p := range s.Pairings {
			rec := append([]string{p.A, p.B}, recordFields(p.Record)...)
			rec = append(rec, ftoa(round(p.Elo, 1)), ftoa(round(p.EloLow, 1)), ftoa(round(p.EloHigh, 1)), strconv.FormatBool(p.EloBound), strconv.Itoa(p.Failed))
			recs = append(recs, rec)
		}
		for _, p := range s.Players {
			rec := append([]string{p.Config, "all"}, recordFields(p.Record)...)
			recs = append(recs, append(rec, "", "", "", "", strconv.Itoa(p.Failed)))
		}
		return writeCSVRecords(w, recs...)
	}
	head := []string{"config", "algorithm", "runs", "solved", "searched"}
	for _, f := range figureColumns {
		head = append(head, f+"_mean", f+"_median", f+"_ci_low", f+"_ci_high")
	}
	head = append(head, "gap_mean", "gap_ci_low", "gap_ci_high", "gap_n", "at_best")
	recs = append(recs, head)
	for _, c := range s.Configs {
		rec := []string{c.Config, c.Algorithm, strconv.Itoa(c.Runs), strconv.Itoa(c.Solved), strconv.Itoa(c.Expanded.N)}
		for _, f := range figuresOf(c) {
			rec = append(rec, figureFields(f)...)
		}
		if c.Gap != nil {
			g := figureFields(*c.Gap)
			rec = append(rec, g[0], g[2], g[3], strconv.Itoa(c.Gap.N), strconv.Itoa(c.AtBest))
		} else {
			rec = append(rec, "", "", "", "0", "0")
		}
		recs = append(recs, rec)
	}
	return writeCSVRecords(w, recs...)
}

func recordFields(r score.Record) []string {
	return []string{strconv.Itoa(r.Games), strconv.Itoa(r.Wins), strconv.Itoa(r.Draws), strconv.Itoa(r.Losses),
		ftoa(round(r.Score, 4)), ftoa(round(r.ScoreLow, 4)), ftoa(round(r.ScoreHigh, 4))}
}

// figureFields are mean, median, low, high (empty without runs; the
// interval empty without two runs), rounded to 4 significant decimals.
func figureFields(f Figure) []string {
	if f.N == 0 {
		return []string{"", "", "", ""}
	}
	out := []string{ftoa(round(f.Mean, 4)), ftoa(round(f.Median, 4)), "", ""}
	if f.HasInterval() {
		out[2], out[3] = ftoa(round(f.Low, 4)), ftoa(round(f.High, 4))
	}
	return out
}
