//go:build !js

package e2e

// Issue 19's goals in the browser's solver Web Worker, as a benchmark
// (never asserted; test mode runs none of it):
//
//	go test ./wasm/e2e -run '^$' -bench WorkerBigBoards -benchtime 1x -v -timeout 2h
//
// Each board is solved natively in this process first (wall clock, budget
// SEARCHLAB_BIG_SECONDS, default 10), then in the worker with three times
// that budget; the worker's ratio is the time it took to reach the native
// run's final length (the same result: the searches are deterministic, so
// the worker walks the same solutions, later) over the time the native run
// took to reach it. SEARCHLAB_BIG_BOARDS (default 5) boards per set:
// Korf & Felner's first 24-puzzles and random 6×6 and 8×8 boards, as
// `searchlab bigboards` draws them.

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"searchlab/core/api"
	"searchlab/core/npuzzle"
)

// korf24First are Korf & Felner's first ten 24-puzzles (Artificial
// Intelligence 134 (2002), Table 3; goal blank first) with their optima,
// transcribed from core/cmd/searchlab/korf24.txt.
var korf24First = []struct {
	board   string
	optimal int
}{
	{"14 5 9 2 18/8 23 19 12 17/15 0 10 20 4/6 11 21 1 7/24 3 16 22 13", 95},
	{"16 5 1 12 6/24 17 9 2 22/4 10 13 18 19/20 0 23 7 21/15 11 8 3 14", 96},
	{"6 0 24 14 8/5 21 19 9 17/16 20 10 13 2/15 11 22 1 3/7 23 4 18 12", 97},
	{"18 14 0 9 8/3 7 19 2 15/5 12 1 13 24/23 4 21 10 20/16 22 11 6 17", 98},
	{"17 1 20 9 16/2 22 19 14 5/15 21 0 3 24/23 18 13 12 7/10 8 6 4 11", 100},
	{"2 0 10 19 1/4 16 3 15 20/22 9 6 18 5/13 12 21 8 17/23 11 24 7 14", 101},
	{"21 22 15 9 24/12 16 23 2 8/5 18 17 7 10/14 13 4 0 6/20 11 3 1 19", 104},
	{"7 13 11 22 12/20 1 18 21 5/0 8 14 24 19/9 4 17 16 10/23 15 3 2 6", 108},
	{"3 2 17 0 14/18 22 19 15 20/9 7 10 21 16/6 24 23 8 5/1 4 11 12 13", 113},
	{"23 14 0 24 17/9 20 21 2 18/10 13 22 1 3/11 4 16 6 5/7 12 8 15 19", 114},
}

// bigBoardRequest is one board's request: BULB with pdb up to 5×5, linear
// conflict beyond, the worker's default memory budget.
func bigBoardRequest(board, goal string, cells int, budget time.Duration) api.Request {
	h := "linear-conflict"
	if cells <= npuzzle.PDBMaxCells {
		h = "pdb"
	}
	return api.Request{Game: "npuzzle", Board: board, Goal: goal, Algorithm: api.AlgoBULB, Params: map[string]any{"heuristic": h},
		TimeoutMS: budget.Milliseconds(), MaxNodes: api.MaxMaxNodes}
}

// firstAt returns when a solution of at most length moves first arrived
// among the progress lines (-1: never).
func firstAt(progress []api.Progress, length int) float64 {
	for _, p := range progress {
		if p.Best != nil && p.Best.Length <= length {
			return p.Best.ElapsedMS
		}
	}
	return -1
}

func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil && v > 0 {
		return v
	}
	return def
}

// BenchmarkWorkerBigBoards: see the top of the file.
func BenchmarkWorkerBigBoards(b *testing.B) {
	seconds := envInt("SEARCHLAB_BIG_SECONDS", 10)
	per := envInt("SEARCHLAB_BIG_BOARDS", 5)
	budget := time.Duration(seconds) * time.Second
	type board struct {
		name, board, goal string
		ref               int
	}
	var boards []board
	for i := 0; i < per && i < len(korf24First); i++ {
		boards = append(boards, board{fmt.Sprintf("korf24 #%d", i+1), korf24First[i].board, npuzzle.BlankFirstGoal(5, 5).String(), korf24First[i].optimal})
	}
	for _, side := range []int{6, 8} {
		goal := npuzzle.Goal(side, side)
		for i := 1; i <= per; i++ {
			s, _ := npuzzle.RandomSolvable(goal, api.NewRand(1+int64(i)))
			lc, _ := npuzzle.NewLarge(s, goal, npuzzle.LinearConflict)
			boards = append(boards, board{fmt.Sprintf("%dx%d #%d", side, side, i), s.String(), "", int(lc.H(lc.Initial()))})
		}
	}
	p := NewPage(b, 3*time.Hour)
	site := ServeSite(b, distDir)
	p.Open(b, site.Base)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var ratios []float64
		b.Logf("%-12s %5s %9s %9s %7s %9s %9s %7s %10s %10s %7s", "board", "ref", "nat-first", "wrk-first", "ratio",
			"nat-len", "wrk-len", "bound", "nat-ms", "wrk-ms", "ratio")
		for _, bd := range boards {
			cells := len(npuzzleTiles(bd.board))
			var nat []api.Progress
			nr := api.Builtin().Solve(context.Background(), bigBoardRequest(bd.board, bd.goal, cells, budget),
				func(p api.Progress) { nat = append(nat, p) })
			run := p.Solve(b, bigBoardRequest(bd.board, bd.goal, cells, 3*budget))
			wrk, wr := run.split(b)
			if nr.Status != api.StatusFound || wr.Status != api.StatusFound {
				b.Logf("%-12s native %s, worker %s", bd.name, nr.Status, wr.Status)
				continue
			}
			tn, tw := firstAt(nat, nr.Length), firstAt(wrk, nr.Length)
			f0, f1 := firstAt(nat, 1<<30), firstAt(wrk, 1<<30)
			r := -1.0
			if tw >= 0 && tn > 0 {
				r = tw / tn
				ratios = append(ratios, r)
			}
			b.Logf("%-12s %5d %9.0f %9.0f %7.2f %9d %9d %7.3f %10.0f %10.0f %7.2f", bd.name, bd.ref, f0, f1, ratio(f1, f0),
				nr.Length, wr.Length, nr.Bound, tn, tw, r)
		}
		if len(ratios) > 0 {
			b.ReportMetric(mean(ratios), "worker/native-time-to-same-length")
			top := 0.0
			for _, r := range ratios {
				top = max(top, r)
			}
			b.ReportMetric(top, "worker/native-max")
		}
	}
}

// npuzzleTiles returns a board's tiles (nil when it does not parse).
func npuzzleTiles(board string) []int {
	b, err := npuzzle.Parse(board)
	if err != nil {
		return nil
	}
	return b.Tiles()
}
