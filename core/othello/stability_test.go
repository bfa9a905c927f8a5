package othello

import (
	"math/rand/v2"
	"testing"

	"searchlab/core/internal/cputime"
)

// TestFullLines: the shift-based full lines agree with a scan of every
// line on random boards of all densities, on the squares of lines of 3
// squares or more (shorter lines cannot flip a disc; the scan counts them
// as full, the shifts as full when occupied).
func TestFullLines(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for i := range 200000 {
		occ := r.Uint64()
		for k := i % 4; k > 0; k-- {
			occ |= r.Uint64()
		}
		got, want := fullLines(occ), fullLinesRef(occ)
		for d := range 4 {
			var long uint64
			for _, m := range lineMasksRef[d] {
				long |= m
			}
			if got[d]&long != want[d]&long&occ {
				t.Fatalf("occupied %#x, direction %d: %#x, want %#x", occ, d, got[d]&long, want[d]&long&occ)
			}
		}
	}
}

// lineMasksRef[d] lists the lines of direction d (0 horizontal, 1 vertical,
// 2 the a1–h8 diagonals, 3 the h1–a8 diagonals) of at least 3 squares.
var lineMasksRef = func() (out [4][]uint64) {
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

// fullLinesRef is the former fullLines, the reference of TestFullLines:
// per direction, the squares whose line in that direction is full (occupied on every square); lines of fewer than 3
// squares count as full (no disc on them can be flanked along them).
func fullLinesRef(occ uint64) [4]uint64 {
	var out [4]uint64
	for d := range out {
		f := ^uint64(0)
		for _, m := range lineMasksRef[d] {
			if occ&m != m {
				f &^= m
			}
		}
		out[d] = f
	}
	return out
}

// BenchmarkFullLines compares the shift-based full lines with the scan of
// every line (fullLinesRef) on random boards; reports calls per CPU second.
func BenchmarkFullLines(b *testing.B) {
	r := rand.New(rand.NewPCG(9, 10))
	var occ [1024]uint64
	for i := range occ {
		occ[i] = r.Uint64() | r.Uint64() | r.Uint64()
	}
	for _, c := range []struct {
		name string
		f    func(uint64) [4]uint64
	}{{"shifts", fullLines}, {"scan", fullLinesRef}} {
		b.Run(c.name, func(b *testing.B) {
			var sink uint64
			i := 0
			cm := cputime.Start()
			for b.Loop() {
				sink += c.f(occ[i&1023])[2]
				i++
			}
			_ = sink
			cm.Report(b, float64(b.N), "calls/cpu-s")
		})
	}
}
