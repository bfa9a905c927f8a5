package bloxorz

import "math/bits"

// Events reports the notable events of the move m from s to next, the
// optional EventScorer capability of single-player MCTS (core/mcts): split
// is true when a whole block split into two cubes (R11), gained and lost
// count the bridge cells the move turned on and off (R7–R10). A move that
// does not change the state (an inapplicable move, whose Result is s) has
// no events. The method uses only built-in types, so core/bloxorz does not
// import core/mcts.
func (p *Problem) Events(s State, m Move, next State) (split bool, gained, lost int) {
	split = s.Pose != Cubes && next.Pose == Cubes
	gained = bits.OnesCount64(next.Bridges &^ s.Bridges)
	lost = bits.OnesCount64(s.Bridges &^ next.Bridges)
	return split, gained, lost
}

// AllActions lists every move the problem can ever apply, in a fixed order:
// U D L R of the whole block (or cube A), then, in a level with split
// switches, u d l r of cube B (SwapsFree) or S (SwapsCounted). It is the
// gene alphabet of the genetic algorithm (local.ActionAlphabet).
func (p *Problem) AllActions() []Move {
	out := []Move{MoveOf(0, U), MoveOf(0, D), MoveOf(0, L), MoveOf(0, R)}
	if len(p.level.Splits) == 0 {
		return out
	}
	if p.costing == SwapsCounted {
		return append(out, Swap)
	}
	return append(out, MoveOf(1, U), MoveOf(1, D), MoveOf(1, L), MoveOf(1, R))
}
