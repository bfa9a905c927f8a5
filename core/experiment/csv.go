package experiment

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"

	"searchlab/core/tournament/score"
	"searchlab/core/wire"
)

// WriteRunsCSV writes solve rows under RunHeader: config is the config's
// name (its label, or the algorithm with its params), elapsed_ms has three
// decimals (microseconds) as the rows hold it.
func WriteRunsCSV(w io.Writer, rows []Row) error {
	return writeCSV(w, RunHeader, records(rows, runRecord))
}

// writeCSV writes a header and records.
func writeCSV(w io.Writer, head []string, recs [][]string) error {
	cw := csv.NewWriter(w)
	cw.Write(head)
	cw.WriteAll(recs)
	return cw.Error()
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

// ReadRunsCSV reads what WriteRunsCSV wrote (the columns of RunHeader;
// the other fields of the rows stay zero). A wrong header or a field that
// does not read is an error naming its line and column.
func ReadRunsCSV(r io.Reader) ([]Row, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = len(RunHeader)
	head, err := cr.Read()
	if err != nil {
		return nil, fmt.Errorf("runs CSV: %v", err)
	}
	if strings.Join(head, ",") != strings.Join(RunHeader, ",") {
		return nil, fmt.Errorf("runs CSV: the header is %q, want %q", strings.Join(head, ","), strings.Join(RunHeader, ","))
	}
	var out []Row
	for line := 2; ; line++ {
		rec, err := cr.Read()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, fmt.Errorf("runs CSV: %v", err)
		}
		p := fieldParser{line: line}
		row := Row{Instance: rec[0], Config: rec[1], Algorithm: rec[2], Status: wire.Status(rec[3]),
			Length: int(p.int(rec, 4)), Cost: p.float(rec, 5), Expanded: p.int(rec, 6), Generated: p.int(rec, 7),
			MaxFrontier: int(p.int(rec, 8)), ElapsedMS: p.float(rec, 9), MemoryBytes: p.int(rec, 10), Seed: p.int(rec, 11)}
		if p.err != nil {
			return nil, p.err
		}
		out = append(out, row)
	}
}

// fieldParser reads numeric CSV fields, keeping the first error.
type fieldParser struct {
	line int
	err  error
}

func (p *fieldParser) int(rec []string, i int) int64 {
	n, err := strconv.ParseInt(rec[i], 10, 64)
	if err != nil && p.err == nil {
		p.err = fmt.Errorf("runs CSV line %d: %s %q is not a whole number", p.line, RunHeader[i], rec[i])
	}
	return n
}

func (p *fieldParser) float(rec []string, i int) float64 {
	x, err := strconv.ParseFloat(rec[i], 64)
	if err != nil && p.err == nil {
		p.err = fmt.Errorf("runs CSV line %d: %s %q is not a number", p.line, RunHeader[i], rec[i])
	}
	return x
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
	cw := csv.NewWriter(w)
	if s.Kind == KindMatch {
		cw.Write([]string{"a", "b", "games", "wins", "draws", "losses", "score", "score_low", "score_high", "elo", "elo_low", "elo_high", "elo_bound", "failed"})
		for _, p := range s.Pairings {
			rec := append([]string{p.A, p.B}, recordFields(p.Record)...)
			rec = append(rec, ftoa(round(p.Elo, 1)), ftoa(round(p.EloLow, 1)), ftoa(round(p.EloHigh, 1)), strconv.FormatBool(p.EloBound), strconv.Itoa(p.Failed))
			cw.Write(rec)
		}
		for _, p := range s.Players {
			rec := append([]string{p.Config, "all"}, recordFields(p.Record)...)
			cw.Write(append(rec, "", "", "", "", strconv.Itoa(p.Failed)))
		}
		cw.Flush()
		return cw.Error()
	}
	head := []string{"config", "algorithm", "runs", "solved", "searched"}
	for _, f := range figureColumns {
		head = append(head, f+"_mean", f+"_median", f+"_ci_low", f+"_ci_high")
	}
	head = append(head, "gap_mean", "gap_ci_low", "gap_ci_high", "gap_n", "at_best")
	cw.Write(head)
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
		cw.Write(rec)
	}
	cw.Flush()
	return cw.Error()
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
