package bloxorz

import "fmt"

// Pose is the shape of the piece (R1).
type Pose uint8

const (
	// Standing: a whole block upright on cell A.
	Standing Pose = iota
	// LyingX: a whole block lying on A and A+(1,0).
	LyingX
	// LyingY: a whole block lying on A and A+(0,1).
	LyingY
	// Cubes: split into two cubes, on A and B.
	Cubes
)

var poseNames = [...]string{"standing", "lying-x", "lying-y", "split"}

func (p Pose) String() string {
	if int(p) < len(poseNames) {
		return poseNames[p]
	}
	return fmt.Sprintf("pose(%d)", uint8(p))
}

// State is a position of the game: a small comparable value (16 bytes).
// A and B are cell indices y*W+x. For a whole block B is 0 and A is the
// top-left cell of the pose. For a split, A and B are the two cubes; which
// cube is which depends on the user of the state:
//   - Game and the swap-counting Problem keep A = the controlled cube;
//   - the default Problem (control swaps free) keeps A < B, the unordered
//     pair.
//
// Bridges holds one bit per bridge cell of the level (1 = on), in row-major
// order of the bridge cells.
type State struct {
	Bridges uint64
	A, B    uint16
	Pose    Pose
}

// Dir is a roll direction.
type Dir uint8

const (
	// U: towards row 0 (y−1).
	U Dir = iota
	// D: y+1.
	D
	// L: x−1.
	L
	// R: x+1.
	R
)

var dirLetters = [...]byte{'U', 'D', 'L', 'R'}

func (d Dir) String() string {
	if d <= R {
		return string(dirLetters[d])
	}
	return fmt.Sprintf("dir(%d)", uint8(d))
}

// Move is a search action, one byte: bits 0–1 the direction, bit 2 set when
// the second cube (B) of a split state moves rather than the whole block or
// the first cube (A). Swap (only in the swap-counting problem) switches
// control between the cubes.
type Move uint8

const (
	// MoveB marks a move of cube B.
	MoveB Move = 4
	// Swap switches control to the other cube (the S key).
	Swap Move = 8
)

// MoveOf returns the move of cube (0 = A or whole block, 1 = B) in d.
func MoveOf(cube int, d Dir) Move { return Move(d) | Move(cube&1)<<2 }

// Dir returns the direction of a non-swap move.
func (m Move) Dir() Dir { return Dir(m & 3) }

// Cube returns 0 for a move of A (or the whole block), 1 for a move of B.
func (m Move) Cube() int { return int(m>>2) & 1 }

// String is "U", "D", "L", "R" for A or the whole block, "u", "d", "l", "r"
// for cube B, and "S" for Swap.
func (m Move) String() string {
	switch {
	case m == Swap:
		return "S"
	case m > Swap:
		return fmt.Sprintf("move(%d)", uint8(m))
	case m&MoveB != 0:
		return string(dirLetters[m&3] + 'a' - 'A')
	}
	return string(dirLetters[m&3])
}

// Cells returns the cells the state covers: one for a standing block, two
// otherwise.
func (l *Level) Cells(s State) []Pos {
	c, n := l.cellArray(s)
	return append([]Pos(nil), c[:n]...)
}

// cellArray is Cells without a slice of its own: the cells in an array
// and their number (a trace writes the cells of every state it names).
func (l *Level) cellArray(s State) ([2]Pos, int) {
	a := l.pos(int(s.A))
	switch s.Pose {
	case Standing:
		return [2]Pos{a}, 1
	case LyingX:
		return [2]Pos{a, l.pos(int(s.A) + 1)}, 2
	case LyingY:
		return [2]Pos{a, l.pos(int(s.A) + l.W)}, 2
	}
	return [2]Pos{a, l.pos(int(s.B))}, 2
}

// BridgeOn reports whether the bridge cell p is on in s (false if p is not
// a bridge cell).
func (l *Level) BridgeOn(s State, p Pos) bool {
	if !l.in(p) {
		return false
	}
	b := l.bridgeBit[l.idx(p)]
	return b >= 0 && s.Bridges>>b&1 == 1
}

// Initial returns the start state: the whole block standing on the start
// cell with the bridges in their initial states.
func (l *Level) Initial() State {
	return State{Bridges: l.initBridges, A: uint16(l.idx(l.Start)), Pose: Standing}
}

// Won reports whether s is a win: a whole block standing on the exit (R6).
func (l *Level) Won(s State) bool { return s.Pose == Standing && int(s.A) == l.exit }
