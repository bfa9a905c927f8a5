package main

import (
	"flag"
	"fmt"
	"io"
	"net/url"
	"sort"
	"strings"
	"time"

	"searchlab/core/api/remote"
	"searchlab/core/experiment/tally"
	"searchlab/core/wire"
)

// remoteFlags are the fan-out flags of batch commands: where the items go
// and how many at once.
type remoteFlags struct {
	remote   string
	parallel int
	attempts int
	progress bool
	bar      *progressBar
}

func (r *remoteFlags) register(fl *flag.FlagSet, what string) {
	r.registerEndpoints(fl, what)
	fl.IntVar(&r.parallel, "parallel", 0, "items in flight at once (0: one per CPU locally, two per endpoint remotely)")
	fl.BoolVar(&r.progress, "progress", true, "draw a progress bar on standard error")
}

// registerEndpoints registers -remote and -attempts only, for commands that
// have their own -parallel and progress flags.
func (r *remoteFlags) registerEndpoints(fl *flag.FlagSet, what string) {
	fl.StringVar(&r.remote, "remote", "", "solver endpoints `URL[,URL…]` (searchlab serve, the Cloudflare Worker) to "+what+" on; empty: in this process")
	fl.IntVar(&r.attempts, "attempts", 0, "tries of one item before it is reported failed (0: endpoints + 2, at least 3)")
}

// printEndpoints writes what each endpoint did (a remote run only).
func printEndpoints(w io.Writer, label string, endpoints []string, t tally.Tally) {
	parts := make([]string, 0, len(endpoints))
	for _, ep := range endpoints {
		parts = append(parts, fmt.Sprintf("%s %d answered, %d failed tries", ep, t.Answered[ep], t.Failures[ep]))
	}
	fmt.Fprintf(w, "%s: endpoints %s\n", label, strings.Join(parts, "; "))
}

// endpoints parses -remote: nil for a local run.
func (r *remoteFlags) endpoints() ([]string, error) {
	if strings.TrimSpace(r.remote) == "" {
		if r.parallel < 0 || r.attempts < 0 {
			return nil, fmt.Errorf("-parallel and -attempts must not be negative")
		}
		return nil, nil
	}
	var eps []string
	seen := map[string]bool{}
	for _, s := range strings.Split(r.remote, ",") {
		s = strings.TrimRight(strings.TrimSpace(s), "/")
		u, err := url.Parse(s)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return nil, fmt.Errorf("-remote: %q is not an http:// or https:// URL", s)
		}
		if seen[s] {
			return nil, fmt.Errorf("-remote: %q is given twice", s)
		}
		seen[s] = true
		eps = append(eps, s)
	}
	if r.parallel < 0 || r.attempts < 0 {
		return nil, fmt.Errorf("-parallel and -attempts must not be negative")
	}
	return eps, nil
}

// options are the fan-out options for endpoints (nil: local), with the
// progress bar when asked for.
func (r *remoteFlags) options(endpoints []string, stderr io.Writer) remote.Options {
	o := remote.Options{Endpoints: endpoints, Parallel: r.parallel, Attempts: r.attempts}
	if o.Parallel == 0 {
		o.Parallel = defaultParallel(endpoints)
	}
	if r.progress {
		r.bar = &progressBar{w: stderr, start: time.Now()}
		o.Progress = r.bar.update
	}
	return o
}

// endProgress ends the progress bar's line.
func (r *remoteFlags) endProgress(stderr io.Writer) {
	if r.bar != nil && r.bar.drawn {
		fmt.Fprintln(stderr)
	}
}

// progressBar redraws one line on standard error, at most every 100 ms and
// once at the end.
type progressBar struct {
	w     io.Writer
	start time.Time
	last  time.Time
	drawn bool
}

func (p *progressBar) update(t tally.Tally) {
	now := time.Now()
	if t.Done < t.Total && now.Sub(p.last) < 100*time.Millisecond {
		return
	}
	p.last = now
	p.drawn = true
	const width = 30
	fill := 0
	if t.Total > 0 {
		fill = width * t.Done / t.Total
	}
	rate := float64(t.Done) / now.Sub(p.start).Seconds()
	fmt.Fprintf(p.w, "\r[%s%s] %d/%d  failed %d  retries %d  %.1f/s ", strings.Repeat("#", fill), strings.Repeat(".", width-fill), t.Done, t.Total, t.Failed, t.Retries, rate)
}

// batchSummary adds up the answers of a run: the same lines for a local and
// a remote run (apart from where the answers came from).
type batchSummary struct {
	label     string
	endpoints []string
	byStatus  map[wire.Status]int
	expanded  int64
	generated int64
}

func newBatchSummary(label string, endpoints []string) *batchSummary {
	return &batchSummary{label: label, endpoints: endpoints, byStatus: map[wire.Status]int{}}
}

func (s *batchSummary) add(r wire.Response) {
	s.byStatus[r.Status]++
	s.expanded += r.Stats.Expanded
	s.generated += r.Stats.Generated
}

// print writes the summary: items and tries, statuses, node totals and
// what each endpoint did.
func (s *batchSummary) print(w io.Writer, t tally.Tally, wall time.Duration) {
	fmt.Fprintf(w, "%s: %d items, %d answered, %d failed, %d retries in %.2f s (%.1f items/s)\n",
		s.label, t.Total, t.Done-t.Failed, t.Failed, t.Retries, wall.Seconds(), float64(t.Done)/wall.Seconds())
	statuses := make([]string, 0, len(s.byStatus))
	for st := range s.byStatus {
		statuses = append(statuses, string(st))
	}
	sort.Strings(statuses)
	var parts []string
	for _, st := range statuses {
		parts = append(parts, fmt.Sprintf("%s %d", st, s.byStatus[wire.Status(st)]))
	}
	fmt.Fprintf(w, "%s: status %s\n", s.label, strings.Join(parts, ", "))
	fmt.Fprintf(w, "%s: nodes %d expanded, %d generated (sum over items)\n", s.label, s.expanded, s.generated)
	if s.endpoints == nil {
		fmt.Fprintf(w, "%s: ran locally\n", s.label)
		return
	}
	printEndpoints(w, s.label, s.endpoints, t)
}

// exitCode is 1 when an item has no answer or an internal error, 2 when an
// item was invalid, 0 otherwise.
func (s *batchSummary) exitCode() int {
	switch {
	case s.byStatus[wire.StatusError] > 0:
		return exitFailure
	case s.byStatus[wire.StatusInvalid] > 0:
		return exitUsage
	}
	return exitOK
}
