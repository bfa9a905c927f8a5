package othello

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkPerft9 times perft(9) from the start (3 005 288 leaves) and
// reports leaves per second (the last ply is counted without playing it).
func BenchmarkPerft9(b *testing.B) {
	for b.Loop() {
		if n := Perft(Start(), 9); n != 3005288 {
			b.Fatalf("perft(9) = %d", n)
		}
	}
	b.ReportMetric(float64(3005288)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
}

// samplePositions returns n positions from random games (fixed seed).
func samplePositions(n int) []Position {
	r := rand.New(rand.NewPCG(7, 8))
	var g Game
	var ps []Position
	for len(ps) < n {
		p := Start()
		for !p.Over() && len(ps) < n {
			ps = append(ps, p)
			m, _ := g.RandomMove(p, r)
			p = p.Apply(m)
		}
	}
	return ps
}

// BenchmarkLegalMoves measures legal-move generation (the bitboard of legal
// squares) over positions of random games; reports generations per second.
func BenchmarkLegalMoves(b *testing.B) {
	ps := samplePositions(4096)
	var sink uint64
	i := 0
	for b.Loop() {
		sink ^= ps[i&4095].LegalMask()
		i++
	}
	_ = sink
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "gens/s")
}

// BenchmarkMoveList measures building the move list ([]Move) per position.
func BenchmarkMoveList(b *testing.B) {
	ps := samplePositions(4096)
	buf := make([]Move, 0, 32)
	i := 0
	for b.Loop() {
		buf = ps[i&4095].Moves(buf)
		i++
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "lists/s")
}

// BenchmarkRandomPlayout plays uniformly random games from the start to the
// end through Game.RandomMove, Apply and Terminal (what an MCTS playout
// does), on one goroutine; reports playouts per second.
func BenchmarkRandomPlayout(b *testing.B) {
	r := rand.New(rand.NewPCG(9, 10))
	var g Game
	plies := 0
	for b.Loop() {
		p := Start()
		for !g.Terminal(p) {
			m, _ := g.RandomMove(p, r)
			p = g.Apply(p, m)
			plies++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
	b.ReportMetric(float64(plies)/float64(b.N), "plies/playout")
}
