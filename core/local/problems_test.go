package local

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"searchlab/core/search"
)

// Test-local problems. They are small on purpose: a 3×3 sliding puzzle with
// Manhattan distance, and a one-dimensional landscape with a local minimum.

// puzzle is the 3×3 sliding puzzle; a state lists the tiles row by row, 0 is
// the blank. Actions name the direction the blank moves, tried in the order
// U, D, L, R.
type puzzle struct {
	start, goal [9]uint8
}

var puzzleGoal = [9]uint8{1, 2, 3, 4, 5, 6, 7, 8, 0}

func newPuzzle(tiles ...uint8) puzzle { return puzzle{start: [9]uint8(tiles), goal: puzzleGoal} }

func (p puzzle) Initial() [9]uint8 { return p.start }

func blank(s [9]uint8) int { return slices.Index(s[:], 0) }

func (p puzzle) Actions(s [9]uint8, buf []byte) []byte {
	buf = buf[:0]
	b := blank(s)
	if b >= 3 {
		buf = append(buf, 'U')
	}
	if b < 6 {
		buf = append(buf, 'D')
	}
	if b%3 > 0 {
		buf = append(buf, 'L')
	}
	if b%3 < 2 {
		buf = append(buf, 'R')
	}
	return buf
}

func (p puzzle) Result(s [9]uint8, a byte) [9]uint8 {
	b := blank(s)
	t := b
	switch a {
	case 'U':
		t -= 3
	case 'D':
		t += 3
	case 'L':
		t--
	case 'R':
		t++
	}
	s[b], s[t] = s[t], s[b]
	return s
}

func (p puzzle) IsGoal(s [9]uint8) bool                      { return s == p.goal }
func (p puzzle) Cost(_ [9]uint8, _ byte, _ [9]uint8) float64 { return 1 }

// H is the Manhattan distance of the tiles to their goal cells.
func (p puzzle) H(s [9]uint8) float64 {
	d := 0
	for i, t := range s {
		if t == 0 {
			continue
		}
		g := int(t) - 1
		d += abs(i/3-g/3) + abs(i%3-g%3)
	}
	return float64(d)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// randPuzzle adds the search.Randomizer capability to puzzle.
type randPuzzle struct{ puzzle }

func (p randPuzzle) RandomAction(s [9]uint8, r search.Rand) (byte, bool) {
	acts := p.Actions(s, nil)
	return acts[r.IntN(len(acts))], true
}

// line is a one-dimensional landscape: positions 0 … len(h)-1, actions −1
// and +1 (in that order), value h[x], goal at position goal (or none when
// goal < 0).
type line struct {
	h     []float64
	start int
	goal  int
}

// valley has a local minimum at 3 (value 1) and the goal at 9 (value 0),
// separated by a ridge.
var valley = []float64{4, 3, 2, 1, 2, 3, 4, 3, 2, 0, 5}

func (l line) Initial() int { return l.start }
func (l line) Actions(x int, buf []int) []int {
	buf = buf[:0]
	if x > 0 {
		buf = append(buf, -1)
	}
	if x < len(l.h)-1 {
		buf = append(buf, +1)
	}
	return buf
}
func (l line) Result(x, a int) int      { return x + a }
func (l line) IsGoal(x int) bool        { return x == l.goal }
func (l line) Cost(_, _, _ int) float64 { return 1 }
func (l line) H(x int) float64          { return l.h[x] }

// noHeuristic is a problem without search.Heuristic.
type noHeuristic struct{ line }

func (noHeuristic) H() {} // shadows line.H with a different signature

// replay checks that acts are applicable one by one from p's start and end
// in a goal, and that cost is their path cost.
func replay[S comparable, A comparable](t *testing.T, p search.Problem[S, A], acts []A, cost float64) {
	t.Helper()
	s := p.Initial()
	c := 0.0
	var buf []A
	for i, a := range acts {
		buf = p.Actions(s, buf)
		if !slices.Contains(buf, a) {
			t.Fatalf("move %d (%v) is not applicable in %v", i, a, s)
		}
		next := p.Result(s, a)
		c += p.Cost(s, a, next)
		s = next
	}
	if !p.IsGoal(s) {
		t.Fatalf("the %d moves %v end in %v, not a goal", len(acts), acts, s)
	}
	if c != cost {
		t.Fatalf("reported cost %v, replayed cost %v", cost, c)
	}
}

// drive steps s to the end, checking that Result reports Running meanwhile.
func drive[A any](t *testing.T, s search.Stepper[A]) search.Result[A] {
	t.Helper()
	for s.Step() {
		if st := s.Result().Status; st != search.Running {
			t.Fatalf("Step returned true but status is %v", st)
		}
	}
	r := s.Result()
	if r.Status == search.Running {
		t.Fatal("search ended with status running")
	}
	if r.Status != search.Found && r.Actions != nil {
		t.Fatalf("status %v with actions %v", r.Status, r.Actions)
	}
	return r
}

func seeded(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed)) }

