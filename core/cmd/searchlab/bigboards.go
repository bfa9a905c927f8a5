package main

import (
	"context"
	_ "embed"
	"flag"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"searchlab/core/games/all"
	"searchlab/core/internal/cputime"
	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

//go:embed korf24.txt
var korf24Text string

// bigBoard is one board of a big-board set: its text, and the reference
// length its solutions are measured against (the optimum for Korf &
// Felner's instances, the Manhattan + linear-conflict lower bound of the
// start for random boards).
type bigBoard struct {
	name, board, goal string
	ref               int
	optimal           bool // ref is the optimum, not a lower bound
}

// bigRun is what one solve of a big board gave.
type bigRun struct {
	b         bigBoard
	resp      wire.Response
	first     float64 // ms to the first solution (-1: none)
	lenFirst  int     // the best length at the checkpoint (0: none)
	bestCount int     // solutions reported
	cpu, wall time.Duration
}

// bigboardsCmd measures the searches for big sliding puzzles (issue 19's
// goals): Korf & Felner's 50 24-puzzles, whose optima are known, and random
// 6×6 and 8×8 boards, measured against the Manhattan + linear-conflict
// lower bound of the start. Every board is solved once through the API
// (the worker's code), with the time budget on process CPU time by default
// (so the figures hold on a busy machine) and the browser worker's default
// memory budget; progress lines give the time of the first solution and
// the length at the checkpoint (1 s). It prints a Markdown table per set
// (with -v, a row per board) and the goals met.
func bigboardsCmd(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("bigboards", flag.ContinueOnError)
	fl.SetOutput(stderr)
	sets := fl.String("sets", "korf24,6x6,8x8", "board sets: korf24 (Korf & Felner's 50 24-puzzles), NxN (random boards), comma-separated")
	n := fl.Int("n", 0, "boards per set (0: all 50 of korf24, 10 random ones)")
	from := fl.Int("from", 1, "first board of each set (korf24 number or random board index)")
	algo := fl.String("algo", registry.AlgoBULB, "algorithm id")
	heuristic := fl.String("heuristic", "", "heuristic (default: the registry's, pdb on 5×5 boards with the blank last or first, linear-conflict otherwise)")
	var sets2 setFlags
	fl.Var(&sets2, "set", "algorithm parameter `key=value` (repeatable)")
	budget := fl.Duration("time", 10*time.Second, "time budget of each board")
	nodes := fl.Int64("nodes", 0, "node budget of each board (expanded states; 0: none): with it the figures do not depend on the machine's load (then -time only guards the run, set it high)")
	checkpoint := fl.Duration("first", time.Second, "checkpoint: the best length at this time is reported too")
	memory := byteSize(512 << 20)
	fl.Var(&memory, "max-memory", "memory budget of each search (default: the browser worker's, 512MiB)")
	clock := fl.String("clock", "cpu", "clock of the budget and the times: cpu (process CPU time) or wall")
	seed := fl.Int64("seed", 1, "seed of the random boards (board i uses seed + i)")
	verbose := fl.Bool("v", false, "print a row per board")
	vs := fl.String("vs", "", "also solve every board with these `key=value,…` parameters over the -set ones, and compare the lengths board by board")
	fl.Usage = func() {
		fmt.Fprintln(stderr, "usage: searchlab bigboards [-sets korf24,6x6,8x8] [-n N] [-algo ID] [-set key=value]... [-vs key=value,...] [-time 10s] [-nodes N] [-clock cpu|wall] [-v]")
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		return parseExit(err)
	}
	if fl.NArg() != 0 || (*clock != "cpu" && *clock != "wall") || *budget <= 0 || *nodes < 0 {
		fl.Usage()
		return exitUsage
	}
	var clk func() time.Duration
	if *clock == "cpu" {
		if _, ok := cputime.Process(); !ok {
			fmt.Fprintln(stderr, "searchlab bigboards: process CPU time is not available here: use -clock wall")
			return exitUsage
		}
		clk = func() time.Duration { d, _ := cputime.Process(); return d }
	}
	reg := all.Builtin()
	usePDBCache(stderr)
	fmt.Fprintf(stdout, "# searchlab bigboards -algo %s%s -time %v -nodes %d -first %v -max-memory %d -clock %s\n\n",
		*algo, strings.Join(prefixEach(" -set ", sets2), ""), *budget, *nodes, *checkpoint, int64(memory), *clock)
	configs := [][]string{sets2}
	if *vs != "" {
		configs = append(configs, overrideSets(sets2, strings.Split(*vs, ",")))
	}
	end := budget.String()
	base := wire.Request{Game: "npuzzle", Algorithm: *algo, MaxNodes: registry.MaxMaxNodes,
		TimeoutMS: budget.Milliseconds(), MaxMemoryBytes: int64(memory)}
	if *nodes > 0 {
		end = fmt.Sprintf("%d nodes", *nodes)
		base.MaxNodes = *nodes
	}
	for _, set := range strings.Split(*sets, ",") {
		boards, err := bigSet(strings.TrimSpace(set), *n, *from, *seed)
		if err != nil {
			fmt.Fprintln(stderr, "searchlab bigboards:", err)
			return exitUsage
		}
		var all [][]bigRun
		for _, config := range configs {
			if len(configs) > 1 {
				fmt.Fprintf(stdout, "## %s with%s\n\n", set, strings.Join(prefixEach(" -set ", config), ""))
			}
			var runs []bigRun
			for _, b := range boards {
				r, code := bigOne(ctx, reg, base, b, config, *heuristic, clk, float64(checkpoint.Milliseconds()), stderr)
				if code != exitOK {
					return code
				}
				if *verbose {
					if len(runs) == 0 {
						fmt.Fprintf(stdout, "| %s board | ref | first ms | len @%v | len at the end | ratio | bound | solutions | expanded | kn/s | memory MB | status |\n", set, *checkpoint)
						fmt.Fprintln(stdout, "|---|---|---|---|---|---|---|---|---|---|---|---|")
					}
					fmt.Fprintln(stdout, r.row())
				}
				runs = append(runs, r)
			}
			if *verbose {
				fmt.Fprintln(stdout)
			}
			bigSummary(stdout, set, runs, *checkpoint, end)
			all = append(all, runs)
		}
		if len(all) == 2 {
			bigCompare(stdout, set, all[0], all[1], *vs)
		}
	}
	return exitOK
}

// bigOne solves board b with the request base and the key=value settings
// config (heuristic, when given, over the registry's default:
// npuzzle.SuitedHeuristic) and checks that a solution replays through the
// rules; code is the exit code when it fails (exitOK otherwise).
func bigOne(ctx context.Context, reg *registry.Registry, base wire.Request, b bigBoard, config []string, heuristic string,
	clk func() time.Duration, checkpoint float64, stderr io.Writer) (r bigRun, code int) {
	req := base
	req.Board, req.Goal = b.board, b.goal
	params, err := parseSets(reg, req, config)
	if err != nil {
		fmt.Fprintln(stderr, "searchlab bigboards:", err)
		return r, exitUsage
	}
	if heuristic != "" {
		params["heuristic"] = heuristic
	}
	req.Params = params
	if r, err = solveBig(ctx, reg, req, clk, checkpoint); err != nil {
		fmt.Fprintln(stderr, "searchlab bigboards:", err)
		return r, exitUsage
	}
	r.b = b
	if r.resp.Status == wire.StatusFound {
		if err := npuzzle.ReplayText(b.board, b.goal, r.resp.Moves); err != nil {
			fmt.Fprintf(stderr, "searchlab bigboards: %s: the solution does not replay: %v\n", b.name, err)
			return r, exitFailure
		}
	}
	return r, exitOK
}

// overrideSets returns the key=value settings base with those of over
// replacing the ones of the same key.
func overrideSets(base, over []string) []string {
	keys := map[string]bool{}
	for _, o := range over {
		k, _, _ := strings.Cut(o, "=")
		keys[strings.TrimSpace(k)] = true
	}
	var out []string
	for _, b := range base {
		if k, _, _ := strings.Cut(b, "="); !keys[strings.TrimSpace(k)] {
			out = append(out, b)
		}
	}
	return append(out, over...)
}

// bigCompare prints the lengths of the same boards under two settings (a
// and b, the latter with vs), their ratios to the reference, and the
// boards each did better on.
func bigCompare(w io.Writer, set string, a, b []bigRun, vs string) {
	fmt.Fprintf(w, "%s: the same boards, first as set, then with -vs %s\n\n", set, vs)
	fmt.Fprintln(w, "| board | ref | length | ratio | length (-vs) | ratio (-vs) |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|")
	var ra, rb []float64
	better, worse := 0, 0
	for i := range a {
		la, lb := a[i].length(), b[i].length()
		cell := func(l int) (string, string) {
			if l == 0 {
				return "–", "–"
			}
			return strconv.Itoa(l), fmt.Sprintf("%.3f", float64(l)/float64(a[i].b.ref))
		}
		sa, xa := cell(la)
		sb, xb := cell(lb)
		fmt.Fprintf(w, "| %s | %d | %s | %s | %s | %s |\n", a[i].b.name, a[i].b.ref, sa, xa, sb, xb)
		if la > 0 && lb > 0 {
			ra = append(ra, float64(la)/float64(a[i].b.ref))
			rb = append(rb, float64(lb)/float64(a[i].b.ref))
			switch {
			case lb < la:
				better++
			case lb > la:
				worse++
			}
		}
	}
	fmt.Fprintf(w, "\nboth solved: %d; ratio (mean, max) %s as set, %s with -vs; shorter with -vs on %d, longer on %d\n\n",
		len(ra), meanMax(ra), meanMax(rb), better, worse)
}

// length is the solution's length, 0 without one.
func (r bigRun) length() int {
	if r.resp.Status != wire.StatusFound {
		return 0
	}
	return r.resp.Length
}

func prefixEach(p string, xs []string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = p + x
	}
	return out
}

