package npuzzle

import "sync"

// lcTableMaxLen is the longest line whose conflict terms are tabulated;
// longer lines (boards 7 or 8 wide or tall) are computed directly.
const lcTableMaxLen = 6

// lcTable speeds up the linear-conflict term on lines of at most
// lcTableMaxLen cells. A line's content is coded cell by cell: 0 for the
// blank or a tile whose goal line is another line, 1+goal position for a
// tile of this line; the code of the whole line, in base length+1, indexes a
// table of 2 × (tiles − LIS). The table depends only on the line length, so
// one is shared by every row (and one by every column) of every goal.
//
// w[i<<6|t] is the contribution to its row (or column) code of tile t in
// cell i, so a line's index is the sum over its cells of w, and the term is
// tab[index]: a few loads per line and no LIS at search time.
type lcTable struct {
	tab []uint8
	w   []uint32 // by cell<<6 | tile
}

// lcTabs caches the conflict table by line length.
var lcTabs sync.Map // int → []uint8

// lcConflictTable returns 2·(k − LIS) for every code sequence of a line of
// length l (see lcTable).
func lcConflictTable(l int) []uint8 {
	if v, ok := lcTabs.Load(l); ok {
		return v.([]uint8)
	}
	base := l + 1
	size := 1
	for range l {
		size *= base
	}
	tab := make([]uint8, size)
	var seq [MaxSide]uint8
	for idx := range tab {
		k := 0
		for x, p := idx, 0; p < l; p++ {
			if c := x % base; c != 0 {
				seq[k] = uint8(c)
				k++
			}
			x /= base
		}
		if k > 1 {
			tab[idx] = uint8(2 * (k - lis(seq[:k])))
		}
	}
	v, _ := lcTabs.LoadOrStore(l, tab)
	return v.([]uint8)
}

// newLCTables builds the row and column tables of e's goal, or returns
// false when a line is too long to tabulate.
func (e *evaluator) newLCTables() bool {
	if e.cols > lcTableMaxLen || e.rows > lcTableMaxLen {
		return false
	}
	e.lcRow = lcTable{tab: lcConflictTable(e.cols), w: make([]uint32, e.n<<6)}
	e.lcCol = lcTable{tab: lcConflictTable(e.rows), w: make([]uint32, e.n<<6)}
	for i := 0; i < e.n; i++ {
		r, c := int(e.rowOf[i]), int(e.colOf[i])
		rowPow, colPow := uint32(1), uint32(1)
		for range c {
			rowPow *= uint32(e.cols + 1)
		}
		for range r {
			colPow *= uint32(e.rows + 1)
		}
		for t := 1; t < e.n; t++ {
			if int(e.goalRow[t]) == r {
				e.lcRow.w[i<<6|t] = (1 + uint32(e.goalCol[t])) * rowPow
			}
			if int(e.goalCol[t]) == c {
				e.lcCol.w[i<<6|t] = (1 + uint32(e.goalRow[t])) * colPow
			}
		}
	}
	return true
}
