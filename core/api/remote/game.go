package remote

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"

	"searchlab/core/registry"
	"searchlab/core/wire"
)

// PlayGame posts req to endpoint's /api/game and returns its answer: a
// finished game, or (HTTP 400) the invalid response saying what is wrong
// with the request, the same on every endpoint. Anything else (no
// connection, another status, an unreadable answer, a game the endpoint
// could not finish: status error or cancelled) is an error, and the game may
// be played again elsewhere.
func PlayGame(ctx context.Context, hc *http.Client, endpoint string, req registry.GameRequest) (registry.GameResponse, error) {
	resp, err := send(ctx, hc, endpoint, "/api/game", req)
	if err != nil {
		return registry.GameResponse{}, err
	}
	defer resp.Body.Close()
	var r registry.GameResponse
	if err := json.NewDecoder(io.LimitReader(resp.Body, maxLine)).Decode(&r); err != nil {
		return registry.GameResponse{}, fmt.Errorf("%s/api/game: unreadable answer: %v", endpoint, err)
	}
	switch {
	case resp.StatusCode == http.StatusBadRequest && r.Status == wire.StatusInvalid:
		return r, nil
	case resp.StatusCode == http.StatusOK && (r.Status == registry.StatusFinished || r.Status == wire.StatusBudgetExceeded):
		return r, nil
	}
	return registry.GameResponse{}, fmt.Errorf("%s/api/game: HTTP %d, status %q: %s", endpoint, resp.StatusCode, r.Status, r.Error)
}

// GameDoer is the Doer of game requests for Run.
func GameDoer(hc *http.Client) Doer[registry.GameRequest, registry.GameResponse] {
	return func(ctx context.Context, endpoint string, req registry.GameRequest) (registry.GameResponse, error) {
		return PlayGame(ctx, hc, endpoint, req)
	}
}
