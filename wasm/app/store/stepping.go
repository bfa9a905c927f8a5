package store

import (
	"searchlab/core/api"
)

// StepView is what the "step the search" panel shows after a step.
type StepView struct {
	Algorithm   string
	Steps       int64  // steps performed so far
	Event       string // kind of the last event ("expand", "new_bound", …)
	State       string // board text of the state the last event is about
	Frontier    int
	Explored    int
	Depth       int
	G, H        float64
	Bound       float64 // IDDFS depth bound or IDA* f-bound
	HasBound    bool
	Temperature float64 // simulated annealing
	HasTemp     bool
	Value       float64 // local search score, best fitness (genetic)
	Generation  int64   // genetic algorithm generation, restarts, …
	Beam        []string
	Done        bool
	Status      string   // the search status once Done
	Length      int      // solution length once Done and found
	Moves       []string // the solution's moves once Done and found (when the game names them)
	// Tree is the search tree so far, as the steps built it (at most
	// MaxTreeNodes nodes; TreeCut says there were more). Searches that
	// restart from the root (IDDFS, IDA*) show their current iteration.
	Tree    []TreeNode
	TreeCut bool
	Current int // the node being expanded (index into Tree), -1 when none
	Error   string
}

// MaxTreeNodes caps the search tree the step panel draws.
const MaxTreeNodes = 120

// TreeNode is one state of a stepped search's tree.
type TreeNode struct {
	State    string
	Parent   int // index of the parent in the tree, -1 for the root
	Depth    int
	G, H     float64
	Expanded bool // expanded already (else waiting in the frontier)
}

// StepSession is a search running on the page, advanced by hand.
type StepSession interface {
	// Advance performs up to n steps (stopping early at an event worth
	// showing is allowed) and returns the view after them.
	Advance(n int) StepView
}

// StepFactory builds a stepping session for a request (same validation as
// the worker's), or says why it cannot.
type StepFactory func(req api.Request) (StepSession, error)
