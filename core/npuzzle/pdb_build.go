package npuzzle

import (
	"context"
	"fmt"
	"math/bits"
)

// BuildPDB builds the pattern database of partition part for goal (see
// PDB). progress, when not nil, is called after each breadth-first layer
// with the entries found so far and the total over all patterns. Building
// 6-6-3 for the 15-puzzle visits about 2 × 5.8 M placements and holds three
// 2-byte-per-placement arrays and one byte per placement for the largest
// pattern (40 MB; 7-7-1: 400 MB; 8-7: 3.9 GB, see Partition.BuildBytes,
// and 8.5 minutes of CPU here); 5-5-5-5-4 for the 24-puzzle visits 4 ×
// 6.4 M placements with 4-byte masks (83 MB).
func BuildPDB(goal Board, part Partition, progress func(done, total int)) (*PDB, error) {
	return BuildPDBContext(context.Background(), goal, part, progress)
}

// BuildPDBContext is BuildPDB stopping with ctx's error when ctx ends
// (checked after every breadth-first layer and every 2^20 placements of
// one).
func BuildPDBContext(ctx context.Context, goal Board, part Partition, progress func(done, total int)) (*PDB, error) {
	if len(part.Also) > 0 {
		return buildParts(part, func(p Partition, progress func(done, total int)) (*PDB, error) {
			return BuildPDBContext(ctx, goal, p, progress)
		}, progress, goal.Len())
	}
	d, err := newPDB(goal, part)
	if err != nil {
		return nil, err
	}
	// One set of work arrays, sized for the largest pattern, serves every
	// pattern in turn (so the peak is one pattern's, not the sum). Blank
	// sets are 16-bit masks on boards of at most 16 cells, else 32-bit.
	largest := part.LargestTable(d.n)
	if d.n <= 16 {
		err = buildPatterns(ctx, d, newPDBScratch[uint16](largest), progress)
	} else {
		err = buildPatterns(ctx, d, newPDBScratch[uint32](largest), progress)
	}
	if err != nil {
		return nil, err
	}
	return d, nil
}

// buildParts gets the database of each part of a combined partition with
// get (reporting progress over all parts) and combines them.
func buildParts(part Partition, get func(Partition, func(done, total int)) (*PDB, error), progress func(done, total int), n int) (*PDB, error) {
	parts := part.Parts()
	total := 0
	for _, p := range parts {
		for _, g := range p.Groups {
			total += permCount(n, len(g))
		}
	}
	var dbs []*PDB
	base := 0
	for _, p := range parts {
		var report func(done, _ int)
		if progress != nil {
			b := base
			report = func(done, _ int) { progress(b+done, total) }
		}
		d, err := get(p, report)
		if err != nil {
			return nil, err
		}
		dbs = append(dbs, d)
		base += d.Entries()
	}
	return CombinePDB(part, dbs)
}

// buildPatterns fills every pattern's table of d in turn with the work
// arrays of scratch; it stops with ctx's error when ctx ends.
func buildPatterns[M blankMask](ctx context.Context, d *PDB, scratch *pdbScratch[M], progress func(done, total int)) error {
	goal, total, done := d.goal, d.Entries(), 0
	for g := range d.patterns {
		p := &d.patterns[g]
		var report func(int)
		if progress != nil {
			base := done
			report = func(k int) { progress(base+k, total) }
		}
		var err error
		p.data, p.nibbles, err = buildPattern(ctx, goal.Rows(), goal.Cols(), goal.Blank(), p.cells, scratch, report)
		if err != nil {
			return err
		}
		done += p.entries
	}
	return nil
}

// blankMask is a set of blank cells, one bit per cell: uint16 on boards
// of at most 16 cells (half the build's memory), uint32 up to PDBMaxCells.
type blankMask interface{ ~uint16 | ~uint32 }

// pdbScratch holds buildPattern's work arrays: blank-cell masks per
// placement rank (vis, cur, nxt) and the entries being found (enc).
type pdbScratch[M blankMask] struct {
	vis, cur, nxt []M
	enc           []uint8
}

// newPDBScratch returns work arrays for tables of up to entries entries.
func newPDBScratch[M blankMask](entries int) *pdbScratch[M] {
	return &pdbScratch[M]{vis: newHugeSlice[M](entries), cur: newHugeSlice[M](entries), nxt: newHugeSlice[M](entries), enc: newHugeSlice[uint8](entries)}
}

// BuildDefaultPDB builds the database of the partition named name ("" for
// the default) for goal.
func BuildDefaultPDB(goal Board, name string, progress func(done, total int)) (*PDB, error) {
	part, err := ParsePartition(goal, name)
	if err != nil {
		return nil, err
	}
	return BuildPDB(goal, part, progress)
}

