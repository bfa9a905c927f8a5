package npuzzle

import "testing"

// TestAppendStateText: the trace's append form writes StateText's text
// (Board.String) for every state within a few thousand of the goal, on
// every packed size, tiles of two digits included, after what dst holds.
func TestAppendStateText(t *testing.T) {
	for _, size := range [][2]int{{2, 2}, {2, 3}, {3, 2}, {3, 3}, {3, 4}, {4, 3}, {4, 4}, {2, 5}} {
		goal := Goal(size[0], size[1])
		p, err := New(goal, goal, Manhattan)
		if err != nil {
			t.Fatalf("%v: %v", size, err)
		}
		seen := map[uint64]bool{p.Initial(): true}
		queue := []uint64{p.Initial()}
		for len(queue) > 0 && len(seen) < 3000 {
			s := queue[0]
			queue = queue[1:]
			want := "x/" + p.StateText(s)
			if got := string(p.AppendStateText([]byte("x/"), s)); got != want {
				t.Fatalf("%v: AppendStateText = %q, want %q", size, got, want)
			}
			for _, m := range p.Actions(s, nil) {
				if c := p.Result(s, m); !seen[c] {
					seen[c] = true
					queue = append(queue, c)
				}
			}
		}
		if len(seen) < 12 {
			t.Errorf("%v: only %d states checked", size, len(seen))
		}
	}
}
