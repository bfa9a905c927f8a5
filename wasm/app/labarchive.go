//go:build js && wasm

package main

import (
	"encoding/json"
	"fmt"
	"syscall/js"

	"searchlab/core/experiment"
	"searchlab/wasm/app/screens/labscreen"
)

// jsArchive is labscreen.Archive over globalThis.searchlabLabArchive
// (web/lab-archive.mjs, IndexedDB): records and results travel as JSON
// strings; every call answers through its promise.
type jsArchive struct{ db js.Value }

// labArchive is the Lab's archive: IndexedDB when the browser has it,
// else one in memory for the page's life (the Lab says which).
func labArchive() labscreen.Archive {
	db := js.Global().Get("searchlabLabArchive")
	if !db.Truthy() || !db.Call("available").Bool() {
		return labscreen.NewMemArchive()
	}
	return jsArchive{db: db}
}

// Where implements labscreen.Archive.
func (jsArchive) Where() string { return "in this browser (IndexedDB)" }

// List implements labscreen.Archive.
func (a jsArchive) List(done func([]labscreen.Record, error)) {
	a.call(func(v js.Value) {
		var out []labscreen.Record
		for i := 0; i < v.Length(); i++ {
			var r labscreen.Record
			if err := json.Unmarshal([]byte(v.Index(i).String()), &r); err != nil {
				continue // a record this version cannot read is left alone
			}
			out = append(out, r)
		}
		labscreen.SortRecords(out)
		done(out, nil)
	}, func(err error) { done(nil, err) }, "list")
}

// Load implements labscreen.Archive.
func (a jsArchive) Load(id string, done func(labscreen.Record, []experiment.Result, error)) {
	a.call(func(v js.Value) {
		var r labscreen.Record
		if err := json.Unmarshal([]byte(v.Get("record").String()), &r); err != nil {
			done(r, nil, fmt.Errorf("the experiment's record does not read: %v", err))
			return
		}
		list := v.Get("results")
		raw := make([][]byte, list.Length())
		for i := range raw {
			raw[i] = []byte(list.Index(i).String())
		}
		res, err := labscreen.DecodeResults(raw)
		r.Done = len(res)
		done(r, res, err)
	}, func(err error) { done(labscreen.Record{}, nil, err) }, "load", id)
}

// Put implements labscreen.Archive.
func (a jsArchive) Put(r labscreen.Record, done func(error)) {
	b, err := json.Marshal(r)
	if err != nil {
		done(err)
		return
	}
	a.call(func(js.Value) { done(nil) }, done, "put", r.ID, string(b))
}

// Add implements labscreen.Archive.
func (a jsArchive) Add(id string, res experiment.Result, done func(error)) {
	b, err := json.Marshal(res)
	if err != nil {
		done(err)
		return
	}
	a.call(func(js.Value) { done(nil) }, done, "add", id, res.Index, string(b))
}

// Delete implements labscreen.Archive.
func (a jsArchive) Delete(id string, done func(error)) {
	a.call(func(js.Value) { done(nil) }, done, "remove", id)
}

// call calls method with args and hands its promise's value to ok, or its
// error to fail.
func (a jsArchive) call(ok func(js.Value), fail func(error), method string, args ...any) {
	var p js.Value
	if err := catch(func() { p = a.db.Call(method, args...) }); err != nil {
		fail(err)
		return
	}
	var then, catchFn js.Func
	release := func() { then.Release(); catchFn.Release() }
	then = js.FuncOf(func(_ js.Value, v []js.Value) any {
		release()
		val := js.Undefined()
		if len(v) > 0 {
			val = v[0]
		}
		ok(val)
		return nil
	})
	catchFn = js.FuncOf(func(_ js.Value, v []js.Value) any {
		release()
		msg := "the browser's storage failed"
		if len(v) > 0 && v[0].Truthy() {
			if m := v[0].Get("message"); m.Type() == js.TypeString {
				msg = m.String()
			} else {
				msg = v[0].Call("toString").String()
			}
		}
		fail(fmt.Errorf("%s", msg))
		return nil
	})
	p.Call("then", then, catchFn)
}
