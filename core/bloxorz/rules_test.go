package bloxorz

import (
	"testing"
	"unsafe"
)

// open is a 9×9 floor with the start in the middle.
const open = `
ooooooooo
ooooooooo
ooooooooo
ooooooooo
oooo@oooo
ooooooooo
ooooooooo
ooooooooo
ooooooooE
`

// R1: a whole block is standing, lying along x or lying along y; after a
// split there are two cubes; states are small comparable values.
func TestR1Pieces(t *testing.T) {
	l := fixture(t, open)
	cases := []struct {
		s    State
		want []Pos
	}{
		{block(l, Standing, 4, 4), []Pos{{4, 4}}},
		{block(l, LyingX, 4, 4), []Pos{{4, 4}, {5, 4}}},
		{block(l, LyingY, 4, 4), []Pos{{4, 4}, {4, 5}}},
		{cubes(l, 1, 1, 6, 7), []Pos{{1, 1}, {6, 7}}},
	}
	for _, c := range cases {
		got := l.Cells(c.s)
		if len(got) != len(c.want) {
			t.Fatalf("%v: cells %v, want %v", c.s.Pose, got, c.want)
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%v: cells %v, want %v", c.s.Pose, got, c.want)
			}
		}
	}
	if sz := unsafe.Sizeof(State{}); sz > 16 {
		t.Errorf("State is %d bytes, want at most 16", sz)
	}
	m := map[State]bool{block(l, Standing, 4, 4): true}
	if !m[l.Initial()] {
		t.Error("the initial state is not equal to a standing block on the start cell")
	}
}

// R2: the rolling table.
func TestR2Rolling(t *testing.T) {
	l := fixture(t, open)
	type pose struct {
		p    Pose
		x, y int
	}
	// Transcribed from the rules table: from pose at (4,4), direction → pose.
	table := []struct {
		from pose
		d    Dir
		to   pose
	}{
		{pose{Standing, 4, 4}, L, pose{LyingX, 2, 4}},
		{pose{Standing, 4, 4}, R, pose{LyingX, 5, 4}},
		{pose{Standing, 4, 4}, U, pose{LyingY, 4, 2}},
		{pose{Standing, 4, 4}, D, pose{LyingY, 4, 5}},
		{pose{LyingX, 4, 4}, L, pose{Standing, 3, 4}},
		{pose{LyingX, 4, 4}, R, pose{Standing, 6, 4}},
		{pose{LyingX, 4, 4}, U, pose{LyingX, 4, 3}},
		{pose{LyingX, 4, 4}, D, pose{LyingX, 4, 5}},
		{pose{LyingY, 4, 4}, L, pose{LyingY, 3, 4}},
		{pose{LyingY, 4, 4}, R, pose{LyingY, 5, 4}},
		{pose{LyingY, 4, 4}, U, pose{Standing, 4, 3}},
		{pose{LyingY, 4, 4}, D, pose{Standing, 4, 6}},
	}
	for _, c := range table {
		s := block(l, c.from.p, c.from.x, c.from.y)
		n, ok := l.step(s, 0, c.d)
		want := block(l, c.to.p, c.to.x, c.to.y)
		if !ok || n != want {
			t.Errorf("%v (%d,%d) %v: got %v %v ok=%v, want %v %v", c.from.p, c.from.x, c.from.y, c.d, n.Pose, l.Cells(n), ok, want.Pose, l.Cells(want))
		}
		// Every roll lands on cells all different from the ones it left.
		for _, a := range l.Cells(s) {
			for _, b := range l.Cells(n) {
				if a == b {
					t.Errorf("%v %v: cell %v both left and landed on", c.from.p, c.d, a)
				}
			}
		}
	}
	// A cube moves one cell; A and B keep their slots.
	s := cubes(l, 4, 4, 0, 0)
	for d, want := range map[Dir]Pos{L: {3, 4}, R: {5, 4}, U: {4, 3}, D: {4, 5}} {
		n, ok := l.step(s, 0, d)
		if !ok || n.Pose != Cubes || l.pos(int(n.A)) != want || n.B != s.B {
			t.Errorf("cube %v: got %v ok=%v, want A at %v", d, l.Cells(n), ok, want)
		}
		n, ok = l.step(cubes(l, 0, 0, 4, 4), 1, d)
		if !ok || l.pos(int(n.B)) != want || n.A != cell(l, 0, 0) {
			t.Errorf("cube B %v: got %v ok=%v, want B at %v", d, l.Cells(n), ok, want)
		}
	}
}

