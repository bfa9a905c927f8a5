package npuzzle

import (
	"fmt"
	"math/bits"
	"sync"
	"sync/atomic"
)

// PDBMaxCells is the largest board pattern databases work on: 25 cells,
// the 24-puzzle (5×5) and every smaller board. The build's blank-cell sets
// are 32-bit masks, and past 5×5 useful tables no longer fit a browser
// (5-tile patterns of the 35-puzzle would take 7 × 45 million entries,
// 158 MB at 4 bits), so larger boards use linear conflict.
const PDBMaxCells = 25

// PDB is an additive disjoint pattern database for one goal board and one
// Partition (Korf & Felner, "Disjoint pattern database heuristics",
// Artificial Intelligence 134 (2002) 9–22; Felner, Korf & Hanan, "Additive
// pattern database heuristics", JAIR 22 (2004) 279–318).
//
// For each pattern (a group of tiles) an entry holds, for every placement of
// the pattern's tiles, the exact number of moves OF THOSE TILES needed to
// bring them home, minimised over the blank's position: moves of other
// tiles are free. A move moves one tile, so it is charged to exactly one
// pattern, and the sum over the patterns of a partition never exceeds the
// true distance: admissible. It is not consistent: an entry is the minimum
// over the blank's cells, and a move can wall the blank off from the cells
// that made it small, raising h by more than 1 (TestPDBNotConsistent). IDA*
// needs only admissibility, and A* here reopens closed nodes, so both stay
// optimal.
//
// Entries are found by 0-1 breadth-first search from the goal over
// (placement, blank cell) states, where moving the blank into a free cell
// costs 0 and swapping it with a pattern tile costs 1 (see buildPattern).
//
// Storage: an entry is stored as (d − m)/2, where d is the pattern's
// distance and m the Manhattan distance of its tiles (d ≥ m, and d ≡ m mod
// 2 since each charged move changes m by exactly ±1), in 4 bits when every
// entry of the pattern fits, else in one byte. Every partition here fits:
// the largest stored value is 9 for the 3×3 one-pattern table, 4-4-2 for
// 3×4's 4-4-3 (TestPDBEncoding), and measured on the 15-puzzle k for a
// k-tile pattern (6 for 6-6-3's, 7 for 7-7-1's; 9 and 7 for 8-7's), so 4 bits lose nothing
// and halve the tables against a byte per entry. Placements are ranked densely (n!/(n−k)! entries for k tiles on
// n cells), so 6-6-3 on 4×4 takes 2 × 5,765,760 / 2 + 3,360 / 2 = 5.77 MB,
// half of a byte-per-entry table; the lookup adds the pattern's Manhattan
// distance, which the solver keeps anyway.
//
// Where the goal allows it (a square board whose goal has the blank on the
// main diagonal) the same tables are also looked up on the board reflected
// about the main diagonal, with every tile relabelled by the goal tile of
// the reflected goal cell: the reflected board is exactly as far from the
// goal, so max(h, h_reflected) is admissible and consistent (Culberson &
// Schaeffer's symmetry lookups, used by Korf & Felner 2002).
type PDB struct {
	goal      Board
	partition Partition
	patterns  []pdbPattern

	n, cols int
	// groupOf[t] is the pattern holding tile t (0xff for the blank).
	groupOf [PDBMaxCells]uint8
	// md[t][c] is tile t's Manhattan distance from cell c to its goal
	// cell (0 for the blank).
	md [PDBMaxCells][PDBMaxCells]uint8
	// reflect: the goal allows the diagonal reflection; then transpose[c]
	// is the mirror cell of c, rtiles[g] the tiles of the board whose
	// mirrored positions feed pattern g, and rgroupOf[t] the pattern tile
	// t feeds.
	reflect   bool
	transpose [PDBMaxCells]uint8
	rtiles    [][]uint8
	rgroupOf  [PDBMaxCells]uint8

	// sparse holds each pattern's sparse table (see sparseTables), made
	// once on first use.
	sparse *sparseCache
	// also are the databases of Partition.Also: the heuristic is the
	// largest of the sums (see CombinePDB).
	also []*PDB
}

