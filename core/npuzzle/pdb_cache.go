package npuzzle

import "sync"

// pdbMemo holds the databases CachedPDB built in this process, by goal and
// partition name: a *pdbEntry per key.
var pdbMemo sync.Map

type pdbEntry struct {
	once sync.Once
	db   *PDB
	err  error
}

// CachedPDB returns the database of the partition named name ("" for the
// default) for goal, building it on the first call for that goal and
// partition in this process and sharing it afterwards (databases are
// read-only). Concurrent first calls build once; progress is that build's.
func CachedPDB(goal Board, name string, progress func(done, total int)) (*PDB, error) {
	part, err := ParsePartition(goal, name)
	if err != nil {
		return nil, err
	}
	v, _ := pdbMemo.LoadOrStore(goal.String()+"|"+part.Name, &pdbEntry{})
	e := v.(*pdbEntry)
	e.once.Do(func() { e.db, e.err = BuildPDB(goal, part, progress) })
	return e.db, e.err
}
