package npuzzle

import (
	"fmt"
	"math/bits"
	"slices"

	"searchlab/core/search"
)

// PackedCells is the largest board Puzzle packs into a uint64.
const PackedCells = 16

// Packable reports whether b fits Puzzle's packed state (at most 16 cells);
// larger boards use LargePuzzle.
func Packable(b Board) bool { return b.Len() <= PackedCells }

// Puzzle is the N-puzzle as a search problem for boards of at most 16 cells.
// A state is a uint64 holding 4 bits per cell in row-major order (cell i in
// bits 4i…4i+3, unused cells 0), so states are map keys without allocation
// and a move is a few shifts. Actions are blank moves in the order U, L, R,
// D; every move costs 1.
//
// Besides search.Problem it implements search.Heuristic (the chosen
// heuristic), search.IncrementalHeuristic (an O(1) update for Manhattan; the
// other heuristics are recomputed), search.Reversible (one goal; the
// predecessors of s are its neighbours, reached by the inverse move) and
// search.Randomizer. A Puzzle is read-only after New, so one value may serve
// concurrent searches.
type Puzzle struct {
	rows, cols int
	n          int
	start      uint64
	goal       uint64
	startBoard Board
	goalBoard  Board
	kind       Heuristic
	ev         *evaluator
	// target[b][m] is the cell the blank moves to from cell b with move m,
	// or -1 when m leaves the board.
	target [PackedCells][4]int8
	// moves[b] lists the legal moves with the blank at cell b, in U L R D
	// order (slices of movesBuf).
	moves    [PackedCells][]Move
	movesBuf [PackedCells * 4]Move
}

var (
	_ search.Problem[uint64, Move]              = (*Puzzle)(nil)
	_ search.Heuristic[uint64]                  = (*Puzzle)(nil)
	_ search.IncrementalHeuristic[uint64, Move] = (*Puzzle)(nil)
	_ search.Reversible[uint64, Move]           = (*Puzzle)(nil)
	_ search.Randomizer[uint64, Move]           = (*Puzzle)(nil)
	_ search.UnitCost                           = (*Puzzle)(nil)
)

// New returns the search problem of reaching goal from start with heuristic
// h. The boards must be valid, of the same size and at most 16 cells (see
// Packable and NewLarge), and h must support the size. New does not check
// solvability (see Solvable).
func New(start, goal Board, h Heuristic) (*Puzzle, error) {
	return newPuzzle(start, goal, h, nil)
}

// NewWithPDB returns the search problem of reaching db's goal from start
// with the pattern database db as the heuristic (PatternDB).
func NewWithPDB(start Board, db *PDB) (*Puzzle, error) {
	return newPuzzle(start, db.goal, PatternDB, db)
}

func newPuzzle(start, goal Board, h Heuristic, db *PDB) (*Puzzle, error) {
	if err := checkPair(start, goal); err != nil {
		return nil, err
	}
	if !Packable(start) {
		return nil, fmt.Errorf("the board is %d×%d (%d cells); Puzzle packs at most %d cells: use NewLarge",
			start.Rows(), start.Cols(), start.Len(), PackedCells)
	}
	ev, err := newEvaluator(goal, h, db)
	if err != nil {
		return nil, err
	}
	p := &Puzzle{rows: start.Rows(), cols: start.Cols(), n: start.Len(), startBoard: start, goalBoard: goal, kind: h, ev: ev}
	p.start, p.goal = p.Pack(start), p.Pack(goal)
	k := 0
	for b := 0; b < PackedCells; b++ {
		from := k
		for _, m := range Moves {
			p.target[b][m] = int8(moveTarget(b, m, p.rows, p.cols))
			if p.target[b][m] >= 0 && b < p.n {
				p.movesBuf[k] = m
				k++
			}
		}
		p.moves[b] = p.movesBuf[from:k:k]
	}
	return p, nil
}

// checkPair checks that start and goal are valid boards of one size.
func checkPair(start, goal Board) error {
	if !start.Valid() {
		return fmt.Errorf("the start board is not a valid board")
	}
	if !goal.Valid() {
		return fmt.Errorf("the goal board is not a valid board")
	}
	if !start.SameSize(goal) {
		return fmt.Errorf("the board is %d×%d but the goal is %d×%d: they must have the same size",
			start.Rows(), start.Cols(), goal.Rows(), goal.Cols())
	}
	return nil
}

// moveTarget returns the cell the blank reaches from cell b with m on a
// rows×cols board, or -1.
func moveTarget(b int, m Move, rows, cols int) int {
	if b >= rows*cols {
		return -1
	}
	dr, dc := m.delta()
	r, c := b/cols+dr, b%cols+dc
	if r < 0 || r >= rows || c < 0 || c >= cols {
		return -1
	}
	return r*cols + c
}

// Pack returns the packed state of b (which must have the puzzle's size).
func (p *Puzzle) Pack(b Board) uint64 {
	var s uint64
	for i := 0; i < b.Len() && i < PackedCells; i++ {
		s |= uint64(b.cells[i]&15) << (4 * i)
	}
	return s
}

