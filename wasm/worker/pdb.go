//go:build js && wasm

package main

import (
	"context"
	"fmt"
	"syscall/js"

	"searchlab/core/npuzzle"
)

// residentPDBBytes bounds the decoded pattern databases a worker keeps
// between requests: the 15-puzzle's 6-6-3 (5.5 MiB) and the 5×5's
// 5-5-5-5-4 (12.9 MB) several times over, within the worker's memory
// budget (budget_browser.go); beyond it the least recently used go
// (npuzzle.PDBStore). A worker that grows past the page's recycle bound
// (web/worker-pool.mjs) is replaced, tables and all.
const residentPDBBytes = 64 << 20

// residentPDBs is the pdb heuristic's database source in the worker: an
// npuzzle.PDBStore that keeps the decoded databases resident for as long
// as the Go program lives (a browser worker keeps it for many requests:
// package keepalive), with its files in the worker's Cache Storage or the
// site's pdb/ folder (jsPDBFiles), and its build progress told to the
// page. Only partitions the browser can build are served.
type residentPDBs struct{ store *npuzzle.PDBStore }

func newResidentPDBs() residentPDBs {
	return residentPDBs{&npuzzle.PDBStore{Files: jsPDBFiles{}, MaxBytes: residentPDBBytes}}
}

// GetContext implements npuzzleengine.PDBSource.
func (r residentPDBs) GetContext(ctx context.Context, goal npuzzle.Board, partition string, progress func(done, total int)) (*npuzzle.PDB, error) {
	name, err := npuzzle.PDBFileName(goal, partition)
	if err != nil {
		return nil, err
	}
	part, err := npuzzle.ParsePartition(goal, partition)
	if err != nil {
		return nil, err
	}
	if part.LargestTable(goal.Len()) > npuzzle.BrowserPatternEntries {
		return nil, fmt.Errorf("partition %s needs a table of %d entries, too large to build in the browser (at most %d): use 663 or 555",
			part.Name, part.LargestTable(goal.Len()), npuzzle.BrowserPatternEntries)
	}
	report := js.Global().Get("searchlabPDBProgress")
	return r.store.GetContext(ctx, goal, partition, func(done, total int) {
		if report.Type() == js.TypeFunction {
			report.Invoke(name, done, total)
		}
		if progress != nil {
			progress(done, total)
		}
	})
}

// jsPDBFiles are the database files of web/pdb-store.mjs, reached
// through two globals it defines in the worker:
//
//   - searchlabPDBLoad(name) → Promise<Uint8Array|null>: the file named
//     npuzzle.PDBFileName, from Cache Storage or the site, or null;
//   - searchlabPDBSave(name, bytes): keep a file this program built.
//
// Without them (another host) there are no files: a database is built.
type jsPDBFiles struct{}

func (jsPDBFiles) Where(name string) string { return "the worker's cache (" + name + ")" }

func (jsPDBFiles) Load(_ context.Context, name string) ([]byte, error) {
	return awaitBytes(js.Global().Get("searchlabPDBLoad"), name), nil
}

func (jsPDBFiles) Save(name string, data []byte) error {
	save := js.Global().Get("searchlabPDBSave")
	if save.Type() != js.TypeFunction {
		return nil
	}
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	save.Invoke(name, arr)
	return nil
}

// awaitBytes calls load(name), waits for the promise it returns and copies
// the Uint8Array it resolves with; nil when load is missing, rejects or
// resolves with anything else.
func awaitBytes(load js.Value, name string) []byte {
	if load.Type() != js.TypeFunction {
		return nil
	}
	p := load.Invoke(name)
	if p.Type() != js.TypeObject || p.Get("then").Type() != js.TypeFunction {
		return nil
	}
	ch := make(chan js.Value, 1)
	var ok, fail js.Func
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- args[0]
		return nil
	})
	fail = js.FuncOf(func(js.Value, []js.Value) any {
		ch <- js.Null()
		return nil
	})
	defer ok.Release()
	defer fail.Release()
	p.Call("then", ok, fail)
	v := <-ch
	if v.Type() != js.TypeObject || !v.InstanceOf(js.Global().Get("Uint8Array")) {
		return nil
	}
	data := make([]byte, v.Get("length").Int())
	js.CopyBytesToGo(data, v)
	return data
}
