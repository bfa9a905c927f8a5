package bloxorz

import (
	"slices"
	"testing"
)

// Every state reachable within a few moves on stages 1 and 9 (stage 9 has
// a split switch) reads back as its own pose and cells.
func TestStateTextRoundTrip(t *testing.T) {
	poses := map[Pose]bool{}
	for _, n := range []int{1, 9} {
		l, err := Classic(n)
		if err != nil {
			t.Fatal(err)
		}
		p := NewProblem(l, SwapsFree)
		seen := map[State]bool{p.Initial(): true}
		layer := []State{p.Initial()}
		for depth := 0; depth < 12; depth++ {
			var next []State
			for _, s := range layer {
				text := l.StateText(s)
				pose, cells, err := ParseStateText(text)
				if err != nil || pose != s.Pose || !slices.Equal(cells, l.Cells(s)) {
					t.Fatalf("stage %d: %q read back as %v %v (%v), want %v %v", n, text, pose, cells, err, s.Pose, l.Cells(s))
				}
				poses[s.Pose] = true
				for _, a := range p.Actions(s, nil) {
					if c := p.Result(s, a); !seen[c] {
						seen[c] = true
						next = append(next, c)
					}
				}
			}
			layer = next
		}
	}
	if len(poses) < 3 {
		t.Errorf("only poses %v were checked", poses)
	}
	for _, bad := range []string{"", "floating 1,1", "standing", "standing 1,1 2,1", "lying-x 1,1", "split 1,1 x,2", "standing -1,0"} {
		if _, _, err := ParseStateText(bad); err == nil {
			t.Errorf("ParseStateText(%q) accepted it", bad)
		}
	}
}
