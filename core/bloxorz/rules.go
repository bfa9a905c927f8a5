package bloxorz

// This file is the rules engine, R1–R13 of the SearchLab Bloxorz rules. Order
// within a move (R10, ORIG): roll → merge (R12) → fall check with the bridges
// as they were before the move (R4, R5) → win check (R6) → switches fire
// (R7–R11) → R13b: any piece now over a bridge cell that is off falls.
//
// Two cases the original data never exercises are settled here: the cubes of
// a split appear on their target cells without "arriving" (a soft switch
// there does not fire), and a cube whose target is a bridge cell that is off
// falls (the move onto the split switch is a fall).

var dx = [4]int{U: 0, D: 0, L: -1, R: 1}
var dy = [4]int{U: -1, D: 1, L: 0, R: 0}

// supports reports whether cell (x,y) can hold a piece with bridges b (R4).
func (l *Level) supports(x, y int, b uint64) bool {
	if x < 0 || y < 0 || x >= l.W || y >= l.H {
		return false
	}
	i := y*l.W + x
	switch c := l.Grid[i]; c {
	case Void:
		return false
	case BridgeOn, BridgeOff:
		return b>>l.bridgeBit[i]&1 == 1
	}
	return true
}

// on reports whether cell index i is supported with bridges b.
func (l *Level) on(i int, b uint64) bool {
	if bit := l.bridgeBit[i]; bit >= 0 {
		return b>>bit&1 == 1
	}
	return l.Grid[i] != Void
}

// fire applies the switch at cell i, if any, to b.
func (l *Level) fire(i int, b uint64) uint64 {
	if e := &l.effects[i]; len(e.steps) > 0 {
		return e.apply(b)
	}
	return b
}

// step applies a move to s and reports whether the piece stays on the board
// (false: it falls, R4, R5, R13b). For a whole block cube must be 0; for a
// split state cube 0 moves A and cube 1 moves B, and the cubes keep their
// slots (A stays A). A split (R11) puts the first cube in A. The state
// returned with ok=false is s.
func (l *Level) step(s State, cube int, d Dir) (State, bool) {
	if s.Pose == Cubes {
		return l.stepCube(s, cube, d)
	}
	x, y := int(s.A)%l.W, int(s.A)/l.W
	var n State
	n.Bridges = s.Bridges
	var x2, y2 int // second cell of a lying result
	switch s.Pose {
	case Standing:
		switch d {
		case L:
			x, n.Pose = x-2, LyingX
		case R:
			x, n.Pose = x+1, LyingX
		case U:
			y, n.Pose = y-2, LyingY
		case D:
			y, n.Pose = y+1, LyingY
		}
	case LyingX:
		switch d {
		case L:
			x, n.Pose = x-1, Standing
		case R:
			x, n.Pose = x+2, Standing
		case U:
			y, n.Pose = y-1, LyingX
		case D:
			y, n.Pose = y+1, LyingX
		}
	case LyingY:
		switch d {
		case L:
			x, n.Pose = x-1, LyingY
		case R:
			x, n.Pose = x+1, LyingY
		case U:
			y, n.Pose = y-1, Standing
		case D:
			y, n.Pose = y+2, Standing
		}
	}
	x2, y2 = x, y
	switch n.Pose {
	case LyingX:
		x2++
	case LyingY:
		y2++
	}
	// R4: no partial support, checked with the bridges before this move.
	if !l.supports(x, y, s.Bridges) || !l.supports(x2, y2, s.Bridges) {
		return s, false
	}
	i := y*l.W + x
	n.A = uint16(i)
	if n.Pose == Standing {
		switch l.Grid[i] {
		case Fragile: // R5
			return s, false
		case Exit: // R6: won; the exit is no switch, nothing fires.
			return n, true
		case Soft, Hard: // R8, R9
			n.Bridges = l.fire(i, n.Bridges)
		case SplitSwitch: // R11
			sp := l.Splits[l.splitAt[i]]
			f, g := l.idx(sp.First), l.idx(sp.Second)
			n = State{Bridges: n.Bridges, A: uint16(f), B: uint16(g), Pose: Cubes}
			if !l.on(f, n.Bridges) || !l.on(g, n.Bridges) {
				return s, false
			}
			return n, true
		}
		if l.r13bFalls() && !l.on(i, n.Bridges) { // R13b
			return s, false
		}
		return n, true
	}
	// Lying: soft switches under either cell fire, top-left first (R8).
	j := y2*l.W + x2
	if l.Grid[i] == Soft {
		n.Bridges = l.fire(i, n.Bridges)
	}
	if l.Grid[j] == Soft {
		n.Bridges = l.fire(j, n.Bridges)
	}
	if l.r13bFalls() && (!l.on(i, n.Bridges) || !l.on(j, n.Bridges)) { // R13b
		return s, false
	}
	return n, true
}

// stepCube moves one cube of a split state (R2 last row, R12, R13).
func (l *Level) stepCube(s State, cube int, d Dir) (State, bool) {
	mv, other := int(s.A), int(s.B)
	if cube == 1 {
		mv, other = other, mv
	}
	x, y := mv%l.W+dx[d], mv/l.W+dy[d]
	if !l.supports(x, y, s.Bridges) { // R4: only the moved cube's cell
		return s, false
	}
	i := y*l.W + x
	ox, oy := other%l.W, other/l.W
	if adx, ady := abs(x-ox), abs(y-oy); adx+ady == 1 {
		// R12: merge into a lying block. The merged block is checked on
		// both cells (the resting cube's cell can only be unsupported
		// under the ORIG reading of R13b); R13a: soft switches under both
		// cells fire, top-left first.
		if !l.on(other, s.Bridges) {
			return s, false
		}
		n := State{Bridges: s.Bridges}
		a, b := i, other
		if b < a {
			a, b = b, a
		}
		n.A = uint16(a)
		if ady == 0 {
			n.Pose = LyingX
		} else {
			n.Pose = LyingY
		}
		if l.Grid[a] == Soft {
			n.Bridges = l.fire(a, n.Bridges)
		}
		if l.Grid[b] == Soft {
			n.Bridges = l.fire(b, n.Bridges)
		}
		if l.r13bFalls() && (!l.on(a, n.Bridges) || !l.on(b, n.Bridges)) { // R13b
			return s, false
		}
		return n, true
	}
	n := s
	if cube == 1 {
		n.B = uint16(i)
	} else {
		n.A = uint16(i)
	}
	if l.Grid[i] == Soft { // R8: a cube fires a soft switch
		n.Bridges = l.fire(i, n.Bridges)
	}
	if l.r13bFalls() && (!l.on(i, n.Bridges) || !l.on(other, n.Bridges)) { // R13b, both cubes
		return s, false
	}
	return n, true
}

// r13bFalls reports whether R13b is "a piece on a bridge cell that a switch
// turns off falls at once" (the SearchLab decision, always true for parsed
// levels). The alternative, ORIG's "nothing is re-checked until the piece
// moves, except the resting cube's cell at a merge", exists only so that
// tests can reproduce figures computed under it (state counts, solutions);
// both readings give the same optimal length on all 33 stages.
func (l *Level) r13bFalls() bool { return !l.origR13b }
