package labscreen

import (
	"fmt"
	"time"

	"searchlab/core/experiment"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

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

// run starts (or resumes) e's runs that have no final result in the
// store's experiment runner.
func (sc *Screen) run(e *Exp) []store.Effect {
	now := sc.h.Now()
	e.running, e.Status = true, StatusRunning
	e.since, e.doneThen, e.wallThen, e.crashed, e.inFlight = now, len(e.results), e.WallMS, 0, 0
	e.Workers = sc.s.Workers
	if e.MemoryBytes == 0 {
		e.MemoryBytes = RunMemory(e.Workers)
	}
	sc.h.Notice(actions.NoticeNote, "")
	fx := sc.put(e.Record)
	return append(fx, sc.h.LabRunner().Start(ID, experiment.Pending(e.plan.Runs, e.results),
		store.LabOptions{Workers: e.Workers, MemoryBytes: e.MemoryBytes})...)
}

// result keeps a run's final result (the runner's ExperimentResult).
func (sc *Screen) result(a store.ExperimentResult) []store.Effect {
	e := sc.s.Exp
	if e == nil || !e.running {
		return nil
	}
	e.inFlight, e.crashed = a.Tally.Running, a.Tally.Crashed
	return sc.keep(e, a.Result)
}

// over ends the experiment when the runner says its runs are over: all
// done, or refused (the notice says why).
func (sc *Screen) over(a store.ExperimentEnded) []store.Effect {
	e := sc.s.Exp
	if e == nil || !e.running {
		return nil
	}
	if a.Refused != "" {
		sc.h.Notice(actions.NoticeError, sc.h.Lang().T("lab.notice.refused", "why", sc.h.Lang().Core(a.Refused)))
		return sc.halt(e, StatusStopped)
	}
	return sc.halt(e, StatusFinished)
}

// keep keeps a result and saves it.
func (sc *Screen) keep(e *Exp, res experiment.Result) []store.Effect {
	res = experiment.Compact(res)
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

// stop ends the experiment's runs at once (the runner terminates the
// lane's workers); the runs in flight have no final result, so Resume
// does them.
func (sc *Screen) stop() []store.Effect {
	e := sc.s.Exp
	if e == nil || !e.running {
		return nil
	}
	return append(sc.h.LabRunner().Stop(), sc.halt(e, StatusStopped)...)
}

// halt ends a session of e with status: the time it ran is added, the
// record saved, the figures brought up to date and the past experiments
// listed again.
func (sc *Screen) halt(e *Exp, status string) []store.Effect {
	now := sc.h.Now()
	e.WallMS = e.elapsedMS(now)
	e.running, e.inFlight = false, 0
	e.Status = status
	if status == StatusFinished && len(e.results) < e.Runs {
		e.Status = StatusStopped
	}
	e.derive(now, true)
	return append(sc.put(e.Record), sc.list())
}

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
		fx = append(fx, sc.h.LabRunner().Resize(k)...)
	}
	return fx
}
