// Package npuzzlegame describes the sliding N-puzzle (core/npuzzle) to the
// registry: every systematic and local algorithm with the heuristic choice
// (Manhattan, linear conflict, walking distance, pattern databases), the
// board check, the options a board's size rules out and the instance kinds
// the Lab draws. It links no engine: the page builds its catalogue from it
// (core/games/catalog). The solve and the stepping live in its engine
// package, core/games/npuzzlegame/engine, which embeds Descriptor.
//
// Where it sits: it imports core/registry, core/wire and core/npuzzle's
// rules.
package npuzzlegame
