// Package graphscreen is the graph-search screen (issue 31 item 3): an
// explicit graph (core/graph: AIMA's Romania and the other samples, a
// random graph from a seed, or one drawn by hand) drawn as SVG, every
// algorithm of the registry's graph catalogue run through the shared solver
// panel (store.SolverPanel), the solution path, the replay's frontier and
// reached set with g, h and f on the nodes, the heuristic checks
// (admissibility and consistency against the true costs) and the editor.
// State, reducer, persistence and share link are plain Go (tested
// natively); the views (view_*.go) are js only.
package graphscreen

import (
	"searchlab/core/graph"
	"searchlab/wasm/app/store"
)

// ID is the graph game's id (share links, the game picker, history).
const ID = "graph"

// DefaultSample is the first-load graph: AIMA's Romania, Arad to Bucharest.
const DefaultSample = "romania"

// State is the graph screen's state (the screen's Snapshot).
type State struct {
	// Text is the canonical level text (graph.Format) of the graph shown,
	// and Graph its parse: a new value on every change, never changed in
	// place, so snapshots share it.
	Text  string
	Graph *graph.Graph
	// Source is how the graph was made: "sample:NAME", "random:SEED", or
	// "" once edited. A share link carries it instead of the text when set.
	Source string
	// RandomSeed is the seed the "random graph" button uses next, and
	// RandomNodes its graphs' node count.
	RandomSeed  uint64
	RandomNodes int

	// The editor: the text box (may hold text that does not parse), why it
	// does not, and the selection on the drawing.
	Editing    bool
	DraftText  string
	DraftError string
	// Selected is 1 + the node selected (0: none); SelectedArc 1 + the
	// arc selected (0: none). Selecting a second node connects the two.
	Selected, SelectedArc int
	// OneWay: a connection made on the drawing is an arc, not an edge.
	OneWay bool

	// Solution is the path of the last solution found on this graph (node
	// names, the start first); SolutionText the Text it was found for.
	Solution     []string
	SolutionText string

	// The shared solver panel: algorithm, parameters, budgets, seed, the
	// run, the compare queue, the step mode and the replay.
	store.SolverPanel
}

// SelectedNode is the node selected on the drawing, if one is.
func (s *State) SelectedNode() (int32, bool) {
	if s.Graph == nil || s.Selected <= 0 || s.Selected > len(s.Graph.Nodes) {
		return 0, false
	}
	return int32(s.Selected - 1), true
}

// SelectedArcIndex is the arc selected on the drawing, if one is.
func (s *State) SelectedArcIndex() (int32, bool) {
	if s.Graph == nil || s.SelectedArc <= 0 || s.SelectedArc > len(s.Graph.Arcs) {
		return 0, false
	}
	return int32(s.SelectedArc - 1), true
}

// ShownSolution is the solution path to highlight: the last one found for
// the graph shown (nil when it was found for another graph).
func (s *State) ShownSolution() []string {
	if s.SolutionText != s.Text {
		return nil
	}
	return s.Solution
}

// Clone copies the state deeply enough that the caller can keep it (the
// graph is immutable and shared).
func (s *State) Clone() *State {
	c := *s
	c.Solution = append([]string(nil), s.Solution...)
	c.SolverPanel = s.SolverPanel.Clone()
	return &c
}

// View is st (the store's State) with this screen's solver panel in place,
// so the shared panels (package components) draw this screen's run.
func (s *State) View(st *store.State) store.State {
	v := *st
	v.SolverPanel, v.Unsolvable = s.SolverPanel, ""
	v.StepHelp = st.T("gr.step_help")
	return v
}
