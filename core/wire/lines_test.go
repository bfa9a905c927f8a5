package wire

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// The standard fields come first, Moves is [] without a solution, and a
// game's fields appear only when that game answered.
func TestResponseJSON(t *testing.T) {
	b, err := json.Marshal(Response{Status: StatusFound, Moves: []string{"U"}, Length: 1, Cost: 1})
	if err != nil {
		t.Fatal(err)
	}
	want := `{"status":"found","moves":["U"],"length":1,"cost":1,"stats":{"expanded":0,"generated":0,"max_frontier":0,"max_depth":0,"iterations":0,"elapsed_ms":0,"memory_bytes":0}}`
	if string(b) != want {
		t.Fatalf("got  %s\nwant %s", b, want)
	}
	empty, _ := json.Marshal(Response{Status: StatusNotFound})
	if !strings.Contains(string(empty), `"moves":[]`) || strings.Contains(string(empty), "error") {
		t.Errorf("empty response: %s", empty)
	}
	// Every game's fields at once, round trip: each keeps its value.
	r := Response{Status: StatusFound, Moves: []string{"1-2"}, Length: 1, Cost: 1,
		TwoPlayerResult: &TwoPlayerResult{Value: 1, BestMove: "1-2", Proven: true, CandidatesCut: true,
			Candidates: []Candidate{{Move: "1-2", Value: 1, Exact: true, Nodes: 3, Visits: 9, Mean: 0.75, Exploit: 0.75, Explore: 0.5, Bias: 0.1, Prior: 0.2}}},
		BloxorzResult: &BloxorzResult{Switches: 2, Heatmap: []int64{0, 4, 1}}}
	r.TreeStats.Nodes, r.TreeStats.Cutoffs, r.TreeStats.Playouts = 7, 2, 5
	b, err = json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"value", "best_move", "proven", "tree_stats", "candidates", "candidates_cut", "switches", "heatmap", "exploit", "explore", "bias", "prior"} {
		if !strings.Contains(string(b), `"`+k+`":`) {
			t.Errorf("%s lacks %q", b, k)
		}
	}
	l, err := DecodeLine(b)
	if err != nil || l.Final == nil || l.Progress != nil {
		t.Fatalf("DecodeLine(%s) = %+v, %v", b, l, err)
	}
	r.TreeStats.MemoryBytes = 0 // not set above either
	if !reflect.DeepEqual(*l.Final, r) {
		t.Errorf("round trip\n got %+v\nwant %+v", *l.Final, r)
	}
}

// encoding/json silently drops promoted fields whose names clash, so every
// JSON name of a Response, its embedded game results included, is distinct.
func TestResponseFieldNamesUnique(t *testing.T) {
	seen := map[string]string{}
	var walk func(tp reflect.Type, in string)
	walk = func(tp reflect.Type, in string) {
		for i := 0; i < tp.NumField(); i++ {
			f := tp.Field(i)
			if f.Anonymous {
				et := f.Type
				if et.Kind() == reflect.Pointer {
					et = et.Elem()
				}
				walk(et, et.Name())
				continue
			}
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if name == "" || name == "-" {
				t.Errorf("%s.%s has no JSON name", in, f.Name)
				continue
			}
			if prev, ok := seen[name]; ok {
				t.Errorf("JSON name %q is used by %s and %s.%s", name, prev, in, f.Name)
			}
			seen[name] = in + "." + f.Name
		}
	}
	walk(reflect.TypeFor[Response](), "Response")
}

