package npuzzle

import (
	"container/list"
	"context"
	"fmt"
	"sync"
)

// PDBStore hands out pattern databases, each built (or loaded) once and
// shared while it stays in the store: databases are read-only, so
// concurrent searches share them. It is a cache bounded in bytes: when the
// databases it keeps pass MaxBytes, the least recently used are dropped
// (a search still using one keeps it until it ends), so a client asking
// for boards with ever new goals cannot grow a server without limit. With
// Dir set it also keeps them on disk, so a second process starts at once:
// a file is checked on load (see DecodePDB) and a damaged or outdated one
// is rebuilt and rewritten, with a Notice.
//
// A build runs apart from its callers and stops (within one breadth-first
// layer) when every caller waiting for it has left (GetContext's ctx
// ended); callers arriving while it runs wait for the same build.
type PDBStore struct {
	// Dir is the directory of the database files ("": memory only).
	Dir string
	// Files, when set, keeps the database files instead of Dir (a browser
	// worker's Cache Storage, wasm/worker).
	Files PDBFiles
	// MaxBytes bounds the bytes of the databases kept in memory (0:
	// DefaultPDBCacheBytes; negative: none is kept). A database larger
	// than the bound is built for the callers waiting for it and not kept.
	MaxBytes int64
	// Notice, when set, receives one sentence per notable event: a
	// database built, loaded, or found damaged and rebuilt.
	Notice func(string)
	// MaxBuildBytes bounds the memory a build may hold (Partition.
	// BuildBytes; 0: DefaultPDBMaxBuildBytes; negative: no bound). A
	// database over it is only loaded, never built: the store answers
	// with an error that says how to build it (`searchlab pdb`, which
	// sets no bound).
	MaxBuildBytes int64

	mu      sync.Mutex
	entries map[string]*pdbEntry // goal|partition → entry (built, or building)
	lru     list.List            // of *pdbEntry kept, most recently used first
	bytes   int64                // of the entries in lru
}

// DefaultPDBCacheBytes is the bound of a PDBStore whose MaxBytes is 0:
// about twenty 6-6-3 databases of the 15-puzzle (5.5 MiB each), or two of
// 7-7-1 (55 MiB).
const DefaultPDBCacheBytes = 128 << 20

type pdbEntry struct {
	key     string
	done    chan struct{} // closed when db and err are set
	db      *PDB
	err     error
	waiters int                // callers waiting for the build (under mu)
	cancel  context.CancelFunc // stops the build
	elem    *list.Element      // in lru when kept
}

// DefaultPDBMaxBuildBytes is the build bound of a PDBStore whose
// MaxBuildBytes is 0: every partition but those with an 8-tile pattern
// (8-7 on 4×4 holds 3.9 GB while it builds; 7-7-1, 0.43 GB) is built on
// demand.
const DefaultPDBMaxBuildBytes = 1 << 30

// defaultPDBs is the memory-only store behind CachedPDB.
var defaultPDBs PDBStore

// CachedPDB returns the database of the partition named name ("" for the
// default) for goal from a process-wide memory-only store (bounded by
// DefaultPDBCacheBytes).
func CachedPDB(goal Board, name string, progress func(done, total int)) (*PDB, error) {
	return defaultPDBs.Get(goal, name, progress)
}

// Get is GetContext with a context that never ends.
func (s *PDBStore) Get(goal Board, name string, progress func(done, total int)) (*PDB, error) {
	return s.GetContext(context.Background(), goal, name, progress)
}

// GetContext returns the database of the partition named name ("" for the
// default) for goal: from memory, else from Dir, else built (and saved to
// Dir). Concurrent first calls for one database build it once; progress
// reports that build to the caller that started it, until it leaves. When
// ctx ends first, GetContext returns its error at once, and the build stops
// if no other caller waits for it.
func (s *PDBStore) GetContext(ctx context.Context, goal Board, name string, progress func(done, total int)) (*PDB, error) {
	part, err := ParsePartition(goal, name)
	if err != nil {
		return nil, err
	}
	key := goal.String() + "|" + part.Name
	s.mu.Lock()
	if s.entries == nil {
		s.entries = map[string]*pdbEntry{}
	}
	e := s.entries[key]
	if e == nil {
		e = &pdbEntry{key: key, done: make(chan struct{})}
		var bctx context.Context
		bctx, e.cancel = context.WithCancel(context.Background())
		s.entries[key] = e
		go s.build(bctx, e, goal, part, forwardUntil(ctx, progress))
	}
	select {
	case <-e.done:
		if e.elem != nil {
			s.lru.MoveToFront(e.elem)
		}
		s.mu.Unlock()
		return e.db, e.err
	default:
	}
	e.waiters++
	s.mu.Unlock()
	select {
	case <-e.done:
		s.mu.Lock()
		e.waiters--
		s.mu.Unlock()
		return e.db, e.err
	case <-ctx.Done():
		s.mu.Lock()
		e.waiters--
		if e.waiters == 0 && s.entries[key] == e {
			select {
			case <-e.done:
			default:
				// Nobody waits any more: stop the build, and let the
				// next caller start afresh.
				e.cancel()
				delete(s.entries, key)
			}
		}
		s.mu.Unlock()
		return nil, ctx.Err()
	}
}

