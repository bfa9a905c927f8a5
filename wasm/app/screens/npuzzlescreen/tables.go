package npuzzlescreen

import (
	"strings"

	"searchlab/wasm/app/i18n"
)

// TablesProgress is where the running N-puzzle search's pattern databases
// are before it starts: downloaded from the site or built in the worker
// (the worker's "searchlab-pdb" events). The N-puzzle screen shows it as a
// progress bar with a sentence; it is gone once the search reports progress.
type TablesProgress struct {
	Partition string // "6-6-3"
	Building  bool   // built in the worker (else downloaded)
	Done      int    // entries built so far
	Total     int    // entries to build
	Bytes     int64  // bytes to download (0: unknown)
}

// PDBProgress is a "searchlab-pdb" event of the solver worker (see
// web/worker-pool.mjs; the page's glue dispatches it): the pattern
// databases of the running N-puzzle search are being downloaded (State
// "fetching", Bytes to transfer, 0 when unknown) or built ("building",
// Done of Total entries), or are ready ("fetched", "built"). Name is the
// database's file name.
type PDBProgress struct {
	own
	Name, State string
	Done, Total int
	Bytes       int64
}

// setTables applies a database event to the active run: a download or a
// build in progress is shown, a finished one is not. Events outside a run,
// or after its search started, are ignored.
func (st *State) setTables(a PDBProgress) {
	if r := st.Run; !r.Active || r.Lines > 0 || r.Result != nil {
		return
	}
	switch a.State {
	case "fetching":
		st.Tables = &TablesProgress{Partition: partitionOf(a.Name), Bytes: a.Bytes}
	case "building":
		st.Tables = &TablesProgress{Partition: partitionOf(a.Name), Building: true, Done: a.Done, Total: a.Total}
	default: // "fetched", "built": ready
		st.Tables = nil
	}
}

// Fraction is the share of the build done, in [0, 1]; -1 when unknown (a
// download).
func (t TablesProgress) Fraction() float64 {
	if !t.Building || t.Total <= 0 {
		return -1
	}
	return min(max(float64(t.Done)/float64(t.Total), 0), 1)
}

// Sentence says what happens: "Downloading the 6-6-3 pattern databases
// (5.8 MB)…" or "Building the 5-5-5 pattern databases: 40 %".
func (t TablesProgress) Sentence() string { return t.SentenceIn(i18n.English) }

// SentenceIn is Sentence in l.
func (t TablesProgress) SentenceIn(l i18n.Lang) string {
	what := l.T("np.tables.all")
	if t.Partition != "" {
		what = l.T("np.tables.some", "p", t.Partition)
	}
	if t.Building {
		return l.T("np.tables.building", "what", what, "pct", int(100*max(t.Fraction(), 0)))
	}
	if t.Bytes > 0 {
		return l.T("np.tables.download_size", "what", what, "mb", l.Fixed(float64(t.Bytes)/1e6, 1))
	}
	return l.T("np.tables.download", "what", what)
}

// partitionOf reads the partition from a database file name
// (npuzzle.PDBFileName: pdb-v1-4x4-<goal>-663.bin gives "6-6-3"); "" when
// the name has another form.
func partitionOf(name string) string {
	name = strings.TrimSuffix(strings.TrimSuffix(name, ".gz"), ".bin")
	i := strings.LastIndexByte(name, '-')
	digits := name[i+1:]
	if i < 0 || digits == "" || strings.Trim(digits, "0123456789") != "" {
		return ""
	}
	return strings.Join(strings.Split(digits, ""), "-")
}
