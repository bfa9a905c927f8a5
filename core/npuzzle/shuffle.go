package npuzzle

import (
	"fmt"
	"strconv"
	"strings"

	"searchlab/core/search"
)

// Shuffle is how a new board is drawn from the goal: Moves random moves
// (RandomWalk, which never undoes the previous move, so the board is at most
// Moves moves from the goal and usually close to it), or with Moves == 0 a
// board drawn uniformly from the solvable half (RandomSolvable: on 4×4 and
// larger, typically far beyond what informed searches solve within their
// default budgets).
//
// Which algorithms cope, measured with a budget of 1 M expansions and 10 s
// (seed 1, one board per cell; the service's default is 5 M and 30 s):
//
//	board  shuffle   BFS  IDDFS  bidir.  A*   IDA*  greedy  hill cl.  annealing  beam
//	3×3    walk:20   18   18     18      18   18    38      —         —          36
//	3×3    random    24   —      24      24   24    52      —         44         26
//	4×4    walk:20   20   —      20      20   20    52      20        —          70
//	4×4    walk:40   —    —      —       38   —     128     —         —          42
//	4×4    walk:80   —    —      —       44   —     86      —         —          64
//	4×4    random    —    —      —       —    —     151     —         —          147
//	5×5    walk:40   —    —      28      28   28    136     —         —          64
//	5×5    random    —    —      —       —    —     268     —         —          230
//
// (moves found; — : budget exceeded or, for local search, not found). So:
// the uninformed searches cope with 3×3 boards and walks of about 20 moves;
// A* and IDA* (with Manhattan distance, the default) with 3×3 random boards and walks of up to
// 40–80 moves on 4×4 and 5×5; on random 4×4 and larger boards only greedy
// best-first and beam search finish, far from optimal. A walk of k moves is
// at most k moves from the goal (often fewer: 3×3 walk:40 is 12 away).
type Shuffle struct {
	Moves int // 0: uniform over the solvable boards; k > 0: a k-move random walk
}

// String returns the wire name: "random" or "walk:k".
func (s Shuffle) String() string {
	if s.Moves == 0 {
		return "random"
	}
	return "walk:" + strconv.Itoa(s.Moves)
}

// MaxShuffleMoves bounds Shuffle.Moves.
const MaxShuffleMoves = 1_000_000

// ParseShuffle reads a wire name: "random", or "walk:k" for k random moves
// (1 ≤ k ≤ MaxShuffleMoves).
func ParseShuffle(name string) (Shuffle, error) {
	name = strings.TrimSpace(name)
	if name == "random" {
		return Shuffle{}, nil
	}
	if k, ok := strings.CutPrefix(name, "walk:"); ok {
		n, err := strconv.Atoi(k)
		if err != nil || n < 1 || n > MaxShuffleMoves {
			return Shuffle{}, fmt.Errorf("shuffle %q: the number of random moves must be a whole number from 1 to %d", name, MaxShuffleMoves)
		}
		return Shuffle{Moves: n}, nil
	}
	return Shuffle{}, fmt.Errorf("unknown shuffle %q: use \"random\" (any solvable board) or \"walk:k\" (k random moves from the goal)", name)
}

// Board draws a board from goal with r (the same seed gives the same board).
func (s Shuffle) Board(goal Board, r search.Rand) (Board, error) {
	if s.Moves < 0 {
		return Board{}, fmt.Errorf("shuffle: %d random moves; the number must not be negative", s.Moves)
	}
	if s.Moves == 0 {
		return RandomSolvable(goal, r)
	}
	return RandomWalk(goal, s.Moves, r)
}
