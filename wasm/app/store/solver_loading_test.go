package store

import (
	"testing"

	"searchlab/core/registry"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
)

// A run asked for while the solver's code still loads (the page is
// interactive before it is, web/boot.mjs) says that it waits for it, in
// both languages, until its first progress line arrives or the solver
// has loaded; the action the browser glue sends sets and clears it.
func TestStatusLineWhileTheSolverLoads(t *testing.T) {
	cat := []registry.AlgorithmInfo{{ID: "astar", Name: "A*"}}
	run := func(loading bool, lines int, lang i18n.Lang) string {
		st := State{Lang: lang, SolverLoading: loading, SolverPanel: SolverPanel{Catalog: cat,
			Run: RunState{Algorithm: "astar", Active: true, Lines: lines}}}
		return st.StatusLine()
	}
	for _, c := range []struct {
		loading bool
		lines   int
		lang    i18n.Lang
		want    string
	}{
		{true, 0, i18n.English, "The solver is loading… A* starts when it is ready."},
		{true, 0, i18n.Vietnamese, "Bộ giải đang tải… Tìm kiếm A* sẽ bắt đầu khi bộ giải sẵn sàng."}, // the registry's Vietnamese name,
		{true, 1, i18n.English, "Running A*…"},                                                       // a line arrived: it runs
		{false, 0, i18n.English, "Running A*…"},                                                      // loaded, waiting for its first line
	} {
		if got := run(c.loading, c.lines, c.lang); got != c.want {
			t.Errorf("loading %v, %d lines, %v: %q, want %q", c.loading, c.lines, c.lang, got, c.want)
		}
	}
	idle := State{SolverLoading: true}
	if got := idle.StatusLine(); got != "Ready." {
		t.Errorf("no run while the solver loads: %q, want Ready. (the page is usable)", got)
	}

	s := New(Deps{})
	s.Dispatch(actions.SolverLoading{Loading: true})
	if !s.State().SolverLoading {
		t.Errorf("SolverLoading{true} did not set the state")
	}
	s.Dispatch(actions.SolverLoading{Loading: false})
	if s.State().SolverLoading {
		t.Errorf("SolverLoading{false} did not clear the state")
	}
}
