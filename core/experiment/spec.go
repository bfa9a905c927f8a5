package experiment

import (
	"encoding/json"
	"strconv"
)

// Spec is an experiment as people write it and links carry it: one game,
// its instances, the algorithm configurations to run on each, the budget of
// every run, repeats and a seed. Its JSON form (issue 18):
//
//	{"game": "npuzzle",
//	 "instances": {"boards": ["8 6 7/2 5 4/3 0 1", "..."]},
//	 "configs": [{"label": "A* (Manhattan)", "algorithm": "astar", "params": {"heuristic": "manhattan"}},
//	             {"algorithm": "idastar", "params": {"heuristic": "linear-conflict"}}],
//	 "budget": {"max_nodes": 5000000, "timeout_ms": 30000, "max_memory_bytes": 0},
//	 "repeats": 1, "seed": 1}
//
// "instances" holds exactly one of: "boards" (a list of boards in the
// game's text form, any game), "random" (N-puzzle boards drawn from a
// seed), "levels" (Bloxorz classic stages, a list or "all"), "positions"
// (Nim positions) or "openings" (an Othello match experiment: the configs
// are players and every pair plays every opening twice, colours swapped).
// "name" (a title for reports) and "goal" (the N-puzzle goal of every
// board; default the game's) are optional additions. DecodeSpec reads the
// form strictly; NewPlan checks it against the registry.
type Spec struct {
	Name      string    `json:"name,omitempty"`
	Game      string    `json:"game"`
	Goal      string    `json:"goal,omitempty"`
	Instances Instances `json:"instances"`
	Configs   []Config  `json:"configs"`
	Budget    Budget    `json:"budget"`
	// Repeats is how many times each randomized config runs on each
	// instance, each time with another seed (0 or 1: once). Deterministic
	// configs run once whatever Repeats says (see Expand).
	Repeats int   `json:"repeats"`
	Seed    int64 `json:"seed"`
}

// Instances are the boards an experiment runs on; exactly one field is set.
type Instances struct {
	Boards    []string  `json:"boards,omitempty"`
	Random    *Random   `json:"random,omitempty"`
	Levels    *Levels   `json:"levels,omitempty"`
	Positions []string  `json:"positions,omitempty"`
	Openings  *Openings `json:"openings,omitempty"`
}

// Random draws Count N-puzzle boards of Size ("3x3", rows × columns) from
// the goal: Shuffle "any" (uniform over the solvable boards) or k random
// moves. Board i is drawn from its own generator, seeded from Seed and i
// (Expand), so the first boards stay the same when Count grows.
type Random struct {
	Size    string  `json:"size"`
	Count   int     `json:"count"`
	Shuffle Shuffle `json:"shuffle"`
	Seed    int64   `json:"seed"`
}

// Shuffle is "any" (Moves 0) or a number of random moves from the goal.
type Shuffle struct{ Moves int }

// MarshalJSON writes "any" or the number of moves.
func (s Shuffle) MarshalJSON() ([]byte, error) {
	if s.Moves == 0 {
		return []byte(`"any"`), nil
	}
	return []byte(strconv.Itoa(s.Moves)), nil
}

// Levels are Bloxorz classic stages: All, or the stage numbers in List
// ("1" … "33").
type Levels struct {
	All  bool
	List []string
}

// MarshalJSON writes "all" or the list.
func (l Levels) MarshalJSON() ([]byte, error) {
	if l.All {
		return []byte(`"all"`), nil
	}
	if l.List == nil {
		return []byte("[]"), nil
	}
	return json.Marshal(l.List)
}

// Openings make a match experiment: Count random openings of Plies plies,
// drawn from Seed (opening k from its own seed, see Expand).
type Openings struct {
	Count int   `json:"count"`
	Plies int   `json:"plies"`
	Seed  int64 `json:"seed"`
}

// Config is one algorithm configuration: exactly what /api/solve takes as
// algorithm and params, with an optional label for tables and charts.
type Config struct {
	Label     string         `json:"label,omitempty"`
	Algorithm string         `json:"algorithm"`
	Params    map[string]any `json:"params,omitempty"`
}

// Budget is the budget of every run, as in a solve request (0: the
// service's default).
type Budget struct {
	MaxNodes       int64 `json:"max_nodes"`
	TimeoutMS      int64 `json:"timeout_ms"`
	MaxMemoryBytes int64 `json:"max_memory_bytes"`
}

// Encode returns the spec's canonical JSON (compact): what share links and
// JSON exports carry, and what DecodeSpec reads back to an equal spec. It
// fails only on a spec built in Go whose params hold a value JSON cannot
// write.
func (s Spec) Encode() ([]byte, error) { return json.Marshal(s) }
