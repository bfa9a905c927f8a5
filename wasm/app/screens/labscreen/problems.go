package labscreen

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"searchlab/core/experiment"
)

// A problem of the draft as the form says it: the field's label, a listed
// board by the line a person counts (from 1), and the field's test id for
// the view to mark it.
type problem struct {
	Text  string
	Field string // the form field's test id ("" when none shows it)
}

// fieldLabels are the spec paths the form shows in one field: its label
// and test id.
var fieldLabels = map[string][2]string{
	"name": {"Name", "lab-name"}, "goal": {"Goal", "lab-goal"}, "repeats": {"Repeats", "lab-repeats"}, "seed": {"Seed", "lab-seed"},
	"budget": {"Budget", ""}, "budget.max_nodes": {"Max nodes", "lab-max-nodes"}, "budget.timeout_ms": {"Timeout ms", "lab-timeout"},
	"budget.max_memory_bytes": {"Memory MiB", "lab-memory"},
	"instances.random.size":   {"Size", "lab-size"}, "instances.random.count": {"Boards", "lab-count"},
	"instances.random.seed": {"Board seed", "lab-random-seed"}, "instances.random.shuffle": {"Moves", "lab-shuffle-moves"},
	"instances.levels": {"Stages", "lab-levels"}, "instances.openings.count": {"Openings", "lab-openings"},
	"instances.openings.plies": {"Plies", "lab-plies"}, "instances.openings.seed": {"Opening seed", "lab-opening-seed"},
	"instances": {"Instances", ""}, "configs": {"Algorithms", ""},
}

var (
	listedPath = regexp.MustCompile(`^instances\.(?:boards|positions)\[(\d+)\]`)
	configPath = regexp.MustCompile(`^configs\[(\d+)\](?:\.(algorithm|label|params)(?:\.(.+))?)?$`)
)

// formProblems are the draft's problems (experiment.Check) in the form's
// words: "Boards listed, line 2: …" for "instances.boards[1]: …".
func formProblems(d Draft, block bool, errs []*experiment.Error) []problem {
	out := make([]problem, 0, len(errs))
	for _, e := range errs {
		out = append(out, formProblem(d, block, e))
	}
	return out
}

func formProblem(d Draft, block bool, e *experiment.Error) problem {
	msg := e.Msg
	if l, ok := fieldLabels[e.Path]; ok {
		return problem{Text: l[0] + ": " + msg, Field: l[1]}
	}
	if strings.HasPrefix(e.Path, "instances.levels") {
		return problem{Text: "Stages: " + msg, Field: "lab-levels"}
	}
	if m := listedPath.FindStringSubmatch(e.Path); m != nil {
		i, _ := strconv.Atoi(m[1])
		what := "Boards listed"
		if d.Kind == KindPositions {
			what = "Positions listed"
		}
		return problem{Text: fmt.Sprintf("%s, line %d: %s", what, boardLine(d, block, i), msg), Field: "lab-boards"}
	}
	if m := configPath.FindStringSubmatch(e.Path); m != nil {
		i, _ := strconv.Atoi(m[1])
		where := fmt.Sprintf("Algorithm %d", i+1)
		switch {
		case m[3] != "":
			where += ", parameter " + m[3]
		case m[2] == "label":
			where += ", label"
		}
		return problem{Text: where + ": " + msg, Field: fmt.Sprintf("lab-config-%d-card", i)}
	}
	if e.Path == "" {
		return problem{Text: msg}
	}
	return problem{Text: e.Error()}
}

// boardLine is the line (from 1) of the text of the boards listed where
// board i (from 0, as SplitBoards counts them) begins; block: the boards
// are blocks of lines (BlockBoards).
func boardLine(d Draft, block bool, i int) int {
	lines := strings.Split(strings.ReplaceAll(d.Boards, "\r\n", "\n"), "\n")
	n := -1
	for l, text := range lines {
		blank := strings.TrimSpace(text) == ""
		starts := !blank && (!block || l == 0 || strings.TrimSpace(lines[l-1]) == "")
		if starts {
			n++
		}
		if starts && n == i {
			return l + 1
		}
	}
	return i + 1
}
