package npuzzle

// manhattan returns the sum of the tiles' Manhattan distances to their goal
// cells (AIMA 4e §3.6.1).
func (e *evaluator) manhattan(c *[MaxCells]uint8) int {
	h := 0
	for i := 0; i < e.n; i++ {
		h += int(e.md[c[i]][i])
	}
	return h
}

// misplaced returns the number of tiles (blank excluded) not on their goal
// cell (AIMA 4e §3.6.1).
func (e *evaluator) misplaced(c *[MaxCells]uint8) int {
	h := 0
	for i := 0; i < e.n; i++ {
		if c[i] != 0 && c[i] != e.goal[i] {
			h++
		}
	}
	return h
}
