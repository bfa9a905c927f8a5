//go:build js && wasm

package main

import (
	"searchlab/core/games/catalog"
	coreregistry "searchlab/core/registry"
)

// registry is the games' catalogue compiled into the UI, without their
// engines (core/games/catalog): the algorithm forms read it in-process (no
// request to the worker), and every search runs in the worker.
func registry() *coreregistry.Registry { return catalog.Registry() }
