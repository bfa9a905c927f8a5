package replay

import (
	"fmt"
	"strings"

	"searchlab/core/wire"
)

// Describe says in words what event i of t did ("" for none), for the
// replay view's event line.
func (t *Trace) Describe(i int) string {
	if i < 0 || i >= t.Len() {
		return ""
	}
	ev := t.Event(i)
	st := shortState(t.State(ev.State))
	switch ev.Kind {
	case wire.KindGenerate:
		side := ""
		if ev.Backward {
			side = " (backward)"
		}
		switch {
		case ev.Root:
			return fmt.Sprintf("Start%s: %s%s", side, st, t.costs(ev))
		case ev.Dropped && t.Algorithm == "simulated-annealing":
			return fmt.Sprintf("Tried the neighbour %s of %s: h = %g", st, shortState(t.State(ev.Parent)), ev.H)
		case ev.Dropped && t.Algorithm == "hill-climbing":
			return fmt.Sprintf("Neighbour %s of %s: h = %g", st, shortState(t.State(ev.Parent)), ev.H)
		case ev.Dropped:
			return fmt.Sprintf("Generated %s from %s%s, not kept: %s", st, shortState(t.State(ev.Parent)), side, t.dropReason(ev))
		}
		return fmt.Sprintf("Generated %s from %s%s%s", st, shortState(t.State(ev.Parent)), side, t.costs(ev))
	case wire.KindExpand:
		if t.Family == wire.TraceGame {
			return fmt.Sprintf("Expanded %s: %s", orRoot(ev.Move), plural(ev.Count, "move"))
		}
		if ev.Generated > 0 {
			return fmt.Sprintf("Evaluated the %s of %s (h = %g)", plural(int(ev.Generated), "neighbour"), st, ev.Value) + temp(ev)
		}
		return fmt.Sprintf("Expanded %s%s", st, t.costs(ev))
	case wire.KindNewBound:
		return fmt.Sprintf("Iteration %d: the bound is %g", ev.Iteration, ev.Bound)
	case wire.KindMove:
		return fmt.Sprintf("Moved to %s (h = %g)", st, ev.Value) + temp(ev)
	case wire.KindRestart:
		return fmt.Sprintf("Restart %d from %s", ev.Iteration, st)
	case wire.KindGeneration:
		if ev.Dropped {
			return fmt.Sprintf("Generation %d cut short by the budget", ev.Iteration+1)
		}
		return fmt.Sprintf("Generation %d: best fitness %.4g, mean %.4g", ev.Iteration, ev.Value, ev.Mean)
	case wire.KindBeam:
		return fmt.Sprintf("Beam %d: %s, best h = %g", ev.Iteration, plural(len(ev.States), "state"), ev.Value)
	case wire.KindPlayout:
		return fmt.Sprintf("Playout %d ended at %s: reward %.3g", ev.Iteration, st, ev.Value)
	case wire.KindSolution:
		return fmt.Sprintf("Solution: %s reached in %s", st, plural(ev.Depth, "move"))
	case wire.KindEnter:
		if ev.Node != 0 || ev.ParentNode != 0 {
			return fmt.Sprintf("Playout from node %d (%s)", ev.Node, orRoot(ev.Move))
		}
		return fmt.Sprintf("Entered %s at ply %d%s", orRoot(ev.Move), ev.Depth, window(ev))
	case wire.KindLeave:
		if ev.Node != 0 || ev.ParentNode != 0 {
			return fmt.Sprintf("Playout result %+.2g for the player to move at node %d (%s)", ev.Value, ev.Node, plural(ev.Count, "move"))
		}
		return fmt.Sprintf("Left %s: value %+.3g (%s)", orRoot(ev.Move), ev.Value, ev.BoundKind)
	case wire.KindCutoff:
		return fmt.Sprintf("Cutoff at %s: value %+.3g ≥ β, %s pruned", orRoot(ev.Move), ev.Value, plural(ev.Count, "move"))
	case wire.KindTTHit:
		return fmt.Sprintf("Transposition table: %s is worth %+.3g (%s)", orRoot(ev.Move), ev.Value, ev.BoundKind)
	case wire.KindNewIteration:
		return fmt.Sprintf("Iterative deepening: depth %g", ev.Bound)
	case wire.KindChild:
		if ev.ParentNode < 0 {
			return "The tree's root"
		}
		return fmt.Sprintf("Added node %d: %s under node %d", ev.Node, ev.Move, ev.ParentNode)
	case wire.KindBackup:
		return fmt.Sprintf("Backed up node %d: %d visits, mean reward %.3f", ev.Node, ev.Visits, ev.Value)
	case wire.KindSolved:
		if ev.Depth == 0 {
			return fmt.Sprintf("Completed the principal variation (%s)", plural(ev.Count, "node"))
		}
		return fmt.Sprintf("Solved %s exactly: %+.3g (%s, no events)", orRoot(ev.Move), ev.Value, plural(ev.Count, "node"))
	}
	return string(ev.Kind)
}

// shortState keeps a long state text readable.
func shortState(s string) string {
	if len(s) > 48 {
		return s[:45] + "…"
	}
	return s
}

// costs are a node's path cost and, for an informed search, its estimate
// and their sum (an uninformed search's events may carry the estimate the
// game computes, which the search never reads).
func (t *Trace) costs(ev wire.TraceEvent) string {
	switch {
	case ev.H == 0 && ev.G == 0:
		return ""
	case !Informed(t.Algorithm):
		return fmt.Sprintf(" (g = %g)", ev.G)
	}
	return fmt.Sprintf(" (g = %g, h = %g, f = %g)", ev.G, ev.H, ev.G+ev.H)
}

func temp(ev wire.TraceEvent) string {
	if ev.Temp == 0 {
		return ""
	}
	return fmt.Sprintf(" at T = %.4g", ev.Temp)
}

func window(ev wire.TraceEvent) string {
	if ev.Alpha == nil && ev.Beta == nil {
		return ""
	}
	return " with window (" + bound(ev.Alpha, "−∞") + ", " + bound(ev.Beta, "+∞") + ")"
}

func bound(x *float64, open string) string {
	if x == nil {
		return open
	}
	return strings.TrimSuffix(fmt.Sprintf("%+.3g", *x), ".0")
}

func orRoot(m string) string {
	if m == "" {
		return "the root"
	}
	return m
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// dropReason says why the algorithm did not keep a generated state.
func (t *Trace) dropReason(ev wire.TraceEvent) string {
	switch t.Algorithm {
	case "bfs", "bidirectional":
		return "already reached"
	case "ucs", "astar", "greedy", "wastar":
		return "already reached by a path no longer"
	case "ara":
		return "already reached by a path no longer, or g + h not below the incumbent's cost"
	case "bulb":
		return "the state it came from, on a level of the path, already among the level's children, no cheaper than the incumbent, or over the cap before a first solution"
	case "dfs":
		return "already explored (or at the depth limit)"
	case "dls", "iddfs":
		return "on the current path (a cycle), or past the depth limit"
	case "idastar":
		if ev.G+ev.H > ev.Bound {
			return fmt.Sprintf("f = %g + %g = %g is over the bound %g", ev.G, ev.H, ev.G+ev.H, ev.Bound)
		}
		return "visited at no greater cost in this iteration (the transposition table)"
	case "mcts":
		return "already in the tree"
	}
	return "already reached"
}
