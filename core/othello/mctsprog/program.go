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
	"fmt"
	"math"
	"time"

	"searchlab/core/adversarial"
	"searchlab/core/mcts"
	"searchlab/core/othello"
	"searchlab/core/othello/btmodel"
	"searchlab/core/search"
)

// Program names.
const (
	UCT     = "mcts-uct"
	BT      = "mcts-bt"
	BTOpt   = "mcts-bt-opt"
	Learned = "mcts-learned"
)

// Names lists the programs in the paper's order, then ours.
var Names = []string{UCT, BT, BTOpt, Learned}

// Leaf evaluations (Config.Eval).
const (
	// NoEval: playouts to the end of the game.
	NoEval = "none"
	// LearnedEval: playouts cut after CutoffMoves moves, scored by the
	// learned evaluation.
	LearnedEval = "learned"
)

// Playout policies.
const (
	Uniform  = "uniform"
	Roulette = "roulette"
)

// Feature choices: none (plain UCT), or a btmodel set.
const NoFeatures = "none"

// Config is one program's settings.
type Config struct {
	// Iterations per move (playouts); 0 means no iteration limit, which
	// needs MaxTime.
	Iterations int `json:"iterations"`
	// MaxTime per move (0: none).
	MaxTime time.Duration `json:"max_time"`
	// MaxMemory bounds each move's tree in bytes (0: none); a search that
	// reaches it plays its best move so far.
	MaxMemory int64 `json:"max_memory,omitempty"`
	// C is UCT's exploration constant (the paper: 0.85).
	C float64 `json:"c"`
	// Features is the Bradley–Terry feature set of the bias term and of
	// roulette playouts: none, buro or optimised.
	Features string `json:"features"`
	// CBT and K weigh the bias: C_BT·sqrt(K/(N+K))·P(m_j) (the paper: 0.5,
	// 5000). Ignored without features.
	CBT float64 `json:"c_bt"`
	K   float64 `json:"k"`
	// Sqrt takes the square root of K/(N+K) (Ikeda & Viennot; the
	// default); off, the factor is linear, K/(N+K).
	Sqrt bool `json:"sqrt"`
	// Playout is the playout policy: uniform or roulette (needs features).
	Playout string `json:"playout"`
	// Solver turns on MCTS-Solver (proven wins and losses).
	Solver bool `json:"solver"`
	// FinishEmpties, when > 0, ends every playout that reaches this many
	// empty squares or fewer with the exact endgame solver.
	FinishEmpties int `json:"finish_empties"`
	// Eval scores playouts: none (played to the end) or learned (cut
	// after CutoffMoves moves and scored by the learned evaluation as a
	// win probability, othello.Game.Evaluate).
	Eval        string `json:"eval"`
	CutoffMoves int    `json:"cutoff_moves"`
}

// DefaultIterations is the iteration budget per move of the presets.
const DefaultIterations = 2000

// Preset returns the settings of a named program.
func Preset(name string) (Config, error) {
	c := Config{Iterations: DefaultIterations, C: 0.85, Features: NoFeatures, CBT: 0.5, K: 5000, Sqrt: true, Playout: Uniform, Eval: NoEval}
	switch name {
	case UCT:
	case BT:
		c.Features, c.Playout = btmodel.Buro.String(), Roulette
	case BTOpt:
		c.Features, c.Playout = btmodel.Optimised.String(), Roulette
	case Learned:
		c.Features, c.Eval, c.C = btmodel.Optimised.String(), LearnedEval, learnedC
	default:
		return c, fmt.Errorf("unknown MCTS program %q (want %s, %s, %s or %s)", name, UCT, BT, BTOpt, Learned)
	}
	return c, nil
}

// MaxFinishEmpties bounds FinishEmpties: the exact solver's cost grows
// about tenfold per empty square.
const MaxFinishEmpties = 14

