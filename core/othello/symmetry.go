package othello

import "math/bits"

// The board's eight symmetries (the dihedral group of the square) on
// bitboards, with the usual delta-swap formulas of chess and Othello
// programs (see the Chess Programming Wiki, "Flipping Mirroring and
// Rotating"): a vertical flip is a byte swap, a horizontal mirror and the
// a1–h8 transpose are three delta swaps each.

// flipVertical mirrors rank 1 ↔ rank 8.
func flipVertical(b uint64) uint64 { return bits.ReverseBytes64(b) }

// mirrorHorizontal mirrors column a ↔ column h.
func mirrorHorizontal(b uint64) uint64 {
	const k1, k2, k4 = 0x5555555555555555, 0x3333333333333333, 0x0f0f0f0f0f0f0f0f
	b = (b>>1)&k1 | (b&k1)<<1
	b = (b>>2)&k2 | (b&k2)<<2
	return (b>>4)&k4 | (b&k4)<<4
}

// transpose mirrors on the a1–h8 diagonal (square (c, r) ↔ (r, c)).
func transpose(b uint64) uint64 {
	const k1, k2, k4 = 0x5500550055005500, 0x3333000033330000, 0x0f0f0f0f00000000
	t := k4 & (b ^ (b << 28))
	b ^= t ^ (t >> 28)
	t = k2 & (b ^ (b << 14))
	b ^= t ^ (t >> 14)
	t = k1 & (b ^ (b << 7))
	return b ^ t ^ (t >> 7)
}

// Symmetries is the number of symmetries of the board.
const Symmetries = 8

// symmetry applies symmetry t (0–7) to a bitboard: bit 0 mirrors the
// columns, bit 1 the rows, bit 2 then transposes. t = 0 is the identity;
// together they are the whole dihedral group.
func symmetry(b uint64, t int) uint64 {
	if t&1 != 0 {
		b = mirrorHorizontal(b)
	}
	if t&2 != 0 {
		b = flipVertical(b)
	}
	if t&4 != 0 {
		b = transpose(b)
	}
	return b
}

// Symmetry returns the image of p under symmetry t (0–7: bit 0 mirrors the
// columns a ↔ h, bit 1 the rows 1 ↔ 8, bit 2 then swaps columns and rows),
// with the same side to move. Symmetric positions have the same game
// value, so the evaluations and the searches treat them alike.
func (p Position) Symmetry(t int) Position {
	return Position{Black: symmetry(p.Black, t), White: symmetry(p.White, t), Turn: p.Turn}
}

// SymmetricMove returns the image of move m under symmetry t (Pass stays
// Pass).
func SymmetricMove(m Move, t int) Move {
	if m < 0 || m >= 64 {
		return m
	}
	return Move(trailing(symmetry(1<<uint(m), t)))
}
