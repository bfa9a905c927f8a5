package npuzzle

import (
	"fmt"
	"strings"

	"searchlab/core/internal/clip"
)

// Heuristic names one of the admissible estimates of the number of moves to
// the goal. Every one is admissible, and all but PatternDB are consistent
// (|h(s) − h(t)| ≤ 1 for every move s → t, h(goal) = 0); the tests check
// both exhaustively against breadth-first distances on all states of the
// 3×3 and 2×4 boards.
type Heuristic uint8

const (
	// Manhattan: the sum over tiles of the row and column distance to the
	// tile's goal cell (AIMA 4e §3.6.1, h2). Each move moves one tile one
	// cell, so it changes h by exactly ±1: admissible and consistent.
	Manhattan Heuristic = iota
	// Misplaced: the number of tiles not on their goal cell (AIMA 4e §3.6.1,
	// h1). A move changes it by at most 1: admissible and consistent.
	Misplaced
	// LinearConflict: Manhattan plus, for every row (column), 2 × (the
	// number of tiles whose goal row (column) is that line − the length of
	// the longest increasing subsequence of their goal columns (rows) in
	// their current order). Hansson, Mayer & Yung, "Criticizing solutions to
	// relaxed models yields powerful admissible heuristics", Information
	// Sciences 63 (1992) 207–227; this LIS form is the admissible one (the
	// tiles outside the LIS must each leave the line and come back, two
	// moves beyond Manhattan). Consistent: a move changes Manhattan by ±1
	// and the conflict term only of the line the tile enters or leaves, by 0
	// or 2 in the direction that cancels, so h changes by exactly ±1.
	LinearConflict
	// WalkingDistance: Takahashi's walking distance (invented by Ken'ichiro
	// Takahashi, "takaken", in a Japanese note on writing a 15-puzzle
	// solver; English translation: http://juropollo.xe0.ru/
	// stp_wd_translation_en.htm): the exact distance in two relaxed puzzles, one that only
	// sees which goal row each tile belongs to and in which row it is (moves
	// are vertical swaps of the blank with any tile of an adjacent row), and
	// the same for columns, added. A real vertical move is one move of the
	// first relaxation and leaves the second unchanged (and vice versa), so
	// the sum is admissible and changes by at most 1 per move: consistent.
	// Its tables are built per problem by breadth-first search (24,964 row
	// patterns for 4×4, a few milliseconds). Boards up to 4×4 only.
	WalkingDistance
	// WDLC is max(WalkingDistance, LinearConflict): the maximum of
	// admissible, consistent heuristics is admissible and consistent.
	// Boards up to 4×4 only.
	WDLC
	// PatternDB is an additive disjoint pattern database (see PDB): the sum over
	// a partition of the goal's tiles of each pattern's exact cost, with
	// the diagonal reflection's maximum where the goal allows it.
	// Admissible but not consistent. Boards up to 25 cells (PDBMaxCells).
	// New and NewLarge build the default partition's database (cached per
	// process, see CachedPDB); NewWithPDB and NewLargeWithPDB take a given
	// one.
	PatternDB
	numHeuristics
)

var heuristicNames = [numHeuristics]string{"manhattan", "misplaced", "linear-conflict", "walking-distance", "wd-lc", "pdb"}

// String returns the heuristic's name: the one the API, the CLI and the UI
// use (hyphenated, as "linear-conflict").
func (h Heuristic) String() string {
	if h < numHeuristics {
		return heuristicNames[h]
	}
	return fmt.Sprintf("heuristic(%d)", uint8(h))
}

// HeuristicNames lists the names of every heuristic, default first.
func HeuristicNames() []string { return append([]string(nil), heuristicNames[:]...) }

// ParseHeuristic reads a heuristic's name; "" means Manhattan, the
// default. Underscores are read as hyphens (linear_conflict, the spelling
// of older links and scripts).
func ParseHeuristic(name string) (Heuristic, error) {
	n := strings.ReplaceAll(strings.ToLower(strings.TrimSpace(name)), "_", "-")
	if n == "" {
		return Manhattan, nil
	}
	for i, hn := range heuristicNames {
		if hn == n {
			return Heuristic(i), nil
		}
	}
	return 0, fmt.Errorf("unknown heuristic %q: choose one of %s", clip.Text(name), strings.Join(heuristicNames[:], ", "))
}

