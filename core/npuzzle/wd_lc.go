package npuzzle

// wdlcPacked evaluates max(walking distance, Manhattan + linear conflict) on
// a packed state (Puzzle, boards up to 4×4) in one pass over the cells: one
// table entry per (cell, tile) holds every term that pair contributes, so
// each cell costs one load of a 32-byte entry instead of separate loads from
// four tables. The values are those of WalkingDistance and LinearConflict
// (the tests compare them on every 3×3 and 2×4 state).
type wdlcPacked struct {
	e            *evaluator
	tab          [PackedCells * 16]wdlcEntry
	rowOf, colOf [PackedCells]uint8
}

// wdlcEntry is what tile t in cell i contributes: its walking-distance key
// increments, its linear-conflict line-code weights and its Manhattan
// distance.
type wdlcEntry struct {
	vinc, hinc   uint64
	lcRow, lcCol uint32
	md           uint32
}

// newWDLCPacked builds the fused table, or returns nil when e lacks the
// walking-distance or linear-conflict tables or the board has more than 16
// cells.
func newWDLCPacked(e *evaluator) *wdlcPacked {
	if e.wd == nil || !e.lcTabbed || e.n > PackedCells {
		return nil
	}
	f := &wdlcPacked{e: e}
	for i := 0; i < e.n; i++ {
		f.rowOf[i], f.colOf[i] = e.rowOf[i], e.colOf[i]
		for t := 1; t < e.n; t++ {
			f.tab[i<<4|t] = wdlcEntry{
				vinc: e.wd.vinc[i][t], hinc: e.wd.hinc[i][t],
				lcRow: e.lcRow.w[i<<6|t], lcCol: e.lcCol.w[i<<6|t],
				md: uint32(e.md[t][i]),
			}
		}
	}
	return f
}

// eval returns max(WD, MD + LC) of the packed state s.
func (f *wdlcPacked) eval(s uint64) int {
	var vk, hk uint64
	var ri, ci [wdMaxSide]uint32
	var md uint32
	for i := range PackedCells {
		en := &f.tab[i<<4|int((s>>(4*uint(i)))&15)]
		vk += en.vinc
		hk += en.hinc
		md += en.md
		ri[f.rowOf[i]&(wdMaxSide-1)] += en.lcRow
		ci[f.colOf[i]&(wdMaxSide-1)] += en.lcCol
	}
	e := f.e
	lc := int(md)
	for r := 0; r < e.rows; r++ {
		lc += int(e.lcRow.tab[ri[r]])
	}
	for c := 0; c < e.cols; c++ {
		lc += int(e.lcCol.tab[ci[c]])
	}
	return max(int(e.wd.vdist.get(vk))+int(e.wd.hdist.get(hk)), lc)
}
