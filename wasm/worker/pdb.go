//go:build js && wasm

package main

import (
	"context"
	"fmt"
	"syscall/js"

	"searchlab/core/npuzzle"
)

// jsPDBs is the pdb heuristic's database source in the worker. A Go
// program lives for one request here, so the encoded databases are kept by
// web/search-worker.mjs (in memory and in Cache Storage) and reached through
// three globals it defines:
//
//   - searchlabPDBLoad(name) → Promise<Uint8Array|null>: the database file
//     named npuzzle.PDBFileName, or null;
//   - searchlabPDBSave(name, bytes): keep a database this program built;
//   - searchlabPDBProgress(name, done, total): build progress, forwarded to
//     the page.
//
// A file that does not decode is rebuilt. Without the globals (another
// host) the database is built for this request only.
type jsPDBs struct{}

func (jsPDBs) GetContext(ctx context.Context, goal npuzzle.Board, partition string, progress func(done, total int)) (*npuzzle.PDB, error) {
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
	if data := awaitBytes(js.Global().Get("searchlabPDBLoad"), name); data != nil {
		if db, err := npuzzle.DecodePDB(data, goal, partition); err == nil {
			return db, nil
		}
	}
	report := js.Global().Get("searchlabPDBProgress")
	db, err := npuzzle.BuildPDBContext(ctx, goal, part, func(done, total int) {
		if report.Type() == js.TypeFunction {
			report.Invoke(name, done, total)
		}
		if progress != nil {
			progress(done, total)
		}
	})
	if err != nil {
		return nil, err
	}
	if save := js.Global().Get("searchlabPDBSave"); save.Type() == js.TypeFunction {
		data, _ := db.MarshalBinary()
		arr := js.Global().Get("Uint8Array").New(len(data))
		js.CopyBytesToJS(arr, data)
		save.Invoke(name, arr)
	}
	return db, nil
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
