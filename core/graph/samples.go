package graph

import (
	"fmt"
	"io/fs"
	"strings"

	"searchlab/levels"
)

// SampleNames lists the embedded samples (levels/graph/*.txt) by name,
// sorted: dfs-loop, goals, inadmissible, misleading, romania, tree.
func SampleNames() []string {
	files, _ := fs.Glob(levels.FS, "graph/*.txt")
	out := make([]string, len(files))
	for i, f := range files {
		out[i] = strings.TrimSuffix(strings.TrimPrefix(f, "graph/"), ".txt")
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
