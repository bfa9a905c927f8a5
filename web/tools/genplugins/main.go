// Command genplugins writes the lists that link every game into the
// programs, from the folders alone, so that adding a game is adding its
// folders (core/games/<game>game, wasm/app/screens/<game>screen) and
// running `go generate ./...` (or make, which runs it before a build):
//
//   - core/games/all/plugins_gen.go: a blank import of every
//     core/games/*game/engine (the engines register themselves from init);
//   - core/games/catalog/plugins_gen.go: every core/games/*game's
//     Descriptor, the page's registry without engines;
//   - wasm/app/screens_gen.go: every wasm/app/screens/*screen that
//     declares `func Registration() ui.Registration` (the Lab's takes its
//     dependencies and stays wired by hand in main.go); the picker's order
//     is each registration's Order, not this list's;
//   - wasm/app/i18n/screens_gen_test.go: a blank import of every screen
//     folder, so the catalogue's tests see the words each screen adds from
//     its own folder.
//
// Usage: go run ./web/tools/genplugins [-root DIR] [-check]. With -check
// it writes nothing and fails, naming the files, when one is out of date
// (TestGeneratedUpToDate runs the same check in `go test`).
//
// The discovery is by convention, as Go's own `go:generate` stringer or
// the protobuf plug-in registries do: a package name ends in "game" or
// "screen", one folder each. Cost: one directory listing and a parse of
// the screens' files, well under a second.
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	root := flag.String("root", ".", "the repository's root (go.mod's folder)")
	check := flag.Bool("check", false, "write nothing; fail when a generated file is out of date")
	flag.Parse()
	files, err := Generate(*root)
	if err != nil {
		fmt.Fprintln(os.Stderr, "genplugins:", err)
		os.Exit(1)
	}
	stale, err := Stale(*root, files)
	if err != nil {
		fmt.Fprintln(os.Stderr, "genplugins:", err)
		os.Exit(1)
	}
	if *check {
		if len(stale) > 0 {
			fmt.Fprintf(os.Stderr, "genplugins: out of date (run go generate ./web/tools/genplugins): %v\n", stale)
			os.Exit(1)
		}
		return
	}
	if err := Write(*root, files, stale); err != nil {
		fmt.Fprintln(os.Stderr, "genplugins:", err)
		os.Exit(1)
	}
}
