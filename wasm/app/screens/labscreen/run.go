package labscreen

import (
	"fmt"
	"sort"
	"time"

	"searchlab/core/experiment"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// tag is the Lab's runs' tag in the run controller.
const tag = "lab"

// queuedPerWorker is how many runs the Lab keeps in the pool per worker:
// one running and one waiting in the pool's queue, so a worker starts its
// next run as soon as it ends one, without waiting for the page's thread.
const queuedPerWorker = 2

// RunMemory is the memory budget of a run whose spec leaves it to the
// service (max_memory_bytes 0) when the pool has workers workers: each
// worker holds one run at a time and the collector may let a worker's heap
// reach about twice its live memory, so k × the budget must fit a browser
// tab beside the page. The Lab gives 1 GiB of budgets in all, from 64 MiB
// to 256 MiB a run (the CLI's default is 2 GiB, a worker's alone 512 MiB).
func RunMemory(workers int) int64 {
	const total, least, most = 1 << 30, 64 << 20, 256 << 20
	m := int64(total/max(workers, 1)) &^ (1<<20 - 1)
	return min(max(m, least), most)
}

// start runs the draft as a new experiment.
func (sc *Screen) start() []store.Effect {
	s := sc.s
	if e := s.Exp; e != nil && e.running {
		return nil
	}
	if s.Plan == nil {
		sc.h.Notice(actions.NoticeError, sc.h.Lang().T("lab.notice.cannot_run", "problem", s.problemIn(sc.h.Lang())))
		return nil
	}
	spec, _ := s.Plan.Spec.Encode()
	now := sc.h.Now()
	rec := Record{ID: sc.newID(now), Name: s.Plan.Spec.Name, Game: s.Plan.Spec.Game, Created: now.UTC().Format(time.RFC3339),
		Spec: spec, Runs: len(s.Plan.Runs), Workers: s.Workers, MemoryBytes: RunMemory(s.Workers)}
	s.Exp, s.Page = newExp(rec, s.Plan, nil), 0
	return sc.run(s.Exp)
}

// newID names a new experiment.
func (sc *Screen) newID(now time.Time) string {
	if sc.d.NewID != nil {
		return sc.d.NewID(now)
	}
	id := "exp-" + now.UTC().Format("20060102-150405.000")
	for _, r := range sc.s.Past {
		if r.ID == id {
			return fmt.Sprintf("%s-%d", id, len(sc.s.Past))
		}
	}
	return id
}

// run starts (or resumes) e's runs that have no final result.
func (sc *Screen) run(e *Exp) []store.Effect {
	now := sc.h.Now()
	e.running, e.stopping, e.Status = true, false, StatusRunning
	e.pending = e.todo()
	e.since, e.doneThen, e.wallThen, e.crashed, e.peakMem = now, len(e.results), e.WallMS, 0, 0
	e.Workers = sc.s.Workers
	if e.MemoryBytes == 0 {
		e.MemoryBytes = RunMemory(e.Workers)
	}
	sc.h.Notice(actions.NoticeNote, "")
	fx := append(sc.put(e.Record), sc.h.ResizePool(sc.s.Workers)...)
	return append(fx, sc.fill(e)...)
}

// fill starts runs until the pool holds queuedPerWorker per worker, and
// ends the experiment when nothing is left to run or running.
func (sc *Screen) fill(e *Exp) []store.Effect {
	var fx []store.Effect
	for e.running && len(e.inFlight) < queuedPerWorker*sc.s.Workers && len(e.pending) > 0 {
		i := e.pending[0]
		e.pending = e.pending[1:]
		run := e.plan.Runs[i]
		fl := &flight{index: i}
		var id store.RunID
		var f []store.Effect
		switch {
		case run.Solve != nil:
			req := *run.Solve
			if req.MaxMemoryBytes == 0 {
				req.MaxMemoryBytes = e.MemoryBytes
			}
			id, f = sc.h.RunPooled(tag, req)
		case run.Match != nil:
			req := *run.Match
			if req.MaxMemoryBytes == 0 {
				req.MaxMemoryBytes = e.MemoryBytes
			}
			fl.lines = &experiment.MatchLines{}
			id, f = sc.h.MatchPooled(tag, req)
		default:
			continue
		}
		e.inFlight[id] = fl
		fx = append(fx, f...)
	}
	if e.running && len(e.inFlight) == 0 && len(e.pending) == 0 {
		fx = append(fx, sc.halt(e, StatusFinished)...)
	}
	return fx
}

// progress keeps a match's lines (its games come in them).
func (sc *Screen) progress(a store.RunProgress) {
	if e := sc.s.Exp; e != nil && a.Match != nil {
		if fl := e.inFlight[a.ID]; fl != nil && fl.lines != nil {
			fl.lines.Add(*a.Match)
		}
	}
}

// ended takes a run's end: a result is kept and saved, a crash kept as a
// run that failed (its worker was replaced; the experiment goes on), and
// the next runs start.
func (sc *Screen) ended(a store.RunEnded) []store.Effect {
	e := sc.s.Exp
	if e == nil {
		return nil
	}
	fl, ok := e.inFlight[a.ID]
	if !ok {
		return nil // a run stopped or of an experiment no longer shown
	}
	delete(e.inFlight, a.ID)
	run := e.plan.Runs[fl.index]
	var res experiment.Result
	switch end := a.End.(type) {
	case store.Done:
		res = experiment.Result{Index: fl.index, Solve: end.Response}
		if fl.lines != nil {
			m := fl.lines.Result()
			res = experiment.Result{Index: fl.index, Match: &m}
		}
	case store.Crashed:
		e.crashed++
		res = experiment.Failed(run, fmt.Errorf("crashed: the solver worker died (%s); it was replaced", end.Why))
	case store.Refused:
		// No worker can run it (the solver does not load): stop, say why.
		e.pending = insertSorted(e.pending, fl.index)
		sc.h.Notice(actions.NoticeError, sc.h.Lang().T("lab.notice.refused", "why", end.Why))
		return sc.halt(e, StatusStopped)
	default: // Stopped (by someone else): run it again
		e.pending = insertSorted(e.pending, fl.index)
		return sc.fill(e)
	}
	return append(sc.keep(e, res), sc.fill(e)...)
}

// keep keeps a result and saves it.
func (sc *Screen) keep(e *Exp, res experiment.Result) []store.Effect {
	res = experiment.Compact(res)
	if res.Solve != nil {
		e.peakMem = max(e.peakMem, res.Solve.Stats.MemoryBytes)
	}
	if !e.keep(res) {
		return nil
	}
	e.Done = len(e.results)
	arch, id, h := sc.d.Archive, e.ID, sc.h
	return []store.Effect{func() {
		arch.Add(id, res, func(err error) {
			if err != nil {
				h.Dispatch(saveFailed{err: err})
			}
		})
	}}
}

// stop ends the experiment's runs at once (the pool's workers are
// terminated); the runs in flight go back to the runs to do, so Resume
// does them.
func (sc *Screen) stop() []store.Effect {
	e := sc.s.Exp
	if e == nil || !e.running {
		return nil
	}
	for _, fl := range e.inFlight {
		e.pending = insertSorted(e.pending, fl.index)
	}
	e.inFlight = map[store.RunID]*flight{}
	return append(sc.h.StopPooled(), sc.halt(e, StatusStopped)...)
}

// halt ends a session of e with status: the time it ran is added, the
// record saved, the figures brought up to date and the past experiments
// listed again.
func (sc *Screen) halt(e *Exp, status string) []store.Effect {
	now := sc.h.Now()
	e.WallMS = e.elapsedMS(now)
	e.running, e.stopping = false, false
	e.Status = status
	if status == StatusFinished && len(e.results) < e.Runs {
		e.Status = StatusStopped
	}
	e.derive(now, true)
	fx := append(sc.put(e.Record), sc.list())
	if status == StatusFinished && e.peakMem >= releaseAbove {
		// A worker's WebAssembly memory never shrinks: after big runs,
		// fresh workers give it back to the tab.
		fx = append(fx, sc.h.StopPooled()...)
	}
	return fx
}

// releaseAbove is the memory of a run from which the pool's workers are
// replaced by fresh ones when the experiment ends.
const releaseAbove = 32 << 20

// resume continues the experiment id: the one shown, or one kept in the
// archive (its results are read first).
func (sc *Screen) resume(id string) []store.Effect {
	if e := sc.s.Exp; e != nil && e.ID == id {
		if e.running {
			return nil
		}
		return sc.run(e)
	}
	if e := sc.s.Exp; e != nil && e.running {
		sc.h.Notice(actions.NoticeError, sc.h.Lang().T("lab.notice.busy"))
		return nil
	}
	return sc.open(id, true)
}

// setWorkers sets the pool's size; a running experiment uses it at once.
func (sc *Screen) setWorkers(k int) []store.Effect {
	k = min(max(k, 1), MaxWorkers)
	if _, bad := sc.s.Bad["lab-workers"]; bad {
		delete(sc.s.Bad, "lab-workers")
		sc.setDraft(sc.s.Draft)
	}
	if k == sc.s.Workers {
		return nil
	}
	sc.s.Workers = k
	sc.s.formVersion++
	if p := sc.s.Plan; p != nil {
		sc.s.cli = Command(p.Spec, k)
	}
	fx := sc.h.Save(KeyWorkers, k)
	if e := sc.s.Exp; e != nil && e.running {
		e.Workers = k
		fx = append(fx, sc.h.ResizePool(k)...)
		fx = append(fx, sc.fill(e)...)
	}
	return fx
}

// insertSorted adds i to a sorted list.
func insertSorted(xs []int, i int) []int {
	j := sort.SearchInts(xs, i)
	if j < len(xs) && xs[j] == i {
		return xs
	}
	xs = append(xs, 0)
	copy(xs[j+1:], xs[j:])
	xs[j] = i
	return xs
}
