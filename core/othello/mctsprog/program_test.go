package mctsprog

import (
	"math/rand/v2"
	"strings"
	"testing"

	"searchlab/core/adversarial"
	"searchlab/core/othello"
	"searchlab/core/othello/btmodel"
	"searchlab/core/othello/mctsconfig"
)

type opts = adversarial.Options[othello.Position, othello.Move]

func seeded(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 3)) }

// onlyWin are endgame positions (drawn from random games, seed 11) where
// exactly one legal move wins; TestOnlyWinIsUnique checks that claim with
// the exact solver.
var onlyWin = []struct{ board, move string }{
	{"-XXXX-OOOXOO-OOOOXOOOOOOOXXOOOO-OXXXOOO-XXXOXO--OXOX-XXX-OXX--X- X", "a1"}, // 12 empties, 9 moves
	{"-O-X-XXX--OXXXXXXXOOOXX--OOOOOOOOXXOXXXXXXOXOXXX-XXO-XXXOXO--XXX O", "h3"}, // 11 empties, 9 moves
	{"OOOX-X--OOXXXX--OXOXXXXOXOOOXXXOXOOOXOXOX--OOXXOX-XXXXXOX--X-OXX O", "e8"}, // 11 empties, 8 moves
}

// onlyWinIterations is the budget at which every program finds the
// winning move of every onlyWin position in at least 95 of 100 seeds.
const onlyWinIterations = 2000

func TestOnlyWinIsUnique(t *testing.T) {
	if testing.Short() {
		t.Skip("exact solves of 11-12 empties")
	}
	for _, c := range onlyWin {
		p := othello.MustParse(c.board)
		for _, m := range p.Moves(nil) {
			if win := -exactScore(p.Apply(m)) > 0; win != (m.String() == c.move) {
				t.Errorf("%s: %v wins=%v", c.board, m, win)
			}
		}
	}
}

// Each program finds the only winning move in at least 95 of 100 seeds at
// onlyWinIterations iterations (no solver, no finisher: the tree and the
// playouts alone).
func TestProgramsFindOnlyWin(t *testing.T) {
	seeds := 100
	if testing.Short() {
		seeds = 20
	}
	for _, name := range mctsconfig.Names {
		c, err := mctsconfig.Preset(name)
		if err != nil {
			t.Fatal(err)
		}
		c.Iterations = onlyWinIterations
		for _, pos := range onlyWin {
			p := othello.MustParse(pos.board)
			hits := 0
			for seed := range seeds {
				u, err := NewSearch(c, p, opts{}, seeded(uint64(seed)))
				if err != nil {
					t.Fatal(err)
				}
				if r := adversarial.Solve[othello.Move](u); r.BestMove.String() == pos.move {
					hits++
				}
			}
			if hits < seeds*95/100 {
				t.Errorf("%s on %s: %s in %d of %d seeds", name, pos.board, pos.move, hits, seeds)
			}
		}
	}
}

// With the solver and the exact finisher at ≤ 10 empties, a position of
// 11 empties is proven within one iteration per move: every child is
// settled exactly on its first visit.
func TestFinisherProves(t *testing.T) {
	pos := onlyWin[2]
	p := othello.MustParse(pos.board)
	for _, name := range mctsconfig.Names {
		c, _ := mctsconfig.Preset(name)
		c.Solver, c.FinishEmpties = true, 10
		u, err := NewSearch(c, p, opts{}, seeded(1))
		if err != nil {
			t.Fatal(err)
		}
		r := adversarial.Solve[othello.Move](u)
		if !r.Proven || r.Value != 1 || r.BestMove.String() != pos.move || r.Stats.Playouts > int64(len(p.Moves(nil))) {
			t.Errorf("%s: proven=%v value=%v move=%v after %d playouts", name, r.Proven, r.Value, r.BestMove, r.Stats.Playouts)
		}
	}
}

