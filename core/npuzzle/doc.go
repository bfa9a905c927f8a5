// Package npuzzle is the sliding-tile puzzle (8-puzzle, 15-puzzle and every
// rectangular board from 2×2 to 8×8): its board value and text form,
// solvability, random boards, admissible heuristics and the search.Problem
// adapters that every algorithm in core/search and core/local runs on.
//
// # Text form
//
// A board is written row by row, rows split by "/" or newlines, tiles split
// by spaces, the blank written 0 or _: "1 2 3/4 5 6/7 8 0". Parse reads it
// and Board.String prints the canonical form (rows joined by "/", tiles by a
// single space, the blank as 0), so Parse(b.String()) == b for every board.
//
// # Moves
//
// A Move names the direction the BLANK moves: U, L, R, D. Actions lists them
// in that order (Korf's order up, left, right, down), which fixes tie-breaking
// and the golden node counts of IDA*.
//
// # Heuristics
//
// Manhattan (default), Misplaced, LinearConflict (all sizes), and for boards
// up to 4×4 WalkingDistance (Takahashi) and WDLC = max(WD, LC). All these
// are admissible and consistent; the tests check both exhaustively on every
// state of the 3×3 and 2×4 boards. ParseHeuristic reads the names
// ("manhattan", "misplaced", "linear-conflict", "walking-distance",
// "wd-lc") that Heuristic.String writes; Heuristic.Supports says whether a board size can use one.
// PatternDB ("pdb", boards up to 25 cells) is an additive disjoint pattern
// database (PDB, built by BuildPDB for any goal and Partition: 6-6-3 or
// 5-5-5 on 4×4, 4-4-3 on 3×4, one pattern on 3×3, 5-5-5-5-4 on 5×5; the
// maximum of several, such as 663+663b, with CombinePDB),
// admissible but not consistent; PDBIDAStar is the IDA* specialised for it
// on boards up to 16 cells (sparse keys updated per move, the diagonal
// reflection, BPMX), which the API runs for idastar, and PDBStore keeps
// built databases in memory and on disk. Past 5×5 linear conflict is the strongest
// heuristic here.
// ResultH updates Manhattan, misplaced tiles and linear conflict
// incrementally; walking-distance tables are built by breadth-first search
// on first use for a shape (about 25,000 patterns for 4×4, milliseconds) and
// cached.
//
// # Problems and how to dispatch on board size
//
// Two adapters implement search.Problem with action type Move and unit cost,
// plus search.Heuristic, search.IncrementalHeuristic, search.Reversible and
// search.Randomizer:
//
//   - Puzzle (New) for boards of at most 16 cells, with the state packed in a
//     uint64 (4 bits per cell) for speed;
//   - LargePuzzle (NewLarge) for boards of 17 to 64 cells, with the state a
//     Cells array ([64]uint8).
//
// Callers that serve any board (the solve API, the CLI) pick by size and run
// the same generic code on either:
//
//	if npuzzle.Packable(start) {
//		p, err := npuzzle.New(start, goal, h) // search.Problem[uint64, npuzzle.Move]
//		…
//	} else {
//		p, err := npuzzle.NewLarge(start, goal, h) // search.Problem[npuzzle.Cells, npuzzle.Move]
//		…
//	}
//
// Both have Board(state) to turn a state from an event back into a Board.
// Neither constructor checks solvability (an unsolvable board is still a
// valid search problem, whose reachable half of the space is finite but
// large): call Solvable first and report ErrUnsolvable to the user.
package npuzzle
