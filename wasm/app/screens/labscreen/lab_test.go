package labscreen

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"strings"
	"testing"
	"time"

	"searchlab/core/experiment"
	"searchlab/core/experiment/runner"
	"searchlab/core/games/all"
	"searchlab/core/registry"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/screens/nimscreen"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/store/storetest"
)

type memStorage map[string]string

func (m memStorage) Load(k string) (string, bool) { v, ok := m[k]; return v, ok }
func (m memStorage) Save(k, v string) error       { m[k] = v; return nil }

// lab is a Lab under test: the store (the Lab shown), its pool (the
// registry, in process), archive, storage, clock and the files it saved.
type lab struct {
	t       *testing.T
	s       *store.Store
	pool    *storetest.RegistrySolver
	arch    *MemArchive
	storage memStorage
	now     time.Time
	files   map[string]string
}

// newLab opens the Lab with arch and storage (nil: fresh ones), on a
// two-processor machine (one worker).
func newLab(t *testing.T, arch *MemArchive, storage memStorage) *lab {
	t.Helper()
	if arch == nil {
		arch = NewMemArchive()
	}
	if storage == nil {
		storage = memStorage{}
	}
	l := &lab{t: t, pool: &storetest.RegistrySolver{}, arch: arch, storage: storage,
		now: time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC), files: map[string]string{}}
	ids := 0
	deps := Deps{Archive: arch, Cores: 2,
		Download:    func(name, _, text string) { l.files[name] = text },
		DownloadPNG: func(name, svg string) { l.files[name] = svg },
		NewID:       func(time.Time) string { ids++; return fmt.Sprintf("exp-%d-%d", len(storage), ids) }}
	l.s = store.New(store.Deps{Games: []store.Game{nimscreen.Game, Game(deps)}, Solver: l.pool,
		Storage: storage, Now: func() time.Time { return l.now }})
	l.s.Dispatch(actions.SelectGame{ID: ID})
	l.tick(0)
	return l
}

// tick advances the clock by d and ticks the Lab.
func (l *lab) tick(d time.Duration) {
	l.now = l.now.Add(d)
	l.s.Tick(l.now)
}

func (l *lab) view() *View { return l.s.State().Screen.(*View) }

// spec sets the form to spec.
func (l *lab) spec(s experiment.Spec) {
	l.s.Dispatch(Edit{Apply: func(d *Draft) { *d = DraftOf(s, declared(s.Game)) }})
	if p := l.view().Problem; p != "" {
		l.t.Fatalf("the spec has a problem: %s", p)
	}
}

// cliRows are the rows the CLI's local runner gives for spec, as CSV
// records without elapsed_ms and memory_bytes (which differ run to run).
func cliRows(t *testing.T, spec experiment.Spec) [][]string {
	t.Helper()
	plan, err := experiment.NewPlan(all.Builtin(), spec)
	if err != nil {
		t.Fatal(err)
	}
	res := experiment.Execute(context.Background(), runner.Local{Parallel: 2}, plan.Runs, nil, nil)
	var b bytes.Buffer
	if plan.Match {
		experiment.WriteMatchCSV(&b, plan.MatchRows(res))
	} else {
		experiment.WriteRunsCSV(&b, plan.Rows(res))
	}
	return stable(t, b.String())
}

// stable reads a runs CSV and blanks the columns a run's timing decides.
func stable(t *testing.T, text string) [][]string {
	t.Helper()
	recs, err := csv.NewReader(strings.NewReader(text)).ReadAll()
	if err != nil {
		t.Fatalf("CSV %q: %v", text, err)
	}
	for i, h := range recs[0] {
		if h == "elapsed_ms" || h == "memory_bytes" {
			for _, r := range recs {
				r[i] = ""
			}
		}
	}
	return recs
}

// exported is a file the Lab saved, by its name's end.
func (l *lab) exported(suffix string) string {
	l.t.Helper()
	for name, text := range l.files {
		if strings.HasSuffix(name, suffix) {
			return text
		}
	}
	l.t.Fatalf("no file *%s saved (files: %v)", suffix, l.files)
	return ""
}

func equalRecords(a, b [][]string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if strings.Join(a[i], "\x00") != strings.Join(b[i], "\x00") {
			return false
		}
	}
	return true
}

// smallSpec is a deterministic 8-puzzle experiment of 12 runs.
func smallSpec() experiment.Spec {
	return experiment.Spec{Name: "small", Game: "npuzzle",
		Instances: experiment.Instances{Random: &experiment.Random{Size: "3x3", Count: 4, Seed: 5}},
		Configs: []experiment.Config{{Label: "A*", Algorithm: "astar", Params: map[string]any{"heuristic": "manhattan"}},
			{Algorithm: "bfs"}, {Algorithm: "idastar", Params: map[string]any{"heuristic": "linear-conflict"}}},
		Budget: experiment.Budget{MaxNodes: 500_000, TimeoutMS: 20_000}, Repeats: 1, Seed: 1}
}

// declared is what game declares for experiments in the built-in registry.
func declared(game string) registry.Experiments {
	e, _ := all.Builtin().Experiments(game)
	return e
}
