package httpapi

import (
	"net/http"

	"searchlab/core/registry"
	"searchlab/core/wire"
)

// playGame serves POST /api/game (and its former path /api/match): one game
// between two players (api.Registry.PlayGame) answered as one JSON object;
// a bad request (unknown player or setting, illegal opening, a time per
// move out of range) is HTTP 400 with status invalid and a sentence. Every
// move's search gets the server's memory budget (Config.MaxMemory) unless
// the request asks for less; the client leaving ends the game, the move in
// progress included.
func (h *Handler) playGame(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", "POST")
		writeJSON(w, http.StatusMethodNotAllowed, registry.GameResponse{Status: wire.StatusInvalid, Error: "use POST with a JSON body for " + r.URL.Path + ", not " + r.Method})
		return
	}
	req, err := registry.DecodeGameRequest(r.Body)
	if err == nil {
		req.MaxMemoryBytes, err = h.memoryBudget(r.Context(), req.MaxMemoryBytes)
	}
	if err != nil {
		writeJSON(w, http.StatusBadRequest, registry.GameResponse{Status: wire.StatusInvalid, Error: err.Error()})
		return
	}
	// One answer after up to api.MaxGameTime, written under the write
	// timeout (the read deadline is lifted: the server's read timeout
	// would cancel the game).
	s, ctx := h.newStream(w, r)
	defer s.cancel()
	resp := h.reg.PlayGame(ctx, req)
	code := http.StatusOK
	if resp.Status == wire.StatusInvalid {
		code = http.StatusBadRequest
	}
	s.json(code, resp)
}
