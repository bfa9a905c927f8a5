package labscreen

import (
	"fmt"

	"searchlab/core/experiment"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// The past experiments: the archive's records, listed on the Lab's first
// tick and after every change; one is opened (its results read back),
// resumed or deleted. The archive answers through actions (listed,
// loaded, saveFailed, deleted), whenever it answers.

// list asks the archive for the records.
func (sc *Screen) list() store.Effect {
	arch, h := sc.d.Archive, sc.h
	return func() {
		arch.List(func(rs []Record, err error) { h.Dispatch(listed{records: rs, err: err}) })
	}
}

// put saves a record.
func (sc *Screen) put(r Record) []store.Effect {
	arch, h := sc.d.Archive, sc.h
	return []store.Effect{func() {
		arch.Put(r, func(err error) {
			if err != nil {
				h.Dispatch(saveFailed{err: err})
			}
		})
	}}
}

// open reads experiment id back (and resumes it when resume is set).
func (sc *Screen) open(id string, resume bool) []store.Effect {
	if e := sc.s.Exp; e != nil && e.running {
		if e.ID != id {
			sc.h.Notice(actions.NoticeError, sc.h.Lang().T("lab.notice.open_busy"))
		}
		return nil
	}
	arch, h := sc.d.Archive, sc.h
	return []store.Effect{func() {
		arch.Load(id, func(r Record, res []experiment.Result, err error) {
			h.Dispatch(loaded{rec: r, results: res, err: err, resume: resume})
		})
	}}
}

// delete forgets experiment id (not while it runs).
func (sc *Screen) delete(id string) []store.Effect {
	if e := sc.s.Exp; e != nil && e.ID == id && e.running {
		sc.h.Notice(actions.NoticeError, sc.h.Lang().T("lab.notice.delete_busy"))
		return nil
	}
	arch, h := sc.d.Archive, sc.h
	return []store.Effect{func() {
		arch.Delete(id, func(err error) { h.Dispatch(deleted{id: id, err: err}) })
	}}
}

// archived takes the archive's answers.
func (sc *Screen) archived(a Action) []store.Effect {
	s := sc.s
	switch a := a.(type) {
	case listed:
		if a.err != nil {
			if s.Saving == "" { // a result that was not saved matters more
				s.Saving = sc.h.Lang().T("lab.notice.list_failed", "err", a.err.Error())
				s.pastVersion++
			}
			return nil
		}
		s.Past = a.records
		s.pastVersion++
		if e := s.Exp; e != nil {
			for i, r := range s.Past {
				if r.ID == e.ID { // the one shown knows better while it runs
					s.Past[i].Done, s.Past[i].Status = e.Done, e.Status
				}
			}
		}
	case loaded:
		if a.err != nil {
			sc.h.Notice(actions.NoticeError, sc.h.Lang().T("lab.notice.read_failed", "err", a.err.Error()))
			return nil
		}
		if e := s.Exp; e != nil && e.running {
			return nil
		}
		spec, err := a.rec.SpecOf()
		var plan *experiment.Plan
		if err == nil {
			plan, err = experiment.NewPlan(sc.reg, spec)
		}
		if err != nil {
			sc.h.Notice(actions.NoticeError, sc.h.Lang().T("lab.notice.replan", "err", err.Error()))
			return nil
		}
		s.Exp, s.Page = newExp(a.rec, plan, a.results), 0
		s.Exp.derive(sc.h.Now(), true)
		if a.resume {
			return sc.run(s.Exp)
		}
	case saveFailed:
		s.pastVersion++
		s.Saving = sc.h.Lang().T("lab.notice.save_failed", "err", fmt.Sprint(a.err))
	case deleted:
		if a.err != nil {
			sc.h.Notice(actions.NoticeError, sc.h.Lang().T("lab.notice.delete_fail", "err", a.err.Error()))
			return nil
		}
		if e := s.Exp; e != nil && e.ID == a.id {
			s.Exp = nil
		}
		return []store.Effect{sc.list()}
	}
	return nil
}
