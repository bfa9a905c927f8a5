package store

import (
	"fmt"

	"searchlab/core/experiment"
	"searchlab/core/experiment/tally"
	"searchlab/wasm/app/actions"
)

// LabRunner does an experiment's runs in the solver's Lab lane (LaneLab,
// a pool of workers kept alive across runs). It plays the part of
// core/experiment's Runner for the page, as a reducer rather than a
// blocking call: every run that ends gets its final result reported
// exactly once, in the order runs end; a run stopped with the experiment
// is reported never (it has no final result: experiment.Pending gives it
// to the resume). It owns the experiment's queue: the runs to start, the
// runs in flight (InFlightPerWorker per worker, so a worker starts its
// next run as soon as it ends one), a run stopped by someone else put back
// at the queue's head, a crashed run kept as failed (the experiment goes
// on), a refusal that stops the lane, the lane's size, and the workers
// recycled after big runs. Its screen gets each final result
// (ExperimentResult) and the end (ExperimentEnded) as typed actions; it
// keeps the draft, the record, the results and the derived tables.
//
// One experiment runs at a time (the Lab's); the runner's methods are
// called with the store's lock held, from the screen's reducer
// (Host.LabRunner), and return the effects to run. Cost: O(1) per run
// started or ended (a requeue O(queue)), O(runs) to start.
type LabRunner struct {
	s        *Store
	screen   string // the screen the runs report to
	running  bool
	todo     []experiment.Run // runs to start, in index order
	inFlight map[RunID]*flight
	workers  int
	memory   int64       // the budget of a run that leaves it (max_memory_bytes 0)
	tally    tally.Tally // this session's runs: ended, failed, crashed, retried, peak memory
}

// flight is a run in the lane, and for a match the lines read so far.
type flight struct {
	run   experiment.Run
	lines *experiment.MatchLines
}

// InFlightPerWorker is how many runs the runner keeps in the lane per
// worker: one running and one waiting in the lane's queue.
const InFlightPerWorker = 2

// RecycleAbove is the memory of a run from which the lane's workers are
// replaced by fresh ones when the experiment finishes: a worker's
// WebAssembly memory never shrinks.
const RecycleAbove = 32 << 20

// ExperimentResult is a run's final result (a crashed run's is a failure
// saying so), with the session's tally so far (runs in flight, ended,
// crashed: the accounting core/api/remote's Run keeps for the CLI); For is
// the screen that started the experiment.
type ExperimentResult struct {
	actions.Own
	For    string
	Result experiment.Result
	Tally  tally.Tally
}

// ExperimentEnded says the experiment's runs are over: all done, or
// refused (Refused says why; the lane stopped and the runs not done stay
// to do).
type ExperimentEnded struct {
	actions.Own
	For     string
	Refused string
}

// Screen implements actions.Routed.
func (a ExperimentResult) Screen() string { return a.For }

// Screen implements actions.Routed.
func (a ExperimentEnded) Screen() string { return a.For }

// LabOptions are a session's settings: the lane's workers and the memory
// budget of a run whose request leaves it to the service.
type LabOptions struct {
	Workers     int
	MemoryBytes int64
}

// labRunner is the store's runner (made on first use).
func (s *Store) labRunner() *LabRunner {
	if s.lab == nil {
		s.lab = &LabRunner{s: s, inFlight: map[RunID]*flight{}}
	}
	return s.lab
}

// Running reports whether an experiment runs.
func (r *LabRunner) Running() bool { return r.running }

// Start runs runs (an experiment's, or those a resumed one has left) for
// screen: the lane is resized to o.Workers and the first runs start. A
// start while running is ignored.
func (r *LabRunner) Start(screen string, runs []experiment.Run, o LabOptions) []Effect {
	if r.running {
		return nil
	}
	r.screen, r.running = screen, true
	r.todo = append([]experiment.Run(nil), runs...)
	r.workers, r.memory = max(o.Workers, 1), o.MemoryBytes
	r.tally = tally.New(len(runs))
	return append(r.resizeLane(), r.fill()...)
}

// Stop ends the runs at once: the lane's workers are terminated and the
// runs in flight dropped (their ends are ignored); they have no final
// result, so a resumed experiment runs them again.
func (r *LabRunner) Stop() []Effect {
	if !r.running {
		return nil
	}
	r.running, r.todo = false, nil
	return r.stopLane()
}

// Resize sets the lane's number of workers; a running experiment uses it
// at once.
func (r *LabRunner) Resize(k int) []Effect {
	r.workers = max(k, 1)
	if !r.running {
		return nil
	}
	return append(r.resizeLane(), r.fill()...)
}

// fill starts runs until the lane holds InFlightPerWorker per worker, and
// ends the experiment when nothing is left to run or running.
func (r *LabRunner) fill() []Effect { return append(r.startRuns(), r.finish()...) }

