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
// fetches instead of building them (web/pdb-store.mjs). Databases come
// from the user's cache directory, or are built and cached there.
func pdbCmd(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("pdb", flag.ContinueOnError)
	fl.SetOutput(stderr)
	out := fl.String("out", "", "output directory")
	partition := fl.String("partition", "", "partition (default: the board's, 663 on 4×4; a combined one such as 663+663b writes one file per part)")
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
	// MaxBuildBytes −1: this command is where the big tables (8-7) are
	// built; a search only loads them.
	store := &npuzzle.PDBStore{MaxBuildBytes: -1, Notice: func(s string) { fmt.Fprintln(stderr, "searchlab: "+s) }}
	if dir, err := os.UserCacheDir(); err == nil {
		store.Dir = filepath.Join(dir, "searchlab", "pdb")
	}
	for _, g := range goals {
		goal, err := npuzzle.Parse(g)
		if err != nil {
			fmt.Fprintf(stderr, "searchlab pdb: goal %q: %v\n", g, err)
			return exitUsage
		}
		part, err := npuzzle.ParsePartition(goal, *partition)
		if err != nil {
			fmt.Fprintf(stderr, "searchlab pdb: %v\n", err)
			return exitUsage
		}
		// A combined partition (663+663b) is kept as one file per part.
		for _, p := range part.Parts() {
			if need := p.BuildBytes(goal.Len()); need > 1<<30 {
				// 8-7 on 4×4: minutes of CPU, unless the cache has it.
				fmt.Fprintf(stderr, "searchlab pdb: %s: building it (when it is not cached) holds %.1f GB and takes minutes\n", p.Name, float64(need)/1e9)
			}
			if code := writePDB(store, goal, p.Name, *out, stdout, stderr); code != exitOK {
				return code
			}
		}
	}
	return exitOK
}

// writePDB writes the database of the (not combined) partition for goal
// to dir, gzipped, from the store's cache directory or built.
func writePDB(store *npuzzle.PDBStore, goal npuzzle.Board, partition, dir string, stdout, stderr io.Writer) int {
	name, err := npuzzle.PDBFileName(goal, partition)
	if err != nil {
		fmt.Fprintf(stderr, "searchlab pdb: %v\n", err)
		return exitUsage
	}
	path := filepath.Join(dir, name+".gz")
	if store.Dir != "" && copyCached(filepath.Join(store.Dir, name), path) {
		fi, _ := os.Stat(path)
		fmt.Fprintf(stdout, "%s\t%d gzipped (the cache's copy)\n", path, fi.Size())
		return exitOK
	}
	db, err := store.Get(goal, partition, nil)
	if err != nil {
		fmt.Fprintf(stderr, "searchlab pdb: %v\n", err)
		return exitFailure
	}
	data, err := db.MarshalBinary()
	if err == nil {
		err = writeGzip(path, data)
	}
	if err != nil {
		fmt.Fprintf(stderr, "searchlab pdb: %v\n", err)
		return exitFailure
	}
	if store.Dir != "" {
		_ = copyFile(path, filepath.Join(store.Dir, name+".gz")) // the next build copies it (best effort)
	}
	fi, _ := os.Stat(path)
	fmt.Fprintf(stdout, "%s\t%d bytes\t%d gzipped\n", path, len(data), fi.Size())
	return exitOK
}

// copyCached copies the cache's gzipped copy of the database bin to path
// when it is at least as new as bin: compressing the tables again (best
// compression, 12 s of CPU for the four the site serves) was most of a
// first build's pattern-database step. It reports whether it did.
func copyCached(bin, path string) bool {
	b, err := os.Stat(bin)
	if err != nil {
		return false
	}
	gz, err := os.Stat(bin + ".gz")
	if err != nil || gz.ModTime().Before(b.ModTime()) || gz.Size() == 0 {
		return false
	}
	return copyFile(bin+".gz", path) == nil
}

// copyFile copies src to dst (its folder made), through a temporary file
// so that dst is never half written.
func copyFile(src, dst string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	tmp := dst + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, dst)
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
