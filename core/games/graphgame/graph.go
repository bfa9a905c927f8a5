package graphgame

import (
	"fmt"
	"strconv"
	"strings"

	"searchlab/core/graph"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// Descriptor plugs the explicit-graph game (core/graph, issue 31) into the
// service: every systematic algorithm (bidirectional search follows the
// arcs backward through graph.Problem's predecessors) and every local one,
// with a heuristic choice for the informed and local ones, and
// single-player Monte Carlo tree search (graph_mcts.go) with random walks
// along the arcs as playouts.
//
// Board: the level text (core/graph.Parse's format), "sample:NAME" for an
// embedded sample (levels/graph), or "random:SEED[:NODES]" for a generated
// graph (graph.Generate, 12 nodes by default, degree 3, a fifth one-way).
// wire.Response: "moves" are the node names of the path after the start,
// "length" the number of arcs, "cost" their sum. A goal the start cannot
// reach is "unsolvable" (reverse Dijkstra decides it before any search).
type Descriptor struct{}

// Board prefixes of the graph game.
const (
	graphSamplePrefix = "sample:"
	graphRandomPrefix = "random:"
)

func (Descriptor) Info() registry.GameInfo {
	return registry.GameInfo{
		ID:   "graph",
		Name: "Graph search",
		Help: "Find a path from the start node to a goal node along weighted edges (two-way) and arcs (one-way). " +
			"Board: lines 'node NAME X Y [h=VALUE]', 'edge A B COST', 'arc A B COST', 'start NAME', 'goal NAME ...' (# starts a comment), " +
			"or sample:NAME (" + strings.Join(graph.SampleNames(), ", ") + "), or random:SEED[:NODES]. " +
			"A move names the node the path goes to.",
		Example: "sample:romania",
	}
}

func graphHeuristicParam() registry.Param {
	return registry.EnumParam("heuristic", graph.HeuristicNames(), graph.Given.String(),
		"Heuristic estimate of the cost to the nearest goal: the given h values of the nodes (admissible only if the author made them so), "+
			"the straight-line distance between positions (admissible when every cost is at least the distance it spans), or zero.")
}

func (Descriptor) Algorithms() []registry.AlgorithmInfo {
	var out []registry.AlgorithmInfo
	for _, a := range append(registry.SystematicAlgorithms(), registry.LocalAlgorithms()...) {
		if a.Family != registry.FamilyUninformed {
			a = a.WithParams(graphHeuristicParam())
		}
		out = append(out, a)
	}
	return append(out, graphMCTSInfo().WithParams(graphHeuristicParam()))
}

// Board parses a graph game board: level text, sample:NAME or random:SEED[:NODES].
func Board(board string) (*graph.Graph, error) {
	b := strings.TrimSpace(board)
	if name, ok := strings.CutPrefix(b, graphSamplePrefix); ok {
		text, err := graph.SampleText(name)
		if err != nil {
			return nil, err
		}
		return graph.Parse(text)
	}
	if spec, ok := strings.CutPrefix(b, graphRandomPrefix); ok {
		seedText, nodesText, _ := strings.Cut(spec, ":")
		seed, err := strconv.ParseUint(seedText, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("bad seed %q: write random:SEED or random:SEED:NODES", seedText)
		}
		n := 12
		if nodesText != "" {
			if n, err = strconv.Atoi(nodesText); err != nil {
				return nil, fmt.Errorf("bad node count %q: write random:SEED:NODES", nodesText)
			}
		}
		return graph.Generate(seed, graph.GenerateParams{Nodes: n, Degree: 3, Arcs: 0.2})
	}
	return graph.Parse(board)
}

// CheckBoard implements BoardChecker (the Lab's board instances): the board
// must parse; reachability is the search's answer.
func (Descriptor) CheckBoard(board, _ string) error {
	if _, err := Board(board); err != nil {
		return &wire.InvalidError{Msg: err.Error(), Err: err}
	}
	return nil
}
