package store

import (
	"fmt"
	"strconv"

	"searchlab/core/registry"
	corewire "searchlab/core/wire"
	"searchlab/wasm/app/i18n"
)

// SolverPanel is the state of the shared solver panel, written once and
// held by every screen that runs single-agent searches (npuzzlescreen.State,
// bloxorzscreen.State): the algorithms offered and the one chosen, the
// parameter texts, the budgets and seed, the run in progress or last
// finished, and the compare queue. The panel's components draw it; its
// settings change through the methods below, its runs through ReduceRun
// (panel_run.go).
type SolverPanel struct {
	Catalog   []registry.AlgorithmInfo
	Algorithm string
	Params    map[string]map[string]string // algorithm id → parameter → text
	Seed      int64
	MaxNodes  int64
	TimeoutMS int64

	// Unavailable is what cannot run on the board shown (the store fills
	// it for a screen that says its board, PanelBoarder, from
	// Deps.Unavailable): the forms disable it with the reason.
	Unavailable []registry.Unavailable

	Run        RunState
	CompareSet []string // algorithms ticked for Compare, in catalog order
	Comparing  []string // algorithms still queued in a running comparison
	CompareIDs []int64  // history ids of the last comparison's runs

	// Step is the step mode's view (panel_step.go): a search the solver's
	// worker keeps alive and steps when asked, in session.
	Step *StepView
	stepping
	// Replay is the trace shown by the replay view: the last run's (runs
	// record one unless NoTrace) or the step mode's.
	Replay *Replay
	// NoTrace: runs record no trace; TraceEvents is how many events they
	// record (0: DefaultTraceEvents).
	NoTrace     bool
	TraceEvents int

	queue     []corewire.Request // the requests of the run in progress (panel_run.go)
	replayRun RunID              // the run whose trace Replay holds
}

// AlgorithmInfo returns the registry entry of the chosen algorithm.
func (p *SolverPanel) AlgorithmInfo() (registry.AlgorithmInfo, bool) {
	return FindAlgo(p.Catalog, p.Algorithm)
}

// ParamValue returns the text of a parameter of algo (its default when the
// user has not set it).
func (p *SolverPanel) ParamValue(algo string, prm registry.Param) string {
	if v, ok := p.Params[algo][prm.Name]; ok {
		return v
	}
	return DefaultText(prm)
}

// Applies reports whether prm of the algorithm info applies to the values
// the form holds now (api.AlgorithmInfo.Applies: partition only with the
// pdb heuristic); the form shows only what applies.
func (p *SolverPanel) Applies(info registry.AlgorithmInfo, prm registry.Param) bool {
	return info.Applies(prm, func(q registry.Param) string { return p.ParamValue(info.ID, q) })
}

// Refused returns why option of parameter param of algo cannot run on the
// board shown (param and option "": the algorithm itself), if it cannot.
func (p *SolverPanel) Refused(algo, param, option string) (reason string, refused bool) {
	return registry.Refused(p.Unavailable, algo, param, option)
}

// DefaultText is the registry's default of prm as a form shows it ("" when
// it has none): api.DefaultText.
func DefaultText(prm registry.Param) string { return registry.DefaultText(prm) }

// RequestParams are algo's parameters as a request carries them, parsed and
// checked by the API (api.ParamsFromText).
func (p *SolverPanel) RequestParams(algo string) (registry.AlgorithmInfo, map[string]any, error) {
	info, ok := FindAlgo(p.Catalog, algo)
	if !ok {
		return info, nil, fmt.Errorf("unknown algorithm %q", algo)
	}
	params, err := registry.ParamsFromText(info, func(prm registry.Param) string { return p.ParamValue(algo, prm) })
	return info, params, err
}

// SelectAlgorithm chooses id; false when the catalog lacks it.
func (p *SolverPanel) SelectAlgorithm(id string) bool {
	if _, ok := FindAlgo(p.Catalog, id); !ok {
		return false
	}
	p.Algorithm = id
	p.EndStepping()
	return true
}

// SetParam keeps the text of a parameter of the chosen algorithm.
func (p *SolverPanel) SetParam(name, value string) {
	p.EndStepping()
	if p.Params == nil {
		p.Params = map[string]map[string]string{}
	}
	if p.Params[p.Algorithm] == nil {
		p.Params[p.Algorithm] = map[string]string{}
	}
	p.Params[p.Algorithm][name] = value
}

