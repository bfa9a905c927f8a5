package npuzzle

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"searchlab/core/search"
)

func TestPuzzleAdapter(t *testing.T) {
	goal := Goal(3, 3)
	start := mustParse(t, "1 2 3/4 0 6/7 5 8")
	p, err := New(start, goal, Manhattan)
	if err != nil {
		t.Fatal(err)
	}
	s := p.Initial()
	if p.Board(s) != start || p.Start() != start || p.Goal() != goal || p.Heuristic() != Manhattan {
		t.Fatalf("Initial/Start/Goal disagree: %v", p.Board(s))
	}
	acts := p.Actions(s, nil)
	if !slices.Equal(acts, []Move{U, L, R, D}) {
		t.Errorf("Actions at the centre = %v, want [U L R D] (Korf's order)", acts)
	}
	if got := p.Board(p.Result(s, U)).String(); got != "1 0 3/4 2 6/7 5 8" {
		t.Errorf("Result U = %v", got)
	}
	if got := p.Board(p.Result(p.Result(s, D), R)); got != goal || !p.IsGoal(p.Pack(goal)) {
		t.Errorf("D then R = %v, want the goal", got)
	}
	if p.Cost(s, U, p.Result(s, U)) != 1 {
		t.Error("cost is not 1")
	}
	if gs := p.Goals(); len(gs) != 1 || p.Board(gs[0]) != goal {
		t.Errorf("Goals = %v", gs)
	}
	// Predecessors: every (p, a) has Result(p, a) == s.
	preds := p.Predecessors(s, nil)
	if len(preds) != 4 {
		t.Fatalf("%d predecessors at the centre, want 4", len(preds))
	}
	for _, e := range preds {
		if p.Result(e.From, e.Action) != s {
			t.Errorf("predecessor %v with %v does not lead back", p.Board(e.From), e.Action)
		}
	}
	// An illegal move leaves the state alone and does not panic.
	corner := p.Pack(goal)
	if p.Result(corner, D) != corner {
		t.Error("illegal Result changed the state")
	}
	if c, h := p.ResultH(corner, R, 5); c != corner || h != 5 {
		t.Error("illegal ResultH changed the state")
	}
	if p.Result(corner, Move(200)) != corner || p.Result(s, Move(4)) != s {
		t.Error("an out-of-range move value changed the state")
	}
	if c, h := p.ResultH(s, Move(7), 3); c != s || h != 3 {
		t.Error("an out-of-range move value changed the state in ResultH")
	}
	// RandomAction is legal, seeded and covers every legal move.
	r := rand.New(rand.NewPCG(1, 2))
	seen := map[Move]int{}
	for range 400 {
		m, ok := p.RandomAction(corner, r)
		if !ok || !goal.CanMove(m) {
			t.Fatalf("RandomAction gave %v, %v at the corner", m, ok)
		}
		seen[m]++
	}
	if len(seen) != 2 || seen[U] < 150 || seen[L] < 150 {
		t.Errorf("RandomAction at the corner: %v", seen)
	}
}

func TestPuzzleConstructorErrors(t *testing.T) {
	for _, tc := range []struct {
		start, goal Board
		h           Heuristic
		want        string
	}{
		{Goal(3, 3), Goal(4, 4), Manhattan, "same size"},
		{Board{}, Goal(3, 3), Manhattan, "start board is not a valid board"},
		{Goal(3, 3), Board{}, Manhattan, "goal board is not a valid board"},
		{Goal(5, 5), Goal(5, 5), Manhattan, "use NewLarge"},
		{Goal(3, 3), Goal(3, 3), Heuristic(99), "unknown heuristic"},
	} {
		_, err := New(tc.start, tc.goal, tc.h)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("New(%v, %v, %v) = %v, want error saying %q", tc.start, tc.goal, tc.h, err, tc.want)
		}
	}
	if _, err := NewLarge(Goal(3, 3), Goal(2, 2), Manhattan); err == nil {
		t.Error("NewLarge accepted different sizes")
	}
}

