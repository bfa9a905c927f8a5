package bloxorz

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"searchlab/core/search"

	"searchlab/core/words"
)

// Generator limits and defaults.
const (
	GenMaxWidth       = 15
	GenMaxHeight      = 10
	GenMinSide        = 4
	DefaultGenAttempt = 300
	// DefaultGenNodes bounds the reachable states explored per attempt.
	DefaultGenNodes = 200_000
)

// GenerateParams configure Generate.
type GenerateParams struct {
	// MinLength and MaxLength bound the optimal solution length (control
	// swaps free) of the generated level: 1 ≤ MinLength ≤ MaxLength.
	MinLength, MaxLength int
	// Width and Height of the grid, GenMinSide..15 and GenMinSide..10 (0:
	// 15 and 10).
	Width, Height int
	// Features the level must contain, each one reachable from the start
	// (a fragile tile some position covers, a switch some position fires,
	// a split some position makes).
	Features Features
	// Attempts is the number of candidate levels tried (0: 300).
	Attempts int
	// MaxNodes bounds the states explored per attempt (0: 200 000).
	MaxNodes int
	// Name is the level's name (empty: "Generated").
	Name string
	// Essential asks for more than reachability: the optimal solution that
	// Check returns must use each requested feature (roll over a fragile
	// tile, fire a soft switch, stand on a hard switch, split the block).
	Essential bool
}

// difficulties are the generator's presets, easiest first.
var difficulties = []struct {
	name string
	gp   GenerateParams
}{
	{"easy", GenerateParams{MinLength: 5, MaxLength: 15}},
	{"medium", GenerateParams{MinLength: 15, MaxLength: 30, Features: FeatureSoft, Essential: true}},
	{"hard", GenerateParams{MinLength: 25, MaxLength: 45, Features: FeatureFragile | FeatureSoft | FeatureHard, Essential: true}},
	{"expert", GenerateParams{MinLength: 30, MaxLength: 55, Features: FeatureFragile | FeatureSoft | FeatureHard | FeatureSplit, Essential: true}},
}

// DifficultyNames lists the generator's presets, easiest first.
func DifficultyNames() []string {
	out := make([]string, len(difficulties))
	for i, d := range difficulties {
		out[i] = d.name
	}
	return out
}

// Difficulty returns the generator parameters of a preset: easy (optimum 5
// to 15 moves, plain floor), medium (15–30, a soft switch the solution
// needs), hard (25–45, fragile tiles, soft and hard switches, all used by
// the solution), expert (30–55, the same plus a split switch).
func Difficulty(name string) (GenerateParams, error) {
	for _, d := range difficulties {
		if d.name == name {
			return d.gp, nil
		}
	}
	return GenerateParams{}, fmt.Errorf("bloxorz: unknown difficulty %q (known: %s)", name, strings.Join(DifficultyNames(), ", "))
}

// ErrNoLevel is wrapped by Generate's error when no attempt produced a
// level meeting the request.
var ErrNoLevel = errors.New("bloxorz: no level generated")

func (gp *GenerateParams) fill() error {
	if gp.Width == 0 {
		gp.Width = GenMaxWidth
	}
	if gp.Height == 0 {
		gp.Height = GenMaxHeight
	}
	if gp.Attempts == 0 {
		gp.Attempts = DefaultGenAttempt
	}
	if gp.MaxNodes == 0 {
		gp.MaxNodes = DefaultGenNodes
	}
	if gp.Name == "" {
		gp.Name = "Generated"
	}
	switch {
	case gp.Width < GenMinSide || gp.Width > GenMaxWidth || gp.Height < GenMinSide || gp.Height > GenMaxHeight:
		return fmt.Errorf("bloxorz: generated grid %d×%d: width must be %d..%d and height %d..%d", gp.Width, gp.Height, GenMinSide, GenMaxWidth, GenMinSide, GenMaxHeight)
	case gp.MinLength < 1 || gp.MaxLength < gp.MinLength:
		return fmt.Errorf("bloxorz: target length [%d, %d]: want 1 ≤ min ≤ max", gp.MinLength, gp.MaxLength)
	case gp.MaxLength > 4*gp.Width*gp.Height:
		return fmt.Errorf("bloxorz: target length %d is beyond what a %d×%d grid can hold", gp.MaxLength, gp.Width, gp.Height)
	case gp.Attempts < 0 || gp.MaxNodes < 0:
		return errors.New("bloxorz: Attempts and MaxNodes must not be negative")
	case gp.Features >= 1<<len(featureNames):
		return fmt.Errorf("bloxorz: unknown features %d", gp.Features)
	}
	return nil
}

