// Package nimgame describes Nim and Grundy's game (core/nim) to the
// registry: the game, its algorithms (minimax, alpha-beta, two-player MCTS,
// the perfect-play oracle) with their parameters, and the board check and
// instance kinds the Lab uses. It links no engine: the page builds its
// catalogue from it (core/games/catalog). The solve lives in its engine
// package, core/games/nimgame/engine, which embeds Descriptor.
//
// Where it sits: it imports core/registry, core/wire and core/nim's rules.
package nimgame
