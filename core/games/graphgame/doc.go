// Package graphgame is the game adapter that plugs the explicit-graph game
// (core/graph, issue 31) into the registry: every systematic and local
// algorithm, with the heuristic choice (given h, straight-line distance,
// zero); steppable; boards checked for the Lab.
//
// Where it sits: it imports core/registry and core/wire and registers its
// game from its init (registry.RegisterBuiltin); core/games/all imports it.
package graphgame
