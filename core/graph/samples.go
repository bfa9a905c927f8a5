package graph

import (
	"fmt"
	"strings"

	"searchlab/levels"
)

// SampleNames lists the embedded samples (levels/graph/*.txt) by name,
// sorted: dfs-loop, goals, inadmissible, misleading, romania, tree.
func SampleNames() []string {
	// embed.FS's ReadDir lists in name order (fs.Glob would link io/fs's
	// generic sort into the page, issue 28).
	files, _ := levels.FS.ReadDir("graph")
	var out []string
	for _, f := range files {
		if name, ok := strings.CutSuffix(f.Name(), ".txt"); ok && !f.IsDir() {
			out = append(out, name)
		}
	}
	return out
}

// SampleText returns the text of the embedded sample name.
func SampleText(name string) (string, error) {
	b, err := levels.FS.ReadFile("graph/" + name + ".txt")
	if err != nil || strings.ContainsAny(name, "/.") {
		return "", fmt.Errorf("no sample graph %q (the samples: %s)", name, strings.Join(SampleNames(), ", "))
	}
	return string(b), nil
}
