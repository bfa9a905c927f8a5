package nimscreen

import (
	"testing"

	"searchlab/core/registry"
	"searchlab/wasm/app/actions"
)

// The compare table runs alpha-beta with the four TT × ordering settings
// one after another: every row reaches the same proven value, rows without
// the table have no TT hits and search more nodes than the same ordering
// with it; on 7 6 8 5 9 5 with 300 000 nodes the table-less rows stop at
// the budget.
func TestNimCompareSettings(t *testing.T) {
	s, f := newNimTest(t)
	s.Dispatch(SetMode{Mode: ModeHints})
	s.Dispatch(NewGame{Board: "3 4 5"})
	before := len(f.Requests)
	s.Dispatch(RunCompare{On: true})
	n := nimOf(s)
	c := n.Compare
	if c == nil || n.Thinking() || n.Comparing() || c.Next != 4 || len(f.Requests) != before+4 {
		t.Fatalf("compare: %+v thinking %v, %d requests", c, n.Thinking(), len(f.Requests)-before)
	}
	for i, r := range c.Rows {
		req := f.Requests[before+i]
		if req.Algorithm != registry.AlgoAlphaBeta || req.Params["tt"] != r.TT || req.Params["ordering"] != r.Ordering || req.Board != "3 4 5" {
			t.Errorf("row %d (%s): request %s %v", i, nimRowName(r), req.Algorithm, req.Params)
		}
		if !r.Done || r.Status != "found" || !r.Proven || r.Value != 1 || r.Move == "" {
			t.Errorf("row %d (%s): %+v; want found, proven +1", i, nimRowName(r), r)
		}
		if r.TT != (r.TTHits > 0) {
			t.Errorf("row %d (%s): %d TT hits", i, nimRowName(r), r.TTHits)
		}
	}
	// rows: TT on (ordering on, off), TT off (ordering on, off)
	if c.Rows[2].Nodes <= c.Rows[0].Nodes || c.Rows[3].Nodes <= c.Rows[1].Nodes {
		t.Errorf("nodes with TT %d/%d, without %d/%d: want more without", c.Rows[0].Nodes, c.Rows[1].Nodes, c.Rows[2].Nodes, c.Rows[3].Nodes)
	}
	if len(n.Moves) != 0 {
		t.Errorf("the comparison played moves: %v", n.Moves)
	}

	s.Dispatch(SetAI{Algorithm: registry.AlgoAlphaBeta, MaxNodes: 300_000})
	s.Dispatch(NewGame{Board: "7 6 8 5 9 5"})
	s.Dispatch(RunCompare{On: true})
	c = nimOf(s).Compare
	if c.Rows[0].Status != "found" || c.Rows[2].Status != "budget_exceeded" || c.Rows[3].Status != "budget_exceeded" || c.MaxNodes != 300_000 {
		t.Errorf("7 6 8 5 9 5 with 300 000 nodes: %+v", c.Rows)
	}

	// Stop in the middle; a move is refused while it runs.
	f.Hold = true
	s.Dispatch(RunCompare{On: true})
	if n := nimOf(s); !n.Comparing() || !n.Thinking() {
		t.Fatal("the held comparison is not running")
	}
	s.Dispatch(Take{Heap: 0, Take: 1})
	if n := nimOf(s); len(n.Moves) != 0 || !n.Bad {
		t.Errorf("a move during the comparison: %v (%s)", n.Moves, n.Message)
	}
	s.Dispatch(actions.Stop{})
	n = nimOf(s)
	if n.Comparing() || n.Thinking() || !n.Compare.Stopped || f.Stops == 0 {
		t.Errorf("after stop: comparing %v thinking %v stopped %v", n.Comparing(), n.Thinking(), n.Compare.Stopped)
	}
	f.Hold = false
	s.Dispatch(Take{Heap: 0, Take: 1})
	if n := nimOf(s); len(n.Moves) != 1 {
		t.Errorf("a move after the stop: %v (%s)", n.Moves, n.Message)
	}
}
