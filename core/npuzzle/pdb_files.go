package npuzzle

import (
	"context"
	"errors"
	"os"
	"path/filepath"
)

// PDBFiles is where a PDBStore keeps the files of the databases it built
// (PDBFileName names them; DecodePDB checks them on load), so that a
// second process, or a fresh browser worker, loads them instead of
// building them again: a directory (PDBStore.Dir) or, in the browser,
// Cache Storage (wasm/worker).
type PDBFiles interface {
	// Load returns the file's bytes, or nil and no error when there is no
	// such file; it stops waiting when ctx ends.
	Load(ctx context.Context, name string) ([]byte, error)
	// Save keeps a file.
	Save(name string, data []byte) error
	// Where names the file for notices (a path).
	Where(name string) string
}

// dirFiles keeps database files in a directory, each written atomically.
type dirFiles string

func (d dirFiles) Where(name string) string { return filepath.Join(string(d), name) }

func (d dirFiles) Load(_ context.Context, name string) ([]byte, error) {
	data, err := os.ReadFile(d.Where(name))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	return data, err
}

func (d dirFiles) Save(name string, data []byte) error {
	path := d.Where(name)
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