// R3: the block starts standing on the start cell, bridges as drawn.
func TestR3Start(t *testing.T) {
	l := fixture(t, `
o@o+-
ooooE
`)
	s := l.Initial()
	if s.Pose != Standing || l.pos(int(s.A)) != (Pos{1, 0}) {
		t.Errorf("initial %v %v, want standing on 1,0", s.Pose, l.Cells(s))
	}
	if !bridge(l, s, 3, 0) || bridge(l, s, 4, 0) {
		t.Errorf("initial bridges: 3,0 on=%v (want true), 4,0 on=%v (want false)", bridge(l, s, 3, 0), bridge(l, s, 4, 0))
	}
	if g := NewGame(l); g.State() != s || g.Won() || g.Moves() != 0 {
		t.Error("a new game is not at the initial state")
	}
}

// R4: falling. Every cell under the piece must be supported; no partial
// support; bridges on are floor and bridges off are void; a fall restarts
// the stage with bridges reset; only a moving cube's cell is checked.
func TestR4Falling(t *testing.T) {
	l := fixture(t, `
.......
.oooo+-
.o@ooo.
.oooos.
......E
switch 5,3 toggle 5,1 6,1
`)
	cases := []struct {
		name string
		s    State
		cube int
		d    Dir
		ok   bool
	}{
		{"lying half over void", block(l, Standing, 2, 2), 0, U, false},                // (2,0) void, (2,1) floor
		{"lying off the grid", block(l, Standing, 1, 2), 0, L, false},                  // (-1,2),(0,2)
		{"lying over bridge on and bridge off", block(l, Standing, 4, 1), 0, R, false}, // (5,1) on, (6,1) off
		{"lying over floor and bridge on", block(l, Standing, 3, 1), 0, R, true},       // (4,1) floor, (5,1) on
		{"standing on bridge off", block(l, LyingX, 4, 1), 0, R, false},                // (6,1) off
		{"standing on bridge on", block(l, LyingX, 3, 1), 0, R, true},                  // (5,1) on
		{"cube onto void", cubes(l, 1, 3, 4, 1), 0, L, false},
		{"cube onto floor", cubes(l, 1, 3, 4, 1), 0, U, true},
		{"cube onto bridge off", cubes(l, 2, 3, 5, 1), 1, R, false},
	}
	for _, c := range cases {
		if _, ok := l.step(c.s, c.cube, c.d); ok != c.ok {
			t.Errorf("%s: ok=%v, want %v", c.name, ok, c.ok)
		}
	}
	// The search problem excludes falling moves.
	p := NewProblem(l, SwapsFree)
	acts := p.Actions(block(l, Standing, 2, 2), nil)
	// U: (2,0) void; D: (2,4) void; L: (0,2) void; R: (3,2)+(4,2) floor.
	if len(acts) != 1 || acts[0] != MoveOf(0, R) {
		t.Errorf("actions from standing 2,2: %v, want [R]", acts)
	}
	// The game reports the fall and restarts with bridges reset: press the
	// soft switch (toggles the bridge), then fall.
	g := NewGame(l)
	// D: lying-y (2,3)+(2,4), (2,4) void: falls; R then moves from the start.
	if o := outcomes(press(t, g, "DR")); o != "fell moved" {
		t.Fatalf("outcomes %q, want fell moved", o)
	}
	g = NewGame(l)
	if o := outcomes(press(t, g, "RDRL")); o != "moved moved moved moved" {
		t.Fatalf("outcomes %q", o)
	}
	// R: lying-x 3,2+4,2; D: lying-x 3,3+4,3; R: standing 5,3 (soft switch:
	// both bridges toggle); L: lying-x 3,3+4,3.
	if s := g.State(); !(!bridge(l, s, 5, 1) && bridge(l, s, 6, 1)) {
		t.Fatalf("after pressing the switch bridges 5,1 on=%v 6,1 on=%v, want off/on", bridge(l, s, 5, 1), bridge(l, s, 6, 1))
	}
	if o := outcomes(press(t, g, "UUU")); o != "moved moved fell" { // lying-x 3,2+4,2 → 3,1+4,1 → 3,0+4,0 void
		t.Fatalf("outcomes %q, want moved moved fell", o)
	}
	if g.State() != l.Initial() || g.Falls() != 1 || g.Moves() != 0 {
		t.Errorf("after the fall: state %v %v falls=%d moves=%d; want the initial state, bridges reset", g.State().Pose, l.Cells(g.State()), g.Falls(), g.Moves())
	}
}

