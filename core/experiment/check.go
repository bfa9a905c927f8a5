package experiment

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"searchlab/core/registry"
)

// Check lists the problems of s where NewPlan stops at the first: it
// plans s, sets aside the field at fault (a listed board dropped, a
// budget field or a parameter left to its default, the name or the goal
// emptied) and plans again, until s plans or the fault is one it cannot
// set aside (an unknown game or algorithm, a kind of instances). Each
// problem names its field with the spec's path, board indices as in s. A
// form uses it to mark every field at fault at once (a negative node
// budget no longer hides a negative time budget).
func Check(reg *registry.Registry, s Spec) []*Error {
	s = s.clone()
	boards := boardField(&s)
	orig := make([]int, 0)
	if boards != nil {
		for i := range *boards {
			orig = append(orig, i)
		}
	}
	var out []*Error
	for range 64 {
		_, err := NewPlan(reg, s)
		if err == nil {
			return out
		}
		var e *Error
		if !errors.As(err, &e) {
			return append(out, errAt("", "%s", err))
		}
		if list, i, rest, ok := ListedPath(e.Path); ok && !strings.Contains(rest, "\n") && boards != nil {
			if i < len(orig) {
				out = append(out, errAt(fmt.Sprintf("instances.%s[%d]%s", list, orig[i], rest), "%s", e.Msg))
				*boards = slices.Delete(*boards, i, i+1)
				orig = slices.Delete(orig, i, i+1)
				continue
			}
		}
		out = append(out, e)
		if !setAside(&s, e.Path) {
			return out
		}
	}
	return out
}

// setAside puts the field at path back to its default, so that the next
// plan goes past it; false when it has none.
func setAside(s *Spec, path string) bool {
	switch path {
	case "name":
		s.Name = ""
	case "goal":
		s.Goal = ""
	case "repeats":
		s.Repeats = 0
	case "budget":
		s.Budget = Budget{}
	case "budget.max_nodes":
		s.Budget.MaxNodes = 0
	case "budget.timeout_ms":
		s.Budget.TimeoutMS = 0
	case "budget.max_memory_bytes":
		s.Budget.MaxMemoryBytes = 0
	default:
		i, field, param, ok := ConfigPath(path)
		if !ok || !(field == "label" && param == "" || field == "params") {
			return false
		}
		if i >= len(s.Configs) {
			return false
		}
		c := &s.Configs[i]
		switch {
		case field == "label":
			c.Label = ""
		case param != "":
			if _, ok := c.Params[param]; !ok {
				return false
			}
			delete(c.Params, param)
		default:
			if len(c.Params) == 0 {
				return false
			}
			c.Params = nil
		}
	}
	return true
}

// boardField is the spec's list of boards or positions, if it lists some.
func boardField(s *Spec) *[]string {
	switch {
	case s.Instances.Boards != nil:
		return &s.Instances.Boards
	case s.Instances.Positions != nil:
		return &s.Instances.Positions
	}
	return nil
}

// clone copies what Check changes: the lists and the configs' params.
func (s Spec) clone() Spec {
	s.Instances.Boards = slices.Clone(s.Instances.Boards)
	s.Instances.Positions = slices.Clone(s.Instances.Positions)
	s.Configs = slices.Clone(s.Configs)
	for i := range s.Configs {
		s.Configs[i].Params = maps.Clone(s.Configs[i].Params)
	}
	return s
}
