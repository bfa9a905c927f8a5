package experiment

import (
	"bytes"
	"encoding/json"
	"io"
	"math"
	"strconv"
)

// MaxSpecBytes bounds the JSON of a spec.
const MaxSpecBytes = 1 << 20

// DecodeSpec reads a spec's JSON from r (at most MaxSpecBytes) strictly:
// malformed JSON, an unknown or repeated field, a value of the wrong type
// and trailing data are *Error values whose Path names the field at fault.
// It checks the form only; NewPlan checks the content against the
// registry.
func DecodeSpec(r io.Reader) (Spec, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxSpecBytes+1))
	if err != nil {
		return Spec{}, errAt("", "the spec cannot be read: %v", err)
	}
	return ParseSpec(data)
}

// ParseSpec is DecodeSpec of a byte slice.
func ParseSpec(data []byte) (Spec, error) {
	var s Spec
	if len(data) > MaxSpecBytes {
		return s, errAt("", "the spec is larger than %d bytes", MaxSpecBytes)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return s, errAt("", "the spec is empty: write a JSON object with game, instances and configs")
	}
	if err := checkSyntax(data); err != nil {
		return s, err
	}
	if k := kindOf(data); k != "an object" {
		return s, errAt("", "the spec must be a JSON object, not %s", k)
	}
	root, err := readObject("", data)
	if err != nil {
		return s, err
	}
	if err := root.only("name", "game", "goal", "instances", "configs", "budget", "repeats", "seed"); err != nil {
		return s, err
	}
	if !root.has("game") {
		return s, errAt("game", "missing: name the game (e.g. \"npuzzle\")")
	}
	for _, f := range []func() error{
		func() error { return root.str("name", &s.Name) },
		func() error { return root.str("game", &s.Game) },
		func() error { return root.str("goal", &s.Goal) },
		func() error { return decodeInstances(root, &s.Instances) },
		func() error { return decodeConfigs(root, &s.Configs) },
		func() error { return decodeBudget(root, &s.Budget) },
		func() error { return root.small("repeats", &s.Repeats) },
		func() error { return root.integer("seed", &s.Seed) },
	} {
		if err := f(); err != nil {
			return s, err
		}
	}
	return s, nil
}

func decodeInstances(root *object, dst *Instances) error {
	raw, ok := root.vals["instances"]
	if !ok {
		return errAt("instances", "missing: give boards, random, levels, positions or openings")
	}
	o, err := readObject("instances", raw)
	if err != nil {
		return err
	}
	if err := o.only("boards", "random", "levels", "positions", "openings"); err != nil {
		return err
	}
	switch len(o.keys) {
	case 0:
		return errAt("instances", "empty: give one of boards, random, levels, positions or openings")
	case 1:
	default:
		return errAt("instances", "gives both %s and %s: give exactly one kind of instances", o.keys[0], o.keys[1])
	}
	switch o.keys[0] {
	case "boards":
		dst.Boards, err = o.strings("boards")
	case "positions":
		dst.Positions, err = o.strings("positions")
	case "random":
		dst.Random, err = decodeRandom(o.vals["random"])
	case "levels":
		dst.Levels, err = decodeLevels(o.vals["levels"])
	case "openings":
		dst.Openings, err = decodeOpenings(o.vals["openings"])
	}
	if err != nil {
		return err
	}
	// An empty list gives no instance: refused here, as the spec without
	// it is (Encode omits an empty list, so accepting one would not
	// round-trip; found by FuzzParseSpec).
	if k := o.keys[0]; (k == "boards" && len(dst.Boards) == 0) || (k == "positions" && len(dst.Positions) == 0) ||
		(k == "levels" && dst.Levels != nil && !dst.Levels.All && len(dst.Levels.List) == 0) {
		return errAt(field("instances", k), "empty: list at least one")
	}
	return nil
}