// Check reports settings that do not fit together.
func (c Config) Check() error {
	finite := func(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }
	switch {
	case c.Iterations < 0:
		return fmt.Errorf("iterations must not be negative, got %d", c.Iterations)
	case c.Iterations == 0 && c.MaxTime <= 0:
		return errors.New("give an iteration or a time budget per move")
	case !finite(c.C) || c.C < 0:
		return fmt.Errorf("the exploration constant C must be a finite number ≥ 0, got %v", c.C)
	case c.Playout != Uniform && c.Playout != Roulette:
		return fmt.Errorf("unknown playout policy %q (want uniform or roulette)", c.Playout)
	case c.FinishEmpties < 0 || c.FinishEmpties > MaxFinishEmpties:
		return fmt.Errorf("finish_empties must be in 0..%d, got %d", MaxFinishEmpties, c.FinishEmpties)
	case c.Eval != NoEval && c.Eval != LearnedEval:
		return fmt.Errorf("unknown leaf evaluation %q (want none or learned)", c.Eval)
	case c.CutoffMoves < 0 || c.CutoffMoves > 60:
		return fmt.Errorf("cutoff_moves must be in 0..60, got %d", c.CutoffMoves)
	}
	if c.Features == NoFeatures {
		if c.Playout == Roulette {
			return errors.New("roulette playouts need a feature set (buro or optimised)")
		}
		return nil
	}
	if _, err := btmodel.ParseSet(c.Features); err != nil {
		return err
	}
	switch {
	case !finite(c.CBT) || c.CBT < 0:
		return fmt.Errorf("the bias weight C_BT must be a finite number ≥ 0, got %v", c.CBT)
	case !finite(c.K) || c.K <= 0:
		return fmt.Errorf("the bias constant K must be a finite number > 0, got %v", c.K)
	}
	return nil
}

// Game is the game the programs search: Othello scored win/draw/loss.
var Game = othello.Game{WinLoss: true}

// learnedGame is Game with the learned evaluation, for the cut-off.
var learnedGame = othello.Game{WinLoss: true, Eval: othello.EvalLearned}

// learnedC is mcts-learned's exploration constant: evaluations are far
// less noisy than random playouts, so it explores less than UCT's 0.85
// (against mcts-bt-opt at 1000 iterations, 40 games: 0.825 with C = 0.3,
// 0.75 with 0.6; docs/othello-experiment.md).
const learnedC = 0.3

// game returns the game c searches.
func (c Config) game() othello.Game {
	if c.Eval == LearnedEval {
		return learnedGame
	}
	return Game
}

// Params returns the core/mcts parameters of c.
func (c Config) Params() (mcts.UCTParams[othello.Position, othello.Move], error) {
	var p mcts.UCTParams[othello.Position, othello.Move]
	if err := c.Check(); err != nil {
		return p, err
	}
	p.Iterations = c.Iterations
	if p.Iterations == 0 {
		p.Iterations = math.MaxInt // the time budget stops the search
	}
	p.C, p.Solver = c.C, c.Solver
	if c.Features != NoFeatures {
		set, _ := btmodel.ParseSet(c.Features)
		m, err := btmodel.Load(set)
		if err != nil {
			return p, err
		}
		p.Prior, p.CBT, p.K, p.LinearBias = m, c.CBT, c.K, !c.Sqrt
		if c.Playout == Roulette {
			p.Policy = mcts.Roulette[othello.Position, othello.Move](c.game(), m)
		}
	}
	if c.FinishEmpties > 0 {
		p.Finisher = finisher(c.FinishEmpties)
	}
	if c.Eval == LearnedEval {
		p.Cutoff, p.CutoffMoves = true, c.CutoffMoves
	}
	return p, nil
}

// NewSearch returns the program's search of root, drawing from r, with
// the options' node budget and observer.
func (c Config) NewSearch(root othello.Position, o adversarial.Options[othello.Position, othello.Move], r search.Rand) (*mcts.UCT[othello.Position, othello.Move], error) {
	p, err := c.Params()
	if err != nil {
		return nil, err
	}
	u := mcts.NewUCT[othello.Position, othello.Move](c.game(), root, o, p, r)
	return u, u.Err()
}

// NewPlayer returns a player that runs a fresh search of the program per
// move (stopped by MaxTime when set), all drawing from r.
func (c Config) NewPlayer(r search.Rand) (*adversarial.SearchPlayer[othello.Position, othello.Move], error) {
	p, err := c.Params()
	if err != nil {
		return nil, err
	}
	if r == nil {
		return nil, errors.New("an MCTS player needs a random source")
	}
	o := adversarial.Options[othello.Position, othello.Move]{Limits: search.Limits{MaxTime: c.MaxTime, MaxMemory: c.MaxMemory}}
	return mcts.NewUCTPlayer[othello.Position, othello.Move](c.game(), o, p, r), nil
}
