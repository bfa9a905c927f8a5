package search_test

import (
	"math/rand/v2"
	"testing"

	"searchlab/core/search"
)

// retargetPuzzle is the test sliding puzzle made Retargetable: Between
// poses the puzzle from one state to another with Manhattan distance
// towards the latter.
type retargetPuzzle struct{ *puzzle }

func (p retargetPuzzle) Between(from, to tiles) search.Problem[tiles, uint8] {
	q := &puzzle{rows: p.rows, cols: p.cols, start: from, goal: to, unit: true}
	n := p.rows * p.cols
	for t := 1; t < n; t++ {
		g := findTile(to, n, t)
		for c := 0; c < n; c++ {
			q.md[t][c] = int8(absInt(c/p.cols-g/p.cols) + absInt(c%p.cols-g%p.cols))
		}
	}
	return q
}

// randomWalk returns n random moves of the blank from s (seeded), and the
// state they reach.
func randomWalk(p *puzzle, s tiles, n int, r *rand.Rand) ([]uint8, tiles) {
	var acts []uint8
	var buf []uint8
	for range n {
		buf = p.Actions(s, buf)
		a := buf[r.IntN(len(buf))]
		acts = append(acts, a)
		s = p.Result(s, a)
	}
	return acts, s
}

// replayTiles replays acts from p's start and returns the state reached.
func replayTiles(p *puzzle, acts []uint8) (tiles, bool) {
	s := p.start
	var buf []uint8
	for _, a := range acts {
		buf = p.Actions(s, buf)
		legal := false
		for _, b := range buf {
			legal = legal || a == b
		}
		if !legal {
			return s, false
		}
		s = p.Result(s, a)
	}
	return s, true
}

// TestShortenerRandomWalks: random walks of 40–120 moves on the 8-puzzle
// (full of loops and detours) are shortened into paths that still replay
// through the rules from the start to the walk's end, never longer than
// the walk, with the parity every sliding-puzzle path between two states
// shares, and never shorter than A*'s optimum between them. With windows
// as long as the path the last window is the whole path, so the result is
// optimal; so it is when the tail window (the one that ends on the goal)
// may grow that long; with short windows it is at least no longer. Seeded:
// the same seed gives the same path.
func TestShortenerRandomWalks(t *testing.T) {
	base, err := newPuzzle(3, 3, "1 2 3 4 5 6 7 8 0", "1 2 3 4 5 6 7 8 0")
	if err != nil {
		t.Fatal(err)
	}
	base.unit = true
	r := rand.New(rand.NewPCG(33, 4))
	shorter := 0
	for trial := range 30 {
		walk, end := randomWalk(base, base.start, 40+trial*3, r)
		p := retargetPuzzle{base}
		q := p.Between(base.start, end).(*puzzle)
		opt := search.Solve(search.NewAStar[tiles, uint8](q, search.Options[tiles]{}))
		if opt.Status != search.Found {
			t.Fatalf("A*: %v", opt.Status)
		}
		for _, params := range []search.ShortenParams{{MinWindow: 4, MaxWindow: 10}, {MaxWindow: 1000}, {MinWindow: 4, MaxWindow: 6, TailWindow: 1000}} {
			sh := search.NewShortener[tiles, uint8](p, base.start, walk, search.Options[tiles]{}, params)
			if sh.Err() != nil {
				t.Fatal(sh.Err())
			}
			res := search.Solve[uint8](sh)
			got, ok := replayTiles(q, res.Actions)
			switch {
			case res.Status != search.Found || !ok || got != end:
				t.Fatalf("trial %d %+v: %v, replays %v to %v, want %v", trial, params, res.Status, ok, got, end)
			case len(res.Actions) > len(walk) || res.Cost != float64(len(res.Actions)):
				t.Fatalf("trial %d %+v: %d moves (cost %v) from a walk of %d", trial, params, len(res.Actions), res.Cost, len(walk))
			case (len(walk)-len(res.Actions))%2 != 0 || len(res.Actions) < len(opt.Actions):
				t.Fatalf("trial %d %+v: %d moves, walk %d, optimum %d", trial, params, len(res.Actions), len(walk), len(opt.Actions))
			case (params.MaxWindow == 1000 || params.TailWindow == 1000) && len(res.Actions) != len(opt.Actions):
				t.Errorf("trial %d %+v: whole-path window gave %d moves, optimum %d", trial, params, len(res.Actions), len(opt.Actions))
			}
			if len(res.Actions) < len(walk) {
				shorter++
			}
			again := search.Solve[uint8](search.NewShortener[tiles, uint8](p, base.start, walk, search.Options[tiles]{}, params))
			if len(again.Actions) != len(res.Actions) || again.Stats.Expanded != res.Stats.Expanded {
				t.Fatalf("trial %d: not repeatable: %d moves, %d nodes then %d, %d", trial, len(res.Actions), res.Stats.Expanded,
					len(again.Actions), again.Stats.Expanded)
			}
		}
	}
	if shorter == 0 {
		t.Error("no walk was shortened")
	}
}

// TestShortenerBudget: a node budget ends the shortening with a path that
// still replays and is no longer; a problem that is not Retargetable is an
// error.
func TestShortenerBudget(t *testing.T) {
	base, _ := newPuzzle(3, 3, "1 2 3 4 5 6 7 8 0", "1 2 3 4 5 6 7 8 0")
	base.unit = true
	walk, end := randomWalk(base, base.start, 200, rand.New(rand.NewPCG(5, 5)))
	sh := search.NewShortener[tiles, uint8](retargetPuzzle{base}, base.start, walk,
		search.Options[tiles]{Limits: search.Limits{MaxNodes: 50}}, search.ShortenParams{})
	res := search.Solve[uint8](sh)
	if got, ok := replayTiles(base, res.Actions); !ok || got != end || len(res.Actions) > len(walk) {
		t.Fatalf("%v: %d moves replay %v to %v, want %v", res.Status, len(res.Actions), ok, got, end)
	}
	if res.Budget != search.NodeBudget || res.Stats.Expanded < 50 {
		t.Errorf("budget %v after %d expansions, want the node budget", res.Budget, res.Stats.Expanded)
	}
	if sh := search.NewShortener[tiles, uint8](base, base.start, walk, search.Options[tiles]{}, search.ShortenParams{}); sh.Err() == nil {
		t.Error("a problem without Between was accepted")
	}
}

// TestIDAStarCeiling: IDA* with a ceiling below the optimal cost ends in a
// cutoff; at the optimum it finds the optimal path, as without one.
func TestIDAStarCeiling(t *testing.T) {
	p, _ := newPuzzle(3, 3, "8 6 7 2 5 4 3 0 1", "1 2 3 4 5 6 7 8 0") // 31 moves (the 8-puzzle's hardest)
	for _, c := range []struct {
		ceiling float64
		status  search.Status
	}{{29, search.Cutoff}, {30.5, search.Cutoff}, {31, search.Found}, {0, search.Found}} {
		r := search.Solve(search.NewIDAStar(search.AsIDAProblem[tiles, uint8](p), search.Options[tiles]{}, search.IDAStarParams{Ceiling: c.ceiling}))
		if r.Status != c.status || (r.Status == search.Found && len(r.Actions) != 31) {
			t.Errorf("ceiling %v: %v with %d moves, want %v", c.ceiling, r.Status, len(r.Actions), c.status)
		}
	}
}
