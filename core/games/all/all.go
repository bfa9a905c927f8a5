package all

import "searchlab/core/registry"

// Builtin returns a registry of every game built into SearchLab, in a
// fixed order (registry.Builtin with all the game packages linked in:
// plugins_gen.go imports every core/games/*game/engine).
func Builtin() *registry.Registry { return registry.Builtin() }
