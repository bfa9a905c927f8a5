// Package bloxorzgame describes Bloxorz (core/bloxorz) to the registry:
// every systematic and local algorithm and single-player MCTS with their
// parameters, the level reader (BloxorzLevel) and board check, and the
// instance kinds the Lab draws. It links no engine: the page builds its
// catalogue from it (core/games/catalog). The solve, the stepping and the
// level generator (GenerateLevel, POST /api/generate) live in its engine
// package, core/games/bloxorzgame/engine, which embeds Descriptor.
//
// Where it sits: it imports core/registry, core/wire and core/bloxorz's
// rules.
package bloxorzgame
