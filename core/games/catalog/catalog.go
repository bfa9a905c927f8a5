// Package catalog is the registry of every game's descriptor, without any
// engine: what the page (wasm/app) builds its catalogue, forms, board
// checks, instance kinds and experiment plans from. Its games describe,
// check and draw, but do not solve: Registry.Solve answers them with an
// error, and the searches run in the worker, whose registry is
// core/games/all's (all.Builtin, the same games with their engines). The
// two list the same games in the same order with the same algorithms
// (TestCatalogMatchesBuiltin in core/games/all). The descriptors are
// listed by plugins_gen.go, which web/tools/genplugins writes from the
// folders core/games/*game.
package catalog

import "searchlab/core/registry"

// Registry returns a registry of every game's descriptor, in the order of
// all.Builtin (by id).
func Registry() *registry.Registry { return registry.NewSorted(descriptors()...) }
