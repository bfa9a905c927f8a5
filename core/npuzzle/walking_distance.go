package npuzzle

import "sync"

// wdMaxSide is the largest number of rows or columns for which walking
// distance tables are built.
const wdMaxSide = 4

// walkingDistance holds the two tables of Takahashi's walking distance for
// one goal: the distance of every row pattern and every column pattern to
// the goal's pattern. A row pattern is the matrix M[r][g] = number of tiles
// in row r whose goal row is g (at most 4×4 entries of 3 bits packed into a
// uint64 key; the blank's row is the one whose entries sum to cols−1).
type walkingDistance struct {
	vdist, hdist *patternTable
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

// childKeys returns the keys after tile t moves from cell nb to the
// blank's cell (the blank moving by m): a vertical move changes only the
// row relaxation's key, a horizontal one the column's.
func (w *walkingDistance) childKeys(vk, hk uint64, blank, nb int, t uint8, m Move) (uint64, uint64) {
	if m == U || m == D {
		return vk + w.vinc[blank][t] - w.vinc[nb][t], hk
	}
	return vk, hk + w.hinc[blank][t] - w.hinc[nb][t]
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
	return int(w.vdist.get(vk)) + int(w.hdist.get(hk))
}

// evalPacked is eval on a packed state (see Puzzle).
func (w *walkingDistance) evalPacked(s uint64) int {
	var vk, hk uint64
	for i := range 16 {
		t := (s >> (4 * uint(i))) & 15
		vk += w.vinc[i][t]
		hk += w.hinc[i][t]
	}
	return int(w.vdist.get(vk)) + int(w.hdist.get(hk))
}

// patternTable maps a pattern key (at most 48 bits, never 0) to its
// distance: open addressing with linear probing and a multiplicative hash,
// the distance kept in the top byte of the slot. A lookup costs a few
// nanoseconds, several times less than a Go map, and the search calls it
// twice per generated node.
type patternTable struct {
	slots []uint64
	shift uint
}

const patternKeyMask = 1<<56 - 1

// put stores distance d for key k unless k is present; it reports whether
// it stored. The table must not fill up (wdBuild sizes it).
func (t *patternTable) put(k uint64, d uint8) bool {
	mask := len(t.slots) - 1
	for i := t.index(k); ; i = (i + 1) & mask {
		v := t.slots[i]
		if v == 0 {
			t.slots[i] = k | uint64(d)<<56
			return true
		}
		if v&patternKeyMask == k {
			return false
		}
	}
}

func (t *patternTable) index(k uint64) int {
	return int((k * 0x9E3779B97F4A7C15) >> t.shift)
}

// get returns the distance of pattern k (0 for an unknown pattern, which
// keeps the heuristic admissible; every pattern of a real board is known).
func (t *patternTable) get(k uint64) uint8 {
	mask := len(t.slots) - 1
	for i := t.index(k); ; i = (i + 1) & mask {
		v := t.slots[i]
		if v&patternKeyMask == k {
			return uint8(v >> 56)
		}
		if v == 0 {
			return 0
		}
	}
}

// wdTables caches the pattern tables by shape: they depend only on the
// number of lines, their length and the goal blank's line, so a 15-puzzle
// request after the first costs nothing to set up. Read-only once stored.
var wdTables sync.Map // [3]int{lines, lineLen, goalBlankLine} → *patternTable

// wdTable returns the (cached) table for one relaxation; see wdBuild.
func wdTable(lines, lineLen, goalBlankLine int) *patternTable {
	k := [3]int{lines, lineLen, goalBlankLine}
	if t, ok := wdTables.Load(k); ok {
		return t.(*patternTable)
	}
	t, _ := wdTables.LoadOrStore(k, wdBuild(lines, lineLen, goalBlankLine))
	return t.(*patternTable)
}

// wdBuild returns, for every pattern of the relaxed puzzle with `lines`
// lines of lineLen cells (tile class = goal line), its distance to the goal
// pattern, by breadth-first search from the goal (moves are reversible).
// A move swaps the blank with any tile of an adjacent line: in key terms,
// one count moves from entry (nb, g) to entry (blank, g).
func wdBuild(lines, lineLen, goalBlankLine int) *patternTable {
	type node struct {
		key   uint64
		blank int
	}
	bit := func(l, g int) uint64 { return 1 << (3 * (l*lines + g)) }
	var start uint64
	for l := 0; l < lines; l++ {
		start += uint64(lineLen) * bit(l, l)
	}
	start -= bit(goalBlankLine, goalBlankLine)
	size := 1 << 10
	if lines == wdMaxSide {
		size = 1 << 16 // 24,964 patterns for 4×4
	}
	t := &patternTable{slots: make([]uint64, size), shift: uint(64 - bitsLen(size))}
	t.put(start, 0)
	queue := []node{{start, goalBlankLine}}
	for qi := 0; qi < len(queue); qi++ {
		cur := queue[qi]
		d := t.get(cur.key)
		for _, nb := range [2]int{cur.blank - 1, cur.blank + 1} {
			if nb < 0 || nb >= lines {
				continue
			}
			for g := 0; g < lines; g++ {
				if (cur.key>>(3*(nb*lines+g)))&7 == 0 {
					continue
				}
				k := cur.key - bit(nb, g) + bit(cur.blank, g)
				if t.put(k, d+1) {
					queue = append(queue, node{k, nb})
				}
			}
		}
	}
	return t
}

// bitsLen returns log2 of a power of two.
func bitsLen(size int) int {
	n := 0
	for size > 1 {
		size >>= 1
		n++
	}
	return n
}
