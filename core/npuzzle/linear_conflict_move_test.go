package npuzzle

import (
	"fmt"
	"math/bits"
	"testing"
)

// lcReference is the linear-conflict heuristic of c for goal, computed
// from its definition with nothing shared with the package's code: for
// each row (column), the goal columns (rows) of the tiles whose goal row
// (column) it is, left to right (top to bottom); 2 × (their number − their
// longest increasing subsequence, by the quadratic dynamic programme);
// it returns Manhattan distance and that conflict term.
func lcReference(goal Board, c [MaxCells]uint8) (md, lc int) {
	rows, cols := goal.Rows(), goal.Cols()
	var gr, gc [MaxCells]int
	for i := 0; i < rows*cols; i++ {
		gr[goal.cells[i]], gc[goal.cells[i]] = i/cols, i%cols
	}
	lisDP := func(s []int) int {
		best := 0
		end := make([]int, len(s))
		for i := range s {
			end[i] = 1
			for j := 0; j < i; j++ {
				if s[j] < s[i] && end[j]+1 > end[i] {
					end[i] = end[j] + 1
				}
			}
			best = max(best, end[i])
		}
		return best
	}
	for i := 0; i < rows*cols; i++ {
		if t := c[i]; t != 0 {
			md += absInt(i/cols-gr[t]) + absInt(i%cols-gc[t])
		}
	}
	for r := 0; r < rows; r++ {
		var s []int
		for col := 0; col < cols; col++ {
			if t := c[r*cols+col]; t != 0 && gr[t] == r {
				s = append(s, gc[t])
			}
		}
		lc += 2 * (len(s) - lisDP(s))
	}
	for col := 0; col < cols; col++ {
		var s []int
		for r := 0; r < rows; r++ {
			if t := c[r*cols+col]; t != 0 && gc[t] == col {
				s = append(s, gr[t])
			}
		}
		lc += 2 * (len(s) - lisDP(s))
	}
	return md, lc
}

// TestLCMoveDelta: on boards from 3×3 to 8×8 (square and not, with the
// blank last, first or anywhere in the goal), LargePuzzle's linear
// conflict, full (H) and updated move by move (ResultH, lcMoveDelta) along
// random walks from random boards, equals the definition's value at every
// step.
func TestLCMoveDelta(t *testing.T) {
	r := seeded(33)
	for _, size := range [][2]int{{3, 3}, {4, 4}, {5, 5}, {6, 6}, {7, 7}, {8, 8}, {3, 8}, {8, 3}, {5, 7}, {7, 6}} {
		rows, cols := size[0], size[1]
		mixed, err := RandomSolvable(Goal(rows, cols), r)
		if err != nil {
			t.Fatal(err)
		}
		for gi, goal := range []Board{Goal(rows, cols), BlankFirstGoal(rows, cols), mixed} {
			start, err := RandomSolvable(goal, r)
			if err != nil {
				t.Fatal(err)
			}
			name := fmt.Sprintf("%d×%d goal %d", rows, cols, gi)
			p, err := NewLarge(start, goal, LinearConflict)
			if err != nil {
				t.Fatal(err)
			}
			s := p.Initial()
			h := p.H(s)
			md, lc := lcReference(goal, s)
			if want := md + lc; int(h) != want {
				t.Fatalf("%s: H(start) = %v, the definition gives %d", name, h, want)
			}
			var buf []Move
			changed := 0
			for step := 0; step < 3000; step++ {
				buf = p.Actions(s, buf)
				a := buf[r.IntN(len(buf))]
				next, nh := p.ResultH(s, a, h)
				nmd, nlc := lcReference(goal, next)
				if want := nmd + nlc; int(nh) != want || p.H(next) != nh {
					t.Fatalf("%s, step %d: ResultH gives %v, H %v, the definition %d, after %v from\n%v",
						name, step, nh, p.H(next), want, a, p.Board(s))
				}
				if nlc != lc {
					changed++
				}
				lc = nlc
				s, h = next, nh
			}
			if changed == 0 {
				t.Errorf("%s: no move changed the conflict term: the walk tests nothing", name)
			}
		}
	}
}

// TestLISInsert: the bit-set patience sorting gives the longest increasing
// subsequence of every sequence of distinct values below 8 (all 109,600
// non-empty ones), as lis does.
func TestLISInsert(t *testing.T) {
	var seq [8]uint8
	count := 0
	var rec func(k int, used uint32)
	rec = func(k int, used uint32) {
		if k > 0 {
			var tails uint32
			for _, v := range seq[:k] {
				tails = lisInsert(tails, v)
			}
			if got, want := bits.OnesCount32(tails), lis(seq[:k]); got != want {
				t.Fatalf("%v: %d, lis gives %d", seq[:k], got, want)
			}
			count++
		}
		for v := uint8(0); v < 8; v++ {
			if used&(1<<v) == 0 {
				seq[k] = v
				rec(k+1, used|1<<v)
			}
		}
	}
	rec(0, 0)
	if count != 109600 {
		t.Errorf("%d sequences, want 109600", count)
	}
}

// BenchmarkLargeResultH measures LargePuzzle.ResultH (one move with the
// incremental update) on 8×8 states 50 to 561 random moves from the goal
// (where a beam search spends its time: most tiles in their goal lines),
// Manhattan (the reference: what the move costs without the conflict
// term) and linear conflict.
func BenchmarkLargeResultH(b *testing.B) {
	goal := Goal(8, 8)
	r := seeded(8)
	var states [1024]Cells
	var moves [1024]Move
	for i := range states {
		bd, _ := RandomWalk(goal, 50+i/2, r)
		states[i] = Cells(bd.cells)
		ms := bd.LegalMoves()
		moves[i] = ms[r.IntN(len(ms))]
	}
	for _, h := range []Heuristic{Manhattan, LinearConflict} {
		p, _ := NewLarge(goal, goal, h)
		var hs [1024]float64
		for i, s := range states {
			hs[i] = p.H(s)
		}
		b.Run("8x8/"+h.String(), func(b *testing.B) {
			sum := 0.0
			for i := 0; b.Loop(); i++ {
				j := i & 1023
				_, hh := p.ResultH(states[j], moves[j], hs[j])
				sum += hh
			}
			sink = sum
		})
	}
}
