package nimscreen

import (
	"searchlab/core/registry"
	"searchlab/core/wire"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
)

// CompareBudget is the node budget of each compared search when the
// AI's own budget is 0 (the solver's default, 5 M nodes, would keep a
// search without its table busy for many seconds).
const CompareBudget = 1_000_000

// Compare is the "compare settings" table: alpha-beta on one position
// with the four combinations of transposition table and move ordering (the
// AI's depth and deepening switch), run in the worker one after another
// (one queue of the run controller).
type Compare struct {
	Board    string
	MaxNodes int64
	Rows     []CompareRow
	Next     int  // the row being searched (len(Rows) when done)
	Stopped  bool // stopped before every row ran
}

// CompareRow is one combination and the outcome of its search.
type CompareRow struct {
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

func (c *Compare) clone() *Compare {
	d := *c
	d.Rows = append([]CompareRow(nil), c.Rows...)
	return &d
}

// nimCompareStart starts the comparison on the current position.
func (s *Screen) nimCompareStart() []store.Effect {
	n := s.st
	if n.Thinking() {
		n.Message, n.Bad = s.h.Lang().T("nim.msg.compare_busy"), true
		return nil
	}
	if n.Over {
		n.Message, n.Bad = s.h.Lang().T("nim.msg.compare_over"), true
		return nil
	}
	budget := n.MaxNodes
	if budget <= 0 {
		budget = CompareBudget
	}
	c := &Compare{Board: n.Pos, MaxNodes: budget}
	var reqs []wire.Request
	for _, tt := range []bool{true, false} {
		for _, ord := range []bool{true, false} {
			row := CompareRow{Ordering: ord, TT: tt}
			c.Rows = append(c.Rows, row)
			w := n.Switches
			w.Ordering, w.TT = ord, tt
			reqs = append(reqs, n.request(registry.AlgoAlphaBeta, w, false, budget, 0))
		}
	}
	n.Compare = c
	fx := n.GamePanel.Start(s.h, store.ForCompare, reqs...)
	s.nimCompareRunning()
	return fx
}

// nimCompareRunning says which row is being searched.
func (s *Screen) nimCompareRunning() {
	n := s.st
	c := n.Compare
	n.Progress = wire.Progress{} // the next row's search
	n.Message, n.Bad = s.h.Lang().T("nim.msg.comparing", "i", c.Next+1, "total", len(c.Rows), "row", nimRowNameIn(s.h.Lang(), c.Rows[c.Next])), false
}

// nimRowName names a row's settings in English (the tests' messages).
func nimRowName(r CompareRow) string { return nimRowNameIn(i18n.English, r) }

// nimRowNameIn names a row's settings in l: "TT on, ordering off".
func nimRowNameIn(l i18n.Lang, r CompareRow) string {
	on := map[bool]string{true: l.T("nim.switches.on"), false: l.T("nim.switches.off")}
	return l.T("nim.msg.compare_row", "tt", on[r.TT], "ordering", on[r.Ordering])
}

// nimCompareEnded records a compared search's end and moves on to the
// next row (the controller starts it), or ends the comparison.
func (s *Screen) nimCompareEnded(a store.RunEnded, _ store.Job) []store.Effect {
	n := s.st
	c := n.Compare
	if a.Index >= len(c.Rows) {
		return nil
	}
	r := &c.Rows[a.Index]
	r.Done = true
	switch e := a.End.(type) {
	case store.Done:
		w := e.Response
		tp := store.TwoPlayerOf(w)
		r.Status, r.Move, r.Value, r.Proven = string(w.Status), tp.BestMove, tp.Value, tp.Proven
		r.Nodes, r.Cutoffs, r.TTHits, r.ElapsedMS = tp.TreeStats.Nodes, tp.TreeStats.Cutoffs, tp.TreeStats.TTHits, w.Stats.ElapsedMS()
	case store.Crashed:
		r.Status = string(store.OutcomeCrashed)
	default: // stopped, refused: the comparison is over
		r.Done = false
		c.Stopped = true
		why := s.h.Lang().T("outcome.stopped")
		if e, ok := e.(store.Refused); ok {
			why = s.h.Lang().Core(e.Why)
		}
		n.Message, n.Bad = s.h.Lang().T("nim.msg.compare_ended", "why", why), true
		return nil
	}
	c.Next = a.Index + 1
	if !a.Last {
		s.nimCompareRunning()
		return nil
	}
	n.Message, n.Bad = s.h.Lang().T("nim.msg.compared", "board", c.Board), false
	return nil
}
