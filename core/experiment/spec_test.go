package experiment

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"searchlab/core/games/all"
)

var reg = all.Builtin()

// The issue's example spec decodes and plans as written.
func TestIssueExample(t *testing.T) {
	const example = `{"game": "npuzzle",
 "instances": {"boards": ["8 6 7/2 5 4/3 0 1", "1 2 3/4 5 6/0 7 8"]},
 "configs": [{"label": "A* (Manhattan)", "algorithm": "astar", "params": {"heuristic": "manhattan"}},
             {"algorithm": "idastar", "params": {"heuristic": "linear-conflict"}}],
 "budget": {"max_nodes": 5000000, "timeout_ms": 30000, "max_memory_bytes": 0},
 "repeats": 1, "seed": 1}`
	p, err := Load(reg, []byte(example))
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Runs) != 4 || p.Configs[0].Name != "A* (Manhattan)" || p.Configs[1].Name != "IDA* (heuristic linear-conflict)" {
		t.Fatalf("plan: %d runs, configs %q, %q", len(p.Runs), p.Configs[0].Name, p.Configs[1].Name)
	}
	r := p.Runs[1].Solve
	if r.Algorithm != "idastar" || r.Board != "8 6 7/2 5 4/3 0 1" || r.MaxNodes != 5_000_000 || r.TimeoutMS != 30000 || r.Params["heuristic"] != "linear-conflict" {
		t.Errorf("run 1's request: %+v", r)
	}
}

// Every other form of instances decodes, and a spec encodes back to JSON
// that decodes to the same spec.
func TestSpecRoundTrip(t *testing.T) {
	for _, text := range []string{
		`{"name":"x","game":"npuzzle","goal":"0 1 2/3 4 5/6 7 8","instances":{"random":{"size":"3x3","count":3,"shuffle":"any","seed":7}},"configs":[{"algorithm":"bfs"}],"budget":{"max_nodes":1000,"timeout_ms":0,"max_memory_bytes":0},"repeats":2,"seed":-5}`,
		`{"game":"npuzzle","instances":{"random":{"size":"4x4","count":2,"shuffle":20,"seed":1}},"configs":[{"algorithm":"astar","params":{"heuristic":"manhattan"}}]}`,
		`{"game":"bloxorz","instances":{"levels":"all"},"configs":[{"algorithm":"bfs"}]}`,
		`{"game":"bloxorz","instances":{"levels":["1","7",33]},"configs":[{"algorithm":"astar","params":{"costing":"counted"}}]}`,
		`{"game":"nim","instances":{"positions":["3 4 5","7 6 8 5 9 5"]},"configs":[{"algorithm":"alphabeta","params":{"tt":false,"depth":0}}]}`,
		`{"game":"othello","instances":{"openings":{"count":2,"plies":4,"seed":3}},"configs":[{"algorithm":"random"},{"algorithm":"alphabeta","params":{"depth":1}}]}`,
	} {
		s, err := ParseSpec([]byte(text))
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if _, err := NewPlan(reg, s); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		b, err := s.Encode()
		if err != nil {
			t.Fatal(err)
		}
		s2, err := ParseSpec(b)
		if err != nil || !reflect.DeepEqual(s, s2) {
			t.Errorf("round trip of %s:\n%s\ngave %+v, %v", text, b, s2, err)
		}
	}
}

