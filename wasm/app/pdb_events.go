//go:build js && wasm

package main

import (
	"syscall/js"

	"searchlab/wasm/app/screens/npuzzlescreen"
	"searchlab/wasm/app/store"
)

// listenPDB turns the solver lanes' "searchlab-pdb" window events (a
// pattern database downloaded or built for the running search; see
// web/worker-pool.mjs) into the N-puzzle screen's PDBProgress (only its
// searches use pattern databases).
func listenPDB(st *store.Store) {
	js.Global().Call("addEventListener", "searchlab-pdb", js.FuncOf(func(_ js.Value, args []js.Value) any {
		d := args[0].Get("detail")
		if d.Type() != js.TypeObject {
			return nil
		}
		str := func(k string) string {
			if v := d.Get(k); v.Type() == js.TypeString {
				return v.String()
			}
			return ""
		}
		num := func(k string) int64 {
			if v := d.Get(k); v.Type() == js.TypeNumber {
				return int64(v.Float())
			}
			return 0
		}
		st.Dispatch(npuzzlescreen.PDBProgress{Name: str("name"), State: str("state"), Done: int(num("done")), Total: int(num("total")), Bytes: num("bytes")})
		return nil
	}))
}
