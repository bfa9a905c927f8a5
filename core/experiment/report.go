package experiment

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"searchlab/core/registry"
	"searchlab/core/search"
	"searchlab/core/wire"
)

// Report is the whole experiment as one JSON document: the spec, every
// run's row (Runs, a solve experiment) or every game's (Games, a match
// experiment) and the summary. It is the JSON export, and what the CLI's
// -resume reads back (Resume).
type Report struct {
	Spec    Spec       `json:"spec"`
	Runs    []Row      `json:"runs,omitempty"`
	Games   []MatchRow `json:"games,omitempty"`
	Summary Summary    `json:"summary"`
}

// NewReport builds the report of a plan's results.
func NewReport(p *Plan, results []Result) Report {
	r := Report{Spec: p.Spec, Summary: Summarize(p, results)}
	if p.Match {
		r.Games = p.MatchRows(results)
	} else {
		r.Runs = p.Rows(results)
	}
	return r
}

// WriteJSON writes the report, indented.
func (r Report) WriteJSON(w io.Writer) error {
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// ReadReport reads a report written by WriteJSON; its spec is read by
// ParseSpec, strictly.
func ReadReport(r io.Reader) (Report, error) {
	var rep Report
	var raw struct {
		Spec    json.RawMessage `json:"spec"`
		Runs    []Row           `json:"runs"`
		Games   []MatchRow      `json:"games"`
		Summary Summary         `json:"summary"`
	}
	data, err := io.ReadAll(io.LimitReader(r, 1<<30))
	if err != nil {
		return rep, err
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return rep, fmt.Errorf("the report is not readable JSON: %v", err)
	}
	if len(raw.Spec) == 0 {
		return rep, fmt.Errorf("the report has no spec")
	}
	spec, err := ParseSpec(raw.Spec)
	if err != nil {
		return rep, fmt.Errorf("the report's spec: %v", err)
	}
	return Report{Spec: spec, Runs: raw.Runs, Games: raw.Games, Summary: raw.Summary}, nil
}

// Resume turns a report of the same spec back into results (one per run
// the report holds a row of), so Execute does only the runs left. Rows
// keep what tables show, so a resumed result has the row's fields (status,
// moves, length, cost, statistics, value) and no others. A report of
// another spec is an error.
func Resume(p *Plan, rep Report) ([]Result, error) {
	a, _ := p.Spec.Encode()
	b, _ := rep.Spec.Encode()
	if !bytes.Equal(a, b) {
		return nil, fmt.Errorf("the report is of another experiment (its spec differs)")
	}
	var out []Result
	for _, r := range rep.Runs {
		if r.Run < 0 || r.Run >= len(p.Runs) || p.Match {
			continue
		}
		resp := &wire.Response{Status: r.Status, Moves: r.Moves, Length: r.Length, Cost: r.Cost, Error: r.Error,
			Stats: wire.Stats{Expanded: r.Expanded, Generated: r.Generated, MaxFrontier: r.MaxFrontier, Elapsed: search.Milliseconds(r.ElapsedMS), MemoryBytes: r.MemoryBytes}}
		if r.Value != nil {
			resp.TwoPlayerResult = &wire.TwoPlayerResult{Value: *r.Value, BestMove: r.BestMove, Proven: r.Proven}
		}
		out = append(out, Result{Index: r.Run, Solve: resp})
	}
	byRun := map[int]*MatchResult{}
	var order []int
	for _, g := range rep.Games {
		if g.Run < 0 || g.Run >= len(p.Runs) || !p.Match {
			continue
		}
		m := byRun[g.Run]
		if m == nil {
			m = &MatchResult{Status: g.Status, Error: g.Error}
			byRun[g.Run] = m
			order = append(order, g.Run)
		}
		if g.Game > 0 && g.Status == wire.StatusFound {
			m.Games = append(m.Games, registry.MatchGame{ABlack: g.Black == g.A, Record: g.Record, Score: g.BlackDiscDiff})
		}
	}
	for _, i := range order {
		out = append(out, Result{Index: i, Match: byRun[i]})
	}
	return out, nil
}
