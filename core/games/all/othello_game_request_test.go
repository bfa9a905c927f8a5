package all

import (
	"searchlab/core/registry"
	"strings"
	"testing"
)

// The game request's decoder and validation refuse bad requests with a
// sentence: malformed JSON, unknown fields, trailing data, unknown players
// and settings, bad openings, times and memory budgets out of range.
func TestDecodeAndCheckGameRequest(t *testing.T) {
	reg := registry.Builtin()
	for body, want := range map[string]string{
		``:                                       "the request body is empty",
		`{"black":"random"`:                      "malformed JSON",
		`{"black":"random","colour":"x"}`:        "known: game, black, white, opening, seed, move_time_ms, max_memory_bytes",
		`{"black":"random","white":"random"} {}`: "unexpected data",
		`{"black":"chess","white":"random"}`:     "black: ",
		`{"black":"random","white":"random","opening":"a1"}`:               "not a legal game record",
		`{"black":"random","white":"random","move_time_ms":-1}`:            "move_time_ms must be",
		`{"black":"random","white":"random","max_memory_bytes":1000}`:      "max_memory_bytes must be",
		`{"black":"random","white":"random","max_memory_bytes":-1048576}`:  "max_memory_bytes must be",
		`{"black":"alphabeta:depth=99","white":"random"}`:                  "depth",
		`{"game":"nim","black":"random","white":"random"}`:                 "no two-player games to play",
		`{"black":"random","white":"random","max_memory_bytes":"1048576"}`: "max_memory_bytes",
	} {
		req, err := registry.DecodeGameRequest(strings.NewReader(body))
		if err == nil {
			_, err = reg.CheckGame(req)
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want one saying %q", body, err, want)
		}
	}
	req, err := registry.DecodeGameRequest(strings.NewReader(`{"black":"random","white":"mcts-uct:iterations=50","max_memory_bytes":1048576}`))
	if err != nil {
		t.Fatal(err)
	}
	if c, err := reg.CheckGame(req); err != nil || c.MaxMemoryBytes != 1<<20 {
		t.Errorf("a valid request: %+v, %v", c, err)
	}
}

// FuzzDecodeAndCheckGameRequest feeds arbitrary bodies to the game
// request's decoder and its validation (POST /api/game): neither may
// panic, and every refusal has a message.
func FuzzDecodeAndCheckGameRequest(f *testing.F) {
	for _, s := range []string{
		``, `{}`, `null`, `[1]`, `{"black":"alphabeta:depth=2","white":"mcts-uct:iterations=100","opening":"f5d6c3","seed":21}`,
		`{"black":"mcts-bt:c_bt=NaN,k=-1","white":"random:x=1","move_time_ms":20001}`, `{"black":":","white":"a:b=c,b=c"}`,
		`{"black":"random","white":"random","opening":"f5d6c3d3c4f4f6f3e6e7d7c6passpass"}`, `{"max_memory_bytes":1e99}`,
	} {
		f.Add([]byte(s))
	}
	reg := registry.Builtin()
	f.Fuzz(func(t *testing.T, body []byte) {
		req, err := registry.DecodeGameRequest(strings.NewReader(string(body)))
		if err == nil {
			_, err = reg.CheckGame(req)
		}
		if err != nil && err.Error() == "" {
			t.Fatal("a refusal without a message")
		}
	})
}
