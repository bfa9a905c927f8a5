package experiment

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"unicode"

	"searchlab/core/registry"
	"searchlab/core/wire"
)

// Limits of one experiment: enough for the seed projects' studies, small
// enough that a page holds every result.
const (
	MaxConfigs   = 32
	MaxInstances = 5000
	MaxRepeats   = 1000
	MaxOpenings  = 1000
	MaxRuns      = 50_000
	// MaxLabel bounds a config's label and the spec's name, in characters.
	MaxLabel = 100
)

// ConfigInfo is a checked config: its name in tables (the label, or the
// algorithm with its params), the algorithm's registry entry and whether
// it draws on its seed.
type ConfigInfo struct {
	Config
	Name string
	Algo registry.AlgorithmInfo
	// Randomized: the algorithm draws random numbers from the run's seed
	// (Randomized), so repeats give different runs.
	Randomized bool
}

// Instance is one board of an experiment.
type Instance struct {
	// Label names the instance in tables: the board text when it is one
	// short line, the stage number, the opening number; "board N"
	// otherwise.
	Label string `json:"label"`
	// Board is what the solve requests carry ("classic:7" for a stage);
	// empty for an opening, which the match request draws itself.
	Board string `json:"board,omitempty"`
}

// Plan is a checked spec ready to run: its instances drawn, its configs
// resolved against the registry, its runs expanded. The page, the CLI and
// the tests all start from one.
type Plan struct {
	Spec Spec
	// Match: a match experiment (instances.openings) of a two-player game
	// (a registry.Matcher).
	Match     bool
	Instances []Instance
	Configs   []ConfigInfo
	// Runs are the experiment's runs in index order (Expand).
	Runs []Run
	// matcher reads and writes the game records of a match experiment
	// (the game's registry.Openings, which its Matcher plays); nil
	// otherwise.
	matcher registry.Openings
}

// NewPlan checks s against reg with the same validator as /api/solve
// (game, algorithms, parameters, budgets) and the games' own parsers
// (every board), and expands its runs. An error is an *Error naming the
// field at fault.
func NewPlan(reg *registry.Registry, s Spec) (*Plan, error) {
	p := &Plan{Spec: s}
	if _, err := reg.Algorithms(s.Game); err != nil {
		return nil, errAt("game", "%s", apiMsg(err))
	}
	if err := checkText(s.Name); err != nil {
		return nil, errAt("name", "%s", err)
	}
	if s.Goal != "" {
		if exp, _ := reg.Experiments(s.Game); !exp.Goal {
			return nil, errAt("goal", "only %s a goal board; remove the goal", goalGames(reg))
		}
		if err := reg.CheckBoard(s.Game, s.Goal, ""); err != nil {
			return nil, errAt("goal", "%s", apiMsg(err))
		}
	}
	var err error
	if p.Instances, p.Match, err = instances(reg, s); err != nil {
		return nil, err
	}
	if p.Match {
		var ok bool
		if p.matcher, ok = reg.Openings(s.Game); !ok {
			return nil, errAt("game", "%s draws openings of a match but plays no games between players (no registry.Matcher)", s.Game)
		}
	}
	if p.Configs, err = configs(reg, s, p.Match); err != nil {
		return nil, err
	}
	if err := checkBudget(reg, s, p.Match); err != nil {
		return nil, err
	}
	switch {
	case s.Repeats < 0 || s.Repeats > MaxRepeats:
		return nil, errAt("repeats", "must be from 1 to %d (0 means 1), not %d", MaxRepeats, s.Repeats)
	case p.Match && s.Repeats > 1:
		return nil, errAt("repeats", "a match experiment plays every opening once per pair (colours swapped); for more games raise instances.openings.count")
	}
	if n := p.count(); n > MaxRuns {
		return nil, errAt("", "the experiment has %d runs, more than the %d allowed: use fewer instances, configs or repeats", n, MaxRuns)
	}
	p.Runs = p.expand()
	return p, nil
}

// goalGames names the games whose spec may give a goal ("the N-puzzle
// has").
func goalGames(reg *registry.Registry) string {
	var names []string
	for _, g := range reg.Games() {
		if exp, _ := reg.Experiments(g.ID); exp.Goal {
			names = append(names, "the "+exp.Name)
		}
	}
	switch len(names) {
	case 0:
		return "no game here has"
	case 1:
		return names[0] + " has"
	}
	return strings.Join(names, " and ") + " have"
}

// Load reads a spec's JSON and plans it: DecodeSpec then NewPlan.
func Load(reg *registry.Registry, data []byte) (*Plan, error) {
	s, err := ParseSpec(data)
	if err != nil {
		return nil, err
	}
	return NewPlan(reg, s)
}

// apiMsg is the sentence of a registry error.
func apiMsg(err error) string {
	var inv *wire.InvalidError
	if errors.As(err, &inv) {
		return inv.Msg
	}
	return err.Error()
}

