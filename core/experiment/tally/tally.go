// Package tally keeps the accounting of a batch of runs, whoever does them:
// core/api/remote's Run (the CLI's local pool and its fan-out over solver
// endpoints) and the page's Lab runner over its pool of Web Workers
// (wasm/app/store). A run is tried, a try ends with an answer or without
// one (a lost request, a run stopped by someone else, a worker that died),
// and the run ends exactly once: answered, or failed. The package links
// neither net/http nor the page, so both sides share it.
package tally

import "fmt"

// Tally counts a batch's runs. Done counts each run once, when it ends
// (answered, failed on every try, abandoned when the batch was stopped, or
// crashed); Failed counts those without an answer among them. The zero
// Tally is empty; New sizes one for a batch.
type Tally struct {
	Total int
	Done  int
	// Failed counts the runs that ended without an answer.
	Failed int
	// Retries counts the tries that ended without an answer and put their
	// run back in the queue: a lost request (the fan-out), a run stopped by
	// someone else (the Lab).
	Retries int
	// Crashed counts the runs whose worker died under them (the Lab: the
	// run fails and the batch goes on).
	Crashed int
	// Running is the number of runs in a try now.
	Running int
	// PeakMemory is the most memory one answer reported (memory_bytes).
	PeakMemory int64
	// Answered counts the runs each endpoint answered.
	Answered map[string]int
	// Failures counts the failed tries of each endpoint.
	Failures map[string]int
	// runs holds the state of every run tried or ended (by index).
	runs map[int]state
}

// state is where a run stands.
type state uint8

const (
	queued state = iota
	trying
	ended
)

// New is the tally of a batch of total runs.
func New(total int) Tally {
	return Tally{Total: total, Answered: map[string]int{}, Failures: map[string]int{}, runs: map[int]state{}}
}

// Left is the number of runs not ended.
func (t *Tally) Left() int { return t.Total - t.Done }

// Try starts a try of run i.
func (t *Tally) Try(i int) {
	t.init()
	if t.runs[i] != trying {
		t.Running++
	}
	t.runs[i] = trying
}

// Lost ends a try of run i without an answer: endpoint (if named) counts a
// failure, and the run goes back in the queue when again.
func (t *Tally) Lost(i int, endpoint string, again bool) {
	t.init()
	t.untry(i)
	if endpoint != "" {
		t.Failures[endpoint]++
	}
	if again {
		t.Retries++
	}
}

// End ends run i, answered by endpoint or not; it reports false (and
// counts nothing) when the run had already ended.
func (t *Tally) End(i int, endpoint string, answered bool) bool {
	t.init()
	if t.runs[i] == ended {
		return false
	}
	t.untry(i)
	t.runs[i] = ended
	t.Done++
	if !answered {
		t.Failed++
	} else if endpoint != "" {
		t.Answered[endpoint]++
	}
	return true
}

// Crash ends run i as failed because its worker died.
func (t *Tally) Crash(i int) bool {
	if !t.End(i, "", false) {
		return false
	}
	t.Crashed++
	return true
}

// Memory notes the memory an answer reported.
func (t *Tally) Memory(bytes int64) { t.PeakMemory = max(t.PeakMemory, bytes) }

// MustEnd is End for runners that must never end a run twice: it panics
// if they do.
func (t *Tally) MustEnd(i int, endpoint string, answered bool) {
	if !t.End(i, endpoint, answered) {
		panic(fmt.Sprintf("tally: run %d ended twice", i))
	}
}

func (t *Tally) untry(i int) {
	if t.runs[i] == trying {
		t.Running--
		t.runs[i] = queued
	}
}

func (t *Tally) init() {
	if t.runs == nil {
		t.runs = map[int]state{}
	}
	if t.Answered == nil {
		t.Answered = map[string]int{}
	}
	if t.Failures == nil {
		t.Failures = map[string]int{}
	}
}
