package i18n

import (
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// texts are every English and Vietnamese pair the page shows: the
// catalogue's and the registry's translations.
func texts() map[string][2]string {
	out := map[string][2]string{}
	for k, m := range catalogue {
		out[k] = [2]string{m.En, m.Vi}
	}
	for name, table := range map[string]map[string][]source{"name": algorithmNames, "help": algorithmHelps,
		"family": families, "param": paramHelps, "option": optionLabels} {
		for key, ss := range table {
			for i, s := range ss {
				out[name+" "+key+" "+string(rune('0'+i))] = [2]string{s.En, s.Vi}
			}
		}
	}
	// The core's sentences (core.go), but the pseudocode's lines, whose
	// code keeps AIMA's names (frontier, reached, explored).
	for _, t := range coreTables {
		if t.scope == "pseudocode" {
			continue
		}
		for i, s := range t.sources {
			out["core "+t.scope+" "+strconv.Itoa(i)+" "+s.En] = [2]string{s.En, s.Vi}
		}
	}
	return out
}

// containsAny reports whether s contains one of subs.
func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// isWordRune: letters, and the underscore of wire names (budget_exceeded
// is not the word "budget").
func isWordRune(r rune) bool { return unicode.IsLetter(r) || r == '_' }

// hasWord reports whether s has w as a whole word (no letter or
// underscore on either side), case aside.
func hasWord(s, w string) bool {
	s, w = strings.ToLower(s), strings.ToLower(w)
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		j += i
		before, after := ' ', ' '
		if j > 0 {
			before = []rune(s[:j])[len([]rune(s[:j]))-1]
		}
		if k := j + len(w); k < len(s) {
			after = []rune(s[k:])[0]
		}
		if !isWordRune(before) && !isWordRune(after) {
			return true
		}
		i = j + len(w)
	}
}

// TestGlossary: the terms of the courses, used consistently.
func TestGlossary(t *testing.T) {
	for key, p := range texts() {
		en, vi := p[0], p[1]
		if strings.HasPrefix(key, "about.src.") {
			continue // the sources keep their titles in English, as a bibliography does
		}
		for _, term := range glossary {
			if hasWord(en, term.En) && !containsAny(strings.ToLower(vi), append([]string{term.Vi}, term.Or...)) {
				t.Errorf("%s: the English says %q, the Vietnamese lacks %q:\n  %s\n  %s", key, term.En, term.Vi, en, vi)
			}
			for _, not := range term.Not {
				if strings.Contains(strings.ToLower(vi), not) {
					t.Errorf("%s: %q where the page says %q: %s", key, not, term.Vi, vi)
				}
			}
		}
	}
}

func TestHasWord(t *testing.T) {
	for _, c := range []struct {
		s, w string
		want bool
	}{{"Max frontier", "frontier", true}, {"frontiers", "frontier", false}, {"completed", "complete", false},
		{"Complete and optimal", "complete", true}, {"not complete)", "complete", true}, {"incomplete", "complete", false}, {"budget_exceeded when", "budget", false}} {
		if got := hasWord(c.s, c.w); got != c.want {
			t.Errorf("hasWord(%q, %q) = %v", c.s, c.w, got)
		}
	}
}
