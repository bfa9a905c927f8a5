package store

// Cursor is a solution player's position: the state after the first At()
// moves, kept in step as the player moves. Stepping forward costs one
// move; a jump back, or to a part of the solution already passed, replays
// from the nearest checkpoint at or before the target (at most
// CursorEvery-1 moves); a jump further than the cursor has been replays
// from the furthest checkpoint, once. The checkpoints (one every
// CursorEvery moves) are kept as the cursor first passes them, so loading
// a solution costs nothing however long it is; they are shared by every
// copy (a snapshot of the screen copies the Cursor freely, and only the
// screen's own cursor, moved by Seek, adds checkpoints). The zero Cursor
// holds no solution.
type Cursor[P any] struct {
	marks []P // the position after k·CursorEvery moves, for the k passed so far
	n     int // moves in the solution
	step  func(p P, i int) P
	pos   P
	at    int
}

// CursorEvery is the distance between two checkpoints: a seek replays at
// most CursorEvery-1 moves (each a few tens of nanoseconds), and the
// checkpoints of a 93,782-move solution hold 733 positions.
const CursorEvery = 128

// NewCursor holds n moves from start; step(p, i) is the position after
// move i from p (it must not change p). The cursor starts at move 0.
func NewCursor[P any](start P, n int, step func(p P, i int) P) Cursor[P] {
	return Cursor[P]{marks: []P{start}, n: n, step: step, pos: start}
}

// Len is the number of moves; At the moves played so far; Pos the
// position after them.
func (c *Cursor[P]) Len() int { return c.n }
func (c *Cursor[P]) At() int  { return c.at }
func (c *Cursor[P]) Pos() P   { return c.pos }

// Seek moves the cursor to move i (clamped to 0..Len), keeping the
// checkpoints it passes, and returns the position there.
func (c *Cursor[P]) Seek(i int) P { return c.seek(i, true) }

// PosAt returns the position after move i without moving c (its copy
// moves, keeping no checkpoint): as cheap as Seek when c is at i already.
func (c Cursor[P]) PosAt(i int) P { return c.seek(i, false) }

func (c *Cursor[P]) seek(i int, keep bool) P {
	i = min(max(i, 0), c.n)
	if c.marks == nil || i == c.at {
		return c.pos
	}
	if i != c.at+1 { // a jump: from the nearest checkpoint known, unless c is nearer
		k := min(i/CursorEvery, len(c.marks)-1)
		if c.at > i || c.at < k*CursorEvery {
			c.pos, c.at = c.marks[k], k*CursorEvery
		}
	}
	for c.at < i {
		c.pos, c.at = c.step(c.pos, c.at), c.at+1
		if keep && c.at%CursorEvery == 0 && c.at/CursorEvery == len(c.marks) {
			c.marks = append(c.marks, c.pos)
		}
	}
	return c.pos
}
