package mcts

import (
	"fmt"

	"searchlab/core/adversarial"
)

// toyNim is a test-local Nim (the project's game lives in core/nim; this
// stand-in keeps the package's tests independent of it): up to four heaps,
// a move takes Take ≥ 1 stones from heap Heap; Misere flips who wins. The
// moves are listed heap by heap, taking 1, 2, … stones.
type toyNim struct{ Misere bool }

type nimState struct {
	heaps [4]uint8
	turn  uint8
}

type nimMove struct{ Heap, Take uint8 }

func (m nimMove) String() string { return fmt.Sprintf("%d-%d", m.Heap+1, m.Take) }

func nimPos(heaps ...uint8) nimState {
	var s nimState
	copy(s.heaps[:], heaps)
	return s
}

func (toyNim) ToMove(s nimState) int { return int(s.turn) }

func (toyNim) Moves(s nimState, buf []nimMove) []nimMove {
	buf = buf[:0]
	for i, h := range s.heaps {
		for k := uint8(1); k <= h; k++ {
			buf = append(buf, nimMove{uint8(i), k})
		}
	}
	return buf
}

func (toyNim) Apply(s nimState, m nimMove) nimState {
	s.heaps[m.Heap] -= m.Take
	s.turn ^= 1
	return s
}

func (toyNim) Terminal(s nimState) bool { return s.heaps == [4]uint8{} }

func (g toyNim) Utility(s nimState, p int) float64 {
	// The player to move in a terminal state made no last move: in normal
	// play that player lost, in misère play won.
	if (p == int(s.turn)) == g.Misere {
		return 1
	}
	return -1
}

var _ adversarial.Game[nimState, nimMove] = toyNim{}

// wins is the oracle from the theory (Bouton 1901; the misère rule): does
// the player to move in s win with perfect play?
func (g toyNim) wins(s nimState) bool {
	x, big, ones := uint8(0), 0, 0
	for _, h := range s.heaps {
		x ^= h
		if h >= 2 {
			big++
		} else if h == 1 {
			ones++
		}
	}
	if g.Misere && big == 0 {
		return ones%2 == 0
	}
	return x != 0
}

// legal reports whether m is a legal move in s.
func (g toyNim) legal(s nimState, m nimMove) bool {
	return int(m.Heap) < len(s.heaps) && m.Take >= 1 && m.Take <= s.heaps[m.Heap]
}

// oracle is a perfect toyNim player: a move to a position the opponent
// loses when there is one, else one stone from the largest heap.
type oracle struct{ g toyNim }

func (o oracle) ChooseMove(s nimState) (nimMove, error) {
	if o.g.Terminal(s) {
		return nimMove{}, adversarial.ErrNoMove
	}
	for _, m := range o.g.Moves(s, nil) {
		if !o.g.wins(o.g.Apply(s, m)) {
			return m, nil
		}
	}
	big := 0
	for i, h := range s.heaps {
		if h > s.heaps[big] {
			big = i
		}
	}
	return nimMove{uint8(big), 1}, nil
}