// checkText accepts one printable line of at most MaxLabel characters (it
// goes into CSV, Markdown and chart legends).
func checkText(s string) error {
	if n := len([]rune(s)); n > MaxLabel {
		return fmt.Errorf("is %d characters long; at most %d fit tables and legends", n, MaxLabel)
	}
	for _, c := range s {
		if !unicode.IsPrint(c) {
			return fmt.Errorf("must be one line of printable characters (found %q)", c)
		}
	}
	return nil
}

// Randomized reports whether an algorithm draws on its run's seed, as its
// adapter declares (AlgorithmInfo.Randomized): local search, Monte Carlo
// tree search and a random player do; the systematic searches, minimax,
// alpha-beta, the exact solver and the oracles do not (the same seed or
// another gives the same run, elapsed time aside; a test checks this for
// every such algorithm of every game).
func Randomized(a registry.AlgorithmInfo) bool { return a.Randomized }

// configs checks every config with the registry's validator, one
// parameter at a time so that the error names it, and names the configs.
func configs(reg *registry.Registry, s Spec, match bool) ([]ConfigInfo, error) {
	switch n := len(s.Configs); {
	case n == 0:
		return nil, errAt("configs", "empty: give at least one {\"algorithm\": …}")
	case n > MaxConfigs:
		return nil, errAt("configs", "has %d configs, more than the %d allowed", n, MaxConfigs)
	case match && n < 2:
		return nil, errAt("configs", "a match experiment needs at least two players (configs)")
	}
	out := make([]ConfigInfo, len(s.Configs))
	byName := map[string]int{}
	for i, c := range s.Configs {
		path := index("configs", i)
		if err := checkText(c.Label); err != nil {
			return nil, errAt(field(path, "label"), "%s", err)
		}
		req := wire.Request{Game: s.Game, Algorithm: c.Algorithm}
		job, _, err := reg.Prepare(req)
		if err != nil {
			return nil, errAt(field(path, "algorithm"), "%s", apiMsg(err))
		}
		names := make([]string, 0, len(c.Params))
		for k := range c.Params {
			names = append(names, k)
		}
		sort.Slice(names, func(i, j int) bool { return names[i] < names[j] }) // not sort.Strings: one generic sort less in ui.wasm (issue 28)
		for _, k := range names {
			req.Params = map[string]any{k: c.Params[k]}
			if _, _, err := reg.Prepare(req); err != nil {
				return nil, errAt(field(field(path, "params"), k), "%s", apiMsg(err))
			}
		}
		req.Params = c.Params
		if _, _, err := reg.Prepare(req); err != nil {
			return nil, errAt(field(path, "params"), "%s", apiMsg(err))
		}
		ci := ConfigInfo{Config: c, Algo: job.Algo, Randomized: Randomized(job.Algo), Name: c.Label}
		if ci.Name == "" {
			ci.Name = ConfigTitle(algorithmInfo(reg, s.Game, c.Algorithm), c)
		}
		if j, dup := byName[ci.Name]; dup {
			return nil, errAt(path, "its name %q is also the name of configs[%d]; give one of them a label", ci.Name, j)
		}
		byName[ci.Name] = i
		out[i] = ci
	}
	return out, nil
}

// algorithmInfo is the catalogue's entry of algo in game (empty when it
// has none).
func algorithmInfo(reg *registry.Registry, game, algo string) registry.AlgorithmInfo {
	infos, _ := reg.Algorithms(game)
	for _, a := range infos {
		if a.ID == algo {
			return a
		}
	}
	return registry.AlgorithmInfo{}
}

// ConfigName is a config's name without a label: the algorithm, then its
// params sorted by name as key=value ("astar:heuristic=manhattan"), the
// form of the CLI's player specs.
func ConfigName(c Config) string {
	if len(c.Params) == 0 {
		return c.Algorithm
	}
	keys := make([]string, 0, len(c.Params))
	for k := range c.Params {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] }) // not sort.Strings: one generic sort less in ui.wasm (issue 28)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s=%v", k, c.Params[k])
	}
	return c.Algorithm + ":" + strings.Join(parts, ",")
}

// checkBudget checks each budget field with the solve validator; a match
// experiment takes none (its players' strength is their own parameters).
func checkBudget(reg *registry.Registry, s Spec, match bool) error {
	b := s.Budget
	if match {
		if b != (Budget{}) {
			return errAt("budget", "a match experiment takes no budget: set each player's depth, iterations or move_time_ms in its params")
		}
		return nil
	}
	for _, f := range []struct {
		name string
		req  wire.Request
	}{
		{"max_nodes", wire.Request{MaxNodes: b.MaxNodes}},
		{"timeout_ms", wire.Request{TimeoutMS: b.TimeoutMS}},
		{"max_memory_bytes", wire.Request{MaxMemoryBytes: b.MaxMemoryBytes}},
	} {
		f.req.Game, f.req.Algorithm = s.Game, s.Configs[0].Algorithm
		if _, _, err := reg.Prepare(f.req); err != nil {
			return errAt(field("budget", f.name), "%s", apiMsg(err))
		}
	}
	return nil
}
