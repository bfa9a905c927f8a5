package npuzzle

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestHeuristicsAdmissibleConsistent compares every heuristic with the
// exact BFS distance of every state of 3×3 and 2×4 (and 4×2), for both goal
// conventions: h(goal) = 0, h(s) ≤ d(s), and |h(s) − h(t)| ≤ 1 for every
// move s → t (all heuristics here claim consistency). It also checks that
// ResultH agrees with Result and H on every move, and that the large-board
// adapter computes the same values.
func TestHeuristicsAdmissibleConsistent(t *testing.T) {
	for _, goal := range smallGoals([][2]int{{3, 3}, {2, 4}, {4, 2}}) {
		sp := spaceOf(t, goal)
		for h := Heuristic(0); h < numHeuristics; h++ {
			p, err := New(goal, goal, h)
			if err != nil {
				t.Fatal(err)
			}
			lp, err := NewLarge(goal, goal, h)
			if err != nil {
				t.Fatal(err)
			}
			if p.H(p.Initial()) != 0 {
				t.Errorf("%v %v: h(goal) = %v", goal, h, p.H(p.Initial()))
			}
			var buf []Move
			sumH, sumD := 0.0, 0
			for _, b := range sp.boards {
				s := p.Pack(b)
				d := sp.dist[key(b)]
				hs := p.H(s)
				sumH += hs
				sumD += d
				if hs > float64(d) {
					t.Fatalf("%v %v: h(%v) = %v > distance %d", goal, h, b, hs, d)
				}
				if lh := lp.H(Cells(b.cells)); lh != hs {
					t.Fatalf("%v %v: LargePuzzle H(%v) = %v, Puzzle H = %v", goal, h, b, lh, hs)
				}
				if h == Manhattan {
					preds := p.Predecessors(s, nil)
					if len(preds) != len(b.LegalMoves()) {
						t.Fatalf("%v: %d predecessors, %d neighbours", b, len(preds), len(b.LegalMoves()))
					}
					for _, e := range preds {
						if p.Result(e.From, e.Action) != s {
							t.Fatalf("%v: predecessor %v with %v does not lead back", b, p.Board(e.From), e.Action)
						}
					}
				}
				for _, m := range p.Actions(s, buf) {
					c := p.Result(s, m)
					hc := p.H(c)
					if hc-hs > 1 || hs-hc > 1 {
						t.Fatalf("%v %v: inconsistent on %v --%v--> %v: %v then %v", goal, h, b, m, p.Board(c), hs, hc)
					}
					c2, hc2 := p.ResultH(s, m, hs)
					if c2 != c || hc2 != hc {
						t.Fatalf("%v %v: ResultH(%v, %v) = %v,%v want %v,%v", goal, h, b, m, p.Board(c2), hc2, p.Board(c), hc)
					}
					lc, lhc := lp.ResultH(Cells(b.cells), m, hs)
					if p.Pack(lp.Board(lc)) != c || lhc != hc {
						t.Fatalf("%v %v: LargePuzzle ResultH(%v, %v) differs", goal, h, b, m)
					}
				}
			}
			t.Logf("%v %-16v mean h %.2f, mean distance %.2f", goal, h, sumH/float64(len(sp.boards)), float64(sumD)/float64(len(sp.boards)))
		}
	}
}

// TestHeuristicKnownValues pins values computed by hand, including the
// start heuristics of Korf's instance 1 from the reference data (h_md 41,
// h_lc 43).
func TestHeuristicKnownValues(t *testing.T) {
	korf1 := mustParse(t, "14 13 15 7/11 12 9 5/6 0 2 1/4 8 10 3")
	for _, tc := range []struct {
		board, goal string
		h           Heuristic
		want        float64
	}{
		{"1 2 3/4 5 6/7 8 0", "", Manhattan, 0},
		{"2 1 3/4 5 6/7 8 0", "", Manhattan, 2},
		{"2 1 3/4 5 6/7 8 0", "", LinearConflict, 4},
		{"2 1 3/4 5 6/7 8 0", "", Misplaced, 2},
		{"3 2 1/4 5 6/7 8 0", "", LinearConflict, 4 + 4}, // MD 4, LIS of 3 2 1 is 1
		{"8 6 7/2 5 4/3 0 1", "", Manhattan, 21},
		{korf1.String(), "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15", Manhattan, 41},
		{korf1.String(), "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15", LinearConflict, 43},
	} {
		s, g, err := ParsePair(tc.board, tc.goal)
		if err != nil {
			t.Fatal(err)
		}
		p, err := New(s, g, tc.h)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.H(p.Initial()); got != tc.want {
			t.Errorf("%v of %v = %v, want %v", tc.h, tc.board, got, tc.want)
		}
	}
}

