//go:build !(linux || darwin)

package cputime

import "time"

// Process is unavailable here (for example js/wasm under Node).
func Process() (time.Duration, bool) { return 0, false }
