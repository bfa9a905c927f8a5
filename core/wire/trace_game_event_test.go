package wire_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"searchlab/core/adversarial"
	"searchlab/core/wire"
)

// TestAddGameEvent is TestAddSearchEvent for game-tree events: AddGameEvent
// writes AddEvent's bytes for GameTraceEvent's value, windows open or
// closed (at -0 too), every kind, moves named or not.
func TestAddGameEvent(t *testing.T) {
	r := rand.New(rand.NewPCG(28, 3))
	samePacks(t, func(fast, slow *wire.TracePack) wire.TraceEvent {
		e, state, move := randomGameEvent(r)
		ev := wire.GameTraceEvent(&e, state, move)
		slow.AddEvent(&ev)
		wire.AddGameEvent(fast, &e, state, move)
		return ev
	}, r)
}

// randomGameEvent is a game-tree event of any kind with each field set
// with probability 1/2, a state id and a move text for it.
func randomGameEvent(r *rand.Rand) (e adversarial.Event[uint64, int], state int32, move string) {
	some := func() bool { return r.IntN(2) == 0 }
	small := func() int {
		if some() {
			return r.IntN(80) - 40
		}
		return int(int64(r.Uint64()) >> r.IntN(64))
	}
	num := func() float64 {
		switch r.IntN(6) {
		case 0:
			return math.Copysign(0, -1)
		case 1:
			return [...]float64{math.Inf(1), math.Inf(-1), math.NaN()}[r.IntN(3)]
		case 2:
			return float64(r.IntN(80) - 40)
		case 3:
			return float64(r.IntN(80)-40) + 0.25
		}
		return r.NormFloat64() * 1e6
	}
	e.Kind = adversarial.EventKind(r.IntN(int(adversarial.Solved) + 1))
	if some() {
		state = int32(small())
	}
	if some() {
		move = randomText(r)
	}
	e.Ply, e.Depth = small(), small()
	if some() {
		e.Node, e.Parent = small(), small()
	}
	e.Alpha, e.Beta, e.Value = num(), num(), num()
	e.Bound = adversarial.Bound(r.IntN(4))
	if some() {
		e.Pruned, e.Count = small(), small()
	}
	if some() {
		e.Visits, e.Proof = int64(small()), small()
	}
	return e, state, move
}
