package npuzzle

import (
	"slices"
	"testing"
)

// Reachable-state counts, depth histograms and antipodes of exhaustive BFS
// on small boards, transcribed from the project's reference data
// (small_boards_bfs.txt, computed by a separate C program; the 3×3
// histogram is OEIS A089473, the maxima OEIS A151944).
var bfsTable = []struct {
	goal      Board
	reachable int
	histogram []int
	antipodes []string
}{
	{Goal(2, 2), 12, []int{1, 2, 2, 2, 2, 2, 1}, []string{"0 3/2 1"}},
	{Goal(2, 3), 360, []int{1, 2, 3, 5, 6, 7, 10, 12, 12, 16, 23, 25, 28, 39, 44, 40, 29, 21, 18, 12, 6, 1}, []string{"4 5 0/1 2 3"}},
	{Goal(2, 4), 20160, []int{1, 2, 3, 6, 10, 14, 19, 28, 42, 61, 85, 119, 161, 215, 293, 396, 506, 632, 788, 985, 1194,
		1414, 1664, 1884, 1999, 1958, 1770, 1463, 1076, 667, 361, 190, 88, 39, 19, 7, 1}, []string{"0 7 2 1/4 3 6 5"}},
	{Goal(3, 3), 181440, hist3x3, []string{"8 6 7/2 5 4/3 0 1", "6 4 7/8 5 0/3 2 1"}},
	{BlankFirstGoal(3, 3), 181440, hist3x3, []string{"8 7 6/0 4 1/2 5 3", "8 0 6/5 4 7/2 3 1"}},
}

var hist3x3 = []int{1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529, 10878,
	16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2}

func TestBFSTable(t *testing.T) {
	for _, tc := range bfsTable {
		sp := spaceOf(t, tc.goal)
		if len(sp.boards) != tc.reachable {
			t.Errorf("%v: %d reachable, want %d", tc.goal, len(sp.boards), tc.reachable)
		}
		if h := sp.histogram(); !slices.Equal(h, tc.histogram) {
			t.Errorf("%v: histogram %v, want %v", tc.goal, h, tc.histogram)
		}
		var got []string
		maxd := len(tc.histogram) - 1
		for _, b := range sp.boards {
			if sp.dist[key(b)] == maxd {
				got = append(got, b.String())
			}
		}
		if !slices.Equal(slices.Sorted(slices.Values(got)), slices.Sorted(slices.Values(tc.antipodes))) {
			t.Errorf("%v: antipodes at %d: %v, want %v", tc.goal, maxd, got, tc.antipodes)
		}
	}
}
