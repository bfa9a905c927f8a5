// Package npuzzlegame is the game adapter that plugs the sliding N-puzzle (core/npuzzle) into the
// registry: every systematic and local algorithm, with the heuristic choice (Manhattan, linear conflict, walking distance, pattern databases); steppable.
//
// Where it sits: it imports core/registry and core/wire and registers its
// game from its init (registry.RegisterBuiltin); core/games/all imports it.
package npuzzlegame