// checkDeterminism runs mk twice per seed and demands identical results, and
// demands that not all seeds give the same result.
func checkDeterminism[A any](t *testing.T, mk func(r search.Rand) search.Stepper[A]) {
	t.Helper()
	var first search.Result[A]
	differ := false
	for seed := uint64(1); seed <= 8; seed++ {
		a := drive(t, mk(seeded(seed)))
		b := drive(t, mk(seeded(seed)))
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("seed %d: two runs differ:\n%+v\n%+v", seed, a, b)
		}
		if seed == 1 {
			first = a
		} else if !reflect.DeepEqual(a, first) {
			differ = true
		}
	}
	if !differ {
		t.Fatalf("8 seeds all gave the same result %+v", first)
	}
}

// Boards for the puzzle (optimal lengths from BFS, for reference only: local
// search does not promise them).
var (
	easyBoard   = newPuzzle(1, 2, 3, 4, 5, 6, 0, 7, 8) // 2 moves
	mediumBoard = newPuzzle(4, 1, 3, 7, 2, 6, 0, 5, 8) // 6 moves
	midBoard    = newPuzzle(8, 1, 3, 4, 0, 2, 7, 6, 5) // 14 moves
	hardBoard   = newPuzzle(8, 6, 7, 2, 5, 4, 3, 0, 1) // 31 moves (a hardest 8-puzzle)
	unsolvable  = newPuzzle(2, 1, 3, 4, 5, 6, 7, 8, 0) // odd permutation
)

func TestPuzzleFixture(t *testing.T) {
	// The fixture's own rules: the known solutions replay.
	replay[[9]uint8, byte](t, easyBoard, []byte("RR"), 2)
	if easyBoard.H(easyBoard.start) != 2 || easyBoard.H(puzzleGoal) != 0 {
		t.Fatal("Manhattan distance is wrong")
	}
}

// bfsLength is the optimal solution length of p by breadth-first search, or
// -1 when no goal is reachable: an oracle no local search can beat.
func bfsLength[S comparable, A any](p search.Problem[S, A]) int {
	start := p.Initial()
	dist := map[S]int{start: 0}
	queue := []S{start}
	var buf []A
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		if p.IsGoal(s) {
			return dist[s]
		}
		buf = p.Actions(s, buf)
		for _, a := range buf {
			if n := p.Result(s, a); !hasKey(dist, n) {
				dist[n] = dist[s] + 1
				queue = append(queue, n)
			}
		}
	}
	return -1
}

func hasKey[K comparable, V any](m map[K]V, k K) bool { _, ok := m[k]; return ok }

func TestBoardFixtures(t *testing.T) {
	for _, c := range []struct {
		name string
		p    puzzle
		want int
	}{{"easy", easyBoard, 2}, {"medium", mediumBoard, 6}, {"mid", midBoard, 14}, {"hard", hardBoard, 31}, {"unsolvable", unsolvable, -1}} {
		if got := bfsLength[[9]uint8, byte](c.p); got != c.want {
			t.Errorf("%s board: BFS length %d, fixture says %d", c.name, got, c.want)
		}
	}
	if got := bfsLength[int, int](line{h: valley, goal: 9}); got != 9 {
		t.Errorf("valley: BFS length %d, want 9", got)
	}
}

func TestPathCutsCycles(t *testing.T) {
	l := line{h: valley, goal: 9}
	p := newPath[int, int](0)
	// Walk 0→1→2→1→2→3→2→1→0→1: the cycles leave the path 0→1.
	x := 0
	for _, a := range []int{+1, +1, -1, +1, +1, -1, -1, -1, +1} {
		x = l.Result(x, a)
		p.push(a, x)
	}
	if !slices.Equal(p.actions, []int{+1}) || !slices.Equal(p.states, []int{0, 1}) {
		t.Fatalf("path after cycles: states %v actions %v, want [0 1] [1]", p.states, p.actions)
	}
	if len(p.index) != 2 || p.index[0] != 0 || p.index[1] != 1 {
		t.Fatalf("index out of step with the path: %v", p.index)
	}
	if p.peak != 3 {
		t.Fatalf("peak length %d, want 3", p.peak)
	}
	// Back to the start: the empty path.
	p.push(-1, 0)
	if p.len() != 0 {
		t.Fatalf("a walk back to the start leaves %d actions", p.len())
	}
}

// optimum is bfsLength for the puzzle fixtures, computed once per board.
func optimum(p search.Problem[[9]uint8, byte]) int {
	start := p.Initial()
	if n, ok := optimumCache[start]; ok {
		return n
	}
	n := bfsLength(p)
	optimumCache[start] = n
	return n
}

var optimumCache = map[[9]uint8]int{}