// startRuns starts runs until the lane holds InFlightPerWorker per worker.
func (r *LabRunner) startRuns() []Effect {
	var fx []Effect
	for r.running && len(r.inFlight) < InFlightPerWorker*r.workers && len(r.todo) > 0 {
		run := r.todo[0]
		r.todo = r.todo[1:]
		fl := &flight{run: run}
		var c call
		switch {
		case run.Solve != nil:
			req := *run.Solve
			if req.MaxMemoryBytes == 0 {
				req.MaxMemoryBytes = r.memory
			}
			c = newCall(solveCall, PathSolve, req)
		case run.Match != nil:
			req := *run.Match
			if req.MaxMemoryBytes == 0 {
				req.MaxMemoryBytes = r.memory
			}
			fl.lines = &experiment.MatchLines{}
			c = newCall(matchCall, PathTournament, req)
		default:
			continue
		}
		id, f := r.s.runIn(LaneLab, r.screen, "experiment", c)
		r.inFlight[id] = fl
		r.tally.Try(run.Index)
		fx = append(fx, f...)
	}
	return fx
}

// finish ends the experiment when nothing is left to run or running: the
// workers are recycled after big runs, and the screen told.
func (r *LabRunner) finish() []Effect {
	var fx []Effect
	if r.running && len(r.inFlight) == 0 && len(r.todo) == 0 {
		r.running = false
		if r.tally.PeakMemory >= RecycleAbove {
			fx = append(fx, r.stopLane()...)
		}
		fx = append(fx, r.s.toScreen(r.screen, ExperimentEnded{For: r.screen})...)
	}
	return fx
}

// reduce takes the controller's action of one of the runner's runs.
func (r *LabRunner) reduce(a actions.Action) []Effect {
	switch a := a.(type) {
	case RunProgress:
		if fl := r.inFlight[a.ID]; fl != nil && fl.lines != nil && a.Match != nil {
			fl.lines.Add(*a.Match)
		}
	case RunEnded:
		return r.ended(a)
	}
	return nil
}

// ended takes a run's end: a result goes to the screen, a crash as a run
// that failed (its worker was replaced; the experiment goes on), a
// stopped run back to the queue, a refusal stops the experiment.
func (r *LabRunner) ended(a RunEnded) []Effect {
	fl, ok := r.inFlight[a.ID]
	if !ok {
		return nil
	}
	delete(r.inFlight, a.ID)
	var res experiment.Result
	switch end := a.End.(type) {
	case Done:
		res = experiment.Result{Index: fl.run.Index, Solve: end.Response}
		if fl.lines != nil {
			m := fl.lines.Result()
			res = experiment.Result{Index: fl.run.Index, Match: &m}
		}
		if end.Response != nil {
			r.tally.Memory(end.Response.Stats.MemoryBytes)
		}
		r.tally.End(fl.run.Index, "", true)
	case Crashed:
		r.tally.Crash(fl.run.Index)
		res = experiment.Failed(fl.run, fmt.Errorf("crashed: the solver worker died (%s); it was replaced", end.Why))
	case Refused:
		// No worker can run it (the solver does not load): stop, say why.
		r.running, r.todo = false, nil
		return append(r.stopLane(), r.s.toScreen(r.screen, ExperimentEnded{For: r.screen, Refused: end.Why})...)
	default: // Stopped (by someone else): run it again
		r.tally.Lost(fl.run.Index, "", true)
		r.todo = append([]experiment.Run{fl.run}, r.todo...)
		return r.fill()
	}
	if !r.running {
		return nil
	}
	fx := r.startRuns()
	fx = append(fx, r.s.toScreen(r.screen, ExperimentResult{For: r.screen, Result: res, Tally: r.tally})...)
	return append(fx, r.finish()...)
}

// resizeLane is the effect that sizes the lane (a solver without lanes
// has none).
func (r *LabRunner) resizeLane() []Effect {
	lanes, ok := r.s.deps.Solver.(Lanes)
	if !ok {
		return nil
	}
	k := r.workers
	return []Effect{func() { lanes.Resize(LaneLab, k) }}
}

// stopLane forgets the runs in flight and stops the lane's workers at
// once (with a solver without lanes, each call).
func (r *LabRunner) stopLane() []Effect {
	var calls []CallID
	for id := range r.inFlight {
		if lr := r.s.runs.live[id]; lr != nil {
			calls = append(calls, lr.callID)
			delete(r.s.runs.live, id)
		}
	}
	r.inFlight = map[RunID]*flight{}
	solver := r.s.deps.Solver
	return []Effect{func() {
		if lanes, ok := solver.(Lanes); ok {
			lanes.StopLane(LaneLab)
			return
		}
		for _, c := range calls {
			if solver != nil {
				solver.Stop(c)
			}
		}
	}}
}

// runIn registers a run of one call in lane and returns the effect that
// starts it.
func (s *Store) runIn(lane Lane, screen, tag string, c call) (RunID, []effect) {
	if s.runs.live == nil {
		s.runs.live = map[RunID]*liveRun{}
	}
	r := &liveRun{id: RunID(s.runs.nextID()), screen: screen, tag: tag, calls: []call{c}, lane: lane}
	s.runs.live[r.id] = r
	return r.id, s.startCall(r)
}

// deliver hands a run's action to whoever started it: the Lab lane's runs
// are the runner's, the others their screen's.
func (s *Store) deliver(r *liveRun, a actions.Action) []effect {
	if r.lane == LaneLab && s.lab != nil {
		return s.lab.reduce(a)
	}
	return s.toScreen(r.screen, a)
}
