package remote

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"

	"searchlab/core/api/match"
)

// Match posts req to endpoint's /api/match and returns its answer: a
// finished game, or (HTTP 400) the invalid response saying what is wrong
// with the request, the same on every endpoint. Anything else (no
// connection, another status, an unreadable answer, a game the endpoint
// could not finish: status error or cancelled) is an error, and the game may
// be played again elsewhere.
func Match(ctx context.Context, hc *http.Client, endpoint string, req match.Request) (match.Response, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return match.Response{}, err
	}
	resp, err := send(ctx, hc, endpoint, "/api/match", body)
	if err != nil {
		return match.Response{}, err
	}
	defer resp.Body.Close()
	var r match.Response
	if err := json.NewDecoder(io.LimitReader(resp.Body, maxLine)).Decode(&r); err != nil {
		return match.Response{}, fmt.Errorf("%s/api/match: unreadable answer: %v", endpoint, err)
	}
	switch {
	case resp.StatusCode == http.StatusBadRequest && r.Status == match.StatusInvalid:
		return r, nil
	case resp.StatusCode == http.StatusOK && (r.Status == match.StatusFinished || r.Status == match.StatusBudgetExceeded):
		return r, nil
	}
	return match.Response{}, fmt.Errorf("%s/api/match: HTTP %d, status %q: %s", endpoint, resp.StatusCode, r.Status, r.Error)
}

// MatchDoer is the Doer of match requests for Run.
func MatchDoer(hc *http.Client) Doer[match.Request, match.Response] {
	return func(ctx context.Context, endpoint string, req match.Request) (match.Response, error) {
		return Match(ctx, hc, endpoint, req)
	}
}
