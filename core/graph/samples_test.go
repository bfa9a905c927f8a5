package graph

import (
	"io/fs"
	"strings"
	"testing"

	"searchlab/levels"
)

func sampleNames(t testing.TB) []string {
	t.Helper()
	names, err := fs.Glob(levels.FS, "graph/*.txt")
	if err != nil || len(names) < 6 {
		t.Fatalf("samples %v, %v", names, err)
	}
	for i, n := range names {
		names[i] = strings.TrimSuffix(strings.TrimPrefix(n, "graph/"), ".txt")
	}
	return names
}

func sample(t testing.TB, name string) *Graph {
	t.Helper()
	b, err := levels.FS.ReadFile("graph/" + name + ".txt")
	if err != nil {
		t.Fatal(err)
	}
	g, err := Parse(string(b))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return g
}

func names(g *Graph, ns []int32) string {
	var s []string
	for _, n := range ns {
		s = append(s, g.Name(n))
	}
	return strings.Join(s, " ")
}

func TestSampleChecks(t *testing.T) {
	for _, c := range []struct {
		name                   string
		admissible, consistent bool
		notAdmissible          string
	}{
		{"romania", true, true, ""},
		{"misleading", true, false, ""},
		{"inadmissible", false, false, "A"},
		{"tree", true, true, ""},
		{"goals", true, true, ""},
	} {
		g := sample(t, c.name)
		r := Check(g, Values(g, Given))
		if r.Admissible() != c.admissible || r.Consistent() != c.consistent || names(g, r.NotAdmissible) != c.notAdmissible {
			t.Errorf("%s: admissible %v (not at %q) consistent %v, want %v (%q) %v", c.name,
				r.Admissible(), names(g, r.NotAdmissible), r.Consistent(), c.admissible, c.notAdmissible, c.consistent)
		}
	}
	g := sample(t, "romania")
	if tc := TrueCost(g); tc[g.Start] != 418 {
		t.Errorf("true cost Arad→Bucharest %v, want 418", tc[g.Start])
	}
}
