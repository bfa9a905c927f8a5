package store

import (
	"testing"

	"searchlab/core/registry"
	corewire "searchlab/core/wire"
)

// pool is a fake Solver with lanes (store.Lanes): the wire's calls, and
// the resizes and StopLane calls it got.
type pool struct {
	wire
	sizes []int
	stops []Lane
}

func (p *pool) Resize(lane Lane, k int) {
	if lane == LaneLab {
		p.sizes = append(p.sizes, k)
	}
}
func (p *pool) StopLane(lane Lane) { p.stops = append(p.stops, lane) }

// inLane are the calls of lane.
func (w *wire) inLane(lane Lane) []*wireCall {
	var out []*wireCall
	for _, c := range w.calls {
		if c.lane == lane {
			out = append(out, c)
		}
	}
	return out
}

// do runs a host call under the store's lock, then its effects.
func do(s *Store, f func() []Effect) {
	s.mu.Lock()
	fx := f()
	s.mu.Unlock()
	for _, e := range fx {
		e()
	}
}

// Pooled runs go to the Lab's lane, not the screens', many at once, and
// end one by one as their calls do; StopPooled ends the rest at once with
// one StopLane, and their late ends are dropped.
func TestPooledRuns(t *testing.T) {
	pl := &pool{}
	s, p := newProbe(t, pl)
	ids := map[RunID]bool{}
	for i := range 3 {
		do(s, func() []Effect {
			id, fx := p.h.RunPooled("lab", corewire.Request{Game: "probe", Board: string(rune('1' + i)), Algorithm: "bfs"})
			ids[id] = true
			return fx
		})
	}
	do(s, func() []Effect {
		id, fx := p.h.MatchPooled("lab", registry.MatchRequest{Game: "othello", Games: 2})
		ids[id] = true
		return fx
	})
	if len(pl.inLane(LaneScreens)) != 0 || len(pl.inLane(LaneLab)) != 4 || len(ids) != 4 || s.Running() != 4 {
		t.Fatalf("%d screen calls, %d Lab calls, %d ids, %d running; want 0, 4, 4, 4", len(pl.inLane(LaneScreens)), len(pl.inLane(LaneLab)), len(ids), s.Running())
	}
	if pl.calls[3].path != PathTournament || pl.calls[0].request(t).Board != "1" {
		t.Errorf("calls %s %s", pl.calls[3].path, pl.calls[0].body)
	}
	// The second run ends first: runs in flight are independent.
	pl.calls[1].final(3)
	pl.calls[1].onEnd(Done{})
	ends := endsOf(p)
	if len(ends) != 1 || !ends[0].Last || ends[0].End.(Done).Response.Length != 3 {
		t.Fatalf("ends %#v", ends)
	}
	do(s, func() []Effect { return p.h.ResizePool(0) })
	if len(pl.sizes) != 1 || pl.sizes[0] != 1 {
		t.Errorf("resizes %v, want [1] (at least one worker)", pl.sizes)
	}
	p.got = nil
	do(s, p.h.StopPooled)
	ends = endsOf(p)
	if len(pl.stops) != 1 || pl.stops[0] != LaneLab || len(ends) != 3 || s.Running() != 0 {
		t.Fatalf("StopLane %v, %d ends, %d running; want [lab], 3, 0", pl.stops, len(ends), s.Running())
	}
	for _, e := range ends {
		if _, ok := e.End.(Stopped); !ok || !e.Last || !ids[e.ID] {
			t.Errorf("end %#v, want Stopped", e)
		}
	}
	pl.calls[0].onEnd(Stopped{}) // the pool's own end comes late: dropped
	pl.calls[2].final(1)
	if len(endsOf(p)) != 3 {
		t.Errorf("late ends reached the screen: %#v", p.got)
	}
}

// With a solver without lanes (store.Lanes), StopPooled stops each of the
// screen's Lab runs by its call, and ResizePool does nothing.
func TestPooledRunsWithoutLanes(t *testing.T) {
	w := &wire{stopEnds: true}
	s, p := newProbe(t, w)
	for i := range 2 {
		do(s, func() []Effect {
			_, fx := p.h.RunPooled("lab", corewire.Request{Game: "probe", Board: string(rune('1' + i)), Algorithm: "bfs"})
			return fx
		})
	}
	if fx := p.h.ResizePool(3); fx != nil {
		t.Errorf("ResizePool without lanes gave %d effects", len(fx))
	}
	do(s, p.h.StopPooled)
	if len(w.stops) != 2 || len(endsOf(p)) != 2 || s.Running() != 0 {
		t.Errorf("stops %v, ends %#v, %d running; want 2 stops, 2 ends, none running", w.stops, endsOf(p), s.Running())
	}
}

// A pooled run's lines and end do not wake the listeners (the page's
// redraw): the screen redraws from its Tick. A solver run's do.
func TestPooledCallbacksAreQuiet(t *testing.T) {
	pl := &pool{}
	w := &pl.wire
	s, p := newProbe(t, pl)
	woken := 0
	s.Subscribe(func() { woken++ })
	do(s, func() []Effect {
		_, fx := p.h.RunPooled("lab", corewire.Request{Game: "probe", Board: "1", Algorithm: "bfs"})
		return fx
	})
	pl.calls[0].onLine(`{"progress":{"expanded":3}}`)
	pl.calls[0].final(2)
	pl.calls[0].onEnd(Done{})
	if woken != 0 || len(endsOf(p)) != 1 {
		t.Errorf("a pooled run woke the listeners %d times (ends %d); want 0 (and its end delivered)", woken, len(endsOf(p)))
	}
	run(s, p, "solo", corewire.Request{Game: "probe", Board: "1", Algorithm: "bfs"})
	w.last().final(2)
	w.last().onEnd(Done{})
	if woken != 2 {
		t.Errorf("a solver run woke the listeners %d times, want 2 (its line and its end)", woken)
	}
}
