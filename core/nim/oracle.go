package nim

import (
	"context"
	"errors"
	"fmt"

	"searchlab/core/adversarial"
	"searchlab/core/search"
)

// DefaultOracleStates bounds the memo of the misère Grundy solver.
const DefaultOracleStates = 1 << 21

// Oracle plays perfectly from the theory instead of a game-tree search:
//
//   - Nim, normal play (Bouton 1901): the player to move loses iff the
//     nim-sum is 0; a winning move reduces a heap h to h ⊕ s where that is
//     smaller.
//   - Nim, misère play: the player to move loses iff (some heap ≥ 2 and the
//     nim-sum is 0) or (all heaps ≤ 1 and the number of 1-heaps is odd).
//     Play as in normal Nim unless that would leave no heap ≥ 2; then leave
//     an odd number of 1-heaps.
//   - Grundy's game, normal play: the Sprague–Grundy value of a position is
//     the XOR of the single-heap values G(h) (GrundyValues); the player to
//     move loses iff it is 0.
//   - Grundy's game, misère play has no such shortcut: the oracle solves it
//     by memoised search over positions up to heap order (ignoring dead
//     heaps), bounded by MaxStates and stoppable through WithContext.
//
// In a lost position the oracle plays the first legal move that keeps the
// game longest in Nim (one stone from the largest heap) and the first legal
// split in Grundy's game. An Oracle is an adversarial.Player.
type Oracle struct {
	G Game
	// MaxStates bounds the misère Grundy memo (0: DefaultOracleStates).
	MaxStates int
	// MaxBytes bounds the memory of the misère Grundy memo, estimated as
	// in MemoryBytes (0: no bound beyond MaxStates).
	MaxBytes int64
	memo     map[string]bool
	keys     keyArena        // the memo's key strings
	ctx      context.Context // nil: never stopped (WithContext)
	visits   int64           // misère Grundy solver calls, for the stop checks
}

// oracleCheckEvery is how many misère Grundy solver calls pass between
// two looks at the context (a few microseconds of work each).
const oracleCheckEvery = 4096

// WithContext makes the misère Grundy solver stop when ctx is done (its
// deadline passes or it is cancelled): Wins, Value, ChooseMove and Play
// then return an error wrapping ErrStopped and ctx.Err(), checked every few
// thousand positions. The positions solved so far stay memoised (they are
// exact), so a later call with a live context resumes. The theory's
// closed forms (Nim, normal Grundy) answer at once and never stop. It
// returns o.
func (o *Oracle) WithContext(ctx context.Context) *Oracle {
	o.ctx = ctx
	return o
}

// ErrStopped is returned (wrapping the context's error) when the context
// given to WithContext ended the misère Grundy solver.
var ErrStopped = errors.New("the exact misère Grundy solver was stopped")

// NewOracle returns the perfect player for g.
func NewOracle(g Game) *Oracle { return &Oracle{G: g} }

var _ adversarial.Player[State, Move] = (*Oracle)(nil)

// ErrTooLarge is returned when a misère Grundy position needs more memo
// states than the oracle allows.
var ErrTooLarge = errors.New("position too large for the exact misère Grundy solver")

// ErrMemoryBudget (which wraps ErrTooLarge) is returned when the misère
// Grundy memo reaches Oracle.MaxBytes.
var ErrMemoryBudget = fmt.Errorf("%w: its memo reached the memory budget", ErrTooLarge)

// Wins reports whether the player to move in s wins with perfect play.
func (o *Oracle) Wins(s State) (bool, error) {
	if o.G.Terminal(s) {
		return o.G.Rule == Misere, nil
	}
	switch {
	case o.G.Variant == Nim && o.G.Rule == Normal:
		return s.NimSum() != 0, nil
	case o.G.Variant == Nim:
		big, ones := 0, 0
		for _, h := range s.Heaps() {
			if h >= 2 {
				big++
			} else if h == 1 {
				ones++
			}
		}
		if big == 0 {
			return ones%2 == 0, nil
		}
		return s.NimSum() != 0, nil
	case o.G.Rule == Normal:
		return o.grundySum(s) != 0, nil
	}
	return o.misereGrundyWins(o.G.Canonical(s).heaps)
}

// Value is +1 when the player to move wins with perfect play, -1 otherwise.
func (o *Oracle) Value(s State) (float64, error) {
	w, err := o.Wins(s)
	if w {
		return 1, err
	}
	return -1, err
}

func (o *Oracle) grundySum(s State) int {
	x := 0
	for i := 0; i < s.Len(); i++ {
		x ^= grundy(s.Heap(i))
	}
	return x
}

