package npuzzle

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Partition splits the goal's tiles into disjoint patterns for an additive
// pattern database (see PDB). Each group lists goal cells; the pattern's
// tiles are the goal's tiles in those cells. The groups cover every cell
// but the goal's blank exactly once.
type Partition struct {
	// Name is the group sizes, largest first ("663", "555", "443", "8").
	Name string
	// Groups holds the goal cells of each pattern.
	Groups [][]uint8
	// Also lists further partitions of the same goal (a name joined by
	// "+", such as 663+663b): the heuristic is the largest of the
	// partitions' sums, admissible since each is (Holte, Felner, Newton,
	// Meshulam & Furcy, "Maximizing over multiple pattern databases speeds
	// up heuristic search", AIJ 170 (2006) 1123–1136). Each partition's
	// tables are built and stored on their own.
	Also []Partition
}

// Parts returns the partition's parts: itself without Also, then each of
// Also.
func (p Partition) Parts() []Partition {
	first := p
	first.Also = nil
	if i := strings.IndexByte(first.Name, '+'); i >= 0 {
		first.Name = first.Name[:i]
	}
	return append([]Partition{first}, p.Also...)
}

// MaxPatternEntries caps one pattern's table on boards of more than 16
// cells: n!/(n−k)! entries for k tiles on n cells (5 tiles on 25 cells:
// 6,375,600; 6 tiles would be 127.5 M, 1.7 GB while built with the 32-bit
// blank masks). MaxPatternEntries16 is the cap up to 16 cells;
// BrowserPatternEntries is the web worker's.
const MaxPatternEntries = 60_000_000

// MaxPatternEntries16 caps one pattern's table on boards of at most 16
// cells: an 8-tile pattern of the 15-puzzle (16·15·…·9 = 518,918,400
// entries, 259 MB at 4 bits, 3.9 GB while it is built: see BuildBytes)
// fits, for native use (8-7, Felner, Korf & Hanan 2004's 7-8).
const MaxPatternEntries16 = 518_918_400

// maxPatternEntries returns the cap of one pattern's table on a board of n
// cells.
func maxPatternEntries(n int) int {
	if n <= 16 {
		return MaxPatternEntries16
	}
	return MaxPatternEntries
}

// BrowserPatternEntries caps a pattern's table in the web worker: a 6-tile
// pattern of the 15-puzzle (5,765,760 entries; the build holds 35 MB) or a
// 5-tile pattern of the 24-puzzle (6,375,600 entries; 83 MB with the
// 32-bit blank masks of boards over 16 cells).
const BrowserPatternEntries = 6_400_000

// partitionTemplates are hand-drawn partitions for the goal with the blank
// in the bottom-right corner, by shape and name: compact blocks of goal
// cells (row-major cell indices). The 4×4 6-6-3 one is the usual choice of
// optimal 15-puzzle solvers after Korf & Felner: tiles {1,5,6,9,10,13},
// {7,8,11,12,14,15}, {2,3,4}.
var partitionTemplates = map[[2]int]map[string][][]uint8{
	{4, 4}: {
		"663": {{0, 4, 5, 8, 9, 12}, {6, 7, 10, 11, 13, 14}, {1, 2, 3}},
		"771": {{0, 1, 2, 3, 4, 5, 6}, {7, 8, 9, 10, 11, 12, 13}, {14}},
		"555": {{0, 1, 4, 5, 8}, {2, 3, 6, 7, 11}, {9, 10, 12, 13, 14}},
		// More 6-6-3 cuts to maximise with the first (Partition.Also),
		// chosen by Korf's 100 with the reflection (generated nodes;
		// 663 alone: 54,976,219; 7-7-1: 25,949,599):
		//	a b b b     a a c c     a a a c
		//	a a c c     a a c c     a a c c
		//	a a c c     a a c c     a c c b
		//	a c c _     b b b _     b b c _
		//	  663         663b        663c
		// 663+663b 26,174,717 (the best pair of six cuts tried; the next
		// gave 28.1 M), 663+663b+663c 19,955,445 (the best third of five).
		"663b": {{0, 1, 4, 5, 8, 9}, {2, 3, 6, 7, 10, 11}, {12, 13, 14}},
		"663c": {{0, 1, 2, 4, 5, 8}, {3, 6, 7, 10, 11, 14}, {9, 12, 13}},
		// 8-7 (Felner, Korf & Hanan 2004's 7-8): the top two rows and
		// the bottom two. For Korf's goal (blank first) the template
		// turns half a turn: tiles 1–7 and 8–15. 259 MB + 28.8 MB at
		// 4 bits; native only (BrowserPatternEntries).
		"87": {{0, 1, 2, 3, 4, 5, 6, 7}, {8, 9, 10, 11, 12, 13, 14}},
	},
	{3, 4}: {"443": {{0, 1, 4, 5}, {2, 3, 6, 7}, {8, 9, 10}}},
	// 5×5, 5-5-5-5-4 (12.9 MB at 4 bits per entry), measured against
	// four other cuts on Korf & Felner's 50 instances (docs/big-boards.md):
	//	a a a b b
	//	a a d b b
	//	c d d d b
	//	c c d e e
	//	c c e e _
	{5, 5}: {"55554": {{0, 1, 2, 5, 6}, {3, 4, 8, 9, 14}, {10, 15, 16, 20, 21}, {7, 11, 12, 13, 17}, {18, 19, 22, 23}}},
	{4, 3}: {"443": {{0, 1, 3, 4}, {6, 7, 9, 10}, {2, 5, 8}}},
}

