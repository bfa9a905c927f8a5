package search_test

import (
	"reflect"
	"testing"

	"searchlab/core/search"
)

// TestDropObserver: a search whose observer drops itself after k events
// (as a traced run does at its trace's cap, from inside the observer's
// call) makes exactly k events and ends with the result and statistics of
// the same search unobserved, for every systematic search on an 8-puzzle
// board 20 moves deep (IDA* through StepN's fast path once dropped).
func TestDropObserver(t *testing.T) {
	p, err := newPuzzle(3, 3, "1 2 3 4 5 6 7 8 0", "1 2 3 4 5 6 7 8 0")
	if err != nil {
		t.Fatal(err)
	}
	p.start = walk(p, p.goal, 20)
	type stepper interface {
		search.Stepper[byte]
		search.ObserverDropper
	}
	builds := map[string]func(o search.Options[tiles]) stepper{
		"bfs":           func(o search.Options[tiles]) stepper { return search.NewBFS(p, o) },
		"dfs":           func(o search.Options[tiles]) stepper { o.Limits.MaxDepth = 24; return search.NewDFS(p, o) },
		"iddfs":         func(o search.Options[tiles]) stepper { return search.NewIDDFS(p, o) },
		"ucs":           func(o search.Options[tiles]) stepper { return search.NewUCS(p, o) },
		"greedy":        func(o search.Options[tiles]) stepper { return search.NewGreedy(p, o) },
		"astar":         func(o search.Options[tiles]) stepper { return search.NewAStar(p, o) },
		"bidirectional": func(o search.Options[tiles]) stepper { return search.NewBidirectional(p, o) },
		"idastar": func(o search.Options[tiles]) stepper {
			return search.NewIDAStar(search.AsIDAProblem[tiles, byte](p), o, search.IDAStarParams{})
		},
	}
	for name, build := range builds {
		want := search.Solve[byte](build(search.Options[tiles]{}))
		all := 0
		search.Solve[byte](build(search.Options[tiles]{Observer: func(search.Event[tiles]) { all++ }}))
		if all < 10 {
			t.Fatalf("%s: only %d events", name, all)
		}
		for _, k := range []int{1, all / 3, all - 1} {
			var st stepper
			n := 0
			st = build(search.Options[tiles]{Observer: func(search.Event[tiles]) {
				if n++; n == k {
					st.DropObserver()
				}
			}})
			got := search.Solve[byte](st)
			got.Stats.Elapsed, want.Stats.Elapsed = 0, 0
			if n != k {
				t.Errorf("%s: dropped after %d of %d events, yet %d came", name, k, all, n)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s, dropped after %d of %d events: %+v\nunobserved: %+v", name, k, all, got, want)
			}
		}
	}
}

// walk is the state n blank moves from s (never straight back).
func walk(p *puzzle, s tiles, n int) tiles {
	var last tiles
	for i := 0; i < n; i++ {
		for _, a := range p.Actions(s, nil) {
			if c := p.Result(s, a); c != last {
				last, s = s, c
				break
			}
		}
	}
	return s
}