// R5: fragile cells break under a standing whole block only.
func TestR5Fragile(t *testing.T) {
	l := fixture(t, `
o@offo
oooffo
......
.....E
`)
	cases := []struct {
		name string
		s    State
		cube int
		d    Dir
		ok   bool
	}{
		{"lying on floor and fragile", block(l, Standing, 1, 0), 0, R, true}, // (2,0)+(3,0)
		{"standing on fragile", block(l, LyingX, 2, 0), 0, R, false},         // (4,0)
		{"lying on two fragile", block(l, LyingX, 3, 0), 0, D, true},         // (3,1)+(4,1)
		{"standing up from fragile onto floor", block(l, LyingX, 3, 0), 0, R, true},
		{"cube on fragile", cubes(l, 2, 1, 0, 0), 0, R, true}, // (3,1)
		{"cube from fragile to fragile", cubes(l, 3, 1, 0, 0), 0, U, true},
	}
	for _, c := range cases {
		if _, ok := l.step(c.s, c.cube, c.d); ok != c.ok {
			t.Errorf("%s: ok=%v, want %v", c.name, ok, c.ok)
		}
	}
	if o := outcomes(press(t, NewGame(l), "RR")); o != "moved fell" {
		t.Errorf("game: %q, want moved fell (standing on fragile 4,0)", o)
	}
}

// R6: only a whole standing block on the exit wins; otherwise the exit is
// floor.
func TestR6Goal(t *testing.T) {
	l := fixture(t, `
o@ooEoo
ooooooo
`)
	g := NewGame(l)
	if o := outcomes(press(t, g, "RR")); o != "moved won" || !g.Won() {
		t.Fatalf("game: %q won=%v, want moved won", o, g.Won())
	}
	if o, _ := g.Press('L'); o != Ignored {
		t.Errorf("a key after the win: %v, want ignored", o)
	}
	p := NewProblem(l, SwapsFree)
	// Lying over the exit: supported, not a goal.
	n, ok := l.step(block(l, Standing, 2, 0), 0, R) // (3,0)+(4,0)
	if !ok || n.Pose != LyingX || p.IsGoal(n) {
		t.Errorf("lying over the exit: ok=%v pose=%v goal=%v, want ok lying-x, no goal", ok, n.Pose, p.IsGoal(n))
	}
	// A cube on the exit: supported, not a goal.
	n, ok = l.step(cubes(l, 5, 0, 1, 1), 0, L)
	if !ok || n.Pose != Cubes || p.IsGoal(n) || l.pos(int(n.A)) != (Pos{4, 0}) {
		t.Errorf("cube onto the exit: ok=%v pose=%v goal=%v", ok, n.Pose, p.IsGoal(n))
	}
	if !p.IsGoal(block(l, Standing, 4, 0)) || p.IsGoal(block(l, Standing, 3, 0)) {
		t.Error("IsGoal: want true exactly for a block standing on 4,0")
	}
}

