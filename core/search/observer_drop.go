package search

// ObserverDropper is a search that can stop calling its observer
// mid-run. A traced run observes its search only to record its trace, and
// a trace ends at its cap (100,000 events by default) while the search may
// go on for millions of nodes: a search with an observer takes its slower,
// event-making path (IDA*'s general child path, the events' heuristic
// values), so past the cap the recorder drops the observer and the search
// goes on as fast as an untraced one. Dropping is safe from inside the
// observer: engines test their observer where they call it, so the next
// event is simply not made.
type ObserverDropper interface {
	DropObserver()
}

// DropObserver stops the search's events (ObserverDropper): every
// systematic search (they embed base).
func (b *base[S, A]) DropObserver() { b.obs = nil }

// DropObserver stops BULB's events (ObserverDropper).
func (b *BULB[S, A]) DropObserver() { b.obs = nil }

// DropObserver stops IDDFS's events (ObserverDropper).
func (it *IDDFS[S, A]) DropObserver() { it.dls.DropObserver() }
