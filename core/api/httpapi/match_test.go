package httpapi

import (
	"bufio"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"searchlab/core/othello"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// POST /api/tournament (a match of games) streams a line per move and per game, the last with
// done; each game's record replays to its score. A bad request is a 400
// with one line saying why.
func TestMatchEndpoint(t *testing.T) {
	srv := newServer(t, Config{})
	body := `{"game":"othello","a":{"algorithm":"alphabeta","params":{"depth":1}},"b":{"algorithm":"random"},"games":2,"opening_plies":2,"seed":5}`
	resp, err := http.Post(srv.URL+"/api/tournament", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/x-ndjson" {
		t.Fatalf("HTTP %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	var lines []registry.MatchStatus
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		var st registry.MatchStatus
		if err := json.Unmarshal(sc.Bytes(), &st); err != nil {
			t.Fatalf("line %q: %v", sc.Text(), err)
		}
		lines = append(lines, st)
	}
	if len(lines) < 40 {
		t.Fatalf("%d lines, want one per move", len(lines))
	}
	last := lines[len(lines)-1]
	if !last.Done || last.Status != wire.StatusFound || last.Played != 2 || last.W+last.D+last.L != 2 {
		t.Fatalf("last line %+v", last)
	}
	for _, l := range lines {
		if l.Game == nil {
			continue
		}
		if _, p, err := othello.ParseRecord(othello.Start(), l.Game.Record); err != nil || p.Score(othello.Black) != l.Game.Score {
			t.Errorf("game %+v: %v", *l.Game, err)
		}
	}

	bad, err := http.Post(srv.URL+"/api/tournament", "application/json", strings.NewReader(`{"game":"othello","a":{"algorithm":"nope"},"b":{"algorithm":"random"},"games":2}`))
	if err != nil {
		t.Fatal(err)
	}
	defer bad.Body.Close()
	var st registry.MatchStatus
	if bad.StatusCode != 400 || json.NewDecoder(bad.Body).Decode(&st) != nil || !strings.Contains(st.Error, "nope") {
		t.Errorf("bad request: HTTP %d %+v", bad.StatusCode, st)
	}
}