func decodeRandom(raw json.RawMessage) (*Random, error) {
	const path = "instances.random"
	o, err := readObject(path, raw)
	if err != nil {
		return nil, err
	}
	if err := o.only("size", "count", "shuffle", "seed"); err != nil {
		return nil, err
	}
	r := &Random{}
	for _, k := range []string{"size", "count"} {
		if !o.has(k) {
			return nil, errAt(field(path, k), "missing (e.g. {\"size\": \"3x3\", \"count\": 30, \"shuffle\": \"any\", \"seed\": 7})")
		}
	}
	if err := o.str("size", &r.Size); err != nil {
		return nil, err
	}
	if err := o.small("count", &r.Count); err != nil {
		return nil, err
	}
	if err := o.integer("seed", &r.Seed); err != nil {
		return nil, err
	}
	if sh, ok := o.vals["shuffle"]; ok {
		p := field(path, "shuffle")
		switch kindOf(sh) {
		case "a string":
			var s string
			json.Unmarshal(sh, &s)
			if s != "any" {
				return nil, errAt(p, "must be \"any\" (any solvable board) or a number of random moves from the goal, not %q", s)
			}
		case "a number":
			var k int64
			if err := decodeInt(p, sh, &k); err != nil {
				return nil, err
			}
			if k < 1 {
				return nil, errAt(p, "a number of random moves must be at least 1, not %d (\"any\" draws any solvable board)", k)
			}
			k = min(k, math.MaxInt32) // NewPlan reports the upper bound
			r.Shuffle.Moves = int(k)
		default:
			return nil, errAt(p, "must be \"any\" or a number of random moves, not %s", kindOf(sh))
		}
	}
	return r, nil
}

func decodeLevels(raw json.RawMessage) (*Levels, error) {
	const path = "instances.levels"
	switch kindOf(raw) {
	case "a string":
		var s string
		json.Unmarshal(raw, &s)
		if s != "all" {
			return nil, errAt(path, "must be \"all\" or a list of stage numbers, not %q", s)
		}
		return &Levels{All: true}, nil
	case "a list":
	default:
		return nil, errAt(path, "must be \"all\" or a list of stage numbers, not %s", kindOf(raw))
	}
	var items []json.RawMessage
	json.Unmarshal(raw, &items)
	l := &Levels{List: make([]string, len(items))}
	for i, it := range items {
		p := index(path, i)
		switch kindOf(it) {
		case "a string":
			json.Unmarshal(it, &l.List[i])
		case "a number":
			var n int64
			if err := decodeInt(p, it, &n); err != nil {
				return nil, err
			}
			l.List[i] = strconv.FormatInt(n, 10)
		default:
			return nil, errAt(p, "must be a stage number such as \"7\", not %s", kindOf(it))
		}
	}
	return l, nil
}

func decodeOpenings(raw json.RawMessage) (*Openings, error) {
	const path = "instances.openings"
	o, err := readObject(path, raw)
	if err != nil {
		return nil, err
	}
	if err := o.only("count", "plies", "seed"); err != nil {
		return nil, err
	}
	if !o.has("count") {
		return nil, errAt(field(path, "count"), "missing (e.g. {\"count\": 20, \"plies\": 6, \"seed\": 1})")
	}
	op := &Openings{}
	if err := o.small("count", &op.Count); err != nil {
		return nil, err
	}
	if err := o.small("plies", &op.Plies); err != nil {
		return nil, err
	}
	if err := o.integer("seed", &op.Seed); err != nil {
		return nil, err
	}
	return op, nil
}

func decodeConfigs(root *object, dst *[]Config) error {
	raw, ok := root.vals["configs"]
	if !ok {
		return errAt("configs", "missing: give a list of {\"algorithm\": …, \"params\": {…}}")
	}
	if k := kindOf(raw); k != "a list" {
		return errAt("configs", "must be a list of configs, not %s", k)
	}
	var items []json.RawMessage
	json.Unmarshal(raw, &items)
	out := make([]Config, len(items))
	for i, it := range items {
		path := index("configs", i)
		o, err := readObject(path, it)
		if err != nil {
			return err
		}
		if err := o.only("label", "algorithm", "params"); err != nil {
			return err
		}
		if !o.has("algorithm") {
			return errAt(field(path, "algorithm"), "missing: name the algorithm (e.g. \"astar\")")
		}
		if err := o.str("label", &out[i].Label); err != nil {
			return err
		}
		if err := o.str("algorithm", &out[i].Algorithm); err != nil {
			return err
		}
		if out[i].Params, err = o.params("params"); err != nil {
			return err
		}
	}
	*dst = out
	return nil
}

func decodeBudget(root *object, dst *Budget) error {
	raw, ok := root.vals["budget"]
	if !ok {
		return nil
	}
	o, err := readObject("budget", raw)
	if err != nil {
		return err
	}
	if err := o.only("max_nodes", "timeout_ms", "max_memory_bytes"); err != nil {
		return err
	}
	if err := o.integer("max_nodes", &dst.MaxNodes); err != nil {
		return err
	}
	if err := o.integer("timeout_ms", &dst.TimeoutMS); err != nil {
		return err
	}
	return o.integer("max_memory_bytes", &dst.MaxMemoryBytes)
}
