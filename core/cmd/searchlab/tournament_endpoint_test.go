package main

import (
	"testing"

	"searchlab/core/api/httpapi"
	"searchlab/core/api/remote/remotetest"
)

// searchlab tournament -b-remote solves B's moves at an endpoint: with
// deterministic players the games are those of a local match, move for
// move; and the flag refuses what is not a URL and the -remote mode.
func TestTournamentBRemoteEqualsLocal(t *testing.T) {
	args := []string{"-game", "othello", "-a", "alphabeta:depth=2", "-b", "alphabeta:depth=3", "-games", "4", "-seed", "5", "-q"}
	local, _ := tournamentJSON(t, args...)
	srv := remotetest.New(httpapi.NewHandler(httpapi.Config{}), 0)
	defer srv.Close()
	rem, _ := tournamentJSON(t, append(args, "-b-remote", srv.URL)...)
	if rem.Summary != local.Summary || len(rem.Games) != 4 || len(local.Games) != 4 {
		t.Fatalf("summary with -b-remote %+v (%d games), local %+v (%d)", rem.Summary, len(rem.Games), local.Summary, len(local.Games))
	}
	for i := range rem.Games {
		if r, l := rem.Games[i], local.Games[i]; r.Record != l.Record || r.DiscDiff != l.DiscDiff {
			t.Errorf("game %d: with -b-remote %s (%+d), local %s (%+d)", i+1, r.Record, r.DiscDiff, l.Record, l.DiscDiff)
		}
	}
	for _, bad := range [][]string{{"-b-remote", "localhost:1"}, {"-b-remote", srv.URL, "-remote", srv.URL}} {
		if code, _, _ := cli(t, "", append(append([]string{"tournament"}, args...), bad...)...); code == 0 {
			t.Errorf("tournament %v: exit 0, want a usage error", bad)
		}
	}
}