// R7: a switch fires on every arrival, never for a piece that stays put,
// and its effect lasts.
func TestR7SwitchFiresOnArrival(t *testing.T) {
	l := fixture(t, `
o@oso-
oooooo
.....E
switch 3,0 toggle 5,0
`)
	// Whole block: R covers the switch (fires), L stands up away, R again.
	g := NewGame(l)
	want := []bool{true, true, false}
	for i, k := range "RLR" {
		press(t, g, string(k))
		if got := bridge(l, g.State(), 5, 0); got != want[i] {
			t.Errorf("after key %d (%c): bridge 5,0 on=%v, want %v", i+1, k, got, want[i])
		}
	}
	// Cubes: A steps on (fires), B moves while A rests (no fire), A steps
	// off (lasts), A steps on again (fires again).
	s := cubes(l, 3, 1, 0, 1)
	steps := []struct {
		cube int
		d    Dir
		on   bool
	}{{0, U, true}, {1, R, true}, {0, D, true}, {0, U, false}, {1, R, false}}
	for i, st := range steps {
		var ok bool
		if s, ok = l.step(s, st.cube, st.d); !ok {
			t.Fatalf("cube step %d fell", i+1)
		}
		if got := bridge(l, s, 5, 0); got != st.on {
			t.Errorf("cube step %d: bridge 5,0 on=%v, want %v", i+1, got, st.on)
		}
	}
}

// R8: a soft switch fires under any part of any piece; a lying block over
// two soft switches fires both.
func TestR8Soft(t *testing.T) {
	l := fixture(t, `
ooooooo
o@ssooo
ooooooo
-+....E
switch 2,1 toggle 0,3
switch 3,1 toggle 1,3
`)
	cases := []struct {
		name     string
		s        State
		cube     int
		d        Dir
		on0, on1 bool // bridges 0,3 and 1,3 after the move
	}{
		{"lying over both", block(l, Standing, 1, 1), 0, R, true, false},
		{"lying, second cell", block(l, Standing, 0, 1), 0, R, true, true},
		{"lying, first cell", block(l, Standing, 3, 0), 0, D, false, false},
		{"standing", block(l, LyingX, 0, 1), 0, R, true, true},
		{"cube", cubes(l, 2, 0, 6, 2), 0, D, true, true},
		{"cube B", cubes(l, 6, 2, 3, 2), 1, U, false, false},
	}
	for _, c := range cases {
		n, ok := l.step(c.s, c.cube, c.d)
		if !ok {
			t.Errorf("%s: fell", c.name)
			continue
		}
		if a, b := bridge(l, n, 0, 3), bridge(l, n, 1, 3); a != c.on0 || b != c.on1 {
			t.Errorf("%s: bridges 0,3 %v 1,3 %v, want %v %v", c.name, a, b, c.on0, c.on1)
		}
	}
}

// R9: a hard switch fires only under a whole standing block.
func TestR9Hard(t *testing.T) {
	l := fixture(t, `
ooooo
o@hoo
ooooo
-...E
switch 2,1 toggle 0,3
`)
	cases := []struct {
		name string
		s    State
		cube int
		d    Dir
		on   bool
	}{
		{"standing", block(l, LyingX, 0, 1), 0, R, true},
		{"lying-x over it", block(l, Standing, 1, 1), 0, R, false},
		{"lying-y over it", block(l, Standing, 2, 0), 0, D, false},
		{"cube", cubes(l, 2, 0, 0, 0), 0, D, false},
	}
	for _, c := range cases {
		n, ok := l.step(c.s, c.cube, c.d)
		if !ok {
			t.Errorf("%s: fell", c.name)
			continue
		}
		if got := bridge(l, n, 0, 3); got != c.on {
			t.Errorf("%s: bridge 0,3 on=%v, want %v", c.name, got, c.on)
		}
	}
}

