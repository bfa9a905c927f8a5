//go:build js && wasm

package main

import (
	"searchlab/core/games/all"
	coreregistry "searchlab/core/registry"
	"searchlab/wasm/app/screens/npuzzlescreen"
)

// registry is the solver's registry compiled into the UI: the algorithm
// forms read it in-process (no request to the worker).
func registry() *coreregistry.Registry { return all.Builtin() }

// npuzzleCatalog returns the N-puzzle's algorithms from the registry.
func npuzzleCatalog() ([]coreregistry.AlgorithmInfo, error) {
	return registry().Algorithms(npuzzlescreen.ID)
}
