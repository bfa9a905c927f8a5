// Command mkdist assembles SearchLab's static site in a dist folder after the
// two wasm binaries are built (the Makefile's `dist` target runs it):
//
//	dist/ui.wasm                     the Vecty UI (wasm/app), run by Go's own wasm_exec.js
//	dist/build/{app.wasm,worker.mjs,runtime.mjs,wasm_exec.js}
//	                                 the solver (wasm/worker) and the syumai/workers glue
//
// It copies index.html (with the raw ui.wasm size baked in for the loading
// progress), web/*.mjs, web/*.css, web/icon.svg, the web manifest and Go's
// wasm_exec.js; bundles the screens' stylesheets
// (wasm/app/screens/*/style.css) into screens.css (screen_styles.go); draws the PNG icons; writes sw.js from web/sw.template.js with
// the asset list and a content hash of every asset as its version; writes an
// empty .nojekyll; writes a gzip -9 copy (name.gz) and a brotli 11 copy
// (name.br; not with -no-brotli) beside every compressible file of a
// kilobyte or more, for hosts that serve precompressed files; and prints
// the sizes, raw, gzip -9 and brotli 11, of both wasm binaries, of what the
// page downloads before it is interactive and of the whole app (sizes.go).
// Before all that it joins the data segments of both binaries
// (datasegments.go: smaller once compressed, the same program). With -sizes
// it only prints the sizes; with -join-data it only joins the data segments
// of the wasm files named as arguments (make worker).
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

func main() {
	root := flag.String("root", ".", "repository root (holds index.html and web/)")
	out := flag.String("out", "dist", "output folder, with the wasm binaries already built in it")
	goroot := flag.String("goroot", "", "GOROOT whose lib/wasm/wasm_exec.js the UI uses (default: `go env GOROOT`)")
	sizesOnly := flag.Bool("sizes", false, "only print the sizes of the site in -out (the binaries, before interactive, the whole app)")
	noBrotli := flag.Bool("no-brotli", false, "write gzip copies only, not brotli ones (faster builds for tests)")
	joinOnly := flag.Bool("join-data", false, "only join the data segments of the wasm files given as arguments, in place")
	flag.Parse()
	if *joinOnly {
		for _, f := range flag.Args() {
			if err := joinDataSegmentsFile(f); err != nil {
				fail(fmt.Errorf("%s: %v", f, err))
			}
		}
		return
	}
	if *sizesOnly {
		if err := printSizes(os.Stdout, *out); err != nil {
			fail(err)
		}
		return
	}
	if *goroot == "" {
		b, err := exec.Command("go", "env", "GOROOT").Output()
		if err != nil {
			fail(fmt.Errorf("cannot find GOROOT (pass -goroot): %v", err))
		}
		*goroot = strings.TrimSpace(string(b))
	}
	if err := Build(Config{Root: *root, Out: *out, GOROOT: *goroot, NoBrotli: *noBrotli}); err != nil {
		fail(err)
	}
	if err := printSizes(os.Stdout, *out); err != nil {
		fail(err)
	}
	abs, _ := filepath.Abs(*out)
	fmt.Printf("mkdist: wrote %s\n", abs)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "mkdist:", err)
	os.Exit(1)
}
