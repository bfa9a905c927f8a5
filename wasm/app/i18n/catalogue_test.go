package i18n

import (
	"slices"
	"strings"
	"testing"
)

// TestCatalogueComplete: every message has its English and its
// Vietnamese, with the same placeholders (in any order: a Vietnamese
// sentence may put them elsewhere); an English form for one has them
// too, but for {n}, which it may spell out ("1 move").
func TestCatalogueComplete(t *testing.T) {
	if len(catalogue) == 0 {
		t.Fatal("the catalogue is empty")
	}
	for key, m := range catalogue {
		if strings.TrimSpace(m.En) == "" {
			t.Errorf("%s: no English", key)
		}
		if strings.TrimSpace(m.Vi) == "" {
			t.Errorf("%s: no Vietnamese (%q)", key, m.En)
		}
		en, vi := sortedSet(placeholders(m.En)), sortedSet(placeholders(m.Vi))
		if !slices.Equal(en, vi) {
			t.Errorf("%s: English placeholders %v, Vietnamese %v", key, en, vi)
		}
		if m.EnOne != "" {
			one := sortedSet(placeholders(m.EnOne))
			withoutN := slices.DeleteFunc(slices.Clone(en), func(s string) bool { return s == "n" })
			if !slices.Equal(one, en) && !slices.Equal(one, withoutN) {
				t.Errorf("%s: English-for-one placeholders %v, English %v", key, one, en)
			}
			if !slices.Contains(en, "n") {
				t.Errorf("%s: a form for one but no {n} to count", key)
			}
		}
		for _, p := range placeholders(m.En + m.Vi + m.EnOne) {
			if p == "" || strings.ContainsAny(p, " {") {
				t.Errorf("%s: malformed placeholder {%s}", key, p)
			}
		}
	}
}

// sortedSet is the distinct names of ps, sorted.
func sortedSet(ps []string) []string {
	out := slices.Clone(ps)
	slices.Sort(out)
	return slices.Compact(out)
}

func TestPlaceholders(t *testing.T) {
	for s, want := range map[string][]string{
		"{n} moves": {"n"}, "no placeholder": nil, "{a} and {b}, {a}": {"a", "b", "a"}, "open {": nil,
	} {
		if got := placeholders(s); !slices.Equal(got, want) {
			t.Errorf("placeholders(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestT: lookup, plural forms and argument formatting in both languages.
func TestT(t *testing.T) {
	for _, c := range []struct {
		l    Lang
		key  string
		args []any
		want string
	}{
		{English, "count.moves", []any{"n", 1}, "1 move"},
		{English, "count.moves", []any{"n", 0}, "0 moves"},
		{English, "count.moves", []any{"n", int64(93782)}, "93,782 moves"},
		{Vietnamese, "count.moves", []any{"n", 1}, "1 nước đi"},
		{Vietnamese, "count.moves", []any{"n", int64(93782)}, "93.782 nước đi"},
		{English, "duration.min_s", []any{"min", int64(2), "s", int64(5)}, "2 min 5 s"},
		{Vietnamese, "duration.min_s", []any{"min", int64(2), "s", int64(5)}, "2 phút 5 giây"},
		{"", "count.runs", []any{"n", 2}, "2 runs"}, // the zero Lang is English
		{Vietnamese, "no.such.key", nil, "no.such.key"},
	} {
		if got := c.l.T(c.key, c.args...); got != c.want {
			t.Errorf("%q.T(%q, %v) = %q, want %q", c.l, c.key, c.args, got, c.want)
		}
	}
}

func TestFromBrowser(t *testing.T) {
	for _, c := range []struct {
		langs []string
		want  Lang
	}{
		{nil, English}, {[]string{"en-US", "en"}, English}, {[]string{"vi-VN", "vi", "en-US"}, Vietnamese},
		{[]string{"VI"}, Vietnamese}, {[]string{"fr-FR", "vi"}, Vietnamese}, {[]string{"fr", "de"}, English},
		{[]string{"en-GB", "vi"}, English}, {[]string{"video"}, English},
	} {
		if got := FromBrowser(c.langs); got != c.want {
			t.Errorf("FromBrowser(%q) = %q, want %q", c.langs, got, c.want)
		}
	}
	for s, want := range map[string]bool{"en": true, "vi": true, "": false, "fr": false, "vi-VN": false} {
		if _, ok := Parse(s); ok != want {
			t.Errorf("Parse(%q) ok = %v, want %v", s, ok, want)
		}
	}
}
