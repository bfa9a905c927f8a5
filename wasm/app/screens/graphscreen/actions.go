package graphscreen

import "searchlab/wasm/app/actions"

// Actions of the graph screen. Every one embeds own, which routes it to
// this screen (actions.Routed) whichever screen is shown.

type own struct{ actions.Own }

func (own) Screen() string { return ID }

// Choosing the graph.
type (
	// LoadSample shows the embedded sample Name (graph.SampleNames).
	LoadSample struct {
		own
		Name string
	}
	// RandomGraph shows the random graph of Seed (graph.Generate, of
	// State.RandomNodes nodes) and sets the next seed to Seed+1.
	RandomGraph struct {
		own
		Seed uint64
	}
	// SetRandomSeed sets the seed the random-graph button uses.
	SetRandomSeed struct {
		own
		Seed uint64
	}
	// SetRandomNodes sets how many nodes the random-graph button's graphs
	// have (kept within the screen's range).
	SetRandomNodes struct {
		own
		Nodes int
	}
)

// Editing the graph (edit.go). Node and Arc are indices into the graph
// shown (its canonical text's order).
type (
	// SetEditing opens or closes the editor.
	SetEditing struct {
		own
		On bool
	}
	// EditText sets the graph from the editor's text box; text that does
	// not parse stays in the box with the error.
	EditText struct {
		own
		Text string
	}
	// AddNode adds a node at (X, Y) with a fresh name.
	AddNode struct {
		own
		X, Y float64
	}
	// MoveNode moves Node to (X, Y).
	MoveNode struct {
		own
		Node int
		X, Y float64
	}
	// ClickNode is a click on Node in the editor: the first selects it, a
	// second node connects the two (an edge, or an arc when OneWay), the
	// same node again lets it go.
	ClickNode struct {
		own
		Node int
	}
	// SelectArc selects Arc for its cost form (-1: none).
	SelectArc struct {
		own
		Arc int
	}
	// SetOneWay makes connections made on the drawing arcs (true) or edges.
	SetOneWay struct {
		own
		On bool
	}
	// SetNodeH sets Node's given h.
	SetNodeH struct {
		own
		Node int
		H    float64
	}
	// RenameNode renames Node (a name of letters, digits, '_' and '-').
	RenameNode struct {
		own
		Node int
		Name string
	}
	// SetCost sets Arc's cost (both directions of an edge).
	SetCost struct {
		own
		Arc  int
		Cost float64
	}
	// DeleteNode removes Node and its connections (not the start or the
	// last goal).
	DeleteNode struct {
		own
		Node int
	}
	// DeleteArc removes Arc (an edge's both directions).
	DeleteArc struct {
		own
		Arc int
	}
	// SetStart makes Node the start.
	SetStart struct {
		own
		Node int
	}
	// ToggleGoal makes Node a goal or not (a graph keeps one goal at least).
	ToggleGoal struct {
		own
		Node int
	}
)
