// Package cputime reads the process CPU time, so that benchmarks on a
// shared, busy machine can report CPU time per operation and work per CPU
// second beside wall time. Every benchmark of the module reads it here.
package cputime

import (
	"testing"
	"time"
)

// Meter measures the CPU time of a benchmark loop.
type Meter struct {
	start time.Duration
	ok    bool
}

// Start starts a meter.
func Start() Meter {
	c, ok := Process()
	return Meter{c, ok}
}

// Report adds cpu-ns/op and, when unit is not empty, work per CPU second
// (work is the total count of work items over the b.N operations). Where
// the CPU time cannot be read (js/wasm) it reports nothing.
func (m Meter) Report(b *testing.B, work float64, unit string) {
	end, ok := Process()
	if !m.ok || !ok || b.N == 0 {
		return
	}
	cpu := end - m.start
	b.ReportMetric(float64(cpu)/float64(b.N), "cpu-ns/op")
	if unit != "" && cpu > 0 {
		b.ReportMetric(work/cpu.Seconds(), unit)
	}
}
