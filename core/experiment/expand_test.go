package experiment

import (
	"strings"
	"testing"

	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/tournament/score"
	"searchlab/core/wire"
)

func mustLoad(t *testing.T, spec string) *Plan {
	t.Helper()
	p, err := Load(reg, []byte(spec))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Runs come instance by instance, then config by config, then repeat by
// repeat; randomized configs repeat, deterministic ones run once; every
// config sees the same seed on an instance and repeat; the seeds are the
// documented derivation.
func TestExpandOrderAndSeeds(t *testing.T) {
	p := mustLoad(t, `{"game":"npuzzle","instances":{"boards":["1 2 3/4 5 6/7 0 8","1 2 3/4 5 6/0 7 8"]},
		"configs":[{"algorithm":"bfs"},{"algorithm":"hill-climbing"},{"algorithm":"beam"}],"repeats":3,"seed":42}`)
	type key struct{ inst, cfg, rep int }
	var want []key
	for i := range 2 {
		want = append(want, key{i, 0, 0})
		for c := 1; c <= 2; c++ {
			for r := range 3 {
				want = append(want, key{i, c, r})
			}
		}
	}
	if len(p.Runs) != len(want) {
		t.Fatalf("%d runs, want %d", len(p.Runs), len(want))
	}
	for k, run := range p.Runs {
		w := want[k]
		if run.Index != k || run.Instance != w.inst || run.Config != w.cfg || run.Repeat != w.rep {
			t.Errorf("run %d: %+v, want instance %d config %d repeat %d", k, run, w.inst, w.cfg, w.rep)
		}
		seed := int64(score.GameSeed(score.GameSeed(42, w.inst)&seedMask, w.rep) & seedMask)
		if run.Seed != seed || run.Solve.Seed != seed || run.Seed < 0 || run.Seed >= 1<<53 {
			t.Errorf("run %d: seed %d (request %d), want %d", k, run.Seed, run.Solve.Seed, seed)
		}
		if run.Solve.Board != p.Instances[w.inst].Board || run.Solve.Algorithm != p.Configs[w.cfg].Algorithm {
			t.Errorf("run %d asks %s on %q", k, run.Solve.Algorithm, run.Solve.Board)
		}
	}
	// The same plan again gives the same runs; another seed other seeds.
	q := mustLoad(t, `{"game":"npuzzle","instances":{"boards":["1 2 3/4 5 6/7 0 8","1 2 3/4 5 6/0 7 8"]},
		"configs":[{"algorithm":"bfs"},{"algorithm":"hill-climbing"},{"algorithm":"beam"}],"repeats":3,"seed":43}`)
	for k := range p.Runs {
		if p.Runs[k].Seed == q.Runs[k].Seed {
			t.Errorf("run %d has seed %d under spec seeds 42 and 43", k, p.Runs[k].Seed)
		}
	}
	// Adding a config changes no other run's seed.
	r := mustLoad(t, `{"game":"npuzzle","instances":{"boards":["1 2 3/4 5 6/7 0 8","1 2 3/4 5 6/0 7 8"]},
		"configs":[{"algorithm":"astar"},{"algorithm":"bfs"},{"algorithm":"hill-climbing"},{"algorithm":"beam"}],"repeats":3,"seed":42}`)
	seeds := map[[3]int]int64{}
	for _, run := range r.Runs {
		seeds[[3]int{run.Instance, run.Config - 1, run.Repeat}] = run.Seed
	}
	for _, run := range p.Runs {
		if s := seeds[[3]int{run.Instance, run.Config, run.Repeat}]; s != run.Seed {
			t.Errorf("run %+v: seed %d after adding a config, %d before", run, s, run.Seed)
		}
	}
}

// Random boards are drawn from their own seeds: the same count gives the
// same boards, a larger count keeps the first ones, and each board is
// solvable and as the shuffle says.
func TestRandomInstances(t *testing.T) {
	a := mustLoad(t, `{"game":"npuzzle","instances":{"random":{"size":"3x3","count":5,"shuffle":"any","seed":7}},"configs":[{"algorithm":"bfs"}]}`)
	b := mustLoad(t, `{"game":"npuzzle","instances":{"random":{"size":"3x3","count":8,"shuffle":"any","seed":7}},"configs":[{"algorithm":"bfs"}]}`)
	for i, in := range a.Instances {
		if b.Instances[i] != in {
			t.Errorf("board %d: %q with count 5, %q with count 8", i, in.Board, b.Instances[i].Board)
		}
		bd, err := npuzzle.Parse(in.Board)
		if err != nil || npuzzle.Solvable(bd, npuzzle.Goal(3, 3)) != nil {
			t.Errorf("board %d %q: %v", i, in.Board, err)
		}
		want, _ := npuzzle.Shuffle{}.Board(npuzzle.Goal(3, 3), registry.NewRand(DeriveSeed(7, i)))
		if in.Board != want.String() {
			t.Errorf("board %d: %q, want %q", i, in.Board, want)
		}
	}
	w := mustLoad(t, `{"game":"npuzzle","instances":{"random":{"size":"2x4","count":4,"shuffle":6,"seed":1}},"configs":[{"algorithm":"bfs"}]}`)
	for _, in := range w.Instances {
		bd, err := npuzzle.Parse(in.Board)
		if err != nil || bd.Rows() != 2 || bd.Cols() != 4 {
			t.Errorf("walk board %q: %v", in.Board, err)
		}
	}
}

// A match experiment plays every pair on every opening; each opening has
// one seed for every pair.
func TestExpandMatch(t *testing.T) {
	p := mustLoad(t, `{"game":"othello","instances":{"openings":{"count":3,"plies":4,"seed":5}},
		"configs":[{"algorithm":"random"},{"algorithm":"alphabeta","params":{"depth":1}},{"algorithm":"mcts-uct","params":{"iterations":10}}]}`)
	pairs := [][2]int{{0, 1}, {0, 2}, {1, 2}}
	if len(p.Runs) != 9 {
		t.Fatalf("%d runs, want 9", len(p.Runs))
	}
	for k, run := range p.Runs {
		op, pr := k/3, pairs[k%3]
		m := run.Match
		if run.Instance != op || run.Config != pr[0] || run.Opponent != pr[1] || m == nil || run.Solve != nil {
			t.Fatalf("run %d: %+v", k, run)
		}
		if run.Seed != DeriveSeed(5, op) || m.Seed != run.Seed || m.Games != 2 || m.OpeningPlies != 4 ||
			m.A.Algorithm != p.Configs[pr[0]].Algorithm || m.B.Algorithm != p.Configs[pr[1]].Algorithm {
			t.Errorf("run %d: request %+v", k, m)
		}
	}
}

// MatchLines keeps the games of a stream and its final status; a stream
// without its final line, or one whose count of games disagrees, is an
// error.
func TestMatchLines(t *testing.T) {
	g := registry.MatchGame{ABlack: true, Record: "f5", Score: 2}
	var m MatchLines
	m.Add(registry.MatchStatus{Ply: 5})
	m.Add(registry.MatchStatus{Played: 1, Game: &g})
	if r := m.Result(); r.Status != wire.StatusError || len(r.Games) != 1 {
		t.Errorf("no final line: %+v", r)
	}
	m.Add(registry.MatchStatus{Played: 2, Game: &g, Done: true, Status: wire.StatusFound})
	m.Add(registry.MatchStatus{Played: 3, Game: &g, Done: true, Status: wire.StatusFound}) // after the end: ignored
	if r := m.Result(); r.Status != wire.StatusFound || len(r.Games) != 2 {
		t.Errorf("two games: %+v", r)
	}
	var bad MatchLines
	bad.Add(registry.MatchStatus{Played: 2, Game: &g, Done: true, Status: wire.StatusFound})
	if r := bad.Result(); r.Status != wire.StatusError || !strings.Contains(r.Error, "reports 2 games played but sent 1") {
		t.Errorf("miscounted: %+v", r)
	}
}
