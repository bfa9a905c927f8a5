package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
)

// screenStylesName is the stylesheet of every screen, bundled: index.html
// links it once, after style.css (the page's) and before replay.css, and
// names no game.
const screenStylesName = "screens.css"

// screenStyles joins the stylesheets the screens keep in their folders
// (wasm/app/screens/<name>/style.css), in the folders' sorted order, each
// under a comment naming it: a new game's screen brings its styles in its
// folder and neither index.html nor web/ changes. A screen without styles
// has no style.css; with none at all the bundle is a comment, so the link
// never fails. Screens' rules are scoped by their own classes (.nim,
// .gr-…), so their order among themselves does not matter.
func screenStyles(root string) ([]byte, error) {
	files, err := filepath.Glob(filepath.Join(root, "wasm", "app", "screens", "*", "style.css"))
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	var b bytes.Buffer
	b.WriteString("/* screens.css: every screen's stylesheet (wasm/app/screens/<screen>/style.css), bundled by web/tools/mkdist. */\n")
	for _, f := range files {
		css, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		rel, err := filepath.Rel(root, f)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&b, "\n/* ---- %s ---- */\n", filepath.ToSlash(rel))
		b.Write(css)
		if len(css) > 0 && css[len(css)-1] != '\n' {
			b.WriteByte('\n')
		}
	}
	return b.Bytes(), nil
}
