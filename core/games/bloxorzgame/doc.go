// Package bloxorzgame is the game adapter that plugs Bloxorz (core/bloxorz) into the
// registry: every systematic and local algorithm and single-player MCTS; steppable; it also generates new levels (GenerateLevel, POST /api/generate).
//
// Where it sits: it imports core/registry and core/wire and registers its
// game from its init (registry.RegisterBuiltin); core/games/all imports it.
package bloxorzgame
