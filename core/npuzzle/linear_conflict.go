package npuzzle

import "math/bits"

// linearConflict returns the conflict term of the linear-conflict heuristic
// (Hansson, Mayer & Yung 1992), to be added to Manhattan: for every row, the
// tiles whose goal row is that row, in their left-to-right order, must keep
// a longest increasing subsequence of their goal columns in place and move
// every other one out of the row and back, two moves beyond Manhattan each;
// likewise for columns. Rows and columns add because a tile leaving its row
// makes vertical moves, which Manhattan counts only toward its goal row.
func (e *evaluator) linearConflict(c *[MaxCells]uint8) int {
	h := 0
	if e.lcTabbed {
		var ri, ci [MaxSide]uint32
		for i := 0; i < e.n; i++ {
			j := i<<6 | int(c[i])
			ri[e.rowOf[i]] += e.lcRow.w[j]
			ci[e.colOf[i]] += e.lcCol.w[j]
		}
		for r := 0; r < e.rows; r++ {
			h += int(e.lcRow.tab[ri[r]])
		}
		for col := 0; col < e.cols; col++ {
			h += int(e.lcCol.tab[ci[col]])
		}
		return h
	}
	var line [MaxSide]uint8
	for r := 0; r < e.rows; r++ {
		copy(line[:e.cols], c[r*e.cols:])
		h += e.rowConflict(line[:e.cols], r)
	}
	for col := 0; col < e.cols; col++ {
		for r := 0; r < e.rows; r++ {
			line[r] = c[r*e.cols+col]
		}
		h += e.colConflict(line[:e.rows], col)
	}
	return h
}

// rowConflict returns the conflict term of row r holding tiles (left to
// right): the LIS by patience sorting on a bit set (lisInsert).
func (e *evaluator) rowConflict(tiles []uint8, r int) int {
	var tails uint32
	k := 0
	for _, t := range tiles {
		if t != 0 && int(e.goalRow[t]) == r {
			tails = lisInsert(tails, e.goalCol[t])
			k++
		}
	}
	return 2 * (k - bits.OnesCount32(tails))
}

// colConflict returns the conflict term of column c holding tiles (top to
// bottom), as rowConflict.
func (e *evaluator) colConflict(tiles []uint8, c int) int {
	var tails uint32
	k := 0
	for _, t := range tiles {
		if t != 0 && int(e.goalCol[t]) == c {
			tails = lisInsert(tails, e.goalRow[t])
			k++
		}
	}
	return 2 * (k - bits.OnesCount32(tails))
}

// lcMoveLine names the one line whose conflict term can change when tile
// moves from cell from to cell to: a vertical move keeps the order within
// columns, so only a row can change, and only the tile's goal row, if the
// tile leaves or enters it (likewise a column for a horizontal move). ok is
// false when no conflict term changes.
func (e *evaluator) lcMoveLine(tile uint8, from, to int) (line int, isRow, ok bool) {
	if e.colOf[from] == e.colOf[to] { // vertical move
		g := e.goalRow[tile]
		return int(g), true, g == e.rowOf[from] || g == e.rowOf[to]
	}
	g := e.goalCol[tile]
	return int(g), false, g == e.colOf[from] || g == e.colOf[to]
}

// lis returns the length of the longest strictly increasing subsequence of
// s (patience sorting; the values within a line are distinct). The tables
// of short lines are built with it; lisInsert is the same on a bit set.
func lis(s []uint8) int {
	var tails [MaxSide]uint8
	n := 0
	for _, v := range s {
		i := 0
		for i < n && tails[i] < v {
			i++
		}
		tails[i] = v
		if i == n {
			n++
		}
	}
	return n
}
