package wire

import (
	"fmt"
	"time"

	"searchlab/core/adversarial"
	"searchlab/core/search"
)

// A solve's final Response, a Progress and a StepLine as frames
// (FrameFinal, FrameProgress, FrameStep): every field in the struct's
// order; a pointer or a game's result as a presence flag and its fields.
// The moves of a solution are a table of the distinct names, then one
// index per move (a solution of 93,782 moves has four names): decoding
// them costs a varint each and shares the strings.

// stats writes the search statistics (one function, so that a change of
// the Stats type changes one place).
func (w *frameWriter) stats(s *Stats) {
	w.varint(s.Expanded)
	w.varint(s.Generated)
	w.varint(int64(s.MaxFrontier))
	w.varint(int64(s.MaxDepth))
	w.varint(s.Iterations)
	w.varint(int64(s.Elapsed))
	w.varint(s.MemoryBytes)
}

func (r *frameReader) stats(s *Stats) {
	s.Expanded = r.varint()
	s.Generated = r.varint()
	s.MaxFrontier = r.int()
	s.MaxDepth = r.int()
	s.Iterations = r.varint()
	s.Elapsed = time.Duration(r.varint())
	s.MemoryBytes = r.varint()
}

func (w *frameWriter) progress(p *Progress) {
	w.stats(&p.Stats)
	w.float(p.NodesPerSec)
	w.float(p.BudgetUsed)
	w.bool(p.Best != nil)
	if b := p.Best; b != nil {
		w.varint(int64(b.Solutions))
		w.varint(int64(b.Length))
		w.float(b.Cost)
		w.float(b.LowerBound)
		w.float(b.Bound)
		w.float(b.ElapsedMS)
	}
	w.varint(int64(p.Attempt))
	w.varint(int64(p.Attempts))
}

func (r *frameReader) progress(p *Progress) {
	r.stats(&p.Stats)
	p.NodesPerSec = r.float()
	p.BudgetUsed = r.float()
	if r.bool() {
		p.Best = &Best{Solutions: r.int(), Length: r.int(), Cost: r.float(), LowerBound: r.float(), Bound: r.float(), ElapsedMS: r.float()}
	}
	p.Attempt = r.int()
	p.Attempts = r.int()
}

// moves writes a move list as its distinct names and an index per move.
func (w *frameWriter) moves(moves []string) {
	w.count(len(moves), moves == nil)
	if len(moves) == 0 {
		return
	}
	index := map[string]int{}
	var names []string
	for _, m := range moves {
		if _, ok := index[m]; !ok {
			index[m] = len(names)
			names = append(names, m)
		}
	}
	w.strings(names)
	for _, m := range moves {
		w.uvarint(uint64(index[m]))
	}
}

func (r *frameReader) moves() []string {
	n, isNil := r.count(1)
	if isNil || r.err != nil {
		return nil
	}
	if n == 0 {
		return []string{}
	}
	names := r.strings()
	if r.err != nil {
		return nil
	}
	out := make([]string, n)
	for i := range out {
		k := r.uvarint()
		if k >= uint64(len(names)) {
			r.fail(fmt.Errorf("move %d names entry %d of a table of %d", i, k, len(names)))
			return nil
		}
		out[i] = names[k]
	}
	return out
}

func (w *frameWriter) response(x *Response) {
	w.string(string(x.Status))
	w.moves(x.Moves)
	w.varint(int64(x.Length))
	w.float(x.Cost)
	w.float(x.Bound)
	w.stats(&x.Stats)
	w.byte(byte(x.Budget))
	w.string(x.Error)
	w.bool(x.Reason != nil)
	if x.Reason != nil {
		w.string(x.Reason.Code)
		w.varint(x.Reason.Count)
		w.string(x.Reason.Text)
	}
	w.bool(x.TwoPlayerResult != nil)
	if x.TwoPlayerResult != nil {
		w.twoPlayer(x.TwoPlayerResult)
	}
	w.bool(x.BloxorzResult != nil)
	if b := x.BloxorzResult; b != nil {
		w.varint(int64(b.Switches))
		w.varint(int64(b.Rolls))
		w.bool(b.FewestSwitches != nil)
		if s := b.FewestSwitches; s != nil {
			w.varint(int64(s.Before))
			w.varint(s.Expanded)
			w.varint(s.MemoryBytes)
			w.float(s.ElapsedMS)
		}
		w.int64s(b.Heatmap)
		w.int64s(b.HeatOrder)
	}
	w.bool(x.OthelloFields != nil)
	if o := x.OthelloFields; o != nil {
		w.string(o.ValueKind)
		w.varint(int64(o.Empties))
	}
	w.bool(x.NPuzzleResult != nil)
	if n := x.NPuzzleResult; n != nil {
		w.varint(int64(n.StartH))
		w.string(n.HeuristicUsed)
		w.string(n.Notice)
	}
	w.bool(x.Traced != nil)
	if t := x.Traced; t != nil {
		w.string(string(t.Family))
		w.varint(int64(t.Events))
		w.varint(int64(t.States))
		w.varint(int64(t.MaxEvents))
		w.bool(t.Cut)
		w.varint(t.Bytes)
		w.string(t.Note)
	}
}

