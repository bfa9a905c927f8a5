package experiment

import (
	"fmt"
	"regexp"
	"strconv"
	"testing"
)

// TestPathsLikeRegexp checks ListedPath and ConfigPath against the
// regular expressions Check and the Lab's form used before them.
func TestPathsLikeRegexp(t *testing.T) {
	listed := regexp.MustCompile(`^instances\.(boards|positions)\[(\d+)\]((?s).*)`) // the rest: all of it, newlines too
	config := regexp.MustCompile(`^configs\[(\d+)\](?:\.(algorithm|label|params)(?:\.(.+))?)?$`)
	for _, p := range []string{
		"", "name", "instances", "instances.boards", "instances.boards[", "instances.boards[]", "instances.boards[3]",
		"instances.boards[12].x", "instances.positions[0]", "instances.positions[0]\nx", "instances.levels[1]", "instances.boards[1a]",
		"instances.boardsx[1]", "instances.boards[99999999999999999999]", "configs", "configs[0]", "configs[0].", "configs[1].label",
		"configs[1].labels", "configs[1].label.x", "configs[2].algorithm", "configs[2].params", "configs[2].params.", "configs[2].params.weight",
		"configs[2].params.a.b", "configs[2].params.a\nb", "configs[2].params\n", "configs[x].label", "configs[3]x", "xconfigs[1]",
	} {
		var want, got string
		if m := listed.FindStringSubmatch(p); m != nil {
			i, _ := strconv.Atoi(m[2])
			want = fmt.Sprintf("%s %d %q", m[1], i, m[3])
		}
		if list, i, rest, ok := ListedPath(p); ok {
			got = fmt.Sprintf("%s %d %q", list, i, rest)
		}
		if got != want {
			t.Errorf("ListedPath(%q) = %s, regexp %s", p, got, want)
		}
		want, got = "", ""
		if m := config.FindStringSubmatch(p); m != nil {
			i, _ := strconv.Atoi(m[1])
			want = fmt.Sprintf("%d %q %q", i, m[2], m[3])
		}
		if i, field, sub, ok := ConfigPath(p); ok {
			got = fmt.Sprintf("%d %q %q", i, field, sub)
		}
		if got != want {
			t.Errorf("ConfigPath(%q) = %s, regexp %s", p, got, want)
		}
	}
}
