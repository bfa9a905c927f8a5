//go:build js && wasm

package components

import (
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/core/registry"
	"searchlab/wasm/app/i18n"
)

// Refuser says why option of parameter param of algo cannot run on the
// board shown (param and option "": the algorithm itself), if it cannot
// (store.SolverPanel.Refused). A nil Refuser refuses nothing.
type Refuser func(algo, param, option string) (reason string, refused bool)

// refused asks r, nil refusing nothing.
func (r Refuser) refused(algo, param, option string) (string, bool) {
	if r == nil {
		return "", false
	}
	return r(algo, param, option)
}

// AlgorithmOptions are the options of an algorithm picker: the
// catalogue's algorithms grouped by family, selected chosen, those that
// cannot run on the board shown disabled (refused). The solver panel and
// the Lab's configs both pick with them.
func AlgorithmOptions(catalog []registry.AlgorithmInfo, selected string, refused Refuser) vecty.List {
	return AlgorithmOptionsIn(i18n.English, catalog, selected, refused)
}

// AlgorithmOptionsIn are AlgorithmOptions with the algorithms' and the
// families' names in l.
func AlgorithmOptionsIn(l i18n.Lang, catalog []registry.AlgorithmInfo, selected string, refused Refuser) vecty.List {
	opts := vecty.List{}
	family := ""
	var group vecty.List
	flush := func() {
		if len(group) > 0 {
			opts = append(opts, elem.OptionsGroup(vecty.Markup(vecty.Property("label", l.Family(family))), group))
		}
		group = nil
	}
	for _, a := range catalog {
		if a.Family != family {
			flush()
			family = a.Family
		}
		group = append(group, refusable(l, a.ID, l.AlgorithmName(a.ID, a.Name), a.ID == selected, refused, a.ID, "", ""))
	}
	flush()
	return opts
}

// ParamField is the form control of one registry parameter of algo
// (ParamControl): it shows cur, with data-testid id; set gets each new
// text; a non-empty placeholder shows when cur is empty (the default that
// then applies); enum options refused cannot run on the board shown. The
// solver panel and the Lab's configs both draw their parameters with it.
func ParamField(prm registry.Param, algo, cur, id, placeholder string, refused Refuser, set func(string)) *vecty.HTML {
	return ParamControl{ID: id, Param: prm, Value: cur, Set: set, Placeholder: placeholder,
		Refused: func(o string) (string, bool) { return refused.refused(algo, prm.Name, o) },
	}.HTML()
}

// refusable is an <option> (value v, shown as label) that is disabled
// when the board shown cannot run it (refused of algo, param, option),
// saying so in its label and its tooltip.
func refusable(l i18n.Lang, v, label string, selected bool, refused Refuser, algo, param, option string) *vecty.HTML {
	why, no := refused.refused(algo, param, option)
	return refusableOption(l, v, label, selected, why, no)
}

// ParamLabel is a parameter's name for people: "max_depth" → "Max depth",
// "t0" → "T0", "move_time_ms" → "Move time (ms)"; the short names of the
// papers keep their notation ("c_bt" → "C_BT") and abbreviations are
// spelt out ("tt" → "Transposition table"). The registry's names are the
// wire's.
func ParamLabel(name string) string {
	if l, ok := paramLabels[name]; ok {
		return l
	}
	unit := ""
	if base, ok := strings.CutSuffix(name, "_ms"); ok && base != "" {
		name, unit = base, " (ms)"
	}
	s := strings.ReplaceAll(name, "_", " ")
	if s == "" {
		return s
	}
	r := []rune(s)
	return strings.ToUpper(string(r[0])) + string(r[1:]) + unit
}

// paramLabels are the names ParamLabel does not derive.
var paramLabels = map[string]string{
	"tt":   "Transposition table",
	"c_bt": "C_BT",
	"k":    "K",
	"c":    "C",
}

// sentence makes a reason a sentence: a capital first letter and a full
// stop.
func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	r := []rune(s)
	s = strings.ToUpper(string(r[0])) + string(r[1:])
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}

// NumberField is a whole-number field showing cur, 0 or more (Number).
func NumberField(l i18n.Lang, label, help, id string, cur int64, placeholder string, set func(int64)) vecty.ComponentOrHTML {
	return Number{Label: label, Help: help, ID: id, Cur: cur, Placeholder: placeholder, Set: set, Lang: l}.HTML()
}
