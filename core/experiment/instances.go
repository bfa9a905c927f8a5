package experiment

import (
	"fmt"
	"strconv"
	"strings"

	"searchlab/core/bloxorz"
	"searchlab/core/npuzzle"
	"searchlab/core/registry"
)

// maxOpeningPlies is the longest random opening a match request accepts
// (api.PlayMatch).
const maxOpeningPlies = 20

// instances checks the spec's instances with the game's parser and draws
// the random ones; match reports a match experiment.
func instances(reg *registry.Registry, s Spec) (out []Instance, match bool, err error) {
	in := s.Instances
	kinds := 0
	for _, set := range []bool{in.Boards != nil, in.Random != nil, in.Levels != nil, in.Positions != nil, in.Openings != nil} {
		if set {
			kinds++
		}
	}
	switch {
	case kinds == 0:
		return nil, false, errAt("instances", "empty: give one of boards, random, levels, positions or openings")
	case kinds > 1:
		return nil, false, errAt("instances", "gives more than one kind of instances: give exactly one")
	}
	switch {
	case in.Boards != nil:
		out, err = boardInstances(reg, s, "instances.boards", in.Boards)
	case in.Positions != nil:
		if s.Game != "nim" {
			return nil, false, errAt("instances.positions", "positions are Nim's; for %s give boards", s.Game)
		}
		out, err = boardInstances(reg, s, "instances.positions", in.Positions)
	case in.Random != nil:
		out, err = randomInstances(s)
	case in.Levels != nil:
		out, err = levelInstances(s)
	case in.Openings != nil:
		out, err = openingInstances(s)
		match = true
	}
	return out, match, err
}

func checkCount(path string, n, most int) error {
	switch {
	case n < 1:
		return errAt(path, "empty: give at least one")
	case n > most:
		return errAt(path, "has %d, more than the %d allowed", n, most)
	}
	return nil
}

// boardInstances checks listed boards with the game's own parser.
func boardInstances(reg *registry.Registry, s Spec, path string, boards []string) ([]Instance, error) {
	if err := checkCount(path, len(boards), MaxInstances); err != nil {
		return nil, err
	}
	out := make([]Instance, len(boards))
	for i, b := range boards {
		if err := reg.CheckBoard(s.Game, b, s.Goal); err != nil {
			return nil, errAt(index(path, i), "%s", apiMsg(err))
		}
		out[i] = Instance{Label: boardLabel(b, i), Board: b}
	}
	return out, nil
}

// boardLabel is the board text when it is one line of at most 64 bytes,
// else "board N" (1-based).
func boardLabel(b string, i int) string {
	t := strings.TrimSpace(b)
	if len(t) <= 64 && !strings.ContainsAny(t, "\r\n") {
		return t
	}
	return fmt.Sprintf("board %d", i+1)
}

// randomInstances draws the N-puzzle boards of instances.random: board i
// from its own generator, api.NewRand(DeriveSeed(seed, i)).
func randomInstances(s Spec) ([]Instance, error) {
	const path = "instances.random"
	r := s.Instances.Random
	if s.Game != "npuzzle" {
		return nil, errAt(path, "random boards are the N-puzzle's; for %s give %s", s.Game, kindFor(s.Game))
	}
	rows, cols, err := parseSize(r.Size)
	if err != nil {
		return nil, errAt(field(path, "size"), "%s", err)
	}
	if err := checkCount(field(path, "count"), r.Count, MaxInstances); err != nil {
		return nil, err
	}
	if r.Shuffle.Moves < 0 || r.Shuffle.Moves > npuzzle.MaxShuffleMoves {
		return nil, errAt(field(path, "shuffle"), "a number of random moves must be from 1 to %d, not %d", npuzzle.MaxShuffleMoves, r.Shuffle.Moves)
	}
	goal := npuzzle.Goal(rows, cols)
	if s.Goal != "" {
		g, err := npuzzle.Parse(s.Goal)
		if err != nil {
			return nil, errAt("goal", "%s", err)
		}
		if g.Rows() != rows || g.Cols() != cols {
			return nil, errAt("goal", "is %d×%d but %s.size is %d×%d: they must match", g.Rows(), g.Cols(), path, rows, cols)
		}
		goal = g
	}
	sh := npuzzle.Shuffle{Moves: r.Shuffle.Moves}
	out := make([]Instance, r.Count)
	for i := range out {
		b, err := sh.Board(goal, registry.NewRand(DeriveSeed(r.Seed, i)))
		if err != nil {
			return nil, errAt(path, "%s", err)
		}
		out[i] = Instance{Label: b.String(), Board: b.String()}
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

// levelInstances lists Bloxorz classic stages, each once.
func levelInstances(s Spec) ([]Instance, error) {
	const path = "instances.levels"
	l := s.Instances.Levels
	if s.Game != "bloxorz" {
		return nil, errAt(path, "levels are Bloxorz stages; for %s give %s", s.Game, kindFor(s.Game))
	}
	var nums []int
	if l.All {
		for n := 1; n <= bloxorz.ClassicCount; n++ {
			nums = append(nums, n)
		}
	} else {
		if err := checkCount(path, len(l.List), MaxInstances); err != nil {
			return nil, err
		}
		seen := map[int]int{}
		for i, t := range l.List {
			n, err := strconv.Atoi(strings.TrimSpace(t))
			if err != nil || n < 1 || n > bloxorz.ClassicCount {
				return nil, errAt(index(path, i), "%q is not a stage: stages are 1 to %d (or write \"all\")", t, bloxorz.ClassicCount)
			}
			if j, dup := seen[n]; dup {
				return nil, errAt(index(path, i), "stage %d is listed twice (also at %s)", n, index(path, j))
			}
			seen[n] = i
			nums = append(nums, n)
		}
	}
	out := make([]Instance, len(nums))
	for i, n := range nums {
		out[i] = Instance{Label: strconv.Itoa(n), Board: fmt.Sprintf("classic:%d", n)}
	}
	return out, nil
}

// openingInstances numbers the openings of a match experiment 1…count.
func openingInstances(s Spec) ([]Instance, error) {
	const path = "instances.openings"
	o := s.Instances.Openings
	if s.Game != "othello" {
		return nil, errAt(path, "openings make an Othello match; for %s give %s", s.Game, kindFor(s.Game))
	}
	if err := checkCount(field(path, "count"), o.Count, MaxOpenings); err != nil {
		return nil, err
	}
	if o.Plies < 0 || o.Plies > maxOpeningPlies {
		return nil, errAt(field(path, "plies"), "must be from 0 to %d, not %d", maxOpeningPlies, o.Plies)
	}
	out := make([]Instance, o.Count)
	for i := range out {
		out[i] = Instance{Label: strconv.Itoa(i + 1)}
	}
	return out, nil
}

// kindFor names the instances a game takes, for messages.
func kindFor(game string) string {
	switch game {
	case "npuzzle":
		return "boards or random"
	case "bloxorz":
		return "levels or boards"
	case "nim":
		return "positions"
	case "othello":
		return "openings (a match) or boards"
	}
	return "boards"
}
