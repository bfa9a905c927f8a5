package npuzzle

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestPDBCodec: an encoded database decodes to the same tables; a flipped
// byte, a truncation, another goal or another partition are refused.
func TestPDBCodec(t *testing.T) {
	goal := Goal(3, 4)
	d := mustPDB(t, goal, "443")
	data, err := d.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodePDB(data, goal, "")
	if err != nil {
		t.Fatal(err)
	}
	for g := range d.patterns {
		if !bytes.Equal(back.patterns[g].data, d.patterns[g].data) || back.patterns[g].nibbles != d.patterns[g].nibbles {
			t.Fatalf("pattern %d differs after decoding", g)
		}
	}
	flipped := append([]byte(nil), data...)
	flipped[len(flipped)/2] ^= 0x10
	for name, c := range map[string]struct {
		data []byte
		goal Board
		part string
	}{
		"flipped":   {flipped, goal, "443"},
		"truncated": {data[:len(data)-100], goal, "443"},
		"goal":      {data, BlankFirstGoal(3, 4), "443"},
		"partition": {data, goal, "4421"},
		"empty":     {nil, goal, "443"},
	} {
		if _, err := DecodePDB(c.data, c.goal, c.part); err == nil {
			t.Errorf("%s: decoded", name)
		}
	}
}

// TestPDBStoreDisk: a store with a directory builds and saves a database; a
// second store (a second process) loads it instead of building; a damaged
// file is rebuilt with a notice and rewritten.
func TestPDBStoreDisk(t *testing.T) {
	dir := t.TempDir()
	goal := Goal(3, 4)
	var notes []string
	note := func(s string) { notes = append(notes, s) }
	first := &PDBStore{Dir: dir, Notice: note}
	d1, err := first.Get(goal, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	if d2, _ := first.Get(goal, "443", nil); d2 != d1 {
		t.Errorf("the store built the same database twice")
	}
	files, _ := filepath.Glob(filepath.Join(dir, "pdb-*.bin"))
	if len(files) != 1 || !strings.Contains(notes[0], "built") {
		t.Fatalf("files %v, notices %q", files, notes)
	}
	second := &PDBStore{Dir: dir, Notice: note}
	progressed := false
	d3, err := second.Get(goal, "443", func(int, int) { progressed = true })
	if err != nil || progressed || !strings.Contains(notes[len(notes)-1], "loaded") {
		t.Fatalf("second store: %v, built again %v, notices %q", err, progressed, notes)
	}
	b, _ := RandomWalk(goal, 60, seeded(5))
	if d3.H(b) != d1.H(b) {
		t.Errorf("loaded database differs")
	}
	data, _ := os.ReadFile(files[0])
	data[100] ^= 0xff
	os.WriteFile(files[0], data, 0o644)
	third := &PDBStore{Dir: dir, Notice: note}
	if _, err := third.Get(goal, "443", nil); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.Join(notes, "\n"), "unusable") {
		t.Errorf("no notice about the damaged file: %q", notes)
	}
	fresh, _ := os.ReadFile(files[0])
	if _, err := DecodePDB(fresh, goal, "443"); err != nil {
		t.Errorf("the rebuilt file does not decode: %v", err)
	}
}

// TestPDBStoreCombined: a combined partition is kept as its parts' files
// (one each, under the parts' names), loaded again by a second store, and
// its heuristic is the largest of the parts'; progress covers both parts;
// the combined database itself cannot be encoded.
func TestPDBStoreCombined(t *testing.T) {
	dir := t.TempDir()
	goal := Goal(3, 3)
	var notes []string
	first := &PDBStore{Dir: dir, Notice: func(s string) { notes = append(notes, s) }}
	last, total := 0, 0
	d, err := first.Get(goal, "332+44", func(done, all int) { last, total = done, all })
	if err != nil {
		t.Fatal(err)
	}
	if d.Partition().Name != "332+44" || total != 2*9*8*7+9*8+2*9*8*7*6 || last != total {
		t.Errorf("partition %s, progress %d of %d", d.Partition().Name, last, total)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "pdb-*.bin"))
	want := []string{filepath.Join(dir, "pdb-v1-3x3-123456780-332.bin"), filepath.Join(dir, "pdb-v1-3x3-123456780-44.bin")}
	if !slices.Equal(files, want) {
		t.Fatalf("files %v, want %v", files, want)
	}
	if _, err := d.MarshalBinary(); err == nil {
		t.Errorf("a combined database was encoded")
	}
	second := &PDBStore{Dir: dir, Notice: func(s string) { notes = append(notes, s) }}
	d2, err := second.Get(goal, "332+44", nil)
	if err != nil || !strings.Contains(notes[len(notes)-1], "loaded") || !strings.Contains(notes[len(notes)-2], "loaded") {
		t.Fatalf("second store: %v, notices %q", err, notes)
	}
	p1, p2 := mustPDB(t, goal, "332"), mustPDB(t, goal, "44")
	r := seeded(9)
	for range 200 {
		b, _ := RandomWalk(goal, 40, r)
		if h := d2.H(b); h != max(p1.H(b), p2.H(b)) || h != d.H(b) {
			t.Fatalf("%v: h %d (first store %d), parts %d and %d", b, h, d.H(b), p1.H(b), p2.H(b))
		}
	}
	if d.Bytes() != p1.Bytes()+p2.Bytes() || d.Entries() != p1.Entries()+p2.Entries() {
		t.Errorf("combined: %d bytes, %d entries; parts %d+%d, %d+%d", d.Bytes(), d.Entries(), p1.Bytes(), p2.Bytes(), p1.Entries(), p2.Entries())
	}
}
