package main

import (
	"fmt"
	"time"

	"searchlab/core/registry"
)

// check refuses limits out of their sane ranges or inconsistent with each
// other, with a sentence naming the flag, so that serve does not start and
// then refuse every request (a -max-memory of 1 byte or of 100 GiB).
func (c serveConfig) check() error {
	g := c.guard
	ints := []struct {
		flag      string
		v, lo, hi int64
	}{
		{"-max-concurrent", int64(g.MaxConcurrent), 1, 1024},
		{"-queue", int64(g.MaxQueue), 0, 100_000},
		{"-small-concurrent", int64(g.SmallConcurrent), 1, 1024},
		{"-small-queue", int64(g.SmallQueue), 0, 100_000},
		{"-small-nodes", g.Small.MaxNodes, 1, 1_000_000_000},
		{"-max-connections", int64(c.maxConns), 1, 1_000_000},
	}
	for _, x := range ints {
		if x.v < x.lo || x.v > x.hi {
			return fmt.Errorf("%s %d is out of range: it must lie between %d and %d", x.flag, x.v, x.lo, x.hi)
		}
	}
	durations := []struct {
		flag      string
		v, lo, hi time.Duration
	}{
		{"-queue-wait", g.QueueWait, time.Millisecond, 10 * time.Minute},
		{"-small-timeout", g.Small.Timeout, time.Millisecond, time.Minute},
		{"-read-header-timeout", c.readHeaderTimeout, 100 * time.Millisecond, 10 * time.Minute},
		{"-read-timeout", c.readTimeout, 100 * time.Millisecond, time.Hour},
		{"-idle-timeout", c.idleTimeout, 100 * time.Millisecond, time.Hour},
		{"-write-timeout", c.writeTimeout, 100 * time.Millisecond, 10 * time.Minute},
	}
	for _, x := range durations {
		if x.v < x.lo || x.v > x.hi {
			return fmt.Errorf("%s %v is out of range: it must lie between %v and %v", x.flag, x.v, x.lo, x.hi)
		}
	}
	if c.maxMemory != 0 && (c.maxMemory < registry.MinMaxMemory || c.maxMemory > registry.MaxMaxMemory) {
		return fmt.Errorf("-max-memory %d bytes is out of range: a search's budget must lie between %d bytes (1 MiB) and %d bytes (64 GiB), or 0 for the memory limit's share", c.maxMemory, int64(registry.MinMaxMemory), int64(registry.MaxMaxMemory))
	}
	if c.memoryLimit != 0 && c.memoryLimit < 16<<20 {
		return fmt.Errorf("-memory-limit %d bytes is too small: the server needs at least %d bytes (16 MiB)", c.memoryLimit, 16<<20)
	}
	if c.memoryLimit > 0 && c.maxMemory > c.memoryLimit {
		return fmt.Errorf("-max-memory %d bytes is above -memory-limit %d bytes: one search could not fit the whole server", c.maxMemory, c.memoryLimit)
	}
	if g.Small.MaxMemory < registry.MinMaxMemory {
		return fmt.Errorf("-small-memory %d bytes is below the smallest search budget, %d bytes (1 MiB)", g.Small.MaxMemory, int64(registry.MinMaxMemory))
	}
	if per := c.perSearchMemory(); g.Small.MaxMemory > per {
		return fmt.Errorf("-small-memory %d bytes is above a search's budget on this server (%d bytes: -max-memory, or the memory limit's share): a small request could use more than a large one", g.Small.MaxMemory, per)
	}
	return nil
}
