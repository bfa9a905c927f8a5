package main

import (
	"context"
	_ "embed"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"searchlab/core/games/all"
	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/search"
	"searchlab/core/wire"
)

// benchCase is one line of the benchmark table: a solve request with the
// known optimal length and, where published, the node count to expect.
type benchCase struct {
	name string
	req  wire.Request
	// wantLen is the known optimal solution length (-1: no solution).
	wantLen int
	// wantGenerated, when non-zero, is the node count the run must
	// reproduce (IDA* with Manhattan distance counts exactly like Korf
	// 1985, whose per-instance totals these are).
	wantGenerated int64
	// exhaustive runs BFS over every state reachable from the board
	// instead of a request (the goal is made unreachable on purpose).
	exhaustive bool
	// set, when not empty, makes the row a set of requests (req with each
	// board), each checked against its own optimal length and summed.
	set []setInstance
}

// setInstance is one board of a set row and its optimal length.
type setInstance struct {
	id      int
	name    string
	board   string
	optimal int
}

// instancesOf reads a data file of numbered instances (korf100.txt,
// korf24.txt): one per line, number, board and optimal length split by
// tabs; lines starting with # are comments.
func instancesOf(text string) []setInstance {
	var out []setInstance
	for _, line := range strings.Split(text, "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 3 || strings.HasPrefix(line, "#") {
			continue
		}
		id, _ := strconv.Atoi(f[0])
		n, _ := strconv.Atoi(f[2])
		out = append(out, setInstance{id: id, name: "#" + f[0], board: f[1], optimal: n})
	}
	return out
}

//go:embed korf100.txt
var korf100Text string

// korf100Case is the row of Korf's 100 instances solved by IDA* with the
// 6-6-3 pattern databases (built, or loaded from the user's cache).
func korf100Case() benchCase {
	set := instancesOf(korf100Text)
	return benchCase{
		name:    "korf 100 (all)",
		req:     wire.Request{Game: "npuzzle", Goal: korfGoal, Algorithm: registry.AlgoIDAStar, Params: map[string]any{"heuristic": "pdb", "partition": "663"}, MaxNodes: registry.MaxMaxNodes},
		wantLen: -1,
		set:     set,
	}
}

// runSet runs a set row: every board in turn, stopping at the first wrong
// answer. The response sums lengths and statistics (memory: the largest).
func runSet(ctx context.Context, reg *registry.Registry, c benchCase) (wire.Response, string) {
	total := wire.Response{Status: wire.StatusFound}
	for _, in := range c.set {
		req := c.req
		req.Board = in.board
		r := reg.Solve(ctx, req, nil)
		if r.Status != wire.StatusFound || r.Length != in.optimal {
			return r, fmt.Sprintf("FAIL: %s %s in %d, want %d", in.name, r.Status, r.Length, in.optimal)
		}
		if err := npuzzle.ReplayText(req.Board, req.Goal, r.Moves); err != nil {
			return r, fmt.Sprintf("FAIL: %s: %v", in.name, err)
		}
		total.Length += r.Length
		total.Stats.Expanded += r.Stats.Expanded
		total.Stats.Generated += r.Stats.Generated
		total.Stats.Elapsed += r.Stats.Elapsed
		total.Stats.MemoryBytes = max(total.Stats.MemoryBytes, r.Stats.MemoryBytes)
	}
	return total, "ok"
}

// korfGoal is Korf's 15-puzzle goal: the blank first.
const korfGoal = "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15"

// benchCases is the fixed benchmark set. Korf's instances (numbered as in
// Korf 1985, Table 1) with their optimal lengths and IDA*/Manhattan node
// totals; the two hardest 8-puzzle positions (31 moves, the diameter of the
// 3×3 space); Korf's 100 instances by IDA* with the 6-6-3 pattern
// databases (each length checked; the databases come from the user's cache
// or are built first, outside the row's time); and breadth-first search over the whole reachable half of the
// 3×3 space (181,440 states).
func benchCases() []benchCase {
	korf := func(id int, tiles string, length int, gen int64) benchCase {
		return benchCase{
			name:          "korf #" + strconv.Itoa(id),
			req:           wire.Request{Game: "npuzzle", Board: tiles, Goal: korfGoal, Algorithm: registry.AlgoIDAStar, Params: map[string]any{"heuristic": "manhattan"}, MaxNodes: registry.MaxMaxNodes},
			wantLen:       length,
			wantGenerated: gen,
		}
	}
	hard8 := func(board string) benchCase {
		return benchCase{
			name:    "8-puzzle " + board,
			req:     wire.Request{Game: "npuzzle", Board: board, Algorithm: registry.AlgoAStar, Params: map[string]any{"heuristic": "linear-conflict"}},
			wantLen: 31,
		}
	}
	return []benchCase{
		korf(12, "14 1 9 6/4 8 12 5/7 2 3 0/10 11 13 15", 45, 546_344),
		korf(9, "3 14 9 11/5 4 8 2/13 12 6 7/10 1 15 0", 46, 1_650_696),
		korf(5, "4 7 14 13/10 3 9 12/11 5 6 15/1 2 8 0", 56, 11_020_325),
		korf(13, "3 6 5 2/10 0 15 14/1 4 13 12/9 8 11 7", 46, 11_861_705),
		korf(2, "13 5 4 10/9 12 8 14/2 3 7 1/0 15 11 6", 55, 15_300_442),
		hard8("8 6 7/2 5 4/3 0 1"),
		hard8("6 4 7/8 5 0/3 2 1"),
		korf100Case(),
		{name: "3×3 whole space", req: wire.Request{Game: "npuzzle", Board: "1 2 3/4 5 6/7 8 0", Algorithm: registry.AlgoBFS}, wantLen: -1, exhaustive: true},
	}
}

