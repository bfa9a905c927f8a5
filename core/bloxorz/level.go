package bloxorz

import "fmt"

// Cell is the kind of one grid cell.
type Cell uint8

const (
	// Void: no floor; a piece over it falls.
	Void Cell = iota
	// Floor: plain floor (the start cell is floor too).
	Floor
	// Fragile: orange floor; a whole block standing on it falls (R5).
	Fragile
	// Exit: the goal hole; floor unless a whole block stands on it (R6).
	Exit
	// Soft: round switch, fired by any part of any piece (R8).
	Soft
	// Hard: X switch, fired only by a whole standing block (R9).
	Hard
	// SplitSwitch: "( )" switch; a whole standing block on it splits (R11).
	SplitSwitch
	// BridgeOn: bridge cell, initially on (floor).
	BridgeOn
	// BridgeOff: bridge cell, initially off (void).
	BridgeOff
)

// IsBridge reports whether c is a bridge cell (on or off).
func (c Cell) IsBridge() bool { return c == BridgeOn || c == BridgeOff }

var cellNames = [...]string{"void", "floor", "fragile", "exit", "soft switch", "hard switch", "split switch", "bridge (on)", "bridge (off)"}

func (c Cell) String() string {
	if int(c) < len(cellNames) {
		return cellNames[c]
	}
	return fmt.Sprintf("cell(%d)", uint8(c))
}

// Pos is a cell position: X column, Y row.
type Pos struct{ X, Y int }

func (p Pos) String() string { return fmt.Sprintf("%d,%d", p.X, p.Y) }

// ActionKind is what a switch does to one bridge cell (R10).
type ActionKind uint8

const (
	// Toggle flips the bridge cell ("onoff").
	Toggle ActionKind = iota
	// On makes the bridge cell floor.
	On
	// Off makes the bridge cell void.
	Off
)

var actionNames = [...]string{"toggle", "on", "off"}

func (a ActionKind) String() string {
	if int(a) < len(actionNames) {
		return actionNames[a]
	}
	return fmt.Sprintf("action(%d)", uint8(a))
}

// Action is one effect of a switch on one bridge cell.
type Action struct {
	Cell Pos
	Kind ActionKind
}

// Switch is a soft or hard switch and its actions in order; its kind is the
// kind of the grid cell at At.
type Switch struct {
	At      Pos
	Actions []Action
}

// Split is a split switch and its two targets; the cube at First is
// controlled first (R11).
type Split struct {
	At, First, Second Pos
}

// MaxBridges is the largest number of bridge cells a level may have (one bit
// each in State.Bridges).
const MaxBridges = 64

// MaxSide is the largest width or height of a level grid.
const MaxSide = 64

// Level is one Bloxorz stage. Build it with Parse (or fill the exported
// fields and call Validate); a Level is immutable once validated.
type Level struct {
	Name     string // optional, free text
	Author   string // optional, free text
	Passcode string // optional, free text
	W, H     int
	Grid     []Cell // row-major, len W*H
	Start    Pos    // the block starts standing here (R3)
	Switches []Switch
	Splits   []Split

	// Derived by Validate.
	exit        int
	bridgeBit   []int8 // per cell: bit index of a bridge cell, -1 otherwise
	initBridges uint64
	effects     []effect // per cell: switch effect (masks), zero if none
	splitAt     []int16  // per cell: index into Splits, -1 if none
	origR13b    bool     // tests only: R13b as ORIG (see r13bFalls)
}

// effect is a switch's actions as a sequence of bit-mask steps: runs of
// consecutive actions of one kind on distinct cells fold into one mask, so
// applying the steps in order equals applying the actions one by one.
type effect struct {
	steps []maskStep
}

type maskStep struct {
	kind ActionKind
	mask uint64
}

func (e *effect) apply(b uint64) uint64 {
	for _, s := range e.steps {
		switch s.kind {
		case Toggle:
			b ^= s.mask
		case On:
			b |= s.mask
		case Off:
			b &^= s.mask
		}
	}
	return b
}

// Exit returns the exit cell.
func (l *Level) Exit() Pos { return l.pos(l.exit) }

// At returns the cell at p (Void outside the grid).
func (l *Level) At(p Pos) Cell {
	if p.X < 0 || p.Y < 0 || p.X >= l.W || p.Y >= l.H {
		return Void
	}
	return l.Grid[p.Y*l.W+p.X]
}

func (l *Level) pos(i int) Pos { return Pos{i % l.W, i / l.W} }
func (l *Level) idx(p Pos) int { return p.Y*l.W + p.X }
func (l *Level) in(p Pos) bool { return p.X >= 0 && p.Y >= 0 && p.X < l.W && p.Y < l.H }

// Bridges returns the number of bridge cells.
func (l *Level) Bridges() int {
	n := 0
	for _, c := range l.Grid {
		if c.IsBridge() {
			n++
		}
	}
	return n
}

