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
func legalMask(p, o uint64) uint64 {
	oi := o & inner
	empty := ^(p | o)
	return (shiftRun(p, oi, 1) | shiftRun(p, o, 8) | shiftRun(p, oi, 7) | shiftRun(p, oi, 9)) & empty
}

// shiftRun returns, for direction ±n, the squares just beyond a run of om
// discs that starts next to a p disc (both shift directions at once). The
// runs are grown by parallel prefix (Kogge–Stone): one step, then steps
// of two over pairs of om discs, covering the longest run of 6 in four
// steps instead of six.
func shiftRun(p, om uint64, n uint) uint64 {
	l := om & (p << n)
	l |= om & (l << n)
	pl := om & (om << n)
	l |= pl & (l << (2 * n))
	l |= pl & (l << (2 * n))
	r := om & (p >> n)
	r |= om & (r >> n)
	pr := om & (om >> n)
	r |= pr & (r >> (2 * n))
	r |= pr & (r >> (2 * n))
	return l<<n | r>>n
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
