package npuzzle

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"searchlab/core/search"
)

// testPDBs caches the databases the tests build, by goal and partition.
var testPDBs sync.Map

// testPDB returns the database of partition name for goal, built once per
// test process.
func testPDB(t testing.TB, goal Board, name string) *PDB {
	t.Helper()
	k := goal.String() + "|" + name
	if v, ok := testPDBs.Load(k); ok {
		return v.(*PDB)
	}
	var d *PDB
	if part, err := ParsePartition(goal, name); err == nil && len(part.Also) > 0 {
		// A combined partition: its parts from the cache.
		var parts []*PDB
		for _, p := range part.Parts() {
			parts = append(parts, testPDB(t, goal, p.Name))
		}
		if d, err = CombinePDB(part, parts); err != nil {
			t.Fatal(err)
		}
	} else {
		d = mustPDB(t, goal, name)
	}
	testPDBs.Store(k, d)
	return d
}

// optimalLength solves b by IDA* with linear conflict (core/search) and
// returns the length of the solution, which it replays.
func optimalLength(t testing.TB, b, goal Board) int {
	t.Helper()
	p, err := New(b, goal, LinearConflict)
	if err != nil {
		t.Fatal(err)
	}
	r := search.Run(t.Context(), search.NewIDAStar(p, search.Options[uint64]{}, search.IDAStarParams{}), search.RunOptions{})
	if r.Status != search.Found {
		t.Fatalf("%v: IDA* ended %v", b, r.Status)
	}
	end := b
	for _, m := range r.Actions {
		end, _ = end.Move(m)
	}
	if end != goal {
		t.Fatalf("%v: the IDA* solution does not reach the goal", b)
	}
	return len(r.Actions)
}

// customGoal3x3 is a goal with the blank in the centre and the tiles in a
// scrambled order: no template, no reflection (the blank is on the
// diagonal, but the tests also cover an off-diagonal one below).
var customGoals = []string{
	"8 1 3/2 0 4/7 6 5",         // blank in the centre (on the diagonal)
	"5 2 8/0 3 1/4 7 6",         // blank on an edge, off the diagonal
	"3 9 1 0/8 2 11 4/6 10 7 5", // 3×4, blank off a corner
}

func mustPDB(t testing.TB, goal Board, name string) *PDB {
	t.Helper()
	d, err := BuildDefaultPDB(goal, name, nil)
	if err != nil {
		t.Fatalf("%v %s: %v", goal, name, err)
	}
	return d
}

// TestPDBOnePatternIsExact: on 3×3 a database with one pattern of all eight
// tiles is the exact distance of every one of the 181,440 reachable states,
// for both usual goals and a goal with the blank in the centre.
func TestPDBOnePatternIsExact(t *testing.T) {
	for _, goal := range []Board{Goal(3, 3), BlankFirstGoal(3, 3), mustParse(t, customGoals[0])} {
		d := mustPDB(t, goal, "8")
		sp := spaceOf(t, goal)
		if len(sp.boards) != 181440 {
			t.Fatalf("BFS found %d states", len(sp.boards))
		}
		for _, b := range sp.boards {
			if h, want := d.H(b), sp.dist[key(b)]; h != want {
				t.Fatalf("goal %v: h(%v) = %d, BFS distance %d", goal, b, h, want)
			}
		}
	}
}

// TestPDBPartitionsAdmissibleConsistent checks every reachable state of the
// 2×3, 3×2, 2×4 and 3×3 boards against BFS for several partitions and
// goals: h(goal) = 0, h ≤ distance with the distance's parity, and a mean
// at least Manhattan's. (Consistency is not checked: it does not hold, see
// TestPDBNotConsistent.)
func TestPDBPartitionsAdmissibleConsistent(t *testing.T) {
	cases := []struct {
		goal  Board
		parts []string
	}{
		{Goal(2, 3), []string{"5", "32", "221", "11111"}},
		{BlankFirstGoal(2, 3), []string{"32", "41"}},
		{Goal(3, 2), []string{"32", "221"}},
		{Goal(2, 4), []string{"7", "43", "322"}},
		{Goal(3, 3), []string{"44", "431", "332", "2222", "44+332", "431+2222"}},
		{BlankFirstGoal(3, 3), []string{"44", "53", "44+53"}},
		{mustParse(t, customGoals[0]), []string{"44", "53"}},
		{mustParse(t, customGoals[1]), []string{"44", "8"}},
	}
	for _, c := range cases {
		sp := spaceOf(t, c.goal)
		md, err := New(c.goal, c.goal, Manhattan)
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range c.parts {
			d := mustPDB(t, c.goal, name)
			if h := d.H(c.goal); h != 0 {
				t.Fatalf("%v %s: h(goal) = %d", c.goal, name, h)
			}
			var parts []*PDB // a combined partition's: its h is their maximum
			if p := d.Partition(); len(p.Also) > 0 {
				for _, q := range p.Parts() {
					parts = append(parts, mustPDB(t, c.goal, q.Name))
				}
			}
			sumH, sumMD := 0, 0.0
			for _, b := range sp.boards {
				h, dist := d.H(b), sp.dist[key(b)]
				if parts != nil {
					m := 0
					for _, q := range parts {
						m = max(m, q.H(b))
					}
					if h != m {
						t.Fatalf("goal %v partition %s: h(%v) = %d, the largest of its parts' %d", c.goal, name, b, h, m)
					}
				}
				if h > dist {
					t.Fatalf("goal %v partition %s: h(%v) = %d > distance %d", c.goal, name, b, h, dist)
				}
				if (dist-h)%2 != 0 {
					t.Fatalf("goal %v partition %s: h(%v) = %d and distance %d differ in parity", c.goal, name, b, h, dist)
				}
				sumH += h
				sumMD += md.H(md.Pack(b))
			}
			if float64(sumH) < sumMD {
				t.Errorf("goal %v partition %s: mean h %.2f below Manhattan's %.2f", c.goal, name, float64(sumH)/float64(len(sp.boards)), sumMD/float64(len(sp.boards)))
			}
		}
	}
}

