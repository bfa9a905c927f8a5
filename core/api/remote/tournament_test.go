package remote

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"searchlab/core/api/httpapi"
	"searchlab/core/games/all"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// Tournament reads /api/tournament's stream: every line in order, the
// final one returned, the same lines api.PlayMatch gives in this process.
func TestTournament(t *testing.T) {
	srv := httptest.NewServer(httpapi.NewHandler(httpapi.Config{}))
	defer srv.Close()
	req := registry.MatchRequest{Game: "othello", A: registry.PlayerSpec{Algorithm: "alphabeta", Params: map[string]any{"depth": 1}},
		B: registry.PlayerSpec{Algorithm: "random"}, Games: 2, OpeningPlies: 2, Seed: 4}
	var got []registry.MatchStatus
	final, err := Tournament(context.Background(), nil, srv.URL, req, func(st registry.MatchStatus) { got = append(got, st) })
	if err != nil || !final.Done || final.Status != wire.StatusFound || final.Played != 2 {
		t.Fatalf("final %+v, %v", final, err)
	}
	var want []registry.MatchStatus
	last := registry.PlayMatch(context.Background(), all.Builtin(), req, func(st registry.MatchStatus) { want = append(want, st) })
	want = append(want, last)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%d lines over HTTP, %d in process; they differ", len(got), len(want))
	}
	// An invalid request is the endpoint's answer, not an error.
	req.A.Algorithm = "chess"
	final, err = Tournament(context.Background(), nil, srv.URL, req, nil)
	if err != nil || final.Status != wire.StatusInvalid || !strings.Contains(final.Error, "player chess") {
		t.Errorf("invalid: %+v, %v", final, err)
	}
}

// A stream cut off before its final line, a final "cancelled" and a line
// after the final one are errors: the match is to be played elsewhere.
func TestTournamentBrokenStreams(t *testing.T) {
	line := func(st registry.MatchStatus) string {
		return fmt.Sprintf(`{"played":%d,"games":2,"w":%d,"d":0,"l":0,"ply":0,"done":%v,"status":%q}`+"\n", st.Played, st.W, st.Done, st.Status)
	}
	for _, c := range []struct {
		body string
		want string
	}{
		{line(registry.MatchStatus{Played: 1, W: 1}), "without a final line"},
		{line(registry.MatchStatus{Played: 1, W: 1}) + line(registry.MatchStatus{Done: true, Status: wire.StatusCancelled}), "cancelled the match"},
		{line(registry.MatchStatus{Done: true, Status: wire.StatusFound}) + line(registry.MatchStatus{}), "a line after the final one"},
		{"not json\n", "bad line"},
	} {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/x-ndjson")
			fmt.Fprint(w, c.body)
		}))
		_, err := Tournament(context.Background(), nil, srv.URL, registry.MatchRequest{}, nil)
		srv.Close()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want an error about %q", c.body, err, c.want)
		}
		if c.want == "without a final line" && !errors.Is(err, ErrTruncated) {
			t.Errorf("a cut stream: %v is not ErrTruncated", err)
		}
	}
}
