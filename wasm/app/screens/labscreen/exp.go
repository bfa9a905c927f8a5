package labscreen

import (
	"sort"
	"time"

	"searchlab/core/experiment"
)

// Exp is the experiment the Lab shows: its record, its plan, the results
// it holds (final ones only, in index order) and, while it runs, the runs
// in flight in the pool and the runs still to start.
type Exp struct {
	Record
	plan    *experiment.Plan
	results []experiment.Result // final results, by index
	have    map[int]bool

	running  bool
	inFlight int       // the runner's runs in flight (store.LabRunner)
	since    time.Time // when this session started running
	doneThen int       // results held when it started
	wallThen float64   // WallMS before this session
	crashed  int       // runs whose worker died, this session

	// Derived figures (derive): rows, summary and charts of the results,
	// recomputed at most every deriveEvery while runs stream in.
	dirty     bool
	derived   int // recomputations so far
	derivedAt time.Time
	charted   int // chart recomputations so far
	chartedAt time.Time
	rows      []experiment.Row
	games     []experiment.MatchRow
	summary   experiment.Summary
	charts    []experiment.Chart

	cli, link string // the spec's CLI command and share fragment (made once)
}

// newExp is the experiment of rec with plan and the results already kept.
func newExp(rec Record, plan *experiment.Plan, results []experiment.Result) *Exp {
	e := &Exp{Record: rec, plan: plan, have: map[int]bool{}}
	for _, r := range results {
		e.keep(r)
	}
	e.Done = len(e.results)
	e.dirty = true
	e.cli = Command(plan.Spec, rec.Workers)
	e.link, _ = experiment.ShareLink(plan.Spec)
	return e
}

// keep adds a final result (a run's first; a second result of a run
// replaces it), in index order; it reports whether it was new. A result
// that is not final (a stopped run) or of no run of the plan is not kept.
func (e *Exp) keep(r experiment.Result) bool {
	if !r.Final() || r.Index < 0 || r.Index >= len(e.plan.Runs) {
		return false
	}
	i := sort.Search(len(e.results), func(i int) bool { return e.results[i].Index >= r.Index })
	if e.have[r.Index] {
		e.results[i] = r
		return false
	}
	e.results = append(e.results, experiment.Result{})
	copy(e.results[i+1:], e.results[i:])
	e.results[i] = r
	e.have[r.Index] = true
	e.dirty = true
	return true
}

// deriveEvery is how often the rows and summary are recomputed while
// results stream in (each recomputation goes over every result), and
// chartEvery how often the charts are drawn again (the page then parses
// every chart's SVG anew).
const (
	deriveEvery = 750 * time.Millisecond
	chartEvery  = 3 * time.Second
)

// derive recomputes the rows and summary when results changed and (while
// running) deriveEvery has passed, and the charts at most every
// chartEvery (at once when not running, or forced); it reports whether it
// did.
func (e *Exp) derive(now time.Time, force bool) bool {
	if !e.dirty || (!force && e.running && now.Sub(e.derivedAt) < deriveEvery) {
		return false
	}
	e.dirty, e.derivedAt = false, now
	e.derived++
	rep := experiment.NewReport(e.plan, e.results)
	e.rows, e.games, e.summary = rep.Runs, rep.Games, rep.Summary
	if force || !e.running || now.Sub(e.chartedAt) >= chartEvery {
		e.charts, e.chartedAt = experiment.Charts(rep), now
		e.charted++
	}
	return true
}

// report is the whole experiment as the JSON export and the CLI's -json
// write it.
func (e *Exp) report() experiment.Report { return experiment.NewReport(e.plan, e.results) }

// elapsedMS is the time spent running, this session included.
func (e *Exp) elapsedMS(now time.Time) float64 {
	if !e.running || e.since.IsZero() {
		return e.WallMS
	}
	return e.wallThen + float64(now.Sub(e.since).Milliseconds())
}

// leftMS estimates the time left from this session's pace (runs done per
// second since it started); -1 before the first run of the session.
func (e *Exp) leftMS(now time.Time) float64 {
	doneNow := len(e.results) - e.doneThen
	if !e.running || doneNow <= 0 {
		return -1
	}
	per := float64(now.Sub(e.since).Milliseconds()) / float64(doneNow)
	return per * float64(e.Runs-len(e.results))
}
