package engine

import (
	"context"

	"searchlab/core/adversarial"
	"searchlab/core/games/othellogame"
	"searchlab/core/mcts"
	"searchlab/core/othello"
	"searchlab/core/othello/mctsprog"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// newOthelloMCTSProgram builds the search of a program from the job's
// parameters (the seed from the job, move_time_ms handled by the caller).
func newOthelloMCTSProgram(job registry.Job, root othello.Position, o adversarial.Options[othello.Position, othello.Move]) (adversarial.Searcher[othello.Move], error) {
	c, err := othellogame.OthelloMCTSConfig(job.Algo.ID, job.Values)
	if err != nil {
		return nil, wire.Invalidf("%v", err)
	}
	return mctsprog.NewSearch(c, root, o, registry.NewRand(job.Seed))
}

// othelloUCBCandidates lists the root children of a program's tree with
// their visits, mean rewards, prior and the three terms of the biased UCB
// at the end of the search (exploit, explore, bias); Value is the win rate
// 2·Mean − 1.
func othelloUCBCandidates(_ context.Context, _ registry.Job, _ othello.Position, s adversarial.Searcher[othello.Move], _ adversarial.Result[othello.Move]) ([]wire.Candidate, bool) {
	u, ok := s.(*mcts.UCT[othello.Position, othello.Move])
	if !ok {
		return nil, false
	}
	var out []wire.Candidate
	for _, c := range u.RootChildren() {
		out = append(out, wire.Candidate{Move: c.Action.String(), Value: 2*c.Mean - 1, Visits: c.Visits, Mean: c.Mean,
			Exploit: c.Exploit, Explore: c.Explore, Bias: c.Bias, Prior: c.Prior})
	}
	return out, false
}
