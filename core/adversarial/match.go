package adversarial

import "fmt"

// Match plays a game between two players, one move per Step, checking every
// move against the rules.
type Match[S comparable, M comparable] struct {
	G       Game[S, M]
	Players [2]Player[S, M]
	// State is the current position; Start the initial one.
	State, Start S
	// Moves are the moves played so far.
	Moves []M
}

// NewMatch returns a match of g from start, Players[p] moving for player p.
func NewMatch[S comparable, M comparable](g Game[S, M], start S, p0, p1 Player[S, M]) *Match[S, M] {
	return &Match[S, M]{G: g, Players: [2]Player[S, M]{p0, p1}, State: start, Start: start}
}

// Over reports whether the game has ended.
func (m *Match[S, M]) Over() bool { return m.G.Terminal(m.State) }

// Step asks the player to move for a move, checks it and plays it. It
// returns false once the game is over. A player's error (such as ErrWaiting
// from a Human) is returned and the position is left unchanged; an illegal
// move is an error naming the move.
func (m *Match[S, M]) Step() (bool, error) {
	if m.Over() {
		return false, nil
	}
	p := m.G.ToMove(m.State)
	mv, err := m.Players[p].ChooseMove(m.State)
	if err != nil {
		return true, fmt.Errorf("player %d: %w", p, err)
	}
	if !Legal(m.G, m.State, mv) {
		return true, fmt.Errorf("player %d chose the illegal move %v", p, mv)
	}
	m.State = m.G.Apply(m.State, mv)
	m.Moves = append(m.Moves, mv)
	return !m.Over(), nil
}

// Play steps until the game is over (or a player fails) and returns the
// final utility for player 0 (+1: player 0 won, -1: player 1 won, 0: draw).
// maxPlies bounds the game length (0: no bound); reaching it is an error.
func (m *Match[S, M]) Play(maxPlies int) (float64, error) {
	for !m.Over() {
		if maxPlies > 0 && len(m.Moves) >= maxPlies {
			return 0, fmt.Errorf("the game did not end within %d plies", maxPlies)
		}
		if _, err := m.Step(); err != nil {
			return 0, err
		}
	}
	return m.G.Utility(m.State, 0), nil
}