// sparseCache is a database's sparse tables, made once.
type sparseCache struct {
	once   sync.Once
	tables [][]byte
	bytes  atomic.Int64 // of tables, once made
}

// pdbPattern is one pattern's table.
type pdbPattern struct {
	cells []uint8 // goal cells of the pattern's tiles; their order fixes the ranking
	tiles []uint8 // the goal's tiles in those cells
	// data holds (d − m)/2 per placement rank: two entries per byte (low
	// nibble first) when nibbles, else one.
	data    []byte
	nibbles bool
	entries int
}

// get returns entry i's stored value, (d − m)/2.
func (p *pdbPattern) get(i int) int {
	if p.nibbles {
		return int(p.data[i>>1]>>(uint(i&1)<<2)) & 15
	}
	return int(p.data[i])
}

// Goal returns the goal the database was built for.
func (d *PDB) Goal() Board { return d.goal }

// Partition returns the database's partition.
func (d *PDB) Partition() Partition { return d.partition }

// Reflects reports whether lookups use the diagonal reflection too.
func (d *PDB) Reflects() bool { return d.reflect }

// Bytes returns the size of the tables in memory (the sparse copies
// aside: see SparseBytes).
func (d *PDB) Bytes() int64 {
	var b int64
	for i := range d.patterns {
		b += int64(len(d.patterns[i].data))
	}
	for _, a := range d.also {
		b += a.Bytes()
	}
	return b
}

// Entries returns the number of entries over all patterns.
func (d *PDB) Entries() int {
	e := 0
	for i := range d.patterns {
		e += d.patterns[i].entries
	}
	for _, a := range d.also {
		e += a.Entries()
	}
	return e
}

// CombinePDB returns the database of part (a partition with Also) from the
// databases of its parts (Partition.Parts, in order, for one goal): its
// heuristic is the largest of theirs. The tables are shared, not copied.
func CombinePDB(part Partition, parts []*PDB) (*PDB, error) {
	want := part.Parts()
	if len(parts) != len(want) {
		return nil, fmt.Errorf("partition %s has %d parts, and %d databases were given", part.Name, len(want), len(parts))
	}
	for i, d := range parts {
		if d.goal != parts[0].goal || d.partition.Name != want[i].Name || len(d.also) > 0 {
			return nil, fmt.Errorf("partition %s: part %d is the database of %s for %v", part.Name, i+1, d.partition.Name, d.goal)
		}
	}
	c := *parts[0]
	c.partition, c.also = part, parts[1:]
	return &c, nil
}