// Each bad field gives a sentence that names it.
func TestSpecErrors(t *testing.T) {
	const good = `{"game":"npuzzle","instances":{"boards":["8 6 7/2 5 4/3 0 1"]},"configs":[{"algorithm":"astar"},{"algorithm":"bfs"},{"algorithm":"idastar","params":{"heuristic":"manhattan"}}]}`
	for _, c := range []struct{ spec, want string }{
		{``, "the spec is empty"},
		{`[1]`, "the spec must be a JSON object, not a list"},
		{"{\n  \"game\": \"npuzzle\",\n  \"configs\": [}\n}", "malformed JSON at line 3, column 15: invalid character '}'"},
		{`{"game":"npuzzle"} {}`, "unexpected data after the spec object"},
		{`{"game":"npuzzle","game":"nim"}`, "game: appears twice"},
		{`{"gmae":"npuzzle"}`, "gmae: unknown field (known here: name, game, goal, instances, configs, budget, repeats, seed)"},
		{`{"instances":{}}`, "game: missing"},
		{`{"game":7}`, "game: must be a string, not a number"},
		{`{"game":"chess","instances":{"boards":["1"]},"configs":[{"algorithm":"bfs"}]}`, `game: unknown game "chess"`},
		{`{"game":"npuzzle","configs":[{"algorithm":"bfs"}]}`, "instances: missing"},
		{`{"game":"npuzzle","instances":{},"configs":[{"algorithm":"bfs"}]}`, "instances: empty"},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0"],"levels":"all"},"configs":[{"algorithm":"bfs"}]}`, "instances: gives both boards and levels"},
		{`{"game":"npuzzle","instances":{"boards":"1 2/3 0"},"configs":[{"algorithm":"bfs"}]}`, "instances.boards: must be a list of strings, not a string"},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0", 5]},"configs":[{"algorithm":"bfs"}]}`, "instances.boards[1]: must be a string, not a number"},
		{`{"game":"npuzzle","instances":{"boards":[]},"configs":[{"algorithm":"bfs"}]}`, "instances.boards: empty"},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0","1 1/2 0"]},"configs":[{"algorithm":"bfs"}]}`, "instances.boards[1]: board: tile 1 appears more than once"},
		{`{"game":"npuzzle","goal":"1 2 3/4 5 6/7 8 0","instances":{"boards":["1 2/3 0"]},"configs":[{"algorithm":"bfs"}]}`, "instances.boards[0]: the board is 2×2 but the goal is 3×3"},
		{`{"game":"nim","goal":"1","instances":{"positions":["1"]},"configs":[{"algorithm":"minimax"}]}`, "goal: only the N-puzzle has a goal board"},
		{`{"game":"npuzzle","instances":{"random":{"size":"3x3"}},"configs":[{"algorithm":"bfs"}]}`, "instances.random.count: missing"},
		{`{"game":"npuzzle","instances":{"random":{"size":"9x9","count":3}},"configs":[{"algorithm":"bfs"}]}`, "instances.random.size: 9×9 is outside the boards the puzzle has"},
		{`{"game":"npuzzle","instances":{"random":{"size":"big","count":3}},"configs":[{"algorithm":"bfs"}]}`, `instances.random.size: must be rows×columns such as "3x3"`},
		{`{"game":"npuzzle","instances":{"random":{"size":"3x3","count":0}},"configs":[{"algorithm":"bfs"}]}`, "instances.random.count: empty"},
		{`{"game":"npuzzle","instances":{"random":{"size":"3x3","count":6000}},"configs":[{"algorithm":"bfs"}]}`, "instances.random.count: has 6000, more than the 5000 allowed"},
		{`{"game":"npuzzle","instances":{"random":{"size":"3x3","count":3,"shuffle":"some"}},"configs":[{"algorithm":"bfs"}]}`, `instances.random.shuffle: must be "any"`},
		{`{"game":"npuzzle","instances":{"random":{"size":"3x3","count":3,"shuffle":0}},"configs":[{"algorithm":"bfs"}]}`, "instances.random.shuffle: a number of random moves must be at least 1, not 0"},
		{`{"game":"npuzzle","instances":{"random":{"size":"3x3","count":3,"shuffle":2.5}},"configs":[{"algorithm":"bfs"}]}`, "instances.random.shuffle: must be a whole number, not 2.5"},
		{`{"game":"npuzzle","instances":{"random":{"size":"3x3","count":3,"seed":"x"}},"configs":[{"algorithm":"bfs"}]}`, "instances.random.seed: must be a whole number, not a string"},
		{`{"game":"npuzzle","instances":{"levels":"all"},"configs":[{"algorithm":"bfs"}]}`, "instances.levels: levels are Bloxorz stages; for npuzzle give boards or random"},
		{`{"game":"bloxorz","instances":{"levels":"some"},"configs":[{"algorithm":"bfs"}]}`, `instances.levels: must be "all" or a list of stage numbers, not "some"`},
		{`{"game":"bloxorz","instances":{"levels":["1","34"]},"configs":[{"algorithm":"bfs"}]}`, `instances.levels[1]: "34" is not a stage: stages are 1 to 33`},
		{`{"game":"bloxorz","instances":{"levels":["3","3"]},"configs":[{"algorithm":"bfs"}]}`, "instances.levels[1]: stage 3 is listed twice (also at instances.levels[0])"},
		{`{"game":"bloxorz","instances":{"boards":["classic:40"]},"configs":[{"algorithm":"bfs"}]}`, `instances.boards[0]: board "classic:40" names no classic stage`},
		{`{"game":"npuzzle","instances":{"positions":["3 4 5"]},"configs":[{"algorithm":"bfs"}]}`, "instances.positions: positions are Nim's; for npuzzle give boards"},
		{`{"game":"nim","instances":{"positions":["3 x 5"]},"configs":[{"algorithm":"minimax"}]}`, "instances.positions[0]: "},
		{`{"game":"nim","instances":{"openings":{"count":2}},"configs":[{"algorithm":"minimax"},{"algorithm":"alphabeta"}]}`, "instances.openings: openings make an Othello match"},
		{`{"game":"othello","instances":{"openings":{"plies":2}},"configs":[{"algorithm":"random"},{"algorithm":"alphabeta"}]}`, "instances.openings.count: missing"},
		{`{"game":"othello","instances":{"openings":{"count":2,"plies":21}},"configs":[{"algorithm":"random"},{"algorithm":"alphabeta"}]}`, "instances.openings.plies: must be from 0 to 20, not 21"},
		{`{"game":"othello","instances":{"openings":{"count":2}},"configs":[{"algorithm":"random"}]}`, "configs: a match experiment needs at least two players"},
		{`{"game":"othello","instances":{"openings":{"count":2}},"configs":[{"algorithm":"random"},{"algorithm":"alphabeta"}],"repeats":3}`, "repeats: a match experiment plays every opening once per pair"},
		{`{"game":"othello","instances":{"openings":{"count":2}},"configs":[{"algorithm":"random"},{"algorithm":"alphabeta"}],"budget":{"max_nodes":5}}`, "budget: a match experiment takes no budget"},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0"]}}`, "configs: missing"},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0"]},"configs":[]}`, "configs: empty"},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0"]},"configs":{"algorithm":"bfs"}}`, "configs: must be a list of configs, not an object"},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0"]},"configs":["bfs"]}`, "configs[0]: must be an object, not a string"},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0"]},"configs":[{"algo":"bfs"}]}`, "configs[0].algo: unknown field (known here: label, algorithm, params)"},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0"]},"configs":[{"label":"x"}]}`, "configs[0].algorithm: missing"},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0"]},"configs":[{"algorithm":"bfs"},{"algorithm":"minimax"}]}`, `configs[1].algorithm: unknown algorithm "minimax" for game "npuzzle"`},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0"]},"configs":[{"algorithm":"bfs"},{"algorithm":"astar"},{"algorithm":"astar","params":{"weight":2}}]}`, `configs[2].params.weight: unknown parameter "weight" for algorithm "astar"`},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0"]},"configs":[{"algorithm":"beam","params":{"width":0}}]}`, `configs[0].params.width: parameter "width" is 0, out of range [1, 100000]`},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0"]},"configs":[{"algorithm":"beam","params":{"width":"wide"}}]}`, `configs[0].params.width: parameter "width" must be an integer, not the string "wide"`},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0"]},"configs":[{"algorithm":"astar","params":{"heuristic":["a"]}}]}`, "configs[0].params.heuristic: must be a number, a string or true/false, not a list"},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0"]},"configs":[{"algorithm":"astar","params":[]}]}`, "configs[0].params: must be an object, not a list"},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0"]},"configs":[{"algorithm":"astar"},{"algorithm":"astar"}]}`, `configs[1]: its name "A*" is also the name of configs[0]; give one of them a label`},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0"]},"configs":[{"algorithm":"astar","label":"a\nb"}]}`, "configs[0].label: must be one line of printable characters"},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0"]},"configs":[{"algorithm":"bfs"}],"budget":{"max_nodes":-1}}`, "budget.max_nodes: max_nodes must be 0 (default 5000000) or positive, not -1"},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0"]},"configs":[{"algorithm":"bfs"}],"budget":{"timeout_ms":700000}}`, "budget.timeout_ms: timeout_ms 700000 is above the maximum of 600000"},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0"]},"configs":[{"algorithm":"bfs"}],"budget":{"max_memory_bytes":5}}`, "budget.max_memory_bytes: max_memory_bytes must be 0"},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0"]},"configs":[{"algorithm":"bfs"}],"budget":{"nodes":5}}`, "budget.nodes: unknown field"},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0"]},"configs":[{"algorithm":"bfs"}],"repeats":-1}`, "repeats: must be from 1 to 1000 (0 means 1), not -1"},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0"]},"configs":[{"algorithm":"bfs"}],"repeats":1.5}`, "repeats: must be a whole number, not 1.5"},
		{`{"game":"npuzzle","instances":{"boards":["1 2/3 0"]},"configs":[{"algorithm":"bfs"}],"seed":1e300}`, "seed: 1e300 is out of range for a whole number"},
		{`{"game":"npuzzle","instances":{"random":{"size":"3x3","count":5000}},"configs":[{"algorithm":"hill-climbing"},{"algorithm":"beam"}],"repeats":6}`, "the experiment has 60000 runs, more than the 50000 allowed"},
	} {
		_, err := Load(reg, []byte(c.spec))
		if err == nil {
			t.Errorf("%s: accepted, want %q", c.spec, c.want)
			continue
		}
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%s: %T %v, want an *Error", c.spec, err, err)
		}
		if !strings.HasPrefix(err.Error(), c.want) && !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s:\n got  %q\n want %q", c.spec, err, c.want)
		}
	}
	if _, err := Load(reg, []byte(good)); err != nil {
		t.Errorf("the good spec: %v", err)
	}
}

// A spec larger than MaxSpecBytes is refused before it is read.
func TestSpecTooLarge(t *testing.T) {
	big := `{"game":"nim","instances":{"positions":["` + strings.Repeat("1 ", MaxSpecBytes/2) + `"]}}`
	_, err := DecodeSpec(strings.NewReader(big))
	if err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("a %d-byte spec: %v", len(big), err)
	}
}

// TestConfigTitles: a config without a label is named for people, from
// the catalogue (issue 30 item 13): the algorithm's name, the parameters
// it sets, and when it sets none the headline parameter's default, so a
// weighted search shows its weight.
func TestConfigTitles(t *testing.T) {
	p, err := Load(reg, []byte(`{"game":"npuzzle","instances":{"boards":["1 2/3 0"]},"configs":[
		{"algorithm":"wastar"},{"algorithm":"wastar","params":{"weight":3}},{"algorithm":"astar"},
		{"algorithm":"astar","params":{"heuristic":"misplaced"}},{"algorithm":"bfs","label":"mine"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Weighted A* (weight 1.5)", "Weighted A* (weight 3)", "A*", "A* (heuristic misplaced)", "mine"}
	for i, c := range p.Configs {
		if c.Name != want[i] {
			t.Errorf("config %d is named %q, want %q", i, c.Name, want[i])
		}
	}
}
