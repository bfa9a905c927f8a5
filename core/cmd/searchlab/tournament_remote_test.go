package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"searchlab/core/api/httpapi"
	"searchlab/core/api/remote/remotetest"
)

// tournamentJSON runs searchlab tournament with -json and returns the file's
// contents decoded.
func tournamentJSON(t *testing.T, args ...string) (tournamentOutput, string) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "t.json")
	code, _, stderr := cli(t, "", append(append([]string{"tournament"}, args...), "-json", file)...)
	if code != 0 {
		t.Fatalf("tournament %v: exit %d: %s", args, code, stderr)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var out tournamentOutput
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	return out, stderr
}

// searchlab tournament -remote plays every game on the endpoints (one of
// three killed during the run) and gets the same games and summary as a
// local run with deterministic players.
func TestTournamentRemoteEqualsLocalWithAnEndpointKilled(t *testing.T) {
	args := []string{"-game", "othello", "-a", "alphabeta:depth=2", "-b", "mcts-uct:iterations=100", "-games", "8", "-seed", "11", "-parallel", "3"}
	local, _ := tournamentJSON(t, append(args, "-q")...)
	h := httpapi.NewHandler(httpapi.Config{})
	a, b, c := remotetest.New(h, 0), remotetest.New(h, 2), remotetest.New(h, 0)
	defer a.Close()
	defer b.Close()
	defer c.Close()
	rem, stderr := tournamentJSON(t, append(args, "-remote", a.URL+","+b.URL+","+c.URL)...)
	if !b.Killed() {
		t.Fatal("endpoint b was never killed")
	}
	if rem.Summary != local.Summary {
		t.Errorf("summary remote %+v, local %+v", rem.Summary, local.Summary)
	}
	if len(rem.Games) != 8 || len(local.Games) != 8 {
		t.Fatalf("%d remote games, %d local, want 8", len(rem.Games), len(local.Games))
	}
	for i := range rem.Games {
		r, l := rem.Games[i], local.Games[i]
		if r.Black != l.Black || r.White != l.White || r.Opening != l.Opening || r.Record != l.Record || r.DiscDiff != l.DiscDiff || r.Winner != l.Winner ||
			r.Plies != l.Plies || r.BlackMoves != l.BlackMoves || r.WhiteMoves != l.WhiteMoves {
			t.Errorf("game %d:\nremote %+v\nlocal  %+v", i+1, r, l)
		}
	}
	if !strings.Contains(stderr, "] 8/8") || !strings.Contains(stderr, "tournament: endpoints "+a.URL) || strings.Contains(stderr, b.URL+" 0 answered, 0 failed") {
		t.Errorf("stderr: want a progress bar and per-endpoint counts with b's failed try:\n%s", stderr)
	}
}

func TestTournamentRemoteBadEndpoint(t *testing.T) {
	code, _, stderr := cli(t, "", "tournament", "-a", "random", "-b", "random", "-remote", "nowhere")
	if code != exitUsage || !strings.Contains(stderr, `"nowhere" is not an http:// or https:// URL`) {
		t.Errorf("exit %d: %s", code, stderr)
	}
}