// forwardUntil returns progress that stops calling p once ctx ends (the
// caller that started a build may leave while others still wait for it).
func forwardUntil(ctx context.Context, p func(done, total int)) func(done, total int) {
	if p == nil {
		return nil
	}
	return func(done, total int) {
		if ctx.Err() == nil {
			p(done, total)
		}
	}
}

// build loads or builds e's database, then keeps it (or drops a failed or
// stopped entry so a later call tries again) and evicts the least recently
// used databases beyond the bound.
func (s *PDBStore) build(ctx context.Context, e *pdbEntry, goal Board, part Partition, progress func(done, total int)) {
	db, err := s.load(ctx, goal, part, progress)
	s.mu.Lock()
	defer s.mu.Unlock()
	e.db, e.err = db, err
	e.cancel()
	close(e.done)
	limit := s.limit()
	if err != nil || db.Bytes() > limit {
		if s.entries[e.key] == e {
			delete(s.entries, e.key)
		}
		return
	}
	if s.entries[e.key] != e {
		return // stopped and replaced; the build finished anyway
	}
	e.elem = s.lru.PushFront(e)
	s.bytes += db.Bytes()
	for s.bytes > limit {
		old := s.lru.Remove(s.lru.Back()).(*pdbEntry)
		old.elem = nil
		s.bytes -= old.db.Bytes()
		delete(s.entries, old.key)
	}
}

// limit is the bound in bytes (see MaxBytes).
func (s *PDBStore) limit() int64 {
	switch {
	case s.MaxBytes == 0:
		return DefaultPDBCacheBytes
	case s.MaxBytes < 0:
		return 0
	}
	return s.MaxBytes
}

// buildLimit is the build bound in bytes, negative for none (see
// MaxBuildBytes).
func (s *PDBStore) buildLimit() int64 {
	if s.MaxBuildBytes == 0 {
		return DefaultPDBMaxBuildBytes
	}
	return s.MaxBuildBytes
}

// CachedBytes returns the bytes of the databases the store keeps in memory.
func (s *PDBStore) CachedBytes() int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.bytes
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

func (s *PDBStore) load(ctx context.Context, goal Board, part Partition, progress func(done, total int)) (*PDB, error) {
	if len(part.Also) > 0 {
		// Each part has its own file.
		return buildParts(part, func(p Partition, progress func(done, total int)) (*PDB, error) {
			return s.load(ctx, goal, p, progress)
		}, progress, goal.Len())
	}
	files, name := s.files(), pdbFileName(goal, part)
	if files != nil {
		data, err := files.Load(ctx, name)
		switch {
		case err != nil:
			s.notice("cannot read the pattern database file %s (%v); rebuilding it", files.Where(name), err)
		case data != nil:
			d, derr := DecodePDB(data, goal, part.Name)
			if derr == nil {
				s.notice("loaded the %s pattern database from %s", part.Name, files.Where(name))
				return d, nil
			}
			s.notice("the pattern database file %s is unusable (%v); rebuilding it", files.Where(name), derr)
		}
	}
	if limit := s.buildLimit(); limit >= 0 && part.BuildBytes(goal.Len()) > limit {
		return nil, fmt.Errorf("the %s pattern databases are not built, and building them holds %.1f GB: build them once with `searchlab pdb -partition %s -goal %q -out DIR`",
			part.Name, float64(part.BuildBytes(goal.Len()))/1e9, part.Name, goal.String())
	}
	d, err := BuildPDBContext(ctx, goal, part, progress)
	if err != nil || files == nil {
		return d, err
	}
	data, err := d.MarshalBinary()
	if err == nil {
		err = files.Save(name, data)
	}
	if err != nil {
		s.notice("built the %s pattern database but could not save it (%v)", part.Name, err)
	} else {
		s.notice("built the %s pattern database and saved it to %s", part.Name, files.Where(name))
	}
	return d, nil
}

// files is where the store keeps database files: Files, else Dir, else
// nowhere (nil).
func (s *PDBStore) files() PDBFiles {
	switch {
	case s.Files != nil:
		return s.Files
	case s.Dir != "":
		return dirFiles(s.Dir)
	}
	return nil
}