// DefaultPartitionName returns the partition used when none is named: 6-6-3
// on 4×4, 4-4-3 on 3×4 and 4×3, one pattern of all tiles when its table
// has at most BrowserPatternEntries entries (3×3, 2×4, 2×5), otherwise
// groups of at most 5 tiles (5-5-5-5-4 on 5×5).
func DefaultPartitionName(rows, cols int) string {
	switch {
	case rows == 4 && cols == 4:
		return "663"
	case rows*cols == 12 && (rows == 3 || cols == 3):
		return "443"
	}
	n := rows * cols
	if permCount(n, n-1) <= BrowserPatternEntries {
		return strconv.Itoa(n - 1)
	}
	return sizesName(evenSizes(n-1, 5))
}

// evenSizes splits total tiles into the fewest groups of at most k, as even
// as possible, largest first.
func evenSizes(total, k int) []int {
	g := (total + k - 1) / k
	out := make([]int, g)
	for i := range out {
		out[i] = total / g
		if i < total%g {
			out[i]++
		}
	}
	return out
}

func sizesName(s []int) string {
	var b strings.Builder
	for _, k := range s {
		b.WriteString(strconv.Itoa(k))
	}
	return b.String()
}

// permCount returns n!/(n−k)!, the number of placements of k distinct tiles
// on n cells, or math.MaxInt when that overflows (21 tiles or more on a
// board of their size).
func permCount(n, k int) int {
	c := 1
	for i := 0; i < k; i++ {
		if c > math.MaxInt/(n-i) {
			return math.MaxInt
		}
		c *= n - i
	}
	return c
}

// ParsePartition returns the partition named name for goal: "" or "auto"
// for the default (DefaultPartitionName), otherwise the group sizes as
// digits ("663", "555", "443", "8"; "6-6-3" is accepted), with a letter
// after them for another template of the same sizes ("663b"), and several
// such names joined by "+" for the maximum of their sums ("663+663b",
// "663+555"; see Partition.Also). The sizes must add
// up to the number of tiles and each pattern's table must fit
// MaxPatternEntries. Shapes with a template (4×4: 663, 555 and 771; 3×4
// and 4×3: 443) use compact blocks; any other sizes cut the goal's cells, taken
// column by column on wide boards and row by row otherwise, in order.
func ParsePartition(goal Board, name string) (Partition, error) {
	rows, cols, n := goal.Rows(), goal.Cols(), goal.Len()
	if !goal.Valid() {
		return Partition{}, fmt.Errorf("the goal is not a valid board")
	}
	if n > PDBMaxCells {
		return Partition{}, fmt.Errorf("pattern databases work on boards of at most %d cells, and this board is %d×%d", PDBMaxCells, rows, cols)
	}
	name = strings.ReplaceAll(strings.TrimSpace(strings.ToLower(name)), "-", "")
	if name == "" || name == "auto" || name == "default" {
		name = DefaultPartitionName(rows, cols)
	}
	var out Partition
	var names []string
	for _, one := range strings.Split(name, "+") {
		p, err := parseOnePartition(goal, one)
		if err != nil {
			return Partition{}, err
		}
		if slices.Contains(names, p.Name) {
			return Partition{}, fmt.Errorf("partition %q names %s twice", name, p.Name)
		}
		names = append(names, p.Name)
		if out.Groups == nil {
			out = p
		} else {
			out.Also = append(out.Also, p)
		}
	}
	out.Name = strings.Join(names, "+")
	return out, nil
}