// misereGrundyWins solves misère Grundy's game for a canonical key (sorted
// live heaps): the player to move wins iff no move is left or some split
// leads to a position the opponent loses.
func (o *Oracle) misereGrundyWins(key string) (bool, error) {
	if len(key) == 0 {
		return true, nil
	}
	if w, ok := o.memo[key]; ok {
		return w, nil
	}
	if o.visits++; o.ctx != nil && o.visits%oracleCheckEvery == 0 {
		if err := o.ctx.Err(); err != nil {
			return false, fmt.Errorf("%w after %d positions: %w", ErrStopped, len(o.memo), err)
		}
	}
	if o.memo == nil {
		o.memo = make(map[string]bool)
	}
	limit := o.MaxStates
	if limit <= 0 {
		limit = DefaultOracleStates
	}
	if len(o.memo) >= limit {
		return false, fmt.Errorf("%w (more than %d positions)", ErrTooLarge, limit)
	}
	if o.MaxBytes > 0 && o.MemoryBytes() >= o.MaxBytes {
		return false, fmt.Errorf("%w (%d positions, about %d bytes)", ErrMemoryBudget, len(o.memo), o.MemoryBytes())
	}
	s := State{heaps: key}
	win := false
	for i := 0; i < len(key) && !win; i++ {
		if i > 0 && key[i] == key[i-1] {
			continue // same heap size, same children
		}
		h := int(key[i])
		for a := 1; a < h-a; a++ {
			child := o.G.Canonical(o.G.Apply(s, Move{Heap: i, A: a, B: h - a}))
			w, err := o.misereGrundyWins(child.heaps)
			if err != nil {
				return false, err
			}
			if !w {
				win = true
				break
			}
		}
	}
	o.memo[o.keys.intern(key)] = win
	return win, nil
}

// MemoryBytes estimates the memory held by the misère Grundy memo: the map
// and the strings of its keys.
func (o *Oracle) MemoryBytes() int64 {
	return search.MapBytes[string, bool](len(o.memo)) + o.keys.bytes
}

// MemoStates is the number of positions the misère Grundy solver has
// memoised.
func (o *Oracle) MemoStates() int { return len(o.memo) }

// ChooseMove returns a winning move when there is one (else the fallback
// described on Oracle), or adversarial.ErrNoMove when the game is over.
func (o *Oracle) ChooseMove(s State) (Move, error) {
	if o.G.Terminal(s) {
		return Move{}, adversarial.ErrNoMove
	}
	if m, ok, err := o.winningMove(s); err != nil || ok {
		return m, err
	}
	if o.G.Variant == Nim {
		bi := 0
		for i := 1; i < s.Len(); i++ {
			if s.Heap(i) > s.Heap(bi) {
				bi = i
			}
		}
		return Move{Heap: bi, Take: 1}, nil
	}
	return o.G.Moves(s, nil)[0], nil
}

// winningMove finds a move to a position lost for the opponent.
func (o *Oracle) winningMove(s State) (Move, bool, error) {
	switch {
	case o.G.Variant == Nim:
		x := s.NimSum()
		big, ones, bigIdx := 0, 0, -1
		for i := 0; i < s.Len(); i++ {
			if h := s.Heap(i); h >= 2 {
				big, bigIdx = big+1, i
			} else if h == 1 {
				ones++
			}
		}
		if o.G.Rule == Misere && big <= 1 {
			if big == 0 { // only 1-heaps: any move; it wins iff their number is even
				if ones%2 == 1 {
					return Move{}, false, nil
				}
				for i := 0; i < s.Len(); i++ {
					if s.Heap(i) == 1 {
						return Move{Heap: i, Take: 1}, true, nil
					}
				}
			}
			// One big heap: leave an odd number of 1-heaps.
			h := s.Heap(bigIdx)
			if ones%2 == 1 {
				return Move{Heap: bigIdx, Take: h}, true, nil
			}
			return Move{Heap: bigIdx, Take: h - 1}, true, nil
		}
		if x == 0 {
			return Move{}, false, nil
		}
		for i := 0; i < s.Len(); i++ {
			if h := s.Heap(i); h^x < h {
				return Move{Heap: i, Take: h - (h ^ x)}, true, nil
			}
		}
	case o.G.Rule == Normal:
		x := o.grundySum(s)
		if x == 0 {
			return Move{}, false, nil
		}
		for i := 0; i < s.Len(); i++ {
			h := s.Heap(i)
			want := x ^ grundy(h)
			for a := 1; a < h-a; a++ {
				if grundy(a)^grundy(h-a) == want {
					return Move{Heap: i, A: a, B: h - a}, true, nil
				}
			}
		}
	default:
		for _, m := range o.G.Moves(s, nil) {
			w, err := o.Wins(o.G.Apply(s, m))
			if err != nil {
				return Move{}, false, err
			}
			if !w {
				return m, true, nil
			}
		}
		return Move{}, false, nil
	}
	return Move{}, false, fmt.Errorf("internal error: no winning move found in the won position %v", s)
}

// Play returns the oracle's game from s to the end, both sides playing
// perfectly: the principal variation of perfect play.
func (o *Oracle) Play(s State) ([]Move, error) {
	var pv []Move
	for !o.G.Terminal(s) {
		m, err := o.ChooseMove(s)
		if err != nil {
			return pv, err
		}
		pv = append(pv, m)
		s = o.G.Apply(s, m)
	}
	return pv, nil
}
