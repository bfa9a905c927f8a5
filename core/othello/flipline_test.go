package othello

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"searchlab/core/internal/cputime"
)

// TestFlipsLine: flips (by lines) agrees with the ray scan on random
// positions, full and sparse, on every square (empty or not, so illegal
// moves too).
func TestFlipsLine(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for i := range 1000000 {
		sq := r.IntN(64)
		bit := uint64(1) << uint(sq)
		p := r.Uint64()
		if i%8 != 0 {
			p &^= bit
		}
		o := r.Uint64() &^ p &^ bit
		if i%2 == 0 {
			o = ^p &^ bit
			if i%4 == 0 {
				o &= r.Uint64() | r.Uint64()
			}
		}
		if got, want := flips(sq, p, o), flipsScan(sq, p, o); got != want {
			t.Fatalf("square %v, p %#x, o %#x: flips %#x, want %#x", Move(sq), p, o, got, want)
		}
	}
}

// BenchmarkFlips compares flips by lines with the ray scan on random
// positions of 40–60 discs; reports calls per CPU second.
func BenchmarkFlips(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	type pos struct {
		sq   int
		p, o uint64
	}
	var ps [1024]pos
	for i := range ps {
		sq := r.IntN(64)
		bit := uint64(1) << uint(sq)
		p := r.Uint64() &^ bit
		ps[i] = pos{sq, p, ^p &^ bit & (r.Uint64() | r.Uint64())}
	}
	for _, c := range []struct {
		name string
		f    func(int, uint64, uint64) uint64
	}{{"lines", flips}, {"scan", flipsScan}} {
		b.Run(c.name, func(b *testing.B) {
			var sink uint64
			i := 0
			cm := cputime.Start()
			for b.Loop() {
				x := &ps[i&1023]
				sink += c.f(x.sq, x.p, x.o)
				i++
			}
			_ = sink
			cm.Report(b, float64(b.N), "calls/cpu-s")
		})
	}
}

// flipsScan returns the o discs that a p disc played on sq turns over (0 when
// the move is illegal): the solver's former flips, kept as the reference
// that flips (by lines) is checked against. Per direction it takes the
// ray from sq to the board's edge and finds the first square on it that is not o's (a bit
// scan: the lowest set bit for rays towards higher squares, the highest
// for the others); when that square is p's, the squares before it on the
// ray are turned (the "bitscan" flips of Edax, flip_bitscan.c). Unrolled
// and branch-free (a mask −t, t = 1 when the bounding disc is p's): about
// six times faster than a loop over the directions with early exits.
func flipsScan(sq int, p, o uint64) uint64 {
	r := &rays[sq]
	var f uint64
	ray := r[0]
	b := ray &^ o
	first := b & -b
	m := first & p
	f |= ray & (first - 1) & -((m | -m) >> 63)
	ray = r[1]
	b = ray &^ o
	first = b & -b
	m = first & p
	f |= ray & (first - 1) & -((m | -m) >> 63)
	ray = r[2]
	b = ray &^ o
	first = b & -b
	m = first & p
	f |= ray & (first - 1) & -((m | -m) >> 63)
	ray = r[3]
	b = ray &^ o
	first = b & -b
	m = first & p
	f |= ray & (first - 1) & -((m | -m) >> 63)
	ray = r[4]
	b = ray &^ o
	first = uint64(1) << (63 - uint(bits.LeadingZeros64(b)))
	m = first & p
	f |= ray &^ (first<<1 - 1) & -((m | -m) >> 63)
	ray = r[5]
	b = ray &^ o
	first = uint64(1) << (63 - uint(bits.LeadingZeros64(b)))
	m = first & p
	f |= ray &^ (first<<1 - 1) & -((m | -m) >> 63)
	ray = r[6]
	b = ray &^ o
	first = uint64(1) << (63 - uint(bits.LeadingZeros64(b)))
	m = first & p
	f |= ray &^ (first<<1 - 1) & -((m | -m) >> 63)
	ray = r[7]
	b = ray &^ o
	first = uint64(1) << (63 - uint(bits.LeadingZeros64(b)))
	m = first & p
	f |= ray &^ (first<<1 - 1) & -((m | -m) >> 63)
	return f
}

// rays[sq][d] holds the squares from sq (excluded) to the edge of the
// board in direction d: +1 (towards h), +7 (towards a8), +8, +9, then −1,
// −7, −8, −9.
var rays = func() (out [64][8]uint64) {
	steps := [8][2]int{{1, 0}, {-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, -1}, {0, -1}, {-1, -1}}
	for sq := range 64 {
		for d, st := range steps {
			for c, r := sq%8+st[0], sq/8+st[1]; c >= 0 && c < 8 && r >= 0 && r < 8; c, r = c+st[0], r+st[1] {
				out[sq][d] |= 1 << uint(r*8+c)
			}
		}
	}
	return out
}()
