//go:build linux || darwin

package othello

import (
	"syscall"
	"time"
)

// processCPU returns the CPU time (user + system) the process has used, so
// benchmarks on a shared, busy machine can report CPU time per operation
// besides wall time.
func processCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