// Supports reports, as an error naming the limit, whether h can be used on
// a rows×cols board: the walking-distance tables exist for boards up to 4×4.
func (h Heuristic) Supports(rows, cols int) error {
	if h >= numHeuristics {
		return fmt.Errorf("unknown heuristic %d", uint8(h))
	}
	if (h == WalkingDistance || h == WDLC) && (rows > wdMaxSide || cols > wdMaxSide) {
		return fmt.Errorf("the %s heuristic works on boards up to %d×%d, and this board is %d×%d: use linear-conflict or manhattan",
			h, wdMaxSide, wdMaxSide, rows, cols)
	}
	if h == PatternDB && rows*cols > PDBMaxCells {
		return fmt.Errorf("the %s heuristic works on boards of at most %d cells, and this board is %d×%d: use linear-conflict or manhattan",
			h, PDBMaxCells, rows, cols)
	}
	return nil
}

// evaluator computes a heuristic for one goal. It is built once per problem
// and read-only afterwards.
type evaluator struct {
	kind         Heuristic
	rows, cols   int
	n            int
	goal         [MaxCells]uint8           // goal[i] = tile at cell i of the goal
	goalRow      [MaxCells]uint8           // by tile
	goalCol      [MaxCells]uint8           // by tile
	rowOf, colOf [MaxCells]uint8           // by cell
	md           [MaxCells][MaxCells]uint8 // md[tile][cell]; 0 for the blank
	wd           *walkingDistance
	// lcTabbed: the linear-conflict tables lcRow and lcCol exist.
	lcTabbed     bool
	lcRow, lcCol lcTable
	// wdlc is the fused max(WD, LC) evaluation for packed states (WDLC
	// on boards up to 4×4).
	wdlc *wdlcPacked
	// pdb is the pattern database (PatternDB).
	pdb *PDB
}

// newEvaluator returns the evaluator of heuristic kind for goal; db is the
// pattern database for PatternDB (nil: the default partition's, see CachedPDB).
func newEvaluator(goal Board, kind Heuristic, db *PDB) (*evaluator, error) {
	if err := kind.Supports(goal.Rows(), goal.Cols()); err != nil {
		return nil, err
	}
	e := &evaluator{kind: kind, rows: goal.Rows(), cols: goal.Cols(), n: goal.Len(), goal: goal.cells}
	for i := 0; i < e.n; i++ {
		t := goal.cells[i]
		e.goalRow[t], e.goalCol[t] = uint8(i/e.cols), uint8(i%e.cols)
		e.rowOf[i], e.colOf[i] = uint8(i/e.cols), uint8(i%e.cols)
	}
	for t := 1; t < e.n; t++ {
		for i := 0; i < e.n; i++ {
			e.md[t][i] = uint8(absInt(i/e.cols-int(e.goalRow[t])) + absInt(i%e.cols-int(e.goalCol[t])))
		}
	}
	if kind == WalkingDistance || kind == WDLC {
		e.wd = newWalkingDistance(e)
	}
	if kind == LinearConflict || kind == WDLC {
		e.lcTabbed = e.newLCTables()
	}
	if kind == WDLC {
		e.wdlc = newWDLCPacked(e)
	}
	if kind == PatternDB {
		if db == nil {
			var err error
			if db, err = CachedPDB(goal, "", nil); err != nil {
				return nil, err
			}
		}
		if db.goal != goal {
			return nil, fmt.Errorf("the pattern database was built for the goal %v, not %v", db.goal, goal)
		}
		e.pdb = db
	}
	return e, nil
}

// eval returns the heuristic value of the cells.
func (e *evaluator) eval(c *[MaxCells]uint8) int {
	switch e.kind {
	case Manhattan:
		return e.manhattan(c)
	case Misplaced:
		return e.misplaced(c)
	case LinearConflict:
		return e.manhattan(c) + e.linearConflict(c)
	case WalkingDistance:
		return e.wd.eval(c)
	case PatternDB:
		return e.pdb.evalCells(c)
	default: // WDLC
		return max(e.wd.eval(c), e.manhattan(c)+e.linearConflict(c))
	}
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
