package npuzzle

// linearConflict returns the conflict term of the linear-conflict heuristic
// (Hansson, Mayer & Yung 1992), to be added to Manhattan: for every row, the
// tiles whose goal row is that row, in their left-to-right order, must keep
// a longest increasing subsequence of their goal columns in place and move
// every other one out of the row and back, two moves beyond Manhattan each;
// likewise for columns. Rows and columns add because a tile leaving its row
// makes vertical moves, which Manhattan counts only toward its goal row.
func (e *evaluator) linearConflict(c *[MaxCells]uint8) int {
	h := 0
	var seq [MaxSide]uint8
	for r := 0; r < e.rows; r++ {
		k := 0
		for col := 0; col < e.cols; col++ {
			t := c[r*e.cols+col]
			if t != 0 && int(e.goalRow[t]) == r {
				seq[k] = e.goalCol[t]
				k++
			}
		}
		if k > 1 {
			h += 2 * (k - lis(seq[:k]))
		}
	}
	for col := 0; col < e.cols; col++ {
		k := 0
		for r := 0; r < e.rows; r++ {
			t := c[r*e.cols+col]
			if t != 0 && int(e.goalCol[t]) == col {
				seq[k] = e.goalRow[t]
				k++
			}
		}
		if k > 1 {
			h += 2 * (k - lis(seq[:k]))
		}
	}
	return h
}

// lis returns the length of the longest strictly increasing subsequence of
// s (patience sorting; the values within a line are distinct).
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
