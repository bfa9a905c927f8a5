//go:build !unix

package npuzzle

import "time"

// cpuTime is unavailable here; benchmarks then report wall-clock rates only.
func cpuTime() (time.Duration, bool) { return 0, false }
