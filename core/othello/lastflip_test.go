package othello

import (
	"math/rand/v2"
	"testing"
)

// TestLastFlipCount: on full boards with one empty square (random discs),
// lastFlipCount agrees with the ray-scanning flips for both players.
func TestLastFlipCount(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for i := range 200000 {
		sq := r.IntN(64)
		bit := uint64(1) << uint(sq)
		p := r.Uint64() &^ bit
		if i%3 == 0 { // sparse and dense boards too
			p &= r.Uint64()
		} else if i%3 == 1 {
			p |= r.Uint64() &^ bit
		}
		o := ^p &^ bit
		if got, want := lastFlipCount(sq, p), count(flips(sq, p, o)); got != want {
			t.Fatalf("square %v, p %#x: %d flips, want %d", Move(sq), p, got, want)
		}
		if got, want := lastFlipCount(sq, o), count(flips(sq, o, p)); got != want {
			t.Fatalf("square %v, o %#x: %d flips, want %d", Move(sq), o, got, want)
		}
	}
}
