package npuzzle

// Sparse tables: the layout Korf & Felner's solvers index their pattern
// databases by (Korf & Felner, "Disjoint pattern database heuristics",
// 2002). A placement of a pattern's k tiles on cells c₀…c_{k−1} has the key
// c₀·16^{k−1} + … + c_{k−1}, and when one tile moves only its digit
// changes, so a search keeps each pattern's key up to date with one
// addition per move instead of ranking k cells densely (k popcounts and a
// chain of multiplications per lookup). The price is space: 16^k entries
// instead of n!/(n−k)!, so 8 MiB at 4 bits for a 6-tile pattern of the
// 15-puzzle instead of 2.75 MiB. The dense table stays the one that is
// built, stored and sent (PDBFiles); the sparse copy is made from it in
// memory, once per database, for the searches that ask for it.

// SparseMaxTiles is the largest pattern given a sparse table: 16^6
// entries, 8 MiB at 4 bits.
const SparseMaxTiles = 6

// sparseKey returns the sparse key of cells (most significant digit first).
func sparseKey(cells []uint8) uint64 {
	var k uint64
	for _, c := range cells {
		k = k<<4 | uint64(c)
	}
	return k
}

// sparseTables returns each pattern's sparse table (nil for a pattern that
// has none: more than SparseMaxTiles tiles, a board of more than 16 cells,
// or entries over 4 bits), made on the first call and shared afterwards.
func (d *PDB) sparseTables() [][]byte {
	c := d.sparse
	c.once.Do(func() {
		c.tables = make([][]byte, len(d.patterns))
		for g := range d.patterns {
			p := &d.patterns[g]
			if !d.hasSparse(p) {
				continue
			}
			c.tables[g] = p.sparseTable(d.n)
			c.bytes.Add(int64(len(c.tables[g])))
		}
	})
	return c.tables
}

// hasSparse reports whether pattern p gets a sparse table.
func (d *PDB) hasSparse(p *pdbPattern) bool {
	return d.n <= 16 && len(p.cells) <= SparseMaxTiles && p.nibbles
}

// sparseSize returns the bytes the sparse tables of d and of its other
// parts (CombinePDB) take once made.
func (d *PDB) sparseSize() int64 {
	var b int64
	for g := range d.patterns {
		if p := &d.patterns[g]; d.hasSparse(p) {
			b += int64(1<<(4*len(p.cells))+1) / 2
		}
	}
	for _, a := range d.also {
		b += a.sparseSize()
	}
	return b
}

// SparseBytes returns the bytes of the sparse tables made so far (see
// sparseTables); Bytes does not count them, so a store's accounting stays
// what it was when the database was stored.
func (d *PDB) SparseBytes() int64 {
	b := d.sparse.bytes.Load()
	for _, a := range d.also {
		b += a.SparseBytes()
	}
	return b
}

// sparseTable copies p's dense 4-bit entries into a table indexed by sparse
// key. Placements are visited in increasing dense rank (the digits of
// rankPlacement in lexicographic order), so no rank is computed; keys with
// a repeated cell are never read and stay 0.
func (p *pdbPattern) sparseTable(n int) []byte {
	k := len(p.cells)
	out := make([]byte, (1<<(4*k)+1)/2)
	rank := 0
	var walk func(i int, used uint32, key uint64)
	walk = func(i int, used uint32, key uint64) {
		if i == k {
			out[key>>1] |= byte(p.get(rank)) << ((key & 1) << 2)
			rank++
			return
		}
		for c := 0; c < n; c++ {
			if used&(1<<c) == 0 {
				walk(i+1, used|1<<c, key<<4|uint64(c))
			}
		}
	}
	walk(0, 0, 0)
	return out
}
