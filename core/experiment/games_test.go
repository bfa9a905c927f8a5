package experiment_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"searchlab/core/bloxorz"
	"searchlab/core/experiment"
	"searchlab/core/experiment/runner"
	"searchlab/core/games/all"
	"searchlab/core/nim"
	"searchlab/core/npuzzle"
	"searchlab/core/othello"
	"searchlab/core/wire"
)

var reg = all.Builtin()

// run plans spec and runs it in this process, two at a time.
func run(t *testing.T, spec string) (*experiment.Plan, []experiment.Result) {
	t.Helper()
	p, err := experiment.Load(reg, []byte(spec))
	if err != nil {
		t.Fatal(err)
	}
	res := experiment.Execute(context.Background(), runner.Local{Registry: reg, Parallel: 2}, p.Runs, nil, nil)
	if len(res) != len(p.Runs) {
		t.Fatalf("%d results for %d runs", len(res), len(p.Runs))
	}
	for i, r := range res {
		if r.Index != i {
			t.Fatalf("result %d has index %d", i, r.Index)
		}
	}
	return p, res
}

// N-puzzle: every solution replays by the rules; the optimal algorithms
// agree on every board; A*'s gap is 0 and greedy's never negative; the
// summary counts what the rows hold.
func TestNPuzzleExperiment(t *testing.T) {
	p, res := run(t, `{"game":"npuzzle","instances":{"random":{"size":"3x3","count":4,"shuffle":"any","seed":3}},
		"configs":[{"algorithm":"astar","params":{"heuristic":"manhattan"}},{"algorithm":"bfs"},{"algorithm":"idastar"},
		{"algorithm":"greedy"},{"algorithm":"hill-climbing"},{"algorithm":"dfs"}],"repeats":2,"seed":9,"budget":{"max_nodes":500000}}`)
	rows := p.Rows(res)
	opt := map[string]int{}
	for _, r := range rows {
		if r.Status != wire.StatusFound {
			continue
		}
		if r.MovesOmitted {
			// Depth-first search's long solutions are not kept (Compact).
			if r.Algorithm != "dfs" || r.Length <= experiment.MaxKeptMoves || len(r.Moves) != 0 {
				t.Errorf("%s on %s: moves omitted at length %d", r.Config, r.Instance, r.Length)
			}
			continue
		}
		if err := npuzzle.ReplayText(p.Instances[r.InstanceIndex].Board, "", r.Moves); err != nil || len(r.Moves) != r.Length {
			t.Errorf("%s on %s: %d moves, length %d: %v", r.Config, r.Instance, len(r.Moves), r.Length, err)
		}
		if p.Configs[r.ConfigIndex].Algo.Optimal {
			if l, ok := opt[r.Instance]; ok && l != r.Length {
				t.Errorf("%s found %d on %s, another optimal algorithm %d", r.Config, r.Length, r.Instance, l)
			}
			opt[r.Instance] = r.Length
		}
	}
	if len(opt) != 4 {
		t.Fatalf("the optimal algorithms solved %d of 4 boards", len(opt))
	}
	s := experiment.Summarize(p, res)
	if s.Done != len(p.Runs) || len(s.Warnings) > 0 {
		t.Errorf("summary: %d of %d done, warnings %q", s.Done, s.Runs, s.Warnings)
	}
	for _, c := range s.Configs {
		wantRuns := 4
		if c.Algorithm == "hill-climbing" {
			wantRuns = 8 // randomized: two repeats
		}
		if c.Runs != wantRuns {
			t.Errorf("%s: %d runs, want %d", c.Config, c.Runs, wantRuns)
		}
		if c.Optimal && (c.Gap == nil || c.Gap.Max != 0 || c.AtBest != 4 || c.Solved != 4) {
			t.Errorf("%s: optimal with gap %+v, %d at best, %d solved", c.Config, c.Gap, c.AtBest, c.Solved)
		}
		if c.Algorithm == "greedy" && (c.Gap == nil || c.Gap.Min < 0) {
			t.Errorf("greedy: gap %+v", c.Gap)
		}
	}
}

// Bloxorz: the stages' known optimal lengths (core/bloxorz's oracle, free
// costing: 7, 17, 19, 10), solutions that replay to a win, and an MCTS
// config repeated with different seeds.
func TestBloxorzExperiment(t *testing.T) {
	p, res := run(t, `{"game":"bloxorz","instances":{"levels":["1","2","3","8"]},
		"configs":[{"algorithm":"bfs"},{"algorithm":"astar"},{"algorithm":"dfs"},{"algorithm":"mcts","params":{"iterations":3000}}],
		"repeats":2,"seed":1,"budget":{"max_nodes":300000}}`)
	optimum := map[string]int{"1": 7, "2": 17, "3": 19, "8": 10}
	seeds := map[string]map[int64]bool{}
	for _, r := range p.Rows(res) {
		if r.Algorithm == "bfs" || r.Algorithm == "astar" {
			if r.Status != wire.StatusFound || r.Length != optimum[r.Instance] {
				t.Errorf("%s on stage %s: %s, length %d, want %d", r.Config, r.Instance, r.Status, r.Length, optimum[r.Instance])
			}
		}
		if r.Algorithm == "mcts" {
			if seeds[r.Instance] == nil {
				seeds[r.Instance] = map[int64]bool{}
			}
			seeds[r.Instance][r.Seed] = true
		}
		if r.Status != wire.StatusFound {
			continue
		}
		stage, _ := strconv.Atoi(r.Instance)
		l, err := bloxorz.Classic(stage)
		if err != nil {
			t.Fatal(err)
		}
		if err := bloxorz.Replay(l, strings.Join(r.Moves, "")); err != nil {
			t.Errorf("%s on stage %s: %v", r.Config, r.Instance, err)
		}
	}
	for inst, s := range seeds {
		if len(s) != 2 {
			t.Errorf("stage %s: MCTS ran with seeds %v, want two", inst, s)
		}
	}
}

