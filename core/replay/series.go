package replay

import (
	"sort"

	"searchlab/core/wire"
)

// Point is one point of a series: at event At, step X (a local search's
// step, a generation), the values Y (the current state's value, a
// generation's best), Y2 (a generation's mean) and T (the temperature).
type Point struct {
	At   int32
	X    int64
	Y    float64
	Y2   float64
	T    float64
	Mark bool // a restart
}

// Series is what a local search's trace draws: the value of its current
// state at every step (Steps: hill climbing's and simulated annealing's
// expansions, with the temperature), a local beam's best value per step
// (Beams), or a genetic algorithm's best and mean fitness per generation
// (Generations, Y best and Y2 mean). Restarts are points with Mark set.
type Series struct {
	Steps, Beams, Generations []Point
}

func (s *Series) add(i int32, ev *wire.TraceEvent) {
	switch ev.Kind {
	case wire.KindExpand:
		if ev.Generated > 0 { // a local search's neighbourhood (systematic expansions carry no count)
			s.Steps = append(s.Steps, Point{At: i, X: int64(len(s.Steps) + 1), Y: ev.Value, T: ev.Temp})
		}
	case wire.KindRestart:
		s.Steps = append(s.Steps, Point{At: i, X: int64(len(s.Steps)), Mark: true})
	case wire.KindBeam:
		s.Beams = append(s.Beams, Point{At: i, X: ev.Iteration, Y: ev.Value})
	case wire.KindGeneration:
		if !ev.Dropped {
			s.Generations = append(s.Generations, Point{At: i, X: ev.Iteration, Y: ev.Value, Y2: ev.Mean})
		}
	}
}

// CountAt is the number of points of ps before pos.
func CountAt(ps []Point, pos int) int {
	return sort.Search(len(ps), func(k int) bool { return int(ps[k].At) >= pos })
}

// Flow is the frontier and explored (or reached) set's sizes over a
// trace's events.
type Flow struct {
	Frontier []int32
	Explored []int32
}

func (f *Flow) add(_ int32, c Counts) {
	f.Frontier = append(f.Frontier, int32(c.Frontier))
	f.Explored = append(f.Explored, int32(c.Explored))
}

// CellLog records, for every state, the event of its first expansion (a
// Bloxorz screen colours the cells a state covers by it).
type CellLog struct {
	// FirstExpanded[id-1] is the first expansion of state id (never: not
	// expanded). Order lists the states in the order they were first
	// expanded.
	FirstExpanded []int32
	Order         []int32
}

func (c *CellLog) add(i int32, ev *wire.TraceEvent) {
	if ev.Kind != wire.KindExpand || ev.State <= 0 {
		return
	}
	for int(ev.State) > len(c.FirstExpanded) {
		c.FirstExpanded = append(c.FirstExpanded, never)
	}
	if c.FirstExpanded[ev.State-1] == never {
		c.FirstExpanded[ev.State-1] = i
		c.Order = append(c.Order, ev.State)
	}
}

// ExpandedAt is the number of distinct states first expanded before pos
// (Order[:ExpandedAt(pos)] are they, in order).
func (c *CellLog) ExpandedAt(pos int) int {
	return sort.Search(len(c.Order), func(k int) bool { return int(c.FirstExpanded[c.Order[k]-1]) >= pos })
}
