//go:build !unix

package search_test

import "time"

// cpuNow is unavailable here; benchmarks fall back to wall time.
func cpuNow() time.Duration { return 0 }