// buildPattern computes one pattern's table by 0-1 breadth-first search
// from the goal over (placement, blank cell) states: the blank moving into a
// cell no pattern tile holds costs 0, swapping with a pattern tile costs 1.
// The state sets are bitmasks of blank cells per placement rank: vis (ever
// reached), cur (this layer), nxt (the next layer). A layer first closes
// each placement's blank cells under free moves (a bit-parallel flood fill
// through the free cells), then makes the charged moves into the next
// layer; the first layer that reaches a placement is its distance (the
// minimum over blank cells). It returns the encoded entries (see PDB) and
// whether they are nibbles. Unreachable placements (the other parity class
// when the pattern holds every tile) keep 0, i.e. their Manhattan distance.
// It stops with ctx's error when ctx ends.
func buildPattern[M blankMask](ctx context.Context, rows, cols, goalBlank int, cells []uint8, scratch *pdbScratch[M], progress func(int)) ([]byte, bool, error) {
	n, k := rows*cols, len(cells)
	total := permCount(n, k)
	full := uint32(1)<<n - 1
	colFirst, colLast, adj := cellMasks(rows, cols)
	dilate := func(x uint32) uint32 {
		return x | x<<cols | x>>cols | (x<<1)&^colFirst | (x>>1)&^colLast
	}
	// Goal cells' coordinates, for the pattern's Manhattan distance.
	var gr, gc [PDBMaxCells]int
	for i, c := range cells {
		gr[i], gc[i] = int(c)/cols, int(c)%cols
	}
	// weight[i] is the place value of digit i: (n−i−1)!/(n−k)!.
	var weight [PDBMaxCells]int
	for i := 0; i < k; i++ {
		weight[i] = permCount(n-i-1, k-i-1)
	}
	vis, cur, nxt, enc := scratch.vis[:total], scratch.cur[:total], scratch.nxt[:total], scratch.enc[:total]
	clear(vis)
	clear(cur)
	clear(nxt)
	clear(enc)
	cur[rankPlacement(cells, n)] = 1 << goalBlank
	found := 0
	var pos [PDBMaxCells]uint8
	for d, any := 0, true; any; d++ {
		any = false
		if err := ctx.Err(); err != nil {
			return nil, false, err
		}
		for idx := range cur {
			if idx&(1<<20-1) == 0 && idx > 0 && ctx.Err() != nil {
				return nil, false, ctx.Err()
			}
			f := uint32(cur[idx] &^ vis[idx])
			cur[idx] = 0
			if f == 0 {
				continue
			}
			// Unrank idx into pos.
			rest, used := idx, uint32(0)
			for i := 0; i < k; i++ {
				r := rest / weight[i]
				rest -= r * weight[i]
				free := ^used & full
				for ; r > 0; r-- {
					free &= free - 1
				}
				c := uint8(bits.TrailingZeros32(free))
				pos[i] = c
				used |= 1 << c
			}
			free := full &^ used
			reach := f
			for {
				next := dilate(reach) & free
				if next == reach {
					break
				}
				reach = next
			}
			if vis[idx] == 0 {
				m := 0
				for i := 0; i < k; i++ {
					m += absInt(int(pos[i])/cols-gr[i]) + absInt(int(pos[i])%cols-gc[i])
				}
				enc[idx] = uint8((d - m) / 2)
				found++
			}
			vis[idx] |= M(reach)
			for i := 0; i < k; i++ {
				q := pos[i]
				for nb := reach & adj[q]; nb != 0; nb &= nb - 1 {
					b := uint8(bits.TrailingZeros32(nb))
					pos[i] = b
					j := rankPlacement(pos[:k], n)
					pos[i] = q
					if vis[j]&(1<<q) == 0 {
						nxt[j] |= 1 << q
						any = true
					}
				}
			}
		}
		cur, nxt = nxt, cur
		if progress != nil {
			progress(found)
		}
	}
	data, nibbles := packEntries(enc)
	return data, nibbles, nil
}

// cellMasks returns the board's first and last columns as cell masks and
// each cell's neighbours (the cells a move of the blank reaches from it).
func cellMasks(rows, cols int) (colFirst, colLast uint32, adj [PDBMaxCells]uint32) {
	for c := 0; c < rows*cols; c++ {
		cc := c % cols
		if cc == 0 {
			colFirst |= 1 << c
		}
		if cc == cols-1 {
			colLast |= 1 << c
		}
		for _, m := range Moves {
			if t := moveTarget(c, m, rows, cols); t >= 0 {
				adj[c] |= 1 << t
			}
		}
	}
	return colFirst, colLast, adj
}

// packEntries returns a table's entries two to a byte (low nibble first)
// when every entry fits in four bits, else a copy of them a byte each, and
// whether they are nibbles.
func packEntries(enc []uint8) ([]byte, bool) {
	maxE := uint8(0)
	for _, e := range enc {
		maxE = max(maxE, e)
	}
	if maxE > 15 {
		return append(newTable(len(enc))[:0], enc...), false
	}
	packed := newTable((len(enc) + 1) / 2)
	for i, e := range enc {
		packed[i>>1] |= e << (uint(i&1) << 2)
	}
	return packed, true
}

// String describes the database: goal, partition, entries and size.
func (d *PDB) String() string {
	return fmt.Sprintf("pdb %d×%d goal %q partition %s: %d entries, %d bytes", d.goal.Rows(), d.goal.Cols(), d.goal.String(), d.partition.Name, d.Entries(), d.Bytes())
}
