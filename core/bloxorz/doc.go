// Package bloxorz implements the rules of Bloxorz (Damien Clarke, DX
// Interactive, 2007) exactly as the SearchLab rules R1–R13 state them (with
// R13a: a merge fires a soft switch under the resting cube; R13b: a piece on
// a bridge cell that a switch turns off falls at once), a text format for
// levels that round-trips through Parse and Level.String, a playable game
// model (Game) and a search-problem adapter (Problem) with an admissible,
// consistent heuristic.
//
// Around the solver: Check decides a level for the editor (the optimal
// lengths under both costings, or why it cannot be solved), Generate makes
// new solvable levels of a chosen optimal length and features, NewFitness
// is a Bloxorz-aware fitness for the genetic algorithm of core/local, and
// Problem.Events and Problem.AllActions are the optional capabilities that
// single-player MCTS (core/mcts) and the genetic algorithm use.
//
// Coordinates: x is the column, y the row, both from 0 at the top left;
// U = y−1, D = y+1, L = x−1, R = x+1, S = switch control between cubes.
//
// One transition function (Level.step) serves both the game model and the
// search problem. The game model knows which cube the player controls and
// restarts after a fall; the search problem excludes falling moves and, in the
// default costing, treats control swaps as free (the state holds the
// unordered pair of cubes and either cube may move).
package bloxorz
