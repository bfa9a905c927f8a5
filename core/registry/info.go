package registry

// Algorithm families (AlgorithmInfo.Family).
const (
	FamilyUninformed  = "uninformed"
	FamilyInformed    = "informed"
	FamilyLocal       = "local"
	FamilyMCTS        = "mcts"
	FamilyAdversarial = "adversarial"
)

// Parameter types (Param.Type).
const (
	TypeInt    = "int"
	TypeFloat  = "float"
	TypeEnum   = "enum"
	TypeBool   = "bool"
	TypeString = "string"
)

// GameInfo describes a game in the registry.
type GameInfo struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	// Help is one sentence about the game and its board text format.
	Help string `json:"help"`
	// Example is a board text the game's parser accepts.
	Example string `json:"example"`
	// DefaultGoal is the goal used when a request leaves "goal" empty
	// (empty when the game has no goal board).
	DefaultGoal string `json:"default_goal,omitempty"`
	// Moves lists the move names a solution uses, in a fixed order.
	Moves []string `json:"moves,omitempty"`
	// Levels are the playing strengths of a two-player game named for
	// people (Othello's Beginner … Expert), weakest first.
	Levels []Level `json:"levels,omitempty"`
}

// Level is a playing strength a screen offers as a difficulty choice: an
// algorithm and its parameters, which a request sends as they are
// (Algorithm as "algorithm", Params as "params").
type Level struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	// Help says in one sentence what the level does.
	Help      string         `json:"help"`
	Algorithm string         `json:"algorithm"`
	Params    map[string]any `json:"params"`
}

// AlgorithmInfo describes an algorithm as it applies to one game.
type AlgorithmInfo struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Family string `json:"family"`
	// Games lists every registered game the algorithm applies to (filled in
	// by the Registry).
	Games    []string `json:"games"`
	Complete bool     `json:"complete"`
	Optimal  bool     `json:"optimal"`
	// Help says in one line what the algorithm does and whether it is
	// complete and optimal.
	Help   string  `json:"help"`
	Params []Param `json:"params"`
	// Randomized: the algorithm draws random numbers from the request's
	// seed, so another seed may give another run (local search, Monte
	// Carlo tree search, a random player); false for one whose run the
	// seed does not change (systematic search, minimax, alpha-beta, exact
	// solvers, oracles). The adapter that lists the algorithm declares it;
	// an experiment repeats only randomized runs. Not on the wire (the
	// catalogue's JSON is as before): the page and the CLI read it from
	// the registry they link.
	Randomized bool `json:"-"`
}

// Param describes one algorithm parameter: its type, range or options,
// default and a one-line help.
type Param struct {
	Name    string   `json:"name"`
	Type    string   `json:"type"`
	Min     *float64 `json:"min,omitempty"`
	Max     *float64 `json:"max,omitempty"`
	Default any      `json:"default"`
	Options []string `json:"options,omitempty"`
	// Labels names some options for people (option → label, e.g. pdb →
	// "optimal (pattern database)"); an option without one shows as is.
	Labels map[string]string `json:"labels,omitempty"`
	Help   string            `json:"help"`
	// When says when the parameter applies (applies.go): each condition
	// names another parameter of the same algorithm and the values under
	// which this one is read; all must hold (empty: always). A request may
	// still carry it otherwise (the algorithm does not read it); forms
	// show it only where it applies (AlgorithmInfo.Applies).
	When []Condition `json:"when,omitempty"`
}

// IntParam is an integer parameter in [min, max].
func IntParam(name string, min, max, def int64, help string) Param {
	lo, hi := float64(min), float64(max)
	return Param{Name: name, Type: TypeInt, Min: &lo, Max: &hi, Default: def, Help: help}
}

// FloatParam is a real parameter in [min, max].
func FloatParam(name string, min, max, def float64, help string) Param {
	return Param{Name: name, Type: TypeFloat, Min: &min, Max: &max, Default: def, Help: help}
}

// EnumParam is a parameter taking one of options.
func EnumParam(name string, options []string, def, help string) Param {
	return Param{Name: name, Type: TypeEnum, Options: options, Default: def, Help: help}
}

// BoolParam is a true/false parameter.
func BoolParam(name string, def bool, help string) Param {
	return Param{Name: name, Type: TypeBool, Default: def, Help: help}
}

// StringParam is a free-text parameter.
func StringParam(name, def, help string) Param {
	return Param{Name: name, Type: TypeString, Default: def, Help: help}
}

// Param returns the parameter called name.
func (a AlgorithmInfo) Param(name string) (Param, bool) {
	for _, p := range a.Params {
		if p.Name == name {
			return p, true
		}
	}
	return Param{}, false
}

// WithParams returns a copy of a with extra parameters put first (a game adds
// its heuristic choice to the informed algorithms this way).
func (a AlgorithmInfo) WithParams(extra ...Param) AlgorithmInfo {
	ps := make([]Param, 0, len(a.Params)+len(extra))
	ps = append(ps, extra...)
	ps = append(ps, a.Params...)
	a.Params = ps
	return a
}