// R10: per-cell actions toggle, on, off; mixed actions in one switch;
// several switches on one bridge; the fall check uses the bridges from
// before the move's switch fires.
func TestR10BridgeActions(t *testing.T) {
	l := fixture(t, `
oooooooo
ooossooo
+-+-oooo
o@...s-E
switch 3,1 toggle 0,2 1,2 on 2,2 3,2
switch 4,1 off 0,2 1,2 2,2 3,2
switch 5,3 on 6,3
`)
	bits := func(s State) [4]bool {
		return [4]bool{bridge(l, s, 0, 2), bridge(l, s, 1, 2), bridge(l, s, 2, 2), bridge(l, s, 3, 2)}
	}
	s := cubes(l, 3, 0, 7, 0)
	if got := bits(s); got != [4]bool{true, false, true, false} {
		t.Fatalf("initial bridges %v", got)
	}
	steps := []struct {
		d    Dir
		want [4]bool
	}{
		{D, [4]bool{false, true, true, true}},    // onto 3,1: toggle, toggle, on, on
		{U, [4]bool{false, true, true, true}},    // off: lasts
		{D, [4]bool{true, false, true, true}},    // again: toggles flip back, "on" stays on
		{R, [4]bool{false, false, false, false}}, // onto 4,1: all off
		{L, [4]bool{true, true, true, true}},     // onto 3,1: toggles turn on, on
	}
	for i, st := range steps {
		var ok bool
		if s, ok = l.step(s, 0, st.d); !ok {
			t.Fatalf("step %d fell", i+1)
		}
		if got := bits(s); got != st.want {
			t.Errorf("step %d (%v): bridges %v, want %v", i+1, st.d, got, st.want)
		}
	}
	// Order: lying across the soft switch 5,3 and the off bridge 6,3, which
	// the switch turns on: the fall check sees the bridge still off.
	if _, ok := l.step(block(l, Standing, 4, 3), 0, R); ok {
		t.Error("lying over a switch and the bridge it turns on: want a fall (bridges checked before the switch fires)")
	}
}

// R11: a split switch splits only a whole standing block; the first cube
// is controlled first; S swaps control; a target may be the switch itself;
// a cube on a split switch, hard switch or exit does nothing.
func TestR11Split(t *testing.T) {
	l := fixture(t, `
oooooooooo
o@oovoohoo
oooooooooo
.........E
split 4,1 0,0 7,2
`)
	g := NewGame(l)
	press(t, g, "RR") // lying-x 2,1+3,1, standing 4,1: split
	s := g.State()
	if s.Pose != Cubes || g.Controlled() != (Pos{0, 0}) || l.pos(int(s.B)) != (Pos{7, 2}) {
		t.Fatalf("after the split: %v %v controlled %v, want cubes at 0,0 (controlled) and 7,2", s.Pose, l.Cells(s), g.Controlled())
	}
	if o := outcomes(press(t, g, "RSUS")); o != "moved moved moved moved" {
		t.Fatalf("outcomes %q", o)
	}
	if s := g.State(); l.pos(int(s.A)) != (Pos{1, 0}) || l.pos(int(s.B)) != (Pos{7, 1}) {
		t.Errorf("after R S U S: controlled %v, other %v; want 1,0 and 7,1 (U moved the second cube onto the hard switch)", l.pos(int(s.A)), l.pos(int(s.B)))
	}
	// The cube on the hard switch 7,1 did nothing; a cube onto the split
	// switch does nothing either.
	n, ok := l.step(cubes(l, 4, 0, 9, 0), 0, D)
	if !ok || n.Pose != Cubes || l.pos(int(n.A)) != (Pos{4, 1}) {
		t.Errorf("cube onto the split switch: ok=%v %v %v, want a cube at 4,1", ok, n.Pose, l.Cells(n))
	}
	// A lying block over the split switch does not split.
	if n, ok := l.step(block(l, Standing, 4, 0), 0, D); !ok || n.Pose != LyingY {
		t.Errorf("lying over the split switch: ok=%v %v, want lying-y", ok, n.Pose)
	}
	if o, _ := NewGame(l).Press('S'); o != Ignored {
		t.Errorf("S without a split: %v, want ignored", o)
	}
	// A target on the split switch itself.
	l2 := fixture(t, `
oooooooooo
o@oovoohoo
oooooooooo
.........E
split 4,1 4,1 8,2
`)
	g = NewGame(l2)
	press(t, g, "RR")
	if s := g.State(); s.Pose != Cubes || g.Controlled() != (Pos{4, 1}) || l2.pos(int(s.B)) != (Pos{8, 2}) {
		t.Errorf("split onto itself: %v %v controlled %v, want cubes 4,1 (controlled) and 8,2", s.Pose, l2.Cells(s), g.Controlled())
	}
}

