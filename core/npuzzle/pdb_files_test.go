package npuzzle

import (
	"context"
	"testing"
)

// memFiles is a PDBFiles in memory that counts its loads and saves (as a
// browser worker's Cache Storage would be).
type memFiles struct {
	files        map[string][]byte
	loads, saves int
}

func (m *memFiles) Where(name string) string { return "memory:" + name }

func (m *memFiles) Load(_ context.Context, name string) ([]byte, error) {
	m.loads++
	return m.files[name], nil
}

func (m *memFiles) Save(name string, data []byte) error {
	m.saves++
	m.files[name] = append([]byte(nil), data...)
	return nil
}

// A store with Files builds a database once, saves its file there, and
// keeps the decoded database resident: later requests of the same store
// neither load nor build. A second store (a fresh worker) loads the file
// instead of building; a damaged file is rebuilt and saved again.
func TestPDBStoreFiles(t *testing.T) {
	goal := Goal(3, 4)
	files := &memFiles{files: map[string][]byte{}}
	first := &PDBStore{Files: files}
	d1, err := first.Get(goal, "443", nil)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if d, _ := first.Get(goal, "443", nil); d != d1 {
			t.Fatalf("the store did not keep the database resident")
		}
	}
	if files.loads != 1 || files.saves != 1 || len(files.files) != 1 {
		t.Fatalf("%d loads, %d saves, %d files; want 1, 1, 1", files.loads, files.saves, len(files.files))
	}
	built := false
	d2, err := (&PDBStore{Files: files}).Get(goal, "443", func(int, int) { built = true })
	if err != nil || built || files.saves != 1 {
		t.Fatalf("a second store: %v, built %v, %d saves; want it loaded", err, built, files.saves)
	}
	b, _ := RandomWalk(goal, 60, seeded(7))
	if d2.H(b) != d1.H(b) {
		t.Errorf("the loaded database differs")
	}
	name, _ := PDBFileName(goal, "443")
	files.files[name][100] ^= 0xff
	if _, err := (&PDBStore{Files: files}).Get(goal, "443", nil); err != nil || files.saves != 2 {
		t.Errorf("a damaged file: %v, %d saves; want it rebuilt and saved again", err, files.saves)
	}
	if _, err := DecodePDB(files.files[name], goal, "443"); err != nil {
		t.Errorf("the rebuilt file does not decode: %v", err)
	}
}
