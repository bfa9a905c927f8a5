package npuzzle

// wdMaxSide is the largest number of rows or columns for which walking
// distance tables are built.
const wdMaxSide = 4

// walkingDistance holds the two tables of Takahashi's walking distance for
// one goal: the distance of every row pattern and every column pattern to
// the goal's pattern. A row pattern is the matrix M[r][g] = number of tiles
// in row r whose goal row is g (at most 4×4 entries of 3 bits packed into a
// uint64 key; the blank's row is the one whose entries sum to cols−1).
type walkingDistance struct {
	vdist, hdist map[uint64]uint8
	// vinc[i][t] (hinc) is the key increment of tile t standing in cell i.
	vinc, hinc [16][16]uint64
}

func newWalkingDistance(e *evaluator) *walkingDistance {
	w := &walkingDistance{}
	goalBlank := 0
	for i := 0; i < e.n; i++ {
		if e.goal[i] == 0 {
			goalBlank = i
		}
	}
	// Rows: rows lines of cols cells, tiles classed by goal row.
	w.vdist = wdTable(e.rows, e.cols, goalBlank/e.cols)
	// Columns: cols lines of rows cells, tiles classed by goal column.
	w.hdist = wdTable(e.cols, e.rows, goalBlank%e.cols)
	for i := 0; i < e.n; i++ {
		r, c := i/e.cols, i%e.cols
		for t := 1; t < e.n; t++ {
			w.vinc[i][t] = 1 << (3 * (r*e.rows + int(e.goalRow[t])))
			w.hinc[i][t] = 1 << (3 * (c*e.cols + int(e.goalCol[t])))
		}
	}
	return w
}

// eval returns the walking distance of the cells: the two relaxed distances
// added.
func (w *walkingDistance) eval(c *[MaxCells]uint8) int {
	var vk, hk uint64
	for i := range 16 {
		t := c[i]
		vk += w.vinc[i][t]
		hk += w.hinc[i][t]
	}
	return int(w.vdist[vk]) + int(w.hdist[hk])
}

// wdTable returns, for every pattern of the relaxed puzzle with `lines`
// lines of lineLen cells (tile class = goal line), its distance to the goal
// pattern, by breadth-first search from the goal (moves are reversible).
// A move swaps the blank with any tile of an adjacent line.
func wdTable(lines, lineLen, goalBlankLine int) map[uint64]uint8 {
	type node struct {
		m     [wdMaxSide][wdMaxSide]uint8
		blank int
	}
	key := func(m *[wdMaxSide][wdMaxSide]uint8) uint64 {
		var k uint64
		for l := 0; l < lines; l++ {
			for g := 0; g < lines; g++ {
				k |= uint64(m[l][g]) << (3 * (l*lines + g))
			}
		}
		return k
	}
	var start node
	for l := 0; l < lines; l++ {
		start.m[l][l] = uint8(lineLen)
	}
	start.m[goalBlankLine][goalBlankLine]--
	start.blank = goalBlankLine
	dist := map[uint64]uint8{key(&start.m): 0}
	queue := []node{start}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		d := dist[key(&cur.m)]
		for _, nb := range [2]int{cur.blank - 1, cur.blank + 1} {
			if nb < 0 || nb >= lines {
				continue
			}
			for g := 0; g < lines; g++ {
				if cur.m[nb][g] == 0 {
					continue
				}
				next := cur
				next.m[nb][g]--
				next.m[cur.blank][g]++
				next.blank = nb
				k := key(&next.m)
				if _, ok := dist[k]; !ok {
					dist[k] = d + 1
					queue = append(queue, next)
				}
			}
		}
	}
	return dist
}
