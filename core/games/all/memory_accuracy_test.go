package all

import (
	"fmt"
	"runtime"
	"testing"

	"searchlab/core/adversarial"
	"searchlab/core/internal/liveheap"
	"searchlab/core/local"
	"searchlab/core/mcts"
	"searchlab/core/nim"
	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/search"
)

// checkMemoryEstimate runs a search that builds its structures, measures the
// live Go heap it holds (HeapAlloc after garbage collection, with the search
// still reachable, minus the same figure before) and checks that the search's
// own estimate is within 10% of it. Searches are sized to hold tens of
// megabytes so the runtime's own noise does not matter; each family is
// measured at two sizes, at different points of its maps' growth (a map's
// heap moves in steps, so an estimate tuned to one size could be 1.45× off
// at another).
func checkMemoryEstimate(t *testing.T, name string, run func() (keep any, reported int64)) {
	t.Helper()
	before := liveheap.Bytes()
	keep, reported := run()
	after := liveheap.Bytes()
	runtime.KeepAlive(keep)
	measured := after - before
	if measured < 8<<20 {
		t.Fatalf("%s: only %d bytes measured: the search is too small to judge the estimate", name, measured)
	}
	ratio := float64(reported) / float64(measured)
	t.Logf("%-28s reported %7.1f MiB, measured %7.1f MiB, ratio %.2f", name, mib(reported), mib(measured), ratio)
	if ratio < 0.9 || ratio > 1.1 {
		t.Errorf("%s: memory_bytes %d is not within 10%% of the %d bytes the Go heap holds (ratio %.2f)", name, reported, measured, ratio)
	}
}

func mib(b int64) float64 { return float64(b) / (1 << 20) }

// sixBySix is a 6×6 board 400 random blank moves from the goal, far
// beyond what BFS or A* reach (the worst requests run on 6×6
// boards).
const sixBySix = "5 4 14 31 18 15\n11 0 3 10 6 22\n27 12 8 1 16 17\n7 2 13 29 19 35\n26 34 23 32 21 9\n25 30 20 33 28 24"

// Fifteen-puzzle instance 1 of Korf (1985), with its goal (blank first):
// hard enough that every search below uses its whole node budget.
const (
	korf1     = "14 13 15 7\n11 12 9 5\n6 0 2 1\n4 8 10 3"
	korf1Goal = "0 1 2 3\n4 5 6 7\n8 9 10 11\n12 13 14 15"
)

