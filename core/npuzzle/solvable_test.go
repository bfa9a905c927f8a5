package npuzzle

import (
	"errors"
	"math/rand/v2"
	"testing"
)

// TestSolvableAgreesWithBFS checks the parity rule against exhaustive
// reachability: every permutation of the board is solvable iff the BFS from
// the goal reaches it, for both goal conventions.
func TestSolvableAgreesWithBFS(t *testing.T) {
	for _, goal := range smallGoals([][2]int{{2, 2}, {2, 3}, {3, 2}, {3, 3}, {2, 4}, {4, 2}}) {
		sp := spaceOf(t, goal)
		perms, solvable := 0, 0
		forEachPermutation(goal.Rows(), goal.Cols(), func(b Board) {
			perms++
			err := Solvable(b, goal)
			_, reach := sp.dist[key(b)]
			if reach != (err == nil) {
				t.Fatalf("goal %v, board %v: reachable=%v but Solvable says %v", goal, b, reach, err)
			}
			if err != nil && !errors.Is(err, ErrUnsolvable) {
				t.Fatalf("unsolvable error does not wrap ErrUnsolvable: %v", err)
			}
			if err == nil {
				solvable++
			}
		})
		if solvable*2 != perms || solvable != len(sp.boards) {
			t.Errorf("goal %v: %d of %d permutations solvable, BFS reached %d", goal, solvable, perms, len(sp.boards))
		}
	}
}

func TestRandomSolvable(t *testing.T) {
	for _, goal := range []Board{Goal(2, 2), Goal(3, 3), BlankFirstGoal(4, 4), Goal(5, 5), BlankFirstGoal(8, 8), Goal(2, 7)} {
		for seed := uint64(1); seed <= 50; seed++ {
			b, err := RandomSolvable(goal, rand.New(rand.NewPCG(seed, seed)))
			if err != nil {
				t.Fatal(err)
			}
			if err := Solvable(b, goal); err != nil {
				t.Fatalf("RandomSolvable(%v, seed %d) = %v: %v", goal, seed, b, err)
			}
			if _, err := Parse(b.String()); err != nil {
				t.Fatalf("random board does not parse: %v", err)
			}
			b2, _ := RandomSolvable(goal, rand.New(rand.NewPCG(seed, seed)))
			if b2 != b {
				t.Fatalf("same seed, different boards: %v %v", b, b2)
			}
		}
	}
	// Uniformity on 2×2: 12 solvable boards, 12,000 draws, each about 1,000.
	r := rand.New(rand.NewPCG(7, 7))
	counts := map[Board]int{}
	for range 12000 {
		b, _ := RandomSolvable(Goal(2, 2), r)
		counts[b]++
	}
	if len(counts) != 12 {
		t.Fatalf("2×2: drew %d distinct boards, want 12", len(counts))
	}
	for b, c := range counts {
		if c < 850 || c > 1150 { // > 5 standard deviations (σ ≈ 30)
			t.Errorf("2×2 board %v drawn %d times of 12000, want about 1000", b, c)
		}
	}
}

func TestRandomWalk(t *testing.T) {
	goal := Goal(3, 3)
	sp := spaceOf(t, goal)
	for seed := uint64(1); seed <= 30; seed++ {
		b, err := RandomWalk(goal, 25, rand.New(rand.NewPCG(seed, 0)))
		if err != nil {
			t.Fatal(err)
		}
		d, ok := sp.dist[key(b)]
		if !ok || d > 25 || d%2 != 1 {
			t.Errorf("walk of 25 reached %v at distance %d (reachable %v), want odd and ≤ 25", b, d, ok)
		}
	}
	if _, err := RandomWalk(goal, -1, rand.New(rand.NewPCG(1, 1))); err == nil {
		t.Error("negative walk accepted")
	}
	if _, err := RandomWalk(Board{}, 3, rand.New(rand.NewPCG(1, 1))); err == nil {
		t.Error("walk from the zero Board accepted")
	}
}

// TestSolvableLargeBoards checks the parity rule beyond the exhaustively
// checked sizes: every board a random walk reaches from the goal is
// solvable, and swapping two tiles of it makes it unsolvable, on every
// shape from 2×2 to 8×8 and both goal conventions.
func TestSolvableLargeBoards(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for rows := MinSide; rows <= MaxSide; rows++ {
		for cols := MinSide; cols <= MaxSide; cols++ {
			for _, goal := range []Board{Goal(rows, cols), BlankFirstGoal(rows, cols)} {
				for range 5 {
					b, err := RandomWalk(goal, 1+r.IntN(300), r)
					if err != nil {
						t.Fatal(err)
					}
					if err := Solvable(b, goal); err != nil {
						t.Fatalf("%v reached from %v by moves, but: %v", b, goal, err)
					}
					tiles := b.Tiles()
					i, j := 0, 1
					if tiles[i] == 0 {
						i = 2
					} else if tiles[j] == 0 {
						j = 2
					}
					tiles[i], tiles[j] = tiles[j], tiles[i]
					sw, _ := NewBoard(rows, cols, tiles)
					if err := Solvable(sw, goal); !errors.Is(err, ErrUnsolvable) {
						t.Fatalf("%v (two tiles swapped) should be unsolvable, got %v", sw, err)
					}
				}
			}
		}
	}
}

// A walk never undoes its previous move, so on 3×3 (whose shortest cycles
// other than a move and its undo have 12 moves) a walk of k ≤ 5 moves ends
// exactly k moves from the goal; a walk that could undo moves would often
// end nearer. Shuffle draws through RandomWalk and RandomSolvable, and its
// wire names round-trip.
func TestShuffleWalkDistance(t *testing.T) {
	goal := Goal(3, 3)
	sp := spaceOf(t, goal)
	for k := 1; k <= 5; k++ {
		for seed := uint64(1); seed <= 40; seed++ {
			b, err := Shuffle{Moves: k}.Board(goal, rand.New(rand.NewPCG(seed, uint64(k))))
			if err != nil {
				t.Fatal(err)
			}
			if d := sp.dist[key(b)]; d != k {
				t.Fatalf("walk of %d (seed %d) ended %d moves from the goal", k, seed, d)
			}
		}
	}
	// Uniform: the same board as RandomSolvable with the same seed.
	b, _ := Shuffle{}.Board(goal, rand.New(rand.NewPCG(3, 3)))
	want, _ := RandomSolvable(goal, rand.New(rand.NewPCG(3, 3)))
	if b != want {
		t.Errorf("random shuffle %v, want %v", b, want)
	}
	for _, s := range []Shuffle{{}, {Moves: 1}, {Moves: 40}} {
		if got, err := ParseShuffle(s.String()); err != nil || got != s {
			t.Errorf("ParseShuffle(%q) = %v, %v", s, got, err)
		}
	}
	for _, bad := range []string{"", "walk:", "walk:0", "walk:-3", "walk:x", "walk:1000001", "easy"} {
		if _, err := ParseShuffle(bad); err == nil {
			t.Errorf("ParseShuffle(%q) accepted", bad)
		}
	}
	if _, err := (Shuffle{Moves: -1}).Board(goal, rand.New(rand.NewPCG(1, 1))); err == nil {
		t.Error("negative shuffle accepted")
	}
}
