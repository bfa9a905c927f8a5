package bloxorz

import (
	"fmt"
	"strings"
)

// Notation prints a solution of p as the keys a player presses: U D L R,
// with S inserted where control changes from one cube to the other (in
// SwapsFree the moves name cubes by slot; Notation follows which physical
// cube each slot holds, starting with the first cube of a split in control,
// R11). It also returns the number of S keys. It fails if a move is not
// applicable.
func (p *Problem) Notation(moves []Move) (keys string, swaps int, err error) {
	l := p.level
	var b strings.Builder
	s := l.Initial()
	active := -1 // cell index of the controlled cube in a split state
	for i, m := range moves {
		if m == Swap {
			if p.costing != SwapsCounted || s.Pose != Cubes {
				return "", 0, fmt.Errorf("move %d: S is not applicable here", i+1)
			}
			s.A, s.B = s.B, s.A
			b.WriteByte('S')
			swaps++
			continue
		}
		if m > Swap || (m.Cube() == 1 && (s.Pose != Cubes || p.costing == SwapsCounted)) {
			return "", 0, fmt.Errorf("move %d (%v) is not applicable here", i+1, m)
		}
		if s.Pose == Cubes && p.costing == SwapsFree {
			mover := int(s.A)
			if m.Cube() == 1 {
				mover = int(s.B)
			}
			if mover != active {
				b.WriteByte('S')
				swaps++
			}
		}
		n, ok := l.step(s, m.Cube(), m.Dir())
		if !ok {
			return "", 0, fmt.Errorf("move %d (%v): the piece falls", i+1, m)
		}
		b.WriteByte(dirLetters[m.Dir()])
		if n.Pose == Cubes {
			if s.Pose != Cubes {
				active = int(n.A) // R11: the first cube is controlled first
			} else if m.Cube() == 1 {
				active = int(n.B)
			} else {
				active = int(n.A)
			}
			if p.costing == SwapsFree && n.A > n.B {
				n.A, n.B = n.B, n.A
			}
		}
		s = n
	}
	return b.String(), swaps, nil
}
