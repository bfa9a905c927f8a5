// Package mctsconfig holds the settings of the Othello MCTS programs of
// core/othello/mctsprog (the Can Tho paper's three and mcts-learned): their
// names, presets and the check of settings that do not fit together. It
// links neither core/mcts nor the Bradley–Terry models, so the catalogue
// and the page describe and check the programs without the engines.
package mctsconfig

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"time"
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

// Feature sets of the bias term and of roulette playouts: btmodel's Set
// names (btmodel.Buro, btmodel.Optimised), written here so that the
// catalogue links no model (core/othello/mctsprog's tests check them).
const (
	Buro      = "buro"
	Optimised = "optimised"
)

// FeatureSets lists the feature sets.
var FeatureSets = []string{Buro, Optimised}

// LearnedC is mcts-learned's exploration constant: evaluations are far
// less noisy than random playouts, so it explores less than UCT's 0.85
// (against mcts-bt-opt at 1000 iterations, 40 games: 0.825 with C = 0.3,
// 0.75 with 0.6; docs/othello-experiment.md).
const LearnedC = 0.3

// Preset returns the settings of a named program.
func Preset(name string) (Config, error) {
	c := Config{Iterations: DefaultIterations, C: 0.85, Features: NoFeatures, CBT: 0.5, K: 5000, Sqrt: true, Playout: Uniform, Eval: NoEval}
	switch name {
	case UCT:
	case BT:
		c.Features, c.Playout = Buro, Roulette
	case BTOpt:
		c.Features, c.Playout = Optimised, Roulette
	case Learned:
		c.Features, c.Eval, c.C = Optimised, LearnedEval, LearnedC
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
	if !slices.Contains(FeatureSets, c.Features) {
		return fmt.Errorf("unknown feature set %q (want buro or optimised)", c.Features)
	}
	switch {
	case !finite(c.CBT) || c.CBT < 0:
		return fmt.Errorf("the bias weight C_BT must be a finite number ≥ 0, got %v", c.CBT)
	case !finite(c.K) || c.K <= 0:
		return fmt.Errorf("the bias constant K must be a finite number > 0, got %v", c.K)
	}
	return nil
}
