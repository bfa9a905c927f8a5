// Package nimgame is the game adapter that plugs Nim and Grundy's game (core/nim) into the
// registry: minimax, alpha-beta, two-player MCTS and the perfect-play oracle, with the ranked candidate moves.
//
// Where it sits: it imports core/registry and core/wire and registers its
// game from its init (registry.RegisterBuiltin); core/games/all imports it.
package nimgame
