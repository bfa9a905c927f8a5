package wire

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// TestDecodeLineMovesFastPath: a final line decodes to the same Response
// whether its moves list is read by cutMoves or by encoding/json, for
// lines cutMoves takes and lines it must leave alone.
func TestDecodeLineMovesFastPath(t *testing.T) {
	lines := []string{
		`{"status":"found","moves":["U","L","D","R","U"],"length":5,"cost":5,"stats":{"expanded":7}}`,
		`{"status":"found","moves":[],"length":0,"cost":0,"stats":{}}`,
		`{"status":"not_found","moves":[],"length":0,"cost":0,"stats":{"expanded":3},"reason":{"code":"exhausted","text":"x"}}`,
		`{"status":"found","moves":["R","S","D"],"length":2,"cost":3,"stats":{},"rolls":2,"switches":1}`,
		`{"status":"found","moves":["a\"b","c"],"length":2,"cost":2,"stats":{}}`,      // escaped: left to encoding/json
		`{"status":"found","moves":["\u0055"],"length":1,"cost":1,"stats":{}}`,        // escaped
		`{"moves":["U"],"status":"found","length":1,"cost":1,"stats":{}}`,             // another order
		`{"status":"found","stats":{"expanded":1},"moves":["U"],"length":1,"cost":1}`, // another order
		`{"status":"found","moves":["U",],"length":1}`,                                // malformed
		`{"status":"found","moves":["U"`,                                              // truncated
		`{"status":"found","moves":[`,                                                 // truncated
		`{"status":"found","moves":[1,2]}`,                                            // not strings
	}
	for _, line := range lines {
		got, gerr := DecodeLine([]byte(line))
		var want Response
		werr := json.Unmarshal([]byte(line), &want)
		if (gerr != nil) != (werr != nil) {
			t.Errorf("%s: DecodeLine error %v, encoding/json error %v", line, gerr, werr)
			continue
		}
		if gerr == nil && !reflect.DeepEqual(*got.Final, want) {
			t.Errorf("%s:\n got %+v\nwant %+v", line, *got.Final, want)
		}
	}
	// A long solution takes the fast path and keeps every move.
	moves := make([]string, 93782)
	for i := range moves {
		moves[i] = string("UDLR"[i%4])
	}
	raw, _ := json.Marshal(Response{Status: StatusFound, Moves: moves, Length: len(moves)})
	if _, _, ok := cutMoves(raw); !ok {
		t.Fatalf("the handler's own encoding is not cut: %.80s", raw)
	}
	l, err := DecodeLine(raw)
	if err != nil || !reflect.DeepEqual(l.Final.Moves, moves) {
		t.Fatalf("long line: err %v, %d moves", err, len(l.Final.Moves))
	}
	if !strings.HasPrefix(string(raw), `{"status":"found","moves":[`) {
		t.Fatalf("Response.MarshalJSON no longer writes status then moves first: %.60s", raw)
	}
}

// BenchmarkDecodeLineLongSolution: DFS's 93,782-move 8-puzzle solution.
// Compare with BenchmarkDecodeLineLongSolutionJSON (encoding/json alone):
//
//	go test ./core/wire -run '^$' -bench DecodeLineLong -benchtime 20x
func BenchmarkDecodeLineLongSolution(b *testing.B) {
	raw := longSolutionLine()
	for b.Loop() {
		if _, err := DecodeLine(raw); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeLineLongSolutionJSON(b *testing.B) {
	raw := longSolutionLine()
	for b.Loop() {
		var r Response
		if err := json.Unmarshal(raw, &r); err != nil {
			b.Fatal(err)
		}
	}
}

func longSolutionLine() []byte {
	moves := make([]string, 93782)
	for i := range moves {
		moves[i] = string("UDLR"[i%4])
	}
	raw, _ := json.Marshal(Response{Status: StatusFound, Moves: moves, Length: len(moves), Stats: Stats{Expanded: 115728}})
	return raw
}
