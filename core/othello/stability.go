package othello

// Stable discs: discs that can never be turned over, whatever is played.
// The exact solver uses them for the stability cutoff (Edax's
// search_SC_NWS; the idea goes back to Rosenbloom's IAGO, 1982): when the
// opponent already owns s stable discs, the mover's final disc difference
// is at most 64 − 2s, so a search whose alpha is at least that can stop.
//
// A disc is stable here when, along each of its four lines (horizontal,
// vertical and the two diagonals), the line is full (no empty square can
// start a flip on it) or its neighbour on one side is the board's edge or
// a stable disc of the same colour; starting from none, the rule is
// applied until nothing changes (the classical iterative approximation: it
// finds every disc anchored to a corner through edges and filled lines,
// not every stable disc).

// lineMasks[d] lists the lines of direction d (0 horizontal, 1 vertical,
// 2 the a1–h8 diagonals, 3 the h1–a8 diagonals) of at least 3 squares.
var lineMasks = func() (out [4][]uint64) {
	dirs := [4][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}}
	for d, dd := range dirs {
		seen := map[uint64]bool{}
		for sq := range 64 {
			c, r := sq%8, sq/8
			for c-dd[0] >= 0 && c-dd[0] < 8 && r-dd[1] >= 0 {
				c, r = c-dd[0], r-dd[1]
			}
			var m uint64
			n := 0
			for ; c >= 0 && c < 8 && r < 8; c, r = c+dd[0], r+dd[1] {
				m |= 1 << uint(r*8+c)
				n++
			}
			if n >= 3 && !seen[m] {
				seen[m] = true
				out[d] = append(out[d], m)
			}
		}
	}
	return out
}()

// fullLines returns, per direction, the squares whose line in that
// direction is full (occupied on every square); lines of fewer than 3
// squares count as full (no disc on them can be flanked along them).
func fullLines(occ uint64) [4]uint64 {
	var out [4]uint64
	for d := range out {
		f := ^uint64(0)
		for _, m := range lineMasks[d] {
			if occ&m != m {
				f &^= m
			}
		}
		out[d] = f
	}
	return out
}

const (
	colA uint64 = 0x0101010101010101
	colH uint64 = 0x8080808080808080
	row1 uint64 = 0x00000000000000FF
	row8 uint64 = 0xFF00000000000000
)

// stableDiscs returns the stable discs of own (see above) in the position
// (own, opp).
func stableDiscs(own, opp uint64) uint64 {
	full := fullLines(own | opp)
	var st uint64
	for {
		// A side counts when it is off the board or holds a stable disc.
		h := (st<<1)&^colA | colA | (st>>1)&^colH | colH | full[0]
		v := st<<8 | row1 | st>>8 | row8 | full[1]
		d9 := (st<<9)&^colA | colA | row1 | (st>>9)&^colH | colH | row8 | full[2]
		d7 := (st<<7)&^colH | colH | row1 | (st>>7)&^colA | colA | row8 | full[3]
		next := own & h & v & d9 & d7
		if next == st {
			return st
		}
		st = next
	}
}
