//go:build !unix

package replay_test

import "time"

// cpuTime is unknown here (0): the benchmarks report wall time only.
func cpuTime() time.Duration { return 0 }
