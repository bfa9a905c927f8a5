package othello

// The features of the learned evaluation (see Learned): n-tuples of
// squares ("patterns") read as base-3 numbers (each square empty 0, the
// mover's 1, the opponent's 2), the mover's and the opponent's mobility and
// the parity of the empties. The pattern set is Logistello's (Buro,
// "Experiments with Multi-ProbCut and a New High-Quality Evaluation
// Function for Othello", NECI TR 96, 1997; "Improving heuristic mini-max
// search by supervised learning", Artificial Intelligence 134, 2002) as
// Edax also uses it: the 3×3 and 2×5 corner blocks, each edge with its two
// X-squares, the second, third and fourth lines, and the diagonals of
// length 4 to 8. Every pattern is read in all its symmetric places on the
// board (46 places in all) through one weight table per pattern, so the
// evaluation is the same for a position and its 8 symmetric images
// (Jaśkowski, "Systematic n-tuple networks for Othello position
// evaluation", ICGA Journal 37(2), 2014, calls this a symmetric n-tuple
// network).
//
// Each place is read from one of the board's 8 symmetric images (see
// symmetry.go) at a fixed spot near a1, with a ternary table that turns the
// mover's and the opponent's bits into the base-3 number; an n-tuple whose
// places include its own mirror image (an edge read from either end) has
// both readings mapped to one weight (canonical index).

import "math/bits"

// patternKind names a pattern (a weight table).
type patternKind uint8

const (
	patCorner33 patternKind = iota // a1 b1 c1 / a2 b2 c2 / a3 b3 c3
	patCorner25                    // a1–e1 / a2–e2
	patEdge2X                      // a1–h1, b2, g2
	patLine2                       // a2–h2
	patLine3                       // a3–h3
	patLine4                       // a4–h4
	patDiag8                       // a1–h8
	patDiag7                       // b1–h7
	patDiag6                       // c1–h6
	patDiag5                       // d1–h5
	patDiag4                       // e1–h4
	numPatterns
)

// patternDef is a pattern: its squares in the order of its base-3 digits
// (in the reading image, near a1), the symmetries of the board whose images
// it is read from (one place each), and the symmetry of the board that
// maps its squares onto themselves (−1: none), so that the two readings get
// one canonical index.
type patternDef struct {
	name    string
	squares []int8
	images  []uint8
	self    int
}

// Board symmetries as symmetry(b, t) numbers them (bit 0 mirror columns,
// bit 1 mirror rows, bit 2 then transpose): the transpose is 4 (column ↔
// row), the rotation by 180° is 3, the anti-transpose (a1 ↔ h8 kept
// fixed… the a8–h1 diagonal as axis) is 7.
var patternDefs = [numPatterns]patternDef{
	patCorner33: {"corner3x3", []int8{0, 1, 2, 8, 9, 10, 16, 17, 18}, []uint8{0, 1, 2, 3}, 4},
	patCorner25: {"corner2x5", []int8{0, 1, 2, 3, 4, 8, 9, 10, 11, 12}, []uint8{0, 1, 2, 3, 4, 5, 6, 7}, -1},
	patEdge2X:   {"edge+2X", []int8{0, 1, 2, 3, 4, 5, 6, 7, 9, 14}, []uint8{0, 2, 4, 5}, 1},
	patLine2:    {"line2", []int8{8, 9, 10, 11, 12, 13, 14, 15}, []uint8{0, 2, 4, 5}, 1},
	patLine3:    {"line3", []int8{16, 17, 18, 19, 20, 21, 22, 23}, []uint8{0, 2, 4, 5}, 1},
	patLine4:    {"line4", []int8{24, 25, 26, 27, 28, 29, 30, 31}, []uint8{0, 2, 4, 5}, 1},
	patDiag8:    {"diag8", []int8{0, 9, 18, 27, 36, 45, 54, 63}, []uint8{0, 1}, 3},
	patDiag7:    {"diag7", []int8{1, 10, 19, 28, 37, 46, 55}, []uint8{0, 1, 4, 5}, 7},
	patDiag6:    {"diag6", []int8{2, 11, 20, 29, 38, 47}, []uint8{0, 1, 4, 5}, 7},
	patDiag5:    {"diag5", []int8{3, 12, 21, 30, 39}, []uint8{0, 1, 4, 5}, 7},
	patDiag4:    {"diag4", []int8{4, 13, 22, 31}, []uint8{0, 1, 4, 5}, 7},
}

// numPlaces is the number of places patterns are read at (46).
const numPlaces = 4 + 8 + 4*4 + 2 + 4*4

// Mobility features: the number of legal moves of the mover and of the
// opponent, each capped at maxMobility.
const maxMobility = 31

// The flat feature space of one game phase: every pattern's table, then
// the mobility tables, then the parity pair (empties even, odd).
var (
	patternOffset = func() (off [numPatterns]int) {
		n := 0
		for k := range patternDefs {
			off[k] = n
			n += pow3(len(patternDefs[k].squares))
		}
		return off
	}()
	// mobilityOwn and mobilityOpp are the offsets of the mover's and the
	// opponent's mobility tables, parityOffset that of the parity pair.
	mobilityOwn  = patternOffset[numPatterns-1] + pow3(len(patternDefs[numPatterns-1].squares))
	mobilityOpp  = mobilityOwn + maxMobility + 1
	parityOffset = mobilityOpp + maxMobility + 1
	// numFeatures is the size of one phase's weight table.
	numFeatures = parityOffset + 2
)

// numActive is the number of features of a position: one per place, two
// mobilities and the parity.
const numActive = numPlaces + 3