// Generate makes a new solvable level whose optimal solution length (swaps
// free) lies in [MinLength, MaxLength] and which contains the requested
// features, drawing every random choice from r (same seed, same level). It
// returns the level (validated, canonical: Parse(l.String()) gives it back)
// and its Check result.
//
// Each attempt:
//  1. carves floor along a random walk of the whole block from a random
//     start (rolls that stay in the grid, rarely undoing the last one), of
//     about 1–3 times MaxLength moves;
//  2. sprinkles the requested features along the walk: fragile tiles on
//     cells the walk only covered lying, a bridge gap later on the walk
//     with a soft switch (any cell) or hard switch (a cell the block stood
//     on) earlier on the walk toggling it, a split switch where the block
//     stood with targets further along;
//  3. explores every reachable state (breadth-first, goals expanded) to
//     learn the optimal distance at which the block can stand on each
//     floor cell, and puts the exit on a random cell whose distance falls
//     in the target range;
//  4. turns floor that no reachable position covers into void (this leaves
//     the reachable states and the optimum unchanged) and checks that
//     each feature is reachable;
//  5. verifies the level with Check (BFS, both costings) and, with
//     Essential, that the optimal solution uses every requested feature
//     (FeaturesUsed).
//
// It fails, wrapping ErrNoLevel, when Attempts attempts produce no level.
// Time per attempt: O(reachable states) for steps 3–5, at most MaxNodes
// states each.
func Generate(gp GenerateParams, r search.Rand) (*Level, CheckResult, error) {
	return GenerateContext(context.Background(), gp, r)
}

// GenerateContext is Generate stopping between attempts (each bounded by
// MaxNodes) when ctx is done, with an error wrapping ctx.Err().
func GenerateContext(ctx context.Context, gp GenerateParams, r search.Rand) (*Level, CheckResult, error) {
	return GenerateWatch(ctx, gp, r, nil)
}

// GenerateWatch is GenerateContext telling watch (when not nil), after
// every attempt that made no level, how many attempts were made and how
// many it makes at most: the generator's progress (an expert level can
// take hundreds of attempts). watch runs on the generator's goroutine
// between attempts, so it may block (a Web Worker yields to JavaScript
// there) and sees the same sequence of attempts for the same seed.
func GenerateWatch(ctx context.Context, gp GenerateParams, r search.Rand, watch func(tried, attempts int)) (*Level, CheckResult, error) {
	if err := gp.fill(); err != nil {
		return nil, CheckResult{}, err
	}
	if r == nil {
		return nil, CheckResult{}, errors.New("bloxorz: Generate needs a random source (search.Rand), got nil")
	}
	for a := 0; a < gp.Attempts; a++ {
		if err := ctx.Err(); err != nil {
			return nil, CheckResult{}, fmt.Errorf("bloxorz: level generation stopped after %s: %w", words.Count(int64(a), "attempt"), err)
		}
		l, res, ok := generateOnce(&gp, r)
		if ok {
			return l, res, nil
		}
		if watch != nil {
			watch(a+1, gp.Attempts)
		}
	}
	return nil, CheckResult{}, fmt.Errorf("%w: %s made no %d×%d level with an optimum in [%d, %d] and features %q",
		ErrNoLevel, words.Count(int64(gp.Attempts), "attempt"), gp.Width, gp.Height, gp.MinLength, gp.MaxLength, gp.Features.String())
}

