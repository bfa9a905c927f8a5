package all

import (
	"searchlab/core/registry"

	_ "searchlab/core/games/bloxorzgame/engine"
	_ "searchlab/core/games/graphgame/engine"
	_ "searchlab/core/games/nimgame/engine"
	_ "searchlab/core/games/npuzzlegame/engine"
	_ "searchlab/core/games/othellogame/engine"
)

// Builtin returns a registry of every game built into SearchLab, in a
// fixed order (registry.Builtin with all the game packages linked in).
func Builtin() *registry.Registry { return registry.Builtin() }