// ternary[b] is the base-3 number with the binary digits of b (b < 1024).
var ternary = func() (t [1024]uint16) {
	for b := range t {
		v, w := 0, 1
		for i := range 10 {
			if b>>i&1 != 0 {
				v += w
			}
			w *= 3
		}
		t[b] = uint16(v)
	}
	return t
}()

func pow3(n int) int {
	p := 1
	for range n {
		p *= 3
	}
	return p
}

// Bit masks of the diagonals read by the patterns (in the reading image)
// and the multiplier that gathers one bit per column into the top byte.
const (
	diag8Mask  = 0x8040201008040201
	diag7Mask  = 0x0080402010080402
	diag6Mask  = 0x0000804020100804
	diag5Mask  = 0x0000008040201008
	diag4Mask  = 0x0000000080402010
	gatherCols = 0x0101010101010101
)

// tern returns the base-3 index of the pattern bits a (mover) and b
// (opponent), already packed in digit order.
func tern(a, b uint64) int { return int(ternary[a]) + 2*int(ternary[b]) }

// features writes the flat feature indices of the position with own to
// move against opp into f (raw indices: canonicalisation is folded into the
// weight tables, see expandWeights).
func features(own, opp uint64, f *[numActive]int32) {
	var o, p [8]uint64
	o[0], p[0] = own, opp
	o[1], p[1] = mirrorHorizontal(own), mirrorHorizontal(opp)
	o[2], p[2] = flipVertical(own), flipVertical(opp)
	o[3], p[3] = flipVertical(o[1]), flipVertical(p[1])
	for t := range 4 {
		o[t+4], p[t+4] = transpose(o[t]), transpose(p[t])
	}
	const (
		c33 = 0
		c25 = 4
		lin = 12
		d8  = 28
		dia = 30
	)
	off := &patternOffset
	for t := range 4 { // corner 3×3 at the four corners
		x, y := o[t], p[t]
		f[c33+t] = int32(off[patCorner33] + tern(x&7|(x>>5)&0x38|(x>>10)&0x1C0, y&7|(y>>5)&0x38|(y>>10)&0x1C0))
	}
	for t := range 8 { // corner 2×5, both orientations at every corner
		x, y := o[t], p[t]
		f[c25+t] = int32(off[patCorner25] + tern(x&31|(x>>3)&0x3E0, y&31|(y>>3)&0x3E0))
	}
	for i, t := range [4]int{0, 2, 4, 5} { // the four edges and lines 2–4
		x, y := o[t], p[t]
		f[lin+4*i] = int32(off[patEdge2X] + tern(x&0xFF|(x>>1)&0x100|(x>>5)&0x200, y&0xFF|(y>>1)&0x100|(y>>5)&0x200))
		f[lin+4*i+1] = int32(off[patLine2] + tern(x>>8&0xFF, y>>8&0xFF))
		f[lin+4*i+2] = int32(off[patLine3] + tern(x>>16&0xFF, y>>16&0xFF))
		f[lin+4*i+3] = int32(off[patLine4] + tern(x>>24&0xFF, y>>24&0xFF))
	}
	for t := range 2 { // the two long diagonals
		x, y := o[t], p[t]
		f[d8+t] = int32(off[patDiag8] + tern((x&diag8Mask)*gatherCols>>56, (y&diag8Mask)*gatherCols>>56))
	}
	for i, t := range [4]int{0, 1, 4, 5} { // the shorter diagonals
		x, y := o[t], p[t]
		f[dia+4*i] = int32(off[patDiag7] + tern((x&diag7Mask)*gatherCols>>57, (y&diag7Mask)*gatherCols>>57))
		f[dia+4*i+1] = int32(off[patDiag6] + tern((x&diag6Mask)*gatherCols>>58, (y&diag6Mask)*gatherCols>>58))
		f[dia+4*i+2] = int32(off[patDiag5] + tern((x&diag5Mask)*gatherCols>>59, (y&diag5Mask)*gatherCols>>59))
		f[dia+4*i+3] = int32(off[patDiag4] + tern((x&diag4Mask)*gatherCols>>60, (y&diag4Mask)*gatherCols>>60))
	}
	f[numPlaces] = int32(mobilityOwn + min(bits.OnesCount64(legalMask(own, opp)), maxMobility))
	f[numPlaces+1] = int32(mobilityOpp + min(bits.OnesCount64(legalMask(opp, own)), maxMobility))
	f[numPlaces+2] = int32(parityOffset + bits.OnesCount64(^(own|opp))&1)
}

// canonicalIndex maps a raw index of pattern k to its canonical one: the
// smaller of the index and the index of the same squares read through the
// pattern's own symmetry (the identity for a pattern without one).
func canonicalIndex(k patternKind, idx int) int {
	d := &patternDefs[k]
	if d.self < 0 {
		return idx
	}
	n := len(d.squares)
	var digits [10]int
	for j, x := 0, idx; j < n; j++ {
		digits[j], x = x%3, x/3
	}
	m := 0
	for j := n - 1; j >= 0; j-- {
		m = 3*m + digits[selfPerm[k][j]]
	}
	return min(idx, m)
}

// selfPerm[k][j] is the digit that the pattern's own symmetry maps to
// digit j.
var selfPerm = func() (out [numPatterns][10]int) {
	for k, d := range patternDefs {
		if d.self < 0 {
			continue
		}
		for j, sq := range d.squares {
			img := trailing(symmetry(1<<uint(sq), d.self))
			found := false
			for i, s2 := range d.squares {
				if int(s2) == img {
					out[k][j], found = i, true
				}
			}
			if !found {
				panic("othello: pattern " + d.name + " is not closed under its symmetry")
			}
		}
	}
	return out
}()
