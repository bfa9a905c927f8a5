package othelloscreen

import (
	"fmt"
	"sort"
	"strings"

	"searchlab/core/registry"
	"searchlab/core/wire"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
)

// Human is the Player.Algo of a side played by a person.
const Human = "human"

// Player is who plays one colour: a person (Algo Human) or one of the
// solver's Othello algorithms with the parameters set by hand, as typed
// (the API parses and checks them: api.ParseParamText); a parameter not
// set takes the registry's default, which the form shows (Value) and the
// request sends.
type Player struct {
	Algo   string            `json:"algo"`
	Params map[string]string `json:"params,omitempty"`
}

// IsHuman reports whether a person plays this side.
func (p Player) IsHuman() bool { return p.Algo == Human || p.Algo == "" }

// Spec writes the player as "alphabeta:depth=4" (settings sorted by key;
// the form of the tournament's player specs), "human" for a person.
func (p Player) Spec() string {
	if p.IsHuman() {
		return Human
	}
	keys := make([]string, 0, len(p.Params))
	for k, v := range p.Params {
		if v != "" {
			keys = append(keys, k)
		}
	}
	if len(keys) == 0 {
		return p.Algo
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] }) // not sort.Strings: one generic sort less in ui.wasm (issue 28)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + "=" + p.Params[k]
	}
	return p.Algo + ":" + strings.Join(parts, ",")
}

// ParseSpec reads a Spec back; the algorithm must be one of algos (or
// human) and every setting one of its parameters with a valid value.
func ParseSpec(text string, algos []registry.AlgorithmInfo) (Player, error) {
	name, rest, _ := strings.Cut(strings.TrimSpace(text), ":")
	if name == Human {
		return Player{Algo: Human}, nil
	}
	info, ok := store.FindAlgo(algos, name)
	if !ok {
		return Player{}, fmt.Errorf("unknown player %q", name)
	}
	p := Player{Algo: name, Params: map[string]string{}}
	if rest == "" {
		return p, nil
	}
	for _, kv := range strings.Split(rest, ",") {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return Player{}, fmt.Errorf("player %s: setting %q is not key=value", name, kv)
		}
		p.Params[k] = v
	}
	if _, err := p.values(info); err != nil {
		return Player{}, err
	}
	return p, nil
}

// Label names the player for people: "You", or the algorithm's name with
// the settings typed ("Alpha-beta (depth 4)").
func (p Player) Label(algos []registry.AlgorithmInfo) string { return p.LabelIn(i18n.English, algos) }

// LabelIn is Label in l: the algorithm's name in l ("Người chơi" for a
// person), the settings as typed.
func (p Player) LabelIn(l i18n.Lang, algos []registry.AlgorithmInfo) string {
	if p.IsHuman() {
		return l.T("oth.human")
	}
	name := p.Algo
	if info, ok := store.FindAlgo(algos, p.Algo); ok {
		name = l.AlgorithmName(info.ID, info.Name)
	}
	var parts []string
	keys := make([]string, 0, len(p.Params))
	for k := range p.Params {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] }) // not sort.Strings: one generic sort less in ui.wasm (issue 28)
	for _, k := range keys {
		if p.Params[k] != "" {
			parts = append(parts, strings.ReplaceAll(k, "_", " ")+" "+p.Params[k])
		}
	}
	if len(parts) == 0 {
		return name
	}
	return name + " (" + strings.Join(parts, ", ") + ")"
}

// Value is the text of parameter prm as the player plays it: the one set
// by hand, else the registry's default.
func (p Player) Value(prm registry.Param) string {
	if v := strings.TrimSpace(p.Params[prm.Name]); v != "" {
		return v
	}
	return store.DefaultText(prm)
}

// values checks the typed settings against the algorithm's parameters
// with the API's own parser and checker (api.ParamsFromText: type, range,
// options) and returns them typed for a request; unknown names are
// refused.
func (p Player) values(info registry.AlgorithmInfo) (map[string]any, error) {
	for k := range p.Params {
		if _, ok := info.Param(k); !ok {
			return nil, fmt.Errorf("%s has no setting %q", info.Name, k)
		}
	}
	v, err := registry.ParamsFromText(info, p.Value)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", info.Name, err)
	}
	return v, nil
}

// Request is the solve request asking p for its move in pos (a board
// line): its parameters, and every root move's value when candidates is
// set (when the algorithm has that switch).
func (p Player) Request(algos []registry.AlgorithmInfo, pos string, seed int64, candidates bool) (wire.Request, error) {
	info, ok := store.FindAlgo(algos, p.Algo)
	if !ok {
		return wire.Request{}, fmt.Errorf("the solver has no Othello player %q", p.Algo)
	}
	params, err := p.values(info)
	if err != nil {
		return wire.Request{}, err
	}
	if _, ok := info.Param("candidates"); ok {
		params["candidates"] = candidates
	}
	return wire.Request{Game: ID, Board: pos, Algorithm: p.Algo, Params: params, Seed: seed}, nil
}

// isMCTS reports whether algo is one of the Monte Carlo programs (their
// root children come with the search: asking for candidates costs
// nothing more).
func isMCTS(algo string) bool { return strings.HasPrefix(algo, "mcts") }

// clone copies the player's parameter map.
func (p Player) clone() Player {
	c := Player{Algo: p.Algo}
	if p.Params != nil {
		c.Params = make(map[string]string, len(p.Params))
		for k, v := range p.Params {
			c.Params[k] = v
		}
	}
	return c
}
