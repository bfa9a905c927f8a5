package search_test

import (
	"container/heap"
	"testing"
)

// dijkstra is an independent oracle written only for the tests: textbook
// Dijkstra with container/heap and lazy deletion over any problem.
type pq []struct {
	d float64
	s pos
}

func (q pq) Len() int           { return len(q) }
func (q pq) Less(i, j int) bool { return q[i].d < q[j].d }
func (q pq) Swap(i, j int)      { q[i], q[j] = q[j], q[i] }
func (q *pq) Push(x any) {
	*q = append(*q, x.(struct {
		d float64
		s pos
	}))
}
func (q *pq) Pop() any { o := *q; x := o[len(o)-1]; *q = o[:len(o)-1]; return x }

func mazeDijkstra(m *maze) float64 {
	dist := map[pos]float64{m.start: 0}
	q := &pq{{0, m.start}}
	var buf []byte
	for q.Len() > 0 {
		it := heap.Pop(q).(struct {
			d float64
			s pos
		})
		if it.d > dist[it.s] {
			continue
		}
		if m.IsGoal(it.s) {
			return it.d
		}
		buf = m.Actions(it.s, buf)
		for _, a := range buf {
			n := m.Result(it.s, a)
			d := it.d + m.Cost(it.s, a, n)
			if old, ok := dist[n]; !ok || d < old {
				dist[n] = d
				heap.Push(q, struct {
					d float64
					s pos
				}{d, n})
			}
		}
	}
	return -1
}

func TestMazeOracles(t *testing.T) {
	if got := mazeDijkstra(newMaze(unitMazeText)); got != unitMazeLen {
		t.Errorf("unit maze: Dijkstra %v, table %v", got, unitMazeLen)
	}
	if got := mazeDijkstra(newMaze(weightedMazeText)); got != weightedMazeCost {
		t.Errorf("weighted maze: Dijkstra %v, table %v", got, weightedMazeCost)
	}
}
