package labscreen

import (
	"encoding/json"
	"fmt"
	"sort"
	"sync"

	"searchlab/core/experiment"
)

// Statuses of a Record.
const (
	StatusRunning  = "running"  // runs are being done (or were, when the page went away)
	StatusStopped  = "stopped"  // Stop ended it before every run was done
	StatusFinished = "finished" // every run is done
)

// Record is an experiment as the archive keeps it, without its results:
// its spec, when it was made, how many runs it has and has done, its
// status and how long it ran.
type Record struct {
	ID      string `json:"id"`
	Name    string `json:"name,omitempty"`
	Game    string `json:"game"`
	Created string `json:"created"` // RFC 3339
	// Spec is the spec's canonical JSON (experiment.Spec.Encode).
	Spec   json.RawMessage `json:"spec"`
	Runs   int             `json:"runs"`
	Done   int             `json:"done"` // final results kept (the archive counts them)
	Status string          `json:"status"`
	// Workers is how many workers ran it last; MemoryBytes the memory
	// budget a run got when the spec leaves it to the service (0).
	Workers     int   `json:"workers"`
	MemoryBytes int64 `json:"memory_bytes"`
	// WallMS is the time spent running, over every session.
	WallMS float64 `json:"wall_ms"`
}

// SpecOf reads the record's spec as the CLI reads a spec file.
func (r Record) SpecOf() (experiment.Spec, error) { return experiment.ParseSpec(r.Spec) }

// Unfinished reports whether runs are left to do.
func (r Record) Unfinished() bool { return r.Done < r.Runs }

// Archive keeps experiments and their results across reloads: every
// finished run is added as it arrives, keyed by the run's index, so
// adding a result again replaces it (a resumed experiment never holds a
// run twice). Answers come through the callbacks, at once or later (the
// browser's IndexedDB is asynchronous); a callback may dispatch.
type Archive interface {
	// List gives every record, newest first, with Done counted from the
	// results kept.
	List(done func([]Record, error))
	// Load gives a record and its results in index order.
	Load(id string, done func(Record, []experiment.Result, error))
	// Put adds or replaces a record; Add adds a result of experiment id.
	Put(r Record, done func(error))
	Add(id string, res experiment.Result, done func(error))
	// Delete forgets a record and its results.
	Delete(id string, done func(error))
	// Where says where the results are kept, for the page ("in this
	// browser (IndexedDB)").
	Where() string
}

// MemArchive is an Archive in memory: the tests', and the page's when the
// browser keeps nothing (IndexedDB refused, as in some private modes),
// where results last as long as the page. It answers at once.
type MemArchive struct {
	mu      sync.Mutex
	records map[string]Record
	results map[string]map[int][]byte // JSON, as a store would keep it
	// Fail, when set, makes every call fail with it.
	Fail error
}

// NewMemArchive returns an empty MemArchive.
func NewMemArchive() *MemArchive {
	return &MemArchive{records: map[string]Record{}, results: map[string]map[int][]byte{}}
}

// List implements Archive.
func (m *MemArchive) List(done func([]Record, error)) {
	m.mu.Lock()
	if m.Fail != nil {
		m.mu.Unlock()
		done(nil, m.Fail)
		return
	}
	out := make([]Record, 0, len(m.records))
	for id, r := range m.records {
		r.Done = len(m.results[id])
		out = append(out, r)
	}
	m.mu.Unlock()
	SortRecords(out)
	done(out, nil)
}

// SortRecords puts records newest first (the order List gives).
func SortRecords(rs []Record) {
	sort.Slice(rs, func(i, j int) bool {
		if rs[i].Created != rs[j].Created {
			return rs[i].Created > rs[j].Created
		}
		return rs[i].ID > rs[j].ID
	})
}

// Load implements Archive.
func (m *MemArchive) Load(id string, done func(Record, []experiment.Result, error)) {
	m.mu.Lock()
	r, ok := m.records[id]
	var raw [][]byte
	var idx []int
	for i := range m.results[id] {
		idx = append(idx, i)
	}
	sort.Ints(idx)
	for _, i := range idx {
		raw = append(raw, m.results[id][i])
	}
	fail := m.Fail
	m.mu.Unlock()
	switch {
	case fail != nil:
		done(Record{}, nil, fail)
		return
	case !ok:
		done(Record{}, nil, fmt.Errorf("no experiment %q is kept", id))
		return
	}
	results, err := DecodeResults(raw)
	r.Done = len(results)
	done(r, results, err)
}

// Put implements Archive.
func (m *MemArchive) Put(r Record, done func(error)) {
	m.mu.Lock()
	err := m.Fail
	if err == nil {
		m.records[r.ID] = r
	}
	m.mu.Unlock()
	done(err)
}

// Add implements Archive.
func (m *MemArchive) Add(id string, res experiment.Result, done func(error)) {
	b, err := json.Marshal(res)
	m.mu.Lock()
	if err == nil {
		err = m.Fail
	}
	if err == nil {
		if m.results[id] == nil {
			m.results[id] = map[int][]byte{}
		}
		m.results[id][res.Index] = b
	}
	m.mu.Unlock()
	done(err)
}

// Delete implements Archive.
func (m *MemArchive) Delete(id string, done func(error)) {
	m.mu.Lock()
	err := m.Fail
	if err == nil {
		delete(m.records, id)
		delete(m.results, id)
	}
	m.mu.Unlock()
	done(err)
}

// Where implements Archive.
func (m *MemArchive) Where() string {
	return "in this page only (the browser keeps no data for this site)"
}

// Count is the number of results kept for id (tests).
func (m *MemArchive) Count(id string) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.results[id])
}

// DecodeResults reads results kept as JSON; one that does not read is an
// error naming it.
func DecodeResults(raw [][]byte) ([]experiment.Result, error) {
	out := make([]experiment.Result, 0, len(raw))
	for i, b := range raw {
		var r experiment.Result
		if err := json.Unmarshal(b, &r); err != nil {
			return out, fmt.Errorf("a kept result (the %d-th) does not read: %v", i+1, err)
		}
		out = append(out, r)
	}
	return out, nil
}