// TestPackedBlankEverywhere checks the packed blank search for the blank in
// every cell of the 2×2 … 4×4 boards, including cell 15 of the 15-puzzle.
func TestPackedBlankEverywhere(t *testing.T) {
	for _, goal := range []Board{Goal(2, 2), Goal(4, 4), BlankFirstGoal(4, 4), Goal(3, 5), Goal(2, 8), Goal(8, 2)} {
		p, err := New(goal, goal, Manhattan)
		if err != nil {
			t.Fatal(err)
		}
		b := goal
		for i := 0; i < goal.Len(); i++ {
			tiles := b.Tiles()
			j := slices.Index(tiles, 0)
			tiles[i], tiles[j] = 0, tiles[i]
			nb, _ := NewBoard(goal.Rows(), goal.Cols(), tiles)
			if blankOf(p.Pack(nb)) != i {
				t.Fatalf("%v: blankOf = %d, want %d", nb, blankOf(p.Pack(nb)), i)
			}
			if p.Board(p.Pack(nb)) != nb {
				t.Fatalf("pack/unpack of %v", nb)
			}
			if !slices.Equal(p.Actions(p.Pack(nb), nil), nb.LegalMoves()) {
				t.Fatalf("%v: Actions %v, LegalMoves %v", nb, p.Actions(p.Pack(nb), nil), nb.LegalMoves())
			}
		}
	}
}

// TestAdaptersAgreeOnWalks plays long random walks on every adapter and
// board shape and compares each step with Board.Move, H with a fresh
// computation and ResultH with Result + H.
func TestAdaptersAgreeOnWalks(t *testing.T) {
	for _, goal := range []Board{Goal(4, 4), BlankFirstGoal(4, 4), Goal(3, 5), Goal(2, 8), Goal(5, 5), BlankFirstGoal(8, 8), Goal(3, 7), Goal(8, 3)} {
		for h := Heuristic(0); h < numHeuristics; h++ {
			if h.Supports(goal.Rows(), goal.Cols()) != nil || (h == PatternDB && !Packable(goal)) {
				continue // the large boards' databases: TestLargePDBWalks
			}
			if h == PatternDB && testing.Short() {
				continue // building these boards' databases takes seconds each
			}
			r := rand.New(rand.NewPCG(uint64(h), 9))
			lp, err := NewLarge(goal, goal, h)
			if err != nil {
				t.Fatal(err)
			}
			var sp *Puzzle
			if Packable(goal) {
				if sp, err = New(goal, goal, h); err != nil {
					t.Fatal(err)
				}
			}
			b := goal
			ls := lp.Initial()
			lh := lp.H(ls)
			for step := range 3000 {
				m, ok := lp.RandomAction(ls, r)
				if !ok {
					t.Fatal("no random action")
				}
				nb, ok := b.Move(m)
				if !ok {
					t.Fatalf("RandomAction gave illegal %v on %v", m, b)
				}
				var nh float64
				ls, nh = lp.ResultH(ls, m, lh)
				if lp.Board(ls) != nb {
					t.Fatalf("%v step %d: LargePuzzle %v, Board.Move %v", h, step, lp.Board(ls), nb)
				}
				if want := lp.H(ls); nh != want || (h != PatternDB && (nh-lh > 1 || lh-nh > 1)) {
					t.Fatalf("%v step %d on %v: ResultH h %v, H %v, previous %v", h, step, nb, nh, want, lh)
				}
				if sp != nil {
					if sp.Board(sp.Pack(nb)) != nb || sp.H(sp.Pack(nb)) != nh {
						t.Fatalf("%v: Puzzle and LargePuzzle disagree on %v", h, nb)
					}
				}
				b, lh = nb, nh
			}
		}
	}
}

// Interface checks that the search package's optional capabilities are
// found by type assertion on the values the API layer will pass around.
func TestCapabilities(t *testing.T) {
	p, _ := New(Goal(3, 3), Goal(3, 3), Manhattan)
	var sp search.Problem[uint64, Move] = p
	if _, ok := sp.(search.Reversible[uint64, Move]); !ok {
		t.Error("Puzzle is not Reversible")
	}
	lp, _ := NewLarge(Goal(5, 5), Goal(5, 5), LinearConflict)
	var lpp search.Problem[Cells, Move] = lp
	if _, ok := lpp.(search.IncrementalHeuristic[Cells, Move]); !ok {
		t.Error("LargePuzzle is not IncrementalHeuristic")
	}
	if !strings.Contains(lp.String(), "5×5") {
		t.Errorf("LargePuzzle.String = %q", lp.String())
	}
}
