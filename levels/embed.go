// Package levels embeds the level and preset files in the binary, so the
// UI and the Web Worker can load them without a file system. See README.md
// for the formats and credits.
package levels

import "embed"

// FS holds every <folder>/*.txt and <folder>/*.json of levels/, one folder
// per game (or use) and read by its owner alone: bloxorz/01.txt …
// bloxorz/33.txt (the 33 classic Bloxorz stages, in the format of
// README.md), graph/*.txt (the graph game's samples, core/graph's level
// text format) and experiments/*.json (the Lab's preset experiments,
// core/experiment's spec format). A new game's folder of levels is
// embedded as it is, with no edit here (the folder's README.md, its
// credits, is not embedded).
//
//go:embed */*.txt */*.json
var FS embed.FS