// TestPDBNotConsistent pins the reason the databases are admissible but not
// consistent: an entry is the minimum over the blank's cells, and a move can
// wall the blank off from the cells that made it small. On 2×3 with the
// pattern {1, 4, 2}, the blank moving left from 5 2 3/1 4 _ raises that
// pattern's entry from 2 to 5 (the real distance goes from 8 to 9).
func TestPDBNotConsistent(t *testing.T) {
	d := mustPDB(t, Goal(2, 3), "32")
	a, b := mustParse(t, "5 2 3/1 4 0"), mustParse(t, "5 2 3/1 0 4")
	if ha, hb := d.H(a), d.H(b); hb-ha != 3 {
		t.Errorf("h = %d then %d; want a jump of 3", ha, hb)
	}
}

// TestPDBEncoding: the standard partitions store 4-bit entries, with the
// sizes the documentation states.
func TestPDBEncoding(t *testing.T) {
	for _, c := range []struct {
		goal    Board
		name    string
		entries int
		bytes   int64
		maxima  string
	}{
		{Goal(3, 3), "8", 362880, 181440, "[9]"},
		{Goal(3, 4), "443", 2*11880 + 1320, 2*5940 + 660, "[4 4 2]"},
	} {
		d := mustPDB(t, c.goal, c.name)
		if d.Entries() != c.entries || d.Bytes() != c.bytes {
			t.Errorf("%v %s: %d entries, %d bytes; want %d, %d", c.goal, c.name, d.Entries(), d.Bytes(), c.entries, c.bytes)
		}
		var maxima []int
		for _, p := range d.patterns {
			if !p.nibbles {
				t.Errorf("%v %s: a pattern needs bytes", c.goal, c.name)
			}
			m := 0
			for i := 0; i < p.entries; i++ {
				m = max(m, p.get(i))
			}
			maxima = append(maxima, m)
		}
		if fmt.Sprint(maxima) != c.maxima {
			t.Errorf("%v %s: largest stored values %v, want %s", c.goal, c.name, maxima, c.maxima)
		}
	}
}