// SetBudget sets the node and time budgets (0: the API's default).
func (p *SolverPanel) SetBudget(maxNodes, timeoutMS int64) {
	p.MaxNodes, p.TimeoutMS = max(maxNodes, 0), max(timeoutMS, 0)
}

// ToggleCompare ticks or unticks an algorithm for Compare, keeping the
// catalog's order.
func (p *SolverPanel) ToggleCompare(id string) {
	set := map[string]bool{}
	for _, x := range p.CompareSet {
		set[x] = true
	}
	set[id] = !set[id]
	p.CompareSet = nil
	for _, a := range p.Catalog {
		if set[a.ID] {
			p.CompareSet = append(p.CompareSet, a.ID)
		}
	}
}

// CompareQueue keeps the known algorithms of ids, in order.
func (p *SolverPanel) CompareQueue(ids []string) []string {
	var q []string
	for _, id := range ids {
		if _, ok := FindAlgo(p.Catalog, id); ok {
			q = append(q, id)
		}
	}
	return q
}

// Clone copies the panel deeply enough that the caller can keep it.
func (p SolverPanel) Clone() SolverPanel {
	c := p
	c.Catalog = append([]registry.AlgorithmInfo(nil), p.Catalog...)
	c.Params = make(map[string]map[string]string, len(p.Params))
	for k, m := range p.Params {
		c.Params[k] = CopyMap(m)
	}
	c.CompareSet = append([]string(nil), p.CompareSet...)
	c.Comparing = append([]string(nil), p.Comparing...)
	c.CompareIDs = append([]int64(nil), p.CompareIDs...)
	c.Unavailable = append([]registry.Unavailable(nil), p.Unavailable...)
	c.Run.Figures = append([]Figure(nil), p.Run.Figures...)
	if p.Step != nil {
		v := *p.Step
		v.Moves = append([]string(nil), p.Step.Moves...)
		c.Step = &v
	}
	c.Replay = p.Replay.Clone()
	c.queue, c.stepping = nil, stepping{}
	return c
}

// LoadRunSettings takes a history entry's algorithm, parameters, seed and
// budgets (an algorithm the catalog lacks keeps the current one).
func (p *SolverPanel) LoadRunSettings(h Entry) {
	if p.SelectAlgorithm(h.Algorithm) {
		if p.Params == nil {
			p.Params = map[string]map[string]string{}
		}
		p.Params[h.Algorithm] = CopyMap(h.Params)
	}
	p.Seed, p.MaxNodes, p.TimeoutMS = h.Seed, h.MaxNodes, h.TimeoutMS
}

// TakeLink takes a share link's algorithm and parameter texts ("" keeps
// the chosen ones); for an algorithm the catalogue lacks it keeps the
// chosen one and returns the notice that says so, in l.
func (p *SolverPanel) TakeLink(l i18n.Lang, algo string, params map[string]string) (notice string) {
	if algo == "" {
		return ""
	}
	if _, ok := FindAlgo(p.Catalog, algo); !ok {
		chosen := p.Algorithm
		if info, ok := FindAlgo(p.Catalog, chosen); ok {
			chosen = l.AlgorithmName(info.ID, info.Name)
		}
		return l.T("link.unknown_algo", "algo", strconv.Quote(algo), "chosen", chosen)
	}
	p.Algorithm = algo
	if p.Params == nil {
		p.Params = map[string]map[string]string{}
	}
	p.Params[algo] = CopyMap(params)
	p.EndStepping()
	return ""
}

// ForgetResult drops the last run's result, statistics, outcome and
// replay (a run still going keeps them): the board, its size, the goal or
// the stage changed, and a result for the old one must not stay up (issue
// 13 item 4).
func (p *SolverPanel) ForgetResult() {
	if p.Run.Active {
		return
	}
	p.Run = RunState{ID: p.Run.ID}
	p.CompareIDs = nil
	if p.Replay != nil && p.Replay.Source == FromRun {
		p.Replay = nil
	}
}

// TraceRequest is what a run of the panel asks for its trace (nil: none).
func (p *SolverPanel) TraceRequest() *corewire.TraceRequest {
	if p.NoTrace {
		return nil
	}
	n := p.TraceEvents
	if n <= 0 || n > corewire.MaxTraceEvents {
		n = DefaultTraceEvents
	}
	return &corewire.TraceRequest{MaxEvents: n}
}

// CopyMap copies a map of parameter texts (nil for an empty one).
func CopyMap(m map[string]string) map[string]string {
	if len(m) == 0 {
		return nil
	}
	c := make(map[string]string, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}
