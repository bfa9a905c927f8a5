package npuzzle

// SmallBoardCells is the largest board (in cells) whose default heuristic
// is Manhattan distance, the one the lessons explain; past it the default
// is the strongest heuristic the board can afford (SuitedHeuristic).
const SmallBoardCells = 16

// SuitedHeuristic is the default heuristic of a search towards goal, the
// one default of every front end (the API and the CLI when a request names
// none, the N-puzzle screen when it picks the big-board search by itself,
// issue 33): Manhattan distance on boards of at most SmallBoardCells cells;
// the additive pattern databases on 5×5 boards whose goal is one of the
// two usual ones (Goal, BlankFirstGoal: the site ships their tables, and
// the CLI keeps them in the user cache; on the 24-puzzles BULB gets 1.078 ×
// optimal in 10 s with them against 1.177 × with linear conflict); linear
// conflict otherwise (any other goal's tables would have to be built
// first, and past PDBMaxCells there are none).
func SuitedHeuristic(goal Board) Heuristic {
	rows, cols := goal.Rows(), goal.Cols()
	switch {
	case rows*cols <= SmallBoardCells:
		return Manhattan
	case rows == 5 && cols == 5 && (goal == Goal(5, 5) || goal == BlankFirstGoal(5, 5)):
		return PatternDB
	}
	return LinearConflict
}