// Board returns the board of a packed state.
func (p *Puzzle) Board(s uint64) Board {
	b := Board{rows: uint8(p.rows), cols: uint8(p.cols)}
	for i := 0; i < p.n; i++ {
		b.cells[i] = uint8(s>>(4*i)) & 15
	}
	return b
}

// StateText writes state s as a board (the text of traces).
func (p *Puzzle) StateText(s uint64) string { return p.Board(s).String() }

// AppendStateText appends StateText's text of s to dst, without a string
// of its own (the trace recorder writes it straight into its batch).
// It reads the packed tiles directly (at most 15: one or two digits), not
// through a Board, since a traced search writes every state it names: each
// tile writes its two bytes from tileText and moves on by its length, with
// no branch on the number of digits, which no predictor can guess.
func (p *Puzzle) AppendStateText(dst []byte, s uint64) []byte {
	k := len(dst)
	dst = slices.Grow(dst, 3*p.n)[:k+3*p.n] // a separator and two digits per tile
	for i, c := 0, 0; i < p.n; i, c = i+1, c+1 {
		if c == p.cols {
			dst[k], k, c = '/', k+1, 0
		} else if i > 0 {
			dst[k], k = ' ', k+1
		}
		t := &tileText[s>>(4*i)&15]
		dst[k], dst[k+1] = t[0], t[1]
		k += int(t[2])
	}
	return dst[:k]
}

// tileText is each packed tile's text: its one or two digits and their
// number.
var tileText = func() (t [16][3]byte) {
	for i := range t {
		if i < 10 {
			t[i] = [3]byte{'0' + byte(i), 0, 1}
		} else {
			t[i] = [3]byte{'1', '0' + byte(i-10), 2}
		}
	}
	return t
}()

// Start returns the start board; Goal the goal board; Heuristic the
// heuristic in use.
func (p *Puzzle) Start() Board { return p.startBoard }

// Goal returns the goal board.
func (p *Puzzle) Goal() Board { return p.goalBoard }

// Heuristic returns the heuristic H computes.
func (p *Puzzle) Heuristic() Heuristic { return p.kind }

// blankOf returns the cell of the blank: the lowest zero nibble. The
// classic "has zero byte" trick flags the lowest zero nibble exactly (false
// flags only appear above a true zero), and cells beyond the board, also
// zero, lie above the blank.
func blankOf(s uint64) int {
	z := (s - 0x1111111111111111) &^ s & 0x8888888888888888
	return (bits.TrailingZeros64(z) >> 2) & 15 // & 15: no panic on a state without a blank
}

// Initial returns the packed start board.
func (p *Puzzle) Initial() uint64 { return p.start }

// Actions appends the legal blank moves in s to buf[:0], in the order U, L,
// R, D.
func (p *Puzzle) Actions(s uint64, buf []Move) []Move {
	return append(buf[:0], p.moves[blankOf(s)]...)
}

// Result returns the state after blank move a; an illegal move (off the
// board, or not one of U, L, R, D) returns s.
func (p *Puzzle) Result(s uint64, a Move) uint64 {
	b := blankOf(s)
	if a > D {
		return s
	}
	t := int(p.target[b][a])
	if t < 0 {
		return s
	}
	tile := (s >> (4 * uint(t))) & 15
	return (s | tile<<(4*uint(b))) &^ (15 << (4 * uint(t)))
}

// IsGoal reports whether s is the goal.
func (p *Puzzle) IsGoal(s uint64) bool { return s == p.goal }

// Cost returns 1: every move costs one.
func (p *Puzzle) Cost(uint64, Move, uint64) float64 { return 1 }

// UnitCost reports that every move costs 1 (search.UnitCost), so IDA*
// skips the Cost call per child.
func (p *Puzzle) UnitCost() bool { return true }

// H returns the chosen heuristic's estimate of the moves from s to the goal.
func (p *Puzzle) H(s uint64) float64 {
	switch p.kind {
	case Manhattan:
		h := 0
		for i := 0; i < p.n; i++ {
			h += int(p.ev.md[(s>>(4*uint(i)))&15][i])
		}
		return float64(h)
	case Misplaced:
		h := 0
		for i := 0; i < p.n; i++ {
			if t := uint8(s>>(4*uint(i))) & 15; t != 0 && t != p.ev.goal[i] {
				h++
			}
		}
		return float64(h)
	case WalkingDistance:
		return float64(p.ev.wd.evalPacked(s))
	case LinearConflict:
		return float64(p.lcPacked(s))
	case PatternDB:
		return float64(p.ev.pdb.evalPacked(s))
	case WDLC:
		if p.ev.wdlc != nil {
			return float64(p.ev.wdlc.eval(s))
		}
		return float64(max(p.ev.wd.evalPacked(s), p.lcPacked(s)))
	}
	var c [MaxCells]uint8
	for i := 0; i < p.n; i++ {
		c[i] = uint8(s>>(4*uint(i))) & 15
	}
	return float64(p.ev.eval(&c))
}

