package othello

// Counting the discs of the last move. With one empty square left every
// other square holds a disc, so the discs a player p flips by playing the
// last square sq depend only on where p's discs lie on the four lines
// through sq: every square of a line that is not p's is the opponent's.
// lastFlipCount gathers each line's p discs into an 8-bit pattern (a
// shift for the row, a multiplication for the column and the diagonals,
// the "kindergarten" bitboard gathering of chess programs) and adds the
// counts of a 256-entry table per position on the line: Edax's
// count_last_flip_kindergarten.c (Richard Delorme), after Gunnar
// Andersson's Zebra. Cost: O(1), four table reads; no ray scan.

// countFlipLine[pos][pattern] is the number of opponent discs flipped on
// an 8-square line by a disc played at pos, the player's discs being the
// set bits of pattern and every other square the opponent's. Squares past
// the end of a shorter line (a diagonal) read as 0 and can never close a
// run, so the same table serves every line.
var countFlipLine = func() (out [8][256]uint8) {
	for pos := range 8 {
		for pat := range 256 {
			n := 0
			for _, d := range [2]int{-1, 1} {
				run := 0
				j := pos + d
				for ; j >= 0 && j < 8 && pat&(1<<uint(j)) == 0; j += d {
					run++
				}
				if j >= 0 && j < 8 {
					n += run
				}
			}
			out[pos][pat] = uint8(n)
		}
	}
	return out
}()

// diagA1H8[sq] and diagH1A8[sq] are the two diagonals through sq.
var diagA1H8, diagH1A8 = func() (a, h [64]uint64) {
	for sq := range 64 {
		c, r := sq%8, sq/8
		for k := -7; k <= 7; k++ {
			if cc, rr := c+k, r+k; cc >= 0 && cc < 8 && rr >= 0 && rr < 8 {
				a[sq] |= 1 << uint(rr*8+cc)
			}
			if cc, rr := c-k, r+k; cc >= 0 && cc < 8 && rr >= 0 && rr < 8 {
				h[sq] |= 1 << uint(rr*8+cc)
			}
		}
	}
	return a, h
}()

// lastFlipCount is the number of discs that p flips by playing sq when
// every other square holds a disc (p's where p has a bit, the opponent's
// elsewhere): count(flips(sq, p, ^p &^ (1 << sq))), without the scan.
func lastFlipCount(sq int, p uint64) int {
	c, r := uint(sq&7), uint(sq>>3)
	row := uint8(p >> (8 * r))
	col := uint8(((p >> c) & colA) * 0x0102040810204080 >> 56) // bit i: row i
	d9 := uint8((p & diagA1H8[sq]) * colA >> 56)               // bit i: column i
	d7 := uint8((p & diagH1A8[sq]) * colA >> 56)
	return int(countFlipLine[c][row]) + int(countFlipLine[r][col]) + int(countFlipLine[c][d9]) + int(countFlipLine[c][d7])
}