// Validate checks the level and computes its derived tables. Errors name the
// offending cell or line of the format.
func (l *Level) Validate() error {
	if l.W < 1 || l.H < 1 || l.W > MaxSide || l.H > MaxSide {
		return fmt.Errorf("grid is %d×%d; width and height must be 1..%d", l.W, l.H, MaxSide)
	}
	if len(l.Grid) != l.W*l.H {
		return fmt.Errorf("grid has %d cells, want %d×%d", len(l.Grid), l.W, l.H)
	}
	if err := l.validateCells(); err != nil {
		return err
	}
	if err := l.validateSwitches(); err != nil {
		return err
	}
	return l.validateSplits()
}

// validateCells checks the cells (kinds, bridges, one exit, the start) and
// numbers the bridges: bridgeBit, initBridges, and empty effects and
// splitAt tables for the switches and splits.
func (l *Level) validateCells() error {
	n := l.W * l.H
	l.bridgeBit = make([]int8, n)
	l.effects = make([]effect, n)
	l.splitAt = make([]int16, n)
	l.initBridges = 0
	exits, bits := 0, 0
	for i, c := range l.Grid {
		l.bridgeBit[i] = -1
		l.splitAt[i] = -1
		switch {
		case c > BridgeOff:
			return fmt.Errorf("cell %v has unknown kind %d", l.pos(i), c)
		case c == Exit:
			exits++
			l.exit = i
		case c.IsBridge():
			if bits == MaxBridges {
				return fmt.Errorf("more than %d bridge cells", MaxBridges)
			}
			l.bridgeBit[i] = int8(bits)
			if c == BridgeOn {
				l.initBridges |= 1 << bits
			}
			bits++
		}
	}
	if exits != 1 {
		return fmt.Errorf("the grid has %d exit cells (E); want exactly one", exits)
	}
	if !l.in(l.Start) {
		return fmt.Errorf("start %v is outside the grid", l.Start)
	}
	if c := l.At(l.Start); c != Floor {
		return fmt.Errorf("start %v is on %v; the block must start on plain floor", l.Start, c)
	}
	return nil
}

// validateSwitches checks the switch lines and fills effects: each switch
// cell's actions as runs of one kind over a bridge mask.
func (l *Level) validateSwitches() error {
	n := l.W * l.H
	seen := make([]bool, n)
	for _, s := range l.Switches {
		if !l.in(s.At) {
			return fmt.Errorf("switch %v is outside the grid", s.At)
		}
		i := l.idx(s.At)
		if c := l.Grid[i]; c != Soft && c != Hard {
			return fmt.Errorf("switch %v is on %v, not on a soft (s) or hard (h) switch cell", s.At, c)
		}
		if seen[i] {
			return fmt.Errorf("switch %v is listed twice", s.At)
		}
		seen[i] = true
		e := &l.effects[i]
		for _, a := range s.Actions {
			if !l.in(a.Cell) || !l.At(a.Cell).IsBridge() {
				return fmt.Errorf("switch %v acts on %v, which is not a bridge cell (+ or -)", s.At, a.Cell)
			}
			if a.Kind > Off {
				return fmt.Errorf("switch %v has an unknown action %d", s.At, a.Kind)
			}
			m := uint64(1) << l.bridgeBit[l.idx(a.Cell)]
			if k := len(e.steps); k > 0 && e.steps[k-1].kind == a.Kind && e.steps[k-1].mask&m == 0 {
				e.steps[k-1].mask |= m
			} else {
				e.steps = append(e.steps, maskStep{a.Kind, m})
			}
		}
	}
	return nil
}

// validateSplits checks the split lines and fills splitAt; every split
// switch cell needs one.
func (l *Level) validateSplits() error {
	for k, sp := range l.Splits {
		if !l.in(sp.At) {
			return fmt.Errorf("split %v is outside the grid", sp.At)
		}
		i := l.idx(sp.At)
		if c := l.Grid[i]; c != SplitSwitch {
			return fmt.Errorf("split %v is on %v, not on a split switch cell (v)", sp.At, c)
		}
		if l.splitAt[i] >= 0 {
			return fmt.Errorf("split %v is listed twice", sp.At)
		}
		for _, t := range []Pos{sp.First, sp.Second} {
			if l.At(t) == Void {
				return fmt.Errorf("split %v sends a cube to %v, which is void or outside the grid", sp.At, t)
			}
		}
		if sp.First == sp.Second {
			return fmt.Errorf("split %v sends both cubes to %v", sp.At, sp.First)
		}
		if dx, dy := abs(sp.First.X-sp.Second.X), abs(sp.First.Y-sp.Second.Y); dx+dy == 1 {
			return fmt.Errorf("split %v sends the cubes to adjacent cells %v and %v (they would merge at once)", sp.At, sp.First, sp.Second)
		}
		l.splitAt[i] = int16(k)
	}
	for i, c := range l.Grid {
		if c == SplitSwitch && l.splitAt[i] < 0 {
			return fmt.Errorf("split switch %v has no split line giving its two targets", l.pos(i))
		}
	}
	return nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