// walkStep is one position of the carving walk.
type walkStep struct {
	s     State
	cells []int // cell indices the block covers
}

func generateOnce(gp *GenerateParams, r search.Rand) (*Level, CheckResult, bool) {
	w, h := gp.Width, gp.Height
	// 1. The walk, on an all-floor level of the same size.
	open, walk, ok := randomWalk(gp, r)
	if !ok {
		return nil, CheckResult{}, false
	}
	grid := make([]Cell, w*h)
	for _, st := range walk {
		for _, c := range st.cells {
			grid[c] = Floor
		}
	}
	start := open.idx(open.Start)
	l := &Level{Name: gp.Name, W: w, H: h, Grid: grid, Start: open.Start}
	// 2. Features along the walk.
	third := len(walk) / 3
	if gp.Features&FeatureSplit != 0 && !addSplit(l, walk, start, r) {
		return nil, CheckResult{}, false
	}
	for _, f := range []Features{FeatureHard, FeatureSoft} {
		if gp.Features&f != 0 && !addBridge(l, walk, start, third, f == FeatureHard, r) {
			return nil, CheckResult{}, false
		}
	}
	if gp.Features&FeatureFragile != 0 && !addFragile(l, walk, start, r) {
		return nil, CheckResult{}, false
	}
	// 3. Distances with a placeholder exit, then the exit; 4. prune what no
	// reachable position covers and check the features.
	if !placeExit(l, start, gp, r) || !prune(l, start, gp) {
		return nil, CheckResult{}, false
	}
	// 5. Verify.
	res, err := CheckBudget(l, int64(gp.MaxNodes))
	if err != nil || res.Verdict != Solvable || res.Free < gp.MinLength || res.Free > gp.MaxLength {
		return nil, CheckResult{}, false
	}
	if gp.Essential && FeaturesUsed(l, res.FreeKeys)&gp.Features != gp.Features {
		return nil, CheckResult{}, false
	}
	// Canonical form: what Parse gives back.
	pl, err := Parse(l.String())
	if err != nil {
		return nil, CheckResult{}, false
	}
	return pl, res, true
}

// randomWalk walks the block at random on an all-floor level of gp's size
// from a random start, MaxLength to 3·MaxLength moves, rarely turning back;
// it returns that level and the walk's positions with the cells each
// covers.
func randomWalk(gp *GenerateParams, r search.Rand) (*Level, []walkStep, bool) {
	w, h := gp.Width, gp.Height
	n := w * h
	open := &Level{W: w, H: h, Grid: make([]Cell, n), Start: Pos{r.IntN(w), r.IntN(h)}}
	for i := range open.Grid {
		open.Grid[i] = Floor
	}
	exitAt := 0
	if open.idx(open.Start) == 0 {
		exitAt = n - 1
	}
	open.Grid[exitAt] = Exit // placeholder: the exit is floor to a moving block
	if open.Validate() != nil {
		return nil, nil, false
	}
	walkLen := gp.MaxLength + r.IntN(2*gp.MaxLength+1)
	s := open.Initial()
	walk := []walkStep{{s, coverIdx(open, s)}}
	last := Dir(255)
	for len(walk) <= walkLen {
		var ds []Dir
		for d := U; d <= R; d++ {
			if _, ok := open.step(s, 0, d); ok && !(last != 255 && d == opposite(last) && r.IntN(8) != 0) {
				ds = append(ds, d)
			}
		}
		if len(ds) == 0 {
			break
		}
		d := ds[r.IntN(len(ds))]
		s, _ = open.step(s, 0, d)
		last = d
		walk = append(walk, walkStep{s, coverIdx(open, s)})
	}
	return open, walk, true
}

