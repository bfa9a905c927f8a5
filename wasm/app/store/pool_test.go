package store

import (
	"testing"

	"searchlab/core/registry"
	corewire "searchlab/core/wire"
)

// pool is a fake Pool: the wire's calls, and the resizes and StopAll
// calls it got.
type pool struct {
	wire
	sizes    []int
	stopAlls int
}

func (p *pool) Resize(k int) { p.sizes = append(p.sizes, k) }
func (p *pool) StopAll()     { p.stopAlls++ }

// do runs a host call under the store's lock, then its effects.
func do(s *Store, f func() []Effect) {
	s.mu.Lock()
	fx := f()
	s.mu.Unlock()
	for _, e := range fx {
		e()
	}
}

// Pooled runs go to the pool, not the screens' solver, many at once, and
// end one by one as their calls do; StopPooled ends the rest at once with
// one StopAll, and their late ends are dropped.
func TestPooledRuns(t *testing.T) {
	w, pl := &wire{}, &pool{}
	s, p := newProbe(t, w)
	s.deps.Pool = pl
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
	if len(w.calls) != 0 || len(pl.calls) != 4 || len(ids) != 4 || s.Running() != 4 {
		t.Fatalf("%d solver calls, %d pool calls, %d ids, %d running; want 0, 4, 4, 4", len(w.calls), len(pl.calls), len(ids), s.Running())
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
	if pl.stopAlls != 1 || len(ends) != 3 || s.Running() != 0 {
		t.Fatalf("StopAll %d times, %d ends, %d running; want 1, 3, 0", pl.stopAlls, len(ends), s.Running())
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

// Without a pool a pooled run is refused with a sentence, and the
// screens' solver is left alone.
func TestPooledRunWithoutPool(t *testing.T) {
	w := &wire{}
	s, p := newProbe(t, w)
	do(s, func() []Effect {
		_, fx := p.h.RunPooled("lab", corewire.Request{Game: "probe", Board: "1", Algorithm: "bfs"})
		return fx
	})
	ends := endsOf(p)
	if len(w.calls) != 0 || len(ends) != 1 {
		t.Fatalf("%d solver calls, ends %#v", len(w.calls), ends)
	}
	if r, ok := ends[0].End.(Refused); !ok || r.Why == "" {
		t.Errorf("end %#v, want Refused with why", ends[0].End)
	}
}

// A pooled run's lines and end do not wake the listeners (the page's
// redraw): the screen redraws from its Tick. A solver run's do.
func TestPooledCallbacksAreQuiet(t *testing.T) {
	w, pl := &wire{}, &pool{}
	s, p := newProbe(t, w)
	s.deps.Pool = pl
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
