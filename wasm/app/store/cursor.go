package store

// Cursor is a solution player's position: the state after the first At()
// moves, kept in step as the player moves. Stepping forward costs one
// move; any other jump (back, or a scrubber's seek) replays from the
// nearest checkpoint at or before the target, at most CursorEvery-1 moves.
// The checkpoints (one every CursorEvery moves) are built once, when the
// solution is loaded, and shared by every copy: a Cursor is a value the
// screen's snapshots copy freely. The zero Cursor holds no solution.
type Cursor[P any] struct {
	marks []P // the position after k·CursorEvery moves
	n     int // moves in the solution
	step  func(p P, i int) P
	pos   P
	at    int
}

// CursorEvery is the distance between two checkpoints: a seek replays at
// most CursorEvery-1 moves (each a few tens of nanoseconds), and the
// checkpoints of a 93,782-move solution hold 733 positions.
const CursorEvery = 128

// NewCursor replays n moves from start once, keeping a checkpoint every
// CursorEvery moves; step(p, i) is the position after move i from p (it
// must not change p). The cursor starts at move 0.
func NewCursor[P any](start P, n int, step func(p P, i int) P) Cursor[P] {
	c := Cursor[P]{n: n, step: step, pos: start}
	c.marks = make([]P, 0, n/CursorEvery+1)
	p := start
	for i := 0; ; i++ {
		if i%CursorEvery == 0 {
			c.marks = append(c.marks, p)
		}
		if i == n {
			break
		}
		p = step(p, i)
	}
	return c
}

// Len is the number of moves; At the moves played so far; Pos the
// position after them.
func (c *Cursor[P]) Len() int { return c.n }
func (c *Cursor[P]) At() int  { return c.at }
func (c *Cursor[P]) Pos() P   { return c.pos }

// Seek moves the cursor to move i (clamped to 0..Len) and returns the
// position there: one move forward costs one step, anything else replays
// from the nearest checkpoint.
func (c *Cursor[P]) Seek(i int) P {
	i = min(max(i, 0), c.n)
	switch {
	case c.marks == nil || i == c.at:
	case i == c.at+1:
		c.pos, c.at = c.step(c.pos, c.at), i
	default:
		k := i / CursorEvery
		if c.at > i || c.at < k*CursorEvery {
			c.pos, c.at = c.marks[k], k*CursorEvery
		}
		for c.at < i {
			c.pos, c.at = c.step(c.pos, c.at), c.at+1
		}
	}
	return c.pos
}

// PosAt returns the position after move i without moving c (its copy
// moves): as cheap as Seek when c is at i already.
func (c Cursor[P]) PosAt(i int) P { return c.Seek(i) }