// TestHeuristicOrderingOn15 checks on random 15-puzzle boards that the
// stronger heuristics dominate where they should: LC ≥ MD ≥ misplaced,
// WDLC ≥ max(WD, LC), and all have the parity of the true distance where
// they change by exactly one per move (MD, LC).
func TestHeuristicOrderingOn15(t *testing.T) {
	goal := BlankFirstGoal(4, 4)
	ps := make([]*Puzzle, PatternDB) // every heuristic the order compares (not pdb, whose 4×4 database takes seconds to build)
	for h := range ps {
		ps[h], _ = New(goal, goal, Heuristic(h))
	}
	r := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		b, _ := RandomSolvable(goal, r)
		s := ps[0].Pack(b)
		var v [PatternDB]float64
		for h, p := range ps {
			v[h] = p.H(s)
		}
		if v[LinearConflict] < v[Manhattan] || v[Manhattan] < v[Misplaced] || v[WDLC] != max(v[WalkingDistance], v[LinearConflict]) {
			t.Fatalf("%v: heuristic values %v out of order", b, v)
		}
		if int(v[Manhattan]-v[LinearConflict])%2 != 0 {
			t.Fatalf("%v: MD %v and LC %v differ in parity", b, v[Manhattan], v[LinearConflict])
		}
	}
}

func TestParseHeuristic(t *testing.T) {
	for i, n := range HeuristicNames() {
		h, err := ParseHeuristic(n)
		if err != nil || h != Heuristic(i) || h.String() != n {
			t.Errorf("ParseHeuristic(%q) = %v, %v", n, h, err)
		}
	}
	if h, err := ParseHeuristic(""); err != nil || h != Manhattan {
		t.Errorf("default heuristic: %v %v", h, err)
	}
	if h, err := ParseHeuristic("Linear-Conflict"); err != nil || h != LinearConflict {
		t.Errorf("hyphenated name: %v %v", h, err)
	}
	// One name everywhere: String writes the hyphenated name the API and
	// the UI use; the older underscore spelling still reads.
	if LinearConflict.String() != "linear-conflict" || WDLC.String() != "wd-lc" {
		t.Errorf("names %q, %q: want linear-conflict, wd-lc", LinearConflict, WDLC)
	}
	if h, err := ParseHeuristic("walking_distance"); err != nil || h != WalkingDistance {
		t.Errorf("underscore spelling: %v %v", h, err)
	}
	if err := WalkingDistance.Supports(5, 5); err == nil || !strings.Contains(err.Error(), "walking-distance heuristic") || !strings.Contains(err.Error(), "use linear-conflict") {
		t.Errorf("WD on 5×5 names the heuristics otherwise: %v", err)
	}
	if _, err := ParseHeuristic("euclid"); err == nil || !strings.Contains(err.Error(), "manhattan") {
		t.Errorf("unknown heuristic: %v", err)
	}
	if err := WalkingDistance.Supports(5, 5); err == nil || !strings.Contains(err.Error(), "4×4") {
		t.Errorf("WD on 5×5: %v", err)
	}
	if err := WalkingDistance.Supports(4, 3); err != nil {
		t.Errorf("WD on 4×3: %v", err)
	}
	if _, err := NewLarge(Goal(5, 5), Goal(5, 5), WDLC); err == nil {
		t.Error("NewLarge accepted walking distance on 5×5")
	}
}

// TestLinearConflictTables checks the tabulated conflict terms against the
// direct LIS computation on random boards of every tabulated shape.
func TestLinearConflictTables(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for rows := MinSide; rows <= lcTableMaxLen; rows++ {
		for cols := MinSide; cols <= lcTableMaxLen; cols++ {
			for _, goal := range []Board{Goal(rows, cols), BlankFirstGoal(rows, cols)} {
				e, err := newEvaluator(goal, LinearConflict, nil)
				if err != nil || !e.lcTabbed {
					t.Fatalf("%d×%d: no tables (%v)", rows, cols, err)
				}
				direct := *e
				direct.lcTabbed = false
				for range 300 {
					b, _ := RandomSolvable(goal, r)
					c := b.cells
					if got, want := e.linearConflict(&c), direct.linearConflict(&c); got != want {
						t.Fatalf("%v (goal %v): table %d, direct %d", b, goal, got, want)
					}
				}
			}
		}
	}
}
