package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestGeneratedUpToDate: the generated lists committed in the repository
// are what the folders give now, so a game or screen folder added without
// `go generate ./web/tools/genplugins` fails here (and in CI), naming the
// stale files.
func TestGeneratedUpToDate(t *testing.T) {
	root := filepath.Join("..", "..", "..")
	files, err := Generate(root)
	if err != nil {
		t.Fatal(err)
	}
	stale, err := Stale(root, files)
	if err != nil {
		t.Fatal(err)
	}
	if len(stale) > 0 {
		t.Errorf("out of date, run go generate ./web/tools/genplugins: %v", stale)
	}
	p, err := Find(root)
	if err != nil {
		t.Fatal(err)
	}
	// Today's games and screens are found (transcribed; a new game adds to
	// them and needs no edit here). The Lab is a screen but no registered
	// game: main wires it.
	for _, g := range []string{"bloxorzgame", "graphgame", "nimgame", "npuzzlegame", "othellogame"} {
		if !slices.Contains(p.Games, g) {
			t.Errorf("games %v lack %s", p.Games, g)
		}
	}
	for _, s := range []string{"bloxorzscreen", "graphscreen", "nimscreen", "npuzzlescreen", "othelloscreen"} {
		if !slices.Contains(p.Registered, s) {
			t.Errorf("registered screens %v lack %s", p.Registered, s)
		}
	}
	if !slices.Contains(p.Screens, "labscreen") || slices.Contains(p.Registered, "labscreen") {
		t.Errorf("the Lab: screens %v, registered %v", p.Screens, p.Registered)
	}
}

// TestFindNewGame: a new game's two folders, in a scratch tree, appear in
// every generated list; a game folder without a Descriptor or an engine is
// refused with a message naming it; Stale and Write bring the files up to
// date and then find nothing stale.
func TestFindNewGame(t *testing.T) {
	root := t.TempDir()
	write := func(path, text string) {
		t.Helper()
		full := filepath.Join(root, filepath.FromSlash(path))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example\n\ngo 1.22\n")
	write("core/games/toygame/toy.go", "package toygame\n\ntype Descriptor struct{}\n")
	write("core/games/toygame/engine/engine.go", "package engine\n")
	write("wasm/app/screens/toyscreen/view.go", "package toyscreen\n\nfunc Registration() int { return 0 }\n")
	write("wasm/app/screens/labscreen/view.go", "package labscreen\n\nfunc Registration(d int) int { return d }\n")
	for _, d := range []string{"core/games/all", "core/games/catalog", "wasm/app/i18n"} {
		write(d+"/x.go", "package x\n")
	}
	files, err := Generate(root)
	if err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string][]string{
		"core/games/all/plugins_gen.go":     {`_ "example/core/games/toygame/engine"`},
		"core/games/catalog/plugins_gen.go": {`"example/core/games/toygame"`, "toygame.Descriptor{},"},
		"wasm/app/screens_gen.go":           {"//go:build js && wasm", "toyscreen.Registration(),"},
		"wasm/app/i18n/screens_gen_test.go": {`_ "example/wasm/app/screens/toyscreen"`, `_ "example/wasm/app/screens/labscreen"`},
	} {
		got := string(files[path])
		if !strings.HasPrefix(got, "// Code generated ") || !strings.Contains(got, "DO NOT EDIT.") {
			t.Errorf("%s has no generated-code header:\n%s", path, got)
		}
		for _, w := range want {
			if !strings.Contains(got, w) {
				t.Errorf("%s lacks %q:\n%s", path, w, got)
			}
		}
	}
	if strings.Contains(string(files["wasm/app/screens_gen.go"]), "labscreen") {
		t.Errorf("a Registration with arguments is listed:\n%s", files["wasm/app/screens_gen.go"])
	}
	stale, err := Stale(root, files)
	if err != nil || len(stale) != len(files) {
		t.Fatalf("Stale before writing: %v, %v", stale, err)
	}
	if err := Write(root, files, stale); err != nil {
		t.Fatal(err)
	}
	if stale, err := Stale(root, files); err != nil || len(stale) != 0 {
		t.Errorf("Stale after writing: %v, %v", stale, err)
	}

	if err := os.RemoveAll(filepath.Join(root, "core/games/toygame/engine")); err != nil {
		t.Fatal(err)
	}
	if _, err := Generate(root); err == nil || !strings.Contains(err.Error(), "toygame") {
		t.Errorf("a game without an engine: %v, want an error naming it", err)
	}
	write("core/games/toygame/engine/engine.go", "package engine\n")
	write("core/games/toygame/toy.go", "package toygame\n\ntype Game struct{}\n")
	if _, err := Generate(root); err == nil || !strings.Contains(err.Error(), "Descriptor") {
		t.Errorf("a game without a Descriptor: %v, want an error naming it", err)
	}
}
