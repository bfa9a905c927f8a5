//go:build unix

package npuzzle

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time (user + system) this process has used, so a
// benchmark on a shared, busy machine can report nodes per CPU-second next
// to nodes per wall-second.
func cpuTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
