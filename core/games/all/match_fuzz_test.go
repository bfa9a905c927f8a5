package all_test

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// FuzzDecodeMatchRequest feeds arbitrary bodies to the match request decoder
// (POST /api/tournament) and the match's validation: neither may panic, a
// rejected body is an InvalidError with a message, and a decoded request is
// either refused as invalid with a sentence or accepted (then cancelled
// before its first move, since the context is already done).
func FuzzDecodeMatchRequest(f *testing.F) {
	for _, s := range []string{
		``, `{}`, `[1]`, `null`, `{"game":"othello","a":{"algorithm":"alphabeta","params":{"depth":1}},"b":{"algorithm":"random"},"games":2,"opening_plies":2,"seed":5}`,
		`{"game":"othello","a":{"algorithm":"mcts-uct","params":{"iterations":1e400}},"b":{"algorithm":"random"},"games":100,"opening_plies":20}`,
		`{"game":"othello","a":{"algorithm":"random"},"b":{"algorithm":"random"},"games":1,"max_memory_bytes":-1}`,
		`{"game":"othello","a":{"algorithm":"random"},"b":{"algorithm":"random"},"games":2,"max_memory_bytes":1048576}`,
		`{"game":"nim","a":{},"b":{},"games":-9223372036854775808}`, `{"a":{"params":{"":[]}}} x`, `{"games":"2"}`,
	} {
		f.Add([]byte(s))
	}
	reg := all.Builtin()
	done, cancel := context.WithCancel(context.Background())
	cancel()
	f.Fuzz(func(t *testing.T, body []byte) {
		req, err := registry.DecodeMatchRequest(bytes.NewReader(body))
		if err != nil {
			var inv *wire.InvalidError
			if !errors.As(err, &inv) || inv.Msg == "" {
				t.Fatalf("rejection %v (%T) is not an InvalidError with a message", err, err)
			}
			return
		}
		st := registry.PlayMatch(done, reg, req, nil)
		if !st.Done || (st.Status != wire.StatusInvalid && st.Status != wire.StatusCancelled) || st.Error == "" {
			t.Fatalf("request %+v: final line %+v, want invalid or cancelled with a sentence", req, st)
		}
	})
}
