// Package catalog is the registry of every game's descriptor, without any
// engine: what the page (wasm/app) builds its catalogue, forms, board
// checks, instance kinds and experiment plans from. Its games describe,
// check and draw, but do not solve: Registry.Solve answers them with an
// error, and the searches run in the worker, whose registry is
// core/games/all's (all.Builtin, the same games with their engines). The
// two list the same games in the same order with the same algorithms
// (TestCatalogMatchesBuiltin in core/games/all).
package catalog

import (
	"searchlab/core/games/bloxorzgame"
	"searchlab/core/games/graphgame"
	"searchlab/core/games/nimgame"
	"searchlab/core/games/npuzzlegame"
	"searchlab/core/games/othellogame"
	"searchlab/core/registry"
)

// Registry returns a registry of every game's descriptor, in the order of
// all.Builtin (by id).
func Registry() *registry.Registry {
	return registry.NewSorted(bloxorzgame.Descriptor{}, graphgame.Descriptor{}, nimgame.Descriptor{},
		npuzzlegame.Descriptor{}, othellogame.Descriptor{})
}
