package labscreen

import (
	"testing"

	"searchlab/core/experiment"
	"searchlab/wasm/app/i18n"
)

// TestFormProblemField: a problem of a spec path the form shows in one
// field names the field by its label, in the page's language, and marks
// the field's test id; every such label is a catalogue message.
func TestFormProblemField(t *testing.T) {
	for _, c := range []struct{ path, label, id string }{
		{"budget.max_nodes", "Max nodes", "lab-max-nodes"},
		{"instances.random.size", "", "lab-size"},
		{"instances.openings.seed", "", "lab-opening-seed"},
		{"configs", "", ""},
	} {
		e := &experiment.Error{Path: c.path, Msg: "must be at least 1"}
		for _, l := range i18n.Langs {
			p := formProblem(l, Draft{}, false, e)
			key, id, ok := fieldLabel(c.path)
			if !ok || id != c.id || p.Field != c.id {
				t.Errorf("%s: field %q (%v), problem marks %q; want %q", c.path, id, ok, p.Field, c.id)
			}
			if want := l.T("lab.problem.field", "field", l.T(key), "msg", l.Core(e.Msg)); p.Text != want {
				t.Errorf("%s in %s: %q, want %q", c.path, l, p.Text, want)
			}
			if c.label != "" && l == i18n.English && p.Text != c.label+": "+e.Msg {
				t.Errorf("%s: %q, want the label %q first", c.path, p.Text, c.label)
			}
		}
	}
	for _, f := range fieldLabels {
		if !i18n.Has(f.key) {
			t.Errorf("%s: label %q is not in the catalogue", f.path, f.key)
		}
	}
	if _, _, ok := fieldLabel("instances.boards[0]"); ok {
		t.Error("a listed board's path has a field of its own")
	}
}
