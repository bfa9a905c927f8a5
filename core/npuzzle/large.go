package npuzzle

import (
	"bytes"
	"fmt"

	"searchlab/core/search"
)

// Cells is the state of LargePuzzle: one byte per cell in row-major order,
// cells beyond the board zero. 64 bytes, comparable, a map key without
// allocation.
type Cells [MaxCells]uint8

// LargePuzzle is the N-puzzle as a search problem for any board (it is
// meant for those of 17 to 64 cells, which Puzzle cannot pack). Same moves,
// order, costs and capabilities as Puzzle; the walking-distance heuristics
// are not available (their tables are for boards up to 4×4).
type LargePuzzle struct {
	rows, cols int
	n          int
	start      Cells
	goal       Cells
	startBoard Board
	goalBoard  Board
	kind       Heuristic
	ev         *evaluator
	target     [MaxCells][4]int8
	moves      [MaxCells][]Move
	movesBuf   [MaxCells * 4]Move
}

var (
	_ search.Problem[Cells, Move]              = (*LargePuzzle)(nil)
	_ search.Heuristic[Cells]                  = (*LargePuzzle)(nil)
	_ search.IncrementalHeuristic[Cells, Move] = (*LargePuzzle)(nil)
	_ search.Reversible[Cells, Move]           = (*LargePuzzle)(nil)
	_ search.Randomizer[Cells, Move]           = (*LargePuzzle)(nil)
	_ search.UnitCost                          = (*LargePuzzle)(nil)
)

// NewLarge returns the search problem of reaching goal from start with
// heuristic h, for boards of any size from 2×2 to 8×8. It does not check
// solvability (see Solvable).
func NewLarge(start, goal Board, h Heuristic) (*LargePuzzle, error) {
	return newLarge(start, goal, h, nil)
}

// NewLargeWithPDB returns the search problem of reaching db's goal from
// start with the pattern database db as the heuristic (PatternDB), for
// boards of up to PDBMaxCells cells (NewWithPDB packs those of at most 16).
func NewLargeWithPDB(start Board, db *PDB) (*LargePuzzle, error) {
	return newLarge(start, db.goal, PatternDB, db)
}

func newLarge(start, goal Board, h Heuristic, db *PDB) (*LargePuzzle, error) {
	if err := checkPair(start, goal); err != nil {
		return nil, err
	}
	ev, err := newEvaluator(goal, h, db)
	if err != nil {
		return nil, err
	}
	p := &LargePuzzle{rows: start.Rows(), cols: start.Cols(), n: start.Len(), startBoard: start, goalBoard: goal, kind: h, ev: ev}
	p.start, p.goal = Cells(start.cells), Cells(goal.cells)
	k := 0
	for b := 0; b < MaxCells; b++ {
		from := k
		for _, m := range Moves {
			p.target[b][m] = int8(moveTarget(b, m, p.rows, p.cols))
			if p.target[b][m] >= 0 {
				p.movesBuf[k] = m
				k++
			}
		}
		p.moves[b] = p.movesBuf[from:k:k]
	}
	return p, nil
}

// Board returns the board of a state.
func (p *LargePuzzle) Board(s Cells) Board {
	return Board{rows: uint8(p.rows), cols: uint8(p.cols), cells: s}
}

// Start returns the start board.
func (p *LargePuzzle) Start() Board { return p.startBoard }

// Goal returns the goal board.
func (p *LargePuzzle) Goal() Board { return p.goalBoard }

// Heuristic returns the heuristic H computes.
func (p *LargePuzzle) Heuristic() Heuristic { return p.kind }

// blank returns the cell of the blank (0 if there is none, which no valid
// state lacks).
func (p *LargePuzzle) blank(s *Cells) int {
	if i := bytes.IndexByte(s[:p.n], 0); i >= 0 {
		return i
	}
	return 0
}

// Initial returns the start state.
func (p *LargePuzzle) Initial() Cells { return p.start }

// Actions appends the legal blank moves in s to buf[:0], in the order U, L,
// R, D.
func (p *LargePuzzle) Actions(s Cells, buf []Move) []Move {
	return append(buf[:0], p.moves[p.blank(&s)]...)
}

// Result returns the state after blank move a; an illegal move (off the
// board, or not one of U, L, R, D) returns s.
func (p *LargePuzzle) Result(s Cells, a Move) Cells {
	b := p.blank(&s)
	if a > D {
		return s
	}
	t := int(p.target[b][a])
	if t < 0 {
		return s
	}
	s[b], s[t] = s[t], 0
	return s
}

// IsGoal reports whether s is the goal.
func (p *LargePuzzle) IsGoal(s Cells) bool { return s == p.goal }

// Cost returns 1: every move costs one.
func (p *LargePuzzle) Cost(Cells, Move, Cells) float64 { return 1 }

// UnitCost reports that every move costs 1 (search.UnitCost), so IDA*
// skips the Cost call per child.
func (p *LargePuzzle) UnitCost() bool { return true }

// H returns the chosen heuristic's estimate of the moves from s to the goal.
func (p *LargePuzzle) H(s Cells) float64 {
	c := [MaxCells]uint8(s)
	return float64(p.ev.eval(&c))
}

// ResultH returns Result(s, a) and its heuristic value given h = H(s),
// updated as in Puzzle.ResultH.
func (p *LargePuzzle) ResultH(s Cells, a Move, h float64) (Cells, float64) {
	b := p.blank(&s)
	if a > D {
		return s, h
	}
	t := int(p.target[b][a])
	if t < 0 {
		return s, h
	}
	tile := s[t]
	c := s
	c[b], c[t] = tile, 0
	e := p.ev
	switch p.kind {
	case Manhattan:
		return c, h + float64(int(e.md[tile][b])-int(e.md[tile][t]))
	case LinearConflict:
		return c, h + float64(int(e.md[tile][b])-int(e.md[tile][t])+e.lcMoveDelta((*[MaxCells]uint8)(&s), tile, t, b))
	case Misplaced:
		d := 0
		if tile != e.goal[t] {
			d--
		}
		if tile != e.goal[b] {
			d++
		}
		return c, h + float64(d)
	}
	return c, p.H(c)
}

// Goals returns the single goal state.
func (p *LargePuzzle) Goals() []Cells { return []Cells{p.goal} }

// Predecessors appends every (neighbour, inverse move) of s.
func (p *LargePuzzle) Predecessors(s Cells, buf []search.Edge[Cells, Move]) []search.Edge[Cells, Move] {
	buf = buf[:0]
	for _, m := range p.moves[p.blank(&s)] {
		buf = append(buf, search.Edge[Cells, Move]{From: p.Result(s, m), Action: m.Inverse()})
	}
	return buf
}

// RandomAction returns a uniformly random legal move in s.
func (p *LargePuzzle) RandomAction(s Cells, r search.Rand) (Move, bool) {
	ms := p.moves[p.blank(&s)]
	if len(ms) == 0 {
		return 0, false
	}
	return ms[r.IntN(len(ms))], true
}

// String describes the problem for logs.
func (p *LargePuzzle) String() string {
	return fmt.Sprintf("npuzzle %d×%d %v → %v (%v)", p.rows, p.cols, p.startBoard, p.goalBoard, p.kind)
}

// AllActions returns every move in a fixed order, U L R D (see
// Puzzle.AllActions).
func (p *LargePuzzle) AllActions() []Move { return []Move{U, L, R, D} }

// StateText writes state s as a board (the text of traces).
func (p *LargePuzzle) StateText(s Cells) string { return p.Board(s).String() }
