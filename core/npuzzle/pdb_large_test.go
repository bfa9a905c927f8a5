package npuzzle

import (
	"testing"
)

// korf24 are ten of Korf & Felner's 50 random 24-puzzle instances (Korf &
// Felner, "Disjoint pattern database heuristics", Artificial Intelligence
// 134 (2002) 9–22, Table 3; goal blank first) with their published optimal
// lengths.
var korf24 = []struct {
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

// checkLargePDB checks a 5×5 database for the blank-first goal: h(goal) is
// 0, h never exceeds the breadth-first distance of a state within depth
// bfsDepth of the goal, nor the published optimum of the Korf & Felner
// instances; and it returns the mean h over those instances.
func checkLargePDB(t *testing.T, db *PDB, bfsDepth int) float64 {
	t.Helper()
	goal := db.Goal()
	if !db.Reflects() {
		t.Errorf("%v: the blank-first 5×5 goal allows the diagonal reflection", db)
	}
	if h := db.H(goal); h != 0 {
		t.Fatalf("h(goal) = %d", h)
	}
	// Breadth-first layers from the goal: every state's h is at most its
	// distance.
	seen := map[Board]bool{goal: true}
	layer := []Board{goal}
	for d := 1; d <= bfsDepth; d++ {
		var next []Board
		for _, b := range layer {
			for _, m := range b.LegalMoves() {
				c, _ := b.Move(m)
				if seen[c] {
					continue
				}
				seen[c] = true
				if h := db.H(c); h > d {
					t.Fatalf("%v: h = %d above its distance %d", c, h, d)
				}
				next = append(next, c)
			}
		}
		layer = next
	}
	sum := 0
	for _, k := range korf24 {
		b, err := Parse(k.board)
		if err != nil {
			t.Fatal(err)
		}
		if err := Solvable(b, goal); err != nil {
			t.Fatalf("%v: %v", b, err)
		}
		h := db.H(b)
		if h > k.optimal || (k.optimal-h)%2 != 0 {
			t.Errorf("%v: h = %d, optimum %d (h must not exceed it and has its parity)", b, h, k.optimal)
		}
		sum += h
	}
	return float64(sum) / float64(len(korf24))
}

// TestLargePDB: a database of 4-tile patterns on the 24-puzzle (six
// tables of 303,600 entries) built for the blank-first goal is admissible
// near the goal and on the Korf & Felner instances, and drives the large
// problem: NewLargeWithPDB's H is the database's value, and ResultH agrees
// with H along a random walk.
func TestLargePDB(t *testing.T) {
	goal := BlankFirstGoal(5, 5)
	db := testPDB(t, goal, "444444")
	if db.Entries() != 6*303600 || db.Bytes() != 6*303600/2 {
		t.Errorf("%v: want six tables of 303,600 entries at 4 bits", db)
	}
	mean := checkLargePDB(t, db, 10)
	t.Logf("4-4-4-4-4-4: mean h %.2f on the Korf & Felner instances", mean)
	b, _ := Parse(korf24[0].board)
	p, err := NewLargeWithPDB(b, db)
	if err != nil {
		t.Fatal(err)
	}
	if p.H(p.Initial()) != float64(db.H(b)) || p.Heuristic() != PatternDB {
		t.Fatalf("H %v, database %d", p.H(p.Initial()), db.H(b))
	}
	s, h := p.Initial(), p.H(p.Initial())
	r := seeded(5)
	for range 500 {
		m, _ := p.RandomAction(s, r)
		s, h = p.ResultH(s, m, h)
		if h != p.H(s) || h != float64(db.H(p.Board(s))) {
			t.Fatalf("ResultH %v, H %v, database %d", h, p.H(s), db.H(p.Board(s)))
		}
	}
	if _, err := NewLargeWithPDB(Goal(4, 4), db); err == nil {
		t.Error("a 4×4 board with a 5×5 database was accepted")
	}
}

// TestLargePDBDefault: the 5×5 default, 5-5-5-5-4 (12.9 MB at 4 bits),
// is admissible near the goal and on the Korf & Felner instances, and its
// mean estimate there beats linear conflict's and the 4-tile patterns'.
func TestLargePDBDefault(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the 24-puzzle's 5-5-5-5-4 databases")
	}
	goal := BlankFirstGoal(5, 5)
	db := testPDB(t, goal, "")
	if db.Partition().Name != "55554" || db.Bytes() != 12_903_000 {
		t.Fatalf("%v: want 5-5-5-5-4 in 12,903,000 bytes", db)
	}
	mean := checkLargePDB(t, db, 8)
	small := checkLargePDB(t, testPDB(t, goal, "444444"), 0)
	lc := 0.0
	for _, k := range korf24 {
		b, _ := Parse(k.board)
		p, _ := NewLarge(b, goal, LinearConflict)
		lc += p.H(p.Initial()) / float64(len(korf24))
	}
	t.Logf("mean h on the Korf & Felner instances: 5-5-5-5-4 %.2f, 4-4-4-4-4-4 %.2f, linear conflict %.2f", mean, small, lc)
	if mean <= lc || mean <= small {
		t.Errorf("5-5-5-5-4's mean h %.2f does not beat linear conflict (%.2f) and 4-tile patterns (%.2f)", mean, lc, small)
	}
}