// placeExit puts the exit on a random floor cell (not the start) whose
// standing distance from the start, measured with a placeholder exit, is
// within [MinLength, MaxLength].
func placeExit(l *Level, start int, gp *GenerateParams, r search.Rand) bool {
	ph := -1
	for i, c := range l.Grid {
		if c == Floor && i != start {
			ph = i
			break
		}
	}
	if ph < 0 {
		return false
	}
	l.Grid[ph] = Exit
	if l.Validate() != nil {
		return false
	}
	sw, ok := sweep(l, true, gp.MaxNodes)
	if !ok {
		return false
	}
	l.Grid[ph] = Floor
	var cands []int
	for i, d := range sw.stand {
		if d >= int32(gp.MinLength) && d <= int32(gp.MaxLength) && l.Grid[i] == Floor && i != start {
			cands = append(cands, i)
		}
	}
	if len(cands) == 0 {
		return false
	}
	l.Grid[cands[r.IntN(len(cands))]] = Exit
	return l.Validate() == nil
}

// prune voids the floor no reachable position covers (keeping the start
// and split targets) and reports whether every asked feature is still
// reached and the level valid.
func prune(l *Level, start int, gp *GenerateParams) bool {
	sw, ok := sweep(l, false, gp.MaxNodes)
	if !ok {
		return false
	}
	keep := make([]bool, l.W*l.H)
	for _, sp := range l.Splits {
		keep[l.idx(sp.First)], keep[l.idx(sp.Second)] = true, true
	}
	for i, c := range l.Grid {
		if (c == Floor || c == Fragile) && !sw.covered[i] && !keep[i] && i != start {
			l.Grid[i] = Void
		}
	}
	return featuresReached(l, sw, gp.Features) && l.Validate() == nil
}

func opposite(d Dir) Dir { return [4]Dir{U: D, D: U, L: R, R: L}[d] }

// coverIdx returns the cell indices s covers.
func coverIdx(l *Level, s State) []int {
	ps := l.Cells(s)
	out := make([]int, len(ps))
	for i, p := range ps {
		out[i] = l.idx(p)
	}
	return out
}

// addSplit puts a split switch where the walk stood (not the start) with
// two targets on cells the walk covered later, non-adjacent.
func addSplit(l *Level, walk []walkStep, start int, r search.Rand) bool {
	var stands []int
	for k, st := range walk {
		if k > 0 && st.s.Pose == Standing && int(st.s.A) != start && k+2 < len(walk) {
			stands = append(stands, k)
		}
	}
	if len(stands) == 0 {
		return false
	}
	k := stands[r.IntN(len(stands))]
	at := int(walk[k].s.A)
	var later []int
	for _, st := range walk[k+1:] {
		for _, c := range st.cells {
			if c != at && c != start && l.Grid[c] == Floor {
				later = append(later, c)
			}
		}
	}
	if len(later) < 2 {
		return false
	}
	first := later[r.IntN(len(later))]
	var seconds []int
	for _, c := range later {
		if d := abs(c%l.W-first%l.W) + abs(c/l.W-first/l.W); d >= 2 {
			seconds = append(seconds, c)
		}
	}
	if len(seconds) == 0 {
		return false
	}
	second := seconds[r.IntN(len(seconds))]
	l.Grid[at] = SplitSwitch
	l.Splits = append(l.Splits, Split{At: l.pos(at), First: l.pos(first), Second: l.pos(second)})
	return true
}

