package bloxorz

import "testing"

// TestTraceKey: on stages with bridges and splits, two states reached have
// the same trace key exactly when they are the same state, under both
// conventions for the cubes of a split.
func TestTraceKey(t *testing.T) {
	for _, n := range []int{8, 9, 19} {
		l, err := Classic(n)
		if err != nil {
			t.Fatal(err)
		}
		for _, swaps := range []Costing{SwapsFree, SwapsCounted} {
			p := NewProblem(l, swaps)
			keys := map[[2]uint64]State{}
			seen := map[State]bool{p.Initial(): true}
			queue := []State{p.Initial()}
			for len(queue) > 0 && len(seen) < 20_000 {
				s := queue[0]
				queue = queue[1:]
				k := p.TraceKey(s)
				if o, ok := keys[k]; ok && o != s {
					t.Fatalf("stage %d: %v and %v have the same key %x", n, o, s, k)
				}
				keys[k] = s
				for _, a := range p.Actions(s, nil) {
					if c := p.Result(s, a); !seen[c] {
						seen[c] = true
						queue = append(queue, c)
					}
				}
			}
			if len(keys) != len(seen) && len(seen) < 20_000 {
				t.Errorf("stage %d: %d keys for %d states", n, len(keys), len(seen))
			}
		}
	}
}