// benchCmd runs the benchmark table.
func benchCmd(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("bench", flag.ContinueOnError)
	fl.SetOutput(stderr)
	quick := fl.Bool("quick", false, "skip the instances above 2 M nodes")
	if err := fl.Parse(args); err != nil {
		return parseExit(err)
	}
	cases := benchCases()
	if *quick {
		var small []benchCase
		for _, c := range cases {
			if c.wantGenerated <= 2_000_000 && c.set == nil {
				small = append(small, c)
			}
		}
		cases = small
	}
	if !runBench(ctx, cases, stdout) {
		return exitFailure
	}
	return exitOK
}

// runBench runs the cases one after another and prints the table; it
// reports whether every run matched its known length and node count.
func runBench(ctx context.Context, cases []benchCase, w io.Writer) bool {
	reg := all.Builtin()
	usePDBCache(io.Discard)
	// Fixed widths rather than a tabwriter, so each row appears as soon as
	// its run ends.
	const row = "%-28s %-22s %-10s %6v %11v %11v %9v %8v %10v  %s\n"
	fmt.Fprintf(w, row, "case", "algorithm", "status", "length", "expanded", "generated", "time", "gen/s", "memory", "check")
	ok := true
	for _, c := range cases {
		var r wire.Response
		check := "ok"
		switch {
		case c.set != nil:
			r, check = runSet(ctx, reg, c)
		case c.exhaustive:
			r = exhaustiveBFS(ctx, c.req.Board)
		default:
			r = reg.Solve(ctx, c.req, nil)
		}
		switch {
		case c.set != nil:
		case c.wantLen < 0 && r.Status != wire.StatusNotFound:
			check = "FAIL: want not_found"
		case c.wantLen >= 0 && (r.Status != wire.StatusFound || r.Length != c.wantLen):
			check = fmt.Sprintf("FAIL: want found in %d", c.wantLen)
		case c.wantGenerated != 0 && r.Stats.Generated != c.wantGenerated:
			check = fmt.Sprintf("FAIL: want %d generated", c.wantGenerated)
		}
		if check != "ok" {
			ok = false
		}
		algo := c.req.Algorithm
		if h, _ := c.req.Params["heuristic"].(string); h != "" {
			algo += "/" + h
		}
		secs := r.Stats.ElapsedMS() / 1000
		rate := 0.0
		if secs > 0 {
			rate = float64(r.Stats.Generated) / secs
		}
		fmt.Fprintf(w, row, c.name, algo, r.Status, r.Length,
			r.Stats.Expanded, r.Stats.Generated, r.Stats.Elapsed.Round(time.Millisecond),
			si(rate), bytesIEC(r.Stats.MemoryBytes), check)
	}
	return ok
}

// exhaustiveBFS runs breadth-first search from board toward a goal of the
// other parity class, so it visits every state reachable from board and
// ends NotFound (the API would refuse the unsolvable pair before searching).
func exhaustiveBFS(ctx context.Context, board string) wire.Response {
	start, err := npuzzle.Parse(board)
	if err != nil {
		return wire.Invalid(err)
	}
	goal := npuzzle.Goal(start.Rows(), start.Cols())
	t := goal.Tiles()
	t[0], t[1] = t[1], t[0] // one swap: the other half of the space
	unreachable, err := npuzzle.NewBoard(start.Rows(), start.Cols(), t)
	if err != nil {
		return wire.Invalid(err)
	}
	p, err := npuzzle.New(start, unreachable, npuzzle.Manhattan)
	if err != nil {
		return wire.Invalid(err)
	}
	r := search.Run(ctx, search.NewBFS(p, search.Options[uint64]{}), search.RunOptions{})
	return wire.Response{Status: wire.StatusOf(r.Status), Stats: r.Stats}
}

// si formats a rate with an SI prefix.
func si(x float64) string {
	switch {
	case x >= 1e6:
		return fmt.Sprintf("%.1fM", x/1e6)
	case x >= 1e3:
		return fmt.Sprintf("%.1fk", x/1e3)
	}
	return fmt.Sprintf("%.0f", x)
}

// bytesIEC formats a byte count.
func bytesIEC(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}
