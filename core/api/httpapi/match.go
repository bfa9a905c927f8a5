package httpapi

import (
	"errors"
	"net/http"

	"searchlab/core/registry"
	"searchlab/core/wire"
)

// playMatch serves POST /api/tournament (api.PlayMatch): a match of games
// between two players, a JSON api.MatchRequest in, NDJSON api.MatchStatus
// lines out, one after every move and game, the last with done. A request
// refused before any move is a 400 with that one line. Every move's search
// gets the server's memory budget (Config.MaxMemory) unless the request
// asks for less; the client leaving ends the match, the move in progress
// included.
func (h *Handler) playMatch(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", "POST")
		writeJSON(w, http.StatusMethodNotAllowed, registry.MatchStatus{Done: true, Status: wire.StatusInvalid, Error: "use POST with a JSON body for /api/tournament, not " + r.Method})
		return
	}
	req, err := registry.DecodeMatchRequest(wire.LimitReader(r.Body, MaxRequestBytes))
	if err == nil {
		req.MaxMemoryBytes, err = h.memoryBudget(r.Context(), req.MaxMemoryBytes)
	}
	if err != nil {
		var tooBig *wire.TooLargeError
		if errors.As(err, &tooBig) {
			w.Header().Set("Connection", "close") // the rest of the body is not read
		}
		writeJSON(w, http.StatusBadRequest, registry.MatchStatus{Done: true, Status: wire.StatusInvalid, Error: err.Error()})
		return
	}
	s, ctx := h.newStream(w, r)
	defer s.cancel()
	yield := yieldOf(r.Context())
	final := registry.PlayMatch(ctx, h.reg, req, func(st registry.MatchStatus) {
		s.line(st)
		if s.after != nil {
			s.after()
		}
		if yield != nil {
			yield(ctx)
		}
	})
	if final.Status == wire.StatusInvalid && !s.started {
		writeJSON(w, http.StatusBadRequest, final)
		return
	}
	s.line(final)
}
