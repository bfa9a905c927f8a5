package labscreen

import (
	"errors"
	"fmt"
	"strings"

	"searchlab/core/experiment"
	"searchlab/wasm/app/i18n"
)

// A problem of the draft as the form says it: the field's label, a listed
// board by the line a person counts (from 1), and the field's test id for
// the view to mark it.
type problem struct {
	Text  string
	Field string // the form field's test id ("" when none shows it)
}

// fieldLabels are the spec paths the form shows in one field: its
// label's message key and test id. A static slice, searched in order, not
// a map literal: Go builds a map literal of fewer than 26 entries entry by
// entry in the package's init code (7 KB of wasm for these; issue 28).
var fieldLabels = []struct{ path, key, id string }{
	{"name", "lab.name", "lab-name"},
	{"goal", "lab.goal", "lab-goal"},
	{"repeats", "lab.repeats", "lab-repeats"},
	{"seed", "lab.seed", "lab-seed"},
	{"budget", "lab.problem.budget", ""},
	{"budget.max_nodes", "lab.max_nodes", "lab-max-nodes"},
	{"budget.timeout_ms", "lab.timeout", "lab-timeout"},
	{"budget.max_memory_bytes", "lab.memory", "lab-memory"},
	{"instances.random.size", "lab.size", "lab-size"},
	{"instances.random.count", "lab.boards", "lab-count"},
	{"instances.random.seed", "lab.board_seed", "lab-random-seed"},
	{"instances.random.shuffle", "lab.moves", "lab-shuffle-moves"},
	{"instances.levels", "lab.stages", "lab-levels"},
	{"instances.openings.count", "lab.openings", "lab-openings"},
	{"instances.openings.plies", "lab.plies", "lab-plies"},
	{"instances.openings.seed", "lab.opening_seed", "lab-opening-seed"},
	{"instances", "lab.instances", ""},
	{"configs", "lab.algorithms", ""},
}

// fieldLabel is the message key and test id of the form field that shows
// spec path, if one does.
func fieldLabel(path string) (key, id string, ok bool) {
	for _, f := range fieldLabels {
		if f.path == path {
			return f.key, f.id, true
		}
	}
	return "", "", false
}

// formProblems are the draft's problems (experiment.Check) in the form's
// words in l: "Boards listed, line 2: …" for "instances.boards[1]: …",
// the core's sentence translated (Lang.Core).
func formProblems(l i18n.Lang, d Draft, block bool, errs []*experiment.Error) []problem {
	out := make([]problem, 0, len(errs))
	for _, e := range errs {
		out = append(out, formProblem(l, d, block, e))
	}
	return out
}

func formProblem(l i18n.Lang, d Draft, block bool, e *experiment.Error) problem {
	msg := l.Core(e.Msg)
	if key, id, ok := fieldLabel(e.Path); ok {
		return problem{Text: l.T("lab.problem.field", "field", l.T(key), "msg", msg), Field: id}
	}
	if strings.HasPrefix(e.Path, "instances.levels") {
		return problem{Text: l.T("lab.problem.field", "field", l.T("lab.stages"), "msg", msg), Field: "lab-levels"}
	}
	if _, i, _, ok := experiment.ListedPath(e.Path); ok {
		key := "lab.problem.boards"
		if d.Kind == KindPositions {
			key = "lab.problem.positions"
		}
		return problem{Text: l.T(key, "n", boardLine(d, block, i), "msg", msg), Field: "lab-boards"}
	}
	if i, field, sub, ok := experiment.ConfigPath(e.Path); ok {
		var text string
		switch {
		case sub != "":
			text = l.T("lab.problem.param", "n", i+1, "param", sub, "msg", msg)
		case field == "label":
			text = l.T("lab.problem.label", "n", i+1, "msg", msg)
		default:
			text = l.T("lab.problem.config", "n", i+1, "msg", msg)
		}
		return problem{Text: text, Field: fmt.Sprintf("lab-config-%d-card", i)}
	}
	if e.Path == "" {
		return problem{Text: msg}
	}
	return problem{Text: l.T("lab.problem.field", "field", e.Path, "msg", msg)}
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

// linkProblem is why a link's spec does not read (experiment.ParseSpec's
// error) in l: the spec's path at fault, as the JSON names it (the spec
// did not reach the form), and the decoder's sentence translated.
func linkProblem(l i18n.Lang, err error) string {
	var e *experiment.Error
	if !errors.As(err, &e) {
		return l.Core(err.Error())
	}
	if e.Path == "" {
		return l.Core(e.Msg)
	}
	return e.Path + ": " + l.Core(e.Msg)
}
