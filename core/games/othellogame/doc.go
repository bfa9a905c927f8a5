// Package othellogame is the game adapter that plugs Othello (core/othello) into the
// registry: a table of algorithms (alpha-beta, exact endgame solver, random, the MCTS programs of core/othello/mctsprog), one file each.
//
// Where it sits: it imports core/registry and core/wire and registers its
// game from its init (registry.RegisterBuiltin); core/games/all imports it.
package othellogame
