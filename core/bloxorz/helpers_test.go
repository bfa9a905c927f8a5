package bloxorz

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// fixture parses a level for a test, failing the test on error.
func fixture(t testing.TB, text string) *Level {
	t.Helper()
	l, err := Parse(text)
	if err != nil {
		t.Fatalf("fixture: %v\n%s", err, text)
	}
	return l
}

// cell returns the cell index of (x,y).
func cell(l *Level, x, y int) uint16 { return uint16(l.idx(Pos{x, y})) }

// block returns a whole-block state with the level's initial bridges.
func block(l *Level, p Pose, x, y int) State {
	return State{Bridges: l.initBridges, A: cell(l, x, y), Pose: p}
}

// cubes returns a split state with A at (ax,ay) and B at (bx,by).
func cubes(l *Level, ax, ay, bx, by int) State {
	return State{Bridges: l.initBridges, A: cell(l, ax, ay), B: cell(l, bx, by), Pose: Cubes}
}

// press plays keys on g and returns the outcome of each key.
func press(t testing.TB, g *Game, keys string) []Outcome {
	t.Helper()
	var out []Outcome
	for i := 0; i < len(keys); i++ {
		o, err := g.Press(keys[i])
		if err != nil {
			t.Fatalf("key %d %q: %v", i, keys[i], err)
		}
		out = append(out, o)
	}
	return out
}

func outcomes(os []Outcome) string {
	var s []string
	for _, o := range os {
		s = append(s, o.String())
	}
	return strings.Join(s, " ")
}

// bridge reports whether bridge cell (x,y) is on in s.
func bridge(l *Level, s State, x, y int) bool { return l.BridgeOn(s, Pos{x, y}) }

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed)) }
