package othello

// The exact solver's optional transposition table (EndgameParams.TT).
// Endgame values do not depend on a search depth, so the bounds that
// different searches prove for a position (fail-soft alpha-beta: a value
// at or below alpha is an upper bound, at or above beta a lower bound)
// combine by intersection, and an entry whose bounds meet is the exact
// value.

// ttMaxEntries bounds the endgame transposition table (about 45 bytes an
// entry with the map's overhead: at most some 24 MB; a 20-empty FFO
// position fills about 600 000 entries when unbounded).
const ttMaxEntries = 1 << 19

// egEntry is a transposition-table record: bounds on the exact score for
// the side to move and the move that attained the lower bound (NoMove when
// none did).
type egEntry struct {
	lower, upper int8
	best         Move
}

// store records the value v of frame f, searched with the window
// (f.alpha, f.beta), in the transposition table.
func (e *Endgame) store(f *egFrame) {
	k := [2]uint64{f.own, f.opp}
	en, ok := e.tt[k]
	if !ok {
		if len(e.tt) >= ttMaxEntries {
			return
		}
		en = egEntry{lower: -64, upper: 64, best: NoMove}
	}
	v := int8(f.best)
	switch {
	case f.best <= f.alpha:
		en.upper = min(en.upper, v)
	case f.best >= f.beta:
		if v >= en.lower && f.bestIdx >= 0 {
			en.best = f.moves[f.bestIdx]
		}
		en.lower = max(en.lower, v)
	default:
		if v >= en.lower && f.bestIdx >= 0 {
			en.best = f.moves[f.bestIdx]
		}
		en.lower, en.upper = max(en.lower, v), min(en.upper, v)
	}
	e.tt[k] = en
}
