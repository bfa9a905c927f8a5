package othello

import "math/bits"

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

// fullLines returns, per direction (0 horizontal, 1 vertical, 2 the
// a1–h8 diagonals, 3 the h1–a8 diagonals), the occupied squares whose
// whole line in that direction is occupied. It propagates occupancy along
// each direction towards both ends by doubling shifts (1, 2, 4 squares:
// parallel prefix), an off-board neighbour counting as occupied, as
// Edax's get_full_lines does; a square is on a full line when everything
// from it to both ends is occupied.
func fullLines(occ uint64) [4]uint64 {
	var out [4]uint64
	h := occ & (occ >> 1)
	h &= h >> 2
	h &= h >> 4
	out[0] = (h & colA) * 0xFF
	v := occ & bits.RotateLeft64(occ, -8)
	v &= bits.RotateLeft64(v, -16)
	v &= bits.RotateLeft64(v, -32)
	out[1] = v
	out[2] = diagFull(occ, 9, &diagStop9)
	out[3] = diagFull(occ, 7, &diagStop7)
	return out
}

// diagFull is fullLines along the diagonals of step 9 or 7: stop[k]
// holds the squares whose neighbour 2^k steps up (higher index) is off
// the board, stop[k+3] those whose neighbour 2^k steps down is.
func diagFull(occ uint64, n uint, stop *[6]uint64) uint64 {
	n &= 15
	up := occ & (occ>>n | stop[0])
	up &= up>>(2*n) | stop[1]
	up &= up>>(4*n) | stop[2]
	down := occ & (occ<<n | stop[3])
	down &= down<<(2*n) | stop[4]
	down &= down<<(4*n) | stop[5]
	return up & down
}

// diagStop9 and diagStop7: see diagFull.
var diagStop9, diagStop7 = func() (s9, s7 [6]uint64) {
	for k := range 3 {
		d := 1 << uint(k)
		for sq := range 64 {
			c, r := sq%8, sq/8
			if c+d > 7 || r+d > 7 { // sq + 9d off the board
				s9[k] |= 1 << uint(sq)
			}
			if c-d < 0 || r-d < 0 { // sq − 9d
				s9[k+3] |= 1 << uint(sq)
			}
			if c-d < 0 || r+d > 7 { // sq + 7d
				s7[k] |= 1 << uint(sq)
			}
			if c+d > 7 || r-d < 0 { // sq − 7d
				s7[k+3] |= 1 << uint(sq)
			}
		}
	}
	return s9, s7
}()

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
