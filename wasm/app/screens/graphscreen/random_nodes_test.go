package graphscreen

import (
	"testing"
)

// The random graph's node count: the field's count makes random:SEED:NODES
// graphs of that many nodes (the default count writes random:SEED, as
// before), a count out of range is brought into it, and the count
// persists.
func TestRandomGraphNodeCount(t *testing.T) {
	storage := memStorage{}
	s, _ := newTest(t, storage)
	if st, _ := view(s); st.RandomNodes != randomNodes {
		t.Fatalf("first count %d, want %d", st.RandomNodes, randomNodes)
	}
	s.Dispatch(SetRandomNodes{Nodes: 25})
	s.Dispatch(RandomGraph{Seed: 4})
	st, _ := view(s)
	if st.Source != "random:4:25" || len(st.Graph.Nodes) != 25 {
		t.Fatalf("source %q, %d nodes", st.Source, len(st.Graph.Nodes))
	}
	if want, err := graphgameText("random:4:25"); err != nil || st.Text != want {
		t.Errorf("the graph is not random:4:25's: %v", err)
	}
	s2, _ := newTest(t, storage)
	if got, _ := view(s2); got.RandomNodes != 25 || got.Source != "random:4:25" {
		t.Errorf("restored count %d, source %q", got.RandomNodes, got.Source)
	}
	for _, c := range []struct{ set, want int }{{1000, maxRandomNodes}, {-3, minRandomNodes}, {randomNodes, randomNodes}} {
		s.Dispatch(SetRandomNodes{Nodes: c.set})
		s.Dispatch(RandomGraph{Seed: 9})
		st, _ := view(s)
		want := "random:9"
		if c.want != randomNodes {
			want = randomBoard(9, c.want)
		}
		if st.RandomNodes != c.want || len(st.Graph.Nodes) != c.want || st.Source != want {
			t.Errorf("count %d: kept %d, %d nodes, source %q", c.set, st.RandomNodes, len(st.Graph.Nodes), st.Source)
		}
	}
}
