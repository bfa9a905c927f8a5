// Package levels embeds the level and preset files in the binary, so the
// UI and the Web Worker can load them without a file system. See README.md
// for the formats and credits.
package levels

import "embed"

// FS holds bloxorz/01.txt … bloxorz/33.txt (the 33 classic Bloxorz stages
// in the format of levels/README.md) and experiments/*.json (the Lab's
// preset experiments, core/experiment's spec format) and graph/*.txt (the
// graph game's samples, core/graph's level text format).
//
//go:embed bloxorz/*.txt experiments/*.json graph/*.txt
var FS embed.FS
