package npuzzle

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// Benchmarks of the 8-7 databases (Felner, Korf & Hanan 2004's 7-8: 259 MB
// + 28.8 MB at 4 bits) against 663+663b, alternating in one run so that a
// busy machine weighs on both alike:
//
//	searchlab pdb -partition 87 -goal "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15" -out /tmp/pdb
//	go test ./core/npuzzle -run '^$' -bench 'PDBKorf100Big' -benchtime=1x
//	go test ./core/npuzzle -run '^$' -bench 'PDB80MovesBig/^1$/' -benchtime=1x
//
// The 8-7 tables are never built here (3.9 GB and minutes): they are read
// from the user's cache directory, where `searchlab pdb` leaves them, and
// the benchmark is skipped, saying so, when they are missing.

// bigPartition is the partition the big-table benchmarks measure.
const bigPartition = "87"

// bigRounds is how many times BenchmarkPDBKorf100Big alternates, and
// bigRounds80 BenchmarkPDB80MovesBig (663+663b takes about 40 s of CPU on
// an 80-move position).
const bigRounds, bigRounds80 = 3, 1

// cachedPDB returns the database of partition name for goal from
// benchStore's directory, and skips the benchmark when some part of it has
// not been built there (it is never built by a benchmark).
func cachedPDB(b *testing.B, goal Board, name string) *PDB {
	b.Helper()
	part, err := ParsePartition(goal, name)
	if err != nil {
		b.Fatal(err)
	}
	if benchStore.Dir == "" {
		b.Skipf("no user cache directory to read the %s databases from", name)
	}
	for _, p := range part.Parts() {
		file := filepath.Join(benchStore.Dir, pdbFileName(goal, p))
		if _, err := os.Stat(file); err != nil {
			msg := fmt.Sprintf("%s skipped: the %s database is not built (%v): build it once with `searchlab pdb -partition %s -goal %q -out DIR` (%.1f GB while it builds)",
				b.Name(), p.Name, err, p.Name, goal.String(), float64(p.BuildBytes(goal.Len()))/1e9)
			// A skipped benchmark's message shows only with -v: say it
			// on standard error too, so `make bench` shows it.
			fmt.Fprintln(os.Stderr, msg)
			b.Skip(msg)
		}
	}
	t0 := time.Now()
	d, err := (&PDBStore{Dir: benchStore.Dir, MaxBytes: -1}).Get(goal, name, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("%s: %d bytes, loaded in %v", name, d.Bytes(), time.Since(t0).Round(time.Millisecond))
	return d
}

// BenchmarkPDBKorf100Big solves Korf's 100 with the reflection, alternating
// 663+663b and 8-7 (bigRounds rounds): sub-benchmarks round<r>/<partition>.
func BenchmarkPDBKorf100Big(b *testing.B) {
	goal := BlankFirstGoal(4, 4)
	dbs := map[string]*PDB{bigPartition: cachedPDB(b, goal, bigPartition), "663+663b": benchPDB(b, goal, "663+663b")}
	for r := 1; r <= bigRounds; r++ {
		for _, name := range []string{"663+663b", bigPartition} {
			b.Run(fmt.Sprintf("round%d/%s", r, name), func(b *testing.B) {
				b.ReportMetric(float64(dbs[name].Bytes()), "table-bytes")
				for b.Loop() {
					runKorfSet(b, dbs[name], PDBIDAStarParams{}, korf100Instances())
				}
			})
		}
	}
}

// BenchmarkPDB80MovesBig solves each of the 17 positions at distance 80
// with 8-7 and the reflection (sub-benchmark <position>/round<r>/<partition>;
// -bench 'PDB80MovesBig/^1$/' for the first), alternating with 663+663b on
// the first position only (bigRounds80 rounds): 663+663b takes about 50 s
// of CPU on each, and BenchmarkPDB80Moves has it on all 17. The positions are for the blank-last goal: each
// is turned by half a turn and its tiles relabelled (t → 16 − t), which
// makes it a position exactly as far from Korf's goal (blank first), whose
// databases the cache holds.
func BenchmarkPDB80MovesBig(b *testing.B) {
	goal := BlankFirstGoal(4, 4)
	dbs := map[string]*PDB{bigPartition: cachedPDB(b, goal, bigPartition), "663+663b": benchPDB(b, goal, "663+663b")}
	for i, k := range hardest15(b) {
		k.start = halfTurn(b, k.start)
		b.Run(fmt.Sprintf("%d", i+1), func(b *testing.B) {
			for r := 1; r <= bigRounds80; r++ {
				for _, name := range []string{"663+663b", bigPartition} {
					if name != bigPartition && i > 0 {
						continue
					}
					b.Run(fmt.Sprintf("round%d/%s", r, name), func(b *testing.B) {
						for b.Loop() {
							runKorfSet(b, dbs[name], PDBIDAStarParams{}, func(testing.TB) []korfInstance { return []korfInstance{k} })
						}
					})
				}
			}
		})
	}
}

// halfTurn turns a 4×4 board by 180° and relabels tile t as 16 − t: the
// blank-last goal becomes the blank-first one, and every position keeps its
// distance (a move's mirror image is a move).
func halfTurn(t testing.TB, b Board) Board {
	t.Helper()
	n := b.Len()
	tiles := make([]int, n)
	for i := 0; i < n; i++ {
		if v := b.Tile(i); v != 0 {
			tiles[n-1-i] = n - v
		}
	}
	out, err := NewBoard(b.Rows(), b.Cols(), tiles)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestHalfTurn: the half turn takes the blank-last goal to Korf's goal,
// keeps the Manhattan distance and solvability of the 80-move positions,
// and the optimal length of random positions.
func TestHalfTurn(t *testing.T) {
	if g := halfTurn(t, Goal(4, 4)); g != BlankFirstGoal(4, 4) {
		t.Fatalf("half turn of the goal: %v", g)
	}
	last, _ := New(Goal(4, 4), Goal(4, 4), Manhattan)
	first, _ := New(BlankFirstGoal(4, 4), BlankFirstGoal(4, 4), Manhattan)
	for _, k := range hardest15(t) {
		h := halfTurn(t, k.start)
		if a, b := last.H(last.Pack(k.start)), first.H(first.Pack(h)); a != b {
			t.Errorf("%v: Manhattan %v, turned %v: %v", k.start, a, h, b)
		}
		if err := Solvable(h, BlankFirstGoal(4, 4)); err != nil {
			t.Errorf("%v turned: %v", k.start, err)
		}
	}
	r := rand.New(rand.NewPCG(33, 5))
	for range 3 {
		b, _ := RandomWalk(Goal(4, 4), 40, r)
		if a, c := optimalLength(t, b, Goal(4, 4)), optimalLength(t, halfTurn(t, b), BlankFirstGoal(4, 4)); a != c {
			t.Errorf("%v: %d moves, turned: %d", b, a, c)
		}
	}
}