// newPDB sets up the derived tables of a database whose goal, partition and
// pattern cells are known (the tables are filled by BuildPDB or decoded).
func newPDB(goal Board, part Partition) (*PDB, error) {
	if goal.Len() > PDBMaxCells {
		return nil, fmt.Errorf("pattern databases work on boards of at most %d cells, and this board is %d×%d", PDBMaxCells, goal.Rows(), goal.Cols())
	}
	if len(part.Also) > 0 {
		return nil, fmt.Errorf("partition %s: each part of a combined partition has its own database (see CombinePDB)", part.Name)
	}
	d := &PDB{goal: goal, partition: part, n: goal.Len(), cols: goal.Cols(), sparse: &sparseCache{}}
	for t := range d.groupOf {
		d.groupOf[t], d.rgroupOf[t] = 0xff, 0xff
	}
	seen := 0
	for g, cells := range part.Groups {
		pt := pdbPattern{cells: append([]uint8(nil), cells...), entries: permCount(d.n, len(cells))}
		for _, c := range cells {
			t := goal.cells[c]
			if int(c) >= d.n || t == 0 || seen&(1<<c) != 0 {
				return nil, fmt.Errorf("partition %q does not split the goal's tiles: cell %d", part.Name, c)
			}
			seen |= 1 << c
			pt.tiles = append(pt.tiles, t)
			d.groupOf[t] = uint8(g)
		}
		d.patterns = append(d.patterns, pt)
	}
	if bits.OnesCount(uint(seen)) != d.n-1 {
		return nil, fmt.Errorf("partition %q covers %d of the %d tiles", part.Name, bits.OnesCount(uint(seen)), d.n-1)
	}
	rows, cols := goal.Rows(), goal.Cols()
	var goalCell [PDBMaxCells]int
	for c := 0; c < d.n; c++ {
		goalCell[goal.cells[c]] = c
	}
	for t := 1; t < d.n; t++ {
		for c := 0; c < d.n; c++ {
			d.md[t][c] = uint8(absInt(c/cols-goalCell[t]/cols) + absInt(c%cols-goalCell[t]%cols))
		}
	}
	b := goal.Blank()
	if rows == cols && b/cols == b%cols {
		d.reflect = true
		for c := 0; c < d.n; c++ {
			d.transpose[c] = uint8(c%cols*cols + c/cols)
		}
		d.rtiles = make([][]uint8, len(d.patterns))
		for g := range d.patterns {
			for _, c := range d.patterns[g].cells {
				t := goal.cells[d.transpose[c]]
				d.rtiles[g] = append(d.rtiles[g], t)
				d.rgroupOf[t] = uint8(g)
			}
		}
	}
	return d, nil
}

// rankPlacement returns the dense rank of a placement of k distinct cells
// on n cells: the mixed-radix number whose i-th digit is pos[i]'s index
// among the cells not taken by pos[0…i−1].
func rankPlacement(pos []uint8, n int) int {
	idx, used := 0, uint32(0)
	for i, c := range pos {
		r := int(c) - bits.OnesCount32(used&(1<<c-1))
		idx = idx*(n-i) + r
		used |= 1 << c
	}
	return idx
}

// value returns pattern g's heuristic value on tile positions pos
// (pos[t] = cell of tile t): with mirror, on the reflected board.
func (d *PDB) value(g int, pos *[PDBMaxCells]uint8, mirror bool) int {
	p := &d.patterns[g]
	tiles := p.tiles
	if mirror {
		tiles = d.rtiles[g]
	}
	var buf [PDBMaxCells]uint8
	m := 0
	for i, t := range tiles {
		c := pos[t]
		m += int(d.md[t][c])
		if mirror {
			c = d.transpose[c]
		}
		buf[i] = c
	}
	return m + 2*p.get(rankPlacement(buf[:len(tiles)], d.n))
}

// eval returns the heuristic of positions pos: the sum over the patterns,
// and its maximum with the reflected sum when the goal allows it.
func (d *PDB) eval(pos *[PDBMaxCells]uint8) int {
	h := 0
	for g := range d.patterns {
		h += d.value(g, pos, false)
	}
	if d.reflect {
		r := 0
		for g := range d.patterns {
			r += d.value(g, pos, true)
		}
		h = max(h, r)
	}
	for _, a := range d.also {
		h = max(h, a.eval(pos))
	}
	return h
}

// evalPacked is eval on a packed state (see Puzzle; boards of at most
// PackedCells cells).
func (d *PDB) evalPacked(s uint64) int {
	var pos [PDBMaxCells]uint8
	for i := 0; i < d.n; i++ {
		pos[(s>>(4*uint(i)))&15] = uint8(i)
	}
	return d.eval(&pos)
}

// evalCells is eval on cells (row-major tiles).
func (d *PDB) evalCells(c *[MaxCells]uint8) int {
	var pos [PDBMaxCells]uint8
	for i := 0; i < d.n; i++ {
		pos[c[i]%PDBMaxCells] = uint8(i)
	}
	return d.eval(&pos)
}

// H returns the database's estimate for board b (of the goal's size).
func (d *PDB) H(b Board) int { return d.evalCells(&b.cells) }