// Nim: minimax and alpha-beta, with and without the table, agree with
// Bouton's theory: the position is won iff its nim-sum is not 0, and the
// winning move leaves a nim-sum of 0.
func TestNimExperiment(t *testing.T) {
	p, res := run(t, `{"game":"nim","instances":{"positions":["1 2 3","3 4 5","1 4 5","1 1 2","2 2"]},
		"configs":[{"algorithm":"minimax","params":{"tt":true}},{"algorithm":"alphabeta","params":{"tt":false,"ordering":false}},
		{"algorithm":"alphabeta"}],"seed":1}`)
	g := nim.Game{}
	for _, r := range p.Rows(res) {
		s, err := nim.Parse(p.Instances[r.InstanceIndex].Board)
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != wire.StatusFound || r.Value == nil || !r.Proven {
			t.Errorf("%s on %s: %s, value %v, proven %v", r.Config, r.Instance, r.Status, r.Value, r.Proven)
			continue
		}
		won := s.NimSum() != 0
		if (*r.Value > 0) != won {
			t.Errorf("%s on %s: value %v, nim-sum %d", r.Config, r.Instance, *r.Value, s.NimSum())
		}
		m, err := nim.ParseMove(r.BestMove)
		if err == nil {
			err = g.Check(s, m)
		}
		if err != nil {
			t.Errorf("%s on %s: best move %q: %v", r.Config, r.Instance, r.BestMove, err)
			continue
		}
		if won && g.Apply(s, m).NimSum() != 0 {
			t.Errorf("%s on %s: %s leaves nim-sum %d", r.Config, r.Instance, r.BestMove, g.Apply(s, m).NimSum())
		}
	}
	// Alpha-beta with its table searches fewer nodes than without.
	s := experiment.Summarize(p, res)
	if s.Configs[2].Expanded.Mean >= s.Configs[1].Expanded.Mean {
		t.Errorf("alpha-beta with TT and ordering %v nodes, without %v", s.Configs[2].Expanded.Mean, s.Configs[1].Expanded.Mean)
	}
}

// Othello matches: every game replays by the rules to the reported disc
// difference, the two games of a run share their opening with colours
// swapped, every pair plays every opening, and the summary adds up.
func TestOthelloMatchExperiment(t *testing.T) {
	p, res := run(t, `{"game":"othello","instances":{"openings":{"count":2,"plies":4,"seed":11}},
		"configs":[{"algorithm":"alphabeta","params":{"depth":1,"endgame":4}},{"algorithm":"mcts-uct","params":{"iterations":60}},{"algorithm":"random"}]}`)
	rows := p.MatchRows(res)
	if len(rows) != 2*3*2 {
		t.Fatalf("%d game rows, want 12", len(rows))
	}
	openings := map[string]string{}
	for i, r := range rows {
		moves, end, err := othello.ParseRecord(othello.Start(), r.Record)
		if err != nil || !end.Over() || end.Score(othello.Black) != r.BlackDiscDiff || r.Plies != len(moves) {
			t.Errorf("row %d: %q replays to over=%v score %d (reported %d, %d plies): %v", i, r.Record, end.Over(), end.Score(othello.Black), r.BlackDiscDiff, r.Plies, err)
		}
		if len(r.Opening) != 8 || !strings.HasPrefix(r.Record, r.Opening) {
			t.Errorf("row %d: opening %q, record %q", i, r.Opening, r.Record)
		}
		if o, ok := openings[r.Instance]; ok && o != r.Opening {
			t.Errorf("opening %s is %q and %q", r.Instance, o, r.Opening)
		}
		openings[r.Instance] = r.Opening
		if (r.Game == 1) != (r.Black == r.A) || (r.Game == 2) != (r.White == r.A) {
			t.Errorf("row %d: game %d, black %s, A %s", i, r.Game, r.Black, r.A)
		}
		d := r.BlackDiscDiff
		if r.Black != r.A {
			d = -d
		}
		if want := map[bool]float64{true: 1, false: 0}[d > 0]; d != 0 && r.APoints != want || d == 0 && r.APoints != 0.5 {
			t.Errorf("row %d: A's disc difference %d, points %v", i, d, r.APoints)
		}
	}
	if openings["1"] == openings["2"] {
		t.Errorf("both openings are %q", openings["1"])
	}
	s := experiment.Summarize(p, res)
	total := 0
	for _, pr := range s.Pairings {
		if pr.Games != 4 || pr.Wins+pr.Draws+pr.Losses != 4 || pr.ScoreLow > pr.Score || pr.ScoreHigh < pr.Score {
			t.Errorf("pair %+v", pr)
		}
		total += pr.Games
	}
	for _, pl := range s.Players {
		if pl.Games != 8 {
			t.Errorf("player %s played %d games, want 8", pl.Config, pl.Games)
		}
	}
	// Depth-1 alpha-beta beats the random player in most games.
	if s.Pairings[1].Score < 0.5 {
		t.Errorf("alpha-beta against random: %+v", s.Pairings[1])
	}
	if total != 12 {
		t.Errorf("%d games in the pairs", total)
	}
}