func (r *frameReader) response(x *Response) {
	x.Status = Status(r.string())
	x.Moves = r.moves()
	x.Length = r.int()
	x.Cost = r.float()
	x.Bound = r.float()
	r.stats(&x.Stats)
	x.Budget = search.Budget(r.byte())
	if r.err == nil && x.Budget.String() == "budget?" {
		r.fail(fmt.Errorf("an unknown budget %d", x.Budget))
	}
	x.Error = r.string()
	if r.bool() {
		x.Reason = &Reason{Code: r.string(), Count: r.varint(), Text: r.string()}
	}
	if r.bool() {
		x.TwoPlayerResult = new(TwoPlayerResult)
		r.twoPlayer(x.TwoPlayerResult)
	}
	if r.bool() {
		b := &BloxorzResult{Switches: r.int(), Rolls: r.int()}
		if r.bool() {
			b.FewestSwitches = &SwitchPass{Before: r.int(), Expanded: r.varint(), MemoryBytes: r.varint(), ElapsedMS: r.float()}
		}
		b.Heatmap = r.int64s()
		b.HeatOrder = r.int64s()
		x.BloxorzResult = b
	}
	if r.bool() {
		x.OthelloFields = &OthelloFields{ValueKind: r.string(), Empties: r.int()}
	}
	if r.bool() {
		x.NPuzzleResult = &NPuzzleResult{StartH: r.int(), HeuristicUsed: r.string(), Notice: r.string()}
	}
	if r.bool() {
		x.Traced = &TraceSummary{Family: TraceFamily(r.string()), Events: r.int(), States: r.int(), MaxEvents: r.int(),
			Cut: r.bool(), Bytes: r.varint(), Note: r.string()}
	}
}

func (w *frameWriter) twoPlayer(t *TwoPlayerResult) {
	w.float(t.Value)
	w.string(t.BestMove)
	w.bool(t.Proven)
	w.treeStats(&t.TreeStats)
	w.count(len(t.Candidates), t.Candidates == nil)
	for i := range t.Candidates {
		c := &t.Candidates[i]
		w.string(c.Move)
		w.float(c.Value)
		w.bool(c.Exact)
		w.string(c.Bound)
		w.varint(c.Visits)
		w.float(c.Mean)
		w.varint(c.Nodes)
		w.float(c.Exploit)
		w.float(c.Explore)
		w.float(c.Bias)
		w.float(c.Prior)
	}
	w.bool(t.CandidatesCut)
}

func (r *frameReader) twoPlayer(t *TwoPlayerResult) {
	t.Value = r.float()
	t.BestMove = r.string()
	t.Proven = r.bool()
	r.treeStats(&t.TreeStats)
	if n, isNil := r.count(12); !isNil && r.err == nil {
		t.Candidates = make([]Candidate, n)
		for i := range t.Candidates {
			t.Candidates[i] = Candidate{Move: r.string(), Value: r.float(), Exact: r.bool(), Bound: r.string(),
				Visits: r.varint(), Mean: r.float(), Nodes: r.varint(), Exploit: r.float(), Explore: r.float(),
				Bias: r.float(), Prior: r.float()}
		}
	}
	t.CandidatesCut = r.bool()
}

// treeStats writes a game tree's statistics (Elapsed too, which the JSON
// form leaves out).
func (w *frameWriter) treeStats(s *adversarial.Stats) {
	w.varint(s.Nodes)
	w.varint(s.Expanded)
	w.varint(s.Generated)
	w.varint(s.Cutoffs)
	w.varint(s.TTHits)
	w.varint(int64(s.TTEntries))
	w.varint(int64(s.DepthReached))
	w.varint(int64(s.MaxPly))
	w.varint(s.Iterations)
	w.varint(s.Playouts)
	w.varint(int64(s.Elapsed))
	w.varint(s.MemoryBytes)
}

func (r *frameReader) treeStats(s *adversarial.Stats) {
	s.Nodes = r.varint()
	s.Expanded = r.varint()
	s.Generated = r.varint()
	s.Cutoffs = r.varint()
	s.TTHits = r.varint()
	s.TTEntries = r.int()
	s.DepthReached = r.int()
	s.MaxPly = r.int()
	s.Iterations = r.varint()
	s.Playouts = r.varint()
	s.Elapsed = time.Duration(r.varint())
	s.MemoryBytes = r.varint()
}

func (w *frameWriter) stepLine(l *StepLine) {
	w.string(l.Error)
	w.bool(l.Step != nil)
	if v := l.Step; v != nil {
		w.string(v.Algorithm)
		w.varint(v.Steps)
		w.bool(v.Done)
		w.string(v.Status)
		w.varint(int64(v.Length))
		w.moves(v.Moves)
	}
}

func (r *frameReader) stepLine(l *StepLine) {
	l.Error = r.string()
	if r.bool() {
		l.Step = &StepView{Algorithm: r.string(), Steps: r.varint(), Done: r.bool(), Status: r.string(), Length: r.int()}
		l.Step.Moves = r.moves()
	}
}
