package local

// DropObserver stops the local search's events (search.ObserverDropper:
// a traced run drops its observer once the trace is cut): every local
// search (they embed base).
func (b *base[S, A]) DropObserver() { b.obs = nil }
