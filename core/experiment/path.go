package experiment

import (
	"strconv"
	"strings"
)

// Readers of the spec's paths that name a listed board or a config
// ("instances.boards[3]", "configs[2].params.weight"), as Error.Path
// writes them, for Check and for a form that marks the field at fault.
// They scan the path once (linear in its length); they replace regular
// expressions, whose package would weigh on the WebAssembly page
// (issue 28).

// ListedPath reads a path under a listed board or position,
// "instances.boards[i]…" or "instances.positions[i]…"
// (^instances\.(boards|positions)\[(\d+)\](.*)): the list ("boards" or
// "positions"), the index i and all the rest of the path after "]"; false
// when the path is not one.
func ListedPath(path string) (list string, i int, rest string, ok bool) {
	r, found := strings.CutPrefix(path, "instances.")
	if !found {
		return "", 0, "", false
	}
	for _, list = range []string{"boards", "positions"} {
		if t, found := strings.CutPrefix(r, list); found {
			if i, rest, ok = cutIndex(t); ok {
				return list, i, rest, true
			}
		}
	}
	return "", 0, "", false
}

// ConfigPath reads a path of a config: "configs[i]",
// "configs[i].field" or "configs[i].field.sub" with field one of
// algorithm, label and params and sub not empty
// (^configs\[(\d+)\](?:\.(algorithm|label|params)(?:\.(.+))?)?$, "." not
// matching a newline): the index i, the field and sub ("" when absent);
// false when the path is not one.
func ConfigPath(path string) (i int, field, sub string, ok bool) {
	r, found := strings.CutPrefix(path, "configs")
	if !found {
		return 0, "", "", false
	}
	if i, r, ok = cutIndex(r); !ok {
		return 0, "", "", false
	}
	if r == "" {
		return i, "", "", true
	}
	if r, found = strings.CutPrefix(r, "."); !found {
		return 0, "", "", false
	}
	for _, field = range []string{"algorithm", "label", "params"} {
		if r == field {
			return i, field, "", true
		}
		if sub, found := strings.CutPrefix(r, field+"."); found && sub != "" && !strings.Contains(sub, "\n") {
			return i, field, sub, true
		}
	}
	return 0, "", "", false
}

// cutIndex reads "[digits]" at the start of s: the index (as
// strconv.Atoi reads the digits, clamped when they overflow) and the rest.
func cutIndex(s string) (int, string, bool) {
	r, found := strings.CutPrefix(s, "[")
	if !found {
		return 0, "", false
	}
	n := 0
	for n < len(r) && '0' <= r[n] && r[n] <= '9' {
		n++
	}
	if n == 0 || n == len(r) || r[n] != ']' {
		return 0, "", false
	}
	i, _ := strconv.Atoi(r[:n])
	return i, r[n+1:], true
}