// bigSet returns the boards of a set: korf24, or NxN random solvable
// boards for the default (blank last) goal.
func bigSet(set string, n, from int, seed int64) ([]bigBoard, error) {
	if set == "korf24" {
		var out []bigBoard
		for _, in := range instancesOf(korf24Text) {
			if in.id >= from && (n == 0 || in.id < from+n) {
				out = append(out, bigBoard{name: in.name, board: in.board, goal: npuzzle.BlankFirstGoal(5, 5).String(), ref: in.optimal, optimal: true})
			}
		}
		return out, nil
	}
	rows, cols, ok := strings.Cut(set, "x")
	r, err1 := strconv.Atoi(rows)
	c, err2 := strconv.Atoi(cols)
	if !ok || err1 != nil || err2 != nil || r < npuzzle.MinSide || c < npuzzle.MinSide || r > npuzzle.MaxSide || c > npuzzle.MaxSide {
		return nil, fmt.Errorf("unknown set %q: korf24 or NxN (2 ≤ N ≤ 8)", set)
	}
	if n == 0 {
		n = 10
	}
	goal := npuzzle.Goal(r, c)
	var out []bigBoard
	for i := from; i < from+n; i++ {
		b, err := npuzzle.RandomSolvable(goal, registry.NewRand(seed+int64(i)))
		if err != nil {
			return nil, err
		}
		p, err := npuzzle.NewLarge(b, goal, npuzzle.LinearConflict)
		if err != nil {
			return nil, err
		}
		out = append(out, bigBoard{name: fmt.Sprintf("%s #%d", set, i), board: b.String(), ref: int(p.H(p.Initial()))})
	}
	return out, nil
}

