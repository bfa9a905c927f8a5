package engine

import (
	"context"
	"time"

	"searchlab/core/adversarial"
	"searchlab/core/mcts"
	"searchlab/core/nim"
	"searchlab/core/registry"
	"searchlab/core/search"
	"searchlab/core/wire"
)

// Nim's candidate list: with the nim parameter "candidates" the response
// reports every legal root move as a Candidate under "candidates" (the Nim
// screen's candidate table):
//
//   - minimax and alpha-beta: the negated value of the same search (same
//     settings, depth−1 when depth-limited) run on the child position, so
//     each value is the algorithm's own, not the oracle's; Exact says the
//     child's search proved it; Nodes is that search's node count.
//   - mcts: the root child's Visits and Mean reward (for the player who
//     makes the move, win 1, loss 0) from the main search's tree; Value is
//     2·Mean−1.
//   - oracle: the theory's exact value.
//
// The child searches share the request's node and time budgets with the
// main search; when they run out the list stops there and "candidates_cut"
// is true.

// nimCandidates computes the candidate list for the request's root.
// used is the main search's node count; mainSearcher is the MCTS searcher
// when the algorithm is mcts (nil otherwise).
func nimCandidates(ctx context.Context, job registry.Job, req nim.Request, used int64, start time.Time, mainSearcher adversarial.Searcher[nim.Move],
	progress func(wire.Progress)) (out []wire.Candidate, cut bool) {
	root, err := nim.Parse(req.Board)
	if err != nil {
		return nil, false
	}
	v, _ := nim.ParseVariant(req.Variant)
	r, _ := nim.ParseRule(req.Rule)
	g := nim.Game{Variant: v, Rule: r}
	out = []wire.Candidate{}
	if g.Terminal(root) {
		return out, false
	}
	switch job.Algo.ID {
	case registry.AlgoMCTS:
		u, ok := mainSearcher.(*mcts.UCT[nim.State, nim.Move])
		if !ok {
			return nil, false
		}
		for _, c := range u.RootChildren() {
			out = append(out, wire.Candidate{Move: c.Action.String(), Value: 2*c.Mean - 1, Visits: c.Visits, Mean: c.Mean})
		}
		return out, false
	case registry.AlgoOracle:
		octx := ctx
		if job.Timeout > 0 {
			var cancel context.CancelFunc
			octx, cancel = context.WithDeadline(ctx, start.Add(job.Timeout))
			defer cancel()
		}
		o := nim.NewOracle(g).WithContext(octx) // misère Grundy: stops with the time budget (cut)
		for _, m := range g.Moves(root, nil) {
			w, err := o.Wins(g.Apply(root, m).WithTurn(0))
			if err != nil {
				return out, true
			}
			val := 1.0
			if w {
				val = -1
			}
			out = append(out, wire.Candidate{Move: m.String(), Value: val, Exact: true})
		}
		return out, false
	}
	total := used
	for _, m := range g.Moves(root, nil) {
		if ctx.Err() != nil {
			return out, true
		}
		child := req
		child.Board = g.Apply(root, m).WithTurn(0).String()
		child.MCTS = nil
		child.Observer = nil // the trace is the main search's
		if req.Depth > 0 {
			child.Depth = req.Depth - 1 // ≥ 1: depth 1 is answered below without a search
		}
		if job.MaxNodes > 0 {
			child.MaxNodes = job.MaxNodes - total
			if child.MaxNodes <= 0 {
				return out, true
			}
		}
		if job.Timeout > 0 {
			child.MaxTime = job.Timeout - time.Since(start)
			if child.MaxTime <= 0 {
				return out, true
			}
		}
		base := total
		child.Progress = nil
		if progress != nil {
			child.Progress = func(st adversarial.Stats) {
				st.Nodes += base
				progress(wire.ProgressOf(registry.GameTreeStats(st), job.MaxNodes, job.Timeout))
			}
		}
		var ans nim.Answer
		if req.Depth == 1 {
			// Depth 1: the child sits at the horizon; only a finished game has a value.
			cs, _ := nim.Parse(child.Board)
			if g.Terminal(cs) {
				u := g.Utility(cs, 0)
				out = append(out, wire.Candidate{Move: m.String(), Value: -u, Exact: true})
			} else {
				out = append(out, wire.Candidate{Move: m.String(), Value: 0})
			}
			continue
		}
		ans, err = nim.Solve(ctx, child)
		if err != nil {
			return out, true
		}
		total += ans.Stats.Nodes
		if ans.Status != search.Found {
			return out, true
		}
		out = append(out, wire.Candidate{Move: m.String(), Value: -float64(ans.Value), Exact: ans.Proven, Nodes: ans.Stats.Nodes})
	}
	return out, false
}
