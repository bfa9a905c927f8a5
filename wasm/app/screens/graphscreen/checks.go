package graphscreen

import (
	"searchlab/core/graph"
	"searchlab/wasm/app/store"
)

// heuristicOf is the heuristic algo sees with the panel's parameters: its
// heuristic parameter, or the given h for an algorithm without one (the
// drawing and the checks still show the given values then).
func (st *State) heuristicOf(algo string) graph.HeuristicKind {
	info, ok := store.FindAlgo(st.Catalog, algo)
	if !ok {
		return graph.Given
	}
	prm, ok := info.Param("heuristic")
	if !ok {
		return graph.Given
	}
	k, err := graph.ParseHeuristic(st.ParamValue(algo, prm))
	if err != nil {
		return graph.Given
	}
	return k
}

// Heuristic is the heuristic of the chosen algorithm.
func (st *State) Heuristic() graph.HeuristicKind { return st.heuristicOf(st.Algorithm) }

// HValues are the h values drawn on the nodes: the chosen algorithm's
// heuristic on the graph shown.
func (st *State) HValues() []float64 {
	if st.Graph == nil {
		return nil
	}
	return graph.Values(st.Graph, st.Heuristic())
}

// Checks compares the drawn h values with the true costs to the nearest
// goal (graph.Check): the nodes where h overestimates, the arcs along
// which it drops by more than the cost.
func (st *State) Checks() graph.Report {
	if st.Graph == nil {
		return graph.Report{}
	}
	return graph.Check(st.Graph, st.HValues())
}