// solveBig solves one board through the API on the given clock (nil: wall
// time), recording the first solution's time and the best length at the
// checkpoint from the progress lines.
func solveBig(ctx context.Context, reg *registry.Registry, req wire.Request, clk func() time.Duration, checkpoint float64) (bigRun, error) {
	job, g, err := reg.Prepare(req)
	if err != nil {
		return bigRun{}, err
	}
	job.Clock = clk
	r := bigRun{first: -1}
	progress := func(p wire.Progress) {
		if b := p.Best; b != nil && b.Solutions > r.bestCount {
			r.bestCount = b.Solutions
			if r.first < 0 {
				r.first = b.ElapsedMS
			}
			if b.ElapsedMS <= checkpoint {
				r.lenFirst = b.Length
			}
		}
	}
	cpu0, _ := cputime.Process()
	t0 := time.Now()
	r.resp = g.Solve(ctx, job, progress)
	r.wall = time.Since(t0)
	cpu1, _ := cputime.Process()
	r.cpu = cpu1 - cpu0
	if r.resp.Status == wire.StatusInvalid || r.resp.Status == wire.StatusError {
		return r, fmt.Errorf("%s", r.resp.Error)
	}
	if r.resp.Status == wire.StatusFound && r.first < 0 {
		// Not an anytime search: its one solution came at the end.
		r.first = r.resp.Stats.ElapsedMS()
		if r.first <= checkpoint {
			r.lenFirst = r.resp.Length
		}
	}
	return r, nil
}

