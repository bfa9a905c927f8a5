package nimscreen

import (
	"encoding/json"
	"fmt"

	"searchlab/core/api"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// NimCompareBudget is the node budget of each compared search when the
// AI's own budget is 0 (the solver's default, 5 M nodes, would keep a
// search without its table busy for many seconds).
const NimCompareBudget = 1_000_000

// NimCompare is the "compare settings" table: alpha-beta on one position
// with the four combinations of transposition table and move ordering (the
// AI's depth and deepening switch), run in the worker one after another.
type NimCompare struct {
	Board    string
	MaxNodes int64
	Rows     []NimCompareRow
	Next     int  // the row being searched (len(Rows) when done)
	Stopped  bool // stopped before every row ran
}

// NimCompareRow is one combination and the outcome of its search.
type NimCompareRow struct {
	Ordering, TT bool
	Done         bool
	Status       string
	Move         string
	Value        float64
	Proven       bool
	Nodes        int64
	Cutoffs      int64
	TTHits       int64
	ElapsedMS    float64
}

func (c *NimCompare) clone() *NimCompare {
	d := *c
	d.Rows = append([]NimCompareRow(nil), c.Rows...)
	return &d
}

// nimCompareStart starts the comparison on the current position.
func (s *Screen) nimCompareStart() []store.Effect {
	n := s.n
	if n.Thinking {
		n.Message, n.Bad = "Wait for the running search (or stop it) before comparing.", true
		return nil
	}
	if n.Over {
		n.Message, n.Bad = "The game is over: there is nothing to search.", true
		return nil
	}
	budget := n.MaxNodes
	if budget <= 0 {
		budget = NimCompareBudget
	}
	c := &NimCompare{Board: n.Pos, MaxNodes: budget}
	for _, tt := range []bool{true, false} {
		for _, ord := range []bool{true, false} {
			c.Rows = append(c.Rows, NimCompareRow{Ordering: ord, TT: tt})
		}
	}
	n.Compare = c
	return s.nimCompareNext()
}

// nimCompareNext sends the next row's search to the worker, or ends.
func (s *Screen) nimCompareNext() []store.Effect {
	n := s.n
	c := n.Compare
	if c.Next >= len(c.Rows) {
		n.Thinking, n.Comparing = false, false
		n.Message, n.Bad = "Compared the four settings on "+c.Board+".", false
		return nil
	}
	row := c.Rows[c.Next]
	req := api.Request{Game: "nim", Board: c.Board, Algorithm: api.AlgoAlphaBeta, MaxNodes: c.MaxNodes,
		Params: map[string]any{"rule": n.Rule, "variant": n.Variant, "depth": n.Depth,
			"ordering": row.Ordering, "tt": row.TT, "deepening": n.Switches.Deepening}}
	body, err := json.Marshal(req)
	if err != nil {
		n.Message, n.Bad = err.Error(), true
		return nil
	}
	n.RunID++
	n.Thinking, n.Comparing = true, true
	n.Progress = api.Progress{}
	n.Message, n.Bad = fmt.Sprintf("Comparing settings %d of %d: %s…", c.Next+1, len(c.Rows), nimRowName(row)), false
	id := n.RunID
	return []store.Effect{func() {
		s.h.Solver().Solve(string(body),
			func(line string) { s.h.Dispatch(actions.SolverLine{For: ID, RunID: id, Line: line}) },
			func(err string) { s.h.Dispatch(actions.SolverEnd{For: ID, RunID: id, Err: err}) })
	}}
}

func nimRowName(r NimCompareRow) string {
	on := map[bool]string{true: "on", false: "off"}
	return fmt.Sprintf("TT %s, ordering %s", on[r.TT], on[r.Ordering])
}

// nimCompareLine records a line of the running compared search.
func (s *Screen) nimCompareLine(text string) {
	c := s.n.Compare
	if c == nil || c.Next >= len(c.Rows) {
		return
	}
	w, ok := s.nimFinal(text)
	if !ok {
		return
	}
	r := &c.Rows[c.Next]
	r.Done, r.Status, r.Move, r.Value, r.Proven = true, string(w.Status), w.BestMove, w.Value, w.Proven
	r.Nodes, r.Cutoffs, r.TTHits, r.ElapsedMS = w.TreeStats.Nodes, w.TreeStats.Cutoffs, w.TreeStats.TTHits, w.Stats.ElapsedMS
}

// nimCompareEnd moves on to the next row when a compared search ends.
func (s *Screen) nimCompareEnd(errText string) []store.Effect {
	n := s.n
	c := n.Compare
	if errText != "" {
		n.Thinking, n.Comparing = false, false
		c.Stopped = true
		n.Message, n.Bad = "The comparison stopped: "+errText, true
		return nil
	}
	if c.Next < len(c.Rows) && !c.Rows[c.Next].Done {
		c.Rows[c.Next].Done, c.Rows[c.Next].Status = true, "error"
	}
	c.Next++
	return s.nimCompareNext()
}
