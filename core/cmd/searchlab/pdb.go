package main

import (
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"searchlab/core/npuzzle"
)

// pdbCmd writes the pattern databases of the given goals, gzipped, as
// DIR/<npuzzle.PDBFileName>.gz: the assets the web app's solver worker
// fetches instead of building them (web/search-worker.mjs). Databases come
// from the user's cache directory, or are built and cached there.
func pdbCmd(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("pdb", flag.ContinueOnError)
	fl.SetOutput(stderr)
	out := fl.String("out", "", "output directory")
	partition := fl.String("partition", "", "partition (default: the board's, 663 on 4×4)")
	var goals setFlags
	fl.Var(&goals, "goal", "goal `board` (repeatable)")
	fl.Usage = func() {
		fmt.Fprintln(stderr, "usage: searchlab pdb -out DIR [-partition P] -goal BOARD [-goal BOARD]...")
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		return parseExit(err)
	}
	if *out == "" || len(goals) == 0 || fl.NArg() != 0 {
		fl.Usage()
		return exitUsage
	}
	store := &npuzzle.PDBStore{Notice: func(s string) { fmt.Fprintln(stderr, "searchlab: "+s) }}
	if dir, err := os.UserCacheDir(); err == nil {
		store.Dir = filepath.Join(dir, "searchlab", "pdb")
	}
	for _, g := range goals {
		goal, err := npuzzle.Parse(g)
		if err != nil {
			fmt.Fprintf(stderr, "searchlab pdb: goal %q: %v\n", g, err)
			return exitUsage
		}
		name, err := npuzzle.PDBFileName(goal, *partition)
		if err != nil {
			fmt.Fprintf(stderr, "searchlab pdb: %v\n", err)
			return exitUsage
		}
		db, err := store.Get(goal, *partition, nil)
		if err != nil {
			fmt.Fprintf(stderr, "searchlab pdb: %v\n", err)
			return exitFailure
		}
		data, _ := db.MarshalBinary()
		path := filepath.Join(*out, name+".gz")
		if err := writeGzip(path, data); err != nil {
			fmt.Fprintf(stderr, "searchlab pdb: %v\n", err)
			return exitFailure
		}
		fi, _ := os.Stat(path)
		fmt.Fprintf(stdout, "%s\t%d bytes\t%d gzipped\n", path, len(data), fi.Size())
	}
	return exitOK
}

// writeGzip writes data gzipped (best compression) to path.
func writeGzip(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	zw, _ := gzip.NewWriterLevel(f, gzip.BestCompression)
	_, werr := zw.Write(data)
	if err := zw.Close(); werr == nil {
		werr = err
	}
	if err := f.Close(); werr == nil {
		werr = err
	}
	return werr
}
