package i18n

import (
	"slices"
	"testing"
)

// TestByKey: a static table becomes the lookup table with every key's
// versions in order, a key listed twice keeping both entries' versions,
// and the lookups read it (a version of other English is not shown).
func TestByKey(t *testing.T) {
	m := byKey([]Keyed{
		{"a", []source{{"one", "một"}, {"two", "hai"}}},
		{"b", []source{{"three", "ba"}}},
		{"a", []source{{"four", "bốn"}}},
	})
	if len(m) != 2 || !slices.Equal(m["a"], []source{{"one", "một"}, {"two", "hai"}, {"four", "bốn"}}) || !slices.Equal(m["b"], []source{{"three", "ba"}}) {
		t.Fatalf("byKey: %v", m)
	}
	for _, c := range []struct{ key, en, want string }{{"a", "four", "bốn"}, {"a", "three", "three"}, {"b", "three", "ba"}, {"c", "one", "one"}} {
		if got := Vietnamese.pick(m, c.key, c.en); got != c.want {
			t.Errorf("pick(%s, %s) = %q, want %q", c.key, c.en, got, c.want)
		}
		if got := English.pick(m, c.key, c.en); got != c.en {
			t.Errorf("English pick(%s, %s) = %q", c.key, c.en, got)
		}
	}
}

// TestAddRegistryTextsLabelTwice: a game's parameter label that differs
// from one already given panics when the packages load; the same label
// again is accepted.
func TestAddRegistryTextsLabelTwice(t *testing.T) {
	AddRegistryTexts(RegistryTexts{ParamLabels: []Label{{"depth", paramLabels["depth"]}}})
	defer func() {
		if recover() == nil {
			t.Error("a second, different label of depth did not panic")
		}
	}()
	AddRegistryTexts(RegistryTexts{ParamLabels: []Label{{"depth", "Chiều sâu khác"}}})
}
