package npuzzlegame

import (
	"fmt"
	"strconv"
	"strings"

	"searchlab/core/npuzzle"
	"searchlab/core/registry"
)

// Experiments declares what an experiment draws from the N-puzzle
// (registry.InstanceSource): boards listed, or random boards of a size
// drawn from a seed, uniform over the solvable boards or a random walk
// from the goal (npuzzle.Shuffle); every board may share one goal.
func (Descriptor) Experiments() registry.Experiments {
	return registry.Experiments{
		Name: "N-puzzle",
		Kinds: []registry.InstanceKind{
			registry.BoardsKind("", ""),
			{ID: registry.KindRandom, Label: "Random boards", Key: "lab.kind.random", Owner: "random boards are the N-puzzle's",
				Draw: drawRandom,
				Fields: []registry.KindField{
					{Name: "size", Type: registry.FieldText, Label: "Size", Help: "Rows × columns, such as 3x3 or 4x4", Key: "lab.size"},
					{Name: "count", Type: registry.FieldInt, Label: "Boards", Help: "How many boards to draw", Key: "lab.boards", Min: 1},
					{Name: "shuffle", Type: registry.FieldAnyOrInt, Label: "Shuffle", Key: "lab.shuffle",
						Help:    "Uniform over the solvable boards, or a number of random moves from the goal",
						Choices: [2]registry.Label{{En: "any solvable board", Key: "lab.shuffle.any"}, {En: "random moves from the goal", Key: "lab.shuffle.walk"}},
						Number: &registry.KindField{Name: "moves", Type: registry.FieldInt, Label: "Moves", Help: "Random moves from the goal", Key: "lab.moves",
							Min: 1, Default: 20}}, // the plan checks npuzzle.MaxShuffleMoves
					{Name: "seed", Type: registry.FieldInt, Label: "Board seed", Help: "The boards are drawn from this seed: the same seed, the same boards", Key: "lab.board_seed"},
				}},
		},
		Goal: true,
		Usual: `{"game":"npuzzle","instances":{"random":{"size":"3x3","count":10,"shuffle":"any","seed":1}},
			"configs":[{"algorithm":"astar","params":{"heuristic":"manhattan"}},{"algorithm":"idastar","params":{"heuristic":"manhattan"}}]}`,
	}
}

// drawRandom draws d.Count boards of d.Size from the goal (d.Goal, or the
// usual goal of that size): board i by d.Moves random moves from the goal
// (0: uniform over the solvable boards) with generator d.Rand(i). Cost:
// O(count · (moves + rows·cols)).
func drawRandom(d registry.Draw) ([]registry.Instance, error) {
	rows, cols, err := parseSize(d.Size)
	if err != nil {
		return nil, &registry.InstanceError{Path: d.Path + ".size", Msg: err.Error()}
	}
	if d.Moves < 0 || d.Moves > npuzzle.MaxShuffleMoves {
		return nil, &registry.InstanceError{Path: d.Path + ".shuffle",
			Msg: fmt.Sprintf("a number of random moves must be from 1 to %d, not %d", npuzzle.MaxShuffleMoves, d.Moves)}
	}
	goal := npuzzle.Goal(rows, cols)
	if d.Goal != "" {
		g, err := npuzzle.Parse(d.Goal)
		if err != nil {
			return nil, &registry.InstanceError{Path: "goal", Msg: err.Error()}
		}
		if g.Rows() != rows || g.Cols() != cols {
			return nil, &registry.InstanceError{Path: "goal",
				Msg: fmt.Sprintf("is %d×%d but %s.size is %d×%d: they must match", g.Rows(), g.Cols(), d.Path, rows, cols)}
		}
		goal = g
	}
	sh := npuzzle.Shuffle{Moves: d.Moves}
	out := make([]registry.Instance, d.Count)
	for i := range out {
		b, err := sh.Board(goal, d.Rand(i))
		if err != nil {
			return nil, &registry.InstanceError{Path: d.Path, Msg: err.Error()}
		}
		out[i] = registry.Instance{Label: b.String(), Board: b.String()}
	}
	return out, nil
}

// parseSize reads "3x3" (or "3×3"; rows × columns) or "3" (square).
func parseSize(text string) (rows, cols int, err error) {
	t := strings.TrimSpace(strings.ReplaceAll(strings.ToLower(text), "×", "x"))
	r, c, found := strings.Cut(t, "x")
	if !found {
		c = r
	}
	rows, err1 := strconv.Atoi(strings.TrimSpace(r))
	cols, err2 := strconv.Atoi(strings.TrimSpace(c))
	if err1 != nil || err2 != nil || t == "" {
		return 0, 0, fmt.Errorf("must be rows×columns such as \"3x3\" or \"4x4\", not %q", text)
	}
	if rows < npuzzle.MinSide || cols < npuzzle.MinSide || rows > npuzzle.MaxSide || cols > npuzzle.MaxSide {
		return 0, 0, fmt.Errorf("%d×%d is outside the boards the puzzle has (%d×%d to %d×%d)", rows, cols, npuzzle.MinSide, npuzzle.MinSide, npuzzle.MaxSide, npuzzle.MaxSide)
	}
	return rows, cols, nil
}
