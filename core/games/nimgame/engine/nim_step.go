package engine

import (
	"searchlab/core/nim"
	"searchlab/core/registry"
	"searchlab/core/search"
)

// Stepping implements registry.SteppableGame: the search Solve runs for
// job (minimax, alpha-beta or UCT with the same parameters and budgets,
// built by request and nim.NewSearcher), one searcher step at a time
// (a game-tree node entered, or one UCT iteration), its trace recorded by
// the job's recorder. The Nim screen's tree view steps it in the worker.
// The theory oracle has no search to step: an error.
func (Game) Stepping(job registry.Job) (*registry.Stepping, error) {
	req, err := request(job)
	if err != nil {
		return nil, err
	}
	se, err := nim.NewSearcher(req)
	if err != nil {
		return nil, err
	}
	root, _ := nim.Parse(job.Board) // request parsed it when traced; NewSearcher did in any case
	return &registry.Stepping{
		Step: se.Step,
		Result: func() (search.Status, int) {
			r := se.Result()
			return r.Status, len(r.PV)
		},
		// The principal variation, starting with the best move.
		Moves: func() []string {
			r := se.Result()
			out := make([]string, 0, len(r.PV))
			for _, m := range r.PV {
				out = append(out, m.String())
			}
			return out
		},
		Initial: root.String(),
	}, nil
}
