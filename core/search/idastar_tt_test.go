package search_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"searchlab/core/search"
)

// TestIDAStarTranspositionsRandomGraphs: on 600 random graphs with cycles
// (weighted and unit costs, inconsistent admissible heuristics), IDA* with
// the transposition table finds the optimal cost of the relaxation oracle,
// its path replays, and — because the table only prunes work another visit
// of the same iteration covers — it runs exactly the iterations of plain
// IDA* and generates and expands no more nodes. The same holds with a
// two-state table (the full-table policy) and under a depth limit (depths
// compared as well as costs).
func TestIDAStarTranspositionsRandomGraphs(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	solved, pruned := 0, 0
	for i := range 600 {
		g := newRandGraph(r, i%2 == 0)
		if g.steps[0] < 0 {
			continue
		}
		solved++
		o := search.Options[int]{Limits: search.Limits{MaxNodes: 1e6}}
		plain := search.Solve(search.NewIDAStar[int, int](search.AsIDAProblem[int, int](g), o, search.IDAStarParams{}))
		if plain.Status != search.Found || plain.Cost != g.dist[0] {
			t.Fatalf("graph %d: plain IDA* %v cost %v, optimum %v", i, plain.Status, plain.Cost, g.dist[0])
		}
		for _, v := range []struct {
			name     string
			params   search.IDAStarParams
			maxDepth int
		}{
			{"table", search.IDAStarParams{Transpositions: true}, 0},
			{"two-state table", search.IDAStarParams{Transpositions: true, TableSize: 2}, 0},
			{"table, depth limit", search.IDAStarParams{Transpositions: true}, g.n},
		} {
			o := o
			o.Limits.MaxDepth = v.maxDepth
			res := search.Solve(search.NewIDAStar[int, int](search.AsIDAProblem[int, int](g), o, v.params))
			if res.Status != search.Found {
				t.Fatalf("graph %d %s: %v", i, v.name, res.Status)
			}
			end, cost, err := replay[int, int](g, res.Actions)
			if err != nil || end != g.goal || cost != res.Cost || cost != g.dist[0] {
				t.Fatalf("graph %d %s: path %v ends at %d cost %v/%v, optimum %v (%v)", i, v.name, res.Actions, end, cost, res.Cost, g.dist[0], err)
			}
			if v.maxDepth > 0 {
				continue // the depth limit changes the plain search too
			}
			if res.Stats.Iterations != plain.Stats.Iterations {
				t.Fatalf("graph %d %s: %d iterations, plain IDA* %d", i, v.name, res.Stats.Iterations, plain.Stats.Iterations)
			}
			if res.Stats.Generated > plain.Stats.Generated || res.Stats.Expanded > plain.Stats.Expanded {
				t.Fatalf("graph %d %s: generated/expanded %d/%d, more than plain IDA*'s %d/%d", i, v.name,
					res.Stats.Generated, res.Stats.Expanded, plain.Stats.Generated, plain.Stats.Expanded)
			}
			if v.params.TableSize == 0 && res.Stats.Expanded < plain.Stats.Expanded {
				pruned++
			}
		}
	}
	if solved < 200 || pruned < 20 {
		t.Errorf("%d solvable graphs, %d where the table pruned anything: the generator no longer exercises the table", solved, pruned)
	}
}

// openGrid is a 9×9 room with a wall across the middle that leaves one gap
// at the far end from start and goal (24 moves, Manhattan distance 8): Manhattan distance underestimates badly and every
// cell is reached by very many equal-cost paths, the situation (like
// Bloxorz's short cycles) where plain IDA* repeats exponential work.
const openGrid = `
........S
.........
.........
.........
.########
.........
.........
.........
........G
`

// TestIDAStarTranspositionsGrid: on openGrid IDA* with the table finds the
// Dijkstra optimum within 2,000 expansions (it needs about 450: a few
// passes over the 73 cells per iteration), while plain IDA* exceeds a
// budget a hundred times larger (it needs about 495,000).
func TestIDAStarTranspositionsGrid(t *testing.T) {
	m := newMaze(openGrid)
	opt := mazeDijkstra(m)
	if opt != 24 {
		t.Fatalf("Dijkstra: %v, want 24", opt)
	}
	r := search.Solve(search.NewIDAStar[pos, byte](search.AsIDAProblem[pos, byte](m), search.Options[pos]{Limits: search.Limits{MaxNodes: 2_000}}, search.IDAStarParams{Transpositions: true}))
	if r.Status != search.Found || r.Cost != opt {
		t.Fatalf("IDA* with the table: %v cost %v after %d expansions, want found %v", r.Status, r.Cost, r.Stats.Expanded, opt)
	}
	if end, _, err := replay[pos, byte](m, r.Actions); err != nil || end != m.end {
		t.Fatalf("the path does not replay to the goal (%v)", err)
	}
	if r.Stats.MemoryBytes <= 0 {
		t.Errorf("memory not reported: %+v", r.Stats)
	}
	plain := search.Solve(search.NewIDAStar[pos, byte](search.AsIDAProblem[pos, byte](m), search.Options[pos]{Limits: search.Limits{MaxNodes: 200_000}}, search.IDAStarParams{}))
	if plain.Status != search.BudgetExceeded {
		t.Errorf("plain IDA*: %v after %d expansions; the grid no longer shows what the table is for", plain.Status, plain.Stats.Expanded)
	}
	t.Logf("table: %d expanded, %d generated, %d iterations, %d bytes", r.Stats.Expanded, r.Stats.Generated, r.Stats.Iterations, r.Stats.MemoryBytes)
}

