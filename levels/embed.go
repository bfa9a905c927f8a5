// Package levels embeds the level files in the binary, so the UI and the
// Web Worker can load them without a file system. See README.md for the
// formats and credits.
package levels

import "embed"

// FS holds bloxorz/01.txt … bloxorz/33.txt (the 33 classic Bloxorz stages
// in the format of levels/README.md).
//
//go:embed bloxorz/*.txt
var FS embed.FS
