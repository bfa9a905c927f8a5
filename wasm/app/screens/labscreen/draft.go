package labscreen

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"searchlab/core/experiment"
	"searchlab/core/registry"
	"searchlab/core/wire"
	"searchlab/wasm/app/store"
)

// Kinds of instances, as the spec names them (experiment.Instances); a
// game declares the ones it offers (registry.InstanceSource).
const (
	KindRandom    = registry.KindRandom
	KindBoards    = registry.KindBoards
	KindLevels    = registry.KindLevels
	KindPositions = registry.KindPositions
	KindOpenings  = registry.KindOpenings
)

// ConfigDraft is one config of the form: the algorithm, the parameter
// texts typed (absent or "": the registry's default) and a label.
type ConfigDraft struct {
	Label     string            `json:"label,omitempty"`
	Algorithm string            `json:"algorithm"`
	Params    map[string]string `json:"params,omitempty"`
}

// Draft is the experiment the form holds: what the person chose and typed,
// kept (and saved) as it is, so a half-written list or a parameter being
// typed is not lost. Spec turns it into an experiment.Spec; DraftOf
// does the reverse (presets, share links, past experiments).
type Draft struct {
	Name string `json:"name,omitempty"`
	Game string `json:"game"`
	Kind string `json:"kind"`
	// KindRandom: Count N-puzzle boards of Size ("3x3") drawn from
	// RandomSeed, Shuffle random moves from the goal (0: any solvable
	// board).
	Size       string `json:"size,omitempty"`
	Count      int    `json:"count,omitempty"`
	Shuffle    int    `json:"shuffle,omitempty"`
	RandomSeed int64  `json:"random_seed,omitempty"`
	// KindBoards and KindPositions: one board a line (Bloxorz levels,
	// which take several lines, are separated by a blank line).
	Boards string `json:"boards,omitempty"`
	// KindLevels: "all", or stage numbers separated by spaces or commas.
	Levels string `json:"levels,omitempty"`
	// KindOpenings: OpeningCount openings of OpeningPlies plies from
	// OpeningSeed.
	OpeningCount int   `json:"opening_count,omitempty"`
	OpeningPlies int   `json:"opening_plies,omitempty"`
	OpeningSeed  int64 `json:"opening_seed,omitempty"`
	// Goal is the N-puzzle goal of every board ("": the usual one).
	Goal    string            `json:"goal,omitempty"`
	Configs []ConfigDraft     `json:"configs"`
	Budget  experiment.Budget `json:"budget"`
	Repeats int               `json:"repeats"`
	Seed    int64             `json:"seed"`
}

// Clone copies the draft deeply.
func (d Draft) Clone() Draft {
	c := d
	c.Configs = make([]ConfigDraft, len(d.Configs))
	for i, cf := range d.Configs {
		c.Configs[i] = cf
		c.Configs[i].Params = store.CopyMap(cf.Params)
	}
	return c
}

// BlockBoards reports whether the boards of kind take several lines each
// (Bloxorz levels, graphs: the game declares it), listed separated by a
// blank line.
func BlockBoards(exp registry.Experiments, kind string) bool {
	k, _ := exp.Kind(kind)
	return k.Block
}

