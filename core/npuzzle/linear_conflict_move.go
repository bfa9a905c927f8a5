package npuzzle

import "math/bits"

// lcMoveDelta returns how much the linear-conflict term (linearConflict)
// changes when tile moves from cell from to cell to, the blank's cell, in
// c (the state before the move). Only one line can change (lcMoveLine):
// the tile's goal row on a vertical move into or out of it, its goal
// column on a horizontal one. That line holds, at the tile's position x
// along it, the tile on one side of the move and the blank on the other,
// so one pass over the line computes the longest increasing subsequence
// of its own tiles' goal positions both with the tile at x and without it
// (lisInsert, two bit sets), and the term's change is ±2·(1 − (LIS with −
// LIS without)): the line's conflict grows by two when the tile enters it
// unless the tile extends a longest increasing subsequence.
//
// Cost O(L) bit operations for a line of L cells, against two LIS
// computations (O(L²) each) and a copy of the line before; the result is
// that of recomputing the line (TestLCMoveDelta compares them along random
// walks on boards up to 8×8).
func (e *evaluator) lcMoveDelta(c *[MaxCells]uint8, tile uint8, from, to int) int {
	var line, x, first, step, length int
	var own *[MaxCells]uint8 // the goal line of each tile, along the line's direction
	var pos *[MaxCells]uint8 // each tile's goal position along the line
	var entering bool
	if e.colOf[from] == e.colOf[to] { // vertical move: the goal row can change
		line = int(e.goalRow[tile])
		switch line {
		case int(e.rowOf[to]):
			entering = true
		case int(e.rowOf[from]):
		default:
			return 0
		}
		x, first, step, length = int(e.colOf[from]), line*e.cols, 1, e.cols
		own, pos = &e.goalRow, &e.goalCol
	} else { // horizontal move: the goal column can change
		line = int(e.goalCol[tile])
		switch line {
		case int(e.colOf[to]):
			entering = true
		case int(e.colOf[from]):
		default:
			return 0
		}
		x, first, step, length = int(e.rowOf[from]), line, e.cols, e.rows
		own, pos = &e.goalCol, &e.goalRow
	}
	var with, without uint32 // patience-sorting tails as bit sets (lisInsert)
	for i, cell := 0, first; i < length; i, cell = i+1, cell+step {
		if i == x {
			with = lisInsert(with, pos[tile])
			continue
		}
		t := c[cell]
		if t == 0 || int(own[t]) != line {
			continue
		}
		v := pos[t]
		with, without = lisInsert(with, v), lisInsert(without, v)
	}
	// The tile adds one to the line's tiles and 0 or 1 to its LIS.
	d := 2 * (1 - (bits.OnesCount32(with) - bits.OnesCount32(without)))
	if entering {
		return d
	}
	return -d
}

// lisInsert adds value v to the tails of patience sorting for the longest
// strictly increasing subsequence, kept as a bit set: bit u is set when
// some increasing subsequence seen so far ends in u and is the shortest
// way to reach its length with so small an end. v replaces the smallest
// tail above it (or extends the longest), so the number of set bits is the
// LIS of the values inserted (values distinct and below 32).
func lisInsert(tails uint32, v uint8) uint32 {
	above := tails &^ (2<<v - 1)
	return tails&^(above&-above) | 1<<v
}
