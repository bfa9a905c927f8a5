package nim

import "fmt"

// MaxHintStones bounds the misère Grundy hints: that game has no formula,
// so Hints solves it exactly (Oracle) only up to this many stones in live
// heaps (heaps of 3 or more); beyond it a hint would stall the page.
const MaxHintStones = 40

// Hints is what the theory tells the player to move: the nim-sum (Nim) or
// the XOR of the heaps' Grundy values (Grundy's game), the outcome with
// perfect play and every winning move.
type Hints struct {
	Sum     int    // the nim-sum or the Grundy value
	SumName string // "nim-sum" or "Grundy value"
	Decided bool   // the outcome is known (false: only Sum is given)
	Wins    bool   // the player to move wins with perfect play
	Winning []Move // the moves that keep a win (when Wins)
	Note    string // why the hints are partial, or a caveat
}

// Hints computes the hints for the player to move in s (a position that is
// not finished): Bouton's nim-sum for Nim, Sprague–Grundy values for
// Grundy's game, and the exact outcome and winning moves from the Oracle
// (misère Grundy only up to MaxHintStones live stones). Cost: linear in the
// heaps, except misère Grundy's memoised search.
func (g Game) Hints(s State) Hints {
	s = s.WithTurn(0)
	h := Hints{SumName: "nim-sum", Sum: s.NimSum()}
	if g.Variant == Grundy {
		h.SumName = "Grundy value"
		gv := GrundyValues(MaxHeap)
		h.Sum = 0
		for _, x := range s.Heaps() {
			if x < len(gv) {
				h.Sum ^= gv[x]
			}
		}
		if g.Rule == Misere {
			stones := 0
			for _, x := range s.Heaps() {
				if x >= 3 {
					stones += x
				}
			}
			if stones > MaxHintStones {
				h.Note = fmt.Sprintf("Misère Grundy has no formula; the page solves it exactly only up to %d stones in live heaps (the Grundy value shown is for normal play).", MaxHintStones)
				return h
			}
			h.Note = "Misère play: the Grundy value is for normal play; the outcome and winning moves are exact."
		}
	}
	o := NewOracle(g)
	wins, err := o.Wins(s)
	if err != nil {
		h.Note = "The oracle cannot decide this position: " + err.Error()
		return h
	}
	h.Decided, h.Wins = true, wins
	if wins {
		for _, m := range g.Moves(s, nil) {
			if w, err := o.Wins(g.Apply(s, m).WithTurn(0)); err == nil && !w {
				h.Winning = append(h.Winning, m)
			}
		}
	}
	return h
}
