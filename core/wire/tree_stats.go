package wire

import "searchlab/core/adversarial"

// TreeStats are a game-tree search's statistics as the wire carries them
// (TwoPlayerResult.TreeStats): the page names them through the wire, not
// through the search package.
type TreeStats = adversarial.Stats