// Lines written by the server before the game fields were typed (standard
// fields, then the extras in key order) still decode into the typed fields:
// saved runs and old servers keep working.
func TestDecodeLineOldFormat(t *testing.T) {
	nimLine := `{"status":"found","moves":["3-2","1-1"],"length":2,"cost":2,"stats":{"expanded":40,"generated":39,"max_frontier":4,"max_depth":3,"iterations":1,"elapsed_ms":0.2,"memory_bytes":512},` +
		`"best_move":"3-2","candidates":[{"move":"3-2","value":1,"exact":true,"nodes":12},{"move":"1-1","value":-1,"exact":true,"nodes":9}],"candidates_cut":false,"proven":true,` +
		`"tree_stats":{"nodes":40,"expanded":20,"generated":39,"cutoffs":6,"tt_hits":3,"tt_entries":17,"depth_reached":3,"max_ply":3,"iterations":1,"playouts":0,"memory_bytes":512},"value":1}`
	l, err := DecodeLine([]byte(nimLine))
	if err != nil || l.Final == nil {
		t.Fatalf("old nim line: %v", err)
	}
	r := l.Final
	if r.TwoPlayerResult == nil || r.Value != 1 || r.BestMove != "3-2" || !r.Proven || r.TreeStats.Cutoffs != 6 || r.TreeStats.TTHits != 3 ||
		len(r.Candidates) != 2 || r.Candidates[1].Value != -1 || r.Candidates[0].Nodes != 12 || r.BloxorzResult != nil {
		t.Errorf("old nim line decoded as %+v (two-player %+v)", *r, r.TwoPlayerResult)
	}
	bloxLine := `{"status":"found","moves":["R","D"],"length":2,"cost":2,"stats":{"expanded":5,"generated":9,"max_frontier":4,"max_depth":2,"iterations":0,"elapsed_ms":0.1,"memory_bytes":100},"heatmap":[0,3,2],"switches":0}`
	l, err = DecodeLine([]byte(bloxLine))
	if err != nil || l.Final == nil || l.Final.BloxorzResult == nil || len(l.Final.Heatmap) != 3 || l.Final.Heatmap[1] != 3 || l.Final.TwoPlayerResult != nil {
		t.Errorf("old bloxorz line: %+v, %v", l.Final, err)
	}
}

func TestDecodeLine(t *testing.T) {
	l, err := DecodeLine([]byte(`  {"progress":{"expanded":10,"generated":20,"frontier":3,"elapsed_ms":5,"nodes_per_sec":2000,"budget_used":0.5}}` + "\n"))
	if err != nil || l.Progress == nil || l.Final != nil || l.Progress.Expanded != 10 || l.Progress.BudgetUsed != 0.5 {
		t.Errorf("progress line: %+v, %v", l, err)
	}
	// A field a newer server adds is ignored.
	l, err = DecodeLine([]byte(`{"status":"not_found","moves":[],"length":0,"cost":0,"stats":{},"from_the_future":1}`))
	if err != nil || l.Final == nil || l.Final.Status != StatusNotFound {
		t.Errorf("result with an unknown field: %+v, %v", l, err)
	}
	for _, bad := range []struct{ line, want string }{
		{"", "empty"},
		{"not json", "not a JSON object"},
		{`{"moves":[]}`, "no status"},
		{`{"status":"found","moves":"U"}`, "unreadable result"},
	} {
		if _, err := DecodeLine([]byte(bad.line)); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("DecodeLine(%q) = %v, want an error with %q", bad.line, err, bad.want)
		}
	}
}

func TestReadLines(t *testing.T) {
	p1, _ := json.Marshal(ProgressLine{Progress: Progress{Stats: Stats{Expanded: 1}}})
	p2, _ := json.Marshal(ProgressLine{Progress: Progress{Stats: Stats{Expanded: 2}}})
	fin, _ := json.Marshal(Response{Status: StatusFound, Moves: []string{"L"}, Length: 1, Cost: 1})
	s, err := ReadLines(strings.NewReader(string(p1) + "\n" + string(p2) + "\n\n" + string(fin) + "\n"))
	if err != nil || len(s.Progress) != 2 || s.Progress[1].Expanded != 2 || s.Final.Status != StatusFound || s.Final.Moves[0] != "L" {
		t.Errorf("ReadLines = %+v, %v", s, err)
	}
	for _, bad := range []struct{ stream, want string }{
		{string(p1) + "\n", "without a final result"},
		{string(fin) + "\n" + string(p1) + "\n", "line 2 comes after the final result"},
		{string(p1) + "\nnope\n", "line 2: not a JSON object"},
	} {
		if _, err := ReadLines(strings.NewReader(bad.stream)); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("ReadLines(%q) = %v, want an error with %q", bad.stream, err, bad.want)
		}
	}
}
