package graphscreen

import (
	"strconv"

	"searchlab/core/graph"
	"searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// reducePanel hands the shared solver panel its actions (settings, runs,
// the step mode); the screen adds the solution of a stepped search and
// saves the settings.
func (s *Screen) reducePanel(a actions.Action) ([]store.Effect, bool) {
	st := &s.st
	if _, ok := a.(actions.Run); ok && !st.Run.Active {
		st.Editing = false
	}
	fx, ok := st.SolverPanel.Reduce(s.h, s, a)
	switch a := a.(type) {
	case actions.SelectAlgorithm, actions.SetParam, actions.SetBudget:
		return append(fx, s.persist()...), ok
	case store.RunEnded: // a step request's end brings the steps' view
		if v := st.Step; a.Tag == store.TagStep && v != nil && v.Done && v.Status == string(wire.StatusFound) {
			st.setSolution(st.Text, v.Moves)
		}
	}
	return fx, ok
}

// PanelRequest implements store.PanelScreen: the solve request of algo on
// the graph shown.
func (s *Screen) PanelRequest(tag, algo string) (wire.Request, error) {
	return s.st.request(algo)
}

// PanelBoard implements store.PanelBoarder: the graph shown, as a request
// carries it.
func (s *Screen) PanelBoard() (board, goal string) { return s.st.Text, "" }

// Request returns the solve request for the chosen algorithm.
func (st *State) Request() (wire.Request, error) { return st.request(st.Algorithm) }

func (st *State) request(algo string) (wire.Request, error) {
	_, params, err := st.RequestParams(algo)
	if err != nil {
		return wire.Request{}, err
	}
	return wire.Request{Game: ID, Board: st.Text, Algorithm: algo, Params: params, Seed: st.Seed,
		MaxNodes: st.MaxNodes, TimeoutMS: st.TimeoutMS}, nil
}

// PanelEnded implements store.PanelScreen: the solution's size in edges,
// the start's h and true cost among the statistics, and a solution that
// is a path of the graph shown is highlighted on it.
func (s *Screen) PanelEnded(r *store.RunState) []store.Effect {
	st := &s.st
	if g, _, err := parseBoard(r.Board); err == nil {
		h := graph.Values(g, st.heuristicOf(r.Algorithm))
		tc := graph.TrueCost(g)
		r.Figures = []store.Figure{
			{Label: "h(start)", ID: "start-h", Value: num(h[g.Start])},
			{Label: s.h.Lang().T("gr.figure.optimal"), ID: "optimal-cost", Value: num(tc[g.Start])},
		}
	}
	res := r.Result
	if res == nil || res.Status != wire.StatusFound {
		return nil
	}
	r.Size = s.h.Lang().T("gr.count.edges", "n", res.Length)
	if !st.setSolution(r.Board, res.Moves) {
		r.Message = s.h.Lang().T("gr.run.not_a_path")
	}
	return nil
}

// setSolution keeps a solution (the nodes after the start) found on board
// if it is a path of the graph shown; false when it is not a path of
// board's graph.
func (st *State) setSolution(board string, moves []string) bool {
	g, text, err := parseBoard(board)
	if err != nil {
		return false
	}
	path, ok := pathOf(g, moves)
	if !ok {
		return false
	}
	if text == st.Text {
		st.Solution, st.SolutionText = path, text
	}
	return true
}

// pathOf is the path of node names (the start first) that moves name, if
// each follows an arc of g.
func pathOf(g *graph.Graph, moves []string) ([]string, bool) {
	path := []string{g.Name(g.Start)}
	at := g.Start
	for _, m := range moves {
		next, ok := g.Index(m)
		if !ok || arcBetween(g, at, next) < 0 {
			return nil, false
		}
		path = append(path, m)
		at = next
	}
	return path, true
}

// arcBetween is the cheapest arc from a to b, or -1.
func arcBetween(g *graph.Graph, a, b int32) int32 {
	best := int32(-1)
	for _, i := range g.Out[a] {
		if g.Arcs[i].To == b && (best < 0 || g.Arcs[i].Cost < g.Arcs[best].Cost) {
			best = i
		}
	}
	return best
}

// num writes a cost or h as the level text does ("∞" for no path).
func num(v float64) string {
	if v > 1e308 {
		return "∞"
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}
