package npuzzle

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
)

// PDBStore hands out pattern databases, each built (or loaded) once per
// store and shared afterwards: databases are read-only, so concurrent
// searches share them. With Dir set it also keeps them on disk, so a second
// process starts at once: a file is checked on load (see DecodePDB) and a
// damaged or outdated one is rebuilt and rewritten, with a Notice.
type PDBStore struct {
	// Dir is the directory of the database files ("": memory only).
	Dir string
	// Notice, when set, receives one sentence per notable event: a
	// database built, loaded, or found damaged and rebuilt.
	Notice func(string)
	memo   sync.Map // goal|partition → *pdbEntry
}

type pdbEntry struct {
	once sync.Once
	db   *PDB
	err  error
}

// defaultPDBs is the memory-only store behind CachedPDB.
var defaultPDBs PDBStore

// CachedPDB returns the database of the partition named name ("" for the
// default) for goal from a process-wide memory-only store.
func CachedPDB(goal Board, name string, progress func(done, total int)) (*PDB, error) {
	return defaultPDBs.Get(goal, name, progress)
}

// Get returns the database of the partition named name ("" for the
// default) for goal: from memory, else from Dir, else built (and saved to
// Dir). Concurrent first calls for one database build it once; progress
// reports that build.
func (s *PDBStore) Get(goal Board, name string, progress func(done, total int)) (*PDB, error) {
	part, err := ParsePartition(goal, name)
	if err != nil {
		return nil, err
	}
	v, _ := s.memo.LoadOrStore(goal.String()+"|"+part.Name, &pdbEntry{})
	e := v.(*pdbEntry)
	e.once.Do(func() { e.db, e.err = s.load(goal, part, progress) })
	return e.db, e.err
}

// PDBFileName returns the file name under which a store keeps the
// database of the partition named partition ("" for the default) for goal:
// format version, size, goal cells in base 32 (hex up to 16 cells), partition, e.g.
// pdb-v1-4x4-123456789abcdef0-663.bin.
func PDBFileName(goal Board, partition string) (string, error) {
	part, err := ParsePartition(goal, partition)
	if err != nil {
		return "", err
	}
	return pdbFileName(goal, part), nil
}

func pdbFileName(goal Board, part Partition) string {
	hex := make([]byte, goal.Len())
	for i := range hex {
		hex[i] = "0123456789abcdefghijklmnopqrstuv"[goal.cells[i]&31]
	}
	return fmt.Sprintf("pdb-v%d-%dx%d-%s-%s.bin", PDBFormatVersion, goal.Rows(), goal.Cols(), hex, part.Name)
}

func (s *PDBStore) notice(format string, args ...any) {
	if s.Notice != nil {
		s.Notice(fmt.Sprintf(format, args...))
	}
}

func (s *PDBStore) load(goal Board, part Partition, progress func(done, total int)) (*PDB, error) {
	var path string
	if s.Dir != "" {
		path = filepath.Join(s.Dir, pdbFileName(goal, part))
		data, err := os.ReadFile(path)
		switch {
		case err == nil:
			d, derr := DecodePDB(data, goal, part.Name)
			if derr == nil {
				s.notice("loaded the %s pattern database from %s", part.Name, path)
				return d, nil
			}
			s.notice("the pattern database file %s is unusable (%v); rebuilding it", path, derr)
		case !errors.Is(err, os.ErrNotExist):
			s.notice("cannot read the pattern database file %s (%v); rebuilding it", path, err)
		}
	}
	d, err := BuildPDB(goal, part, progress)
	if err != nil {
		return nil, err
	}
	if path == "" {
		return d, nil
	}
	if err := writeFileAtomic(path, d); err != nil {
		s.notice("built the %s pattern database but could not save it (%v)", part.Name, err)
	} else {
		s.notice("built the %s pattern database and saved it to %s", part.Name, path)
	}
	return d, nil
}

// writeFileAtomic writes the encoded database to a temporary file in the
// same directory and renames it into place, so a reader never sees half a
// file.
func writeFileAtomic(path string, d *PDB) error {
	data, err := d.MarshalBinary()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(path), ".pdb-*")
	if err != nil {
		return err
	}
	_, werr := f.Write(data)
	cerr := f.Close()
	if werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(f.Name(), path)
	}
	if werr != nil {
		os.Remove(f.Name())
	}
	return werr
}
