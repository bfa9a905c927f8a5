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
// took to reach it; the speed ratio compares the states expanded per
// millisecond over the whole runs (both on the wall clock, so run it on a
// quiet machine). SEARCHLAB_BIG_BOARDS (default 5) boards per set:
// Korf & Felner's first 24-puzzles and random 6×6 and 8×8 boards, as
// `searchlab bigboards` draws them.

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"searchlab/core/games/all"
	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// korf24Boards reads Korf & Felner's 24-puzzles (Artificial Intelligence
// 134 (2002), Table 3; goal blank first) with their optima from the CLI's
// data file, core/cmd/searchlab/korf24.txt.
func korf24Boards(b *testing.B) (boards []string, optima []int) {
	return cliBoards(b, "korf24.txt")
}

// cliBoards reads one of the CLI's benchmark files
// (core/cmd/searchlab/NAME: lines "number<TAB>board<TAB>optimal length",
// # for comments) into its boards and their optima.
func cliBoards(b *testing.B, name string) (boards []string, optima []int) {
	data, err := os.ReadFile(filepath.Join("..", "..", "core", "cmd", "searchlab", name))
	if err != nil {
		b.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 3 || strings.HasPrefix(line, "#") {
			continue
		}
		n, err := strconv.Atoi(f[2])
		if err != nil {
			b.Fatalf("%s: %q: %v", name, line, err)
		}
		boards, optima = append(boards, f[1]), append(optima, n)
	}
	return boards, optima
}

// bigBoardRequest is one board's request: BULB with pdb up to 5×5, linear
// conflict beyond, the worker's default memory budget.
func bigBoardRequest(board, goal string, cells int, budget time.Duration) wire.Request {
	h := "linear-conflict"
	if cells <= npuzzle.PDBMaxCells {
		h = "pdb"
	}
	return wire.Request{Game: "npuzzle", Board: board, Goal: goal, Algorithm: registry.AlgoBULB, Params: map[string]any{"heuristic": h},
		TimeoutMS: budget.Milliseconds(), MaxNodes: registry.MaxMaxNodes}
}

// firstAt returns when a solution of at most length moves first arrived
// among the progress lines (-1: never).
func firstAt(progress []wire.Progress, length int) float64 {
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
	kb, ko := korf24Boards(b)
	for i := 0; i < per && i < len(kb); i++ {
		boards = append(boards, board{fmt.Sprintf("korf24 #%d", i+1), kb[i], npuzzle.BlankFirstGoal(5, 5).String(), ko[i]})
	}
	for _, side := range []int{6, 8} {
		goal := npuzzle.Goal(side, side)
		for i := 1; i <= per; i++ {
			s, _ := npuzzle.RandomSolvable(goal, registry.NewRand(1+int64(i)))
			lc, _ := npuzzle.NewLarge(s, goal, npuzzle.LinearConflict)
			boards = append(boards, board{fmt.Sprintf("%dx%d #%d", side, side, i), s.String(), "", int(lc.H(lc.Initial()))})
		}
	}
	p := NewPage(b, 3*time.Hour)
	site := ServeSite(b, distDir)
	p.Open(b, site.Base)
	// Warm up: the worker downloads the 5×5 databases once, natively they
	// are built or loaded once; neither belongs in the measurement.
	for _, bd := range boards[:1] {
		p.Solve(b, wire.Request{Game: "npuzzle", Board: bd.board, Goal: bd.goal, Algorithm: registry.AlgoBULB, Params: map[string]any{"heuristic": "pdb"}, MaxNodes: 1})
		all.Builtin().Solve(context.Background(), wire.Request{Game: "npuzzle", Board: bd.board, Goal: bd.goal, Algorithm: registry.AlgoBULB,
			Params: map[string]any{"heuristic": "pdb"}, MaxNodes: 1}, nil)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var ratios, speeds []float64
		b.Logf("%-12s %5s %9s %9s %7s %9s %9s %7s %10s %10s %7s %9s %9s %7s", "board", "ref", "nat-first", "wrk-first", "ratio",
			"nat-len", "wrk-len", "bound", "nat-ms", "wrk-ms", "ratio", "nat-kn/s", "wrk-kn/s", "ratio")
		for _, bd := range boards {
			cells := len(npuzzleTiles(bd.board))
			var nat []wire.Progress
			nr := all.Builtin().Solve(context.Background(), bigBoardRequest(bd.board, bd.goal, cells, budget),
				func(p wire.Progress) { nat = append(nat, p) })
			run := p.Solve(b, bigBoardRequest(bd.board, bd.goal, cells, 3*budget))
			wrk, wr := run.split(b)
			if nr.Status != wire.StatusFound || wr.Status != wire.StatusFound {
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
			// Speeds over the whole runs (expanded states per ms of search).
			sn, sw := float64(nr.Stats.Expanded)/nr.Stats.ElapsedMS(), float64(wr.Stats.Expanded)/wr.Stats.ElapsedMS()
			speeds = append(speeds, sn/sw)
			b.Logf("%-12s %5d %9.0f %9.0f %7.2f %9d %9d %7.3f %10.0f %10.0f %7.2f %9.0f %9.0f %7.2f", bd.name, bd.ref, f0, f1, ratio(f1, f0),
				nr.Length, wr.Length, nr.Bound, tn, tw, r, sn, sw, sn/sw)
		}
		if len(speeds) > 0 {
			b.ReportMetric(mean(speeds), "native/worker-speed")
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