// ResultH returns Result(s, a) and its heuristic value given h = H(s),
// without recomputing H where it can: Manhattan and misplaced tiles change
// only by the moved tile's term (O(1)); linear conflict also recomputes the
// one line whose conflicts can change (see lcMoveLine). The walking-distance
// heuristics are recomputed.
func (p *Puzzle) ResultH(s uint64, a Move, h float64) (uint64, float64) {
	b := blankOf(s)
	if a > D {
		return s, h
	}
	t := int(p.target[b][a])
	if t < 0 {
		return s, h
	}
	tile := (s >> (4 * uint(t))) & 15
	child := (s | tile<<(4*uint(b))) &^ (15 << (4 * uint(t)))
	e := p.ev
	switch p.kind {
	case Manhattan:
		return child, h + float64(int(e.md[tile][b])-int(e.md[tile][t]))
	case LinearConflict:
		d := int(e.md[tile][b]) - int(e.md[tile][t])
		if line, isRow, ok := e.lcMoveLine(uint8(tile), t, b); ok {
			d += p.lineConflict(child, line, isRow) - p.lineConflict(s, line, isRow)
		}
		return child, h + float64(d)
	case Misplaced:
		d := 0
		if uint8(tile) != e.goal[t] {
			d--
		}
		if uint8(tile) != e.goal[b] {
			d++
		}
		return child, h + float64(d)
	}
	return child, p.H(child)
}

// lcPacked returns Manhattan plus linear conflict of s.
func (p *Puzzle) lcPacked(s uint64) int {
	e := p.ev
	if !e.lcTabbed {
		var c [MaxCells]uint8
		for i := 0; i < p.n; i++ {
			c[i] = uint8(s>>(4*uint(i))) & 15
		}
		return e.manhattan(&c) + e.linearConflict(&c)
	}
	h := 0
	var ri, ci [MaxSide]uint32
	for i := 0; i < p.n; i++ {
		t := int(s>>(4*uint(i))) & 15
		h += int(e.md[t][i])
		j := i<<6 | t
		ri[e.rowOf[i]] += e.lcRow.w[j]
		ci[e.colOf[i]] += e.lcCol.w[j]
	}
	for r := 0; r < p.rows; r++ {
		h += int(e.lcRow.tab[ri[r]])
	}
	for c := 0; c < p.cols; c++ {
		h += int(e.lcCol.tab[ci[c]])
	}
	return h
}

// lineConflict returns the linear-conflict term of one row or column of s.
func (p *Puzzle) lineConflict(s uint64, line int, isRow bool) int {
	if e := p.ev; e.lcTabbed {
		var idx uint32
		if isRow {
			for i := line * p.cols; i < (line+1)*p.cols; i++ {
				idx += e.lcRow.w[i<<6|int((s>>(4*uint(i)))&15)]
			}
			return int(e.lcRow.tab[idx])
		}
		for i := line; i < p.n; i += p.cols {
			idx += e.lcCol.w[i<<6|int((s>>(4*uint(i)))&15)]
		}
		return int(e.lcCol.tab[idx])
	}
	var tiles [MaxSide]uint8
	if isRow {
		s >>= 4 * uint(line*p.cols)
		for c := 0; c < p.cols; c++ {
			tiles[c] = uint8(s>>(4*uint(c))) & 15
		}
		return p.ev.rowConflict(tiles[:p.cols], line)
	}
	s >>= 4 * uint(line)
	for r := 0; r < p.rows; r++ {
		tiles[r] = uint8(s>>(4*uint(r*p.cols))) & 15
	}
	return p.ev.colConflict(tiles[:p.rows], line)
}

// Goals returns the single goal state.
func (p *Puzzle) Goals() []uint64 { return []uint64{p.goal} }

// Predecessors appends every (neighbour, inverse move) of s: the blank moves
// are their own inverses' inverses, so the predecessors of s are its
// neighbours, from which the inverse move leads back to s.
func (p *Puzzle) Predecessors(s uint64, buf []search.Edge[uint64, Move]) []search.Edge[uint64, Move] {
	buf = buf[:0]
	for _, m := range p.moves[blankOf(s)] {
		buf = append(buf, search.Edge[uint64, Move]{From: p.Result(s, m), Action: m.Inverse()})
	}
	return buf
}

// RandomAction returns a uniformly random legal move in s.
func (p *Puzzle) RandomAction(s uint64, r search.Rand) (Move, bool) {
	ms := p.moves[blankOf(s)]
	if len(ms) == 0 {
		return 0, false
	}
	return ms[r.IntN(len(ms))], true
}

// AllActions returns every move in a fixed order, U L R D: the gene
// alphabet of the genetic algorithm (local.ActionAlphabet).
func (p *Puzzle) AllActions() []Move { return []Move{U, L, R, D} }
