package bloxorz

import (
	"fmt"

	"searchlab/core/words"
)

// Outcome is what one key press did in a Game.
type Outcome uint8

const (
	// Moved: the piece moved (or control switched) and the game goes on.
	Moved Outcome = iota
	// Fell: the piece fell (R4, R5, R13b); the stage restarted.
	Fell
	// Won: a whole block stands on the exit (R6).
	Won
	// Ignored: the key does nothing here (S without a split, any key after
	// the win).
	Ignored
)

var outcomeNames = [...]string{"moved", "fell", "won", "ignored"}

func (o Outcome) String() string {
	if int(o) < len(outcomeNames) {
		return outcomeNames[o]
	}
	return fmt.Sprintf("outcome(%d)", uint8(o))
}

// Game is the playable model of one stage: the state as the player sees it
// (A is the controlled cube after a split), falls restart the stage (R4:
// bridges reset, the block back at the start), S switches control (R11).
// The zero value is not usable; use NewGame.
type Game struct {
	level *Level
	state State
	won   bool
	moves int // keys that moved the piece since the last restart (S included)
	falls int
}

// NewGame starts the level.
func NewGame(l *Level) *Game { return &Game{level: l, state: l.Initial()} }

// State returns the current state (A = the controlled cube after a split).
func (g *Game) State() State { return g.state }

// Level returns the level being played.
func (g *Game) Level() *Level { return g.level }

// Won reports whether the stage is won.
func (g *Game) Won() bool { return g.won }

// Moves returns the number of moves and control switches since the last
// restart; Falls the number of falls.
func (g *Game) Moves() int { return g.moves }

// Falls returns how many times the piece fell.
func (g *Game) Falls() int { return g.falls }

// Controlled returns the cell of the controlled cube, or of the block's
// top-left cell for a whole block.
func (g *Game) Controlled() Pos { return g.level.pos(int(g.state.A)) }

// Reset restarts the stage.
func (g *Game) Reset() { *g = Game{level: g.level, state: g.level.Initial(), falls: g.falls} }

// Press plays one key: 'U', 'D', 'L', 'R' or 'S'. Any other key is an error.
func (g *Game) Press(key byte) (Outcome, error) {
	var d Dir
	switch key {
	case 'U':
		d = U
	case 'D':
		d = D
	case 'L':
		d = L
	case 'R':
		d = R
	case 'S':
		if g.won || g.state.Pose != Cubes {
			return Ignored, nil
		}
		g.state.A, g.state.B = g.state.B, g.state.A
		g.moves++
		return Moved, nil
	default:
		return Ignored, fmt.Errorf("unknown key %q (want U, D, L, R or S)", rune(key))
	}
	if g.won {
		return Ignored, nil
	}
	n, ok := g.level.step(g.state, 0, d)
	if !ok {
		g.falls++
		g.Reset()
		return Fell, nil
	}
	g.state = n
	g.moves++
	if g.level.Won(n) {
		g.won = true
		return Won, nil
	}
	return Moved, nil
}

// Replay plays keys (a string of U D L R S) from the start of l. It returns
// nil when the last key wins the stage and no key falls or does nothing;
// otherwise an error naming the first offending key (a fall, a key after the
// win, an ignored or unknown key) or saying that the stage is not won.
func Replay(l *Level, keys string) error {
	g := NewGame(l)
	for i := 0; i < len(keys); i++ {
		if g.won {
			return fmt.Errorf("key %d (%c): the stage was already won", i+1, keys[i])
		}
		o, err := g.Press(keys[i])
		if err != nil {
			return fmt.Errorf("key %d: %v", i+1, err)
		}
		switch o {
		case Fell:
			return fmt.Errorf("key %d (%c): the piece fell", i+1, keys[i])
		case Ignored:
			return fmt.Errorf("key %d (%c): the key does nothing here", i+1, keys[i])
		}
	}
	if !g.won {
		return fmt.Errorf("after %s the stage is not won", words.Count(int64(len(keys)), "key"))
	}
	return nil
}