// TestPartitions checks the partition names, their defaults and the errors.
func TestPartitions(t *testing.T) {
	for _, c := range []struct {
		rows, cols int
		want       string
	}{{4, 4, "663"}, {3, 4, "443"}, {4, 3, "443"}, {3, 3, "8"}, {2, 5, "9"}, {2, 8, "555"}, {3, 5, "554"}, {2, 2, "3"}} {
		if got := DefaultPartitionName(c.rows, c.cols); got != c.want {
			t.Errorf("%d×%d: default %q, want %q", c.rows, c.cols, got, c.want)
		}
	}
	for _, goal := range []Board{Goal(4, 4), BlankFirstGoal(4, 4), mustParse(t, "1 2 3 4/5 6 0 7/8 9 10 11/12 13 14 15")} {
		for _, name := range []string{"663", "555", "6-6-3", "366", "4443", "771", "753", "843", "87", "942"} {
			p, err := ParsePartition(goal, name)
			if name == "942" {
				if err == nil {
					t.Errorf("a 9-tile pattern (16!/7! entries) was accepted")
				}
				continue
			}
			if err != nil {
				t.Fatalf("%v %s: %v", goal, name, err)
			}
			var seen [16]bool
			for _, g := range p.Groups {
				for _, c := range g {
					if seen[c] || goal.Tile(int(c)) == 0 {
						t.Fatalf("%v %s: cell %d twice or the blank's: %v", goal, name, c, p.Groups)
					}
					seen[c] = true
				}
			}
		}
	}
	for _, c := range []struct{ name, want string }{
		{"663+663b", "663+663b"}, {"6-6-3+5-5-5", "663+555"}, {"366b+771", "663b+771"},
	} {
		p, err := ParsePartition(BlankFirstGoal(4, 4), c.name)
		if err != nil || p.Name != c.want || len(p.Parts()) != 2 || p.Parts()[1].Name != c.want[strings.IndexByte(c.want, '+')+1:] {
			t.Errorf("%s: %+v %v, want %s", c.name, p, err, c.want)
		}
	}
	if p, err := ParsePartition(Goal(4, 4), "663c"); err != nil || !slices.Equal(p.Groups[2], []uint8{9, 12, 13}) {
		t.Errorf("663c: %v %v", p.Groups, err)
	}
	// 663b: the 3-tile pattern is the row 663's does not hold.
	if p, _ := ParsePartition(BlankFirstGoal(4, 4), "663b"); !slices.Equal(p.Groups[2], []uint8{3, 2, 1}) {
		t.Errorf("Korf goal 663b: %v", p.Groups)
	}
	if p, _ := ParsePartition(Goal(4, 4), "663+771"); p.LargestTable(16) != 57657600 || p.MinBytes(16) != 2*2882880+1680+2*28828800+8 {
		t.Errorf("663+771: largest table %d, %d bytes", p.LargestTable(16), p.MinBytes(16))
	}
	for _, bad := range []string{"664", "66x", "0", "663d", "663+663", "663+", "443b"} {
		if _, err := ParsePartition(Goal(4, 4), bad); err == nil {
			t.Errorf("partition %q accepted", bad)
		}
	}
	if _, err := ParsePartition(Goal(6, 6), ""); err == nil {
		t.Errorf("a 6×6 partition accepted")
	}
	for _, g := range []Board{Goal(5, 5), BlankFirstGoal(5, 5)} {
		p, err := ParsePartition(g, "auto")
		if err != nil || p.Name != "55554" || len(p.Groups) != 5 || len(p.Groups[4]) != 4 {
			t.Errorf("%v auto: %+v %v, want the 5-5-5-5-4 template", g, p, err)
		}
	}
	// The 5×5 template turned by 180° for the blank-first goal: its
	// 4-tile block next to the blank moves to cells 1, 5, 6 and 0's
	// neighbour 2×2 block (24 − {18, 19, 22, 23}).
	if p, _ := ParsePartition(BlankFirstGoal(5, 5), "55554"); !slices.Equal(p.Groups[4], []uint8{6, 5, 2, 1}) {
		t.Errorf("blank-first 55554: %v", p.Groups)
	}
	if _, err := ParsePartition(Goal(5, 5), "66444"); err == nil {
		t.Errorf("a 6-tile pattern on 25 cells (127,512,000 entries) accepted")
	}
	for _, shape := range [][2]int{{3, 7}, {7, 3}, {3, 8}, {4, 6}} {
		g := Goal(shape[0], shape[1])
		if p, err := ParsePartition(g, ""); err != nil || p.LargestTable(g.Len()) > BrowserPatternEntries {
			t.Errorf("%d×%d default: %+v %v", shape[0], shape[1], p, err)
		}
	}
	// Korf's goal, blank first: the 6-6-3 template turned by 180°, so the
	// 3-tile pattern is the bottom row's cells 14, 13, 12.
	p, _ := ParsePartition(BlankFirstGoal(4, 4), "663")
	if len(p.Groups[2]) != 3 || p.Groups[2][0] != 14 {
		t.Errorf("Korf goal 663: %v", p.Groups)
	}
}

// TestPDB15Samples: on random 15-puzzle positions near the goal (random
// walks of 30 to 40 moves, quick to solve), none of 6-6-3, 5-5-5 and the
// maximum of three 6-6-3 cuts (663+663b+663c) exceeds the optimal length
// found by IDA* with linear conflict, and the combination is the largest
// of its parts.
func TestPDB15Samples(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the 15-puzzle databases")
	}
	goal := BlankFirstGoal(4, 4)
	dbs := []*PDB{testPDB(t, goal, "663"), testPDB(t, goal, "555"), testPDB(t, goal, "663+663b+663c")}
	parts := []*PDB{testPDB(t, goal, "663"), testPDB(t, goal, "663b"), testPDB(t, goal, "663c")}
	lc, _ := New(goal, goal, LinearConflict)
	r := rand.New(rand.NewPCG(14, 15))
	for i := 0; i < 12; i++ {
		b, _ := RandomWalk(goal, 30+r.IntN(11), r)
		opt := optimalLength(t, b, goal)
		md := int(lc.H(lc.Pack(b)))
		for _, d := range dbs {
			if h := d.H(b); h > opt || h < md-2*16 {
				t.Fatalf("%v partition %s: h = %d, optimal %d", b, d.Partition().Name, h, opt)
			}
		}
		if h, m := dbs[2].H(b), max(parts[0].H(b), parts[1].H(b), parts[2].H(b)); h != m {
			t.Fatalf("%v: 663+663b+663c h = %d, its parts' largest %d", b, h, m)
		}
	}
}
