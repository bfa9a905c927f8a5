package store

import (
	"searchlab/core/registry"
	corewire "searchlab/core/wire"
)

// The runs of an experiment (the Lab) go to the solver's Lab lane
// (LaneLab): calls like a screen's, many at once, one per worker of a
// pool that stays alive across runs; calls beyond the workers wait in the
// lane's queue. Only the run controller starts them (Host.RunPooled,
// MatchPooled, StopPooled).

// RunPooled starts req in the Lab's lane under the screen's tag: like Run
// with one request, except that many such runs may be in flight at once.
func (h host) RunPooled(tag string, req corewire.Request) (RunID, []Effect) {
	return h.s.runIn(LaneLab, h.screen, tag, newCall(solveCall, PathSolve, req))
}

// MatchPooled plays a match in the Lab's lane, as PlayMatch does in the
// screens'.
func (h host) MatchPooled(tag string, req registry.MatchRequest) (RunID, []Effect) {
	return h.s.runIn(LaneLab, h.screen, tag, newCall(matchCall, PathTournament, req))
}

// StopPooled ends every run of the screen in the Lab's lane at once: the
// lane's workers are all terminated (Lanes.StopLane; with a solver
// without lanes, each call is stopped) and each run gets RunEnded with
// Stopped.
func (h host) StopPooled() []Effect { return h.s.stopLane(LaneLab, h.screen) }

// ResizePool sets the number of workers of the Lab's lane (an effect).
func (h host) ResizePool(k int) []Effect {
	lanes, ok := h.s.deps.Solver.(Lanes)
	if !ok {
		return nil
	}
	return []Effect{func() { lanes.Resize(LaneLab, max(k, 1)) }}
}

func (s *Store) runIn(lane Lane, screen, tag string, c call) (RunID, []effect) {
	if s.runs.live == nil {
		s.runs.live = map[RunID]*liveRun{}
	}
	r := &liveRun{id: RunID(s.runs.nextID()), screen: screen, tag: tag, calls: []call{c}, lane: lane}
	s.runs.live[r.id] = r
	return r.id, s.startCall(r)
}

// stopLane ends screen's runs in lane; the lane stops all its workers
// once, whoever's runs they are (only the Lab runs in LaneLab).
func (s *Store) stopLane(lane Lane, screen string) []effect {
	var evs []RunEnded
	var calls []CallID
	for id, r := range s.runs.live {
		if r.lane == lane && r.screen == screen {
			delete(s.runs.live, id)
			calls = append(calls, r.callID)
			evs = append(evs, RunEnded{For: r.screen, ID: r.id, Tag: r.tag, Index: r.index, Last: true, End: Stopped{}})
		}
	}
	solver := s.deps.Solver
	fx := []effect{func() {
		if lanes, ok := solver.(Lanes); ok {
			lanes.StopLane(lane)
			return
		}
		for _, c := range calls {
			if solver != nil {
				solver.Stop(c)
			}
		}
	}}
	for _, ev := range evs {
		fx = append(fx, func() { s.Dispatch(ev) })
	}
	return fx
}