// TestIDAStarTranspositionsKorf: on a 15-puzzle (no short cycles beyond the
// undone move, which plain IDA* already skips) the table leaves the
// iterations and the optimal length unchanged and prunes some
// transpositions, and the table's memory is reported.
func TestIDAStarTranspositionsKorf(t *testing.T) {
	c := korfCases[0]
	p, err := newPuzzle(4, 4, c.tiles, korfGoal)
	if err != nil {
		t.Fatal(err)
	}
	plain := search.Solve(search.NewIDAStar[tiles, uint8](p, search.Options[tiles]{}, search.IDAStarParams{}))
	r := search.Solve(search.NewIDAStar[tiles, uint8](p, search.Options[tiles]{}, search.IDAStarParams{Transpositions: true}))
	korfCheck(t, p, c.id, "table", plain, c.opt, c.h, c.nodes)
	if r.Status != search.Found || len(r.Actions) != c.opt || r.Stats.Iterations != plain.Stats.Iterations {
		t.Fatalf("table: %v, %d moves, %d iterations", r.Status, len(r.Actions), r.Stats.Iterations)
	}
	if end, _, err := replay[tiles, uint8](p, r.Actions); err != nil || !p.IsGoal(end) {
		t.Fatalf("table: the solution does not replay (%v)", err)
	}
	if r.Stats.Generated >= plain.Stats.Generated {
		t.Errorf("table: generated %d, plain %d: nothing pruned", r.Stats.Generated, plain.Stats.Generated)
	}
	if r.Stats.MemoryBytes <= plain.Stats.MemoryBytes {
		t.Errorf("table memory not reported: %d bytes, plain %d", r.Stats.MemoryBytes, plain.Stats.MemoryBytes)
	}
}

// TestStepNEqualsStep: for every search implementing search.BatchStepper,
// StepN(k) has exactly the effect of k calls of Step: two copies run in
// lockstep give equal results after every batch, and both end together.
func TestStepNEqualsStep(t *testing.T) {
	batched := 0
	for _, c := range []struct {
		start  string
		budget int64
	}{
		{"8 6 7 2 5 4 3 0 1", 777}, // the antipode: every search but greedy runs out of budget
		{"5 2 3 7 4 6 8 1 0", 0},   // 16 moves: the searches end by finding it
	} {
		p, err := newPuzzle(3, 3, c.start, "1 2 3 4 5 6 7 8 0")
		if err != nil {
			t.Fatal(err)
		}
		for _, al := range algos[tiles, uint8]() {
			for _, k := range []int{1, 3, 64} {
				o := search.Options[tiles]{Limits: search.Limits{MaxNodes: c.budget}}
				a, b := al.make(p, o), al.make(p, o)
				bs, ok := a.(search.BatchStepper)
				if !ok {
					continue
				}
				batched++
				for rounds := 0; ; rounds++ {
					moreA := bs.StepN(k)
					moreB := true
					for i := 0; i < k && moreB; i++ {
						before := incumbent(b)
						moreB = b.Step()
						if incumbent(b) != before {
							break // an anytime search's batch ends at an improvement
						}
					}
					ra, rb := a.Result(), b.Result()
					if moreA != moreB || !reflect.DeepEqual(ra, rb) {
						t.Fatalf("%s k=%d round %d: StepN %v %+v, Step×k %v %+v", al.name, k, rounds, moreA, ra, moreB, rb)
					}
					if !moreA {
						if ra.Status == search.Running {
							t.Fatalf("%s: ended Running", al.name)
						}
						break
					}
				}
				if bs.StepN(k) {
					t.Errorf("%s: StepN after the end returned true", al.name)
				}
			}
		}
	}
	if batched == 0 {
		t.Fatal("no search implements BatchStepper")
	}
}

// incumbent is an anytime search's incumbent (zero for the others).
func incumbent(s any) search.Incumbent {
	if a, ok := s.(search.Anytime); ok {
		inc, _ := a.Incumbent()
		return inc
	}
	return search.Incumbent{}
}

// line is the integers, actions −1 and +1, start 0, goal n, no heuristic:
// IDA* goes n deep with two actions per frame, more action slots than
// IDA*'s initial buffer holds, and a frame's actions start exactly at the
// buffer's end (slot 256).
type line struct{ n int }

func (l line) Initial() int { return 0 }
func (l line) Actions(s int, buf []int) []int {
	return append(buf[:0], -1, 1)
}
func (l line) Result(s, a int) int         { return s + a }
func (l line) IsGoal(s int) bool           { return s == l.n }
func (l line) Cost(s, a, next int) float64 { return 1 }

// TestIDAStarDeep: a 300-move solution (600 action slots on the stack)
// through the inlined path, the observed path and the table.
func TestIDAStarDeep(t *testing.T) {
	p := line{300}
	for name, mk := range map[string]func() search.Stepper[int]{
		"plain": func() search.Stepper[int] {
			return search.NewIDAStar[int, int](search.AsIDAProblem[int, int](p), search.Options[int]{}, search.IDAStarParams{})
		},
		"observed": func() search.Stepper[int] {
			return search.NewIDAStar[int, int](search.AsIDAProblem[int, int](p), search.Options[int]{Observer: func(search.Event[int]) {}}, search.IDAStarParams{})
		},
		"table": func() search.Stepper[int] {
			return search.NewIDAStar[int, int](search.AsIDAProblem[int, int](p), search.Options[int]{}, search.IDAStarParams{Transpositions: true})
		},
	} {
		r := search.Solve(mk())
		if r.Status != search.Found || len(r.Actions) != 300 || r.Stats.Iterations != 301 {
			t.Fatalf("%s: %v, %d moves, %d iterations", name, r.Status, len(r.Actions), r.Stats.Iterations)
		}
		if end, _, err := replay[int, int](p, r.Actions); err != nil || end != 300 {
			t.Fatalf("%s: the path does not replay (%v)", name, err)
		}
	}
}
