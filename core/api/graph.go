package api

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"searchlab/core/graph"
	"searchlab/core/search"
)

// graphGame plugs the explicit-graph game (core/graph, issue 31) into the
// service: every systematic algorithm (bidirectional search follows the
// arcs backward through graph.Problem's predecessors) and every local one,
// with a heuristic choice for the informed and local ones.
//
// Board: the level text (core/graph.Parse's format), "sample:NAME" for an
// embedded sample (levels/graph), or "random:SEED[:NODES]" for a generated
// graph (graph.Generate, 12 nodes by default, degree 3, a fifth one-way).
// Response: "moves" are the node names of the path after the start,
// "length" the number of arcs, "cost" their sum. A goal the start cannot
// reach is "unsolvable" (reverse Dijkstra decides it before any search).
type graphGame struct{}

func init() { registerBuiltin(graphGame{}) }

// Board prefixes of the graph game.
const (
	graphSamplePrefix = "sample:"
	graphRandomPrefix = "random:"
)

func (graphGame) Info() GameInfo {
	return GameInfo{
		ID:   "graph",
		Name: "Graph search",
		Help: "Find a path from the start node to a goal node along weighted edges (two-way) and arcs (one-way). " +
			"Board: lines 'node NAME X Y [h=VALUE]', 'edge A B COST', 'arc A B COST', 'start NAME', 'goal NAME ...' (# starts a comment), " +
			"or sample:NAME (" + strings.Join(graph.SampleNames(), ", ") + "), or random:SEED[:NODES]. " +
			"A move names the node the path goes to.",
		Example: "sample:romania",
	}
}

func graphHeuristicParam() Param {
	return EnumParam("heuristic", graph.HeuristicNames(), graph.Given.String(),
		"Heuristic estimate of the cost to the nearest goal: the given h values of the nodes (admissible only if the author made them so), "+
			"the straight-line distance between positions (admissible when every cost is at least the distance it spans), or zero.")
}

func (graphGame) Algorithms() []AlgorithmInfo {
	var out []AlgorithmInfo
	for _, a := range append(SystematicAlgorithms(), LocalAlgorithms()...) {
		if a.Family != FamilyUninformed {
			a = a.WithParams(graphHeuristicParam())
		}
		out = append(out, a)
	}
	return out
}

func (graphGame) Solve(ctx context.Context, job Job, progress func(Progress)) Response {
	p, bad := graphSetup(job)
	if bad != nil {
		return *bad
	}
	return SolveProblem(ctx, job, search.Problem[int32, graph.Move](p), progress, graph.Move.String)
}

// Stepping implements SteppableGame with Solve's setup and problem.
func (graphGame) Stepping(job Job) (*Stepping, error) {
	p, bad := graphSetup(job)
	if bad != nil {
		return nil, errors.New(bad.Error)
	}
	return newStepping(job, search.Problem[int32, graph.Move](p), p.StateText)
}

// graphSetup reads the job's board and heuristic: the one setup of Solve and
// Stepping. bad is the answer instead (invalid or unsolvable).
func graphSetup(job Job) (*graph.Problem, *Response) {
	g, err := graphBoard(job.Board)
	if err != nil {
		r := Invalid(err)
		return nil, &r
	}
	k := graph.Given
	if job.Values.Has("heuristic") {
		if k, err = graph.ParseHeuristic(job.Values.String("heuristic")); err != nil {
			r := Invalid(err)
			return nil, &r
		}
	}
	if tc := graph.TrueCost(g); tc[g.Start] > 1e308 {
		r := Unsolvable(fmt.Sprintf("no goal can be reached from the start %s", g.Name(g.Start)))
		return nil, &r
	}
	return graph.NewProblem(g, k), nil
}

// graphBoard parses a board: level text, sample:NAME or random:SEED[:NODES].
func graphBoard(board string) (*graph.Graph, error) {
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
func (graphGame) CheckBoard(board, _ string) error {
	if _, err := graphBoard(board); err != nil {
		return &InvalidError{Msg: err.Error(), Err: err}
	}
	return nil
}
