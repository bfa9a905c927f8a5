//go:build unix

package replay_test

import (
	"syscall"
	"time"
)

// cpuTime is the processor time the process has used (user and system,
// every thread: the collector's too). The machines that run the
// benchmarks are shared, so wall time also counts waiting for a processor.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
