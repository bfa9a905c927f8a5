package othello

import "math/bits"

// Bitboard layout: bit i is square i = 8·row + column, a1 = 0, b1 = 1, …,
// h1 = 7, a2 = 8, …, h8 = 63 (the order of the text form).
//
// Move generation and flipping use the usual shift-and-mask scheme of
// bitboard Othello programs (for example Edax, Egaroucid): in each of the
// eight directions, opponent discs that could be flanked are found by
// repeated shifts. Horizontal and diagonal runs can never contain a disc of
// column a or h (a flanked disc has neighbours on both sides), so masking the
// opponent's discs with the inner columns also stops shifts from wrapping
// around the board's edge.

const (
	inner uint64 = 0x7E7E7E7E7E7E7E7E // columns b–g
	full  uint64 = ^uint64(0)
)

// legalMask returns the squares where the player owning p may play against
// o: empty squares from which a straight line of o discs ends in a p disc.
// In each direction ±n the runs of o discs that start next to a p disc
// are grown by parallel prefix (Kogge–Stone): one step, then steps of
// two over pairs of o discs, covering the longest run of 6 in four steps
// instead of six; both shift directions share the pairs (pr = pl >> n),
// as Edax's get_some_moves does. Written out for the four directions
// (horizontal and diagonal runs masked to columns b–g, so shifts cannot
// wrap around the board's edge), with no call per direction: 10% of the
// exact solver's instructions were the calls of a function per direction.
func legalMask(p, o uint64) uint64 {
	oi := o & inner
	// horizontal (±1)
	l := oi & (p << 1)
	r := oi & (p >> 1)
	l |= oi & (l << 1)
	r |= oi & (r >> 1)
	pl := oi & (oi << 1)
	pr := pl >> 1
	l |= pl & (l << 2)
	r |= pr & (r >> 2)
	l |= pl & (l << 2)
	r |= pr & (r >> 2)
	m := l<<1 | r>>1
	// vertical (±8)
	l = o & (p << 8)
	r = o & (p >> 8)
	l |= o & (l << 8)
	r |= o & (r >> 8)
	pl = o & (o << 8)
	pr = pl >> 8
	l |= pl & (l << 16)
	r |= pr & (r >> 16)
	l |= pl & (l << 16)
	r |= pr & (r >> 16)
	m |= l<<8 | r>>8
	// diagonal (±7)
	l = oi & (p << 7)
	r = oi & (p >> 7)
	l |= oi & (l << 7)
	r |= oi & (r >> 7)
	pl = oi & (oi << 7)
	pr = pl >> 7
	l |= pl & (l << 14)
	r |= pr & (r >> 14)
	l |= pl & (l << 14)
	r |= pr & (r >> 14)
	m |= l<<7 | r>>7
	// diagonal (±9)
	l = oi & (p << 9)
	r = oi & (p >> 9)
	l |= oi & (l << 9)
	r |= oi & (r >> 9)
	pl = oi & (oi << 9)
	pr = pl >> 9
	l |= pl & (l << 18)
	r |= pr & (r >> 18)
	l |= pl & (l << 18)
	r |= pr & (r >> 18)
	m |= l<<9 | r>>9
	return m &^ (p | o)
}

// flips (the discs a move turns over) is in flipline.go.

// count is the number of set bits.
func count(b uint64) int { return bits.OnesCount64(b) }

// nthBit returns the index of the k-th set bit of b (k from 0).
func nthBit(b uint64, k int) int {
	for ; k > 0; k-- {
		b &= b - 1
	}
	return bits.TrailingZeros64(b)
}

// trailing is the index of the lowest set bit.
func trailing(b uint64) int { return bits.TrailingZeros64(b) }
