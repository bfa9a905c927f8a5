package bloxorz

import (
	"errors"
	"fmt"
	"math"

	"searchlab/core/search"
)

// Verdict is the outcome of Check.
type Verdict uint8

const (
	// Undecided: Check ran out of its budget (or was given nil).
	Undecided Verdict = iota
	// Solvable: BFS found a solution; the optimal lengths are exact.
	Solvable
	// NoExit: the grid has no exit cell, or more than one.
	NoExit
	// StartInvalid: the start is outside the grid or not on plain floor.
	StartInvalid
	// Malformed: the level breaks another rule of the format (a switch
	// acting on a cell that is no bridge, a split switch without targets,
	// …); Reason gives Validate's sentence.
	Malformed
	// ExitUnreachable: even with every bridge on, no switch and fragile
	// tiles as plain floor (the relaxed game of Problem.H), the block
	// cannot stand on the exit.
	ExitUnreachable
	// NoPath: the relaxed game reaches the exit but the real one does not:
	// BFS exhausted every reachable state without a win.
	NoPath
)

var verdictNames = [...]string{"undecided", "solvable", "no exit", "start invalid", "malformed", "exit unreachable", "no path"}

func (v Verdict) String() string {
	if int(v) < len(verdictNames) {
		return verdictNames[v]
	}
	return fmt.Sprintf("verdict(%d)", uint8(v))
}

// CheckResult is what Check found out about a level.
type CheckResult struct {
	Verdict Verdict
	// Reason is a sentence saying why the level is not solvable (empty
	// when it is).
	Reason string
	// Free and Counted are the optimal solution lengths with control
	// swaps free and counted as moves (−1 when not known: not Solvable, or
	// Counted when the budget ran out after the free search succeeded).
	Free, Counted int
	// FreeKeys and CountedKeys are optimal solutions as keys (U D L R S),
	// one per costing; Swaps is the number of S keys in FreeKeys.
	FreeKeys, CountedKeys string
	Swaps                 int
	// States is the number of states BFS expanded (both costings).
	Expanded int64
}

// DefaultCheckNodes is Check's node budget per costing: far above the
// largest classic stage (23 554 reachable states, 45 999 with swaps
// counted).
const DefaultCheckNodes = 2_000_000

// ErrCheckBudget is wrapped by Check's error when the node budget ran out
// before the level was decided.
var ErrCheckBudget = errors.New("bloxorz: check ran out of its node budget")

// Check decides whether l is solvable, for the level editor's "check"
// button, with a budget of DefaultCheckNodes expansions per costing.
func Check(l *Level) (CheckResult, error) { return CheckBudget(l, DefaultCheckNodes) }

// CheckBudget is Check with a node budget per costing (≤ 0: the default).
//
// In order: the level's structure (exactly one exit, the start on plain
// floor inside the grid, then the rest of Validate); the relaxed distance
// of the start (Problem.H: +Inf proves the exit unreachable, since every
// real move is a relaxed move); then breadth-first search (AIMA 4e §3.4.1)
// under both costings, which returns the optimal lengths or, having
// exhausted the reachable states, proves there is no path. BFS is complete
// and optimal for unit costs; time and space O(reachable states) per
// costing (at most 2^bridges × poses; 23 554 states for the largest classic
// stage). The error is nil unless l is nil or the budget ran out
// (ErrCheckBudget: undecided).
func CheckBudget(l *Level, maxNodes int64) (CheckResult, error) {
	res := CheckResult{Free: -1, Counted: -1}
	if l == nil {
		return res, errors.New("bloxorz: Check of a nil level")
	}
	if maxNodes <= 0 {
		maxNodes = DefaultCheckNodes
	}
	exits := 0
	for _, c := range l.Grid {
		if c == Exit {
			exits++
		}
	}
	switch {
	case len(l.Grid) != l.W*l.H:
		// Fall through to Validate's sentence.
	case exits == 0:
		return verdict(res, NoExit, "the level has no exit (E)"), nil
	case exits > 1:
		return verdict(res, NoExit, fmt.Sprintf("the level has %d exits (E); it needs exactly one", exits)), nil
	case !l.in(l.Start):
		return verdict(res, StartInvalid, fmt.Sprintf("the start %v is outside the %d×%d grid", l.Start, l.W, l.H)), nil
	case l.At(l.Start) != Floor:
		return verdict(res, StartInvalid, fmt.Sprintf("the start %v is on %v; the block must start standing on plain floor", l.Start, l.At(l.Start))), nil
	}
	// Validate a copy: Validate rebuilds the derived tables, and l may be
	// in use elsewhere (Check never modifies its argument).
	lc := *l
	if err := lc.Validate(); err != nil {
		return verdict(res, Malformed, "the level is malformed: "+err.Error()), nil
	}
	l = &lc
	p := NewProblem(l, SwapsFree)
	if math.IsInf(p.H(p.Initial()), 1) {
		return verdict(res, ExitUnreachable, "the exit cannot be reached even with every bridge on (no standing position on the exit is connected to the start)"), nil
	}
	o := search.Options[State]{Limits: search.Limits{MaxNodes: maxNodes}}
	r := search.Solve(search.NewBFS[State, Move](p, o))
	res.Expanded += r.Stats.Expanded
	switch r.Status {
	case search.Found:
	case search.NotFound:
		return verdict(res, NoPath, fmt.Sprintf("no sequence of moves reaches the exit: all %d reachable positions were tried (the switches never open the way)", r.Stats.Expanded)), nil
	default:
		res.Reason = fmt.Sprintf("undecided: no solution within %d states", maxNodes)
		return res, fmt.Errorf("%w (%d states, swaps free); the level may still be solvable", ErrCheckBudget, maxNodes)
	}
	keys, swaps, err := p.Notation(r.Actions)
	if err != nil {
		return res, fmt.Errorf("bloxorz: check: the solution does not print: %v", err)
	}
	res.Free, res.FreeKeys, res.Swaps = len(r.Actions), keys, swaps
	pc := NewProblem(l, SwapsCounted)
	rc := search.Solve(search.NewBFS[State, Move](pc, o))
	res.Expanded += rc.Stats.Expanded
	if rc.Status != search.Found {
		// Solvable with free swaps means solvable with counted ones.
		res.Reason = fmt.Sprintf("undecided: the optimum with swaps counted needs more than %d states", maxNodes)
		return res, fmt.Errorf("%w (%d states, swaps counted); the optimum with free swaps is %d", ErrCheckBudget, maxNodes, res.Free)
	}
	if res.CountedKeys, _, err = pc.Notation(rc.Actions); err != nil {
		return res, fmt.Errorf("bloxorz: check: the solution does not print: %v", err)
	}
	res.Counted = len(rc.Actions)
	res.Verdict = Solvable
	return res, nil
}

func verdict(r CheckResult, v Verdict, reason string) CheckResult {
	r.Verdict, r.Reason = v, reason
	return r
}