func puzzle(t *testing.T, text string) *npuzzle.Puzzle {
	t.Helper()
	start, goal, err := npuzzle.ParsePair(text, korf1Goal)
	if err != nil {
		t.Fatal(err)
	}
	p, err := npuzzle.New(start, goal, npuzzle.Manhattan)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func largePuzzle(t *testing.T, text string) *npuzzle.LargePuzzle {
	t.Helper()
	start, goal, err := npuzzle.ParsePair(text, "")
	if err != nil {
		t.Fatal(err)
	}
	p, err := npuzzle.NewLarge(start, goal, npuzzle.Manhattan)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func solved[A any](st search.Stepper[A]) (any, int64) {
	r := search.Solve(st)
	return st, r.Stats.MemoryBytes
}

// TestMemoryEstimateSystematic: BFS, DFS, bidirectional search, UCS, A* and
// IDA*'s transposition table on the 15-puzzle (packed states) and BFS and
// A* on a 6×6 board (large states).
func TestMemoryEstimateSystematic(t *testing.T) {
	if testing.Short() {
		t.Skip("builds searches of tens of megabytes")
	}
	p := puzzle(t, korf1)
	six := largePuzzle(t, sixBySix)
	for _, nodes := range []int64{400_000, 600_000} {
		o := search.Options[uint64]{Limits: search.Limits{MaxNodes: nodes}}
		at := func(name string) string { return fmt.Sprintf("%s %dk", name, nodes/1000) }
		checkMemoryEstimate(t, at("bfs 15-puzzle"), func() (any, int64) { return solved(search.NewBFS(p, o)) })
		checkMemoryEstimate(t, at("dfs 15-puzzle"), func() (any, int64) { return solved(search.NewDFS(p, o)) })
		checkMemoryEstimate(t, at("bidirectional 15-puzzle"), func() (any, int64) { return solved(search.NewBidirectional(p, o)) })
		checkMemoryEstimate(t, at("ucs 15-puzzle"), func() (any, int64) { return solved(search.NewUCS(p, o)) })
		checkMemoryEstimate(t, at("astar 15-puzzle"), func() (any, int64) { return solved(search.NewAStar(p, o)) })
		checkMemoryEstimate(t, at("wastar 15-puzzle"), func() (any, int64) { return solved(search.NewWeightedAStar(p, o, 1.2)) })
		checkMemoryEstimate(t, at("ara 15-puzzle"), func() (any, int64) {
			return solved(search.NewARAStar(p, o, search.ARAParams{Weight: 1.5, Step: 0.1}))
		})
		ol := search.Options[npuzzle.Cells]{Limits: search.Limits{MaxNodes: nodes * 3 / 8}}
		checkMemoryEstimate(t, at("bfs 6x6 3/8×"), func() (any, int64) { return solved(search.NewBFS(six, ol)) })
		checkMemoryEstimate(t, at("astar 6x6 3/8×"), func() (any, int64) { return solved(search.NewAStar(six, ol)) })
		checkMemoryEstimate(t, at("bulb 6x6 3/4×"), func() (any, int64) {
			return solved(search.NewBULB(six, search.Options[npuzzle.Cells]{Limits: search.Limits{MaxNodes: nodes * 3 / 4}},
				search.BULBParams{Width: 20000, NoWiden: true}))
		})
	}
	// IDA*'s table: full (a million states) and at 600 000 states.
	for _, size := range []int{0, 600_000} {
		ot := search.Options[uint64]{Limits: search.Limits{MaxNodes: 3_000_000}}
		checkMemoryEstimate(t, fmt.Sprintf("idastar+tt 15-puzzle table %d", size), func() (any, int64) {
			return solved(search.NewIDAStar(search.AsIDAProblem(p), ot, search.IDAStarParams{Transpositions: true, TableSize: size}))
		})
	}
}

// TestMemoryEstimateTreeSearch: the tree-like variants (no reached set,
// a node per path) on the 15-puzzle, at two sizes: the arena of every node
// generated and the frontier, without a map.
func TestMemoryEstimateTreeSearch(t *testing.T) {
	if testing.Short() {
		t.Skip("builds searches of tens of megabytes")
	}
	p := puzzle(t, korf1)
	for _, nodes := range []int64{300_000, 500_000} {
		o := search.Options[uint64]{Limits: search.Limits{MaxNodes: nodes}, TreeSearch: true}
		at := func(name string) string { return fmt.Sprintf("tree %s %dk", name, nodes/1000) }
		checkMemoryEstimate(t, at("bfs 15-puzzle"), func() (any, int64) { return solved(search.NewBFS(p, o)) })
		checkMemoryEstimate(t, at("dfs 15-puzzle"), func() (any, int64) { return solved(search.NewDFS(p, o)) })
		checkMemoryEstimate(t, at("ucs 15-puzzle"), func() (any, int64) { return solved(search.NewUCS(p, o)) })
		checkMemoryEstimate(t, at("greedy 15-puzzle"), func() (any, int64) { return solved(search.NewGreedy(p, o)) })
		checkMemoryEstimate(t, at("astar 15-puzzle"), func() (any, int64) { return solved(search.NewAStar(p, o)) })
	}
}

// TestMemoryEstimateLocal: beam search is the local search whose structures
// grow (its map of every state kept, for the path back).
func TestMemoryEstimateLocal(t *testing.T) {
	if testing.Short() {
		t.Skip("builds searches of tens of megabytes")
	}
	p := puzzle(t, korf1)
	for _, c := range []struct {
		nodes int64
		width int
	}{{400_000, 5000}, {700_000, 20_000}} {
		o := search.Options[uint64]{Limits: search.Limits{MaxNodes: c.nodes}}
		checkMemoryEstimate(t, fmt.Sprintf("beam 15-puzzle width %d", c.width), func() (any, int64) {
			return solved[npuzzle.Move](local.NewBeam(p, o, local.BeamParams{Width: c.width}, registry.NewRand(1)))
		})
	}
}

// TestMemoryEstimateGameTree: minimax and alpha-beta with transposition
// tables, two-player MCTS on Nim (string states), and the misère Grundy
// oracle's memo.
func TestMemoryEstimateGameTree(t *testing.T) {
	if testing.Short() {
		t.Skip("builds searches of tens of megabytes")
	}
	g := nim.Game{}
	big, err := nim.Parse("99 99 99 99 99 99 99 99 99 99 99 99")
	if err != nil {
		t.Fatal(err)
	}
	for _, nodes := range []int64{1_000_000, 1_600_000} {
		o := adversarial.Options[nim.State, nim.Move]{Limits: search.Limits{MaxNodes: nodes}}
		checkMemoryEstimate(t, fmt.Sprintf("minimax+tt nim %dk", nodes/1000), func() (any, int64) {
			s := adversarial.NewMinimax(g, big, o, adversarial.MinimaxParams{TT: true})
			return s, adversarial.Solve[nim.Move](s).Stats.MemoryBytes
		})
		checkMemoryEstimate(t, fmt.Sprintf("alphabeta+tt nim %dk", nodes/1000), func() (any, int64) {
			s := adversarial.NewAlphaBeta(g, big, o, adversarial.AlphaBetaParams{TT: true, Ordering: true})
			return s, adversarial.Solve[nim.Move](s).Stats.MemoryBytes
		})
	}
	// Each expansion of a 12×99 position adds over a thousand children:
	// 400 expansions hold about half a million tree nodes.
	for _, nodes := range []int64{400, 700} {
		om := adversarial.Options[nim.State, nim.Move]{Limits: search.Limits{MaxNodes: nodes}}
		checkMemoryEstimate(t, fmt.Sprintf("mcts nim 12x99 %d", nodes), func() (any, int64) {
			params := mcts.DefaultUCTParams[nim.State, nim.Move]()
			params.Iterations = 1 << 30
			s := mcts.NewUCT[nim.State, nim.Move](g, big, om, params, registry.NewRand(1))
			return s, adversarial.Solve[nim.Move](s).Stats.MemoryBytes
		})
	}
	for _, states := range []int{400_000, 600_000} {
		checkMemoryEstimate(t, fmt.Sprintf("oracle misere grundy %dk", states/1000), func() (any, int64) {
			or := nim.NewOracle(nim.Game{Variant: nim.Grundy, Rule: nim.Misere})
			or.MaxStates = states
			s, _ := nim.Parse("60 50 40")
			or.Value(s) // ErrTooLarge is expected: the memo is what is measured
			return or, or.MemoryBytes()
		})
	}
}
