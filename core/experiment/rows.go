package experiment

import (
	"searchlab/core/wire"
)

// Row is one run of a solve experiment as tables show it. Its first
// columns are the CSV's (RunHeader); the JSON adds the indexes, the error,
// the moves (which replay by the game's rules) and, for two-player games,
// the value and the best move.
type Row struct {
	Run           int         `json:"run"`
	Instance      string      `json:"instance"`
	InstanceIndex int         `json:"instance_index"`
	Config        string      `json:"config"`
	ConfigIndex   int         `json:"config_index"`
	Algorithm     string      `json:"algorithm"`
	Repeat        int         `json:"repeat"`
	Status        wire.Status `json:"status"`
	Length        int         `json:"length"`
	Cost          float64     `json:"cost"`
	Expanded      int64       `json:"expanded"`
	Generated     int64       `json:"generated"`
	MaxFrontier   int         `json:"max_frontier"`
	ElapsedMS     float64     `json:"elapsed_ms"`
	MemoryBytes   int64       `json:"memory_bytes"`
	Seed          int64       `json:"seed"`
	Error         string      `json:"error,omitempty"`
	Moves         []string    `json:"moves,omitempty"`
	// MovesOmitted: the solution was longer than MaxKeptMoves and its
	// moves were not kept (Compact).
	MovesOmitted bool `json:"moves_omitted,omitempty"`
	// Value and BestMove: a two-player game's value of the position for
	// the side to move and its recommended move.
	Value    *float64 `json:"value,omitempty"`
	BestMove string   `json:"best_move,omitempty"`
	Proven   bool     `json:"proven,omitempty"`
}

// RunHeader is the CSV header of solve rows (issue 18).
var RunHeader = []string{"instance", "config", "algorithm", "status", "length", "cost", "expanded", "generated",
	"max_frontier", "elapsed_ms", "memory_bytes", "seed"}

// Rows turns the results of a solve experiment into rows, in the results'
// order; a result whose index is not a run of the plan is skipped.
func (p *Plan) Rows(results []Result) []Row {
	var out []Row
	for _, res := range results {
		if res.Index < 0 || res.Index >= len(p.Runs) || p.Match {
			continue
		}
		out = append(out, p.row(p.Runs[res.Index], res))
	}
	return out
}

func (p *Plan) row(run Run, res Result) Row {
	c := p.Configs[run.Config]
	r := Row{Run: run.Index, Instance: p.Instances[run.Instance].Label, InstanceIndex: run.Instance,
		Config: c.Name, ConfigIndex: run.Config, Algorithm: c.Algorithm, Repeat: run.Repeat, Seed: run.Seed, Status: wire.StatusError}
	resp := res.Solve
	if resp == nil {
		r.Error = "no result"
		return r
	}
	r.Status, r.Error = resp.Status, resp.Error
	if len(resp.Moves) > 0 {
		r.Moves = resp.Moves
	}
	r.Length, r.Cost = resp.Length, resp.Cost
	r.MovesOmitted = r.Status == wire.StatusFound && r.Length > 0 && len(r.Moves) == 0
	r.Expanded, r.Generated, r.MaxFrontier = resp.Stats.Expanded, resp.Stats.Generated, resp.Stats.MaxFrontier
	r.ElapsedMS, r.MemoryBytes = round(resp.Stats.ElapsedMS(), 3), resp.Stats.MemoryBytes
	if tp := resp.TwoPlayerResult; tp != nil {
		v := tp.Value
		r.Value, r.BestMove, r.Proven = &v, tp.BestMove, tp.Proven
	}
	return r
}

// MatchRows turns the results of a match experiment into game rows, in the
// results' order.
func (p *Plan) MatchRows(results []Result) []MatchRow {
	var out []MatchRow
	for _, res := range results {
		if res.Index < 0 || res.Index >= len(p.Runs) || !p.Match {
			continue
		}
		out = append(out, p.matchRows(p.Runs[res.Index], res.Match)...)
	}
	return out
}