// addBridge turns the cells of one later walk position into a bridge that
// is off, toggled by a switch on an earlier walk position (a standing one
// for a hard switch).
func addBridge(l *Level, walk []walkStep, start, third int, hard bool, r search.Rand) bool {
	if third < 1 {
		return false
	}
	var gaps []int
	for k := third; k < len(walk); k++ {
		if plain(l, walk[k].cells, start) {
			gaps = append(gaps, k)
		}
	}
	if len(gaps) == 0 {
		return false
	}
	j := gaps[r.IntN(len(gaps))]
	var sws []int
	for k := 1; k < j; k++ {
		st := walk[k]
		if hard && st.s.Pose != Standing {
			continue
		}
		for _, c := range st.cells {
			if c != start && l.Grid[c] == Floor && !contains(walk[j].cells, c) {
				sws = append(sws, c)
			}
		}
	}
	if len(sws) == 0 {
		return false
	}
	at := sws[r.IntN(len(sws))]
	kind := Soft
	if hard {
		kind = Hard
	}
	l.Grid[at] = kind
	sw := Switch{At: l.pos(at)}
	for _, c := range walk[j].cells {
		l.Grid[c] = BridgeOff
		sw.Actions = append(sw.Actions, Action{Cell: l.pos(c), Kind: Toggle})
	}
	l.Switches = append(l.Switches, sw)
	return true
}

// addFragile turns one to three cells the walk covered only while lying
// into fragile tiles (or any walk cell when there is none).
func addFragile(l *Level, walk []walkStep, start int, r search.Rand) bool {
	stood := make([]bool, len(l.Grid))
	for _, st := range walk {
		if st.s.Pose == Standing {
			stood[st.s.A] = true
		}
	}
	var cands, any []int
	seen := make([]bool, len(l.Grid))
	for _, st := range walk {
		for _, c := range st.cells {
			if seen[c] || c == start || l.Grid[c] != Floor {
				continue
			}
			seen[c] = true
			any = append(any, c)
			if !stood[c] {
				cands = append(cands, c)
			}
		}
	}
	if len(cands) == 0 {
		cands = any
	}
	if len(cands) == 0 {
		return false
	}
	for k := 1 + r.IntN(3); k > 0 && len(cands) > 0; k-- {
		i := r.IntN(len(cands))
		l.Grid[cands[i]] = Fragile
		cands = append(cands[:i], cands[i+1:]...)
	}
	return true
}

// plain reports whether every cell is plain floor other than the start.
func plain(l *Level, cells []int, start int) bool {
	for _, c := range cells {
		if c == start || l.Grid[c] != Floor {
			return false
		}
	}
	return true
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// sweepResult is what a full exploration of a level's reachable states
// found.
type sweepResult struct {
	stand   []int32 // per cell: fewest moves to stand a whole block there, −1 never
	covered []bool  // per cell: some reachable position covers it
	split   bool    // some reachable position is split
}

// sweep explores every state reachable from the start (swaps free), by
// breadth-first search; with expandGoals the exit counts as floor and the
// search goes on past it. It fails when more than maxNodes states are
// reachable.
func sweep(l *Level, expandGoals bool, maxNodes int) (sweepResult, bool) {
	n := l.W * l.H
	res := sweepResult{stand: make([]int32, n), covered: make([]bool, n)}
	for i := range res.stand {
		res.stand[i] = -1
	}
	p := NewProblem(l, SwapsFree)
	start := p.Initial()
	dist := map[State]int32{start: 0}
	queue := []State{start}
	var buf []Move
	for q := 0; q < len(queue); q++ {
		s := queue[q]
		d := dist[s]
		switch s.Pose {
		case Standing:
			if res.stand[s.A] < 0 {
				res.stand[s.A] = d
			}
			res.covered[s.A] = true
		case Cubes:
			res.split = true
			res.covered[s.A], res.covered[s.B] = true, true
		case LyingX:
			res.covered[s.A], res.covered[int(s.A)+1] = true, true
		case LyingY:
			res.covered[s.A], res.covered[int(s.A)+l.W] = true, true
		}
		if !expandGoals && p.IsGoal(s) {
			continue
		}
		buf = p.Actions(s, buf)
		for _, m := range buf {
			t := p.Result(s, m)
			if _, ok := dist[t]; !ok {
				if len(queue) >= maxNodes {
					return res, false
				}
				dist[t] = d + 1
				queue = append(queue, t)
			}
		}
	}
	return res, true
}
