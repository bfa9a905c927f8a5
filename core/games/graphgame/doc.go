// Package graphgame describes the explicit-graph game (core/graph, issue
// 31) to the registry: every systematic and local algorithm and
// single-player MCTS, with the heuristic choice (given h, straight-line
// distance, zero), the board reader (Board) and check, and the instance
// kinds the Lab draws. It links no engine: the page builds its catalogue
// from it (core/games/catalog). The solve and the stepping live in its
// engine package, core/games/graphgame/engine, which embeds Descriptor.
//
// Where it sits: it imports core/registry, core/wire and core/graph.
package graphgame
