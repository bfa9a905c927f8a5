package all_test

import (
	"bytes"
	"errors"
	"testing"

	"searchlab/core/api/apitest"
	"searchlab/core/wire"
)

// FuzzDecodeAndPrepare feeds arbitrary bodies to the request decoder and
// the registry's validation: neither may panic, and every rejection is an
// InvalidError with a message.
func FuzzDecodeAndPrepare(f *testing.F) {
	for _, s := range []string{
		``, `{}`, `[1]`, `null`, `{"game":"npuzzle","board":"1 2 3/4 5 6/7 8 0","algorithm":"astar","params":{"heuristic":"manhattan"}}`,
		`{"game":"npuzzle","algorithm":"genetic","params":{"population":1e400,"mutation":-0,"elitism":null}}`,
		`{"game":"npuzzle","algorithm":"beam","params":{"width":[1]}}`, `{"game":"line","algorithm":"slow","params":{"steps":"9"}}`,
		`{"seed":-9223372036854775808,"max_nodes":9223372036854775807,"timeout_ms":-1}`, `{"params":{"":{}}} x`,
	} {
		f.Add([]byte(s))
	}
	reg := apitest.Registry()
	f.Fuzz(func(t *testing.T, body []byte) {
		req, err := wire.DecodeRequest(bytes.NewReader(body))
		if err == nil {
			_, _, err = reg.Prepare(req)
		}
		if err == nil {
			return
		}
		var inv *wire.InvalidError
		if !errors.As(err, &inv) || inv.Msg == "" {
			t.Fatalf("rejection %v (%T) is not an InvalidError with a message", err, err)
		}
	})
}
