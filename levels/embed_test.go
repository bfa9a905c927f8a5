package levels

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestFSHoldsEveryFolder: FS holds exactly the .txt and .json files of
// levels/'s folders as they are on disk (so a new game's folder is
// embedded with no edit to embed.go) and no README or Go file.
func TestFSHoldsEveryFolder(t *testing.T) {
	var want, got []string
	dirs, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		files, err := os.ReadDir(d.Name())
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if ext := filepath.Ext(f.Name()); !f.IsDir() && (ext == ".txt" || ext == ".json") {
				want = append(want, d.Name()+"/"+f.Name())
			}
		}
	}
	err = fs.WalkDir(FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			got = append(got, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("FS holds %q\nwant %q", got, want)
	}
	for _, must := range []string{"bloxorz/01.txt", "bloxorz/33.txt", "graph/romania.txt", "experiments/npuzzle-random.json"} {
		if !slices.Contains(got, must) {
			t.Errorf("FS lacks %s", must)
		}
	}
}
