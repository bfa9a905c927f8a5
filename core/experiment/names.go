package experiment

import (
	"fmt"
	"sort"
	"strings"

	"searchlab/core/registry"
)

// ConfigTitle is the name of a config without a label in the summary,
// charts and CSV: the catalogue's name of its algorithm, then the
// parameters it sets ("A* (heuristic manhattan)"); when it sets none, the
// value of the algorithm's headline parameter (its first number with a
// default other than 0), so two configs that differ only there are told
// apart and a weighted search shows its weight ("Weighted A* (weight
// 1.5)"). Without the catalogue's entry (info.ID empty) it is ConfigName.
func ConfigTitle(info registry.AlgorithmInfo, c Config) string {
	if info.ID == "" {
		return ConfigName(c)
	}
	keys := make([]string, 0, len(c.Params))
	for k := range c.Params {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] }) // not sort.Strings: one generic sort less in ui.wasm (issue 28)
	parts := make([]string, 0, len(keys))
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s %v", k, c.Params[k]))
	}
	if len(parts) == 0 {
		if p, ok := headline(info); ok {
			parts = append(parts, fmt.Sprintf("%s %v", p.Name, p.Default))
		}
	}
	if len(parts) == 0 {
		return info.Name
	}
	return info.Name + " (" + strings.Join(parts, ", ") + ")"
}

// headline is an algorithm's first numeric parameter whose default is not
// 0 (0 reads "none" or "unlimited" in the catalogue): the weight of a
// weighted search, the iterations of MCTS, the depth of a player.
func headline(info registry.AlgorithmInfo) (registry.Param, bool) {
	for _, p := range info.Params {
		if p.Type != registry.TypeInt && p.Type != registry.TypeFloat || len(p.When) > 0 {
			continue
		}
		if f, ok := number(p.Default); ok && f != 0 {
			return p, true
		}
	}
	return registry.Param{}, false
}

// number reads a catalogue default as a number.
func number(v any) (float64, bool) {
	switch x := v.(type) {
	case int:
		return float64(x), true
	case int64:
		return float64(x), true
	case float64:
		return x, true
	}
	return 0, false
}
