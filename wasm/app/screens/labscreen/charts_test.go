package labscreen

import (
	"regexp"
	"strings"
	"testing"

	"searchlab/core/experiment"
)

// Charts side by side in the page have ids of their own: every id is
// unique across the charts, and every reference points at its own chart's.
func TestInlineSVGIDsAreUnique(t *testing.T) {
	spec := smallSpec()
	spec.Instances.Random.Count = 1
	for i := range 15 { // beyond the palette: the hatch pattern is used
		spec.Configs = append(spec.Configs, experiment.Config{Algorithm: "astar", Label: "A* " + string(rune('a'+i)), Params: map[string]any{"heuristic": "misplaced"}})
	}
	l := newLab(t, nil, nil)
	l.spec(spec)
	l.s.Dispatch(RunExperiment{})
	l.tick(0)
	charts := l.view().Exp.Charts
	if len(charts) < 3 {
		t.Fatalf("%d charts", len(charts))
	}
	ids := map[string]string{}
	idRE := regexp.MustCompile(`id="([^"]+)"`)
	refRE := regexp.MustCompile(`(?:url\(#|aria-labelledby=")([^")]+)`)
	hatched := false
	for _, c := range charts {
		svg := InlineSVG(c)
		for _, m := range idRE.FindAllStringSubmatch(svg, -1) {
			if other, dup := ids[m[1]]; dup {
				t.Errorf("id %q in %s and %s", m[1], other, c.Name)
			}
			ids[m[1]] = c.Name
		}
		for _, m := range refRE.FindAllStringSubmatch(svg, -1) {
			if !strings.HasSuffix(m[1], "-"+c.Name) || ids[m[1]] != c.Name {
				t.Errorf("%s refers to %q, not one of its own ids", c.Name, m[1])
			}
			hatched = hatched || strings.HasPrefix(m[1], "hatch")
		}
	}
	if !hatched {
		t.Error("no chart uses the hatch pattern: the test does not test it")
	}
}
