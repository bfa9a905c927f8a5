// Package mctsprog builds the three Othello MCTS programs of Nguyen Quoc Huy
// & Nguyen Khac Chien ("The efficient approach for improving the Monte
// Carlo Tree Search", Can Tho University Journal of Science, 2015) on the
// shared two-player tree search of core/mcts, with the Bradley–Terry move
// models of core/othello/btmodel:
//
//   - mcts-uct (the paper's OthelloMCTS1): UCT with C = 0.85 and uniformly
//     random playouts.
//   - mcts-bt (OthelloMCTS2): the biased UCB of Ikeda & Viennot (2013),
//     X̄_j + C·sqrt(ln N/n_j) + C_BT·sqrt(K/(N+K))·P(m_j) with C = 0.85,
//     C_BT = 0.5, K = 5000 and P from the Buro feature set, and
//     roulette-wheel playouts (moves drawn ∝ their strength).
//   - mcts-bt-opt (OthelloMCTS3): mcts-bt with the project's optimised
//     feature set.
//   - mcts-learned (ours, after the paper): mcts-bt-opt's biased UCB, but no
//     playouts: every new leaf is scored by the learned evaluation
//     (othello.Learned, turned into a win probability), the evaluation
//     cut-off of Lorentz (2008) and Winands et al. (2010) — what the
//     paper's question looks like with today's knowledge.
//
// Every setting is a Config field, so a student can switch each part on
// and off: the square root of the bias factor, the playout policy, the
// features, MCTS-Solver, and ending playouts with the exact endgame solver
// at few empties. Rewards are win 1, draw ½, loss 0 (othello.Game with
// WinLoss), so values are win rates.
package mctsprog

import (
	"errors"
	"math"

	"searchlab/core/adversarial"
	"searchlab/core/mcts"
	"searchlab/core/othello"
	"searchlab/core/othello/btmodel"
	"searchlab/core/othello/mctsconfig"
	"searchlab/core/search"
)

// Game is the game the programs search: Othello scored win/draw/loss.
var Game = othello.Game{WinLoss: true}

// learnedGame is Game with the learned evaluation, for the cut-off.
var learnedGame = othello.Game{WinLoss: true, Eval: othello.EvalLearned}

// Config is one program's settings (core/othello/mctsconfig, which the
// catalogue reads without linking the programs).
type Config = mctsconfig.Config

// game returns the game c searches.
func game(c Config) othello.Game {
	if c.Eval == mctsconfig.LearnedEval {
		return learnedGame
	}
	return Game
}

// Params returns the core/mcts parameters of c.
func Params(c Config) (mcts.UCTParams[othello.Position, othello.Move], error) {
	var p mcts.UCTParams[othello.Position, othello.Move]
	if err := c.Check(); err != nil {
		return p, err
	}
	p.Iterations = c.Iterations
	if p.Iterations == 0 {
		p.Iterations = math.MaxInt // the time budget stops the search
	}
	p.C, p.Solver = c.C, c.Solver
	if c.Features != mctsconfig.NoFeatures {
		set, _ := btmodel.ParseSet(c.Features)
		m, err := btmodel.Load(set)
		if err != nil {
			return p, err
		}
		p.Prior, p.CBT, p.K, p.LinearBias = m, c.CBT, c.K, !c.Sqrt
		if c.Playout == mctsconfig.Roulette {
			p.Policy = mcts.Roulette[othello.Position, othello.Move](game(c), m)
		}
	}
	if c.FinishEmpties > 0 {
		p.Finisher = finisher(c.FinishEmpties)
	}
	if c.Eval == mctsconfig.LearnedEval {
		p.Cutoff, p.CutoffMoves = true, c.CutoffMoves
	}
	return p, nil
}

// NewSearch returns the program c's search of root, drawing from r, with
// the options' node budget and observer.
func NewSearch(c Config, root othello.Position, o adversarial.Options[othello.Position, othello.Move], r search.Rand) (*mcts.UCT[othello.Position, othello.Move], error) {
	p, err := Params(c)
	if err != nil {
		return nil, err
	}
	u := mcts.NewUCT[othello.Position, othello.Move](game(c), root, o, p, r)
	return u, u.Err()
}

// NewPlayer returns a player that runs a fresh search of the program per
// move (stopped by MaxTime when set), all drawing from r.
func NewPlayer(c Config, r search.Rand) (*adversarial.SearchPlayer[othello.Position, othello.Move], error) {
	p, err := Params(c)
	if err != nil {
		return nil, err
	}
	if r == nil {
		return nil, errors.New("an MCTS player needs a random source")
	}
	o := adversarial.Options[othello.Position, othello.Move]{Limits: search.Limits{MaxTime: c.MaxTime, MaxMemory: c.MaxMemory}}
	return mcts.NewUCTPlayer[othello.Position, othello.Move](game(c), o, p, r), nil
}
