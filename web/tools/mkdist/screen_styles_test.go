package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestScreenStyles: the screens' own stylesheets are bundled into
// screens.css in their folders' order, each under its name, precached by
// the service worker; a screen's style.css removed leaves the bundle on
// the next build.
func TestScreenStyles(t *testing.T) {
	c := fakeSite(t, true)
	screens := filepath.Join(c.Root, "wasm", "app", "screens")
	mustWrite(t, filepath.Join(screens, "zetascreen", "style.css"), ".zeta { color: red }")
	mustWrite(t, filepath.Join(screens, "alphascreen", "style.css"), ".alpha { color: blue }\n")
	mustWrite(t, filepath.Join(screens, "plainscreen", "screen.go"), "package plainscreen\n")
	if err := Build(c); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(c.Out, "screens.css"))
	if err != nil {
		t.Fatal(err)
	}
	got := string(b)
	a, z := strings.Index(got, ".alpha { color: blue }\n"), strings.Index(got, ".zeta { color: red }\n")
	if a < 0 || z < 0 || a > z {
		t.Errorf("screens.css does not hold alpha's then zeta's rules:\n%s", got)
	}
	for _, name := range []string{"wasm/app/screens/alphascreen/style.css", "wasm/app/screens/zetascreen/style.css"} {
		if !strings.Contains(got, "/* ---- "+name+" ---- */") {
			t.Errorf("screens.css does not name %s:\n%s", name, got)
		}
	}
	// The bundle's own comments close where they should (a "*/" inside
	// one, as in "screens/*/style.css", would swallow the next rule).
	if open, closed := strings.Count(got, "/*"), strings.Count(got, "*/"); open != 3 || closed != 3 {
		t.Errorf("screens.css has %d comment openings and %d closings, want 3 each:\n%s", open, closed, got)
	}
	if strings.Contains(got, "plainscreen") {
		t.Errorf("a screen without styles is named:\n%s", got)
	}
	if _, assets := serviceWorker(t, c.Out); !strings.Contains(strings.Join(assets, " "), "./screens.css") {
		t.Errorf("the precache list lacks screens.css: %q", assets)
	}
	if err := os.Remove(filepath.Join(screens, "zetascreen", "style.css")); err != nil {
		t.Fatal(err)
	}
	if err := Build(c); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(c.Out, "screens.css")); strings.Contains(string(b), "zeta") || !strings.Contains(string(b), "alpha") {
		t.Errorf("after removing zeta's style.css:\n%s", b)
	}
}

// TestIndexLinksNoGame: the real index.html links the page's own
// stylesheets (web/) and the screens' bundle, never a game's stylesheet,
// and every screen's styles reach the bundle.
func TestIndexLinksNoGame(t *testing.T) {
	repo := filepath.Join("..", "..", "..")
	index, err := os.ReadFile(filepath.Join(repo, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	links := regexp.MustCompile(`<link rel="stylesheet" href="\./([^"]+)">`).FindAllStringSubmatch(string(index), -1)
	bundle := false
	for _, l := range links {
		if l[1] == screenStylesName {
			bundle = true
			continue
		}
		if _, err := os.Stat(filepath.Join(repo, "web", l[1])); err != nil {
			t.Errorf("index.html links %s, which is not a stylesheet of web/: %v", l[1], err)
		}
	}
	if !bundle {
		t.Errorf("index.html does not link %s: %q", screenStylesName, links)
	}
	b, err := screenStyles(repo)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"nimscreen", "othelloscreen", "bloxorzscreen", "graphscreen"} {
		if !strings.Contains(string(b), "wasm/app/screens/"+s+"/style.css") {
			t.Errorf("the bundle lacks %s's styles", s)
		}
	}
}
