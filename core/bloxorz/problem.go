package bloxorz

import (
	"sync"

	"searchlab/core/search"
)

// Costing chooses how control swaps between split cubes are counted.
type Costing uint8

const (
	// SwapsFree: a state holds the unordered pair of cubes (A < B) and
	// either cube may move; a swap of control costs nothing and is not an
	// action. The printed solution inserts S where control changes. This is
	// the costing of the 1999-move total.
	SwapsFree Costing = iota
	// SwapsCounted: a state holds the controlled cube in A, only A moves,
	// and Swap (S) is an action of cost 1. This is the costing of the
	// 2016-move total.
	SwapsCounted
)

// Problem adapts a level to search.Problem[State, Move] (AIMA 4e §3.1):
// unit step costs, goal = a whole block standing on the exit, and moves that
// would make the piece fall are not applicable (the search never "restarts").
// It also provides search.Heuristic (see heuristic.go) and
// search.Randomizer.
//
// It does not provide search.Reversible, so bidirectional search does not
// apply, for two reasons. First, Goals would have to list every goal state:
// a block standing on the exit with every bridge configuration that can
// occur there, a set exponential in the number of bridge cells and not known
// before a forward search has found it. Second, predecessors are not unique
// or not computable locally: a switch that sets a bridge cell on or off
// (rather than toggling it) erases the cell's previous state, so a state has
// one predecessor per possible earlier value of each such cell, most of them
// unreachable; and a split state's predecessor is a block standing on any
// split switch whose targets are those cells. A sound Predecessors would
// need the reachable state set first, which defeats the purpose.
type Problem struct {
	level   *Level
	costing Costing
	once    sync.Once
	h       *relaxed // built on the first call of H
}

// NewProblem returns the search problem of l under costing c. The heuristic
// table (a BFS of the relaxed problem) is built on the first call of H, so
// uninformed searches do not pay for it.
func NewProblem(l *Level, c Costing) *Problem {
	return &Problem{level: l, costing: c}
}

// Level returns the level.
func (p *Problem) Level() *Level { return p.level }

// Costing returns the problem's costing.
func (p *Problem) Costing() Costing { return p.costing }

// Initial returns the block standing on the start cell.
func (p *Problem) Initial() State { return p.level.Initial() }

// IsGoal reports a whole block standing on the exit.
func (p *Problem) IsGoal(s State) bool { return p.level.Won(s) }

// Cost is 1 for every action (a Swap included, in SwapsCounted).
func (p *Problem) Cost(State, Move, State) float64 { return 1 }

// UnitCost reports that every action costs 1 under both costings
// (search.UnitCost), so IDA* skips the Cost call per child.
func (p *Problem) UnitCost() bool { return true }

// Actions appends the applicable moves in the fixed order U D L R of the
// whole block or of cube A, then (SwapsFree, split state) U D L R of cube
// B, or (SwapsCounted, split state) Swap.
func (p *Problem) Actions(s State, buf []Move) []Move {
	buf = buf[:0]
	cubes := 1
	if s.Pose == Cubes && p.costing == SwapsFree {
		cubes = 2
	}
	for c := 0; c < cubes; c++ {
		for d := U; d <= R; d++ {
			if _, ok := p.level.step(s, c, d); ok {
				buf = append(buf, MoveOf(c, d))
			}
		}
	}
	if s.Pose == Cubes && p.costing == SwapsCounted {
		buf = append(buf, Swap)
	}
	return buf
}

// Result applies m to s. An inapplicable move (one that falls) returns s.
func (p *Problem) Result(s State, m Move) State {
	if m == Swap {
		if s.Pose == Cubes && p.costing == SwapsCounted {
			s.A, s.B = s.B, s.A
		}
		return s
	}
	n, ok := p.level.step(s, m.Cube(), m.Dir())
	if !ok {
		return s
	}
	if p.costing == SwapsFree && n.Pose == Cubes && n.A > n.B {
		n.A, n.B = n.B, n.A
	}
	return n
}

// RandomAction returns a uniformly random applicable move.
func (p *Problem) RandomAction(s State, r search.Rand) (Move, bool) {
	var buf [9]Move
	ms := p.Actions(s, buf[:0])
	if len(ms) == 0 {
		return 0, false
	}
	return ms[r.IntN(len(ms))], true
}

var (
	_ search.Problem[State, Move]    = (*Problem)(nil)
	_ search.Heuristic[State]        = (*Problem)(nil)
	_ search.Randomizer[State, Move] = (*Problem)(nil)
	_ search.UnitCost                = (*Problem)(nil)
)

// StateText writes state s as Level.StateText does (the text of traces).
func (p *Problem) StateText(s State) string { return p.level.StateText(s) }

// AppendStateText appends StateText's text of s to b (Level.AppendStateText).
func (p *Problem) AppendStateText(b []byte, s State) []byte { return p.level.AppendStateText(b, s) }

// TraceKey is s as two words, one-to-one (every field of State in its own
// bits): a trace keys its states' ids by it in a hash table of its own
// rather than a Go map, whose hash of a struct costs more (issue 28).
func (p *Problem) TraceKey(s State) [2]uint64 {
	return [2]uint64{s.Bridges, uint64(s.A) | uint64(s.B)<<16 | uint64(s.Pose)<<32}
}