// R12: orthogonally adjacent cubes merge into a lying block; diagonal
// neighbours do not.
func TestR12Merge(t *testing.T) {
	l := fixture(t, `
oooooo
o@oooo
oooooo
.....E
`)
	cases := []struct {
		name string
		s    State
		cube int
		d    Dir
		want State
	}{
		{"along x", cubes(l, 1, 2, 3, 2), 0, R, block(l, LyingX, 2, 2)},
		{"along x, from the right", cubes(l, 4, 2, 2, 2), 0, L, block(l, LyingX, 2, 2)},
		{"along y", cubes(l, 2, 0, 2, 2), 0, D, block(l, LyingY, 2, 1)},
		{"cube B along y, from below", cubes(l, 2, 0, 2, 2), 1, U, block(l, LyingY, 2, 0)},
		{"diagonal: no merge", cubes(l, 1, 2, 3, 1), 0, R, cubes(l, 2, 2, 3, 1)},
	}
	for _, c := range cases {
		n, ok := l.step(c.s, c.cube, c.d)
		if !ok || n != c.want {
			t.Errorf("%s: got %v %v ok=%v, want %v %v", c.name, n.Pose, l.Cells(n), ok, c.want.Pose, l.Cells(c.want))
		}
	}
	// In the game, control goes to the merged block, which then rolls.
	g := NewGame(fixture(t, `
oooooo
o@oovo
oooooo
.....E
split 4,1 0,0 2,0
`))
	if o := outcomes(press(t, g, "RRRD")); o != "moved moved moved moved" {
		t.Fatalf("outcomes %q", o)
	}
	// split → cubes 0,0 (controlled) and 2,0; R: 1,0 merges with 2,0 →
	// lying-x 1,0+2,0; D: lying-x 1,1+2,1.
	if s := g.State(); s != block(g.Level(), LyingX, 1, 1) {
		t.Errorf("after merge and roll: %v %v, want lying-x 1,1+2,1", s.Pose, g.Level().Cells(s))
	}
}

// R13a: a merge fires a soft switch under the resting cube (and under the
// moved one).
func TestR13aMergeFiresRestingSwitch(t *testing.T) {
	l := fixture(t, `
ooooo
o@oso
+oooo
....E
switch 3,1 toggle 0,2
`)
	n, ok := l.step(cubes(l, 1, 1, 3, 1), 0, R) // merge onto 2,1+3,1; 3,1 rests on the switch
	if !ok || n.Pose != LyingX || bridge(l, n, 0, 2) {
		t.Errorf("merge next to a resting cube on a soft switch: ok=%v %v bridge 0,2 on=%v, want lying-x, bridge off", ok, n.Pose, bridge(l, n, 0, 2))
	}
	// Moving the other cube without a merge does not fire it.
	if n, ok := l.step(cubes(l, 0, 0, 3, 1), 0, R); !ok || !bridge(l, n, 0, 2) {
		t.Errorf("a cube moving elsewhere: ok=%v bridge 0,2 on=%v, want the bridge untouched", ok, bridge(l, n, 0, 2))
	}
}

// R13b: a piece on a bridge cell that a switch turns off falls at once.
func TestR13bBridgeVanishesUnderPiece(t *testing.T) {
	l := fixture(t, `
oooooo
o@+soo
.o..oo
+...oE
switch 3,1 toggle 2,1 0,3
`)
	// A cube presses the switch that removes the bridge under the other
	// cube.
	if _, ok := l.step(cubes(l, 3, 0, 2, 1), 0, D); ok {
		t.Error("cube presses a switch that removes the bridge under the other cube: want a fall")
	}
	// A lying block on the bridge and the switch removes its own support.
	if _, ok := l.step(block(l, Standing, 1, 1), 0, R); ok {
		t.Error("lying block over a bridge and the switch that removes it: want a fall")
	}
	// The same switch pressed by a cube elsewhere is fine.
	if n, ok := l.step(cubes(l, 3, 0, 0, 0), 0, D); !ok || bridge(l, n, 2, 1) || bridge(l, n, 0, 3) {
		t.Errorf("cube presses the switch with no piece on the bridge: ok=%v", ok)
	}
	// The game reports the fall and restarts.
	g := NewGame(l)
	if o := outcomes(press(t, g, "R")); o != "fell" || g.State() != l.Initial() {
		t.Errorf("game: %q, want fell and a restart", o)
	}
	// The search problem does not offer the move.
	for _, m := range NewProblem(l, SwapsFree).Actions(l.Initial(), nil) {
		if m == MoveOf(0, R) {
			t.Error("the problem offers a move that falls")
		}
	}
}