// Regression pins: fixed-seed statistics of each program at 500
// iterations from the start position, recorded from this implementation
// (not an outside source). A change means the search, the features or the
// embedded γ tables changed: check why before updating. (MemoryBytes
// moved by 24 bytes when the tree became a chunk.Slice: its index header.)
func TestGoldenStats(t *testing.T) {
	pins := map[string]struct {
		move  string
		stats adversarial.Stats
	}{
		mctsconfig.UCT:   {"d3", adversarial.Stats{Nodes: 880, Expanded: 170, Generated: 28921, MaxPly: 6, Iterations: 500, Playouts: 500, MemoryBytes: 122920}},
		mctsconfig.BT:    {"c4", adversarial.Stats{Nodes: 906, Expanded: 166, Generated: 28866, MaxPly: 7, Iterations: 500, Playouts: 500, MemoryBytes: 128296}},
		mctsconfig.BTOpt: {"c4", adversarial.Stats{Nodes: 911, Expanded: 160, Generated: 28902, MaxPly: 7, Iterations: 500, Playouts: 500, MemoryBytes: 128296}},
		// No playouts: Generated is the tree alone. Depends on the embedded
		// learned weights too.
		mctsconfig.Learned: {"e6", adversarial.Stats{Nodes: 881, Expanded: 140, Generated: 881, MaxPly: 7, Iterations: 500, Playouts: 500, MemoryBytes: 128296}},
	}
	for _, name := range mctsconfig.Names {
		c, _ := mctsconfig.Preset(name)
		c.Iterations = 500
		u, err := NewSearch(c, othello.Start(), opts{}, seeded(1))
		if err != nil {
			t.Fatal(err)
		}
		r := adversarial.Solve[othello.Move](u)
		r.Stats.Elapsed = 0
		if pin := pins[name]; r.BestMove.String() != pin.move || r.Stats != pin.stats {
			t.Errorf("%s: move %v, stats %#v", name, r.BestMove, r.Stats)
		}
	}
}

func TestConfigErrors(t *testing.T) {
	base, _ := mctsconfig.Preset(mctsconfig.BT)
	for _, tc := range []struct {
		edit func(*Config)
		want string
	}{
		{func(c *Config) { c.Iterations = 0 }, "budget"},
		{func(c *Config) { c.C = -1 }, "C must"},
		{func(c *Config) { c.Playout = "greedy" }, "playout"},
		{func(c *Config) { c.Features = "none" }, "roulette playouts need"},
		{func(c *Config) { c.Features = "edax" }, "feature set"},
		{func(c *Config) { c.K = 0 }, "K must"},
		{func(c *Config) { c.CBT = -0.5 }, "C_BT"},
		{func(c *Config) { c.FinishEmpties = 30 }, "finish_empties"},
		{func(c *Config) { c.Eval = "perfect" }, "leaf evaluation"},
		{func(c *Config) { c.CutoffMoves = -1 }, "cutoff_moves"},
	} {
		c := base
		tc.edit(&c)
		if err := c.Check(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v, want an error about %q", c, err, tc.want)
		}
	}
	if _, err := mctsconfig.Preset("mcts-x"); err == nil {
		t.Error("unknown program: want an error")
	}
}

// The feature sets mctsconfig names are btmodel's, in its order.
func TestFeatureSetsAreBTModels(t *testing.T) {
	for i, name := range mctsconfig.FeatureSets {
		set, err := btmodel.ParseSet(name)
		if err != nil || int(set) != i || set.String() != name {
			t.Errorf("feature set %d %q: btmodel reads %v (%v)", i, name, set, err)
		}
	}
	if mctsconfig.Buro != btmodel.Buro.String() || mctsconfig.Optimised != btmodel.Optimised.String() {
		t.Errorf("mctsconfig's sets %q, %q; btmodel's %q, %q", mctsconfig.Buro, mctsconfig.Optimised, btmodel.Buro, btmodel.Optimised)
	}
}
