package btmodel

import (
	"fmt"
	"math/bits"

	"searchlab/core/bradleyterry"
	"searchlab/core/othello"
)

// Set names a feature set.
type Set uint8

const (
	// Buro is the paper's set: one feature per move, its square's kind
	// with the 3×3 pattern around it (6561 patterns × 10 kinds).
	Buro Set = iota
	// Optimised adds five groups to the Buro feature (see the package
	// comment and optimisedTeam).
	Optimised
)

var setNames = [...]string{"buro", "optimised"}

func (s Set) String() string {
	if int(s) < len(setNames) {
		return setNames[s]
	}
	return fmt.Sprintf("Set(%d)", uint8(s))
}

// ParseSet reads a set name: buro or optimised.
func ParseSet(name string) (Set, error) {
	for i, n := range setNames {
		if n == name {
			return Set(i), nil
		}
	}
	return 0, fmt.Errorf("unknown feature set %q (want buro or optimised)", name)
}

// Layout of the optimised set's features: group 0 the Buro features, then
// one block per group.
const (
	phases     = 3 // empties > 40, 21..40, ≤ 20
	flipBins   = 8 // 1 … 7, 8 or more discs flipped
	mobBins    = 16
	frontBins  = 7 // 0 … 5, 6 or more new frontier discs
	offFlips   = kinds * patterns
	offMob     = offFlips + phases*flipBins
	offCorner  = offMob + phases*mobBins
	offParity  = offCorner + 1
	offFront   = offParity + 1
	optimisedN = offFront + frontBins
	maxTeam    = 6
)

// NumFeatures is the size of the set's feature space.
func (s Set) NumFeatures() int {
	if s == Optimised {
		return optimisedN
	}
	return offFlips
}

// Groups returns the group of every feature (one group for Buro, six for
// Optimised).
func (s Set) Groups() []int {
	g := make([]int, s.NumFeatures())
	if s == Optimised {
		for i := offFlips; i < len(g); i++ {
			switch {
			case i < offMob:
				g[i] = 1
			case i < offCorner:
				g[i] = 2
			case i < offParity:
				g[i] = 3
			case i < offFront:
				g[i] = 4
			default:
				g[i] = 5
			}
		}
	}
	return g
}

const (
	corners uint64 = 1<<0 | 1<<7 | 1<<56 | 1<<63
	notA    uint64 = 0xFEFEFEFEFEFEFEFE
	notH    uint64 = 0x7F7F7F7F7F7F7F7F
)

// adjacent returns the squares next to a square of b (as othello's
// frontier evaluation computes them).
func adjacent(b uint64) uint64 {
	return b<<8 | b>>8 | (b<<1|b<<9|b>>7)&notA | (b>>1|b>>9|b<<7)&notH
}

// quadrant returns the 4×4 quadrant of the board that holds sq.
func quadrant(sq int) uint64 {
	q := uint64(0x0F0F0F0F)
	if sq%8 >= 4 {
		q <<= 4
	}
	if sq >= 32 {
		q <<= 32
	}
	return q
}

// Team writes the features of move m in s, a legal move, into buf and
// returns how many there are (none for Pass, which is forced anyway).
func (s Set) Team(p othello.Position, m othello.Move, buf *[maxTeam]bradleyterry.Feature) int {
	if m < 0 || m >= 64 {
		return 0
	}
	buf[0] = buroFeature(p, int(m))
	if s != Optimised {
		return 1
	}
	sq := int(m)
	empties := p.Empties()
	phase := 0
	switch {
	case empties <= 20:
		phase = 2
	case empties <= 40:
		phase = 1
	}
	flipped := p.Flips(m)
	nf := min(bits.OnesCount64(flipped), flipBins) - 1
	buf[1] = bradleyterry.Feature(offFlips + phase*flipBins + nf)
	next := p.Apply(m)
	oppMoves := next.LegalMask()
	buf[2] = bradleyterry.Feature(offMob + phase*mobBins + min(bits.OnesCount64(oppMoves), mobBins-1))
	n := 3
	if oppMoves&corners != 0 {
		buf[n] = offCorner
		n++
	}
	occupied := p.Black | p.White
	if bits.OnesCount64(quadrant(sq)&^occupied)%2 == 1 {
		buf[n] = offParity
		n++
	}
	empty := ^(occupied | 1<<uint(sq))
	front := bits.OnesCount64((flipped | 1<<uint(sq)) & adjacent(empty))
	buf[n] = bradleyterry.Feature(offFront + min(front, frontBins-1))
	return n + 1
}
