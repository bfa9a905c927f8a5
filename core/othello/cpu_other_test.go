//go:build !(linux || darwin)

package othello

import "time"

// processCPU is unavailable here (for example js/wasm under Node); the
// benchmarks then report wall time only.
func processCPU() (time.Duration, bool) { return 0, false }
