package bloxorz

import (
	"context"
	"fmt"
	"strings"

	"searchlab/core/search"
)

// switchCost is the cost of a control switch in the fewest-switches pass,
// on top of the move's cost of 1: small enough that no number of switches
// a solution can have (fewer than 2^20) outweighs one move, and a power of
// two so the sums stay exact in float64.
const switchCost = 1.0 / (1 << 20)

// switchProblem is the problem of FewestSwitches: the states of the game
// with A = the controlled cube of a split block (as in Game and
// SwapsCounted), and step costs 1 per action plus switchCost when the
// action passes control to the other cube, so a cost-optimal path has the
// fewest actions of the costing and, among those, the fewest switches (a
// lexicographic cost). Actions: the rolls of the whole block or of cube A
// (MoveOf(0, d)); in a split state also, under SwapsFree, the rolls of
// cube B (MoveOf(1, d): control passes to B, which rolls), or, under
// SwapsCounted, Swap.
type switchProblem struct{ p *Problem }

func (q switchProblem) Initial() State      { return q.p.Initial() }
func (q switchProblem) IsGoal(s State) bool { return q.p.IsGoal(s) }

// H is the problem's heuristic, a relaxed distance in moves: it does not
// depend on which cube is controlled, and stays admissible and consistent
// since every action costs at least 1.
func (q switchProblem) H(s State) float64 { return q.p.H(s) }

func (q switchProblem) Actions(s State, buf []Move) []Move {
	buf = buf[:0]
	cubes := 1
	if s.Pose == Cubes && q.p.costing == SwapsFree {
		cubes = 2
	}
	for c := 0; c < cubes; c++ {
		for d := U; d <= R; d++ {
			if _, ok := q.p.level.step(s, c, d); ok {
				buf = append(buf, MoveOf(c, d))
			}
		}
	}
	if s.Pose == Cubes && q.p.costing == SwapsCounted {
		buf = append(buf, Swap)
	}
	return buf
}

func (q switchProblem) Result(s State, m Move) State {
	if s.Pose != Cubes {
		n, _ := q.p.level.step(s, 0, m.Dir())
		return n // a split puts the first cube in A: it is controlled first (R11)
	}
	if m == Swap || m.Cube() == 1 {
		s.A, s.B = s.B, s.A // control passes to the other cube
	}
	if m == Swap {
		return s
	}
	n, ok := q.p.level.step(s, 0, m.Dir())
	if !ok {
		return s
	}
	return n
}

func (q switchProblem) Cost(s State, m Move, _ State) float64 {
	if s.Pose == Cubes && (m == Swap || m.Cube() == 1) {
		return 1 + switchCost
	}
	return 1
}

// keys prints a path of switchProblem as the keys a player presses.
func (q switchProblem) keys(path []Move) (string, int) {
	var b strings.Builder
	switches := 0
	for _, m := range path {
		if m == Swap || m.Cube() == 1 {
			b.WriteByte('S')
			switches++
		}
		if m != Swap {
			b.WriteByte(dirLetters[m.Dir()])
		}
	}
	return b.String(), switches
}

// FewestSwitches finds, among the solutions of p with the fewest moves of
// its costing (rolls under SwapsFree; rolls and switches under
// SwapsCounted), one with the fewest switches of control, and returns it as
// keys (U D L R, S where control passes to the other cube) with its number
// of switches and the statistics of the pass.
//
// Switches cost nothing under SwapsFree, so an optimal search returns any
// of the optimal sequences, often with needless switches (stage 10: 23 S
// where 1 suffices at the same 57 moves). This pass is A* (search.NewAStar)
// on a lexicographic cost: each action costs 1, plus 2^-20 when it passes
// control, over the states that record which cube is controlled (at most
// twice the SwapsFree states), with the problem's heuristic. It is
// complete and optimal for that cost, so its moves equal the optimum that
// any optimal algorithm (BFS, UCS, A*, IDA*, IDDFS) finds and its switches
// are the fewest at that number of moves. limits bound the pass (its node
// budget); ctx and ro stop it as search.Run does. The result's Status is
// Found unless the pass was stopped or the level has no solution; err is
// set only if the keys found do not replay under the rules (a bug).
func (p *Problem) FewestSwitches(ctx context.Context, limits search.Limits, ro search.RunOptions) (keys string, switches int, r search.Result[Move], err error) {
	q := switchProblem{p: p}
	r = search.Run[Move](ctx, search.NewAStar[State, Move](q, search.Options[State]{Limits: limits}), ro)
	if r.Status != search.Found {
		return "", 0, r, nil
	}
	keys, switches = q.keys(r.Actions)
	if err := Replay(p.level, keys); err != nil {
		return "", 0, r, fmt.Errorf("the fewest-switches solution %s does not replay: %v", keys, err)
	}
	return keys, switches, r, nil
}
