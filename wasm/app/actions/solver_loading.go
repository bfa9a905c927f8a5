package actions

// SolverLoading says whether the solver's code (the worker's wasm binary)
// is still downloading and compiling: the page is interactive before it
// is, and a run asked for meanwhile waits for it (web/boot.mjs starts the
// solver once the page is up). The browser glue sends it.
type SolverLoading struct{ Loading bool }

func (SolverLoading) isAction() {}
