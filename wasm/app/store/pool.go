package store

import (
	"searchlab/core/registry"
	corewire "searchlab/core/wire"
)

// Pool carries the runs of an experiment (the Lab): calls like Solver's,
// many at once, one per worker of a pool of solver workers that stay
// alive across runs (in the browser: globalThis.searchlabPool,
// web/worker-pool.mjs; in tests: storetest.RegistrySolver). Calls beyond
// the workers wait in the pool's queue. Only the run controller uses it
// (Host.RunPooled, MatchPooled, StopPooled).
type Pool interface {
	Solver
	// Resize sets the number of workers (at least 1).
	Resize(k int)
	// StopAll ends every call at once: every worker is terminated and
	// fresh ones start. The calls' onEnd may still come; the controller
	// ignores them.
	StopAll()
}

// RunPooled starts req in the pool under the screen's tag: like Run with
// one request, except that many pooled runs may be in flight at once.
func (h host) RunPooled(tag string, req corewire.Request) (RunID, []Effect) {
	return h.s.runPooled(h.screen, tag, newCall(solveCall, PathSolve, req))
}

// MatchPooled plays a match in the pool, as PlayMatch does in the solver.
func (h host) MatchPooled(tag string, req registry.MatchRequest) (RunID, []Effect) {
	return h.s.runPooled(h.screen, tag, newCall(matchCall, PathTournament, req))
}

// StopPooled ends every pooled run of the screen at once: the pool's
// workers are all terminated (Pool.StopAll) and each run gets RunEnded
// with Stopped.
func (h host) StopPooled() []Effect { return h.s.stopPooled(h.screen) }

// ResizePool sets the pool's number of workers (an effect).
func (h host) ResizePool(k int) []Effect {
	pool := h.s.deps.Pool
	if pool == nil {
		return nil
	}
	return []Effect{func() { pool.Resize(max(k, 1)) }}
}

func (s *Store) runPooled(screen, tag string, c call) (RunID, []effect) {
	if s.runs.live == nil {
		s.runs.live = map[RunID]*liveRun{}
	}
	r := &liveRun{id: RunID(s.runs.nextID()), screen: screen, tag: tag, calls: []call{c}, pooled: true}
	s.runs.live[r.id] = r
	return r.id, s.startCall(r)
}

// stopPooled ends screen's pooled runs; the pool stops all its workers
// once, whoever's runs they are (only the Lab runs there).
func (s *Store) stopPooled(screen string) []effect {
	var evs []RunEnded
	for id, r := range s.runs.live {
		if r.pooled && r.screen == screen {
			delete(s.runs.live, id)
			evs = append(evs, RunEnded{For: r.screen, ID: r.id, Tag: r.tag, Index: r.index, Last: true, End: Stopped{}})
		}
	}
	fx := []effect{func() {
		if s.deps.Pool != nil {
			s.deps.Pool.StopAll()
		}
	}}
	for _, ev := range evs {
		fx = append(fx, func() { s.Dispatch(ev) })
	}
	return fx
}
