package npuzzle

import "fmt"

// Apply plays moves from b and returns the final board, or an error naming
// the first illegal move.
func Apply(b Board, moves []Move) (Board, error) {
	for i, m := range moves {
		nb, ok := b.Move(m)
		if !ok {
			return b, fmt.Errorf("move %d (%v) is illegal: the blank at row %d, column %d would leave the %d×%d board",
				i+1, m, b.Blank()/b.Cols()+1, b.Blank()%b.Cols()+1, b.Rows(), b.Cols())
		}
		b = nb
	}
	return b, nil
}

// Replay plays moves from start and checks that they are all legal and end
// on goal. Every test that receives a solution replays it with Replay.
func Replay(start, goal Board, moves []Move) error {
	if !start.SameSize(goal) {
		return fmt.Errorf("the board is %d×%d but the goal is %d×%d", start.Rows(), start.Cols(), goal.Rows(), goal.Cols())
	}
	end, err := Apply(start, moves)
	if err != nil {
		return err
	}
	if end != goal {
		return fmt.Errorf("after %d moves the board is %v, not the goal %v", len(moves), end, goal)
	}
	return nil
}

// ReplayText is Replay on text: the board and goal in the text form ("" for
// the default goal) and the move names a solver printed (U D L R).
func ReplayText(board, goal string, moves []string) error {
	start, target, err := ParsePair(board, goal)
	if err != nil {
		return err
	}
	ms, err := ParseMoves(moves)
	if err != nil {
		return err
	}
	return Replay(start, target, ms)
}