// row is the board's table row.
func (r bigRun) row() string {
	first, at, ratio, bound := "–", "–", "–", "–"
	if r.first >= 0 {
		first = fmt.Sprintf("%.0f", r.first)
	}
	if r.lenFirst > 0 {
		at = strconv.Itoa(r.lenFirst)
	}
	end := "–"
	if r.resp.Status == wire.StatusFound {
		end = strconv.Itoa(r.resp.Length)
		ratio = fmt.Sprintf("%.3f", float64(r.resp.Length)/float64(r.b.ref))
		if r.resp.Bound > 0 {
			bound = fmt.Sprintf("%.3f", r.resp.Bound)
		}
	}
	rate := "–"
	if r.resp.Stats.ElapsedMS() > 0 {
		rate = fmt.Sprintf("%.0f", float64(r.resp.Stats.Expanded)/r.resp.Stats.ElapsedMS())
	}
	return fmt.Sprintf("| %s | %d | %s | %s | %s | %s | %s | %d | %d | %s | %.0f | %s |", r.b.name, r.b.ref, first, at, end, ratio, bound,
		r.bestCount, r.resp.Stats.Expanded, rate, float64(r.resp.Stats.MemoryBytes)/(1<<20), r.resp.Status)
}

// bigSummary prints a set's summary: boards with a solution by the
// checkpoint and by the end, mean and worst length ratios (over the boards
// solved), mean proven bound, first-solution times, time used.
func bigSummary(w io.Writer, set string, runs []bigRun, checkpoint time.Duration, budget string) {
	var atFirst, atEnd, bounds, firsts []float64
	var cpu, wall time.Duration
	for _, r := range runs {
		cpu += r.cpu
		wall += r.wall
		if r.lenFirst > 0 {
			atFirst = append(atFirst, float64(r.lenFirst)/float64(r.b.ref))
		}
		if r.resp.Status == wire.StatusFound {
			atEnd = append(atEnd, float64(r.resp.Length)/float64(r.b.ref))
			if r.resp.Bound > 0 {
				bounds = append(bounds, r.resp.Bound)
			}
		}
		if r.first >= 0 {
			firsts = append(firsts, r.first)
		}
	}
	ref := "the Manhattan + linear-conflict lower bound"
	if len(runs) > 0 && runs[0].b.optimal {
		ref = "the optimum"
	}
	fmt.Fprintf(w, "%s: %d boards, lengths relative to %s; %v of CPU time, %v of wall time\n\n", set, len(runs), ref,
		cpu.Round(time.Millisecond), wall.Round(time.Millisecond))
	fmt.Fprintln(w, "| measure | value |")
	fmt.Fprintln(w, "|---|---|")
	fmt.Fprintf(w, "| solved by %v | %d / %d |\n", checkpoint, len(atFirst), len(runs))
	fmt.Fprintf(w, "| solved by %v | %d / %d |\n", budget, len(atEnd), len(runs))
	fmt.Fprintf(w, "| first solution, ms (median, max) | %s |\n", medMax(firsts, "%.0f"))
	fmt.Fprintf(w, "| length ratio at %v (mean, max) | %s |\n", checkpoint, meanMax(atFirst))
	fmt.Fprintf(w, "| length ratio at %v (mean, max) | %s |\n", budget, meanMax(atEnd))
	fmt.Fprintf(w, "| proven bound at %v (mean, max) | %s |\n\n", budget, meanMax(bounds))
}

func meanMax(xs []float64) string {
	if len(xs) == 0 {
		return "–"
	}
	sum, top := 0.0, math.Inf(-1)
	for _, x := range xs {
		sum += x
		top = max(top, x)
	}
	return fmt.Sprintf("%.3f, %.3f", sum/float64(len(xs)), top)
}

func medMax(xs []float64, format string) string {
	if len(xs) == 0 {
		return "–"
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	return fmt.Sprintf(format+", "+format, s[len(s)/2], s[len(s)-1])
}