// parseOnePartition is ParsePartition for a name without "+".
func parseOnePartition(goal Board, name string) (Partition, error) {
	rows, cols, n := goal.Rows(), goal.Cols(), goal.Len()
	shape := ""
	if l := len(name); l > 1 && name[l-1] >= 'a' && name[l-1] <= 'z' {
		name, shape = name[:l-1], name[l-1:]
	}
	var sizes []int
	total := 0
	for _, r := range name {
		if r < '1' || r > '9' {
			return Partition{}, fmt.Errorf("partition %q: write the pattern sizes as digits 1 to 9, e.g. 663 (or auto)", name)
		}
		sizes = append(sizes, int(r-'0'))
		total += int(r - '0')
	}
	if total != n-1 {
		return Partition{}, fmt.Errorf("partition %q has %d tiles, but a %d×%d board has %d", name, total, rows, cols, n-1)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(sizes)))
	name = sizesName(sizes)
	if permCount(n, sizes[0]) > maxPatternEntries(n) {
		return Partition{}, fmt.Errorf("partition %q: a pattern of %d tiles on %d cells needs %d entries, more than the %d allowed; use smaller patterns",
			name, sizes[0], n, permCount(n, sizes[0]), maxPatternEntries(n))
	}
	blank := goal.Blank()
	if tpl, ok := partitionTemplates[[2]int{rows, cols}][name+shape]; ok {
		return Partition{Name: name + shape, Groups: placeTemplate(tpl, rows, cols, blank)}, nil
	}
	if shape != "" {
		return Partition{}, fmt.Errorf("partition %q: no template %q for %d×%d boards", name+shape, shape, rows, cols)
	}
	// Generic: cut the non-blank cells, in column-major order on wide
	// boards (compact column blocks) and row-major otherwise.
	var order []uint8
	if cols > rows {
		for c := 0; c < cols; c++ {
			for r := 0; r < rows; r++ {
				if i := r*cols + c; i != blank {
					order = append(order, uint8(i))
				}
			}
		}
	} else {
		for i := 0; i < n; i++ {
			if i != blank {
				order = append(order, uint8(i))
			}
		}
	}
	p := Partition{Name: name}
	for _, k := range sizes {
		p.Groups = append(p.Groups, append([]uint8(nil), order[:k]...))
		order = order[k:]
	}
	return p, nil
}

// placeTemplate maps a template drawn for the blank in the bottom-right
// corner onto a goal whose blank is in cell blank: through the board
// symmetry that takes the corner there when blank is a corner, otherwise by
// giving the template's blank cell to the group that held cell blank.
func placeTemplate(tpl [][]uint8, rows, cols, blank int) [][]uint8 {
	br, bc := blank/cols, blank%cols
	flipR, flipC := br == 0, bc == 0
	corner := (br == 0 || br == rows-1) && (bc == 0 || bc == cols-1)
	out := make([][]uint8, len(tpl))
	for g, cells := range tpl {
		out[g] = make([]uint8, len(cells))
		for j, c := range cells {
			i := int(c)
			if corner {
				r, cc := i/cols, i%cols
				if flipR {
					r = rows - 1 - r
				}
				if flipC {
					cc = cols - 1 - cc
				}
				i = r*cols + cc
			} else if i == blank {
				i = rows*cols - 1
			}
			out[g][j] = uint8(i)
		}
	}
	return out
}

// LargestTable returns the number of entries of the partition's largest
// pattern table on a board of n cells.
func (p Partition) LargestTable(n int) int {
	m := 0
	for _, q := range p.Parts() {
		for _, g := range q.Groups {
			m = max(m, permCount(n, len(g)))
		}
	}
	return m
}

// MinBytes returns the least memory the partition's tables take on a board
// of n cells: 4 bits per entry (PDB's storage when every value fits a
// nibble, as for every partition shipped; a byte per entry otherwise). A
// caller can refuse a database over budget before building it.
func (p Partition) MinBytes(n int) int64 {
	var b int64
	for _, q := range p.Parts() {
		for _, g := range q.Groups {
			b += int64(permCount(n, len(g))+1) / 2
		}
	}
	return b
}

// BuildBytes returns the memory BuildPDB holds while it builds the
// partition's tables on a board of n cells: three blank-cell masks (2 bytes
// each up to 16 cells, else 4) and one byte per entry of the largest
// pattern (see buildPattern), and the finished tables (MinBytes). 6-6-3 on
// 4×4: 40 MB; 8-7: 3.9 GB.
func (p Partition) BuildBytes(n int) int64 {
	mask := int64(2)
	if n > 16 {
		mask = 4
	}
	return int64(p.LargestTable(n))*(3*mask+1) + p.MinBytes(n)
}