// SplitBoards cuts the boards text into boards: one a line, or for
// block boards one board per block of lines (blocks separated by blank
// lines). Blank lines and surrounding spaces are dropped.
func SplitBoards(block bool, text string) []string {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	var out []string
	if block {
		for _, block := range strings.Split(text, "\n\n") {
			if b := strings.Trim(block, "\n"); strings.TrimSpace(b) != "" {
				out = append(out, b)
			}
		}
		return out
	}
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// JoinBoards is SplitBoards' reverse.
func JoinBoards(block bool, boards []string) string {
	if block {
		return strings.Join(boards, "\n\n")
	}
	return strings.Join(boards, "\n")
}

// Spec turns the draft into a spec, reading every parameter text with the
// solver's own parser (api.ParseParamText) against the catalogue of the
// game (cat), its boards as the game declares them (exp). Only the form
// is read here: NewPlan checks the content, with
// the sentences the CLI gives. The spec is what ParseSpec reads from its
// JSON (the CLI's reading), so the page and the CLI run the same spec.
func (d Draft) Spec(cat []registry.AlgorithmInfo, exp registry.Experiments) (experiment.Spec, error) {
	s := experiment.Spec{Name: strings.TrimSpace(d.Name), Game: d.Game, Goal: strings.TrimSpace(d.Goal),
		Budget: d.Budget, Repeats: d.Repeats, Seed: d.Seed}
	switch d.Kind {
	case KindRandom:
		s.Instances.Random = &experiment.Random{Size: strings.TrimSpace(d.Size), Count: d.Count,
			Shuffle: experiment.Shuffle{Moves: d.Shuffle}, Seed: d.RandomSeed}
	case KindBoards:
		s.Instances.Boards = orEmpty(SplitBoards(BlockBoards(exp, d.Kind), d.Boards))
	case KindPositions:
		s.Instances.Positions = orEmpty(SplitBoards(BlockBoards(exp, d.Kind), d.Boards))
	case KindLevels:
		l := &experiment.Levels{}
		if t := strings.TrimSpace(d.Levels); strings.EqualFold(t, "all") {
			l.All = true
		} else {
			l.List = orEmpty(strings.FieldsFunc(t, func(r rune) bool { return r == ',' || r == ' ' || r == '\n' || r == '\t' }))
		}
		s.Instances.Levels = l
	case KindOpenings:
		s.Instances.Openings = &experiment.Openings{Count: d.OpeningCount, Plies: d.OpeningPlies, Seed: d.OpeningSeed}
		// A match takes no budget and plays each opening once per pair:
		// the form hides those fields, so what they held for a solve
		// experiment does not count.
		s.Budget, s.Repeats = experiment.Budget{}, min(s.Repeats, 1)
	default:
		return s, &experiment.Error{Path: "instances", Msg: fmt.Sprintf("%q is not a kind of instances", d.Kind)}
	}
	for i, c := range d.Configs {
		cfg := experiment.Config{Label: strings.TrimSpace(c.Label), Algorithm: c.Algorithm}
		info, _ := store.FindAlgo(cat, c.Algorithm)
		for _, name := range sortedKeys(c.Params) {
			text := strings.TrimSpace(c.Params[name])
			if text == "" {
				continue
			}
			var v any = looseValue(text) // a parameter the algorithm lacks: NewPlan says so
			if prm, ok := info.Param(name); ok {
				var err error
				if v, err = registry.ParseParamText(prm, text); err != nil {
					return s, &experiment.Error{Path: fmt.Sprintf("configs[%d].params.%s", i, name), Msg: apiMessage(err)}
				}
			}
			if cfg.Params == nil {
				cfg.Params = map[string]any{}
			}
			cfg.Params[name] = v
		}
		s.Configs = append(s.Configs, cfg)
	}
	b, err := s.Encode()
	if err != nil {
		return s, err
	}
	return experiment.ParseSpec(b)
}

// looseValue reads a text as JSON would hold it: a number, true or false,
// or else the text.
func looseValue(text string) any {
	if f, err := strconv.ParseFloat(text, 64); err == nil {
		return f
	}
	if b, err := strconv.ParseBool(text); err == nil {
		return b
	}
	return text
}

// orEmpty keeps an empty list a list (the spec then says it is empty,
// rather than that the instances are missing).
func orEmpty(xs []string) []string {
	if xs == nil {
		return []string{}
	}
	return xs
}

// DraftOf is the form of a spec, its boards as its game declares them
// (exp).
func DraftOf(s experiment.Spec, exp registry.Experiments) Draft {
	d := Draft{Name: s.Name, Game: s.Game, Goal: s.Goal, Budget: s.Budget, Repeats: s.Repeats, Seed: s.Seed}
	in := s.Instances
	switch {
	case in.Random != nil:
		d.Kind, d.Size, d.Count, d.Shuffle, d.RandomSeed = KindRandom, in.Random.Size, in.Random.Count, in.Random.Shuffle.Moves, in.Random.Seed
	case in.Levels != nil:
		d.Kind, d.Levels = KindLevels, "all"
		if !in.Levels.All {
			d.Levels = strings.Join(in.Levels.List, " ")
		}
	case in.Positions != nil:
		d.Kind, d.Boards = KindPositions, JoinBoards(BlockBoards(exp, KindPositions), in.Positions)
	case in.Openings != nil:
		d.Kind, d.OpeningCount, d.OpeningPlies, d.OpeningSeed = KindOpenings, in.Openings.Count, in.Openings.Plies, in.Openings.Seed
	default:
		d.Kind, d.Boards = KindBoards, JoinBoards(BlockBoards(exp, KindBoards), in.Boards)
	}
	for _, c := range s.Configs {
		cd := ConfigDraft{Label: c.Label, Algorithm: c.Algorithm}
		for k, v := range c.Params {
			if cd.Params == nil {
				cd.Params = map[string]string{}
			}
			cd.Params[k] = paramText(v)
		}
		d.Configs = append(d.Configs, cd)
	}
	return d
}

// paramText writes a parameter value as the form shows it.
func paramText(v any) string {
	switch x := v.(type) {
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case string:
		return x
	}
	return fmt.Sprint(v)
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] }) // not sort.Strings: one generic sort less in ui.wasm (issue 28)
	return keys
}

// apiMessage is the sentence of a registry error (without the API's
// wrapping).
func apiMessage(err error) string {
	var inv *wire.InvalidError
	if errors.As(err, &inv) {
		return inv.Msg
	}
	return err.Error()
}