// Split edge cases the original data never exercises (documented in
// rules.go): a cube sent onto a bridge that is off falls; a cube sent onto a
// soft switch does not fire it.
func TestSplitTargets(t *testing.T) {
	l := fixture(t, `
-ooooo
o@oovs
+....E
split 4,1 0,0 5,1
switch 5,1 toggle 0,2
`)
	if _, ok := l.step(block(l, LyingX, 2, 1), 0, R); ok {
		t.Error("split onto a bridge that is off: want a fall")
	}
	l2 := fixture(t, `
+ooooo
o@oovs
+....E
split 4,1 0,0 5,1
switch 5,1 toggle 0,2
`)
	n, ok := l2.step(block(l2, LyingX, 2, 1), 0, R)
	if !ok || n.Pose != Cubes || !bridge(l2, n, 0, 2) {
		t.Errorf("split onto a soft switch: ok=%v %v bridge 0,2 on=%v, want cubes and the bridge untouched", ok, n.Pose, bridge(l2, n, 0, 2))
	}
}

func TestMoveEncoding(t *testing.T) {
	for c := 0; c < 2; c++ {
		for d := U; d <= R; d++ {
			m := MoveOf(c, d)
			if m.Cube() != c || m.Dir() != d || m == Swap {
				t.Errorf("MoveOf(%d, %v) = %d: cube %d dir %v", c, d, m, m.Cube(), m.Dir())
			}
		}
	}
	got := ""
	for _, m := range []Move{MoveOf(0, U), MoveOf(0, R), MoveOf(1, D), MoveOf(1, L), Swap} {
		got += m.String()
	}
	if got != "URdlS" {
		t.Errorf("move strings %q, want URdlS", got)
	}
	if err := Replay(fixture(t, "@oE\n"), "RX"); err == nil {
		t.Error("Replay with an unknown key: want an error")
	}
	if err := Replay(fixture(t, "@oE\n"), ""); err == nil {
		t.Error("Replay of nothing: want 'not won'")
	}
}

// Notation inserts S where control changes and counts it; Swap moves
// print as S in the swap-counting problem.
func TestNotation(t *testing.T) {
	l := fixture(t, `
oooooooooo
o@oovoohoo
oooooooooo
.........E
split 4,1 0,0 7,2
`)
	// Swaps free: split; move the second cube (slot B = 7,2 since 0,0 < 7,2),
	// then the first, then the first again.
	p := NewProblem(l, SwapsFree)
	keys, swaps, err := p.Notation([]Move{MoveOf(0, R), MoveOf(0, R), MoveOf(1, U), MoveOf(0, D), MoveOf(0, D)})
	if err != nil || keys != "RRSUSDD" || swaps != 2 {
		t.Errorf("swaps free: %q %d %v, want RRSUSDD 2", keys, swaps, err)
	}
	p2 := NewProblem(l, SwapsCounted)
	keys, swaps, err = p2.Notation([]Move{MoveOf(0, R), MoveOf(0, R), Swap, MoveOf(0, U)})
	if err != nil || keys != "RRSU" || swaps != 1 {
		t.Errorf("swaps counted: %q %d %v, want RRSU 1", keys, swaps, err)
	}
	if _, _, err := p.Notation([]Move{MoveOf(0, L)}); err == nil {
		t.Error("a falling move: want an error")
	}
	if _, _, err := p.Notation([]Move{Swap}); err == nil {
		t.Error("S in the swaps-free problem: want an error")
	}
}
